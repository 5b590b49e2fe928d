import { LogOut } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Form, href, Link, useLocation } from "react-router";

/** The signed-in user as the header shows them, from their user attributes (spec section 3). */
export interface HeaderViewer {
  name: string;
  email: string;
  avatarSrc: string | null;
  portfolioUrlPostfix: string;
}

export interface AccountMenuLink {
  label: string;
  to: string;
}

/** Spec section 2 "Signed-in user menu": the seven links, in order; Sign out follows them. */
export function accountMenuLinks(viewer: Pick<HeaderViewer, "portfolioUrlPostfix">): AccountMenuLink[] {
  const profile = href("/profile/:postfix", { postfix: viewer.portfolioUrlPostfix });
  return [
    { label: "My Dashboard", to: href("/dashboard") },
    { label: "My Profile", to: profile },
    { label: "Edit Profile", to: href("/dashboard/account") },
    { label: "Create New Project", to: href("/dashboard/projects/new") },
    { label: "My Subscription", to: href("/dashboard/account/subscription") },
    { label: "My Likes", to: `${profile}?view=liked` },
    { label: "Preferences", to: href("/dashboard/account/preferences") },
  ];
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

export function Avatar({ viewer, size = 36 }: { viewer: Pick<HeaderViewer, "name" | "avatarSrc">; size?: number }) {
  return viewer.avatarSrc ? (
    <img
      src={viewer.avatarSrc}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      className="rounded-full bg-mist object-cover"
    />
  ) : (
    <span
      aria-hidden
      style={{ width: size, height: size }}
      className="grid place-items-center rounded-full bg-navy text-sm font-bold text-white"
    >
      {initialsOf(viewer.name)}
    </span>
  );
}

/**
 * Sign out is a POST carrying the current URL, so the user lands back where they were (a GET must
 * never sign anyone out).
 */
export function SignOutForm({ className, buttonClassName }: { className?: string; buttonClassName?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action={href("/logout")} className={className}>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={buttonClassName} data-menu-item>
        <LogOut aria-hidden className="size-4" />
        Sign out
      </button>
    </Form>
  );
}

const itemClass =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-semibold text-navy hover:bg-mist focus-visible:bg-mist focus-visible:outline-none";

/**
 * The avatar menu. A <details> disclosure, so it opens and every item works without JavaScript;
 * once hydrated it also closes on an outside click, on Escape and after navigating, and the arrow
 * keys move between its items.
 */
export function AccountMenu({ viewer }: { viewer: HeaderViewer }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const items = () => [...(detailsRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = detailsRef.current;
    if (!details) return;
    if (event.key === "Escape" && details.open) {
      event.preventDefault();
      details.open = false;
      summaryRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    if (!details.open) details.open = true;
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? list.length - 1
          : event.key === "ArrowDown"
            ? (current + 1) % list.length
            : (current - 1 + list.length) % list.length;
    list[next]?.focus();
  };

  return (
    <details ref={detailsRef} className="group relative" onKeyDown={onKeyDown} data-testid="account-menu">
      <summary
        ref={summaryRef}
        aria-label={`Account menu for ${viewer.name}`}
        className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-mist focus-visible:ring-2 focus-visible:ring-turquoise-dark focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        <Avatar viewer={viewer} />
      </summary>
      <div className="absolute top-full right-0 z-[60] mt-2 w-72 rounded-2xl border border-line bg-white p-2 shadow-xl">
        <div className="flex items-center gap-3 border-b border-line px-3 pt-2 pb-3">
          <Avatar viewer={viewer} size={40} />
          <div className="min-w-0">
            <p className="truncate font-bold text-navy">{viewer.name}</p>
            <p className="truncate text-sm text-muted">{viewer.email}</p>
          </div>
        </div>
        <nav aria-label="Account">
          <ul className="py-1">
            {accountMenuLinks(viewer).map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={itemClass} data-menu-item>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-line pt-1">
          <SignOutForm buttonClassName={`${itemClass} cursor-pointer`} />
        </div>
      </div>
    </details>
  );
}
