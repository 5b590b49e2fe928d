import {
  Award,
  BarChart3,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  ClipboardList,
  Download,
  Tags,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, href, isRouteErrorResponse, Link, useLocation } from "react-router";
import { inputClass } from "~/app/components/ui/field.tsx";
import { ScrollRegion } from "~/app/components/ui/scroll-region.tsx";
import { getAppContext } from "~/app/context.ts";
import { StatusChip, StatusCounts } from "~/app/features/teams/assignment-status.tsx";
import { AssignmentItemLink } from "~/app/features/teams/assignment-list.tsx";
import { CompletionsChart, SkillsChart } from "~/app/features/teams/report-charts.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { getTeamMembership } from "~/app/lib/team-membership.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { parseReportQuery } from "~/server/domain/teams/reports.ts";
import type { Route } from "./+types/report";

/**
 * /dashboard/team (issue 19): the team report for admins (everyone) and managers (their groups'
 * members), filtered by group and dates with a plain GET form; a member sees their own assignments.
 * Someone in no team, or waiting for a seat, gets the layout's explanation instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { services } = getAppContext(context);
  const membership = await getTeamMembership(context);
  if (!membership || membership.status !== "active") return { state: "none" as const };
  if (membership.role === "member") {
    return {
      state: "member" as const,
      teamName: membership.team.name,
      mine: await services.teamAssignments.mine(viewer),
    };
  }
  const query = parseReportQuery(new URL(request.url).searchParams);
  return { state: "report" as const, report: await orHttpError(services.teamReports.report(viewer, query)) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Team report | My Team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

type Report = Extract<Route.ComponentProps["loaderData"], { state: "report" }>["report"];

export default function TeamReportPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "none") return null;
  if (loaderData.state === "member") return <MemberView teamName={loaderData.teamName} mine={loaderData.mine} />;
  return <ReportView report={loaderData.report} />;
}

function MemberView({
  teamName,
  mine,
}: {
  teamName: string;
  mine: Extract<Route.ComponentProps["loaderData"], { state: "member" }>["mine"];
}) {
  return (
    <section aria-labelledby="my-assignments" className="flex flex-col gap-4">
      <h1 id="my-assignments" className="font-display text-3xl font-bold text-navy">
        Your assignments
      </h1>
      <p className="text-muted">
        What {teamName} asked you to learn. Team reports are for the team's admins and managers.
      </p>
      {mine.length === 0 ? (
        <p className="rounded-xl bg-mist px-4 py-5 text-muted">
          Nothing is assigned to you yet.{" "}
          <Link to={href("/courses")} className="font-bold text-navy underline">
            Browse courses
          </Link>{" "}
          meanwhile.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
          {mine.map((a) => (
            <li key={a.assignmentId} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <AssignmentItemLink item={a.item} dueAt={a.dueAt} />
              <StatusChip status={a.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Tile({ label, value, detail, icon }: { label: string; value: ReactNode; detail?: string; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-bold text-muted">
        <span aria-hidden className="text-turquoise-deep">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-3xl font-bold text-navy">{value}</dd>
      {detail ? <dd className="text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

function Panel({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-navy">
        <span aria-hidden className="text-turquoise-deep">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ReportView({ report }: { report: Report }) {
  const location = useLocation();
  const { summary, query } = report;
  const csvParams = new URLSearchParams(location.search);
  csvParams.delete("page");
  const csvQuery = csvParams.toString();
  const filtered = Boolean(query.groupId || query.from || query.to);
  const rangeWords =
    query.from && query.to
      ? `${formatDate(query.from)} – ${formatDate(query.to)}`
      : query.from
        ? `since ${formatDate(query.from)}`
        : query.to
          ? `until ${formatDate(query.to)}`
          : null;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-navy">Team report</h1>
          <p className="mt-1 text-muted">
            {report.role === "admin"
              ? "Everyone in the team: learning, assignments, credentials and assessment results."
              : "The members of the groups you manage: learning, assignments, credentials and assessment results."}
          </p>
        </div>
        <a
          href={`${href("/dashboard/team/report.csv")}${csvQuery ? `?${csvQuery}` : ""}`}
          className="btn btn-outline text-navy"
          download
        >
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </header>

      <Form
        method="get"
        className="flex flex-col gap-3 rounded-2xl border border-line bg-mist p-4 sm:flex-row sm:flex-wrap sm:items-end"
        aria-label="Filter the report"
      >
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor="report-group" className="text-sm font-bold text-navy">
            Group
          </label>
          <select id="report-group" name="group" defaultValue={query.groupId ?? ""} className={inputClass}>
            <option value="">{report.role === "admin" ? "All members" : "All my groups"}</option>
            {report.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="report-from" className="text-sm font-bold text-navy">
            From
          </label>
          <input id="report-from" type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="report-to" className="text-sm font-bold text-navy">
            To
          </label>
          <input id="report-to" type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-dark">
            Apply
          </button>
          {filtered ? (
            <Link to={href("/dashboard/team")} className="btn btn-ghost text-navy">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {rangeWords ? (
        <p className="-mt-3 text-sm text-muted">
          Completions, credentials, courses in progress and assessment results between {rangeWords}.
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Tile label="Members" value={summary.members} icon={<Users className="size-4" />} />
        <Tile
          label="Active"
          value={summary.active}
          detail={summary.activeWindow === "range" ? "in these dates" : `in the last ${summary.activeDays} days`}
          icon={<BarChart3 className="size-4" />}
        />
        <Tile label="Courses completed" value={summary.completions} icon={<CheckCircle2 className="size-4" />} />
        <Tile label="Credentials earned" value={summary.credentials} icon={<Award className="size-4" />} />
        <Tile
          label="Assignments overdue"
          value={summary.assignments.overdue}
          detail={`${summary.assignments.done} done · ${summary.assignments.in_progress} in progress · ${summary.assignments.not_started} not started`}
          icon={<ClipboardList className="size-4" />}
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="completions-title" title="Completions over time" icon={<BarChart3 className="size-5" />}>
          <CompletionsChart weeks={report.completionsByWeek} />
        </Panel>
        <Panel id="skills-title" title="Skills covered" icon={<Tags className="size-5" />}>
          <SkillsChart skills={report.skills} />
        </Panel>
      </div>

      <section aria-labelledby="members-title" className="rounded-2xl border border-line bg-white shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2 p-5 pb-3 sm:px-6">
          <h2 id="members-title" className="text-xl font-bold text-navy">
            Members
          </h2>
          <p className="text-sm text-muted">
            {summary.members} {summary.members === 1 ? "member" : "members"}
            {report.pages > 1 ? ` · page ${report.page} of ${report.pages}` : ""}
          </p>
        </div>
        {report.members.length === 0 ? (
          <p className="px-5 pb-5 text-muted sm:px-6">Nobody here yet.</p>
        ) : (
          <ScrollRegion label="Members table">
            <table className="w-full min-w-[50rem] text-left text-sm">
              <thead className="border-y border-line bg-mist text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-5 py-2 sm:px-6">
                    Member
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Last activity
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Courses
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Assignments
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Credentials
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Assessments
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {report.members.map((m) => (
                  <tr key={m.userId} className="align-top">
                    <th scope="row" className="px-5 py-3 font-normal sm:px-6">
                      <span className="block font-bold text-navy">{m.name}</span>
                      <span className="block text-muted">{m.email}</span>
                      {m.groups.length > 0 ? (
                        <span className="block text-xs text-muted">{m.groups.join(", ")}</span>
                      ) : null}
                    </th>
                    <td className="px-3 py-3 whitespace-nowrap">
                      {m.lastActivityAt ? (
                        <time dateTime={m.lastActivityAt.toISOString()}>{formatDate(m.lastActivityAt)}</time>
                      ) : (
                        <span className="text-muted">Not yet</span>
                      )}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      {m.coursesCompleted} completed
                      <br />
                      <span className="text-muted">{m.coursesInProgress} in progress</span>
                    </td>
                    <td className="px-3 py-3">
                      <StatusCounts counts={m.assignments} />
                    </td>
                    <td className="px-3 py-3">{m.credentials}</td>
                    <td className="px-3 py-3">
                      {m.assessments.length === 0 ? (
                        <span className="text-muted">None</span>
                      ) : (
                        <ul>
                          {m.assessments.map((a) => (
                            <li key={a.slug}>
                              {a.title}: <strong>{a.score}%</strong>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <Pages page={report.page} pages={report.pages} search={location.search} />
      </section>
    </div>
  );
}

/** Previous and next, keeping the filters; short enough for a phone whatever the page count. */
function Pages({ page, pages, search }: { page: number; pages: number; search: string }) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const q = params.toString();
    return `${href("/dashboard/team")}${q ? `?${q}` : ""}`;
  };
  return (
    <nav aria-label="Member pages" className="flex items-center justify-between gap-3 border-t border-line p-4">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn btn-ghost text-navy" rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={to(page + 1)} className="btn btn-ghost text-navy" rel="next">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section aria-labelledby="report-refused" className="max-w-2xl">
        <h1 id="report-refused" className="font-display text-3xl font-bold text-navy">
          You can't see that
        </h1>
        <p className="mt-3 text-ink">{messageOf(error.data) ?? "This part of the team report isn't yours to see."}</p>
        <Link to={href("/dashboard/team")} className="btn btn-dark mt-6">
          Back to the team report
        </Link>
      </section>
    );
  }
  throw error;
}

const messageOf = (data: unknown): string | null =>
  data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : null;
