import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH } from "./newsletter-copy.ts";
import { NewsletterSignupSchema } from "./newsletter.ts";

const parse = (email: unknown, company?: string) => NewsletterSignupSchema.safeParse({ email, company });

describe("NewsletterSignupSchema", () => {
  it("accepts an address and trims it", () => {
    const result = parse("  Ada@Example.com ");
    expect(result.success && result.data.email).toBe("Ada@Example.com");
  });

  it.each([
    [undefined, "Enter your email address."],
    ["", "Enter your email address."],
    ["   ", "Enter your email address."],
    ["not-an-email", "Enter a valid email address, like name@example.com."],
    ["a@b", "Enter a valid email address, like name@example.com."],
    ["two@@example.com", "Enter a valid email address, like name@example.com."],
  ])("refuses %j with a clear message", (email, message) => {
    const result = parse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("refuses addresses over 254 characters", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(EMAIL_MAX_LENGTH - 64 - 1 - 4)}.com`;
    expect(parse(`${local}@${domain}`).success).toBe(true);
    const tooLong = `${local}@x${domain}`;
    expect(tooLong.length).toBe(EMAIL_MAX_LENGTH + 1);
    expect(parse(tooLong).error?.issues[0]?.message).toMatch(/at most 254/);
  });

  it("passes the honeypot through so the service can ignore the sign-up", () => {
    const result = parse("a@example.com", "ACME");
    expect(result.success && result.data.company).toBe("ACME");
  });
});
