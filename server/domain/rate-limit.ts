import { and, eq, like, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { authThrottles } from "~/db/schema/users.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { RateLimited } from "./errors.ts";

/**
 * Who counts what. Keys are stored as `<scope>:<key>`, so scopes never share a counter with each
 * other or with the sign-in throttle's actions (core/auth-limits.ts: sign-in, sign-up, ...).
 */
export const RATE_LIMIT_SCOPES = [
  "graphql",
  "newsletter",
  "client-errors",
  "marketing-sessions",
  "pathfinder",
  "assessments",
  "leads",
] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

/** Counters untouched this long are deleted; longer than any window (the longest is an hour). */
export const RATE_LIMIT_ROW_TTL_S = 24 * 60 * 60;
export const RATE_LIMIT_SWEEP_JOB = "rate-limit.sweep";

type Clock = () => Date;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Adds one to the fixed-window counter `key` (kind `ip` in `auth_throttle`) in one atomic upsert and
 * returns the count and the window's start. The sign-in throttle counts its per-IP failures with it too.
 */
export async function countInWindow(db: Database, key: string, windowS: number, now: Date) {
  const windowFloor = new Date(now.getTime() - windowS * 1000);
  const [row] = await db
    .insert(authThrottles)
    .values({ kind: "ip", key, count: 1, windowStart: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [authThrottles.kind, authThrottles.key],
      set: {
        count: sql`case when ${authThrottles.windowStart} <= ${windowFloor} then 1 else ${authThrottles.count} + 1 end`,
        windowStart: sql`case when ${authThrottles.windowStart} <= ${windowFloor} then ${now} else ${authThrottles.windowStart} end`,
        updatedAt: now,
      },
    })
    .returning({ count: authThrottles.count, windowStart: authThrottles.windowStart });
  return row!;
}

/**
 * Fixed-window limits kept in PostgreSQL (the `auth_throttle` table, kind `ip`), so every app server
 * counts the same attempts (docs/decisions/020-job-queue-and-shared-limits.md). One atomic upsert
 * per hit: concurrent requests cannot slip past a limit.
 */
export function createRateLimiter({ db, clock = () => new Date() }: { db: Database; clock?: Clock }) {
  async function hit(scope: RateLimitScope, key: string, limit: number, windowS: number): Promise<RateLimitResult> {
    const now = clock();
    const row = await countInWindow(db, `${scope}:${key}`, windowS, now);
    if (row.count <= limit) return { allowed: true };
    const resetAt = row.windowStart.getTime() + windowS * 1000;
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
  }

  return {
    /** Counts one hit of `key` (a client address) in `scope`: at most `limit` per `windowS` seconds. */
    hit,

    /** hit(), throwing RateLimited (with Retry-After seconds) once the window's limit is passed. */
    async enforce(scope: RateLimitScope, key: string, limit: number, windowS: number, message: string) {
      const result = await hit(scope, key, limit, windowS);
      if (!result.allowed) throw new RateLimited(message, result.retryAfterS);
    },

    /** Deletes this limiter's counters older than RATE_LIMIT_ROW_TTL_S (not the sign-in throttle's). */
    async sweep(): Promise<number> {
      const cutoff = new Date(clock().getTime() - RATE_LIMIT_ROW_TTL_S * 1000);
      const deleted = await db
        .delete(authThrottles)
        .where(
          and(
            eq(authThrottles.kind, "ip"),
            lt(authThrottles.updatedAt, cutoff),
            or(...RATE_LIMIT_SCOPES.map((scope) => like(authThrottles.key, `${scope}:%`))),
          ),
        )
        .returning({ key: authThrottles.key });
      return deleted.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Every visiting address leaves a row per scope: an hourly job keeps the table small. */
export function defineRateLimitSweep(queue: JobQueue, limiter: Pick<RateLimiter, "sweep">) {
  queue.define({
    name: RATE_LIMIT_SWEEP_JOB,
    cron: "17 * * * *",
    retryLimit: 2,
    retryDelayS: 60,
    backoff: false,
    expireInS: 5 * 60,
    handle: async () => {
      await limiter.sweep();
    },
  });
}
