import { href, Link } from "react-router";
import { AccountMenu, type HeaderViewer } from "./account-menu.tsx";
import { Logo } from "./logo.tsx";
import { BusinessMenu, DiscoverMenu } from "./mega-menu.tsx";
import type { SiteMenu } from "./menu-model.ts";
import { MobileMenu } from "./mobile-menu.tsx";

/** `signedIn` without a `viewer`: the attributes did not load, so neither the menu nor Log In shows. */
export function SiteHeader({
  menu,
  appUrl,
  viewer,
  signedIn = viewer !== null,
}: {
  menu: SiteMenu;
  appUrl: string;
  viewer: HeaderViewer | null;
  signedIn?: boolean;
}) {
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
          <div className="ml-auto hidden items-center lg:flex">
            <AccountMenu viewer={viewer} />
          </div>
        ) : signedIn ? (
          <div className="ml-auto hidden lg:block" />
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
          <MobileMenu menu={menu} loginUrl={loginUrl} signupUrl={signupUrl} viewer={viewer} signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
