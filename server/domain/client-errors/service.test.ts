import { describe, expect, it } from "vitest";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { BadInput, RateLimited } from "../errors.ts";
import type { RateLimiter, RateLimitScope } from "../rate-limit.ts";
import { createClientErrorService } from "./service.ts";

/** The limiter's counting is tested on a database (server/domain/rate-limit.db.test.ts). */
function stubLimiter(allowed: boolean) {
  const hits: { scope: RateLimitScope; key: string; limit: number; windowS: number }[] = [];
  const limiter = {
    hit: async () => ({ allowed: true as const }),
    async enforce(scope: RateLimitScope, key: string, limit: number, windowS: number, message: string) {
      hits.push({ scope, key, limit, windowS });
      if (!allowed) throw new RateLimited(message, 42);
    },
  } satisfies Pick<RateLimiter, "hit" | "enforce">;
  return { limiter, hits };
}

const report = { kind: "error", message: "TypeError: boom", url: "https://example.com/courses", stack: "at f" };
const meta = { ip: "10.0.0.1", userAgent: "Chromium" };
const viewer = {
  userId: "user_1",
  email: "ada@example.com",
  name: "Ada",
  sessionId: "s",
  isSubscriber: false,
  accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
};

describe("browser error reports", () => {
  it("logs a valid report with the user's id, never their e-mail", async () => {
    const { logger, lines } = createTestLogger();
    await createClientErrorService({ logger, limiter: stubLimiter(true).limiter }).report(viewer, report, meta);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "browser error", clientError: report, userId: "user_1", ip: "10.0.0.1" });
    expect(JSON.stringify(lines[0])).not.toContain("ada@example.com");
  });

  it("refuses a malformed report and logs nothing", async () => {
    const { logger, lines } = createTestLogger();
    const service = createClientErrorService({ logger, limiter: stubLimiter(true).limiter });
    await expect(service.report(null, { ...report, kind: "nope" }, meta)).rejects.toThrow(BadInput);
    await expect(service.report(null, "text", meta)).rejects.toThrow(BadInput);
    expect(lines).toHaveLength(0);
  });

  it("counts every report per address and minute, junk too, and logs nothing once limited", async () => {
    const { logger, lines } = createTestLogger();
    const { limiter, hits } = stubLimiter(false);
    const service = createClientErrorService({ logger, limiter, ratePerMinute: 2 });
    await expect(service.report(null, "junk", meta)).rejects.toThrow(RateLimited);
    expect(hits).toEqual([{ scope: "client-errors", key: "10.0.0.1", limit: 2, windowS: 60 }]);
    expect(lines).toHaveLength(0);
  });
});
