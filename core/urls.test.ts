import { describe, expect, it } from "vitest";
import { safeReturnTo, withoutParam } from "./urls.ts";

describe("safeReturnTo", () => {
  it("keeps same-site paths with query and hash", () => {
    expect(safeReturnTo("/courses?tool=excel#top")).toBe("/courses?tool=excel#top");
  });
  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "", null, 42])(
    "falls back for %j",
    (value) => {
      expect(safeReturnTo(value)).toBe("/");
    },
  );
});

describe("withoutParam", () => {
  it("drops one parameter and keeps the rest", () => {
    expect(withoutParam("/a?cookie-settings=open&x=1", "cookie-settings")).toBe("/a?x=1");
    expect(withoutParam("/a?cookie-settings=open", "cookie-settings")).toBe("/a");
  });
});
