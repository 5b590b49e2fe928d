// One cross-site request check for every state-changing request (issue 20). React Router checks the
// Origin of UI-route actions only; resource routes (cookie consent, newsletter, client errors, session
// refresh, media ...) had none, or each its own. GraphQL keeps its own check (decision 012) and the
// OpenID provider's endpoints are called server to server, so both answer before this runs.

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Paths a browser reaches cross-site by design, protected otherwise: the OAuth redirect back from a
 * sign-in provider (form_post) carries the state and PKCE verifier that better-auth checks.
 */
const CROSS_SITE_PATHS = [/^\/api\/auth\/callback\//];

export interface OriginCheckInput {
  method: string;
  path: string;
  /** The Host header of the request (as the browser addressed us). */
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** Our public origins (SITE_URL, APP_URL): a proxy may rewrite Host. */
  trustedOrigins: readonly string[];
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/** Whether a request may change state: safe methods always; others only from our own pages. */
export function isAllowedOrigin({ method, path, host, origin, secFetchSite, trustedOrigins }: OriginCheckInput) {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return true;
  if (CROSS_SITE_PATHS.some((pattern) => pattern.test(path))) return true;
  if (origin !== undefined) {
    // "null" (sandboxed frames, some redirects) is never one of ours.
    if (trustedOrigins.includes(origin)) return true;
    const originHost = hostOf(origin);
    return originHost !== null && host !== undefined && originHost === host.toLowerCase();
  }
  // No Origin (old browsers, non-browser clients): the browser's own verdict, when it gives one.
  return secFetchSite === undefined || secFetchSite === "same-origin" || secFetchSite === "none";
}
