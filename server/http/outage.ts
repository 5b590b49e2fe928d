// A request whose loader, action or render failed because the database is unavailable: marked by
// React Router's handleError (app/entry.server.tsx) on the request's router context, read by the
// Express handler, which answers 503 with Retry-After instead of 500 (issue 20).

const outages = new WeakSet<object>();

export function markOutage(requestContext: object): void {
  outages.add(requestContext);
}

export function hadOutage(requestContext: object): boolean {
  return outages.has(requestContext);
}
