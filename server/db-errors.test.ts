import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isInvalidTextError } from "./db-errors.ts";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("database error classes", () => {
  it("recognises an outage, wrapped by Drizzle or not", () => {
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it("leaves our bugs and bad input alone", () => {
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    expect(isDatabaseUnavailable(nul)).toBe(false);
    expect(isInvalidTextError(wrapped(nul))).toBe(true);
  });
});
