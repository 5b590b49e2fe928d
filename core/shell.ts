import {
  LOGIN_PATH,
  LOGOUT_PATH,
  SIGNUP_CONFIRM_PATH,
  SIGNUP_ENTERPRISE_CONFIRM_PATH,
  SIGNUP_PATH,
  SIGNUP_PRICING_PATH,
} from "./paths.ts";

/**
 * Whether the main menu and footer are hidden on a path (spec section 2, "Root page shell").
 * Matching is by substring, as the spec states it. The sign-in pages are added because they use
 * the auth layout too (docs/decisions/003-site-chrome-visibility.md).
 */
export function isSiteChromeHidden(pathname: string): boolean {
  if (pathname.includes("onboarding/team")) return true;
  // The staff area has its own layout and no public links (issue 18).
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return true;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return true;
  if (pathname === LOGOUT_PATH) return true;
  if (!pathname.includes(SIGNUP_PATH)) return false;
  const stillShown = [SIGNUP_PRICING_PATH, SIGNUP_CONFIRM_PATH, SIGNUP_ENTERPRISE_CONFIRM_PATH];
  return !stillShown.some((path) => pathname.includes(path));
}
