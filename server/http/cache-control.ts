// Personal pages are never stored by a browser's or a proxy's cache (issue 20): any response to a
// request that carries a session cookie gets `private, no-store` unless it set its own caching.

export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** Whether a Cookie header carries a session (the page cache's test: any `*session_token` name). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.split("=", 1)[0]!.trim();
    return name.endsWith("session_token") && pair.slice(pair.indexOf("=") + 1).trim() !== "";
  });
}

/**
 * The Cache-Control a response must carry, or null to keep its own: a signed-in request's answer
 * without an explicit `public`, `private` or `no-store` policy is made `private, no-store`.
 */
export function personalCacheControl(cookieHeader: string | null | undefined, cacheControl: string | null) {
  if (!hasSessionCookie(cookieHeader)) return null;
  if (cacheControl && /\b(public|private|no-store)\b/i.test(cacheControl)) return null;
  return PERSONAL_CACHE_CONTROL;
}
