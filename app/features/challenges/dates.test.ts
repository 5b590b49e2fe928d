import { describe, expect, it } from "vitest";
import { daysLeft, formatLongDate } from "./dates.ts";

describe("formatLongDate", () => {
  it("writes the UTC calendar day as en-US long dates do, for every month", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatLongDate(date)).toBe(intl.format(date));
      }
    }
    expect(formatLongDate(new Date("2026-12-14T00:00:00Z"))).toBe("December 14, 2026");
  });
});

describe("daysLeft", () => {
  it("counts whole days up, and 0 once the end has passed", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(daysLeft(new Date("2026-11-22T13:00:00Z"), now)).toBe(1);
    expect(daysLeft(new Date("2026-11-25T12:00:00Z"), now)).toBe(3);
    expect(daysLeft(now, now)).toBe(0);
  });
});
