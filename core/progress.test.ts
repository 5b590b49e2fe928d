import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createProgressController,
  nextProgress,
  PROGRESS_FINISH_DELAY_MS,
  PROGRESS_SLOWDOWN_AT_PERCENT,
  PROGRESS_TICK_MS,
} from "./progress.ts";

describe("nextProgress", () => {
  it("rises but never reaches 100", () => {
    let p = 0;
    for (let i = 0; i < 500; i++) {
      const next = nextProgress(p);
      expect(next).toBeGreaterThan(p);
      p = next;
    }
    expect(p).toBeLessThan(100);
  });

  it("slows down after 70 percent", () => {
    const before = nextProgress(PROGRESS_SLOWDOWN_AT_PERCENT - 1) - (PROGRESS_SLOWDOWN_AT_PERCENT - 1);
    const after = nextProgress(PROGRESS_SLOWDOWN_AT_PERCENT) - PROGRESS_SLOWDOWN_AT_PERCENT;
    expect(after).toBeLessThan(before / 3);
  });

  it("uses step 0.5 below 70 and 0.1 above", () => {
    expect(nextProgress(0)).toBeCloseTo(5);
    expect(nextProgress(80)).toBeCloseTo(80.2);
  });
});

describe("createProgressController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks every 100 ms while loading, jumps to 100 on finish and resets after 200 ms", () => {
    const values: number[] = [];
    const bar = createProgressController((v) => values.push(v));
    bar.start();
    expect(values).toEqual([5]);
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 3);
    expect(values).toHaveLength(4);
    expect(values[3]).toBeGreaterThan(values[2]!);

    bar.finish();
    expect(values.at(-1)).toBe(100);
    vi.advanceTimersByTime(PROGRESS_FINISH_DELAY_MS - 1);
    expect(values.at(-1)).toBe(100);
    vi.advanceTimersByTime(1);
    expect(values.at(-1)).toBe(0);

    const count = values.length;
    vi.advanceTimersByTime(1_000);
    expect(values).toHaveLength(count);
  });

  it("ignores finish when it never started, and a second start while running", () => {
    const values: number[] = [];
    const bar = createProgressController((v) => values.push(v));
    bar.finish();
    expect(values).toEqual([]);
    bar.start();
    bar.start();
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(values).toHaveLength(2);
    bar.dispose();
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 5);
    expect(values).toHaveLength(2);
  });

  it("a new navigation during the reset delay starts again from the beginning", () => {
    const values: number[] = [];
    const bar = createProgressController((v) => values.push(v));
    bar.start();
    bar.finish();
    vi.advanceTimersByTime(PROGRESS_FINISH_DELAY_MS / 2);
    bar.start();
    expect(values.at(-1)).toBe(5);
    vi.advanceTimersByTime(PROGRESS_FINISH_DELAY_MS);
    expect(values.at(-1)).toBeGreaterThan(5);
  });
});
