import type * as SentryModule from "@sentry/browser";
import {
  CLIENT_ERROR_ENDPOINT,
  CLIENT_ERROR_MAX_REPORTS_PER_PAGE,
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_ERROR_URL_MAX_LENGTH,
  createDuplicateFilter,
  signatureOfError,
  signatureOfEvent,
  type ClientErrorReport,
} from "~/core/error-reports.ts";
import type { PublicEnv } from "~/server/env.ts";

/**
 * Browser errors (spec sections 4 and 8; docs/decisions/013-integrations.md): to Sentry when a DSN
 * is configured (loaded as a separate chunk, only then), otherwise to our own endpoint. Either way
 * a duplicate of the previous event is dropped, and nothing here ever throws.
 */
type Config = PublicEnv["errorReporting"];
type Sentry = typeof SentryModule;
export interface ErrorReportingUser {
  id: string;
  email: string;
}

let config: Config | null = null;
let sentry: Sentry | null = null;
let user: ErrorReportingUser | null = null;
let sent = 0;
const duplicates = createDuplicateFilter();

export function startErrorReporting(settings: Config | undefined): void {
  if (config || !settings) return;
  config = settings;
  if (settings.sentryDsn) {
    const dsn = settings.sentryDsn;
    import("@sentry/browser")
      .then((module) => {
        module.init({
          dsn,
          environment: settings.environment,
          release: settings.release,
          // Sessions start at load and on each navigation (spec section 4): the "route" lifecycle.
          integrations: (defaults) => [
            ...defaults.filter((integration) => !["Dedupe", "BrowserSession"].includes(integration.name)),
            module.browserSessionIntegration({ lifecycle: "route" }),
          ],
          beforeSend: (event) => (duplicates.accept(signatureOfEvent(event)) ? event : null),
        });
        module.setUser(user);
        sentry = module;
      })
      .catch(() => {
        // The reporter failed to load (offline, blocked): the page works on without it.
      });
    return;
  }
  window.addEventListener("error", (event) => {
    // Errors of cross-origin scripts come without details ("Script error."): nothing to learn.
    if (!event.error && (!event.message || event.message === "Script error.")) return;
    send("error", event.error ?? event.message);
  });
  window.addEventListener("unhandledrejection", (event) => send("unhandledrejection", event.reason));
}

/** Whose session the next events belong to (Sentry only: our endpoint reads the session cookie). */
export function setErrorReportingUser(next: ErrorReportingUser | null): void {
  user = next;
  sentry?.setUser(next);
}

/** Errors the route error boundary caught (they never reach window.onerror). */
export function reportRenderError(error: unknown): void {
  if (!config) return;
  if (sentry) sentry.captureException(error);
  else if (!config.sentryDsn) send("render", error);
}

function send(kind: ClientErrorReport["kind"], error: unknown): void {
  if (sent >= CLIENT_ERROR_MAX_REPORTS_PER_PAGE) return;
  if (!duplicates.accept(signatureOfError(error))) return;
  sent += 1;
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)) || "Unknown error";
  const report: ClientErrorReport = {
    kind,
    message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX_LENGTH),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_ERROR_STACK_MAX_LENGTH) : undefined,
    url: window.location.href.slice(0, CLIENT_ERROR_URL_MAX_LENGTH),
    environment: config?.environment,
  };
  try {
    fetch(CLIENT_ERROR_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // A reporter must not fail the page.
  }
}
