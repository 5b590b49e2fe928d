import { createTransport } from "nodemailer";
import type { JobExecutor } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import type { DevOutbox } from "./outbox.ts";

/** A slow or silent SMTP server must not hold a delivery attempt for minutes (nodemailer's defaults). */
export const SMTP_TIMEOUT_MS = 10_000;

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailSendOptions {
  /**
   * The caller's transaction (or database): the queued mail commits or rolls back with the change
   * that causes it. On PGlite a send inside a transaction must pass it, or it waits for itself.
   */
  executor?: JobExecutor;
}

export interface Mailer {
  /**
   * The app's mailer (server/mail/delivery.ts) resolves once the mail is queued: a worker delivers
   * it with retries, so SMTP never holds a request. A transport (createMailer) resolves once the
   * mail is handed over and rejects on failure.
   */
  send(message: MailMessage, options?: MailSendOptions): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; wins over the development mailbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. "Maven Analytics <no-reply@mavenanalytics.io>". */
  from: string;
  devMailbox: boolean;
  outbox: DevOutbox | null;
  logger: Logger;
}

/** The transport that hands a mail over (SMTP or the development mailbox), used by the mail job. */
export function createMailer({ smtpUrl, from, devMailbox, outbox, logger }: MailerOptions): Mailer {
  if (smtpUrl) return createSmtpMailer(smtpUrl, from, logger);
  if (devMailbox) {
    if (!outbox) throw new Error("The development mailbox is on but no outbox was given to the mailer.");
    return createDevMailer(outbox, logger);
  }
  // Refuse to boot rather than drop verification and reset mails on the floor.
  throw new Error("No way to send mail: set SMTP_URL (the development mailbox is off in production).");
}

function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send({ to, subject, html, text }) {
      try {
        const info = await transport.sendMail({ to, subject, html, text });
        logger.info({ to, subject, messageId: info.messageId }, "mail sent");
      } catch (error) {
        // The body holds links and codes that sign a person in: never log it.
        logger.warn({ err: error, to, subject }, "mail send failed");
        throw error;
      }
    },
  };
}

function createDevMailer(outbox: DevOutbox, logger: Logger): Mailer {
  return {
    async send({ to, subject, html, text }) {
      outbox.add({ kind: "mail", to, subject, html, text });
      // Development only: the text carries the link a developer clicks to go on.
      logger.info({ to, subject, text }, "DEV MAILBOX (not sent; see /dev/mailbox)");
    },
  };
}
