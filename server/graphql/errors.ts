import { GraphQLError } from "graphql";
import { isDatabaseUnavailable, isInvalidTextError, OUTAGE_RETRY_AFTER_S } from "../db-errors.ts";
import { BadInput, DomainError } from "../domain/errors.ts";

/**
 * The error codes a caller can rely on (`errors[].extensions.code`). Anything the caller got
 * wrong (syntax, unknown field, wrong variable type, a limit) is BAD_USER_INPUT; anything we got
 * wrong is INTERNAL_SERVER_ERROR with a fixed message.
 */
export const API_ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
  "CONFLICT",
  "RATE_LIMITED",
  "UNAVAILABLE",
  "INTERNAL_SERVER_ERROR",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const UNEXPECTED_ERROR_MESSAGE = "Unexpected error.";
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";
export const INVALID_TEXT_MESSAGE = "Text arguments must not contain NUL characters.";

const isApiCode = (code: unknown): code is ApiErrorCode => API_ERROR_CODES.includes(code as ApiErrorCode);

interface HttpExtension {
  status?: number;
  headers?: Record<string, string>;
}

/** An error of the request as a whole (before execution), with its HTTP status. */
export function requestError(message: string, code: ApiErrorCode, http: HttpExtension): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http } });
}

/** Where an error stands in the document and the response; never a stack or a file. */
function locationOf(error: GraphQLError | null) {
  return error ? { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path } : {};
}

/** Whether an error is the caller's doing (a domain error or a GraphQL error of the request). */
export function isExpectedError(error: unknown): boolean {
  if (error instanceof DomainError || isInvalidTextError(error)) return true;
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isExpectedError(error.originalError);
}

/**
 * The one mapper from errors to what a client sees (yoga's `maskedErrors.maskError`): domain
 * errors keep their message and get their code, GraphQL errors of the request get a stable code,
 * and everything else becomes "Unexpected error." (logged on the server, never sent).
 */
export function maskError(error: unknown): Error {
  const located = error instanceof GraphQLError ? error : null;
  const raw = located?.originalError ?? error;
  // A database outage: HTTP 503 with Retry-After for the whole answer (issue 20), not INTERNAL.
  if (isDatabaseUnavailable(raw)) {
    return new GraphQLError(UNAVAILABLE_MESSAGE, {
      ...locationOf(located),
      extensions: {
        code: "UNAVAILABLE",
        http: { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_S) } },
      },
    });
  }
  // Text the database refuses (a NUL byte in an argument) is the caller's input, not our fault.
  const original = isInvalidTextError(raw) ? new BadInput(INVALID_TEXT_MESSAGE) : raw;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      ...locationOf(located),
      extensions: { code: original.code, ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}) },
    });
  }
  if (located && isExpectedError(located)) {
    const inner = located.originalError instanceof GraphQLError ? located.originalError : located;
    const code = inner.extensions.code;
    const http = inner.extensions.http as HttpExtension | undefined;
    return new GraphQLError(inner.message, {
      ...locationOf(located),
      extensions: { code: isApiCode(code) ? code : "BAD_USER_INPUT", ...(http ? { http } : {}) },
    });
  }
  return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
    ...locationOf(located),
    extensions: { code: "INTERNAL_SERVER_ERROR", http: { status: located?.path ? 200 : 500 } },
  });
}

/**
 * Validation errors never pass through `maskError` (yoga answers them directly, coded
 * GRAPHQL_VALIDATION_FAILED); this gives them, and any other request error, a stable code.
 */
export function withStableCode(error: GraphQLError): GraphQLError {
  if (isApiCode(error.extensions.code)) return error;
  return new GraphQLError(error.message, {
    ...locationOf(error),
    extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
  });
}
