import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheFor } from "./cache.ts";

describe("cacheFor", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers from memory until the time is up, per argument list", async () => {
    let calls = 0;
    const get = cacheFor(1_000, async (n: number) => ({ n, call: ++calls }));
    expect(await get(1)).toEqual({ n: 1, call: 1 });
    expect(await get(1)).toEqual({ n: 1, call: 1 });
    expect(await get(2)).toEqual({ n: 2, call: 2 });
    vi.advanceTimersByTime(1_001);
    expect(await get(1)).toEqual({ n: 1, call: 3 });
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const get = cacheFor(1_000, async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    await expect(get()).rejects.toThrow("down");
    fail = false;
    await expect(get()).resolves.toBe("up");
  });

  it("keeps at most maxEntries argument lists, dropping the least recently used", async () => {
    let calls = 0;
    const get = cacheFor(1_000, async (n: number) => ({ n, call: ++calls }), { maxEntries: 2 });
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recently used
    await get(3); // drops 2
    expect(await get(1)).toEqual({ n: 1, call: 1 });
    expect(await get(3)).toEqual({ n: 3, call: 3 });
    expect(await get(2)).toEqual({ n: 2, call: 4 });
  });
});
