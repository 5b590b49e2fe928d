import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.ts";
import { sessions, subscriptions, users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { readCookie, signCookieValue } from "../auth/cookies.ts";
import { sessionCookie, TEST_AUTH_SECRET, TEST_SESSION_COOKIE as SESSION_COOKIE } from "~/tests/setup/auth.ts";
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
