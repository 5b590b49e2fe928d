// No zod here: this module ships to the browser, and zod's eval probe trips the CSP (see error-report-schema.ts).

/**
 * Browser error reports sent to our own endpoint when no Sentry DSN is configured (spec sections 4
 * and 8; docs/decisions/013-integrations.md).
 */
export const CLIENT_ERROR_ENDPOINT = "/api/client-errors";
/** Larger bodies are refused with 413 before they are parsed. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
export const CLIENT_ERROR_MESSAGE_MAX_LENGTH = 1_000;
export const CLIENT_ERROR_STACK_MAX_LENGTH = 8_000;
export const CLIENT_ERROR_URL_MAX_LENGTH = 2_000;
/** Reports accepted per client address per minute; more get 429. */
export const CLIENT_ERROR_RATE_LIMIT_PER_MINUTE = 30;
/** A page stops reporting after this many, so one broken loop cannot flood the endpoint. */
export const CLIENT_ERROR_MAX_REPORTS_PER_PAGE = 10;

/** What a browser posts; validated by ClientErrorReportSchema (error-report-schema.ts, server side). */
export interface ClientErrorReport {
  kind: "error" | "unhandledrejection" | "render";
  message: string;
  stack?: string;
  url: string;
  environment?: string;
}

/** What makes two error events "the same": their type, message and first stack line. */
export interface ErrorSignature {
  type?: string;
  message?: string;
  frame?: string;
}

export function sameSignature(a: ErrorSignature | null, b: ErrorSignature): boolean {
  return a !== null && a.type === b.type && a.message === b.message && a.frame === b.frame;
}

/**
 * Drops an event that duplicates the one before it (spec section 8: "Duplicate of previous error
 * event: dropped by the error reporter"). A different event in between makes it new again.
 */
export function createDuplicateFilter() {
  let previous: ErrorSignature | null = null;
  return {
    /** True when the event should be sent; false for a duplicate of the previous one. */
    accept(signature: ErrorSignature): boolean {
      const duplicate = sameSignature(previous, signature);
      previous = signature;
      return !duplicate;
    },
  };
}

/** The signature of a thrown value: its name, message and the first frame of its stack. */
export function signatureOfError(error: unknown): ErrorSignature {
  if (error instanceof Error) {
    const frame = error.stack
      ?.split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith("at ") || line.includes("@"));
    return { type: error.name, message: error.message, frame };
  }
  return { type: typeof error, message: String(error) };
}

/** The parts of a Sentry event the duplicate filter compares (structural, so core needs no SDK). */
export interface ReportedEvent {
  message?: string;
  exception?: {
    values?: {
      type?: string;
      value?: string;
      stacktrace?: { frames?: { filename?: string; function?: string; lineno?: number; colno?: number }[] };
    }[];
  };
}

export function signatureOfEvent(event: ReportedEvent): ErrorSignature {
  const exception = event.exception?.values?.at(-1);
  if (!exception) return { message: event.message };
  // Sentry lists frames oldest first: the last one is where it was thrown.
  const top = exception.stacktrace?.frames?.at(-1);
  const frame = top ? `${top.function ?? "?"} ${top.filename ?? "?"}:${top.lineno ?? 0}:${top.colno ?? 0}` : undefined;
  return { type: exception.type, message: exception.value, frame };
}
