import { eq, sql } from "drizzle-orm";
import { NewsletterSignupSchema } from "~/core/newsletter.ts";
import type { Database } from "~/db/client.ts";
import { newsletterSubscribers } from "~/db/schema/newsletter.ts";
import type { Logger } from "../../logger.ts";
import { parseInput } from "../errors.ts";
import type { RateLimiter } from "../rate-limit.ts";

export const NEWSLETTER_WEBHOOK_TIMEOUT_MS = 5_000;
const HOUR_S = 60 * 60;

export interface NewsletterDeps {
  db: Database;
  logger: Logger;
  webhookUrl: string | undefined;
  rateLimitPerHour: number;
  /** Shared by every app server (server/domain/rate-limit.ts). */
  limiter: Pick<RateLimiter, "enforce">;
  fetch?: typeof fetch;
}

export type SubscribeResult = { status: "subscribed" } | { status: "ignored" };

export function createNewsletterService(deps: NewsletterDeps) {
  const doFetch = deps.fetch ?? fetch;

  async function notifyWebhook(email: string) {
    if (!deps.webhookUrl) return;
    try {
      const response = await doFetch(deps.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(NEWSLETTER_WEBHOOK_TIMEOUT_MS),
      });
      // The spec does not read the answer; a non-2xx still means the automation did not run.
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      await response.body?.cancel();
    } catch (error) {
      deps.logger.warn({ err: error }, "newsletter webhook failed");
      throw error;
    }
  }

  /** Stores the address once (any case) and hands a new one to the webhook; undone if that fails. */
  async function addToList(email: string, source: string) {
    const inserted = await deps.db
      .insert(newsletterSubscribers)
      .values({ email, source })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    const row = inserted[0];
    if (!row) return;
    try {
      await notifyWebhook(email);
    } catch (error) {
      // Undo so that the learner's retry reaches the automation too.
      await deps.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, row.id));
      throw error;
    }
  }

  const sameAddress = (email: string) => eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase());

  return {
    /** Whether an address is on the list, whichever way it joined (footer, guide download, Preferences). */
    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await deps.db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(sameAddress(email))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A signed-in learner's own address from Preferences: the footer's list and webhook, without the
     * per-IP limit and honeypot that guard the public form.
     */
    async subscribeAddress(email: string): Promise<void> {
      await addToList(email, "preferences");
    },

    /** Takes an address off the list. */
    async unsubscribeAddress(email: string): Promise<void> {
      await deps.db.delete(newsletterSubscribers).where(sameAddress(email));
    },

    /**
     * Stores the address once (case-insensitive) and hands it to the automation webhook.
     * Throws BadInput (nothing stored), RateLimited, or the webhook's error (the row is removed
     * again), so the caller can show the failure state the spec asks for.
     */
    async subscribe(input: unknown, meta: { ip: string }): Promise<SubscribeResult> {
      const signup = parseInput(NewsletterSignupSchema, input, "Invalid sign-up.");
      await deps.limiter.enforce(
        "newsletter",
        meta.ip,
        deps.rateLimitPerHour,
        HOUR_S,
        "Too many sign-ups from this address. Try again later.",
      );
      // A filled honeypot is a bot: answer as if it worked, store nothing.
      if (signup.company) return { status: "ignored" };

      await addToList(signup.email, "footer");
      return { status: "subscribed" };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
