import { describe, expect, it } from "vitest";
import { commonPasswordSet, isCommonPassword } from "./common-passwords.ts";

describe("common passwords", () => {
  it("holds exactly 10,000 distinct lowercase passwords", () => {
    const set = commonPasswordSet();
    expect(set.size).toBe(10_000);
    for (const password of set) expect(password).toBe(password.toLowerCase());
  });

  it("knows the usual suspects, in any case", () => {
    for (const password of ["password", "123456", "qwerty", "iloveyou", "letmein"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword("Password")).toBe(true);
    expect(isCommonPassword("QWERTY")).toBe(true);
  });

  it("does not flag a strong random password", () => {
    expect(isCommonPassword("vN7#qLz2!wXe9$Rb")).toBe(false);
    expect(isCommonPassword("")).toBe(false);
  });
});
