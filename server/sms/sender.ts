import type { SmsConfig } from "../env.ts";
import type { Logger } from "../logger.ts";
import type { DevOutbox } from "../mail/outbox.ts";

export const SMS_TIMEOUT_MS = 10_000;

export interface SmsSender {
  /** `to` is E.164 (callers validate it). Rejects on failure so the caller decides what to show. */
  send(to: string, body: string): Promise<void>;
}

export interface SmsSenderOptions {
  sms: SmsConfig | null;
  devMailbox: boolean;
  outbox: DevOutbox | null;
  logger: Logger;
  fetch?: typeof fetch;
}

export function createSmsSender({ sms, devMailbox, outbox, logger, fetch: doFetch }: SmsSenderOptions): SmsSender {
  if (sms) return createHttpSmsSender(sms, logger, doFetch ?? fetch);
  if (devMailbox) {
    if (!outbox) throw new Error("The development mailbox is on but no outbox was given to the SMS sender.");
    return {
      async send(to, body) {
        outbox.add({ kind: "sms", to, text: body });
        // Development only: the text carries the code a developer types to go on.
        logger.info({ to, text: body }, "DEV SMS OUTBOX (not sent; see /dev/mailbox)");
      },
    };
  }
  throw new Error("No way to send texts: set SMS_PROVIDER_URL (the development outbox is off in production).");
}

/** Logs show enough of the number to tell people apart, not the whole number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? "****" : `${"*".repeat(phone.length - 4)}${phone.slice(-4)}`;
}

/** Twilio's Messages API (and compatible ones): form-encoded POST with HTTP Basic auth. */
function createHttpSmsSender(sms: SmsConfig, logger: Logger, doFetch: typeof fetch): SmsSender {
  const endpoint = `${sms.url.replace(/\/+$/, "")}/Accounts/${encodeURIComponent(sms.accountId)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountId}:${sms.authToken}`).toString("base64")}`;
  return {
    async send(to, body) {
      // The body holds a sign-in code: it goes to the provider and nowhere else (no logs, no errors).
      const started = Date.now();
      try {
        const response = await doFetch(endpoint, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ To: to, From: sms.from, Body: body }).toString(),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
        logger.info({ to: maskPhone(to), ms: Date.now() - started }, "sms sent");
      } catch (error) {
        logger.warn({ err: error, to: maskPhone(to) }, "sms send failed");
        throw error;
      }
    },
  };
}
