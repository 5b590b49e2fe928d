import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_S } from "./auth-limits.ts";
import { MAX_TIMER_MS, planSessionRefresh, RELOAD_GUARD_MS } from "./session-refresh.ts";

const now = 1_800_000_000_000;
const neverReloaded = { lastReloadAt: 0, now };

describe("planSessionRefresh (spec section 4)", () => {
  it("does nothing for a visitor", () => {
    expect(planSessionRefresh(null, neverReloaded)).toEqual({ kind: "none" });
  });

  it("schedules the refresh for when a token in the future runs out", () => {
    expect(planSessionRefresh(ACCESS_TOKEN_TTL_S * 1000, neverReloaded)).toEqual({
      kind: "schedule",
      delayMs: ACCESS_TOKEN_TTL_S * 1000,
    });
    expect(planSessionRefresh(1, neverReloaded)).toEqual({ kind: "schedule", delayMs: 1 });
  });

  it("caps the delay at what a browser timer can hold", () => {
    expect(planSessionRefresh(MAX_TIMER_MS * 3, neverReloaded)).toEqual({ kind: "schedule", delayMs: MAX_TIMER_MS });
  });

  it("refreshes at once and reloads when the token has run out", () => {
    expect(planSessionRefresh(0, neverReloaded)).toEqual({ kind: "refresh-and-reload" });
    expect(planSessionRefresh(-5 * 60_000, neverReloaded)).toEqual({ kind: "refresh-and-reload" });
  });

  it("does not reload again within a minute of the last reload (no loop on a broken clock or server)", () => {
    expect(planSessionRefresh(-1, { lastReloadAt: now - RELOAD_GUARD_MS + 1, now })).toEqual({ kind: "none" });
    expect(planSessionRefresh(-1, { lastReloadAt: now - RELOAD_GUARD_MS, now })).toEqual({
      kind: "refresh-and-reload",
    });
  });

  it("treats a value that is not a number as signed out", () => {
    expect(planSessionRefresh(Number.NaN, neverReloaded)).toEqual({ kind: "none" });
  });
});
