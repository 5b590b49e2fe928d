import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { sessions, subscriptions, users } from "~/db/schema/users.ts";
import type { Logger } from "../logger.ts";

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  isSubscriber: boolean;
}

/**
 * The session cookie, named the way better-auth names it (`<prefix>.session_token`). better-auth
 * takes the cookie over with the accounts issue; `fromRequest` keeps its signature.
 */
export const SESSION_COOKIE = "maven.session_token";

/** Session tokens are random URL-safe strings; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,255}$/;
const SUBSCRIBER_STATUSES = ["active", "trialing"] as const;

/** The value of one cookie from a Cookie header, or null. The first of duplicates wins (most specific path). */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export function createViewerService({ db, logger }: { db: Database; logger?: Logger }) {
  return {
    /**
     * The signed-in user of a request, or null: no cookie, a malformed one, an unknown or
     * expired session. A database failure is logged and also answers null (spec section 8:
     * a failed session fetch is treated as signed out), so this never throws.
     */
    async fromRequest(request: Request): Promise<Viewer | null> {
      const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      try {
        const now = new Date();
        const [row] = await db
          .select({ userId: users.id, email: users.email, name: users.name })
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
