import { describe, expect, it } from "vitest";
import { allowsThirdPartyScripts, readConsentCookie, serializeConsentCookie } from "./consent.ts";
import { ConsentSchema } from "./consent-form.ts";

describe("consent", () => {
  it("accepts only necessary and all", () => {
    expect(ConsentSchema.safeParse("necessary").success).toBe(true);
    expect(ConsentSchema.safeParse("all").success).toBe(true);
    for (const bad of ["", "ALL", "none", "maybe", null, undefined, 1]) {
      const result = ConsentSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Consent must be "necessary" or "all".');
    }
  });

  it("reads the stored choice among other cookies, unknown values as unset", () => {
    expect(readConsentCookie(null)).toBeNull();
    expect(readConsentCookie("a=1; cookie_consent=all; b=2")).toBe("all");
    expect(readConsentCookie("cookie_consent=necessary")).toBe("necessary");
    expect(readConsentCookie("cookie_consent=everything")).toBeNull();
    expect(readConsentCookie("xcookie_consent=all")).toBeNull();
  });

  it("round-trips through the Set-Cookie value", () => {
    const header = serializeConsentCookie("all", { secure: true });
    expect(header).toContain("Path=/");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Secure");
    expect(readConsentCookie(header.split(";")[0])).toBe("all");
    expect(serializeConsentCookie("necessary", { secure: false })).not.toContain("Secure");
  });

  it("allows third-party scripts only after all", () => {
    expect(allowsThirdPartyScripts("all")).toBe(true);
    expect(allowsThirdPartyScripts("necessary")).toBe(false);
    expect(allowsThirdPartyScripts(null)).toBe(false);
  });
});
