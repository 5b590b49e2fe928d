import { href, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { BackToChallenges, ChallengeBriefForm } from "~/app/features/challenges/brief-form.tsx";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { ChallengeBriefSchema } from "~/core/challenges.ts";
import type { Route } from "./+types/challenge-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const choices = await orHttpError(getAppContext(context).services.challenges.briefChoices(staff));
  // The first Monday from a week on, for four weeks and six days: how the seeded challenges ran.
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 7 + ((8 - start.getUTCDay()) % 7));
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 34);
  return { choices, startsOn: start.toISOString().slice(0, 10), endsOn: end.toISOString().slice(0, 10) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { challenges, publishing } = getAppContext(context).services;
  const submission = parseForm(await readFormData(request), ChallengeBriefSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    const { id } = await challenges.create(staff, submission.value);
    await publishing.recordAudit(
      staff,
      "challenge-create",
      "challenge",
      id,
      `Created challenge ${submission.value.title}`,
    );
    return redirect(`${href("/admin/challenges")}?created=${id}`);
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const meta: Route.MetaFunction = () => [{ title: "New challenge | Staff area" }];

export default function NewChallengePage({
  loaderData: { choices, startsOn, endsOn },
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <BackToChallenges />
      <h1 className="font-display text-3xl font-bold text-navy">New challenge</h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        It shows on the site from its first day as the current challenge, taking entries until its last. Until then only
        staff see it, here.
      </p>
      <div className="mt-6 max-w-3xl rounded-xl bg-white p-5 shadow-sm">
        <ChallengeBriefForm
          defaultValue={{
            title: "",
            excerpt: "",
            body: "",
            startsOn,
            endsOn,
            featuredImageSrc: "",
            datasetId: "",
          }}
          choices={choices}
          lastResult={actionData?.result}
          dates="both"
          submitLabel="Create challenge"
        />
      </div>
    </>
  );
}
