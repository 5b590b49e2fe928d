// The GraphQL API over HTTP, as our other apps call it: the app's own Express server on an
// ephemeral port, a seeded database, our OpenID provider's key for Bearer tokens, and a real
// GraphQL client (graphql-request). Covers both auth modes, the owner check, the limits, masked
// errors, introspection in production and the transport rules (GET, CSRF, rate limit, caching).
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { ClientError, GraphQLClient } from "graphql-request";
import { SignJWT, importJWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "~/app/express.server.ts";
import { MARKETING_COOKIE_NAME } from "~/core/marketing.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { datasets } from "~/db/schema/resources.ts";
import { marketingEvents } from "~/db/schema/marketing.ts";
import { appMeta } from "~/db/schema/newsletter.ts";
import { authThrottles, oidcPayloads, sessions, users } from "~/db/schema/users.ts";
import { subscriptions } from "~/db/schema/commerce.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { createCipher } from "~/server/auth/crypto.ts";
import { createOidcProvider } from "~/server/auth/oidc-provider.ts";
import { bindGrantToSiteSession, endSingleSignOn, revokeGrants } from "~/server/auth/sso.ts";
import { parseEnv } from "~/server/env.ts";
import { GRAPHQL_LIMITS } from "~/server/graphql/server.ts";
import { createServices, type Services } from "~/server/services.ts";
import { sessionCookie, TEST_AUTH_SECRET, testTokenHash } from "~/tests/setup/auth.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";

const SITE_URL = "http://api.test";
const LOCKED = "ds_tech-stock-prices";
const OPEN = "ds_penguins";

let database: TestDatabase;
let storageDir: string;
let services: Services;
const servers: { close(): void }[] = [];
let base = "";
const logs = createTestLogger();
const people = { learner: { id: "", token: "" }, subscriber: { id: "", token: "" }, other: { id: "", token: "" } };

async function createUser(kind: keyof typeof people) {
  const id = `gql_${kind}_${crypto.randomBytes(4).toString("hex")}`;
  const token = crypto.randomBytes(24).toString("base64url");
  await database.db
    .insert(users)
    .values({ id, name: `Ada ${kind}`, firstName: "Ada", lastName: kind, email: `${id}@example.com` });
  await database.db
    .insert(sessions)
    .values({ id: `s_${id}`, token: testTokenHash(token), userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  if (kind === "subscriber") {
    await database.db.insert(subscriptions).values({
      id: `sub_${id}`,
      userId: id,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
  }
  people[kind] = { id, token };
}

/** Starts the app's HTTP server (no pages: only the API is asked) and returns its origin. */
async function startApp(envOverrides: Record<string, string> = {}): Promise<string> {
  const env = parseEnv({
    NODE_ENV: "production",
    SITE_URL,
    PAYMENTS_TEST_MODE: "true",
    DEV_MAILBOX: "true",
    STORAGE_DIR: storageDir,
    OIDC_CLIENTS: "[]",
    GRAPHQL_RATE_LIMIT_PER_MINUTE: "10000",
    ...envOverrides,
  });
  const oidc = await createOidcProvider({
    db: database.db,
    logger: logs.logger,
    secret: TEST_AUTH_SECRET,
    siteUrl: env.siteUrl,
    stage: env.oidcStage,
    clients: [],
    trustProxy: false,
    siteSessionOf: (request) => services.viewer.fromRequest(request),
  });
  const app = createHttpApp({
    env,
    logger: logs.logger,
    services,
    oidc,
    build: () => Promise.reject(new Error("this test asks no pages")),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A grant as our provider stores it, made in the site session `sid` (decision 023). */
async function storedGrant(sub: string, sid = `s_${sub}`): Promise<string> {
  const grantId = `grant_${crypto.randomBytes(6).toString("hex")}`;
  const expiresAt = new Date(Date.now() + 3_600_000);
  await database.db.insert(oidcPayloads).values({
    id: grantId,
    type: "Grant",
    payload: { accountId: sub, clientId: "course-player", jti: grantId },
    expiresAt,
  });
  await bindGrantToSiteSession(database.db, grantId, { userId: sub, sessionId: sid }, expiresAt);
  return grantId;
}

/**
 * An access token signed as our OpenID provider signs them (RFC 9068 JWT), with overrides; by
 * default under a new grant made in the user's site session `s_<id>`.
 */
async function accessToken(
  sub: string,
  {
    audience = `${SITE_URL}/api`,
    issuer = `${SITE_URL}/oidc`,
    expiresIn = "1h",
    key = "provider",
    sid = `s_${sub}`,
    grantId = undefined as string | null | undefined,
  } = {},
) {
  const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, "oidc_signing_key"));
  const providerJwk = JSON.parse(createCipher(TEST_AUTH_SECRET).decrypt(row!.value)) as crypto.JsonWebKey & {
    kid: string;
  };
  const jwk =
    key === "provider"
      ? providerJwk
      : {
          ...crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }),
          kid: providerJwk.kid,
        };
  const grant = grantId === undefined ? await storedGrant(sub, sid) : grantId;
  return new SignJWT({
    scope: "openid email",
    client_id: "course-player",
    ...(sid ? { sid } : {}),
    ...(grant ? { grant_id: grant } : {}),
  })
    .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: jwk.kid })
    .setSubject(sub)
    .setJti(crypto.randomUUID())
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await importJWK(jwk as never, "RS256"));
}

interface Answer {
  status: number;
  data: Record<string, unknown> | null | undefined;
  errors: { message: string; extensions?: { code?: string }; path?: unknown; locations?: unknown }[];
  headers: Headers;
}

/** One request through graphql-request; errors are returned, not thrown, to assert on them. */
async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  { cookie, bearer, headers = {} }: { cookie?: string; bearer?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const client = new GraphQLClient(`${base}/graphql`, {
    headers: {
      ...headers,
      ...(cookie ? { cookie, origin: base } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });
  try {
    const result = await client.rawRequest<Record<string, unknown>>(query, variables);
    return {
      status: result.status,
      data: result.data,
      errors: (result.errors ?? []) as unknown as Answer["errors"],
      headers: result.headers,
    };
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    return {
      status: error.response.status,
      data: error.response.data as Answer["data"],
      errors: (error.response.errors ?? []) as Answer["errors"],
      headers: error.response.headers,
    };
  }
}

const codes = (answer: Answer) => answer.errors.map((e) => e.extensions?.code);

/** Nothing of our internals may reach a client. */
function expectNothingInternal(answer: Answer) {
  const text = JSON.stringify(answer.errors);
  for (const leak of ["stack", "originalError", "select ", "SELECT ", "/work/", "node_modules", ".ts:"]) {
    expect(text).not.toContain(leak);
  }
  expect(text).not.toMatch(/\bat \S+ \(/);
}

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "graphql-api-"));
  const storage = createLocalStorage(storageDir);
  await seedDatabase(database.db, { storage });
  const env = parseEnv({
    NODE_ENV: "production",
    SITE_URL,
    DEV_MAILBOX: "true",
    PAYMENTS_TEST_MODE: "true",
    STORAGE_DIR: storageDir,
  });
  services = createServices({ database, storage, env, logger: logs.logger, authSecret: TEST_AUTH_SECRET });
  for (const kind of Object.keys(people) as (keyof typeof people)[]) await createUser(kind);
  base = await startApp();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await database?.destroy();
  if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
});

