/** Navigation progress bar (spec sections 4 and 9). */
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_INITIAL_STEP = 0.5;
export const PROGRESS_SLOW_STEP = 0.1;
export const PROGRESS_SLOWDOWN_AT_PERCENT = 70;
export const PROGRESS_FINISH_DELAY_MS = 200;

/**
 * One tick: the bar covers `step / 10` of the distance still left, so it rises asymptotically and
 * never reaches 100 on its own; after 70 percent the smaller step makes it crawl.
 */
export function nextProgress(percent: number): number {
  const step = percent < PROGRESS_SLOWDOWN_AT_PERCENT ? PROGRESS_INITIAL_STEP : PROGRESS_SLOW_STEP;
  return percent + ((100 - percent) * step) / 10;
}

export interface ProgressController {
  start(): void;
  finish(): void;
  dispose(): void;
}

/** Drives the bar with timers; `onChange(0)` means hidden. */
export function createProgressController(onChange: (percent: number) => void): ProgressController {
  let percent = 0;
  let tick: ReturnType<typeof setInterval> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;
  const set = (value: number) => {
    percent = value;
    onChange(value);
  };
  const clear = () => {
    if (tick !== undefined) clearInterval(tick);
    if (reset !== undefined) clearTimeout(reset);
    tick = undefined;
    reset = undefined;
  };
  return {
    start() {
      if (tick !== undefined) return;
      clear();
      set(nextProgress(0));
      tick = setInterval(() => set(nextProgress(percent)), PROGRESS_TICK_MS);
    },
    finish() {
      if (tick === undefined) return;
      clear();
      set(100);
      reset = setTimeout(() => {
        reset = undefined;
        set(0);
      }, PROGRESS_FINISH_DELAY_MS);
    },
    dispose: clear,
  };
}
