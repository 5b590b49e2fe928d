/**
 * Time budgets for a slower machine: CI's runner has shown twice the wall time of a developer's
 * machine on the same suite. Every budget (the config's default timeouts and each long journey's own)
 * is multiplied by E2E_TIME_SCALE, 2 under CI and 1 elsewhere. Tests still wait for states; this only
 * moves the point where a wait is called a failure.
 */
export const TIME_SCALE = Number(process.env.E2E_TIME_SCALE ?? (process.env.CI ? 2 : 1));

export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);
