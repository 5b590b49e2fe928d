import { LogOut } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Form, href, Link, useLocation } from "react-router";
import { useDetailsHandoff } from "~/app/components/use-details-handoff.ts";
import { useCloseOnNavigation, type CloseOnNavigationHandlers } from "./use-close-on-navigation.ts";

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

/** The avatar, name and email heading the account items in the avatar menu and the mobile menu. */
export function ViewerIdentity({ viewer, className }: { viewer: HeaderViewer; className: string }) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Avatar viewer={viewer} size={40} />
      <div className="min-w-0">
        <p className="truncate font-bold text-navy">{viewer.name}</p>
        <p className="truncate text-sm text-muted">{viewer.email}</p>
      </div>
    </div>
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
 * The avatar menu: a disclosure button and a panel of links (the navigation-disclosure pattern,
 * so screen readers hear "Account menu, button, collapsed/expanded"). Before hydration it is a
 * <details> element, so it opens and every item works without JavaScript (and one opened before
 * hydration stays open after). Once hydrated it closes on an outside click, on Escape (focus back on
 * the button), when focus leaves it and after navigating; the arrow keys, Home and End move between
 * its items.
 */
export function AccountMenu({ viewer }: { viewer: HeaderViewer }) {
  const [open, setOpen] = useState(false);
  // Opened before hydration (the <details>), it stays open after.
  const { hydrated, detailsRef, rootRef } = useDetailsHandoff(setOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const label = `Account menu for ${viewer.name}`;
  const closeOnNavigation = useCloseOnNavigation(setOpen);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, rootRef]);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
  const focusItem = (which: "first" | "last" | "next" | "previous") => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const index =
      which === "first"
        ? 0
        : which === "last"
          ? list.length - 1
          : which === "next"
            ? (current + 1) % list.length
            : (current - 1 + list.length) % list.length;
    list[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const moves: Record<string, "first" | "last" | "next" | "previous"> = {
      ArrowDown: "next",
      ArrowUp: "previous",
      Home: "first",
      End: "last",
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      // The panel renders on the next frame.
      requestAnimationFrame(() => focusItem(event.key === "ArrowUp" || event.key === "End" ? "last" : "first"));
      return;
    }
    focusItem(document.activeElement === buttonRef.current && move === "next" ? "first" : move);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="relative" data-testid="account-menu">
        <summary
          aria-label={label}
          className="flex cursor-pointer list-none items-center rounded-full p-1 hover:bg-mist [&::-webkit-details-marker]:hidden"
        >
          <Avatar viewer={viewer} />
        </summary>
        <AccountMenuPanel viewer={viewer} />
      </details>
    );
  }
  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur} data-testid="account-menu">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex cursor-pointer items-center rounded-full p-1 hover:bg-mist"
      >
        <Avatar viewer={viewer} />
      </button>
      <AccountMenuPanel viewer={viewer} id={panelId} hidden={!open} closeOnNavigation={closeOnNavigation} />
    </div>
  );
}

function AccountMenuPanel({
  viewer,
  id,
  hidden,
  closeOnNavigation,
}: {
  viewer: HeaderViewer;
  id?: string;
  hidden?: boolean;
  closeOnNavigation?: CloseOnNavigationHandlers;
}) {
  return (
    <div
      id={id}
      hidden={hidden}
      {...closeOnNavigation}
      className="absolute top-full right-0 z-[60] mt-2 w-72 rounded-2xl border border-line bg-white p-2 shadow-xl"
    >
      <ViewerIdentity viewer={viewer} className="border-b border-line px-3 pt-2 pb-3" />
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
  );
}
