import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oidcPayloads, sessions, users } from "~/db/schema/users.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createOidcProvider, type OidcProvider } from "./oidc-provider.ts";
import { bindGrantToSiteSession, endSingleSignOn, isAccessTokenLive, siteSessionOfGrant } from "./sso.ts";

const CLIENT_ID = "course-player";
const HOUR_MS = 3_600_000;

let database: TestDatabase;
let oidc: OidcProvider;
beforeAll(async () => {
  database = await createTestDatabase();
  oidc = await createOidcProvider({
    db: database.db,
    logger: createTestLogger().logger,
    secret: TEST_AUTH_SECRET,
    siteUrl: "http://sso.test",
    stage: "local",
    clients: [],
    trustProxy: false,
    siteSessionOf: () => Promise.resolve(null),
  });
});
afterAll(() => database.destroy());

const unique = () => crypto.randomBytes(6).toString("hex");

/** A user signed in to the site in two browsers (site sessions a and b). */
async function createUser() {
  const id = `sso_${unique()}`;
  await database.db.insert(users).values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
  const site = { a: `a_${id}`, b: `b_${id}` };
  for (const sessionId of Object.values(site)) {
    await database.db
      .insert(sessions)
      .values({ id: sessionId, token: unique() + unique(), userId: id, expiresAt: new Date(Date.now() + HOUR_MS) });
  }
  return { id, site };
}

/**
 * What one browser's app sign-in leaves in the provider's storage, made with the provider's own
 * models: its session, the grant (bound to the site session) and a code under the grant.
 */
async function signInToApp(userId: string, siteSessionId: string) {
  const { provider } = oidc;
  const grant = new provider.Grant({ accountId: userId, clientId: CLIENT_ID });
  grant.addOIDCScope("openid email");
  const grantId = await grant.save();
  await bindGrantToSiteSession(
    database.db,
    grantId,
    { userId, sessionId: siteSessionId },
    new Date(Date.now() + HOUR_MS),
  );
  const session = new provider.Session();
  session.loginAccount({ accountId: userId });
  session.ensureClientContainer(CLIENT_ID);
  session.grantIdFor(CLIENT_ID, grantId);
  await session.save(3600);
  // A code not exchanged yet: same storage shape as refresh tokens (a row carrying the grant id).
  const codeId = `code_${unique()}`;
  await database.db
    .insert(oidcPayloads)
    .values({ id: codeId, type: "AuthorizationCode", grantId, payload: { grantId, accountId: userId } });
  return { grantId, providerSessionId: session.jti, codeId };
}

async function exists(type: string, id: string) {
  const rows = await database.db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
  return rows.length === 1;
}

async function stillThere(signIn: Awaited<ReturnType<typeof signInToApp>>) {
  return {
    grant: await exists("Grant", signIn.grantId),
    binding: (await siteSessionOfGrant(database.db, signIn.grantId)) !== null,
    code: await exists("AuthorizationCode", signIn.codeId),
    providerSession: (await oidc.provider.Session.find(signIn.providerSessionId)) !== undefined,
  };
}

const ALL = { grant: true, binding: true, code: true, providerSession: true };
const NONE = { grant: false, binding: false, code: false, providerSession: false };

describe("endSingleSignOn", () => {
  it("with a site session (log-out): ends that browser's sign-in only", async () => {
    const user = await createUser();
    const someoneElse = await createUser();
    const inA = await signInToApp(user.id, user.site.a);
    const inB = await signInToApp(user.id, user.site.b);
    const theirs = await signInToApp(someoneElse.id, someoneElse.site.a);

    expect(await endSingleSignOn(database.db, user.id, { sessionId: user.site.a })).toEqual({
      grants: 1,
      providerSessions: 1,
    });
    expect(await stillThere(inA)).toEqual(NONE);
    expect(await stillThere(inB)).toEqual(ALL);
    expect(await stillThere(theirs)).toEqual(ALL);
  });

  it("without one (password change or reset): ends every sign-in of the user, nobody else's", async () => {
    const user = await createUser();
    const someoneElse = await createUser();
    const inA = await signInToApp(user.id, user.site.a);
    const inB = await signInToApp(user.id, user.site.b);
    const theirs = await signInToApp(someoneElse.id, someoneElse.site.a);

    expect(await endSingleSignOn(database.db, user.id)).toEqual({ grants: 2, providerSessions: 2 });
    expect(await stillThere(inA)).toEqual(NONE);
    expect(await stillThere(inB)).toEqual(NONE);
    expect(await stillThere(theirs)).toEqual(ALL);
    // Nothing left to end: a second call is harmless.
    expect(await endSingleSignOn(database.db, user.id)).toEqual({ grants: 0, providerSessions: 0 });
  });
});

describe("isAccessTokenLive", () => {
  it("holds while the grant and the site session both do, for their own user only", async () => {
    const user = await createUser();
    const other = await createUser();
    const { grantId } = await signInToApp(user.id, user.site.a);
    const claims = { sub: user.id, sid: user.site.a, grantId };
    expect(await isAccessTokenLive(database.db, claims)).toBe(true);
    expect(await isAccessTokenLive(database.db, { ...claims, sub: other.id })).toBe(false);
    expect(await isAccessTokenLive(database.db, { ...claims, sid: other.site.a })).toBe(false);

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, user.site.a));
    expect(await isAccessTokenLive(database.db, claims)).toBe(false);

    const inB = await signInToApp(user.id, user.site.b);
    const inBClaims = { sub: user.id, sid: user.site.b, grantId: inB.grantId };
    expect(await isAccessTokenLive(database.db, inBClaims)).toBe(true);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(oidcPayloads.type, "Grant"), eq(oidcPayloads.id, inB.grantId)));
    expect(await isAccessTokenLive(database.db, inBClaims)).toBe(false);
  });
});
