import { href, NavLink, Outlet } from "react-router";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Account", url: href("/dashboard/account") } };

const tabs = [
  { label: "Edit Profile", to: href("/dashboard/account") },
  { label: "Subscription", to: href("/dashboard/account/subscription") },
  { label: "Preferences", to: href("/dashboard/account/preferences") },
  { label: "Invoices", to: href("/dashboard/account/invoices") },
  { label: "Security", to: href("/dashboard/account/security") },
];

/** Account layout: settings pages share a tab bar. */
export default function AccountLayout() {
  return (
    <div>
      <nav aria-label="Account settings" className="border-b border-line">
        {/* On a phone the tabs wrap onto a second row: a sideways-scrolling strip hid Edit Profile and
            Security with nothing to say it scrolled. */}
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {tabs.map((tab) => (
            <li key={tab.to} className="shrink-0">
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) =>
                  `block border-b-2 px-4 py-3 font-bold ${isActive ? "border-turquoise-dark text-navy" : "border-transparent text-muted hover:text-navy"}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-8">
        <Outlet />
      </div>
    </div>
  );
}
