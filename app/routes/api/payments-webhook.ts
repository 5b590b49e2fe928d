import { getAppContext } from "~/app/context.ts";
import { plainTextError, plainTextResponse } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/payments-webhook";

/** Stripe's events are a few KB; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * Stripe's webhook endpoint (issue 15): the raw body is verified against the `Stripe-Signature`
 * header before anything is read from it. 400 for an unsigned, wrongly signed, expired or
 * malformed delivery (Stripe does not retry those); 5xx when we could not apply it (Stripe retries).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  if (request.method !== "POST") return plainTextResponse("Method not allowed.", 405, { Allow: "POST" });
  if (Number(request.headers.get("content-length") ?? 0) > WEBHOOK_MAX_BYTES)
    return plainTextResponse("Payload too large.", 413);
  const body = await request.text();
  if (Buffer.byteLength(body) > WEBHOOK_MAX_BYTES) return plainTextResponse("Payload too large.", 413);
  try {
    const result = await services.billing.handleWebhook(body, request.headers.get("stripe-signature"));
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return plainTextError(error);
  }
}

export function loader() {
  return plainTextResponse("Method not allowed.", 405, { Allow: "POST" });
}
