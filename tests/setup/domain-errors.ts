import { expect } from "vitest";
import { DomainError } from "~/server/domain/errors.ts";

/** The DomainError a service call fails with; fails the test when it succeeds or throws anything else. */
export async function errorOf(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
