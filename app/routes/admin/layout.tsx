import { Building2, FileText, Inbox, LayoutDashboard, ScrollText, Trophy, UserCog } from "lucide-react";
import { Form, NavLink, Outlet } from "react-router";
import { useCurrentInView } from "~/app/components/ui/use-current-in-view.ts";
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

/**
 * The staff area's own layout: no site menu or footer, no links to it from public pages. Below md the
 * sections are a row that scrolls sideways (as the dashboard's), so a page's content starts on the
 * first screen of a phone.
 */
export default function AdminLayout({ loaderData: { me } }: Route.ComponentProps) {
  const list = useCurrentInView<HTMLUListElement>();
  return (
    <div className="flex min-h-screen flex-col bg-mist md:flex-row">
      <aside className="bg-navy p-4 text-white md:w-64 md:shrink-0">
        <Logo tone="light" />
        <p className="mt-3 text-xs text-white/70">
          Staff area · {me.email} ({me.role})
        </p>
        <nav aria-label="Staff area" className="mt-3 md:mt-4">
          <ul
            ref={list}
            className="scroll-row -mx-4 flex gap-1 overflow-x-auto px-4 md:mx-0 md:flex-col md:px-0 md:[mask-image:none]"
          >
            <li className="shrink-0">
              <NavLink to="/admin" end className={link}>
                <LayoutDashboard aria-hidden className="size-4" /> Overview
              </NavLink>
            </li>
            {CONTENT_KINDS.map((kind) => (
              <li key={kind} className="shrink-0">
                <NavLink to={`/admin/content/${kind}`} className={link}>
                  <FileText aria-hidden className="size-4" /> {KIND_INFO[kind].plural}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0">
              <NavLink to="/admin/leads" className={link}>
                <Inbox aria-hidden className="size-4" /> Leads inbox
              </NavLink>
            </li>
            <li className="shrink-0">
              <NavLink to="/admin/challenges" className={link}>
                <Trophy aria-hidden className="size-4" /> Challenges
              </NavLink>
            </li>
            <li className="shrink-0">
              <NavLink to="/admin/teams" className={link}>
                <Building2 aria-hidden className="size-4" /> Teams
              </NavLink>
            </li>
            <li className="shrink-0">
              <NavLink to="/admin/audit" className={link}>
                <ScrollText aria-hidden className="size-4" /> Audit log
              </NavLink>
            </li>
            <li className="shrink-0">
              <NavLink to="/admin/people" className={link}>
                <UserCog aria-hidden className="size-4" /> Staff and roles
              </NavLink>
            </li>
          </ul>
        </nav>
        <Form method="post" action="/logout" className="mt-3 md:mt-6">
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
