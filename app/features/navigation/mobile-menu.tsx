import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { accountMenuLinks, SignOutForm, ViewerIdentity, type HeaderViewer } from "./account-menu.tsx";
import { MenuAnchor } from "./menu-link.tsx";
import { useCloseOnNavigation } from "./use-close-on-navigation.ts";
import type { MenuLink, SiteMenu } from "./menu-model.ts";

export const OPEN_MOBILE_MENU = "Open mobile menu";
export const CLOSE_MOBILE_MENU = "Close mobile menu";

/** Below 992 px: every section in one scrolling panel, with Log In and Sign Up fixed at the bottom. */
export function MobileMenu({
  menu,
  loginUrl,
  signupUrl,
  viewer,
  signedIn = viewer !== null,
}: {
  menu: SiteMenu;
  loginUrl: string;
  signupUrl: string;
  viewer: HeaderViewer | null;
  signedIn?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const tooltipId = useId();
  const label = open ? CLOSE_MOBILE_MENU : OPEN_MOBILE_MENU;

  const closeOnNavigation = useCloseOnNavigation(setOpen);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      } else if (event.key === "Tab") {
        // The open panel covers the page: Tab cycles through the close button and the panel.
        const stops = [
          buttonRef.current,
          ...(panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? []),
        ].filter((el): el is HTMLElement => el !== null);
        const first = stops[0];
        const last = stops.at(-1);
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !stops.includes(active as HTMLElement))) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (active === last || !stops.includes(active as HTMLElement))) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
    };
  }, [open]);

  const group = (heading: string, links: MenuLink[]) => (
    <section key={heading} className="border-b border-line py-4">
      <h2 className="pb-2 text-xs font-black tracking-widest text-muted uppercase">{heading}</h2>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.label}>
            <MenuAnchor link={link} className="block rounded-md py-2 font-bold text-navy hover:text-turquoise-deep" />
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="lg:hidden">
      {/* A CSS tooltip: Radix's positioning engine would cost the home page ~14 KB of JS for one label. */}
      <div className="group relative">
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="grid size-11 place-items-center rounded-lg text-navy hover:bg-mist"
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
        <span
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none absolute top-full right-0 z-[60] mt-2 rounded-md bg-navy px-2.5 py-1.5 text-xs whitespace-nowrap text-white opacity-0 shadow invisible group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {label}
        </span>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        {...closeOnNavigation}
        className="fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col bg-white"
        data-testid="mobile-menu"
      >
        {open && (
          <>
            <nav aria-label="Mobile" className="container-site flex-1 overflow-y-auto pb-6">
              {viewer && <MobileAccountSection viewer={viewer} />}
              {menu.discover.map((section) => group(section.label, section.items))}
              {group("For Business", menu.business)}
              {group("More", menu.topLinks)}
            </nav>
            {!signedIn && (
              <div className="border-t border-line bg-white p-4 shadow-[0_-8px_24px_rgba(11,31,51,0.08)]">
                <div className="container-site grid grid-cols-2 gap-3">
                  <a href={loginUrl} className="btn btn-outline text-navy">
                    Log In
                  </a>
                  <MenuAnchor link={{ label: "Sign Up", to: signupUrl }} className="btn btn-primary" />
                </div>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The avatar menu's items, first in the panel for a signed-in user. */
function MobileAccountSection({ viewer }: { viewer: HeaderViewer }) {
  return (
    <section aria-label="Your account" className="border-b border-line py-4">
      <ViewerIdentity viewer={viewer} className="pb-3" />
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {accountMenuLinks(viewer).map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="block rounded-md py-2 font-bold text-navy hover:text-turquoise-deep">
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutForm buttonClassName="flex cursor-pointer items-center gap-2 rounded-md py-2 font-bold text-navy hover:text-turquoise-deep" />
        </li>
      </ul>
    </section>
  );
}
