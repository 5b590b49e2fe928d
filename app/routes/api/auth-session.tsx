import { useEffect, useRef } from "react";
import { data, useFetcher, useLocation, useNavigate } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { planSessionRefresh } from "~/core/session-refresh.ts";
import { withoutParam } from "~/core/urls.ts";
import type { Route } from "./+types/auth-session";

/** `?refetchAuthSession=true` forces a session refresh on load (spec section 4). */
export const REFETCH_AUTH_SESSION_PARAM = "refetchAuthSession";
const RELOAD_GUARD_KEY = "maven.auth-session-reloaded-at";

/**
 * POST: refreshes the caller's session (a new access window; the session slid forward). Answers
 * whether the caller is still signed in. Resource routes get no origin check from React Router,
 * so a cross-site POST is refused here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405, headers });
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(request.url).origin) {
    throw data({ error: "Cross-site request refused" }, { status: 403, headers });
  }
  const { services, logger } = getAppContext(context);
  try {
    const refreshed = await services.viewer.refresh(request);
    if (!refreshed) return data({ signedIn: false as const }, { headers });
    const responseHeaders = new Headers(headers);
    for (const cookie of refreshed.setCookies) responseHeaders.append("Set-Cookie", cookie);
    return data(
      { signedIn: true as const, accessTokenExpiresAt: refreshed.accessTokenExpiresAt.toISOString() },
      { headers: responseHeaders },
    );
  } catch (error) {
    // Spec section 8: a failed session fetch is logged and the caller treated as signed out.
    logger.warn({ err: error }, "session refresh failed; treating the caller as signed out");
    return data({ signedIn: false as const }, { headers });
  }
}

export function loader() {
  throw data({ error: "Not found" }, { status: 404 });
}

/**
 * Keeps a signed-in page's session fresh (spec section 4): a refresh is scheduled for when the access
 * token runs out; one already run out is refreshed at once and the page reloads. After each refresh
 * React Router revalidates, so a session ended elsewhere shows as signed out without a reload.
 * `expiresInMs` is measured on the server, so a wrong client clock does not matter.
 */
export function SessionKeeper({ expiresInMs }: { expiresInMs: number | null }) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const navigate = useNavigate();
  const reloadAfter = useRef(false);
  // Stable across renders (React Router memoizes it per fetcher).
  const { submit } = fetcher;

  const forced = new URLSearchParams(location.search).get(REFETCH_AUTH_SESSION_PARAM) === "true";

  useEffect(() => {
    if (!forced) return;
    void submit(null, { method: "post", action: "/api/auth/session" }).then(() => {
      const here = `${location.pathname}${location.search}${location.hash}`;
      void navigate(withoutParam(here, REFETCH_AUTH_SESSION_PARAM), { replace: true, preventScrollReset: true });
    });
  }, [forced, location.pathname, location.search, location.hash, navigate, submit]);

  useEffect(() => {
    if (forced) return;
    const refresh = () => void submit(null, { method: "post", action: "/api/auth/session" });
    const plan = planSessionRefresh(expiresInMs, {
      lastReloadAt: Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0),
      now: Date.now(),
    });
    if (plan.kind === "schedule") {
      const timer = setTimeout(refresh, plan.delayMs);
      return () => clearTimeout(timer);
    }
    if (plan.kind === "refresh-and-reload") {
      reloadAfter.current = true;
      refresh();
    }
  }, [expiresInMs, forced, submit]);

  useEffect(() => {
    if (!reloadAfter.current || fetcher.state !== "idle" || fetcher.data === undefined) return;
    reloadAfter.current = false;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    window.location.reload();
  }, [fetcher.state, fetcher.data]);

  return null;
}
