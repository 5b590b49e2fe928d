import { data } from "react-router";
import { DomainError } from "~/server/domain/errors.ts";

export const STATUS_OF_DOMAIN_ERROR: Record<DomainError["code"], number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
};

/** The loader side of the error mapper: domain errors become HTTP responses, others rethrow. */
export async function orHttpError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError)
      throw data({ message: error.message }, { status: STATUS_OF_DOMAIN_ERROR[error.code] });
    throw error;
  }
}

/** A short plain-text answer for resource routes (downloads, previews): never cached. */
export function plainTextResponse(message: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
