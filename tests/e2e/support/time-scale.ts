/**
 * Time budgets for a busy machine: on CI's two cores, shared by two workers, two app servers and
 * Chromium, long journeys have run past budgets they meet in half the time when the machine is
 * quiet (four timeouts in one fresh-clone run, none when re-run alone). Every budget (the config's
 * default timeouts and each long journey's own) is multiplied by E2E_TIME_SCALE, 2 under CI and 1
 * elsewhere. Tests still wait for states; this only moves the point where a wait is called a failure.
 */
export const TIME_SCALE = Number(process.env.E2E_TIME_SCALE ?? (process.env.CI ? 2 : 1));

export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);
