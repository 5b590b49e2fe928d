import { ArrowRight, Clock, ListChecks, Users } from "lucide-react";
import { Link } from "react-router";
import { assessmentUrl } from "~/app/features/surveys/urls.ts";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { formatNumber } from "~/core/format.ts";
import type { Route } from "./+types/assessments";

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await getViewer(context);
  const list = await getAppContext(context).services.assessments.list(viewer);
  return { list, signedIn: viewer !== null };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Assessments", url: "/assessments" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Skill Assessments",
    description:
      "Check your data skills for free: a data literacy assessment and skill assessments for Excel, SQL, Power BI, Tableau and Python, with a percentile and courses for your gaps.",
    path: "/assessments",
    siteUrl: siteUrlFrom(matches),
  });

export default function AssessmentsPage({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <main className="container-site pt-6 pb-20">
      <p className="eyebrow">Assessments</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">Skill assessments</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Find out where you stand. Each assessment draws a fresh set of questions, scores you per skill area, shows how
        you compare with everyone who took it and points you to the courses that close your gaps.
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {list.map((a) => (
          <li key={a.slug} className="relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
            <p className="text-xs font-black tracking-widest text-muted uppercase">
              {a.kind === "literacy" ? "Data literacy" : "Tool skills"}
            </p>
            <h2 className="mt-1 font-display text-xl font-bold text-navy">
              <Link to={assessmentUrl(a.slug)} className="after:absolute after:inset-0 hover:underline">
                {a.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-ink">{a.summary}</p>
            <ul className="mt-4 flex flex-col gap-1.5 text-sm text-muted">
              <li className="flex items-center gap-2">
                <ListChecks aria-hidden className="size-4 text-turquoise-deep" /> {a.questionCount} questions ·{" "}
                {a.domains.length} skill areas
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden className="size-4 text-turquoise-deep" />
                {a.timeLimitS ? `${Math.round(a.timeLimitS / 60)} minutes` : "Untimed"}
              </li>
              <li className="flex items-center gap-2">
                <Users aria-hidden className="size-4 text-turquoise-deep" />
                {a.takers === 0
                  ? "No one has taken it yet"
                  : a.takers === 1
                    ? "1 person has taken it"
                    : `${formatNumber(a.takers)} people have taken it`}
              </li>
            </ul>
            {a.mine?.latest && (
              <p className="mt-4 rounded-lg bg-mist px-3 py-2 text-sm font-bold text-navy">
                Your latest score: {a.mine.latest.score}%
              </p>
            )}
            <p className="mt-auto flex items-center gap-1 pt-4 text-sm font-bold text-navy">
              {a.mine?.openAttemptId ? "Continue" : a.mine?.latest ? "See details" : "Start"}
              <ArrowRight aria-hidden className="size-4" />
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
