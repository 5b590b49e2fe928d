import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { hasPremiumAccess, LIVE_STATUSES, teamSeatGrantsPremium, type EntitlementSource } from "~/core/entitlement.ts";
import type { Database } from "~/db/client.ts";
import { users } from "~/db/schema/users.ts";
import { plans, subscriptions } from "~/db/schema/commerce.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { authCookieNames, readCookie, sessionSetCookie } from "../auth/cookies.ts";
import type { Logger } from "../logger.ts";
import { accessTokenExpiry, type SessionStore } from "./auth/sessions.ts";
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

export { accessTokenExpiry };

export interface ViewerServiceOptions {
  db: Database;
  sessions: SessionStore;
  /** Cookies carry the __Secure- prefix over https. */
  secureCookies: boolean;
  logger?: Logger;
}

export function createViewerService({ db, sessions, secureCookies, logger }: ViewerServiceOptions) {
  const cookieName = authCookieNames(secureCookies).session;
  const tokenOf = (request: Request) => readCookie(request.headers.get("cookie"), cookieName);

  const teamPlan = alias(subscriptions, "team_plan");

  /**
   * Premium access by the one policy of `core/entitlement.ts`: the person's own live plans and an
   * active team seat (issue 19), read in one query (a row per live plan, the seat on each). A Teams
   * plan is not a plan of its buyer's own: it gives access through its seats, one of which the buyer
   * holds unless they gave it back (decision 053).
   */
  async function isSubscriber(userId: string, now: Date): Promise<boolean> {
    const rows = await db
      .select({
        product: plans.product,
        plan: {
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          pastDueSince: subscriptions.pastDueSince,
        },
        seat: {
          billing: teams.billing,
          contractEndsAt: teams.contractEndsAt,
          status: teamPlan.status,
          currentPeriodEnd: teamPlan.currentPeriodEnd,
          pastDueSince: teamPlan.pastDueSince,
        },
      })
      .from(users)
      .leftJoin(
        subscriptions,
        and(eq(subscriptions.userId, users.id), inArray(subscriptions.status, [...LIVE_STATUSES])),
      )
      .leftJoin(plans, eq(plans.id, subscriptions.plan))
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.userId, users.id), eq(teamMembers.status, "active"), eq(teamMembers.holdsSeat, true)),
      )
      .leftJoin(teams, eq(teams.id, teamMembers.teamId))
      .leftJoin(teamPlan, eq(teamPlan.id, teams.subscriptionId))
      .where(eq(users.id, userId));
    const own = rows.flatMap((r) =>
      r.plan?.status && r.plan.currentPeriodEnd && r.product !== "teams" ? [r.plan as EntitlementSource] : [],
    );
    const seat = rows[0]?.seat;
    const teamSeat = seat?.billing ? teamSeatGrantsPremium({ ...seat, billing: seat.billing }, now) : false;
    return hasPremiumAccess({ subscriptions: own, teamSeat }, now);
  }

  return {
    /** The session token a request carries (for log-out and the session refresh), or null. */
    sessionTokenOf: tokenOf,

    /**
     * The signed-in user of a request, or null: no cookie, a malformed one, an unknown or ended
     * session. A database failure is logged and also answers null (spec section 8: a failed session
     * fetch is treated as signed out), so this never throws.
     */
    async fromRequest(request: Request): Promise<Viewer | null> {
      const token = tokenOf(request);
      if (!token) return null;
      try {
        const session = await sessions.read(token);
        if (!session) return null;
        return { ...session, isSubscriber: await isSubscriber(session.userId, new Date()) };
      } catch (error) {
        // A database outage is not a sign-out: the request fails (503) and the session stays (issue 20).
        if (isDatabaseUnavailable(error)) throw error;
        logger?.warn({ err: error }, "session lookup failed; treating the request as signed out");
        return null;
      }
    },

    /**
     * Refreshes the session of a request (spec section 4). Null when there is no live session: the
     * caller is signed out.
     */
    async refresh(request: Request): Promise<{ accessTokenExpiresAt: Date; setCookies: string[] } | null> {
      const refreshed = await sessions.refresh(tokenOf(request));
      if (!refreshed) return null;
      return {
        accessTokenExpiresAt: refreshed.accessTokenExpiresAt,
        setCookies: [sessionSetCookie(refreshed.session, secureCookies)],
      };
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
