import { describe, expect, it } from "vitest";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { BadInput, RateLimited } from "../errors.ts";
import { createClientErrorService } from "./service.ts";

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
  it("logs a valid report with the user's id, never their e-mail", () => {
    const { logger, lines } = createTestLogger();
    createClientErrorService({ logger }).report(viewer, report, meta);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "browser error", clientError: report, userId: "user_1", ip: "10.0.0.1" });
    expect(JSON.stringify(lines[0])).not.toContain("ada@example.com");
  });

  it("refuses a malformed report and logs nothing", () => {
    const { logger, lines } = createTestLogger();
    const service = createClientErrorService({ logger });
    expect(() => service.report(null, { ...report, kind: "nope" }, meta)).toThrow(BadInput);
    expect(() => service.report(null, "text", meta)).toThrow(BadInput);
    expect(lines).toHaveLength(0);
  });

  it("limits reports per address and per minute", () => {
    const { logger, lines } = createTestLogger();
    let now = 0;
    const service = createClientErrorService({ logger, ratePerMinute: 2, now: () => now });
    service.report(null, report, meta);
    service.report(null, report, meta);
    expect(() => service.report(null, report, meta)).toThrow(RateLimited);
    service.report(null, report, { ...meta, ip: "10.0.0.2" });
    now += 60_000;
    service.report(null, report, meta);
    expect(lines).toHaveLength(4);
  });
});
