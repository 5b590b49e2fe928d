import { and, eq, gt, inArray } from "drizzle-orm";
import { ACCESS_TOKEN_TTL_S, DAY_S, SESSION_TTL_S } from "~/core/auth-limits.ts";
import type { Database } from "~/db/client.ts";
import { sessions, subscriptions, users } from "~/db/schema/users.ts";
import { readCookie, serializeCookie, signCookieValue, verifySignedValue } from "../auth/cookies.ts";
import type { Logger } from "../logger.ts";
import { isDatabaseUnavailable } from "../db-errors.ts";

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  /** The session of a cookie; for an API caller with an access token, the token's id (`jti`). */
  sessionId: string;
  isSubscriber: boolean;
  /** When the session's access window (spec section 4) runs out and the client should refresh it. */
  accessTokenExpiresAt: Date;
}

/** The access window of a session last refreshed at `refreshedAt`. */
export const accessTokenExpiry = (refreshedAt: Date) => new Date(refreshedAt.getTime() + ACCESS_TOKEN_TTL_S * 1000);

/** Session tokens are random URL-safe strings; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,255}$/;
const SUBSCRIBER_STATUSES = ["active", "trialing"] as const;

export interface ViewerServiceOptions {
  db: Database;
  logger?: Logger;
  /** The secret better-auth signs the session cookie with. */
  secret: string;
  /** The session cookie's name (with the __Secure- prefix over https). */
  cookieName: string;
  /** better-auth's "remember me off" marker cookie; named after the session cookie by default. */
  dontRememberCookieName?: string;
}

export function createViewerService({
  db,
  logger,
  secret,
  cookieName,
  dontRememberCookieName = cookieName.replace(/session_token$/, "dont_remember"),
}: ViewerServiceOptions) {
  const tokenOf = (request: Request) => {
    const token = verifySignedValue(readCookie(request.headers.get("cookie"), cookieName), secret);
    return token && TOKEN_PATTERN.test(token) ? token : null;
  };
  async function isSubscriber(userId: string, now: Date): Promise<boolean> {
    const [subscription] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, [...SUBSCRIBER_STATUSES]),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .limit(1);
    return subscription !== undefined;
  }

  return {
    /**
     * The signed-in user of a request, or null: no cookie, a malformed one, an unknown or
     * expired session. A database failure is logged and also answers null (spec section 8:
     * a failed session fetch is treated as signed out), so this never throws.
     */
    async fromRequest(request: Request): Promise<Viewer | null> {
      const token = tokenOf(request);
      if (!token) return null;
      try {
        const now = new Date();
        const [row] = await db
          .select({
            userId: users.id,
            email: users.email,
            name: users.name,
            sessionId: sessions.id,
            refreshedAt: sessions.updatedAt,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
          .limit(1);
        if (!row) return null;
        const { refreshedAt, ...rest } = row;
        return {
          ...rest,
          isSubscriber: await isSubscriber(row.userId, now),
          accessTokenExpiresAt: accessTokenExpiry(refreshedAt),
        };
      } catch (error) {
        // A database outage is not a sign-out: the request fails (503) and the session stays (issue 20).
        if (isDatabaseUnavailable(error)) throw error;
        logger?.warn({ err: error }, "session lookup failed; treating the request as signed out");
        return null;
      }
    },

    /**
     * Refreshes the session of a request (spec section 4): a new access window, the row slid forward
     * (a "remember me" session by its 30 days and its cookie again, others by a day) and "last seen"
     * moved to now. Null when there is no live session: the caller is signed out.
     */
    async refresh(request: Request): Promise<{ accessTokenExpiresAt: Date; setCookies: string[] } | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const now = new Date();
      const remember = readCookie(request.headers.get("cookie"), dontRememberCookieName) === null;
      const lifetimeS = remember ? SESSION_TTL_S : DAY_S;
      const [row] = await db
        .update(sessions)
        .set({ updatedAt: now, expiresAt: new Date(now.getTime() + lifetimeS * 1000) })
        .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id });
      if (!row) return null;
      const setCookies = remember
        ? [
            serializeCookie(cookieName, signCookieValue(token, secret), {
              maxAgeSeconds: SESSION_TTL_S,
              secure: cookieName.startsWith("__Secure-"),
            }),
          ]
        : [];
      return { accessTokenExpiresAt: accessTokenExpiry(now), setCookies };
    },

    /**
     * The viewer behind a verified access token (its `sub` and `jti`), or null when the user no
     * longer exists. Unlike a cookie, a token the caller sent must not silently count as signed
     * out, so database failures propagate.
     */
    async fromAccessToken(claims: { sub: string; jti: string; exp?: number }): Promise<Viewer | null> {
      const [user] = await db
        .select({ userId: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, claims.sub))
        .limit(1);
      if (!user) return null;
      const now = new Date();
      return {
        ...user,
        sessionId: claims.jti,
        isSubscriber: await isSubscriber(user.userId, now),
        accessTokenExpiresAt: claims.exp ? new Date(claims.exp * 1000) : accessTokenExpiry(now),
      };
    },
  };
}

export type ViewerService = ReturnType<typeof createViewerService>;
