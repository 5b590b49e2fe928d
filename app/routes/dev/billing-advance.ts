import { getAppContext } from "~/app/context.ts";
import { plainTextResponse } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/billing-advance";

/**
 * Test mode's clock for `npm run billing:advance` against a running server (PGlite is one process's
 * database). Loopback clients only (server/http/dev-mailbox-guard.ts); 404 with Stripe.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const clock = getAppContext(context).services.billingTestClock;
  if (!clock) return plainTextResponse("Not found.", 404);
  if (request.method !== "POST") return plainTextResponse("Method not allowed.", 405, { Allow: "POST" });
  const days = Number(new URL(request.url).searchParams.get("days"));
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    return plainTextResponse("days must be a whole number from 1 to 3660.", 400);
  const result = await clock.advance(days);
  return Response.json(
    { now: result.now.toISOString(), events: result.events },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  return plainTextResponse("Not found.", 404);
}
