import { data } from "react-router";
import { DomainError } from "~/server/domain/errors.ts";

const STATUS: Record<DomainError["code"], number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
};

/** The loader side of the error mapper: domain errors become HTTP responses, others rethrow. */
export async function orHttpError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: STATUS[error.code] });
    throw error;
  }
}
