/** Domain errors: services throw these, each transport maps them (HTTP status, GraphQL code). */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: "NOT_FOUND" | "FORBIDDEN" | "CONFLICT" | "BAD_USER_INPUT" | "RATE_LIMITED",
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
export class Forbidden extends DomainError {
  constructor(message = "Forbidden") {
    super(message, "FORBIDDEN");
  }
}
