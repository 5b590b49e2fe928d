import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { DomainError, RateLimited } from "~/server/domain/errors.ts";

/**
 * The one mapping from domain errors to HTTP, used by every loader, action and resource route
 * (GraphQL maps the same `error.code` to its own error codes in server/graphql/errors.ts).
 */
export const STATUS_OF_DOMAIN_ERROR: Record<DomainError["code"], number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

/** The HTTP status of a domain error. */
export function statusOf(error: DomainError): number {
  return STATUS_OF_DOMAIN_ERROR[error.code];
}

/** The headers a domain error's answer carries: `Retry-After` (seconds) when rate limited. */
export function headersOf(error: DomainError): Record<string, string> {
  return error instanceof RateLimited ? { "Retry-After": String(error.retryAfterS) } : {};
}

/** Loaders: a domain error becomes the error page's HTTP response; anything else is rethrown as is. */
export function throwHttpError(error: unknown): never {
  if (error instanceof DomainError) {
    throw data({ message: error.message }, { status: statusOf(error), headers: headersOf(error) });
  }
  throw error;
}

/** The loader side of the mapper for one service call: `await orHttpError(services.x.y(...))`. */
export async function orHttpError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    return throwHttpError(error);
  }
}

/** A short plain-text answer for resource routes (downloads, previews): never cached. */
export function plainTextResponse(message: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Resource routes: a domain error as plain text with its status; anything else is rethrown. */
export function plainTextError(error: unknown): Response {
  if (!(error instanceof DomainError)) throw error;
  return plainTextResponse(error.message, statusOf(error), headersOf(error));
}

/** What a form's action answers: Conform's result for `useForm({ lastResult })`, beside what else the page needs. */
export type FormReply<Extra extends object = object> = Extra & { result: SubmissionResult<string[]> };

interface FormReplyOptions<Extra extends object> {
  /** Fields not echoed back into the form (passwords, codes). */
  hideFields?: string[];
  /** More for the page, e.g. which of its forms answered. */
  extra?: Extra;
}

type Replyable = { reply: Submission<unknown>["reply"] };

/** Actions: the schema refused the form (the browser checks the same schema first): 400 with field errors. */
export function formInvalid<Extra extends object = object>(
  submission: Replyable,
  { hideFields, extra }: FormReplyOptions<Extra> = {},
) {
  return data({ ...extra, result: submission.reply({ hideFields }) } as FormReply<Extra>, { status: 400 });
}

/**
 * Actions: a domain error from a service becomes the form's errors, under the same status as
 * everywhere else (401, 403, 404, 409, 429 with Retry-After), except that an error naming fields
 * (an address already taken) is the form's bad input: 400, like the schema's own field errors.
 * Anything else is rethrown.
 */
export function formFailure<Extra extends object = object>(
  submission: Replyable,
  error: unknown,
  { hideFields, extra }: FormReplyOptions<Extra> = {},
) {
  if (!(error instanceof DomainError)) throw error;
  const result = submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors, hideFields });
  const status = error.fieldErrors ? 400 : statusOf(error);
  return data({ ...extra, result } as FormReply<Extra>, { status, headers: headersOf(error) });
}

/** The request's form fields; a body that is not a form reads as an empty one (the schema then refuses it). */
export function readFormData(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}

/** Actions of a plain button (no fields): a domain error's message under its status; anything else is rethrown. */
export function actionError<Extra extends object>(error: unknown, extra: Extra) {
  if (!(error instanceof DomainError)) throw error;
  return data({ ...extra, message: error.message }, { status: statusOf(error), headers: headersOf(error) });
}
