import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { subscriptions } from "~/db/schema/commerce.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { readCookie } from "../auth/cookies.ts";
import {
  sessionCookie,
  TEST_AUTH_SECRET,
  TEST_SESSION_COOKIE as SESSION_COOKIE,
  testTokenHash,
  testViewerService,
} from "~/tests/setup/auth.ts";
import { createSessionStore } from "./auth/sessions.ts";
import { eq } from "drizzle-orm";
import { ACCESS_TOKEN_TTL_S, SESSION_TTL_S } from "~/core/auth-limits.ts";
import { createViewerService } from "./viewer.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;
const unique = () => crypto.randomBytes(6).toString("hex");

/** A user with one session; optionally a subscription. Returns the session token. */
async function createUser({
  sessionExpiresInMs = DAY_MS,
  subscription,
}: {
  sessionExpiresInMs?: number;
  subscription?: { status: "active" | "trialing" | "past_due" | "canceled" | "unpaid"; endsInMs: number };
} = {}) {
  const id = `viewer_test_${unique()}`;
  const token = crypto.randomBytes(24).toString("base64url");
  await database.db.insert(users).values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
  await database.db.insert(sessions).values({
    id: `sess_${id}`,
    token: testTokenHash(token),
    userId: id,
    expiresAt: new Date(Date.now() + sessionExpiresInMs),
  });
  if (subscription) {
    await database.db.insert(subscriptions).values({
      id: `sub_${id}`,
      userId: id,
      status: subscription.status,
      currentPeriodEnd: new Date(Date.now() + subscription.endsInMs),
    });
  }
  return { id, token, email: `${id}@example.com` };
}

const requestWith = (cookie?: string) =>
  new Request("http://localhost/data-playground", cookie === undefined ? {} : { headers: { cookie } });

describe("readCookie", () => {
  it("finds one cookie among others, decoded, and the first of duplicates", () => {
    expect(readCookie("a=1; maven.session_token=abc%2Ddef; b=2", SESSION_COOKIE)).toBe("abc-def");
    expect(readCookie("maven.session_token=first; maven.session_token=second", SESSION_COOKIE)).toBe("first");
  });

  it("answers null for no header, no such cookie or a broken encoding", () => {
    expect(readCookie(null, SESSION_COOKIE)).toBeNull();
    expect(readCookie("xmaven.session_token=abc", SESSION_COOKIE)).toBeNull();
    // A value that does not decode is kept as sent; it then matches no session.
    expect(readCookie("maven.session_token=%E0%A4%A", SESSION_COOKIE)).toBe("%E0%A4%A");
  });
});

describe("viewer service", () => {
  const service = () => testViewerService(database.db);

  it("is null for a visitor without the cookie", async () => {
    expect(await service().fromRequest(requestWith())).toBeNull();
    expect(await service().fromRequest(requestWith("other=1"))).toBeNull();
  });

  it("is null for a malformed, unknown or expired session, without throwing", async () => {
    const expired = await createUser({ sessionExpiresInMs: -1000 });
    const live = await createUser();
    for (const value of [
      "",
      "short",
      "%%%",
      "%E0%A4%A",
      "a".repeat(300),
      "abc def ghi jkl mno pqr",
      "' or 1=1 --aaaaaaaaaaaaaaaa",
      crypto.randomBytes(24).toString("base64url"),
      expired.token,
      // What the table keeps is a keyed hash: a copy of the table signs nobody in.
      testTokenHash(live.token),
      `${live.token}x`,
    ]) {
      expect(await service().fromRequest(requestWith(`${SESSION_COOKIE}=${value}`)), value).toBeNull();
    }
  });

  it("returns the signed-in user, not a subscriber without a subscription", async () => {
    const user = await createUser();
    expect(await service().fromRequest(requestWith(`theme=dark; ${sessionCookie(user.token)}`))).toEqual({
      userId: user.id,
      email: user.email,
      name: "Ada Lovelace",
      sessionId: `sess_${user.id}`,
      isSubscriber: false,
      accessTokenExpiresAt: expect.any(Date),
    });
  });

  it.each([
    ["active, in its period", { status: "active", endsInMs: DAY_MS }, true],
    ["trialing, in its period", { status: "trialing", endsInMs: DAY_MS }, true],
    // A renewal webhook may be late: a few days of slack (core/entitlement.ts), then no more.
    ["active, just past its period", { status: "active", endsInMs: -1000 }, true],
    ["active, long past its period", { status: "active", endsInMs: -10 * DAY_MS }, false],
    ["canceled", { status: "canceled", endsInMs: DAY_MS }, false],
    ["unpaid", { status: "unpaid", endsInMs: DAY_MS }, false],
    // Past due since the period began (the renewal failed): within the grace period.
    ["past due", { status: "past_due", endsInMs: DAY_MS }, true],
  ] as const)("counts a subscription that is %s as subscriber: %s", async (_, subscription, expected) => {
    const user = await createUser({ subscription });
    const viewer = await service().fromRequest(requestWith(sessionCookie(user.token)));
    expect(viewer?.isSubscriber).toBe(expected);
  });

  it("treats a database failure as signed out and logs it", async () => {
    const user = await createUser();
    const broken = {
      select: () => {
        throw new Error("connection refused");
      },
    } as unknown as Database;
    const { logger, lines } = createTestLogger();
    const viewer = await createViewerService({
      db: broken,
      logger,
      sessions: createSessionStore({ db: broken, secret: TEST_AUTH_SECRET, maxAgeDays: 90 }),
      secureCookies: false,
    }).fromRequest(requestWith(sessionCookie(user.token)));
    expect(viewer).toBeNull();
    expect(lines.some((l) => String(l.msg).startsWith("session lookup failed"))).toBe(true);
  });
});

