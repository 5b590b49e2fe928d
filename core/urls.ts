/** Drops one query parameter from a path (e.g. the one that reopened the cookie box). */
export function withoutParam(path: string, name: string): string {
  const url = new URL(path, "http://same.site");
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
