import type { AddressInfo } from "node:net";
import { pino } from "pino";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, type MailMessage } from "./mailer.ts";
import { createDevOutbox } from "./outbox.ts";

/** A pino logger whose lines the test can read. */
function memoryLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const MESSAGE: MailMessage = {
  to: "learner@example.com",
  subject: "Verify your email address",
  html: '<p>Click <a href="https://maven.test/verify?token=secret-token">here</a></p>',
  text: "Verify: https://maven.test/verify?token=secret-token",
};

describe("createMailer over SMTP", () => {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === "refused@example.com" ? new Error("no such user") : null);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  let smtpUrl = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends one mail with an HTML and a text part", async () => {
    const { logger, lines } = memoryLogger();
    const mailer = createMailer({
      smtpUrl,
      from: "Maven Analytics <no-reply@maven.test>",
      devMailbox: true,
      outbox: null,
      logger,
    });
    await mailer.send(MESSAGE);

    expect(received).toHaveLength(1);
    const parsed = await PostalMime.parse(received[0]!);
    expect(parsed.subject).toBe(MESSAGE.subject);
    expect(parsed.to?.map((a) => ("address" in a ? a.address : ""))).toEqual(["learner@example.com"]);
    expect(parsed.from).toMatchObject({ name: "Maven Analytics", address: "no-reply@maven.test" });
    expect(parsed.html).toContain('href="https://maven.test/verify?token=secret-token"');
    expect(parsed.text?.trim()).toBe(MESSAGE.text);
    // The body signs a person in: it stays out of the logs.
    expect(lines.join("")).not.toContain("secret-token");
  });

  it("rejects when the server refuses, and logs without the body", async () => {
    const { logger, lines } = memoryLogger();
    const mailer = createMailer({ smtpUrl, from: "no-reply@maven.test", devMailbox: false, outbox: null, logger });
    await expect(mailer.send({ ...MESSAGE, to: "refused@example.com" })).rejects.toThrow();
    const log = lines.join("");
    expect(log).toContain("mail send failed");
    expect(log).toContain("refused@example.com");
    expect(log).not.toContain("secret-token");
  });
});

describe("createMailer without SMTP", () => {
  it("keeps the mail in the development outbox and logs the text for the developer", async () => {
    const { logger, lines } = memoryLogger();
    const outbox = createDevOutbox();
    const mailer = createMailer({ smtpUrl: undefined, from: "x@maven.test", devMailbox: true, outbox, logger });
    await mailer.send(MESSAGE);

    expect(outbox.latestFor("learner@example.com", "mail")).toMatchObject({
      kind: "mail",
      subject: MESSAGE.subject,
      html: MESSAGE.html,
      text: MESSAGE.text,
    });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, to: "learner@example.com", subject: MESSAGE.subject, text: MESSAGE.text });
    expect(line.msg).toMatch(/DEV MAILBOX/);
  });

  it("refuses to start with neither SMTP nor the development mailbox", () => {
    const { logger } = memoryLogger();
    expect(() =>
      createMailer({ smtpUrl: undefined, from: "x@maven.test", devMailbox: false, outbox: null, logger }),
    ).toThrow(/SMTP_URL/);
    expect(() =>
      createMailer({ smtpUrl: undefined, from: "x@maven.test", devMailbox: true, outbox: null, logger }),
    ).toThrow(/outbox/);
  });
});
