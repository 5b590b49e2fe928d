import { describe, expect, it } from "vitest";
import { generateTotpSecret, matchTotp, otpauthUrl, stepOf, TOTP_STEP_S, totpAt } from "./totp.ts";

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET_BASE32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** Base32 (RFC 4648, no padding), written out here so the test does not lean on otpauth for it. */
function base32(bytes: Buffer): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const byte of bytes) bits += byte.toString(2).padStart(8, "0");
  let out = "";
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, "0"), 2)];
  return out;
}

const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

describe("totp (RFC 6238, SHA-1)", () => {
  it("encodes the RFC seed as authenticator apps take it", () => {
    expect(base32(Buffer.from("12345678901234567890", "ascii"))).toBe(RFC_SECRET_BASE32);
  });

  // The RFC lists 8-digit codes; ours are 6 digits, the last 6 of those (truncation mod 10^6).
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
  ])("at T=%i gives the last 6 digits of %s", (time, rfcCode) => {
    expect(totpAt(RFC_SECRET_BASE32, stepOf(at(time)))).toBe(rfcCode.slice(-6));
    expect(matchTotp(RFC_SECRET_BASE32, rfcCode.slice(-6), at(time), null)).toBe(Math.floor(time / TOTP_STEP_S));
  });

  it("uses 30-second steps", () => {
    expect(stepOf(at(0))).toBe(0);
    expect(stepOf(at(29))).toBe(0);
    expect(stepOf(at(30))).toBe(1);
    expect(stepOf(at(59))).toBe(1);
  });

  describe("matchTotp", () => {
    const T = 1111111111;
    const step = stepOf(at(T));
    const code = (s: number) => totpAt(RFC_SECRET_BASE32, s);

    it("accepts the current, previous and next step, and says which step matched", () => {
      expect(matchTotp(RFC_SECRET_BASE32, code(step), at(T), null)).toBe(step);
      expect(matchTotp(RFC_SECRET_BASE32, code(step - 1), at(T), null)).toBe(step - 1);
      expect(matchTotp(RFC_SECRET_BASE32, code(step + 1), at(T), null)).toBe(step + 1);
    });

    it("refuses codes two steps away", () => {
      expect(matchTotp(RFC_SECRET_BASE32, code(step - 2), at(T), null)).toBeNull();
      expect(matchTotp(RFC_SECRET_BASE32, code(step + 2), at(T), null)).toBeNull();
    });

    it("refuses a step at or before the last one used (replay)", () => {
      expect(matchTotp(RFC_SECRET_BASE32, code(step), at(T), step)).toBeNull();
      expect(matchTotp(RFC_SECRET_BASE32, code(step - 1), at(T), step - 1)).toBeNull();
      expect(matchTotp(RFC_SECRET_BASE32, code(step - 1), at(T), step)).toBeNull();
      expect(matchTotp(RFC_SECRET_BASE32, code(step + 1), at(T), step)).toBe(step + 1);
    });

    it.each(["", "12345", "1234567", "12345a", " 050471", "050471 ", "05047１"])(
      "refuses the malformed code %j",
      (bad) => {
        expect(matchTotp(RFC_SECRET_BASE32, bad, at(T), null)).toBeNull();
      },
    );
  });

  it("generates 160-bit base32 secrets, different each time", () => {
    const a = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(a);
  });

  it("builds the otpauth:// URL apps scan", () => {
    const url = new URL(otpauthUrl({ secret: RFC_SECRET_BASE32, account: "ada@example.com" }));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Maven Analytics:ada@example.com");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: RFC_SECRET_BASE32,
      issuer: "Maven Analytics",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
