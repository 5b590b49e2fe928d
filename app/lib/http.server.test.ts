import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BadInput,
  Conflict,
  type DomainError,
  Forbidden,
  NotFound,
  RateLimited,
  Unauthenticated,
} from "~/server/domain/errors.ts";
import { formFailure, formInvalid, orHttpError, plainTextError, statusOf, throwHttpError } from "./http.server.ts";

const ERRORS: [DomainError, number][] = [
  [new BadInput("Check the form."), 400],
  [new Unauthenticated(), 401],
  [new Forbidden(), 403],
  [new NotFound(), 404],
  [new Conflict("Taken."), 409],
  [new RateLimited("Slow down.", 30), 429],
];

/** What `data(...)` holds: React Router's DataWithResponseInit. */
const settled = (value: unknown) => value as { data: unknown; init: { status: number; headers?: HeadersInit } };
const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return settled(error);
  }
  throw new Error("did not throw");
};

const schema = z.object({ email: z.string({ error: "Enter your email address." }).email("Enter a valid email.") });
const submissionOf = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema });
};

describe("the domain error → HTTP mapping", () => {
  it.each(ERRORS)("%s is %i", (error, status) => {
    expect(statusOf(error)).toBe(status);
  });

  it("loaders: throwHttpError throws the status with the message, Retry-After when rate limited", () => {
    for (const [error, status] of ERRORS) {
      const response = thrown(() => throwHttpError(error));
      expect(response.init.status).toBe(status);
      expect(response.data).toEqual({ message: error.message });
    }
    expect(
      new Headers(thrown(() => throwHttpError(new RateLimited("Slow down.", 30))).init.headers).get("Retry-After"),
    ).toBe("30");
  });

  it("rethrows anything that is not a domain error", async () => {
    const bug = new TypeError("bug");
    expect(() => throwHttpError(bug)).toThrow(bug);
    expect(() => plainTextError(bug)).toThrow(bug);
    expect(() => formFailure(submissionOf({}), bug)).toThrow(bug);
    await expect(orHttpError(Promise.reject(bug))).rejects.toBe(bug);
  });

  it("resource routes: plain text with the same status and Retry-After", async () => {
    for (const [error, status] of ERRORS) {
      const response = plainTextError(error);
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(`${error.message}\n`);
    }
    expect(plainTextError(new RateLimited("Slow down.", 30)).headers.get("Retry-After")).toBe("30");
  });

  it("actions: a domain error becomes the form's errors under the same status", () => {
    const submission = submissionOf({ email: "ada@example.com" });
    for (const [error, status] of ERRORS) {
      const reply = settled(formFailure(submission, error));
      expect(reply.init.status).toBe(status);
      expect(reply.data).toMatchObject({ result: { status: "error", error: { "": [error.message] } } });
    }
    // An error naming fields is the form's bad input, like the schema's field errors.
    const conflict = settled(formFailure(submission, new Conflict("Taken.", { email: ["That address is taken."] })));
    expect(conflict.init.status).toBe(400);
    expect(conflict.data).toMatchObject({
      result: {
        error: { "": ["Taken."], email: ["That address is taken."] },
        initialValue: { email: "ada@example.com" },
      },
    });
    const limited = settled(formFailure(submission, new RateLimited("Slow down.", 30)));
    expect(new Headers(limited.init.headers).get("Retry-After")).toBe("30");
  });

  it("actions: a form the schema refuses is 400 with its field errors, hidden fields not echoed", () => {
    const reply = settled(
      formInvalid(submissionOf({ email: "nope", password: "secret" }), { hideFields: ["password"] }),
    );
    expect(reply.init.status).toBe(400);
    expect(reply.data).toMatchObject({ result: { status: "error", error: { email: ["Enter a valid email."] } } });
    expect(JSON.stringify(reply.data)).not.toContain("secret");
    expect(settled(formInvalid(submissionOf({}), { extra: { intent: "x" } })).data).toMatchObject({ intent: "x" });
  });
});
