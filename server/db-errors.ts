// PostgreSQL errors that are not our bugs, recognised whether the driver error is thrown as is or
// wrapped by Drizzle (DrizzleQueryError keeps it as `cause`).

function sqlStatesOf(error: unknown): string[] {
  const states: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") states.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return states;
}

/**
 * Text PostgreSQL refuses (a NUL byte: 22021 character_not_in_repertoire / invalid byte sequence,
 * 22P05 untranslatable_character): the caller's input, answered as bad input, never a 500.
 */
export function isInvalidTextError(error: unknown): boolean {
  return sqlStatesOf(error).some((code) => code === "22021" || code === "22P05");
}

/** Node socket errors of a database connection that is down or unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);

/**
 * The database is down, unreachable or too slow (issue 20): connection refused or lost, the pool's
 * connection timeout, a statement or lock timeout (57014, 55P03), the server shutting down or not
 * accepting connections (57P01-57P03, 08xxx, 53300). Answered as 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const code of sqlStatesOf(error)) {
    if (NETWORK_CODES.has(code) || code.startsWith("08") || code.startsWith("57P")) return true;
    if (code === "57014" || code === "55P03" || code === "53300") return true;
  }
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    if (
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Database did not answer/i.test(
        e.message,
      )
    ) {
      return true;
    }
    // An AggregateError (several addresses of one host refused) carries its causes in `errors`.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = e.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again during a database outage. */
export const OUTAGE_RETRY_AFTER_S = 5;