const ME = "{ me { id email name first_name last_name is_subscriber email_verified created_at } }";
const DATASET = `query($id: ID!) {
  getDataset(id: $id) {
    id legacy_id title description data_structure date_added file_type locked license
    number_of_fields number_of_records recommended_analysis source tags image_src
    download_files { id title file_type file_size download_url }
    preview_files { id title download_url }
  }
}`;
const ATTRIBUTES = `query($owner: ID!, $limit: Int) {
  listUserAttributes(filter: { owner: { eq: $owner } }, limit: $limit) { items { name type value } nextToken }
}`;

describe("me", () => {
  it("is null in the public mode", async () => {
    const answer = await gql(ME);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ me: null });
  });

  it("is the caller's record with a session cookie or a Bearer access token", async () => {
    for (const credentials of [
      { cookie: sessionCookie(people.subscriber.token) },
      { bearer: await accessToken(people.subscriber.id) },
    ]) {
      const answer = await gql(ME, {}, credentials);
      expect(answer.errors).toEqual([]);
      expect(answer.data?.me).toMatchObject({
        id: people.subscriber.id,
        email: `${people.subscriber.id}@example.com`,
        first_name: "Ada",
        last_name: "subscriber",
        is_subscriber: true,
        email_verified: false,
      });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a token that is forged, expired, for another audience or issuer, or malformed (401)", async () => {
    const bad = [
      await accessToken(people.learner.id, { key: "other" }),
      await accessToken(people.learner.id, { expiresIn: "-1m" }),
      await accessToken(people.learner.id, { audience: "https://elsewhere.example/api" }),
      await accessToken(people.learner.id, { issuer: "https://elsewhere.example/oidc" }),
      await accessToken("no_such_user"),
      // Without the site session or grant it was issued in (decision 023).
      await accessToken(people.learner.id, { sid: "" }),
      await accessToken(people.learner.id, { grantId: null }),
      // Someone else's live session or grant.
      await accessToken(people.learner.id, { sid: `s_${people.other.id}` }),
      await accessToken(people.learner.id, { grantId: await storedGrant(people.other.id) }),
      "not-a-jwt",
    ];
    for (const bearer of bad) {
      const answer = await gql(ME, {}, { bearer });
      expect(answer.status).toBe(401);
      expect(codes(answer)).toEqual(["UNAUTHENTICATED"]);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    }
    const basic = await gql(ME, {}, { headers: { authorization: "Basic dXNlcjpwYXNz" } });
    expect(basic.status).toBe(401);
  });

  it("refuses a token once its grant is revoked or its site session has ended (decision 023)", async () => {
    const userId = `gql_sso_${crypto.randomBytes(4).toString("hex")}`;
    await database.db.insert(users).values({ id: userId, name: "Ada Sso", email: `${userId}@example.com` });
    const keep = { id: `s_${userId}`, token: crypto.randomBytes(24).toString("base64url") };
    const other = { id: `s2_${userId}`, token: crypto.randomBytes(24).toString("base64url") };
    for (const session of [keep, other]) {
      await database.db.insert(sessions).values({ ...session, userId, expiresAt: new Date(Date.now() + 3_600_000) });
    }
    const meOf = async (bearer: string) => {
      const answer = await gql(ME, {}, { bearer });
      return answer.status === 200 ? (answer.data?.me as { id: string }).id : codes(answer);
    };

    // The provider revoked the grant (a replayed code, a revocation request).
    const grantId = await storedGrant(userId);
    const revokedLater = await accessToken(userId, { grantId });
    expect(await meOf(revokedLater)).toBe(userId);
    await revokeGrants(database.db, [grantId]);
    expect(await meOf(revokedLater)).toEqual(["UNAUTHENTICATED"]);

    // Log-out of one browser: that session's tokens stop, the other browser's go on.
    const inKept = await accessToken(userId);
    const inOther = await accessToken(userId, { sid: other.id });
    expect(await endSingleSignOn(database.db, userId, { sessionId: other.id })).toMatchObject({ grants: 1 });
    expect(await meOf(inOther)).toEqual(["UNAUTHENTICATED"]);
    expect(await meOf(inKept)).toBe(userId);

    // A session row deleted without a word to the provider (revoked from the security page).
    const beforeRevoke = await accessToken(userId, { sid: other.id });
    expect(await meOf(beforeRevoke)).toBe(userId);
    await database.db.delete(sessions).where(eq(sessions.id, other.id));
    expect(await meOf(beforeRevoke)).toEqual(["UNAUTHENTICATED"]);

    // Password change or reset: every grant of the user ends, even the current session's.
    expect(await endSingleSignOn(database.db, userId)).toMatchObject({ grants: 2 });
    expect(await meOf(inKept)).toEqual(["UNAUTHENTICATED"]);
    expect(await meOf(await accessToken(userId))).toBe(userId);
  });
});

