import { describe, expect, it } from "vitest";
import { hasSessionCookie, personalCacheControl, PERSONAL_CACHE_CONTROL } from "./cache-control.ts";

describe("personalCacheControl", () => {
  const signedIn = "cookie_consent=all; __Secure-maven.session_token=abc.def";

  it("makes a signed-in request's answer private unless it chose its own policy", () => {
    expect(personalCacheControl(signedIn, null)).toBe(PERSONAL_CACHE_CONTROL);
    expect(personalCacheControl(signedIn, "max-age=60")).toBe(PERSONAL_CACHE_CONTROL);
    expect(personalCacheControl(signedIn, "public, max-age=300")).toBeNull();
    expect(personalCacheControl(signedIn, "private, max-age=0, no-transform")).toBeNull();
    expect(personalCacheControl(signedIn, "no-store")).toBeNull();
  });

  it("leaves visitors' answers alone", () => {
    expect(personalCacheControl(null, null)).toBeNull();
    expect(personalCacheControl("cookie_consent=all", null)).toBeNull();
    expect(hasSessionCookie("maven.session_token=")).toBe(false);
    expect(hasSessionCookie("maven.session_token=x")).toBe(true);
  });
});
