import {
  ArrowRight,
  Award,
  BookOpen,
  ClipboardList,
  Compass,
  FolderKanban,
  Gauge,
  PlusCircle,
  Route as RouteIcon,
  Trophy,
} from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ShowcaseCard } from "~/app/features/catalog/showcase-card.tsx";
import { AssignmentItemLink } from "~/app/features/teams/assignment-list.tsx";
import { StatusChip } from "~/app/features/teams/assignment-status.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { daysLeft } from "~/app/features/challenges/dates.ts";
import { formatDate, formatUtcDate } from "~/core/format.ts";
import { mergeNextSteps } from "~/core/next-steps.ts";
import { DASHBOARD_RECOMMENDATIONS } from "~/server/domain/account/portfolio.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import type { Services } from "~/server/services.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "My Dashboard | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { services } = getAppContext(context);
  const [dashboard, paths, matches, pathfinder, assessments, assignments, challenge] = await Promise.all([
    orHttpError(services.account.dashboard(viewer, { owner: viewer.userId })),
    services.learning.pathProgress(viewer.userId),
    orHttpError(services.welcomeSurvey.nextSteps(viewer)),
    services.pathfinder.latest(viewer),
    orHttpError(services.assessments.history(viewer)),
    // What the viewer's team assigned them (issue 19): shown first.
    services.teamAssignments.mine(viewer),
    currentChallenge(services, viewer),
  ]);
  // The welcome survey's best matches take the places of the generic "start here" picks.
  const nextSteps = mergeNextSteps(
    dashboard.recommendations,
    matches?.map((m) => ({
      kind: "match" as const,
      title: m.title,
      detail: m.contributions[0] ? `Because ${m.contributions[0].reason}` : "Fits your survey answers",
      url: m.url,
      score: m.score,
    })) ?? null,
    DASHBOARD_RECOMMENDATIONS,
    new Set([...dashboard.inProgress, ...dashboard.completed].map((c) => `/course/${c.slug}`)),
  );
  return {
    dashboard,
    paths,
    nextSteps,
    surveyTaken: matches !== null,
    assessments,
    assignments,
    challenge,
    pathfinder: pathfinder && {
      id: pathfinder.id,
      career: pathfinder.top.career.title,
      score: pathfinder.top.score,
      takenAt: pathfinder.createdAt,
    },
  };
}

/** The open data challenge and the viewer's entry in it, for its panel (decision 062). */
async function currentChallenge(services: Services, viewer: Viewer) {
  const open = await services.challenges.currentOpen();
  if (!open) return null;
  const entry = await services.challenges.entryOf(viewer, open.id);
  return {
    title: open.title,
    url: href("/challenges/:slug/:id", { slug: open.slug, id: open.id }),
    ends: formatUtcDate(open.endsAt),
    daysLeft: daysLeft(open.endsAt, new Date()),
    entry: entry && {
      title: entry.title,
      url: href("/project/:id", { id: entry.projectId }),
      published: entry.published,
    },
  };
}

const STEP_LABELS = {
  continue: "Continue",
  "next-in-path": "Next in your path",
  start: "Start",
  match: "Matched to you",
} as const;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

