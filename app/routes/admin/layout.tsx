import { Building2, FileText, Inbox, LayoutDashboard, ScrollText, UserCog } from "lucide-react";
import { Form, NavLink, Outlet } from "react-router";
import { Logo } from "~/app/features/navigation/logo.tsx";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { CONTENT_KINDS, KIND_INFO } from "~/core/publishing.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  return { me: { email: staff.email, role: staff.role } };
}

export const meta: Route.MetaFunction = () => [
  { title: "Staff area | Maven Analytics" },
  { name: "robots", content: "noindex, nofollow" },
];

const link = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-bold ${isActive ? "bg-white/15 text-white" : "text-white/75 hover:bg-white/10 hover:text-white"}`;

/** The staff area's own layout: no site menu or footer, no links to it from public pages. */
export default function AdminLayout({ loaderData: { me } }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col bg-mist md:flex-row">
      <aside className="bg-navy p-4 text-white md:w-64 md:shrink-0">
        <Logo tone="light" />
        <p className="mt-3 text-xs text-white/70">
          Staff area · {me.email} ({me.role})
        </p>
        <nav aria-label="Staff area" className="mt-4">
          <ul className="space-y-1">
            <li>
              <NavLink to="/admin" end className={link}>
                <LayoutDashboard aria-hidden className="size-4" /> Overview
              </NavLink>
            </li>
            {CONTENT_KINDS.map((kind) => (
              <li key={kind}>
                <NavLink to={`/admin/content/${kind}`} className={link}>
                  <FileText aria-hidden className="size-4" /> {KIND_INFO[kind].plural}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/admin/leads" className={link}>
                <Inbox aria-hidden className="size-4" /> Leads inbox
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/teams" className={link}>
                <Building2 aria-hidden className="size-4" /> Teams
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/audit" className={link}>
                <ScrollText aria-hidden className="size-4" /> Audit log
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/people" className={link}>
                <UserCog aria-hidden className="size-4" /> Staff and roles
              </NavLink>
            </li>
          </ul>
        </nav>
        <Form method="post" action="/logout" className="mt-6">
          <button type="submit" className="text-sm text-white/75 underline hover:text-white">
            Sign out
          </button>
        </Form>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