describe("listUserAttributes", () => {
  it("lists the owner's attributes with a cookie or a token, limit 1000 by default", async () => {
    for (const credentials of [
      { cookie: sessionCookie(people.learner.token) },
      { bearer: await accessToken(people.learner.id) },
    ]) {
      const answer = await gql(ATTRIBUTES, { owner: people.learner.id }, credentials);
      expect(answer.errors).toEqual([]);
      const list = answer.data?.listUserAttributes as { items: { name: string; value: unknown }[] };
      expect(list.items).toEqual(
        expect.arrayContaining([
          { name: "first_name", type: "string", value: "Ada" },
          { name: "email", type: "string", value: `${people.learner.id}@example.com` },
        ]),
      );
    }
  });

  it("gives avatar_src as an absolute URL, in me and in the attributes, so another app's page can show it", async () => {
    const avatar = `/images/users/${people.other.id}.svg`;
    await database.db.update(users).set({ image: avatar }).where(eq(users.id, people.other.id));
    const credentials = { bearer: await accessToken(people.other.id) };
    const me = await gql("{ me { avatar_src } }", {}, credentials);
    expect(me.data).toEqual({ me: { avatar_src: `${SITE_URL}${avatar}` } });
    const list = await gql(ATTRIBUTES, { owner: people.other.id }, credentials);
    expect((list.data?.listUserAttributes as { items: unknown[] }).items).toContainEqual({
      name: "avatar_src",
      type: "string",
      value: `${SITE_URL}${avatar}`,
    });

    // An avatar already on another host (a Google photo) is given as it is.
    const google = "https://lh3.googleusercontent.com/a/photo=s96-c";
    await database.db.update(users).set({ image: google }).where(eq(users.id, people.other.id));
    expect((await gql("{ me { avatar_src } }", {}, credentials)).data).toEqual({ me: { avatar_src: google } });
    await database.db.update(users).set({ image: null }).where(eq(users.id, people.other.id));
    expect((await gql("{ me { avatar_src } }", {}, credentials)).data).toEqual({ me: { avatar_src: null } });
  });

  it("refuses someone else's attributes (FORBIDDEN), visitors (UNAUTHENTICATED) and limits past 1000", async () => {
    const other = await gql(ATTRIBUTES, { owner: people.other.id }, { cookie: sessionCookie(people.learner.token) });
    expect(codes(other)).toEqual(["FORBIDDEN"]);
    expect(other.data).toBeNull();
    const visitor = await gql(ATTRIBUTES, { owner: people.learner.id });
    expect(codes(visitor)).toEqual(["UNAUTHENTICATED"]);
    for (const limit of [0, 1001]) {
      const answer = await gql(
        ATTRIBUTES,
        { owner: people.learner.id, limit },
        { cookie: sessionCookie(people.learner.token) },
      );
      expect(codes(answer)).toEqual(["BAD_USER_INPUT"]);
    }
  });
});

