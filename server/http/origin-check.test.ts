import { describe, expect, it } from "vitest";
import { isAllowedOrigin, type OriginCheckInput } from "./origin-check.ts";

const base: OriginCheckInput = {
  method: "POST",
  path: "/api/set-cookie-consent",
  host: "127.0.0.1:3000",
  origin: undefined,
  secFetchSite: undefined,
  trustedOrigins: ["https://www.example.com", "https://app.example.com"],
};

describe("isAllowedOrigin", () => {
  it("lets safe methods through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isAllowedOrigin({ ...base, method, origin: "https://evil.test", secFetchSite: "cross-site" })).toBe(true);
    }
  });

  it("refuses a cross-site Origin on every state-changing method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(isAllowedOrigin({ ...base, method, origin: "https://evil.test" })).toBe(false);
    }
    expect(isAllowedOrigin({ ...base, origin: "null" })).toBe(false);
    expect(isAllowedOrigin({ ...base, origin: "http://127.0.0.1:3001" })).toBe(false);
  });

  it("accepts our own origin: the Host addressed, or a configured public origin", () => {
    expect(isAllowedOrigin({ ...base, origin: "http://127.0.0.1:3000" })).toBe(true);
    expect(isAllowedOrigin({ ...base, host: "internal:3000", origin: "https://app.example.com" })).toBe(true);
    // A same-origin Origin wins over a browser's cross-site verdict (a redirect chain).
    expect(isAllowedOrigin({ ...base, origin: "http://127.0.0.1:3000", secFetchSite: "cross-site" })).toBe(true);
  });

  it("without an Origin, follows Sec-Fetch-Site; with neither (curl, servers) lets it through", () => {
    expect(isAllowedOrigin({ ...base, secFetchSite: "cross-site" })).toBe(false);
    expect(isAllowedOrigin({ ...base, secFetchSite: "same-site" })).toBe(false);
    expect(isAllowedOrigin({ ...base, secFetchSite: "same-origin" })).toBe(true);
    expect(isAllowedOrigin({ ...base, secFetchSite: "none" })).toBe(true);
    expect(isAllowedOrigin(base)).toBe(true);
  });

  it("leaves the OAuth redirect back from a provider to its state check", () => {
    expect(isAllowedOrigin({ ...base, path: "/api/auth/callback/google", origin: "https://accounts.google.com" })).toBe(
      true,
    );
  });
});
