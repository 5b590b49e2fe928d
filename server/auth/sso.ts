import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { oidcPayloads, sessions } from "~/db/schema/users.ts";

/**
 * Single sign-on for our other apps lasts only as long as the site session it was signed in with
 * (decision 023). Each oidc-provider grant is bound to the site session (a `session` row) that was
 * live when the grant was made; the binding is kept in the provider's own table (`oidc_payload`,
 * under this type, with the grant's id in `grant_id`), so revoking the grant removes it too.
 */
export const SITE_SESSION_BINDING = "SiteSessionBinding";

/** A signed-in browser as our site knows it: the user and our session row's id. */
export interface SiteSession {
  userId: string;
  sessionId: string;
}

/** The database or a transaction on it. */
type Queries = Pick<Database, "select" | "delete">;

const accountIs = (userId: string) => sql`${oidcPayloads.payload}->>'accountId' = ${userId}`;
const notExpired = (now: Date) => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

/** Records that `grantId` was made in the site session `session`; it lives as long as the grant. */
export async function bindGrantToSiteSession(
  db: Database,
  grantId: string,
  session: SiteSession,
  expiresAt: Date,
): Promise<void> {
  const values = {
    id: grantId,
    type: SITE_SESSION_BINDING,
    grantId,
    payload: { accountId: session.userId, siteSessionId: session.sessionId },
    expiresAt,
  };
  await db
    .insert(oidcPayloads)
    .values(values)
    .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
}

/** The site session a grant was made in, or null (unbound, expired or revoked). */
export async function siteSessionOfGrant(db: Database, grantId: string): Promise<string | null> {
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, SITE_SESSION_BINDING), eq(oidcPayloads.id, grantId), notExpired(new Date())))
    .limit(1);
  const siteSessionId = (row?.payload as { siteSessionId?: unknown } | undefined)?.siteSessionId;
  return typeof siteSessionId === "string" ? siteSessionId : null;
}

/**
 * Revokes grants as oidc-provider's `revoke` does: the grant and everything issued under it
 * (codes, refresh tokens, the site-session binding). JWT access tokens are not stored; the API
 * refuses them once their grant is gone (see isAccessTokenLive).
 */
export async function revokeGrants(db: Queries, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .delete(oidcPayloads)
    .where(
      or(
        inArray(oidcPayloads.grantId, grantIds),
        and(eq(oidcPayloads.type, "Grant"), inArray(oidcPayloads.id, grantIds)),
      ),
    );
}

/**
 * Ends single sign-on for a user: their grants are revoked (so access and refresh tokens issued
 * under them stop working and unused codes die) and their provider sessions are destroyed (so no
 * code is issued without the site's sign-in step again).
 *
 * - `{ sessionId }`: only what was signed in with that site session (log-out of one browser).
 * - no `sessionId`: everything of the user, in every browser (password change or reset).
 */
export async function endSingleSignOn(
  db: Database,
  userId: string,
  { sessionId }: { sessionId?: string } = {},
): Promise<{ grants: number; providerSessions: number }> {
  return db.transaction(async (tx) => {
    const grantRows = await tx
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(
        sessionId
          ? and(
              eq(oidcPayloads.type, SITE_SESSION_BINDING),
              accountIs(userId),
              sql`${oidcPayloads.payload}->>'siteSessionId' = ${sessionId}`,
            )
          : and(inArray(oidcPayloads.type, ["Grant", SITE_SESSION_BINDING]), accountIs(userId)),
      );
    const grantIds = [...new Set(grantRows.map((row) => row.id))];
    await revokeGrants(tx, grantIds);

    const providerSessions = await tx
      .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, "Session"), accountIs(userId)));
    const revoked = new Set(grantIds);
    // One browser's provider session is the one that holds a grant of that site session.
    const ended = sessionId
      ? providerSessions.filter((row) => {
          const authorizations = (row.payload as { authorizations?: Record<string, { grantId?: string }> })
            .authorizations;
          return Object.values(authorizations ?? {}).some((a) => a.grantId !== undefined && revoked.has(a.grantId));
        })
      : providerSessions;
    if (ended.length > 0) {
      await tx.delete(oidcPayloads).where(
        and(
          eq(oidcPayloads.type, "Session"),
          inArray(
            oidcPayloads.id,
            ended.map((row) => row.id),
          ),
        ),
      );
    }
    return { grants: grantIds.length, providerSessions: ended.length };
  });
}

/**
 * Whether an access token still stands for a signed-in user: its grant exists (not revoked, not
 * expired) and the site session it was issued in is still live. No cache: one primary-key lookup
 * each, and a revocation must hold at once on every app server.
 */
export async function isAccessTokenLive(
  db: Database,
  claims: { sub: string; sid: string; grantId: string },
): Promise<boolean> {
  const now = new Date();
  const [grants, liveSessions] = await Promise.all([
    db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, "Grant"),
          eq(oidcPayloads.id, claims.grantId),
          accountIs(claims.sub),
          notExpired(now),
        ),
      )
      .limit(1),
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), gt(sessions.expiresAt, now)))
      .limit(1),
  ]);
  return grants.length === 1 && liveSessions.length === 1;
}