describe("data sets", () => {
  it("gives every field of a data set, with absolute URLs", async () => {
    const answer = await gql(DATASET, { id: OPEN });
    expect(answer.errors).toEqual([]);
    const dataset = answer.data?.getDataset as Record<string, unknown> & {
      download_files: { download_url: string }[];
      preview_files: { download_url: string }[];
    };
    expect(dataset).toMatchObject({ id: OPEN, locked: false, data_structure: "single" });
    expect(typeof dataset.tags).toBe("string");
    expect(dataset.download_files[0]!.download_url).toMatch(
      /^http:\/\/api\.test\/data-playground\/files\/ds_penguins\//,
    );
    expect(dataset.preview_files[0]!.download_url).toMatch(/^http:\/\/api\.test\/data-playground\/preview\//);
  });

  it("gives the download URLs of a locked data set to subscribers only", async () => {
    const visitor = (await gql(DATASET, { id: LOCKED })).data?.getDataset as {
      download_files: { download_url: string | null }[];
      recommended_analysis: string | null;
    };
    expect(visitor.download_files.length).toBeGreaterThan(0);
    expect(visitor.download_files.every((f) => f.download_url === null)).toBe(true);
    expect(visitor.recommended_analysis).toBeNull();
    const member = (await gql(DATASET, { id: LOCKED }, { cookie: sessionCookie(people.learner.token) })).data
      ?.getDataset as { download_files: { download_url: string | null }[] };
    expect(member.download_files.every((f) => f.download_url === null)).toBe(true);
    for (const credentials of [
      { cookie: sessionCookie(people.subscriber.token) },
      { bearer: await accessToken(people.subscriber.id) },
    ]) {
      const subscriber = (await gql(DATASET, { id: LOCKED }, credentials)).data?.getDataset as {
        download_files: { download_url: string | null }[];
        recommended_analysis: string | null;
      };
      expect(
        subscriber.download_files.every((f) => f.download_url?.startsWith(`${SITE_URL}/data-playground/files/`)),
      ).toBe(true);
      expect(subscriber.recommended_analysis).not.toBeNull();
    }
  });

  it("answers an unknown id with null and NOT_FOUND", async () => {
    const answer = await gql(DATASET, { id: "ds_nothing_here" });
    expect(answer.data).toEqual({ getDataset: null });
    expect(codes(answer)).toEqual(["NOT_FOUND"]);
    expect(answer.errors[0]!.message).toBe("We couldn't find that data set.");
  });

  it("lists by legacy_id and pages through everything with nextToken", async () => {
    const byLegacy = await gql("{ listDatasets(filter: { legacy_id: { eq: 2 } }) { items { legacy_id } nextToken } }");
    expect(byLegacy.data?.listDatasets).toEqual({ items: [{ legacy_id: 2 }], nextToken: null });

    const total = (await database.db.select({ id: datasets.id }).from(datasets)).length;
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page = await gql("query($t: String) { listDatasets(limit: 3, nextToken: $t) { items { id } nextToken } }", {
        t: nextToken,
      });
      const list = page.data?.listDatasets as { items: { id: string }[]; nextToken: string | null };
      expect(list.items.length).toBeLessThanOrEqual(3);
      seen.push(...list.items.map((i) => i.id));
      nextToken = list.nextToken;
    } while (nextToken);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const bad = await gql('{ listDatasets(nextToken: "garbage!") { items { id } } }');
    expect(codes(bad)).toEqual(["BAD_USER_INPUT"]);
    const tooMany = await gql("{ listDatasets(limit: 101) { items { id } } }");
    expect(codes(tooMany)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("marketingEventCreate", () => {
  const MUTATION = "mutation($e: Int!) { marketingEventCreate(event_id: $e) { marketing_event_id } }";

  it("records an event against the cookie's marketing session and returns its id", async () => {
    const sessionId = await services.marketing.startSession(
      {
        landingPage: "/courses?utm_source=newsletter",
        referrer: null,
        utm: { utm_source: "newsletter", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
        referralCode: null,
      },
      { ip: "203.0.113.1" },
    );
    const cookie = `${MARKETING_COOKIE_NAME}=${sessionId}; ${sessionCookie(people.learner.token)}`;
    const answer = await gql(MUTATION, { e: 1 }, { cookie });
    expect(answer.errors).toEqual([]);
    const id = (answer.data?.marketingEventCreate as { marketing_event_id: string }).marketing_event_id;
    const [row] = await database.db.select().from(marketingEvents).where(eq(marketingEvents.id, id));
    expect(row).toMatchObject({ marketingSessionId: sessionId, eventId: 1, userId: people.learner.id });
  });

  it("refuses a visit without a marketing session, an unknown session and an unknown event; stores nothing", async () => {
    const before = (await database.db.select().from(marketingEvents)).length;
    const none = await gql(MUTATION, { e: 1 });
    expect(codes(none)).toEqual(["BAD_USER_INPUT"]);
    expect(none.errors[0]!.message).toBe("There is no marketing session for this visit.");
    const unknown = await gql(MUTATION, { e: 1 }, { cookie: `${MARKETING_COOKIE_NAME}=${crypto.randomUUID()}` });
    expect(codes(unknown)).toEqual(["BAD_USER_INPUT"]);
    const wrongType = await gql(MUTATION, { e: "one" });
    expect(codes(wrongType)).toEqual(["BAD_USER_INPUT"]);
    const unknownEvent = await gql(MUTATION, { e: 999 });
    expect(codes(unknownEvent)).toEqual(["BAD_USER_INPUT"]);
    expect((await database.db.select().from(marketingEvents)).length).toBe(before);
  });
});

describe("bad input: the right code, never a 500", () => {
  const cases: [string, string][] = [
    ["a malformed document", "{ me { id "],
    ["an unknown field", "{ me { password } }"],
    ["an unknown operation", "{ dropDatabase }"],
    [
      "too many aliases",
      `{ ${Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ")} }`,
    ],
    ["too many tokens", `{ ${"me { id } ".repeat(GRAPHQL_LIMITS.tokens / 4)} }`],
    ["a document over 15,000 characters", `{ me { id } }${" ".repeat(GRAPHQL_LIMITS.documentChars)}`],
  ];

  it.each(cases)("%s is BAD_USER_INPUT and shows nothing internal", async (_, query) => {
    const answer = await gql(query);
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors.length).toBeGreaterThan(0);
    expect(new Set(codes(answer))).toEqual(new Set(["BAD_USER_INPUT"]));
    expect(answer.data ?? null).toBeNull();
    expectNothingInternal(answer);
  });

  it("a query deeper than the limit is refused", async () => {
    // Our schema is at most 4 levels deep, so only a document with made-up levels gets past 6.
    const answer = await gql("{ me { a { b { c { d { e { f } } } } } } }");
    expect(new Set(codes(answer))).toEqual(new Set(["BAD_USER_INPUT"]));
    expect(answer.errors.map((e) => e.message)).toContain(
      `Syntax Error: Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found 7.`,
    );
    const deepest = await gql("{ listDatasets { items { download_files { id } preview_files { id } } } }");
    expect(deepest.errors).toEqual([]);
  });

  it("a costly query is refused", async () => {
    const fields =
      "id legacy_id title description data_structure date_added file_type locked license number_of_fields number_of_records recommended_analysis source tags image_src download_files { id title file_type file_size download_url } preview_files { id title download_url }";
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.aliases }, (_, i) => `l${i}: listDatasets(limit: 100) { items { ${fields} } nextToken }`).join(" ")} }`;
    const answer = await gql(query);
    expect(codes(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors[0]!.message).toMatch(/cost/i);
  });

  it("introspection is off in production, with no field suggestions", async () => {
    const answer = await gql("{ __schema { types { name } } }");
    expect(answer.status).toBeLessThan(500);
    expect(new Set(codes(answer))).toEqual(new Set(["BAD_USER_INPUT"]));
    expect(answer.errors[0]!.message).toMatch(/introspection has been disabled/);
    const typo = await gql('{ getDataset(id: "x") { titl } }');
    expect(typo.errors[0]!.message).not.toMatch(/Did you mean/);
  });

  it("masks an unexpected failure as INTERNAL_SERVER_ERROR without details, logging it on the server", async () => {
    const original = services.datasets.page;
    services.datasets.page = () => Promise.reject(new Error('relation "dataset" does not exist at /work/db.ts:12'));
    try {
      const answer = await gql("{ listDatasets { items { id } } }");
      expect(codes(answer)).toEqual(["INTERNAL_SERVER_ERROR"]);
      expect(answer.errors[0]!.message).toBe("Unexpected error.");
      expectNothingInternal(answer);
      expect(JSON.stringify(answer.errors)).not.toContain("relation");
      expect(logs.lines.some((l) => JSON.stringify(l).includes('relation \\"dataset\\" does not exist'))).toBe(true);
    } finally {
      services.datasets.page = original;
    }
  });

  it("answers a body that is not JSON, or JSON that is not a request, with BAD_USER_INPUT, not a 500", async () => {
    for (const body of ["{not json", "[]", '{"query": 42}', '{"variables": {}}']) {
      const response = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status, body).toBeLessThan(500);
      const answer = (await response.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors.map((e) => e.extensions.code)).toEqual(["BAD_USER_INPUT"]);
    }
  });
});

describe("variables and extensions that are not JSON", () => {
  it("get 400 BAD_USER_INPUT over GET and as a form post, not a 500", async () => {
    const query = encodeURIComponent("{ me { id } }");
    const requests: [string, RequestInit][] = [
      [`/graphql?query=${query}&variables=%7Bbad`, {}],
      [`/graphql?query=${query}&extensions=%7Bbad`, {}],
      [
        "/graphql",
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `query=${query}&variables=%7Bbad`,
        },
      ],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${base}${path}`, init);
      expect(response.status, path).toBe(400);
      const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(answer.errors.map((e) => [e.extensions.code, e.message])).toEqual([
        ["BAD_USER_INPUT", "`variables` and `extensions` must be JSON objects."],
      ]);
    }
    // Valid JSON still goes through.
    const ok = await fetch(`${base}/graphql?query=${query}&variables=%7B%7D`);
    expect(ok.status).toBe(200);
  });
});

