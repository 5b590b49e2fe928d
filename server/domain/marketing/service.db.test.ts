import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketingEvents } from "~/db/schema/marketing.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createMarketingService, MARKETING_EVENT_DEDUPE_WINDOW_S } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("marketing events (issue 20: bounded per session)", () => {
  it("counts the same event of one session once per minute window, and again in the next window", async () => {
    let now = new Date(Date.UTC(2026, 10, 25, 12, 0, 5));
    const service = createMarketingService({
      db: database.db,
      logger: createTestLogger().logger,
      limiter: createRateLimiter({ db: database.db }),
      clock: () => now,
    });
    const landing = {
      landingPage: "/courses",
      referrer: null,
      utm: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
      referralCode: null,
    };
    const session = await service.startSession(landing, { ip: "203.0.113.9" });
    const other = await service.startSession(landing, { ip: "203.0.113.9" });
    const rowsOf = async (sessionId: string) =>
      database.db.select().from(marketingEvents).where(eq(marketingEvents.marketingSessionId, sessionId));

    // Fifty repeats at once, from what could be two app servers: one row, one id.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => service.recordEvent(null, { marketingSessionId: session, eventId: 1 })),
    );
    expect(new Set(answers.map((a) => a.marketingEventId)).size).toBe(1);
    expect(await rowsOf(session!)).toHaveLength(1);

    // The same event in another session counts on its own.
    await service.recordEvent(null, { marketingSessionId: other, eventId: 1 });
    expect(await rowsOf(session!)).toHaveLength(1);
    expect(await rowsOf(other!)).toHaveLength(1);

    // The next window counts the event again.
    now = new Date(now.getTime() + MARKETING_EVENT_DEDUPE_WINDOW_S * 1000);
    await service.recordEvent(null, { marketingSessionId: session, eventId: 1 });
    expect(await rowsOf(session!)).toHaveLength(2);
  });
});
