// The e2e test SMTP server (tests/e2e/support/smtp.ts) lives outside the unit globs, so its test
// lives here, next to the mail it reads.
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestSmtp, extractCode, extractLink, startTestSmtp, type TestSmtp } from "~/tests/e2e/support/smtp.ts";
import { verificationMail } from "./templates.ts";

describe("startTestSmtp", () => {
  let smtp: TestSmtp;
  const send = (to: string, subject = "Hello", extra: { text?: string; html?: string } = {}) =>
    createTransport(smtp.url).sendMail({ from: "app@maven.test", to, subject, text: "hi", ...extra });

  beforeAll(async () => {
    smtp = await startTestSmtp({ controlPort: 0 });
  });
  afterAll(() => smtp.close());

  it("parses what it receives and finds links and codes", async () => {
    const mail = verificationMail({
      name: "Ann",
      url: "https://maven.test/signup/verify?token=ab-123456-cd&x=1",
      code: "654321",
      expiresHours: 24,
    });
    expect(smtp.url).toBe(`smtp://127.0.0.1:${smtp.port}`);
    await send("Ann@Example.com", mail.subject, mail);

    const received = await smtp.waitForMail("ann@example.com", { subject: /verify/i });
    expect(received).toMatchObject({ to: ["ann@example.com"], from: "app@maven.test", subject: mail.subject });
    expect(received.html).toContain("Verify email");
    expect(received.receivedAt).toBeInstanceOf(Date);
    expect(extractLink(received, "/signup/verify")).toBe("https://maven.test/signup/verify?token=ab-123456-cd&x=1");
    expect(extractCode(received)).toBe("654321");
    expect(() => extractLink(received, "/nowhere")).toThrow(/no link to \/nowhere/);
  });

  it("waits for mail that has not arrived yet, newer than `after`", async () => {
    const after = Date.now();
    const waiting = smtp.waitForMail("late@example.com", { after, timeoutMs: 5_000 });
    await send("late@example.com", "Second");
    expect((await waiting).subject).toBe("Second");
  });

  it("fails with what it did receive when nothing matches in time", async () => {
    await expect(smtp.waitForMail("late@example.com", { subject: /never/, timeoutMs: 200 })).rejects.toThrow(
      /no mail to late@example.com with subject \/never\/ within 200 ms; received:[\s\S]*late@example.com: Second/,
    );
  });

  it("serves the same mail to other processes over its control URL", async () => {
    const remote = connectTestSmtp(smtp.controlUrl!);
    expect((await remote.messages()).length).toBe(smtp.messages().length);
    const found = await remote.waitForMail("LATE@example.com", { subject: /Second/ });
    expect(found.receivedAt).toBeInstanceOf(Date);
    await remote.clear();
    expect(smtp.messages()).toEqual([]);
    await expect(remote.waitForMail("late@example.com", { timeoutMs: 150 })).rejects.toThrow(/\(nothing\)/);
  });
});
