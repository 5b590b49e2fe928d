import { describe, expect, it } from "vitest";
import { ClientErrorReportSchema } from "./error-report-schema.ts";
import { createDuplicateFilter, signatureOfError, signatureOfEvent } from "./error-reports.ts";

const event = (value: string, line = 10) => ({
  exception: {
    values: [
      {
        type: "Error",
        value,
        stacktrace: { frames: [{ function: "outer" }, { function: "f", filename: "a.js", lineno: line }] },
      },
    ],
  },
});

describe("duplicate filter (spec section 8)", () => {
  it("drops an event identical to the previous one", () => {
    const filter = createDuplicateFilter();
    expect(filter.accept(signatureOfEvent(event("boom")))).toBe(true);
    expect(filter.accept(signatureOfEvent(event("boom")))).toBe(false);
    expect(filter.accept(signatureOfEvent(event("boom")))).toBe(false);
  });

  it("keeps the same error again once another came in between, and the same message thrown elsewhere", () => {
    const filter = createDuplicateFilter();
    expect(filter.accept(signatureOfEvent(event("boom")))).toBe(true);
    expect(filter.accept(signatureOfEvent(event("other")))).toBe(true);
    expect(filter.accept(signatureOfEvent(event("boom")))).toBe(true);
    expect(filter.accept(signatureOfEvent(event("boom", 11)))).toBe(true);
  });

  it("compares thrown values by name, message and where they were thrown", () => {
    const make = () => new Error("same");
    const filter = createDuplicateFilter();
    expect(filter.accept(signatureOfError(make()))).toBe(true);
    expect(filter.accept(signatureOfError(make()))).toBe(false);
    expect(filter.accept(signatureOfError(new TypeError("same")))).toBe(true);
    expect(filter.accept(signatureOfError("a string"))).toBe(true);
    expect(filter.accept(signatureOfError("a string"))).toBe(false);
  });

  it("treats message-only events by their message", () => {
    const filter = createDuplicateFilter();
    expect(filter.accept(signatureOfEvent({ message: "hello" }))).toBe(true);
    expect(filter.accept(signatureOfEvent({ message: "hello" }))).toBe(false);
    expect(filter.accept(signatureOfEvent({ message: "bye" }))).toBe(true);
  });
});

describe("client error report", () => {
  const valid = { kind: "error", message: "TypeError: x is undefined", url: "https://example.com/courses" };

  it("accepts a well-formed report", () => {
    expect(ClientErrorReportSchema.safeParse(valid).success).toBe(true);
  });

  it("refuses unknown fields, an empty message, a bad URL and an unknown kind", () => {
    expect(ClientErrorReportSchema.safeParse({ ...valid, cookie: "x" }).success).toBe(false);
    expect(ClientErrorReportSchema.safeParse({ ...valid, message: "  " }).success).toBe(false);
    expect(ClientErrorReportSchema.safeParse({ ...valid, url: "not a url" }).success).toBe(false);
    expect(ClientErrorReportSchema.safeParse({ ...valid, kind: "warning" }).success).toBe(false);
    expect(ClientErrorReportSchema.safeParse({ ...valid, message: "x".repeat(1_001) }).success).toBe(false);
  });
});
