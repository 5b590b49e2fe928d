/** When the client refreshes its session (spec section 4), as a pure decision the UI acts on. */

/** Browsers run a timer longer than this at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** A page reloads for an expired access token at most this often, whatever the clocks say. */
export const RELOAD_GUARD_MS = 60_000;

export type SessionRefreshPlan =
  { kind: "none" } | { kind: "schedule"; delayMs: number } | { kind: "refresh-and-reload" };

/**
 * `expiresInMs`: how long the access token has left (null when signed out); `lastReloadAt`: when the
 * page last reloaded for an expired token (guards against a reload loop), `now` in the same clock.
 */
export function planSessionRefresh(
  expiresInMs: number | null,
  { lastReloadAt, now }: { lastReloadAt: number; now: number },
): SessionRefreshPlan {
  if (expiresInMs === null || !Number.isFinite(expiresInMs)) return { kind: "none" };
  if (expiresInMs > 0) return { kind: "schedule", delayMs: Math.min(expiresInMs, MAX_TIMER_MS) };
  if (now - lastReloadAt < RELOAD_GUARD_MS) return { kind: "none" };
  return { kind: "refresh-and-reload" };
}
