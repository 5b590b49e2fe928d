import os from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ERROR_RATE_LIMIT_PER_MINUTE } from "~/core/error-reports.ts";
import { marketingLandingFromUrl } from "~/core/marketing.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { parseEnv } from "../env.ts";
import { createGraphQLServer } from "../graphql/server.ts";
import { createServices, type Services } from "../services.ts";
import { RateLimited } from "./errors.ts";
import { MARKETING_SESSIONS_PER_IP_PER_HOUR } from "./marketing/service.ts";
import { createJobQueue } from "../jobs/queue.ts";
import { createRateLimiter, defineRateLimitSweep, RATE_LIMIT_ROW_TTL_S, RATE_LIMIT_SWEEP_JOB } from "./rate-limit.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(authThrottles);
});

describe("the shared fixed-window limiter", () => {
  it("allows `limit` hits per window, tells how long to wait, and starts over in the next window", async () => {
    let now = new Date("2026-11-25T10:00:00Z");
    const limiter = createRateLimiter({ db: database.db, clock: () => now });
    for (let i = 0; i < 3; i++) expect(await limiter.hit("newsletter", "1.2.3.4", 3, 60)).toEqual({ allowed: true });
    now = new Date("2026-11-25T10:00:20Z");
    expect(await limiter.hit("newsletter", "1.2.3.4", 3, 60)).toEqual({ allowed: false, retryAfterS: 40 });
    // Another address, another scope: counters of their own.
    expect(await limiter.hit("newsletter", "5.6.7.8", 3, 60)).toEqual({ allowed: true });
    expect(await limiter.hit("graphql", "1.2.3.4", 3, 60)).toEqual({ allowed: true });
    now = new Date("2026-11-25T10:01:00Z");
    expect(await limiter.hit("newsletter", "1.2.3.4", 3, 60)).toEqual({ allowed: true });
    await expect(limiter.enforce("newsletter", "1.2.3.4", 1, 60, "Slow down.")).rejects.toMatchObject({
      message: "Slow down.",
      retryAfterS: 60,
    });
  });

  it("lets exactly `limit` of many concurrent hits through", async () => {
    const limiter = createRateLimiter({ db: database.db });
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit("graphql", "9.9.9.9", 5, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe("sweeping old counters", () => {
  it("deletes this limiter's counters untouched for a day, not fresh ones nor the sign-in throttle's", async () => {
    let now = new Date("2026-11-20T10:00:00Z");
    const limiter = createRateLimiter({ db: database.db, clock: () => now });
    await limiter.hit("graphql", "1.1.1.1", 10, 60);
    await limiter.hit("newsletter", "1.1.1.1", 10, 3600);
    await database.db
      .insert(authThrottles)
      .values({ kind: "ip", key: "sign-in:1.1.1.1", count: 1, windowStart: now, updatedAt: now });
    now = new Date(now.getTime() + RATE_LIMIT_ROW_TTL_S * 1000 - 1000);
    await limiter.hit("newsletter", "1.1.1.1", 10, 3600);
    now = new Date(now.getTime() + 2000);
    expect(await limiter.sweep()).toBe(1);
    const keys = (await database.db.select({ key: authThrottles.key }).from(authThrottles)).map((r) => r.key);
    expect(keys.sort()).toEqual(["newsletter:1.1.1.1", "sign-in:1.1.1.1"]);
  });

  it("runs hourly as a job of the queue", async () => {
    const { logger } = createTestLogger();
    const queue = createJobQueue({ database, logger });
    let sweeps = 0;
    defineRateLimitSweep(queue, { sweep: async () => (sweeps += 1) });
    try {
      await queue.start();
      const schedules = (await database.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = ${RATE_LIMIT_SWEEP_JOB}`,
      )) as { rows: { cron: string; timezone: string }[] };
      expect(schedules.rows).toEqual([{ cron: "17 * * * *", timezone: "UTC" }]);
      await queue.send(RATE_LIMIT_SWEEP_JOB, {});
      expect(await queue.drain({ name: RATE_LIMIT_SWEEP_JOB })).toEqual({ completed: 1, failed: 0 });
      expect(sweeps).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});

describe("two app servers on one database count the same attempts", () => {
  const ip = "203.0.113.7";
  let servers: [Services, Services];

  beforeEach(() => {
    const build = () =>
      createServices({
        database,
        storage: createLocalStorage(os.tmpdir()),
        env: parseEnv({ NODE_ENV: "test", NEWSLETTER_RATE_LIMIT_PER_HOUR: "3" }),
        logger: createTestLogger().logger,
        authSecret: TEST_AUTH_SECRET,
      });
    servers = [build(), build()];
  });
  const server = (i: number) => servers[i % 2]!;

  it("newsletter sign-ups", async () => {
    for (let i = 0; i < 3; i++) await server(i).newsletter.subscribe({ email: `n${i}@example.com` }, { ip });
    const refused = await server(3)
      .newsletter.subscribe({ email: "n3@example.com" }, { ip })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).retryAfterS).toBeGreaterThan(3_000);
  });

  it("browser error reports", async () => {
    const report = { kind: "error", message: "boom", url: "https://example.com/", stack: "" };
    const meta = { ip, userAgent: null };
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT_PER_MINUTE; i++)
      await server(i).clientErrors.report(null, report, meta);
    await expect(server(1).clientErrors.report(null, report, meta)).rejects.toBeInstanceOf(RateLimited);
  });

  it("marketing sessions", async () => {
    const landing = marketingLandingFromUrl(new URL("https://example.com/?utm_source=ads"), null)!;
    for (let i = 0; i < MARKETING_SESSIONS_PER_IP_PER_HOUR; i++) {
      expect(await server(i).marketing.startSession(landing, { ip })).toEqual(expect.any(String));
    }
    expect(await server(0).marketing.startSession(landing, { ip })).toBeNull();
  });

  it("GraphQL requests, refused with 429 and Retry-After", async () => {
    const apis = servers.map((services) =>
      createGraphQLServer({
        services,
        logger: createTestLogger().logger,
        siteUrl: "http://localhost:3000",
        isProduction: true,
        rateLimitPerMinute: 3,
      }),
    );
    const ask = (i: number) =>
      apis[i % 2]!.fetch(
        new Request("http://localhost:3000/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ me { id } }" }),
        }),
        { clientIp: ip },
      );
    for (let i = 0; i < 3; i++) expect((await ask(i)).status).toBe(200);
    const refused = await ask(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).errors[0].extensions.code).toBe("RATE_LIMITED");
  });
});