describe("transport rules", () => {
  it("answers queries over GET but never runs a mutation over GET", async () => {
    const query = await fetch(`${base}/graphql?query=${encodeURIComponent("{ me { id } }")}`, {
      headers: { accept: "application/json" },
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { me: null } });
    const before = (await database.db.select().from(marketingEvents)).length;
    const mutation = await fetch(
      `${base}/graphql?query=${encodeURIComponent("mutation { marketingEventCreate(event_id: 1) { marketing_event_id } }")}`,
      { headers: { accept: "application/json" } },
    );
    expect(mutation.status).toBe(405);
    expect((await mutation.json()).errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await database.db.select().from(marketingEvents)).length).toBe(before);
  });

  it("refuses cookie requests from another site or as a form post (CSRF), but not token requests", async () => {
    const cookie = sessionCookie(people.learner.token);
    const body = JSON.stringify({ query: "{ me { id } }" });
    const attempts: Record<string, string>[] = [
      { cookie, origin: "https://evil.example", "content-type": "application/json" },
      { cookie, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      { cookie, origin: base, "content-type": "text/plain" },
      { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${base}/graphql`, { method: "POST", headers, body });
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].extensions.code).toBe("FORBIDDEN");
    }
    const sameSite = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { cookie, origin: base, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body,
    });
    expect((await sameSite.json()).data.me.id).toBe(people.learner.id);
    const token = await accessToken(people.learner.id);
    const fromApp = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        origin: "https://player.example",
        "content-type": "application/json",
      },
      body,
    });
    expect((await fromApp.json()).data.me.id).toBe(people.learner.id);
  });

  it("sends no-store on signed-in answers", async () => {
    const answer = await gql(ME, {}, { cookie: sessionCookie(people.learner.token) });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("limits requests per IP with 429 and Retry-After", async () => {
    const limited = await startApp({ GRAPHQL_RATE_LIMIT_PER_MINUTE: "3" });
    // The count is kept in the database for every app server: start from this test's own requests.
    await database.db.delete(authThrottles).where(like(authThrottles.key, "graphql:%"));
    const ask = () =>
      fetch(`${limited}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ me { id } }" }),
      });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).errors[0].extensions.code).toBe("RATE_LIMITED");
  });
});
