import { href, Link } from "react-router";
import { AccountActions, type HeaderViewer } from "./account-actions.tsx";
import { Logo } from "./logo.tsx";
import { BusinessMenu, DiscoverMenu } from "./mega-menu.tsx";
import type { SiteMenu } from "./menu-model.ts";
import { MobileMenu } from "./mobile-menu.tsx";

export function SiteHeader({ menu, appUrl, viewer }: { menu: SiteMenu; appUrl: string; viewer: HeaderViewer | null }) {
  const loginUrl = `${appUrl}${href("/login")}`;
  const signupUrl = href("/signup/pricing");
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-white">
      <div className="container-site flex h-16 items-center gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          <DiscoverMenu sections={menu.discover} />
          <BusinessMenu links={menu.business} />
          {menu.topLinks.map((link) => (
            <Link key={link.to} to={link.to} className="nav-trigger">
              {link.label}
            </Link>
          ))}
        </nav>
        {viewer ? (
          <AccountActions viewer={viewer} className="ml-auto hidden items-center gap-2 lg:flex" />
        ) : (
          <div className="ml-auto hidden items-center gap-2 lg:flex">
            <a href={loginUrl} className="btn btn-ghost">
              Log In
            </a>
            <Link to={signupUrl} className="btn btn-primary">
              Sign Up
            </Link>
          </div>
        )}
        <div className="ml-auto lg:hidden">
          <MobileMenu menu={menu} loginUrl={loginUrl} signupUrl={signupUrl} viewer={viewer} />
        </div>
      </div>
    </header>
  );
}
