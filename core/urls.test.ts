import { describe, expect, it } from "vitest";
import { withoutParam } from "./urls.ts";

describe("withoutParam", () => {
  it("drops one parameter and keeps the rest", () => {
    expect(withoutParam("/a?cookie-settings=open&x=1", "cookie-settings")).toBe("/a?x=1");
    expect(withoutParam("/a?cookie-settings=open", "cookie-settings")).toBe("/a");
  });
});
