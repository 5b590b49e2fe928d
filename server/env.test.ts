import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("mail configuration", () => {
  it("refuses a public production site without a way to send mail", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "https://example.com" })).toThrow(/SMTP_URL is required/);
  });

  it("uses the development mailbox for a local production build without SITE_URL (npm start)", () => {
    expect(parseEnv({ NODE_ENV: "production" }).devMailbox).toBe(true);
  });

  it("lets a test setup force the development mailbox", () => {
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100", DEV_MAILBOX: "true" });
    expect(env.devMailbox).toBe(true);
  });

  it("sends through SMTP, with no development mailbox, when SMTP_URL is set", () => {
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: "https://example.com", SMTP_URL: "smtp://mail:25" });
    expect(env).toMatchObject({ smtpUrl: "smtp://mail:25", devMailbox: false, secureCookies: true });
  });
});
