import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.ts";
import { sessions, subscriptions, users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { readCookie, signCookieValue } from "../auth/cookies.ts";
import { sessionCookie, TEST_AUTH_SECRET, TEST_SESSION_COOKIE as SESSION_COOKIE } from "~/tests/setup/auth.ts";
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
  subscription?: { status: "active" | "trialing" | "past_due" | "canceled"; endsInMs: number };
} = {}) {
  const id = `viewer_test_${unique()}`;
  const token = crypto.randomBytes(24).toString("base64url");
  await database.db.insert(users).values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
  await database.db
    .insert(sessions)
    .values({ id: `sess_${id}`, token, userId: id, expiresAt: new Date(Date.now() + sessionExpiresInMs) });
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
    expect(readCookie('maven.session_token="quoted"', SESSION_COOKIE)).toBe("quoted");
    expect(readCookie("maven.session_token=first; maven.session_token=second", SESSION_COOKIE)).toBe("first");
  });

  it("answers null for no header, no such cookie or a broken encoding", () => {
    expect(readCookie(null, SESSION_COOKIE)).toBeNull();
    expect(readCookie("xmaven.session_token=abc", SESSION_COOKIE)).toBeNull();
    expect(readCookie("maven.session_token=%E0%A4%A", SESSION_COOKIE)).toBeNull();
  });
});

describe("viewer service", () => {
  const service = () => createViewerService({ db: database.db, secret: TEST_AUTH_SECRET, cookieName: SESSION_COOKIE });

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
      signCookieValue(expired.token, TEST_AUTH_SECRET),
      // A real session token signed with another secret: a forged cookie.
      signCookieValue(live.token, "another-secret-another-secret-another-secret"),
      live.token,
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
    ["active, past its period", { status: "active", endsInMs: -1000 }, false],
    ["canceled", { status: "canceled", endsInMs: DAY_MS }, false],
    ["past due", { status: "past_due", endsInMs: DAY_MS }, false],
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
      secret: TEST_AUTH_SECRET,
      cookieName: SESSION_COOKIE,
    }).fromRequest(requestWith(sessionCookie(user.token)));
    expect(viewer).toBeNull();
    expect(lines.some((l) => String(l.msg).startsWith("session lookup failed"))).toBe(true);
  });
});

describe("viewer.refresh (spec section 4: the access token and its refresh)", () => {
  const service = () => createViewerService({ db: database.db, secret: TEST_AUTH_SECRET, cookieName: SESSION_COOKIE });
  const sessionRow = async (token: string) =>
    (await database.db.select().from(sessions).where(eq(sessions.token, token)))[0]!;

  it("gives the access window an hour from the last refresh", async () => {
    const user = await createUser();
    const refreshedAt = new Date(Date.now() - 20 * 60 * 1000);
    await database.db.update(sessions).set({ updatedAt: refreshedAt }).where(eq(sessions.token, user.token));
    const viewer = await service().fromRequest(requestWith(sessionCookie(user.token)));
    expect(viewer?.accessTokenExpiresAt.getTime()).toBe(refreshedAt.getTime() + ACCESS_TOKEN_TTL_S * 1000);
  });

  it("starts a new access window, moves last seen and slides a remembered session by 30 days with its cookie", async () => {
    const user = await createUser({ sessionExpiresInMs: 2 * DAY_MS });
    await database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(sessions.token, user.token));
    const before = Date.now();
    const result = await service().refresh(requestWith(sessionCookie(user.token)));
    expect(result).not.toBeNull();
    expect(result!.accessTokenExpiresAt.getTime()).toBeGreaterThanOrEqual(before + ACCESS_TOKEN_TTL_S * 1000);
    const row = await sessionRow(user.token);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_TTL_S * 1000);
    expect(result!.setCookies).toHaveLength(1);
    expect(result!.setCookies[0]).toContain(`${SESSION_COOKIE}=${signCookieValue(user.token, TEST_AUTH_SECRET)}`);
    expect(result!.setCookies[0]).toContain(`Max-Age=${SESSION_TTL_S}`);
  });

  it("slides a browser-only session (remember me off) by a day and leaves its cookie alone", async () => {
    const user = await createUser();
    const before = Date.now();
    const result = await service().refresh(
      requestWith(`${sessionCookie(user.token)}; maven.dont_remember=${signCookieValue("true", TEST_AUTH_SECRET)}`),
    );
    expect(result?.setCookies).toEqual([]);
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
