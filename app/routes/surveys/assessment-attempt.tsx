import { ArrowRight, CheckCircle2, XCircle } from "lucide-react";
import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Countdown } from "~/app/features/surveys/countdown.tsx";
import { DomainChart } from "~/app/features/surveys/domain-chart.tsx";
import { assessmentUrl } from "~/app/features/surveys/urls.ts";
import { orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { ordinal } from "~/core/assessment.ts";
import { formatNumber, formatUtcDateTime } from "~/core/format.ts";
import type { OpenAttemptView, ScoredAttemptView } from "~/server/domain/surveys/assessments.ts";
import type { Route } from "./+types/assessment-attempt";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const attempt = await orHttpError(getAppContext(context).services.assessments.attempt(viewer, params.id));
  return { attempt };
}

/** The form's fields as quiz answers: one value, or several for a multiple-choice question. */
function answersOf(formData: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");
    if (values.length === 0) continue;
    out[name] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const answers = answersOf(await readFormData(request));
  await orHttpError(getAppContext(context).services.assessments.submit(viewer, params.id, answers));
  return redirect(href("/assessments/attempts/:id", { id: params.id }));
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.attempt.assessment.title}${loaderData.attempt.state === "scored" ? ": your results" : ""} | Maven Analytics`
      : "Assessment | Maven Analytics",
  },
  { name: "robots", content: "noindex" },
];

function TakeAttempt({ attempt }: { attempt: OpenAttemptView }) {
  return (
    <>
      <p className="mt-2 text-muted">
        {attempt.questions.length} questions.{" "}
        {attempt.deadlineAt
          ? `Time limit ${Math.round((attempt.assessment.timeLimitS ?? 0) / 60)} minutes.`
          : "Untimed: take as long as you need."}{" "}
        A question left blank counts as wrong. You can submit once.
      </p>
      {attempt.deadlineAt && (
        <p className="sticky top-2 z-10 mt-4 w-fit rounded-full border border-line bg-white px-4 py-2 shadow-sm">
          <Countdown deadline={attempt.deadlineAt.toISOString()} />
        </p>
      )}
      <Form method="post" className="mt-8 flex flex-col gap-6">
        <ol className="flex flex-col gap-6">
          {attempt.questions.map((q, index) => (
            <li key={q.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <fieldset className="flex flex-col gap-3">
                <legend className="font-bold text-navy">
                  <span className="mr-2 text-xs font-black tracking-widest text-muted uppercase">{q.domainTitle}</span>
                  <span className="mt-1 block">
                    {index + 1}. {q.prompt}
                  </span>
                </legend>
                {q.type === "numeric" ? (
                  <label className="flex flex-wrap items-center gap-3 text-sm text-ink">
                    Your answer
                    <input
                      type="text"
                      inputMode="decimal"
                      name={q.id}
                      autoComplete="off"
                      className="w-40 rounded-xl border border-line px-3 py-2 text-base"
                    />
                    {q.unit && <span>{q.unit}</span>}
                  </label>
                ) : (
                  <>
                    {q.type === "multiple" && <p className="text-sm text-muted">Choose all that apply.</p>}
                    <div className="grid gap-2">
                      {q.choices.map((c) => (
                        <label
                          key={c.id}
                          className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-2.5 text-ink hover:border-turquoise-dark has-checked:border-turquoise-dark has-checked:bg-mist has-focus-visible:ring-2 has-focus-visible:ring-turquoise"
                        >
                          <input
                            type={q.type === "multiple" ? "checkbox" : "radio"}
                            name={q.id}
                            value={c.id}
                            className="size-4 shrink-0 accent-turquoise-deep"
                          />
                          <span>{c.text}</span>
                        </label>
                      ))}
                    </div>
                  </>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        <button type="submit" className="btn btn-primary self-start">
          Submit my answers
        </button>
      </Form>
    </>
  );
}

function Results({ attempt }: { attempt: ScoredAttemptView }) {
  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl bg-navy p-6 text-white">
          <p className="text-sm text-white/80">Overall score</p>
          <p className="mt-1 font-display text-5xl font-bold">{attempt.score}%</p>
          <p className="mt-1 text-sm text-white/80">
            {attempt.correct} of {attempt.total} right
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <p className="text-sm text-muted">Your percentile</p>
          <p className="mt-1 font-display text-5xl font-bold text-navy">{ordinal(attempt.percentile)}</p>
          <p className="mt-1 text-sm text-muted">
            among {attempt.takers === 1 ? "1 taker (you are the first)" : `${formatNumber(attempt.takers)} takers`}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <p className="text-sm text-muted">Retake</p>
          <p className="mt-1 text-ink">
            From{" "}
            <time dateTime={attempt.retakeAt.toISOString()} className="font-bold text-navy">
              {formatUtcDateTime(attempt.retakeAt)}
            </time>
            , with new questions.
          </p>
        </div>
      </div>

      <section aria-labelledby="by-area" className="mt-10">
        <h2 id="by-area" className="font-display text-2xl font-bold text-navy">
          Score by skill area
        </h2>
        <div className="mt-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
          <DomainChart domains={attempt.domains} title={`${attempt.assessment.title}: score by skill area`} />
        </div>
      </section>

      {attempt.recommendations.length > 0 && (
        <section aria-labelledby="close-gaps" className="mt-10">
          <h2 id="close-gaps" className="font-display text-2xl font-bold text-navy">
            Courses to close your gaps
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {attempt.recommendations.map((r) => (
              <li key={r.domainTitle} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
                <h3 className="font-bold text-navy">{r.domainTitle}</h3>
                <ul className="mt-2 flex flex-col gap-2">
                  {r.courses.map((c) => (
                    <li key={c.slug}>
                      <Link to={c.url} className="inline-flex items-center gap-1 font-bold text-navy underline">
                        {c.title} <ArrowRight aria-hidden className="size-4" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="review" className="mt-10">
        <h2 id="review" className="font-display text-2xl font-bold text-navy">
          Review your answers
        </h2>
        <ol className="mt-4 flex flex-col gap-3">
          {attempt.questions.map((q, index) => (
            <li key={q.questionId} className="flex gap-3 rounded-xl border border-line bg-white p-4">
              {q.correct ? (
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
              ) : (
                <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
              )}
              <div>
                <p className="font-bold text-navy">
                  {index + 1}. {q.prompt}{" "}
                  <span className="font-normal text-muted">
                    ({q.correct ? "right" : q.answered ? "wrong" : "not answered"})
                  </span>
                </p>
                <p className="mt-1 text-sm text-ink">{q.explanation}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export default function AssessmentAttemptPage({ loaderData: { attempt } }: Route.ComponentProps) {
  return (
    <main className="container-site max-w-5xl pt-6 pb-20">
      <p className="eyebrow">{attempt.state === "scored" ? "Your results" : "Assessment"}</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">{attempt.assessment.title}</h1>
      {attempt.state === "open" && <TakeAttempt attempt={attempt} />}
      {attempt.state === "scored" && <Results attempt={attempt} />}
      {attempt.state === "expired" && (
        <p className="mt-4 text-ink">
          Time ran out before this attempt was submitted, so it was not scored.{" "}
          <Link to={assessmentUrl(attempt.assessment.slug)} className="font-bold text-navy underline">
            Start a new attempt
          </Link>
          .
        </p>
      )}
      <p className="mt-10 flex flex-wrap gap-4 text-sm">
        <Link to={href("/assessments")} className="font-bold text-navy underline">
          All assessments
        </Link>
        <Link to={href("/dashboard")} className="font-bold text-navy underline">
          My dashboard
        </Link>
      </p>
    </main>
  );
}
