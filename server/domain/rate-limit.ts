import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { RateLimited } from "./errors.ts";

/**
 * Who counts what. Keys are stored as `<scope>:<key>`, so scopes never share a counter with each
 * other or with the sign-in throttle's actions (core/auth-limits.ts: sign-in, sign-up, ...).
 */
export type RateLimitScope = "graphql" | "newsletter" | "client-errors" | "marketing-sessions";

type Clock = () => Date;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Fixed-window limits kept in PostgreSQL (the `auth_throttle` table, kind `ip`), so every app server
 * counts the same attempts (docs/decisions/020-job-queue-and-shared-limits.md). One atomic upsert
 * per hit: concurrent requests cannot slip past a limit.
 */
export function createRateLimiter({ db, clock = () => new Date() }: { db: Database; clock?: Clock }) {
  async function hit(scope: RateLimitScope, key: string, limit: number, windowS: number): Promise<RateLimitResult> {
    const now = clock();
    const windowFloor = new Date(now.getTime() - windowS * 1000);
    const [row] = await db
      .insert(authThrottles)
      .values({ kind: "ip", key: `${scope}:${key}`, count: 1, windowStart: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [authThrottles.kind, authThrottles.key],
        set: {
          count: sql`case when ${authThrottles.windowStart} <= ${windowFloor} then 1 else ${authThrottles.count} + 1 end`,
          windowStart: sql`case when ${authThrottles.windowStart} <= ${windowFloor} then ${now} else ${authThrottles.windowStart} end`,
          updatedAt: now,
        },
      })
      .returning({ count: authThrottles.count, windowStart: authThrottles.windowStart });
    if (!row || row.count <= limit) return { allowed: true };
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
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
