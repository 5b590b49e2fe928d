import { ClipboardList, LayoutDashboard, Mail, Settings, Users, UsersRound } from "lucide-react";
import { Form, href, Link, NavLink, Outlet } from "react-router";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { TeamMark } from "~/app/features/teams/team-mark.tsx";
import { getAppContext } from "~/app/context.ts";
import { getTeamMembership } from "~/app/lib/team-membership.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import type { TeamRole } from "~/core/teams.ts";
import type { Route } from "./+types/layout";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "My Team", url: href("/dashboard/team") } };

/**
 * The team area (issue 19): the team's header and the tabs each role may use. Someone in no team, or
 * still waiting for a seat, sees where they stand instead of the pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { services } = getAppContext(context);
  const membership = await getTeamMembership(context);
  if (!membership) return { state: "none" as const };
  if (membership.status === "waiting") return { state: "waiting" as const, teamName: membership.team.name };
  return { state: "member" as const, overview: await services.teams.overview(viewer) };
}

interface Tab {
  label: string;
  to: string;
  icon: typeof Users;
  end?: boolean;
  roles: readonly TeamRole[];
}

const TABS: readonly Tab[] = [
  {
    label: "Overview",
    to: href("/dashboard/team"),
    icon: LayoutDashboard,
    end: true,
    roles: ["admin", "manager", "member"],
  },
  { label: "Assignments", to: href("/dashboard/team/assignments"), icon: ClipboardList, roles: ["admin", "manager"] },
  { label: "Members", to: href("/dashboard/team/members"), icon: Users, roles: ["admin", "manager"] },
  { label: "Groups", to: href("/dashboard/team/groups"), icon: UsersRound, roles: ["admin", "manager"] },
  { label: "Invite", to: href("/dashboard/team/invite"), icon: Mail, roles: ["admin"] },
  { label: "Settings", to: href("/dashboard/team/settings"), icon: Settings, roles: ["admin"] },
];

export default function TeamLayout({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "none") {
    return (
      <section aria-labelledby="no-team" className="max-w-2xl">
        <h1 id="no-team" className="text-3xl font-bold text-navy">
          My Team
        </h1>
        <p className="mt-4 text-lg text-ink">
          You're not in a team yet. If your company has a Maven Analytics team, ask its admin for an invitation or for
          the team's join link.
        </p>
        <p className="mt-3 text-ink">
          Buying for colleagues? Maven Teams gives everyone the whole library, with assignments and progress reports for
          you.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`${href("/signup/checkout")}?plan=teams-annual`} className="btn btn-primary">
            Buy Maven Teams
          </Link>
          <Link to={href("/pricing")} className="btn btn-outline">
            Compare plans
          </Link>
        </div>
      </section>
    );
  }
  if (loaderData.state === "waiting") {
    return (
      <section aria-labelledby="waiting" className="max-w-2xl">
        <h1 id="waiting" className="text-3xl font-bold text-navy">
          You're on {loaderData.teamName}'s waiting list
        </h1>
        <p className="mt-4 text-lg text-ink">
          Every seat in {loaderData.teamName} is taken right now. The team's admin has been told you're waiting: once
          they add a seat or free one, you'll get an e-mail and your premium access starts.
        </p>
        <p className="mt-3 text-ink">Meanwhile, the free courses and the data playground are open to you.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href("/courses")} className="btn btn-outline">
            Browse courses
          </Link>
          {/* The members page's action takes "leave" from anyone in the team, waiting included. */}
          <Form method="post" action={href("/dashboard/team/members")}>
            <button type="submit" name="intent" value="leave" className="btn btn-outline text-navy">
              Leave the waiting list
            </button>
          </Form>
        </div>
      </section>
    );
  }
  const { overview } = loaderData;
  const tabs = TABS.filter((t) => t.roles.includes(overview.role));
  return (
    <div>
      <header className="flex flex-wrap items-center gap-4 border-b border-line pb-5">
        <TeamMark team={overview.team} size="sm" framed={false} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold tracking-wide text-muted uppercase">My Team</p>
          <p className="truncate text-2xl font-bold text-navy">{overview.team.name}</p>
        </div>
        {overview.role === "admin" ? (
          <p className="basis-full text-sm text-ink sm:basis-auto">
            <strong>
              {overview.seatsUsed} of {overview.team.seats}
            </strong>{" "}
            seats used
            {overview.waiting > 0 ? (
              <>
                {" · "}
                <Link to={href("/dashboard/team/members")} className="font-bold text-navy underline">
                  {overview.waiting} waiting
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </header>
      {overview.role === "admin" && !overview.team.onboarded ? (
        <p className="mt-4 rounded-lg bg-yellow/60 p-4 text-ink">
          Finish setting up your team: name, logo, invitations and a first learning path.{" "}
          <Link to={href("/onboarding/team")} className="font-bold text-navy underline">
            Continue setup
          </Link>
        </p>
      ) : null}
      {tabs.length > 1 ? (
        // On a phone the tabs wrap onto a second row: a sideways-scrolling strip hid Settings and
        // Invite with nothing to say it scrolled.
        <nav aria-label="Team" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {tabs.map(({ label, to, icon: Icon, end }) => (
              <li key={label} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-bold ${isActive ? "bg-mist text-navy ring-1 ring-navy/20" : "text-navy hover:bg-mist"}`
                  }
                >
                  <Icon aria-hidden className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
