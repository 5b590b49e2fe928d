import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema/newsletter.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { BadInput, RateLimited } from "../errors.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createNewsletterService } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(authThrottles);
});

function setup({ webhookOk = true, limit = 100 } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(null, { status: webhookOk ? 204 : 500 });
  }) as unknown as typeof fetch;
  const { logger, lines } = createTestLogger();
  const service = createNewsletterService({
    db: database.db,
    logger,
    webhookUrl: "http://127.0.0.1:9/hook",
    rateLimitPerHour: limit,
    limiter: createRateLimiter({ db: database.db }),
    fetch: fetchStub,
  });
  return { service, calls, lines };
}

const rows = () => database.db.select().from(newsletterSubscribers);

describe("newsletter subscribe", () => {
  it("stores an address once, whatever its case, and posts it to the webhook once", async () => {
    const { service, calls } = setup();
    await expect(service.subscribe({ email: "Ada@Example.com" }, { ip: "a" })).resolves.toEqual({
      status: "subscribed",
    });
    await expect(service.subscribe({ email: "ada@example.COM" }, { ip: "a" })).resolves.toEqual({
      status: "subscribed",
    });
    expect(await rows()).toHaveLength(1);
    expect(calls).toEqual([{ url: "http://127.0.0.1:9/hook", body: { email: "Ada@Example.com" } }]);
  });

  it("refuses an invalid or too long address and stores nothing", async () => {
    const { service, calls } = setup();
    await expect(service.subscribe({ email: "nope" }, { ip: "a" })).rejects.toBeInstanceOf(BadInput);
    await expect(service.subscribe({ email: `${"a".repeat(250)}@x.com` }, { ip: "a" })).rejects.toThrow(/at most 254/);
    await expect(service.subscribe({}, { ip: "a" })).rejects.toThrow("Enter your email address.");
    expect(await rows()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it("answers a bot that fills the honeypot as if it worked, storing nothing", async () => {
    const { service, calls } = setup();
    await expect(service.subscribe({ email: "bot@example.com", company: "x" }, { ip: "a" })).resolves.toEqual({
      status: "ignored",
    });
    expect(await rows()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it("keeps nothing and logs when the webhook fails, so a retry reaches it", async () => {
    const failing = setup({ webhookOk: false });
    await expect(failing.service.subscribe({ email: "retry@example.com" }, { ip: "a" })).rejects.toThrow(/webhook/);
    expect(await rows()).toHaveLength(0);
    expect(failing.lines.some((l) => l.msg === "newsletter webhook failed")).toBe(true);

    const working = setup();
    await working.service.subscribe({ email: "retry@example.com" }, { ip: "a" });
    expect(await rows()).toHaveLength(1);
    expect(working.calls).toHaveLength(1);
  });

  it("limits sign-ups per IP", async () => {
    const { service } = setup({ limit: 2 });
    await service.subscribe({ email: "one@example.com" }, { ip: "1.2.3.4" });
    await service.subscribe({ email: "two@example.com" }, { ip: "1.2.3.4" });
    await expect(service.subscribe({ email: "three@example.com" }, { ip: "1.2.3.4" })).rejects.toBeInstanceOf(
      RateLimited,
    );
    await expect(service.subscribe({ email: "four@example.com" }, { ip: "5.6.7.8" })).resolves.toEqual({
      status: "subscribed",
    });
    expect(await rows()).toHaveLength(3);
  });

  it("stores concurrent sign-ups of one address exactly once", async () => {
    const { service } = setup();
    await Promise.all(
      ["same@example.com", "SAME@example.com", "Same@Example.com"].map((email) =>
        service.subscribe({ email }, { ip: "c" }),
      ),
    );
    expect(await rows()).toHaveLength(1);
  });
});
