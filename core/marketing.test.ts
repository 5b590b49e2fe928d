import { describe, expect, it } from "vitest";
import {
  MARKETING_VALUE_MAX_CHARS,
  marketingLandingFromUrl,
  readMarketingCookie,
  serializeMarketingCookie,
} from "./marketing.ts";

const url = (path: string) => new URL(path, "https://mavenanalytics.io");

describe("marketingLandingFromUrl", () => {
  it("keeps the landing page, the referrer and every UTM value", () => {
    expect(
      marketingLandingFromUrl(
        url("/courses?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=sql&utm_content=hero"),
        "https://www.google.com/search?q=sql",
      ),
    ).toEqual({
      landingPage: "/courses?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=sql&utm_content=hero",
      referrer: "https://www.google.com/search?q=sql",
      utm: {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring",
        utm_term: "sql",
        utm_content: "hero",
      },
      referralCode: null,
    });
  });

  it("starts a session for a referral code alone, but not for an invalid one or no parameters", () => {
    expect(marketingLandingFromUrl(url("/?ref=ANNA_20"), null)?.referralCode).toBe("ANNA_20");
    expect(marketingLandingFromUrl(url("/?ref=<script>"), null)).toBeNull();
    expect(marketingLandingFromUrl(url("/courses?q=excel"), null)).toBeNull();
    expect(marketingLandingFromUrl(url("/?utm_source=%20%20"), null)).toBeNull();
  });

  it("cuts long values, drops control characters and refuses non-web referrers", () => {
    const long = "x".repeat(MARKETING_VALUE_MAX_CHARS + 50);
    const landing = marketingLandingFromUrl(url(`/?utm_source=${long}&utm_campaign=a%00b%0Ac`), "javascript:alert(1)");
    expect(landing?.utm.utm_source).toHaveLength(MARKETING_VALUE_MAX_CHARS);
    expect(landing?.utm.utm_campaign).toBe("abc");
    expect(landing?.referrer).toBeNull();
  });
});

describe("the marketing cookie", () => {
  it("round-trips a session id and ignores anything else", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const cookie = serializeMarketingCookie(id, { secure: true });
    expect(cookie).toBe(`mkt_session=${id}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    expect(readMarketingCookie(`a=1; mkt_session=${id}`)).toBe(id);
    expect(readMarketingCookie("mkt_session=../../etc")).toBeNull();
    expect(readMarketingCookie(null)).toBeNull();
  });
});
