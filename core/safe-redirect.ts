/**
 * Where to send someone after signing in or out: a path on this site, or a URL on an allowed origin
 * (our app hosts). Anything else (other hosts, `//evil`, `javascript:`, backslash tricks) falls back.
 */
export function safeReturnTo(value: unknown, allowedOrigins: readonly string[], fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  if (value.startsWith("/") && !value.startsWith("//")) {
    const url = new URL(value, "http://same.invalid");
    return url.origin === "http://same.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  }
  try {
    const url = new URL(value);
    return allowedOrigins.includes(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