describe("viewer.refresh (spec section 4: the access token and its refresh)", () => {
  const service = () => testViewerService(database.db);
  const sessionRow = async (token: string) =>
    (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, testTokenHash(token)))
    )[0]!;

  it("gives the access window an hour from the last refresh", async () => {
    const user = await createUser();
    const refreshedAt = new Date(Date.now() - 20 * 60 * 1000);
    await database.db
      .update(sessions)
      .set({ updatedAt: refreshedAt })
      .where(eq(sessions.token, testTokenHash(user.token)));
    const viewer = await service().fromRequest(requestWith(sessionCookie(user.token)));
    expect(viewer?.accessTokenExpiresAt.getTime()).toBe(refreshedAt.getTime() + ACCESS_TOKEN_TTL_S * 1000);
  });

  it("starts a new access window, moves last seen and slides a remembered session by 30 days with its cookie", async () => {
    const user = await createUser({ sessionExpiresInMs: 2 * DAY_MS });
    await database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(sessions.token, testTokenHash(user.token)));
    const before = Date.now();
    const result = await service().refresh(requestWith(sessionCookie(user.token)));
    expect(result).not.toBeNull();
    expect(result!.accessTokenExpiresAt.getTime()).toBeGreaterThanOrEqual(before + ACCESS_TOKEN_TTL_S * 1000);
    const row = await sessionRow(user.token);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_TTL_S * 1000);
    expect(result!.setCookies).toHaveLength(1);
    expect(result!.setCookies[0]).toContain(`${SESSION_COOKIE}=${user.token}`);
    expect(result!.setCookies[0]).toMatch(
      new RegExp(`Max-Age=${SESSION_TTL_S}(;|$)|Max-Age=${SESSION_TTL_S - 1}(;|$)`),
    );
  });

  it("slides a browser-only session (keep me logged in off) by a day and keeps its cookie a browser-session cookie", async () => {
    const user = await createUser();
    await database.db
      .update(sessions)
      .set({ persistent: false })
      .where(eq(sessions.token, testTokenHash(user.token)));
    const before = Date.now();
    const result = await service().refresh(requestWith(sessionCookie(user.token)));
    expect(result?.setCookies).toHaveLength(1);
    expect(result!.setCookies[0]).not.toContain("Max-Age");
    const row = await sessionRow(user.token);
    expect(row.expiresAt.getTime()).toBeLessThan(before + 2 * DAY_MS);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + DAY_MS);
  });

  it("answers null and changes nothing for a visitor, a forged cookie or an ended session", async () => {
    const ended = await createUser({ sessionExpiresInMs: -1000 });
    const endedBefore = await sessionRow(ended.token);
    expect(await service().refresh(requestWith())).toBeNull();
    expect(await service().refresh(requestWith(`${SESSION_COOKIE}=${ended.token}.forged`))).toBeNull();
    expect(await service().refresh(requestWith(sessionCookie(ended.token)))).toBeNull();
    expect(await sessionRow(ended.token)).toEqual(endedBefore);
  });
});

describe("absolute session lifetime (SESSION_MAX_AGE_DAYS)", () => {
  it("ends a session its maximum age after sign-in however often it was refreshed", async () => {
    const user = await createUser({ sessionExpiresInMs: 20 * DAY_MS });
    const service = testViewerService(database.db, 90);
    // Signed in 89 days ago and refreshed every day since: still live, and a refresh cannot pass day 90.
    const signedInAt = new Date(Date.now() - 89 * DAY_MS);
    await database.db
      .update(sessions)
      .set({ createdAt: signedInAt })
      .where(eq(sessions.token, testTokenHash(user.token)));
    expect(await service.fromRequest(requestWith(sessionCookie(user.token)))).not.toBeNull();
    const refreshed = await service.refresh(requestWith(sessionCookie(user.token)));
    const row = (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, testTokenHash(user.token)))
    )[0]!;
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(signedInAt.getTime() + 90 * DAY_MS);
    expect(refreshed!.setCookies[0]).toMatch(/Max-Age=(8[0-9]{4}|[0-7][0-9]{0,4});/);
    // A day later it is over, although its sliding expiry was 20 days away.
    await database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * DAY_MS), expiresAt: new Date(Date.now() + 20 * DAY_MS) })
      .where(eq(sessions.token, testTokenHash(user.token)));
    expect(await service.fromRequest(requestWith(sessionCookie(user.token)))).toBeNull();
    expect(await service.refresh(requestWith(sessionCookie(user.token)))).toBeNull();
  });
});
