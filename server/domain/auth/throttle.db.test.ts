import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IP_LIMITS, LOCKOUT_MAX_S, LOCKOUT_THRESHOLD, type ThrottledAction } from "~/core/auth-limits.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { RateLimited } from "../errors.ts";
import { createThrottle } from "./throttle.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

// A fake clock: tests move `now` to pass windows and lockouts.
let now: Date;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
beforeEach(() => {
  now = new Date("2030-01-15T12:00:00.000Z");
});
const throttle = () => createThrottle({ db: database.db, clock: () => now });

const unique = () => crypto.randomBytes(6).toString("hex");
/** A documentation-range address no other test uses. */
const uniqueIp = () => `198.51.100.${crypto.randomInt(1, 255)}-${unique()}`;
const uniqueEmail = () => `throttle-${unique()}@example.com`;

/** The RateLimited a call threw (fails the test when it did not throw one). */
async function rateLimited(promise: Promise<unknown>): Promise<RateLimited> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateLimited);
  return error as RateLimited;
}

describe("per-IP limits", () => {
  it.each(Object.keys(IP_LIMITS) as ThrottledAction[])(
    "lets %s through up to its limit, then answers 429 with the wait until the window ends",
    async (action) => {
      const { limit, windowS } = IP_LIMITS[action];
      const t = throttle();
      const ip = uniqueIp();
      for (let i = 0; i < limit; i++) await t.hitIp(action, ip);
      const error = await rateLimited(t.hitIp(action, ip));
      expect(error.code).toBe("RATE_LIMITED");
      expect(error.retryAfterS).toBe(windowS);
      expect(error.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    },
  );

  it("counts the wait down, then opens a new window once windowS has passed", async () => {
    const { limit, windowS } = IP_LIMITS["sign-up"];
    const t = throttle();
    const ip = uniqueIp();
    for (let i = 0; i < limit; i++) await t.hitIp("sign-up", ip);

    advance(windowS - 600);
    expect((await rateLimited(t.hitIp("sign-up", ip))).retryAfterS).toBe(600);
    advance(599);
    const last = await rateLimited(t.hitIp("sign-up", ip));
    expect(last.retryAfterS).toBe(1);
    expect(last.message).toBe("Too many attempts. Try again in 1 second.");

    advance(1);
    // A fresh window: the full limit again, and no more.
    for (let i = 0; i < limit; i++) await t.hitIp("sign-up", ip);
    await rateLimited(t.hitIp("sign-up", ip));
  });

  it("counts each address and each action on its own", async () => {
    const { limit } = IP_LIMITS.reset;
    const t = throttle();
    const ip = uniqueIp();
    for (let i = 0; i < limit; i++) await t.hitIp("reset", ip);
    await rateLimited(t.hitIp("reset", ip));
    await expect(t.hitIp("reset", uniqueIp())).resolves.toBeUndefined();
    await expect(t.hitIp("sign-up", ip)).resolves.toBeUndefined();
  });

  it("counts concurrent requests exactly: none slips past the limit", async () => {
    const { limit } = IP_LIMITS["sign-in"];
    const t = throttle();
    const ip = uniqueIp();
    const n = limit + 10;
    const results = await Promise.allSettled(Array.from({ length: n }, () => t.hitIp("sign-in", ip)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(limit);
    const rejected = results.filter((r) => r.status === "rejected");
    expect(rejected).toHaveLength(10);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(RateLimited);
    const [row] = await database.db
      .select({ count: authThrottles.count })
      .from(authThrottles)
      .where(and(eq(authThrottles.kind, "ip"), eq(authThrottles.key, `sign-in:${ip}`)));
    expect(row?.count).toBe(n);
  });

  it("counts N concurrent requests under the limit as N", async () => {
    const { limit } = IP_LIMITS.code;
    const t = throttle();
    const ip = uniqueIp();
    const n = 12;
    await Promise.all(Array.from({ length: n }, () => t.hitIp("code", ip)));
    // Exactly limit - n more are let through.
    for (let i = 0; i < limit - n; i++) await t.hitIp("code", ip);
    await rateLimited(t.hitIp("code", ip));
  });
});

describe("account lockout", () => {
  it(`does not lock below ${LOCKOUT_THRESHOLD} failures, then locks for 1 s, 2 s, 4 s … up to 15 minutes`, async () => {
    const t = throttle();
    const email = uniqueEmail();
    for (let failures = 1; failures < LOCKOUT_THRESHOLD; failures++) {
      expect(await t.recordFailure(email)).toEqual({ failures, lockedForS: 0 });
      await expect(t.assertNotLocked(email)).resolves.toBeUndefined();
    }
    const waits: number[] = [];
    for (let failures = LOCKOUT_THRESHOLD; failures <= 20; failures++) {
      const { failures: counted, lockedForS } = await t.recordFailure(email);
      expect(counted).toBe(failures);
      waits.push(lockedForS);
      const error = await rateLimited(t.assertNotLocked(email));
      expect(error.retryAfterS).toBe(lockedForS);
      advance(lockedForS);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900, 900]);
    expect(Math.max(...waits)).toBe(LOCKOUT_MAX_S);
  });

  it("refuses while locked and lets the account in once the wait has passed", async () => {
    const t = throttle();
    const email = uniqueEmail();
    for (let i = 0; i < LOCKOUT_THRESHOLD + 2; i++) await t.recordFailure(email); // 7th failure: 4 s
    const error = await rateLimited(t.assertNotLocked(email));
    expect(error.retryAfterS).toBe(4);
    expect(error.message).toBe("Too many failed attempts for this account. Try again in 4 seconds.");
    advance(3);
    expect((await rateLimited(t.assertNotLocked(email))).retryAfterS).toBe(1);
    advance(1);
    await expect(t.assertNotLocked(email)).resolves.toBeUndefined();
  });

  it("starts over after a success", async () => {
    const t = throttle();
    const email = uniqueEmail();
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await t.recordFailure(email);
    await rateLimited(t.assertNotLocked(email));
    await t.recordSuccess(email);
    await expect(t.assertNotLocked(email)).resolves.toBeUndefined();
    expect(await t.recordFailure(email)).toEqual({ failures: 1, lockedForS: 0 });
  });

  it("treats an address the same whatever its case", async () => {
    const t = throttle();
    const local = `Mixed.Case-${unique()}`;
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i++) await t.recordFailure(`${local}@Example.COM`);
    expect(await t.recordFailure(`${local.toLowerCase()}@example.com`)).toEqual({
      failures: LOCKOUT_THRESHOLD,
      lockedForS: 1,
    });
    await rateLimited(t.assertNotLocked(`${local.toUpperCase()}@EXAMPLE.COM`));
    await t.recordSuccess(`${local.toUpperCase()}@example.com`);
    await expect(t.assertNotLocked(`${local}@Example.com`)).resolves.toBeUndefined();
  });

  it("locks one account without touching another", async () => {
    const t = throttle();
    const locked = uniqueEmail();
    const other = uniqueEmail();
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await t.recordFailure(locked);
    await rateLimited(t.assertNotLocked(locked));
    await expect(t.assertNotLocked(other)).resolves.toBeUndefined();
  });

  it("lifts the lockouts of an address and of its known devices, and no one else's", async () => {
    const t = throttle();
    const email = uniqueEmail();
    const keys = [email, `device:nonce-one:${email}`, `device:nonce-two:${email}`];
    // Addresses that merely end with, or contain, the same text keep their lockouts.
    const others = [`x${email}`, `device:nonce-one:x${email}`, `device:${email}:other@example.com`];
    for (const key of [...keys, ...others]) {
      for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await t.recordFailure(key);
      await rateLimited(t.assertNotLocked(key));
    }
    await t.clearLockouts(email.toUpperCase());
    for (const key of keys) await expect(t.assertNotLocked(key)).resolves.toBeUndefined();
    for (const key of others) await rateLimited(t.assertNotLocked(key));
  });

  it("counts concurrent failures exactly", async () => {
    const t = throttle();
    const email = uniqueEmail();
    const results = await Promise.all(Array.from({ length: LOCKOUT_THRESHOLD }, () => t.recordFailure(email)));
    expect(results.map((r) => r.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((r) => r.lockedForS > 0)).toEqual([{ failures: LOCKOUT_THRESHOLD, lockedForS: 1 }]);
    await rateLimited(t.assertNotLocked(email));
  });
});
