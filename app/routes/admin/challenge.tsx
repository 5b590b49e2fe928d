import { ExternalLink } from "lucide-react";
import { Form, href, Link, redirect } from "react-router";
import { FormErrors, FormNotice, formProps, SelectField, TextArea } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { BackToChallenges } from "~/app/features/challenges/brief-form.tsx";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import {
  CHALLENGE_PLACES,
  ChallengeResultsSchema,
  JUDGES_NOTE_MAX,
  JUDGES_NOTE_MIN,
  placesOf,
} from "~/core/challenges.ts";
import { formatUtcDate } from "~/core/format.ts";
import type { Route } from "./+types/challenge";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const { challenge, entries, results } = await orHttpError(
    getAppContext(context).services.challenges.judging(staff, params.id),
  );
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    challenge: {
      ...challenge,
      ends: formatUtcDate(challenge.endsAt),
      page: href("/challenges/:slug/:id", { slug: challenge.slug, id: challenge.id }),
    },
    entries: entries.map((e) => ({ ...e, entered: formatUtcDate(e.enteredAt) })),
    results,
    // How many winners the last save told by mail.
    saved: saved !== null && /^\d+$/.test(saved) ? Number(saved) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { challenges, publishing } = getAppContext(context).services;
  const submission = parseForm(await readFormData(request), ChallengeResultsSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    const { mailed } = await challenges.announceResults(staff, params.id, submission.value);
    const places = placesOf(submission.value).map((p) => p.projectId);
    await publishing.recordAudit(
      staff,
      "challenge-results",
      "challenge",
      params.id,
      `Announced ${places.length === 1 ? "1 place" : `${places.length} places`} of challenge ${params.id} (${places.join(", ")})`,
    );
    return redirect(`${href("/admin/challenges/:id", { id: params.id })}?saved=${mailed}`);
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.challenge.title ?? "Challenge"} | Staff area` },
];

export default function ChallengeJudgingPage({
  loaderData: { challenge, entries, results, saved },
  actionData,
}: Route.ComponentProps) {
  const given = (place: number) => results.find((r) => r.place === place);
  const [form, fields] = useSchemaForm(ChallengeResultsSchema, {
    lastResult: actionData?.result,
    defaultValue: {
      place1: given(1)?.projectId ?? "",
      note1: given(1)?.note ?? "",
      place2: given(2)?.projectId ?? "",
      note2: given(2)?.note ?? "",
      place3: given(3)?.projectId ?? "",
      note3: given(3)?.note ?? "",
    },
  });
  const options = entries.map((e) => ({ value: e.projectId, label: `${e.title} (${e.author})` }));
  const placeFields = [
    [fields.place1, fields.note1],
    [fields.place2, fields.note2],
    [fields.place3, fields.note3],
  ] as const;
  return (
    <>
      <BackToChallenges />
      <h1 className="font-display text-3xl font-bold text-navy">{challenge.title}</h1>
      <p className="mt-1 text-sm text-muted">
        {challenge.closed ? `Closed on ${challenge.ends}` : `Taking entries until ${challenge.ends}`} ·{" "}
        {entries.length === 1 ? "1 entry" : `${entries.length} entries`} ·{" "}
        <Link to={challenge.page} className="underline">
          the challenge&apos;s page
        </Link>{" "}
        ·{" "}
        <Link to={href("/admin/challenges/:id/edit", { id: challenge.id })} className="underline">
          edit the brief
        </Link>
      </p>
      {saved !== null && (
        <div className="mt-4">
          <FormNotice>
            Results saved and shown on the challenge&apos;s page.{" "}
            {saved === 0
              ? "No one new was told: every winner already held their place."
              : saved === 1
                ? "1 winner was told by e-mail."
                : `${saved} winners were told by e-mail.`}
          </FormNotice>
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="results-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="results-heading" className="font-display text-xl font-bold text-navy">
            Results
          </h2>
          {!challenge.closed ? (
            <p className="mt-2 text-sm text-ink">
              Places are given once the challenge closes on {challenge.ends}, so every entry is judged.
            </p>
          ) : entries.length === 0 ? (
            <p className="mt-2 text-sm text-ink">No published project was entered: there is nothing to judge.</p>
          ) : (
            <Form method="post" className="mt-3 flex flex-col gap-5" {...formProps(form)}>
              <p className="text-sm text-muted">
                1st place is required; 2nd and 3rd are optional, in order. Each note ({JUDGES_NOTE_MIN}–
                {JUDGES_NOTE_MAX} characters) shows under the entry on the challenge&apos;s page. Saving again replaces
                the results; only an entrant whose place is new gets an e-mail.
              </p>
              <FormErrors form={form} />
              {placeFields.map(([place, note], i) => (
                <fieldset key={place.name} className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4">
                  <legend className="px-1 text-sm font-black tracking-wide text-turquoise-deep uppercase">
                    {CHALLENGE_PLACES[i]}
                  </legend>
                  <SelectField
                    label="Entry"
                    field={place}
                    options={options}
                    placeholder={i === 0 ? "Choose an entry" : "No place given"}
                    required={i === 0}
                  />
                  <TextArea label="Judges' note" field={note} rows={4} maxLength={JUDGES_NOTE_MAX} />
                </fieldset>
              ))}
              <div>
                <SubmitButton busyLabel="Saving…">
                  {results.length > 0 ? "Save corrected results" : "Announce the winners"}
                </SubmitButton>
              </div>
            </Form>
          )}
        </section>
        <section aria-labelledby="entries-heading" className="self-start rounded-xl bg-white p-5 shadow-sm">
          <h2 id="entries-heading" className="font-display text-xl font-bold text-navy">
            Entries
          </h2>
          {entries.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No entries yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line text-sm">
              {entries.map((e) => (
                <li key={e.projectId} className="py-2">
                  <Link
                    to={href("/project/:id", { id: e.projectId })}
                    target="_blank"
                    className="inline-flex items-center gap-1 font-bold text-navy underline"
                  >
                    {e.title}
                    <ExternalLink aria-hidden className="size-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </Link>
                  <span className="block text-muted">
                    by {e.author}, entered {e.entered}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
