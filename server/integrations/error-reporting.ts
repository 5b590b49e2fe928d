import type * as SentryModule from "@sentry/node";
import { createDuplicateFilter, signatureOfError } from "~/core/error-reports.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";

/**
 * Server errors (spec sections 4 and 8): always logged; also sent to Sentry when SENTRY_DSN is set,
 * with the signed-in user's id and e-mail and the environment tag (docs/decisions/013-integrations.md).
 */
type SentryServer = typeof SentryModule;

let sentry: SentryServer | null = null;
/**
 * Checked when an error is reported, in call order. Sentry's beforeSend (and its own Dedupe) run
 * after asynchronous event processing, which can reorder events, so a duplicate could slip through.
 */
const duplicates = createDuplicateFilter();

export interface ReportedUser {
  id: string;
  email: string;
}

/** Starts the Sentry SDK once, when a DSN is configured; the SDK is not even loaded otherwise. */
export async function initServerErrorReporting(env: Env, logger: Logger): Promise<void> {
  const { sentryDsn, environment, release } = env.errorReporting;
  if (!sentryDsn || sentry) return;
  const module = await import("@sentry/node");
  module.init({
    dsn: sentryDsn,
    environment,
    release,
    // Our filter is the one duplicate rule (shared with the browser), so Sentry's own is left out.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== "Dedupe"),
  });
  sentry = module;
  logger.info({ environment }, "error reporting to Sentry");
}

/** Logs a request's unexpected error and sends it to Sentry when configured. */
export function reportServerError(
  logger: Logger,
  error: unknown,
  { request, user }: { request?: Request; user?: ReportedUser | null } = {},
): void {
  const path = request ? new URL(request.url).pathname : undefined;
  logger.error({ err: error, method: request?.method, path, userId: user?.id }, "server error");
  if (!sentry || !duplicates.accept(signatureOfError(error))) return;
  const client = sentry;
  client.withScope((scope) => {
    if (user) scope.setUser({ id: user.id, email: user.email });
    if (request) scope.setTag("http.method", request.method);
    if (path) scope.setTag("path", path);
    client.captureException(error);
  });
}

/** Sends what is queued before the process exits. */
export async function flushServerErrorReporting(timeoutMs: number): Promise<void> {
  await sentry?.flush(timeoutMs);
}
