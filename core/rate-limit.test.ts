import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows the limit per window and tells how long to wait after", () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit("ip")).toBe(0);
    expect(limiter.hit("ip")).toBe(0);
    expect(limiter.hit("ip")).toBe(60);
    expect(limiter.hit("other")).toBe(0);
    now = 30_000;
    expect(limiter.hit("ip")).toBe(30);
    now = 60_000;
    expect(limiter.hit("ip")).toBe(0);
  });
});
