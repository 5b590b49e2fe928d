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
        const [subscription] = await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, row.userId),
              inArray(subscriptions.status, [...SUBSCRIBER_STATUSES]),
              gt(subscriptions.currentPeriodEnd, now),
            ),
          )
          .limit(1);
        return { ...row, isSubscriber: subscription !== undefined };
      } catch (error) {
        logger?.warn({ err: error }, "session lookup failed; treating the request as signed out");
        return null;
      }
    },
  };
}

export type ViewerService = ReturnType<typeof createViewerService>;
