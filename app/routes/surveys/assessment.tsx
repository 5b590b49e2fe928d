import { Clock, ListChecks, Users } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { FormError } from "~/app/components/ui/field.tsx";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { assessmentUrl } from "~/app/features/surveys/urls.ts";
import { headersOf, orHttpError, statusOf } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { getViewer, requireViewer } from "~/app/lib/viewer.server.ts";
import { ASSESSMENT_RETAKE_COOLDOWN_HOURS } from "~/core/assessment.ts";
import { formatDate, formatNumber, formatUtcDateTime } from "~/core/format.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/assessment";

/** `/data-literacy-assessment` has no slug in its URL; the tool assessments are `/assessments/:slug`. */
const slugOf = (params: { slug?: string }) => params.slug ?? "data-literacy";

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = await getViewer(context);
  const assessment = await orHttpError(getAppContext(context).services.assessments.overview(viewer, slugOf(params)));
  return { assessment, signedIn: viewer !== null, url: assessmentUrl(assessment.slug) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { services, clientIp } = getAppContext(context);
  try {
    const { id } = await services.assessments.start(viewer, slugOf(params), { ip: clientIp });
    return redirect(href("/assessments/attempts/:id", { id }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ error: error.message }, { status: statusOf(error), headers: headersOf(error) });
  }
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data }) => {
    const d = data as { assessment: { title: string }; url: string } | undefined;
    return d ? { label: d.assessment.title, url: d.url } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: loaderData.assessment.title,
        description: `${loaderData.assessment.summary} Free, with a per-skill breakdown, your percentile and courses for your gaps.`,
        path: loaderData.url,
        siteUrl: siteUrlFrom(matches),
      })
    : [];

export default function AssessmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { assessment: a, signedIn, url } = loaderData;
  const mine = a.mine;
  return (
    <main className="pb-20">
      <section className="bg-navy text-white">
        <div className="container-site py-10 md:py-14">
          <p className="eyebrow text-turquoise!">{a.kind === "literacy" ? "Data literacy" : "Skill assessment"}</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold md:text-5xl">{a.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{a.summary}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85">
            <li className="flex items-center gap-2">
              <ListChecks aria-hidden className="size-4 text-turquoise" /> {a.questionCount} questions
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-turquoise" />
              {a.timeLimitS ? `${Math.round(a.timeLimitS / 60)} minutes` : "Untimed"}
            </li>
            <li className="flex items-center gap-2">
              <Users aria-hidden className="size-4 text-turquoise" />
              {a.takers === 0
                ? "No one has taken it yet"
                : a.takers === 1
                  ? "1 person has taken it"
                  : `${formatNumber(a.takers)} people have taken it`}
            </li>
          </ul>
        </div>
      </section>
      <div className="container-site mt-10 grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="what-it-covers">
          <h2 id="what-it-covers" className="font-display text-2xl font-bold text-navy">
            What it covers
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {a.domains.map((d) => (
              <li key={d.id} className="rounded-xl border border-line bg-white px-4 py-3 font-bold text-navy">
                {d.title}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-ink">
            Each attempt draws its questions from a larger bank, spread evenly over these areas, so a retake asks
            different questions. You get an overall score, a score per area, your percentile among everyone who took it
            and the courses for your weakest areas. You can retake it {ASSESSMENT_RETAKE_COOLDOWN_HOURS} hours after
            your last result.
          </p>
        </section>
        <aside className="h-fit rounded-2xl border border-line bg-white p-6 shadow-sm">
          {actionData?.error && <FormError message={actionData.error} />}
          {!signedIn ? (
            <>
              <h2 className="font-display text-xl font-bold text-navy">Free with an account</h2>
              <p className="mt-2 text-sm text-ink">
                Log in or create a free account to take it: your results and their history stay on your dashboard.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to={`${href("/login")}?returnTo=${encodeURIComponent(url)}`} className="btn btn-primary">
                  Log in to start
                </Link>
                <Link to={href("/signup")} className="btn btn-outline text-navy">
                  Sign up free
                </Link>
              </div>
            </>
          ) : (
            <>
              {mine?.latest && (
                <p className="mb-4 text-sm text-ink">
                  Your latest score: <strong className="text-navy">{mine.latest.score}%</strong> on{" "}
                  <time dateTime={mine.latest.submittedAt.toISOString()}>{formatDate(mine.latest.submittedAt)}</time>.{" "}
                  <Link
                    to={href("/assessments/attempts/:id", { id: mine.latest.attemptId })}
                    className="font-bold text-navy underline"
                  >
                    See your results
                  </Link>
                </p>
              )}
              {mine?.openAttemptId ? (
                <Link to={href("/assessments/attempts/:id", { id: mine.openAttemptId })} className="btn btn-primary">
                  Continue your attempt
                </Link>
              ) : mine?.retakeAt ? (
                <p className="rounded-lg bg-mist px-3 py-2 text-sm text-ink">
                  You can retake it from{" "}
                  <time dateTime={mine.retakeAt.toISOString()}>{formatUtcDateTime(mine.retakeAt)}</time>.
                </p>
              ) : (
                <Form method="post">
                  <h2 className="font-display text-xl font-bold text-navy">
                    {mine?.latest ? "Ready for a retake?" : "Ready when you are"}
                  </h2>
                  <p className="mt-2 text-sm text-ink">
                    {a.timeLimitS
                      ? `The ${Math.round(a.timeLimitS / 60)}-minute clock starts when you press Start.`
                      : "Take as long as you need."}
                  </p>
                  <button type="submit" className="btn btn-primary mt-4">
                    Start the assessment
                  </button>
                </Form>
              )}
            </>
          )}
        </aside>
      </div>
    </main>
  );
}
