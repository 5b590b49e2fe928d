import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { AccountActions, type HeaderViewer } from "./account-actions.tsx";
import { MenuAnchor } from "./menu-link.tsx";
import type { MenuLink, SiteMenu } from "./menu-model.ts";

export const OPEN_MOBILE_MENU = "Open mobile menu";
export const CLOSE_MOBILE_MENU = "Close mobile menu";

/** Below 992 px: every section in one scrolling panel, with Log In and Sign Up fixed at the bottom. */
export function MobileMenu({
  menu,
  loginUrl,
  signupUrl,
  viewer,
}: {
  menu: SiteMenu;
  loginUrl: string;
  signupUrl: string;
  viewer: HeaderViewer | null;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const tooltipId = useId();
  const location = useLocation();
  const label = open ? CLOSE_MOBILE_MENU : OPEN_MOBILE_MENU;

  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
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
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col bg-white"
        data-testid="mobile-menu"
      >
        {open && (
          <>
            <nav aria-label="Mobile" className="container-site flex-1 overflow-y-auto pb-6">
              {menu.discover.map((section) => group(section.label, section.items))}
              {group("For Business", menu.business)}
              {group("More", menu.topLinks)}
            </nav>
            <div className="border-t border-line bg-white p-4 shadow-[0_-8px_24px_rgba(11,31,51,0.08)]">
              {viewer ? (
                <AccountActions
                  viewer={viewer}
                  className="container-site grid grid-cols-2 gap-3"
                  buttonClassName="w-full justify-center"
                />
              ) : (
                <div className="container-site grid grid-cols-2 gap-3">
                  <a href={loginUrl} className="btn btn-outline text-navy">
                    Log In
                  </a>
                  <MenuAnchor link={{ label: "Sign Up", to: signupUrl }} className="btn btn-primary" />
                </div>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
