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

/** One event id counts once per marketing session in each window this long (issue 20). */
export const MARKETING_EVENT_DEDUPE_WINDOW_S = 60;

export const NO_MARKETING_SESSION_MESSAGE = "There is no marketing session for this visit.";

/** A UUID-shaped id derived from `text` (SHA-256, version and variant bits set as for a v8 UUID). */
function uuidFrom(text: string): string {
  const bytes = crypto.createHash("sha256").update(text).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createMarketingService({
  db,
  logger,
  limiter,
  clock = () => new Date(),
}: {
  db: Database;
  logger: Logger;
  /** Shared by every app server (server/domain/rate-limit.ts). */
  limiter: Pick<RateLimiter, "hit">;
  clock?: () => Date;
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
     * event's id. The same event in the same session counts once per minute window: a repeat gets the
     * id of the one already recorded (the row id is derived from session, event and window, so two
     * app servers agree). BadInput for an unknown event or when there is no (known) session.
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
      const window = Math.floor(clock().getTime() / 1000 / MARKETING_EVENT_DEDUPE_WINDOW_S);
      const id = uuidFrom(`${session.id}:${eventId}:${window}`);
      await db
        .insert(marketingEvents)
        .values({ id, marketingSessionId: session.id, eventId, userId: actor?.userId ?? null, createdAt: clock() })
        .onConflictDoNothing({ target: marketingEvents.id });
      return { marketingEventId: id };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
