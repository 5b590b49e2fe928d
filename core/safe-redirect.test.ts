import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./safe-redirect.ts";

const allowed = ["https://app.example.com"];

describe("safeReturnTo", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeReturnTo("/courses?tool=excel#top", allowed)).toBe("/courses?tool=excel#top");
  });

  it("keeps URLs on allowed origins", () => {
    expect(safeReturnTo("https://app.example.com/player?x=1", allowed)).toBe("https://app.example.com/player?x=1");
  });

  it.each([
    ["another host", "https://evil.example.com/"],
    ["protocol-relative", "//evil.example.com/"],
    ["backslash", "/\\evil.example.com"],
    ["javascript", "javascript:alert(1)"],
    ["an allowed host over http", "http://app.example.com/"],
    ["control characters", "/a\nb"],
    ["empty", ""],
    ["not a string", 42],
  ])("falls back for %s", (_label, value) => {
    expect(safeReturnTo(value, allowed, "/dashboard")).toBe("/dashboard");
  });
});
