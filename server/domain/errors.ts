import type { ZodType } from "zod";

/** Domain errors: services throw these, each transport maps them (HTTP status, GraphQL code). */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: "NOT_FOUND" | "FORBIDDEN" | "CONFLICT" | "BAD_USER_INPUT" | "RATE_LIMITED" | "UNAUTHENTICATED",
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class NotFound extends DomainError {
  constructor(message = "Not found") {
    super(message, "NOT_FOUND");
  }
}
export class BadInput extends DomainError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(message, "BAD_USER_INPUT", fieldErrors);
  }
}
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super(message, "RATE_LIMITED");
  }
}
/** The action needs a signed-in user and there is none. */
export class Unauthenticated extends DomainError {
  constructor(message = "Sign in to continue.") {
    super(message, "UNAUTHENTICATED");
  }
}
export class Conflict extends DomainError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(message, "CONFLICT", fieldErrors);
  }
}
export class Forbidden extends DomainError {
  constructor(message = "Forbidden") {
    super(message, "FORBIDDEN");
  }
}

/** Field errors of a failed parse, keyed by field name ("form" for the whole input). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string[]> = {};
  for (const issue of issues) (out[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
  return out;
}

/** Parses service input with a shared form schema; BadInput with the first message and every field's. */
export function parseInput<T>(
  schema: ZodType<T, unknown>,
  input: unknown,
  fallback = "Check the form and try again.",
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  throw new BadInput(Object.values(fieldErrors)[0]?.[0] ?? fallback, fieldErrors);
}
