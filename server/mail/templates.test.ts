import { describe, expect, it } from "vitest";
import {
  accountExistsMail,
  resetPasswordMail,
  securityNoticeMail,
  smsCodeText,
  verificationMail,
  type SecurityChange,
} from "./templates.ts";

const HOSTILE = `<script>alert("x")</script> & 'co'`;

describe("verificationMail", () => {
  const mail = verificationMail({
    name: HOSTILE,
    url: "https://maven.test/verify?token=abc&next=%2Fdashboard",
    code: "123456",
    expiresHours: 24,
  });

  it("has the subject, the link and the code in both parts", () => {
    expect(mail.subject).toBe("Verify your email address");
    expect(mail.text).toContain("https://maven.test/verify?token=abc&next=%2Fdashboard");
    expect(mail.text).toContain("or enter this code: 123456");
    expect(mail.text).toContain("24 hours");
    expect(mail.html).toContain('href="https://maven.test/verify?token=abc&amp;next=%2Fdashboard"');
    expect(mail.html).toContain(">Verify email</a>");
    expect(mail.html).toContain("123456");
    expect(mail.html).toContain("24 hours");
  });

  it("escapes every interpolated value in the HTML part", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;,");
    // The text part is plain text: no entities.
    expect(mail.text).toContain(`Hi ${HOSTILE},`);
  });

  it("wears our look: navy header with the wordmark, footer line, site URL", () => {
    expect(mail.html).toMatch(/Maven <span[^>]*>Analytics<\/span>/);
    expect(mail.html).toContain("#20e2d7");
    expect(mail.html).toContain("#f9fea5");
    expect(mail.html).toContain("max-width:600px");
    expect(mail.html).toContain("You received this email because of activity on your Maven Analytics account.");
    expect(mail.html).toContain('href="https://maven.test"');
    expect(mail.text).toContain("https://maven.test");
  });

  it("greets without a name and refuses links that are not http(s)", () => {
    expect(verificationMail({ url: "https://a.test/v", code: "000000", expiresHours: 1 }).text).toMatch(
      /^Hi there,[\s\S]*1 hour\./,
    );
    expect(() => verificationMail({ url: "javascript:alert(1)", code: "1", expiresHours: 1 })).toThrow(/http/);
  });
});

describe("resetPasswordMail", () => {
  it("has a button, the expiry and the ignore note, escaped", () => {
    const mail = resetPasswordMail({
      name: "<b>Ann</b>",
      url: "https://maven.test/login/reset-password?token=t&x=1",
      expiresMinutes: 30,
      siteUrl: "https://www.maven.test",
    });
    expect(mail.subject).toBe("Reset your password");
    expect(mail.html).toContain('href="https://maven.test/login/reset-password?token=t&amp;x=1"');
    expect(mail.html).toContain(">Reset password</a>");
    expect(mail.text).toContain("https://maven.test/login/reset-password?token=t&x=1");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("30 minutes");
      expect(part).toContain("If you did not ask to reset your password, ignore this email");
      expect(part).toContain("https://www.maven.test");
    }
    expect(mail.html).toContain("Hi &lt;b&gt;Ann&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Ann");
  });
});

describe("accountExistsMail", () => {
  it("points to log-in and reset, escaped, in both parts", () => {
    const mail = accountExistsMail({
      name: "<i>Ann</i>",
      loginUrl: "https://maven.test/login",
      resetUrl: "https://maven.test/login/forgot-password?email=a&b=1",
    });
    expect(mail.subject).toBe("You already have a Maven Analytics account");
    expect(mail.html).toContain('href="https://maven.test/login"');
    expect(mail.html).toContain('href="https://maven.test/login/forgot-password?email=a&amp;b=1"');
    expect(mail.text).toContain("https://maven.test/login/forgot-password?email=a&b=1");
    expect(mail.html).not.toContain("<i>Ann");
  });
});

describe("securityNoticeMail", () => {
  const at = new Date("2026-03-03T14:05:00Z");
  const subjects: Record<SecurityChange, string> = {
    password: "Your password was changed",
    email: "Your email address was changed",
    "mfa-enabled": "Two-factor authentication was turned on",
    "mfa-disabled": "Two-factor authentication was turned off",
    "backup-codes": "New backup codes were generated",
  };

  it.each(Object.entries(subjects))("%s: says what, when, and how to recover", (change, subject) => {
    const mail = securityNoticeMail({
      name: "Ann",
      change: change as SecurityChange,
      at,
      siteUrl: "https://maven.test/",
    });
    expect(mail.subject).toBe(subject);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Tuesday, March 3, 2026");
      expect(part).toContain("2:05");
      expect(part).toContain("reset your password right away");
      expect(part).toContain("https://maven.test/login/forgot-password");
    }
    expect(mail.html).toContain("If this wasn&#39;t you");
  });
});

describe("smsCodeText", () => {
  it("says the code and how long it lasts", () => {
    expect(smsCodeText("123456")).toBe("Your Maven Analytics code is 123456. It expires in 3 minutes.");
  });
});
