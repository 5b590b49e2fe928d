import { describe, expect, it } from "vitest";
import { daysLeft } from "./dates.ts";

describe("daysLeft", () => {
  it("counts whole days up, and 0 once the end has passed", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(daysLeft(new Date("2026-11-22T13:00:00Z"), now)).toBe(1);
    expect(daysLeft(new Date("2026-11-25T12:00:00Z"), now)).toBe(3);
    expect(daysLeft(now, now)).toBe(0);
  });
});
