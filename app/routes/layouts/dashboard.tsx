import { FolderKanban, LayoutDashboard, PlusCircle, Settings } from "lucide-react";
import { href, NavLink, Outlet } from "react-router";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Dashboard", url: href("/dashboard") } };

const items = [
  { label: "My Dashboard", to: href("/dashboard"), icon: LayoutDashboard, end: true },
  { label: "My Projects", to: href("/dashboard/projects"), icon: FolderKanban, end: true },
  { label: "Create New Project", to: href("/dashboard/projects/new"), icon: PlusCircle, end: true },
  { label: "Account", to: href("/dashboard/account"), icon: Settings, end: false },
];

/** Dashboard layout: a sidebar beside the page. */
export default function DashboardLayout() {
  return (
    <div className="container-site grid flex-1 grid-cols-[minmax(0,1fr)] gap-8 py-8 lg:grid-cols-[240px_minmax(0,1fr)]">
      <aside>
        <nav aria-label="Dashboard" className="lg:sticky lg:top-24">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {items.map(({ label, to, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
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
      <div className="min-w-0 pb-16">
        <Outlet />
      </div>
    </div>
  );
}
