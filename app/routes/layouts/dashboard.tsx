import { FolderKanban, Heart, LayoutDashboard, PlusCircle, Settings, UserRound, Users } from "lucide-react";
import { href, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { HeaderViewer } from "~/app/features/navigation/account-menu.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { getTeamMembership } from "~/app/lib/team-membership.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import type { Route } from "./+types/dashboard";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Dashboard", url: href("/dashboard") } };

/**
 * Every dashboard page is private: a visitor is sent to log in and comes back here. The sidebar
 * shows My Team to people in a team (waiting for a seat included).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(context, request);
  const membership = await getTeamMembership(context);
  return { inTeam: membership !== null };
}

/** Dashboard layout: a sidebar beside the page, which is the document's main landmark. */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const onTeamPage = pathname.startsWith(href("/dashboard/team"));
  const root = useRouteLoaderData<{ viewer: HeaderViewer | null }>("root");
  const postfix = root?.viewer?.portfolioUrlPostfix;
  const items = [
    { label: "My Dashboard", to: href("/dashboard"), icon: LayoutDashboard, end: true },
    { label: "My Projects", to: href("/dashboard/projects"), icon: FolderKanban, end: true },
    { label: "Create New Project", to: href("/dashboard/projects/new"), icon: PlusCircle, end: true },
    ...(postfix
      ? [
          { label: "My Profile", to: href("/profile/:postfix", { postfix }), icon: UserRound, end: true },
          { label: "My Likes", to: `${href("/profile/:postfix", { postfix })}?view=liked`, icon: Heart, end: true },
        ]
      : []),
    // Someone in no team reaches its page only by its address (it says how to get a team); the item
    // then stays, marking where they are.
    ...(loaderData.inTeam || onTeamPage
      ? [{ label: "My Team", to: href("/dashboard/team"), icon: Users, end: false }]
      : []),
    { label: "Account", to: href("/dashboard/account"), icon: Settings, end: false },
  ];
  return (
    <div className="container-site grid flex-1 grid-cols-[minmax(0,1fr)] gap-8 py-8 lg:grid-cols-[240px_minmax(0,1fr)]">
      <aside>
        <nav aria-label="Dashboard" className="lg:sticky lg:top-24">
          <ul
            // On a phone the sections wrap onto a second row: a sideways-scrolling strip hid the last
            // ones with nothing to say it scrolled.
            className="flex flex-wrap gap-1 lg:flex-col"
          >
            {items.map(({ label, to, icon: Icon, end }) => (
              <li key={label} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 font-bold ${isActive ? "bg-navy text-white" : "text-navy hover:bg-mist"}`
                  }
                >
                  <Icon aria-hidden className="size-5" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="min-w-0 pb-16">
        <Outlet />
      </main>
    </div>
  );
}
