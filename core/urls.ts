/** Only same-site paths are followed after a form post; anything else falls back to `fallback`. */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  try {
    const url = new URL(value, "http://same.site");
    return url.host === "same.site" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** Drops one query parameter from a path (e.g. the one that reopened the cookie box). */
export function withoutParam(path: string, name: string): string {
  const url = new URL(path, "http://same.site");
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
