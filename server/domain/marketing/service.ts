import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { isMarketingEventId, isMarketingSessionId, type MarketingLanding } from "~/core/marketing.ts";
import type { Database } from "~/db/client.ts";
import { marketingEvents, marketingSessions } from "~/db/schema/marketing.ts";
import type { Logger } from "../../logger.ts";
import { BadInput } from "../errors.ts";
import type { RateLimiter } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";

/** New marketing sessions one address may start per hour; more landings are not recorded. */
export const MARKETING_SESSIONS_PER_IP_PER_HOUR = 30;
const HOUR_S = 60 * 60;

export const NO_MARKETING_SESSION_MESSAGE = "There is no marketing session for this visit.";

export function createMarketingService({
  db,
  logger,
  limiter,
}: {
  db: Database;
  logger: Logger;
  /** Shared by every app server (server/domain/rate-limit.ts). */
  limiter: Pick<RateLimiter, "hit">;
}) {
  return {
    /**
     * Records a landing and returns the new session id, or null when this address has started
     * too many sessions lately (a crawler or a flood must not grow the table without bound).
     */
    async startSession(landing: MarketingLanding, meta: { ip: string }): Promise<string | null> {
      const { allowed } = await limiter.hit("marketing-sessions", meta.ip, MARKETING_SESSIONS_PER_IP_PER_HOUR, HOUR_S);
      if (!allowed) {
        logger.warn({ ip: meta.ip }, "marketing session limit reached; landing not recorded");
        return null;
      }
      const id = crypto.randomUUID();
      await db.insert(marketingSessions).values({
        id,
        landingPage: landing.landingPage,
        referrer: landing.referrer,
        utmSource: landing.utm.utm_source,
        utmMedium: landing.utm.utm_medium,
        utmCampaign: landing.utm.utm_campaign,
        utmTerm: landing.utm.utm_term,
        utmContent: landing.utm.utm_content,
        referralCode: landing.referralCode,
      });
      return id;
    },

    /**
     * Records `eventId` against the caller's marketing session (from the cookie) and returns the
     * new event's id. BadInput for an unknown event or when there is no (known) session.
     */
    async recordEvent(
      actor: Viewer | null,
      input: { marketingSessionId: string | null; eventId: number },
    ): Promise<{ marketingEventId: string }> {
      const { eventId } = input;
      if (!isMarketingEventId(eventId))
        throw new BadInput("Unknown marketing event.", { event_id: ["Unknown marketing event."] });
      const sessionId = input.marketingSessionId;
      if (!isMarketingSessionId(sessionId)) throw new BadInput(NO_MARKETING_SESSION_MESSAGE);
      const [session] = await db
        .select({ id: marketingSessions.id })
        .from(marketingSessions)
        .where(eq(marketingSessions.id, sessionId))
        .limit(1);
      if (!session) throw new BadInput(NO_MARKETING_SESSION_MESSAGE);
      const id = crypto.randomUUID();
      await db
        .insert(marketingEvents)
        .values({ id, marketingSessionId: session.id, eventId, userId: actor?.userId ?? null });
      return { marketingEventId: id };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
