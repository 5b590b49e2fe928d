import type { JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import type { MailMessage, Mailer } from "./mailer.ts";

export const MAIL_SEND_JOB = "mail.send";

/**
 * An SMTP outage of about an hour loses nothing: 10 retries with exponential backoff from 2 s. The
 * n-th retry waits 2·2^(n-1) s to twice that (pg-boss adds the jitter), so the last one comes 34 to
 * 68 minutes after the first attempt (about 51 on average).
 */
export const MAIL_RETRY_LIMIT = 10;
export const MAIL_RETRY_DELAY_S = 2;
/** Three SMTP timeouts (connect, greeting, socket; SMTP_TIMEOUT_MS each) and some slack. */
export const MAIL_ATTEMPT_EXPIRE_S = 60;
/** Mails sent side by side per poll of the queue (a second): what a backlog drains at. */
export const MAIL_BATCH_SIZE = 10;

/**
 * Registers the `mail.send` job: the worker hands the mail to `transport` (SMTP or the development
 * mailbox). Failures are logged with the recipient and subject only: the body holds links and codes
 * that sign a person in.
 */
export function defineMailDelivery(queue: JobQueue, { transport, logger }: { transport: Mailer; logger: Logger }) {
  queue.define<MailMessage>({
    name: MAIL_SEND_JOB,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelayS: MAIL_RETRY_DELAY_S,
    backoff: true,
    expireInS: MAIL_ATTEMPT_EXPIRE_S,
    // One a poll, a burst (a month of renewals after the billing clock moves, a team's seat mails)
    // kept a sign-up's verification mail waiting behind it for many seconds.
    batchSize: MAIL_BATCH_SIZE,
    handle: (message) => transport.send(message),
    onFailure({ to, subject }, { id, retryCount, retryLimit }, error, willRetry) {
      const fields = { err: error, jobId: id, to, subject, attempt: retryCount + 1, retryLimit };
      if (willRetry) logger.warn(fields, "mail delivery failed; will retry");
      else logger.error(fields, "mail delivery gave up");
    },
  });
}

/** The app's Mailer: send() stores a `mail.send` job (optionally in the caller's transaction). */
export function createQueuedMailer(queue: JobQueue): Mailer {
  return {
    async send({ to, subject, html, text }, options = {}) {
      // Only the message's own fields go into the job row.
      await queue.send<MailMessage>(MAIL_SEND_JOB, { to, subject, html, text }, { executor: options.executor });
    },
  };
}
