import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { sessions, subscriptions, users } from "~/db/schema/users.ts";
import { readCookie, verifySignedValue } from "../auth/cookies.ts";
import type { Logger } from "../logger.ts";

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  /** The session of a cookie; for an API caller with an access token, the token's id (`jti`). */
  sessionId: string;
  isSubscriber: boolean;
}

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
}

export function createViewerService({ db, logger, secret, cookieName }: ViewerServiceOptions) {
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
      const token = verifySignedValue(readCookie(request.headers.get("cookie"), cookieName), secret);
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      try {
        const now = new Date();
        const [row] = await db
          .select({ userId: users.id, email: users.email, name: users.name, sessionId: sessions.id })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
          .limit(1);
        if (!row) return null;
        return { ...row, isSubscriber: await isSubscriber(row.userId, now) };
      } catch (error) {
        logger?.warn({ err: error }, "session lookup failed; treating the request as signed out");
        return null;
      }
    },

    /**
     * The viewer behind a verified access token (its `sub` and `jti`), or null when the user no
     * longer exists. Unlike a cookie, a token the caller sent must not silently count as signed
     * out, so database failures propagate.
     */
    async fromAccessToken(claims: { sub: string; jti: string }): Promise<Viewer | null> {
      const [user] = await db
        .select({ userId: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, claims.sub))
        .limit(1);
      if (!user) return null;
      return { ...user, sessionId: claims.jti, isSubscriber: await isSubscriber(user.userId, new Date()) };
    },
  };
}

export type ViewerService = ReturnType<typeof createViewerService>;
