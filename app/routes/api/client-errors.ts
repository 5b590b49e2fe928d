import { CLIENT_ERROR_MAX_BYTES } from "~/core/error-reports.ts";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { plainTextError, plainTextResponse } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/client-errors";

/**
 * POST a browser error report (JSON, see core/error-reports.ts) when no Sentry DSN is configured:
 * 204 when logged; 400 for a malformed report, 403 from another site, 413 over the size limit,
 * 429 over the rate limit. Nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = getAppContext(context);
  if (request.method !== "POST") return plainTextResponse("Method not allowed.", 405, { Allow: "POST" });
  if (!isSameOrigin(request)) return plainTextResponse("Error reports are accepted from this site only.", 403);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > CLIENT_ERROR_MAX_BYTES) return tooLarge();
  const body = await request.text();
  if (Buffer.byteLength(body) > CLIENT_ERROR_MAX_BYTES) return tooLarge();
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    input = null;
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return plainTextResponse("The error report must be a JSON object.", 400);
  }
  try {
    const viewer = await getViewer(context);
    await services.clientErrors.report(viewer, input, { ip: clientIp, userAgent: request.headers.get("user-agent") });
  } catch (error) {
    return plainTextError(error);
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return plainTextResponse("Method not allowed.", 405, { Allow: "POST" });
}

const tooLarge = () => plainTextResponse(`The report is too large: the limit is ${CLIENT_ERROR_MAX_BYTES} bytes.`, 413);

/** Browsers say where a request comes from; a page of another site must not fill our logs. */
function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
