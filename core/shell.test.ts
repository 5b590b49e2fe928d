import { describe, expect, it } from "vitest";
import { isSiteChromeHidden } from "./shell.ts";

describe("isSiteChromeHidden (spec section 2, root page shell)", () => {
  it.each([
    ["/signup", true],
    ["/signup/", true],
    ["/signup/enterprise", true],
    ["/signup/checkout", true],
    ["/signup/something-else", true],
    ["/onboarding/team", true],
    ["/onboarding/team/invite", true],
    ["/login", true],
    ["/logout", true],
  ])("hides the menu and footer on %s", (path, hidden) => {
    expect(isSiteChromeHidden(path)).toBe(hidden);
  });

  it.each([
    ["/"],
    ["/signup/pricing"],
    ["/signup/pricing/annual"],
    ["/signup/confirm"],
    ["/signup/enterprise/confirm"],
    ["/courses"],
    ["/pricing"],
    ["/onboarding"],
    ["/blog/how-to-signup-for-sql"],
  ])("shows them on %s", (path) => {
    expect(isSiteChromeHidden(path)).toBe(false);
  });

  it("matches /signup anywhere in the path, as the spec states it", () => {
    expect(isSiteChromeHidden("/teams/signup")).toBe(true);
    expect(isSiteChromeHidden("/teams/signup/confirm")).toBe(false);
  });
});