function Panel({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 font-display text-xl font-bold text-navy">
          <span aria-hidden className="text-turquoise-deep">
            {icon}
          </span>
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-mist px-4 py-5 text-muted">{children}</p>;
}

export default function DashboardPage({
  loaderData: { dashboard, paths, nextSteps, surveyTaken, pathfinder, assessments, assignments, challenge },
}: Route.ComponentProps) {
  const profileUrl = href("/profile/:postfix", { postfix: dashboard.portfolioUrlPostfix });
  // Someone who has started nothing yet is new here, not back.
  const returning = dashboard.inProgress.length + dashboard.completed.length > 0;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="eyebrow">My Dashboard</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">
          {returning ? `Welcome back, ${dashboard.firstName}` : `Welcome, ${dashboard.firstName}`}
        </h1>
        <p className="mt-2 text-muted">
          {returning
            ? "Pick up where you left off, see what to learn next and share what you built."
            : "Start your first course, see what to learn next and share what you build."}
        </p>
      </header>

      {assignments.length > 0 && (
        <Panel
          id="my-assignments"
          title="Assigned by your team"
          icon={<ClipboardList className="size-5" />}
          action={
            <Link to={href("/dashboard/team")} className="text-sm font-bold text-navy underline">
              My Team
            </Link>
          }
        >
          <ul className="divide-y divide-line">
            {assignments.map((a) => (
              <li key={a.assignmentId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <AssignmentItemLink item={a.item} dueAt={a.dueAt} />
                <StatusChip status={a.status} />
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <Panel id="in-progress" title="Courses in progress" icon={<BookOpen className="size-5" />}>
        {dashboard.inProgress.length === 0 ? (
          <Empty>
            You have no course in progress.{" "}
            <Link to={href("/courses")} className="font-bold text-navy underline">
              Browse courses
            </Link>{" "}
            to start one.
          </Empty>
        ) : (
          <ul className="flex flex-col gap-4">
            {dashboard.inProgress.map((course) => (
              <li
                key={course.courseId}
                className="flex flex-col gap-4 rounded-xl border border-line p-4 sm:flex-row sm:items-center"
              >
                <img src={course.badgeSrc} alt="" width={56} height={56} className="size-14 shrink-0" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold text-navy">
                    <Link to={href("/course/:slug", { slug: course.slug })} className="hover:underline">
                      {course.title}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">
                    {course.lessonsCompleted} of {course.lessonsTotal} lessons · last activity{" "}
                    <time dateTime={course.lastActivityAt.toISOString()}>{formatDate(course.lastActivityAt)}</time>
                  </p>
                  <div
                    role="progressbar"
                    aria-label={`${course.title} progress`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={course.percent}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-mist"
                  >
                    <div className="h-full rounded-full bg-turquoise-dark" style={{ width: `${course.percent}%` }} />
                  </div>
                </div>
                <p className="shrink-0 text-2xl font-bold text-navy sm:w-16 sm:text-right">{course.percent}%</p>
                {/* A lapsed or free learner's next lesson may be a Pro one: the button says so before the gate does. */}
                <Link to={course.continueUrl} className="btn btn-primary shrink-0">
                  {course.nextLessonLocked ? "Unlock with Pro" : "Continue learning"}
                  <span className="sr-only">: {course.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {dashboard.completed.length > 0 && (
          <p className="mt-4 text-sm text-muted">Completed: {dashboard.completed.map((c) => c.title).join(", ")}.</p>
        )}
      </Panel>

      <Panel id="next-steps" title="Recommended next steps" icon={<Compass className="size-5" />}>
        <ul className="grid gap-4 md:grid-cols-3">
          {nextSteps.map((step) => (
            <li
              key={step.url}
              className="relative flex flex-col rounded-xl border border-line p-4 hover:border-turquoise-dark"
            >
              <p className="text-xs font-black tracking-widest text-muted uppercase">
                {step.kind === "match" && step.score !== undefined ? `${step.score}% match` : STEP_LABELS[step.kind]}
              </p>
              <h3 className="mt-1 font-bold text-navy">
                <Link to={step.url} className="after:absolute after:inset-0 hover:underline">
                  {step.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">{step.detail}</p>
              {/* The padding sits outside the icon: inside it, it shrank the arrow to about 8 px. */}
              <span aria-hidden className="mt-auto self-end pt-2">
                <ArrowRight className="size-5 text-turquoise-deep" data-testid="step-arrow" />
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          {surveyTaken ? (
            <Link to={href("/welcome/results")} className="font-bold text-navy underline">
              Why these? See your matches
            </Link>
          ) : (
            <>
              Answer five quick questions and we will pick the paths and courses that fit your goal:{" "}
              <Link to={href("/welcome")} className="font-bold text-navy underline">
                Take the welcome survey
              </Link>
              .
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">
          {pathfinder ? (
            <>
              Your latest Pathfinder result:{" "}
              <Link
                to={href("/pathfinder/results/:id", { id: pathfinder.id })}
                className="font-bold text-navy underline"
              >
                {pathfinder.career}, {pathfinder.score}% match
              </Link>
              .
            </>
          ) : (
            <>
              Not sure which data career suits you?{" "}
              <Link to={href("/pathfinder")} className="font-bold text-navy underline">
                Take the Pathfinder
              </Link>
              .
            </>
          )}
        </p>
      </Panel>

      <Panel
        id="assessment-results"
        title="Assessment results"
        icon={<Gauge className="size-5" />}
        action={
          <Link to={href("/assessments")} className="text-sm font-bold text-navy underline">
            All assessments
          </Link>
        }
      >
        {assessments.length === 0 ? (
          <Empty>
            See where your skills stand: take the{" "}
            <Link to={href("/data-literacy-assessment")} className="font-bold text-navy underline">
              data literacy assessment
            </Link>{" "}
            or a tool assessment.
          </Empty>
        ) : (
          <ul className="divide-y divide-line">
            {assessments.map((a) => (
              <li key={a.attemptId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <h3 className="font-bold text-navy">
                    <Link to={href("/assessments/attempts/:id", { id: a.attemptId })} className="hover:underline">
                      {a.assessmentTitle}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">
                    <time dateTime={a.submittedAt.toISOString()}>{formatDate(a.submittedAt)}</time>
                  </p>
                </div>
                <p className="text-2xl font-bold text-navy">{a.score}%</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="my-paths" title="My learning paths" icon={<RouteIcon className="size-5" />}>
        {paths.length === 0 ? (
          <Empty>
            You have not joined a learning path yet. A path puts courses in order toward one goal:{" "}
            <Link to={href("/paths")} className="font-bold text-navy underline">
              pick a path
            </Link>{" "}
            and start it from its page.
          </Empty>
        ) : (
          <ul className="flex flex-col gap-4">
            {paths.map((p) => (
              <li key={p.pathId} className="rounded-xl border border-line p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="font-bold text-navy">
                    <Link to={href("/path/:slug", { slug: p.slug })} className="hover:underline">
                      {p.title}
                    </Link>
                  </h3>
                  <p className="text-2xl font-bold text-navy">{p.percent}%</p>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${p.title} path progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={p.percent}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-mist"
                >
                  <div className="h-full rounded-full bg-turquoise-dark" style={{ width: `${p.percent}%` }} />
                </div>
                <p className="mt-2 text-sm text-muted">
                  {p.completed
                    ? "Path complete."
                    : `${p.courses.filter((c) => c.percent === 100).length} of ${p.courses.length} courses complete`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        id="credentials"
        title="Earned credentials"
        icon={<Award className="size-5" />}
        action={
          <Link to={href("/credentials")} className="text-sm font-bold text-navy underline">
            All credentials
          </Link>
        }
      >
        {dashboard.credentials.length === 0 ? (
          <Empty>Finish a course, path or guided project to earn its credential.</Empty>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {dashboard.credentials.map((c) => (
              <li key={c.verificationId} className="flex items-center gap-3 rounded-xl border border-line p-4">
                <img src={c.badgeSrc} alt="" width={48} height={48} className="size-12 shrink-0" />
                <div className="min-w-0">
                  <h3 className="font-bold text-navy">
                    <Link to={href("/credentials/verify/:id", { id: c.verificationId })} className="hover:underline">
                      {c.title}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">
                    Earned <time dateTime={c.issuedAt.toISOString()}>{formatDate(c.issuedAt)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        id="projects"
        title="My projects"
        icon={<FolderKanban className="size-5" />}
        action={
          <div className="flex flex-wrap gap-2">
            <Link to={profileUrl} className="btn btn-outline text-navy">
              View my profile
            </Link>
            <Link to={href("/dashboard/projects/new")} className="btn btn-primary">
              <PlusCircle aria-hidden className="size-4" /> Create New Project
            </Link>
          </div>
        }
      >
        {dashboard.projects.length === 0 ? (
          <Empty>Show what you can do: add a project to your portfolio and the showcase.</Empty>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {dashboard.projects.map((project) => (
              <li key={project.id}>
                <ShowcaseCard project={project} headingLevel="h3" showAuthor={false} />
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {challenge && (
        <Panel
          id="data-challenge"
          title="Data challenge"
          icon={<Trophy className="size-5" />}
          action={
            <Link to={challenge.url} className="text-sm font-bold text-navy underline">
              {challenge.entry ? "See the entries" : "Read the brief"}
            </Link>
          }
        >
          <div className="rounded-xl bg-mist px-4 py-5">
            <h3 className="font-bold text-navy">
              <Link to={challenge.url} className="hover:underline">
                {challenge.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted">
              Closes {challenge.ends} · {challenge.daysLeft === 1 ? "1 day left" : `${challenge.daysLeft} days left`}
            </p>
            <p className="mt-3 text-ink">
              {challenge.entry ? (
                <>
                  You entered{" "}
                  <Link to={challenge.entry.url} className="font-bold text-navy underline">
                    {challenge.entry.title}
                  </Link>
                  {challenge.entry.published
                    ? ". You can change or withdraw it on the challenge's page until it closes."
                    : ". It is a draft now, so it is not judged: publish it again before the challenge closes."}
                </>
              ) : (
                "Entering is free: publish a project in the showcase, then enter it on the challenge's page."
              )}
            </p>
          </div>
        </Panel>
      )}
    </div>
  );
}
