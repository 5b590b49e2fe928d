import { and, eq, like, or, sql } from "drizzle-orm";
import { describeWait, IP_LIMITS, lockoutSeconds, type ThrottledAction } from "~/core/auth-limits.ts";
import type { Database } from "~/db/client.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { RateLimited } from "../errors.ts";
import { countInWindow } from "../rate-limit.ts";

export type Clock = () => Date;

const secondsBetween = (later: Date, earlier: Date) =>
  Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));

/**
 * Limits kept in the database so that every app server counts the same attempts. Each update is one
 * atomic upsert, so concurrent requests cannot slip past a limit.
 */
export function createThrottle({ db, clock = () => new Date() }: { db: Database; clock?: Clock }) {
  const tooMany = (retryAfterS: number) =>
    new RateLimited(`Too many attempts. Try again in ${describeWait(retryAfterS)}.`, retryAfterS);

  /** Adds one to the window's count of `action` from `ip`; returns the count and the window's start. */
  const countIp = (action: ThrottledAction, ip: string) =>
    countInWindow(db, `${action}:${ip}`, IP_LIMITS[action].windowS, clock());

  return {
    /** Throws RateLimited while `ip` has used up the window's limit of `action` (counts nothing). */
    async assertIpAllowed(action: ThrottledAction, ip: string): Promise<void> {
      const { limit, windowS } = IP_LIMITS[action];
      const now = clock();
      const [row] = await db
        .select({ count: authThrottles.count, windowStart: authThrottles.windowStart })
        .from(authThrottles)
        .where(and(eq(authThrottles.kind, "ip"), eq(authThrottles.key, `${action}:${ip}`)));
      const windowEnd = row && new Date(row.windowStart.getTime() + windowS * 1000);
      if (row && windowEnd! > now && row.count >= limit) throw tooMany(secondsBetween(windowEnd!, now));
    },

    /** Counts one failure of `action` from `ip` (sign-in, sign-up and code checks count only these). */
    async recordIpFailure(action: ThrottledAction, ip: string): Promise<void> {
      await countIp(action, ip);
    },

    /** Counts one request of `action` from `ip`; throws RateLimited once the window's limit is passed. */
    async hitIp(action: ThrottledAction, ip: string): Promise<void> {
      const { limit, windowS } = IP_LIMITS[action];
      const now = clock();
      const row = await countIp(action, ip);
      if (row.count > limit) throw tooMany(secondsBetween(new Date(row.windowStart.getTime() + windowS * 1000), now));
    },

    /**
     * Throws RateLimited while the account (any address, known or not) is locked out. `email` may be
     * a device-scoped key (see lockoutKey in sign-in.ts): a browser that signed in before has its own.
     */
    async assertNotLocked(email: string): Promise<void> {
      const now = clock();
      const [row] = await db
        .select({ lockedUntil: authThrottles.lockedUntil })
        .from(authThrottles)
        .where(and(eq(authThrottles.kind, "account"), eq(authThrottles.key, email.toLowerCase())));
      if (row?.lockedUntil && row.lockedUntil > now) {
        const retryAfterS = secondsBetween(row.lockedUntil, now);
        throw new RateLimited(
          `Too many failed attempts for this account. Try again in ${describeWait(retryAfterS)}.`,
          retryAfterS,
        );
      }
    },

    /** One more failure in a row; returns the lockout now in force (0 when none). */
    async recordFailure(email: string): Promise<{ failures: number; lockedForS: number }> {
      const now = clock();
      const [row] = await db
        .insert(authThrottles)
        .values({ kind: "account", key: email.toLowerCase(), count: 1, windowStart: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [authThrottles.kind, authThrottles.key],
          set: { count: sql`${authThrottles.count} + 1`, updatedAt: now },
        })
        .returning({ count: authThrottles.count });
      const failures = row?.count ?? 1;
      const lockedForS = lockoutSeconds(failures);
      if (lockedForS > 0) {
        await db
          .update(authThrottles)
          .set({ lockedUntil: new Date(now.getTime() + lockedForS * 1000) })
          .where(and(eq(authThrottles.kind, "account"), eq(authThrottles.key, email.toLowerCase())));
      }
      return { failures, lockedForS };
    },

    /** Lifts every lockout of an address, the account's and its known devices' (after a password reset). */
    async clearLockouts(email: string): Promise<void> {
      const key = email.toLowerCase();
      await db.delete(authThrottles).where(
        and(
          eq(authThrottles.kind, "account"),
          or(
            eq(authThrottles.key, key),
            // Device keys are `device:<nonce>:<email>` (lockoutKey in sign-in.ts).
            and(
              like(authThrottles.key, "device:%"),
              sql`right(${authThrottles.key}, ${key.length + 1}) = ${`:${key}`}`,
            ),
          ),
        ),
      );
    },

    async recordSuccess(email: string): Promise<void> {
      await db
        .delete(authThrottles)
        .where(and(eq(authThrottles.kind, "account"), eq(authThrottles.key, email.toLowerCase())));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
