import { and, desc, eq, gt, ne } from "drizzle-orm";
import { ACCESS_TOKEN_TTL_S, DAY_S, SESSION_TTL_S } from "~/core/auth-limits.ts";
import type { Database } from "~/db/client.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { createHasher, randomToken } from "../../auth/crypto.ts";
import type { Clock } from "./throttle.ts";

/** Session tokens are random URL-safe strings; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,255}$/;

/** A session as the request pipeline sees it. */
export interface SessionView {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  /** When the access window (spec section 4) runs out and the client should refresh. */
  accessTokenExpiresAt: Date;
}

/** What the browser must be given after a session is issued or refreshed. */
export interface IssuedSession {
  sessionId: string;
  token: string;
  /** Cookie lifetime; null for a browser-session cookie ("keep me logged in" off). */
  cookieMaxAgeS: number | null;
}

export interface SessionStoreOptions {
  db: Database;
  secret: string;
  /** Absolute lifetime: a session ends this long after sign-in however often it is refreshed. */
  maxAgeDays: number;
  clock?: Clock;
}

export const accessTokenExpiry = (refreshedAt: Date) => new Date(refreshedAt.getTime() + ACCESS_TOKEN_TTL_S * 1000);

/**
 * The one place that issues, reads, refreshes and revokes sessions (decision 018). Rows hold a keyed
 * hash of the cookie's token; each row's end is the sooner of its sliding expiry and its absolute end.
 */
export function createSessionStore({ db, secret, maxAgeDays, clock = () => new Date() }: SessionStoreOptions) {
  const hash = createHasher(secret);
  const maxAgeMs = maxAgeDays * DAY_S * 1000;
  const absoluteEnd = (createdAt: Date) => new Date(createdAt.getTime() + maxAgeMs);
  /** The sliding expiry from `now`, never past the absolute end. */
  const slidingEnd = (now: Date, persistent: boolean, createdAt: Date) =>
    new Date(Math.min(now.getTime() + (persistent ? SESSION_TTL_S : DAY_S) * 1000, absoluteEnd(createdAt).getTime()));
  const cookieAge = (persistent: boolean, expiresAt: Date, now: Date) =>
    persistent ? Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)) : null;
  const liveToken = (token: string | null) => (token && TOKEN_PATTERN.test(token) ? hash(token) : null);
  /** Rows still inside both lifetimes. */
  const live = (now: Date) =>
    and(gt(sessions.expiresAt, now), gt(sessions.createdAt, new Date(now.getTime() - maxAgeMs)));

  return {
    async issue(
      userId: string,
      { persistent, ip, userAgent }: { persistent: boolean; ip: string | null; userAgent: string | null },
    ): Promise<IssuedSession> {
      const now = clock();
      const token = randomToken();
      const expiresAt = slidingEnd(now, persistent, now);
      const sessionId = randomToken();
      await db.insert(sessions).values({
        id: sessionId,
        token: hash(token),
        userId,
        persistent,
        expiresAt,
        ipAddress: ip,
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return { sessionId, token, cookieMaxAgeS: cookieAge(persistent, expiresAt, now) };
    },

    /** The live session of a cookie token, with its user, or null. */
    async read(token: string | null): Promise<SessionView | null> {
      const tokenHash = liveToken(token);
      if (!tokenHash) return null;
      const now = clock();
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          email: users.email,
          name: users.name,
          refreshedAt: sessions.updatedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.token, tokenHash), live(now)))
        .limit(1);
      if (!row) return null;
      const { refreshedAt, ...rest } = row;
      return { ...rest, accessTokenExpiresAt: accessTokenExpiry(refreshedAt) };
    },

    /**
     * A new access window (spec section 4): "last seen" moves to now and the expiry slides, capped by
     * the absolute lifetime. Null when the session is gone: the caller is signed out.
     */
    async refresh(token: string | null): Promise<{ accessTokenExpiresAt: Date; session: IssuedSession } | null> {
      const tokenHash = liveToken(token);
      if (!tokenHash || !token) return null;
      const now = clock();
      const [row] = await db
        .select({ id: sessions.id, persistent: sessions.persistent, createdAt: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.token, tokenHash), live(now)))
        .limit(1);
      if (!row) return null;
      const expiresAt = slidingEnd(now, row.persistent, row.createdAt);
      const updated = await db
        .update(sessions)
        .set({ updatedAt: now, expiresAt })
        .where(and(eq(sessions.id, row.id), live(now)))
        .returning({ id: sessions.id });
      if (updated.length === 0) return null;
      return {
        accessTokenExpiresAt: accessTokenExpiry(now),
        session: { sessionId: row.id, token, cookieMaxAgeS: cookieAge(row.persistent, expiresAt, now) },
      };
    },

    /** Ends the session of a cookie token (log out); returns its user, or null when there was none. */
    async revokeToken(token: string | null): Promise<{ userId: string; sessionId: string } | null> {
      const tokenHash = liveToken(token);
      if (!tokenHash) return null;
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.token, tokenHash))
        .returning({ userId: sessions.userId, sessionId: sessions.id });
      return row ?? null;
    },

    /** Ends one of a user's sessions; false when it had already ended. */
    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** Ends every session of a user but `keepSessionId` (all when absent); returns the ids that ended. */
    async revokeAll(userId: string, keepSessionId?: string): Promise<string[]> {
      const deleted = await db
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return deleted.map((row) => row.id);
    },

    async list(userId: string) {
      const now = clock();
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.updatedAt));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
