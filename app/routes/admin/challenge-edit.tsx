import { href, Link, redirect } from "react-router";
import { FormNotice } from "~/app/components/ui/field.tsx";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { BackToChallenges, ChallengeBriefForm } from "~/app/features/challenges/brief-form.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { ChallengeBriefSchema } from "~/core/challenges.ts";
import type { Route } from "./+types/challenge-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const { challenges } = getAppContext(context).services;
  const [brief, choices] = await Promise.all([
    orHttpError(challenges.brief(staff, params.id)),
    orHttpError(challenges.briefChoices(staff)),
  ]);
  return { brief, choices, saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { challenges, publishing } = getAppContext(context).services;
  const submission = parseForm(await readFormData(request), ChallengeBriefSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    await challenges.updateBrief(staff, params.id, submission.value);
    await publishing.recordAudit(
      staff,
      "challenge-edit",
      "challenge",
      params.id,
      `Edited challenge ${submission.value.title}`,
    );
    return redirect(`${href("/admin/challenges/:id/edit", { id: params.id })}?saved`);
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Edit ${data?.brief.values.title ?? "challenge"} | Staff area` },
];

const STATE = {
  upcoming: "Not started: only staff see it.",
  open: "Taking entries: changes show on the site at once.",
  closed: "Closed: changes show on the site at once; its dates stay as they ran.",
} as const;

export default function EditChallengePage({ loaderData: { brief, choices, saved }, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackToChallenges />
      <h1 className="font-display text-3xl font-bold text-navy">Edit {brief.values.title}</h1>
      <p className="mt-1 text-sm text-muted">
        {STATE[brief.state]}{" "}
        {brief.state !== "upcoming" && (
          <>
            <Link to={href("/challenges/:slug/:id", { slug: brief.slug, id: brief.id })} className="underline">
              The challenge&apos;s page
            </Link>{" "}
            ·{" "}
            <Link to={href("/admin/challenges/:id", { id: brief.id })} className="underline">
              entries and results
            </Link>
          </>
        )}
      </p>
      {saved && (
        <div className="mt-4">
          <FormNotice>Challenge saved.</FormNotice>
        </div>
      )}
      <div className="mt-6 max-w-3xl rounded-xl bg-white p-5 shadow-sm">
        <ChallengeBriefForm
          // A fresh form after a save shows what was stored.
          key={saved ? "saved" : "editing"}
          defaultValue={brief.values}
          choices={choices}
          lastResult={actionData?.result}
          dates={brief.state === "upcoming" ? "both" : brief.state === "open" ? "end" : "none"}
          submitLabel="Save challenge"
        />
      </div>
    </>
  );
}
