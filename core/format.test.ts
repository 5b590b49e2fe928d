import { describe, expect, it } from "vitest";
import {
  FILE_SIZE_UNITS,
  formatDate,
  formatUtcDate,
  formatUtcDateTime,
  formatFileSize,
  formatNumber,
  isCalendarDate,
  formatClipLength,
  parseUtcDay,
} from "./format.ts";

describe("formatFileSize", () => {
  it("multiplies the stored size by 1000 before picking a unit", () => {
    expect(formatFileSize(1)).toBe("1 KB");
    expect(formatFileSize(1500)).toBe("1.5 MB");
    expect(formatFileSize(0.999)).toBe("999 Bytes");
    expect(formatFileSize(0)).toBe("0 Bytes");
  });

  it("switches units exactly at powers of 1000, up to YB", () => {
    FILE_SIZE_UNITS.forEach((unit, power) => {
      // stored kilobytes × 1000 = 1000^power bytes
      expect(formatFileSize(1000 ** (power - 1)), unit).toBe(`1 ${unit}`);
      if (power > 0)
        expect(formatFileSize(0.999 * 1000 ** (power - 1)), unit).toBe(`999 ${FILE_SIZE_UNITS[power - 1]}`);
    });
    expect(formatFileSize(1e21)).toBe("1 YB");
    expect(formatFileSize(2.5e23)).toBe("250 YB");
  });

  it("stays in YB beyond it, with thousands commas", () => {
    expect(formatFileSize(1e24)).toBe("1,000 YB");
  });

  it("shows up to 2 decimals without trailing zeros", () => {
    expect(formatFileSize(1234)).toBe("1.23 MB");
    expect(formatFileSize(1236)).toBe("1.24 MB");
    expect(formatFileSize(1100)).toBe("1.1 MB");
    expect(formatFileSize(2000)).toBe("2 MB");
    expect(formatFileSize(0.0005)).toBe("0.5 Bytes");
  });

  it("rounds up into the next unit instead of showing 1000", () => {
    expect(formatFileSize(999.999)).toBe("1 MB");
    expect(formatFileSize(0.999999)).toBe("1 KB");
  });

  it.each([null, undefined, Number.NaN, -1, Number.POSITIVE_INFINITY])("is empty for %s", (size) => {
    expect(formatFileSize(size)).toBe("");
  });
});

describe("formatNumber", () => {
  it("adds thousands commas", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-9876543)).toBe("-9,876,543");
  });

  it("keeps up to 2 decimals", () => {
    expect(formatNumber(1234.567)).toBe("1,234.57");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(0.004)).toBe("0");
    expect(formatNumber(-0.001)).toBe("0");
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])("is empty for %s", (n) => {
    expect(formatNumber(n)).toBe("");
  });

  it("matches Intl's en-US output, ties and huge values included", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, signDisplay: "negative" });
    const edges = [
      0.125, 0.375, -0.125, 1.005, 2.675, 0.995, -0.995, 999.995, 999_999.999, 0.005, -0.005, -0, 1e-7, 5e-324, -4.9e-7,
    ];
    const huge = [2 ** 53 + 2, 1e21, 1.5e21, 1e24, 1.7976931348623157e308, -1e22];
    // A fixed-seed generator keeps the test repeatable while covering every magnitude.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const sampled = Array.from({ length: 5000 }, () => (random() - 0.3) * 10 ** Math.floor(random() * 16));
    for (const n of [...edges, ...huge, ...sampled]) expect(formatNumber(n), String(n)).toBe(intl.format(n));
  });
});

describe("formatDate", () => {
  it("formats ISO calendar dates as MM/dd/yyyy from the string, whatever the time zone", () => {
    // Built from the string's digits, never through a Date, so process.env.TZ cannot shift it.
    expect(formatDate("2024-02-06")).toBe("02/06/2024");
    expect(formatDate("1999-12-31")).toBe("12/31/1999");
    expect(formatDate("2024-01-01")).toBe("01/01/2024");
    expect(formatDate("0099-03-04")).toBe("03/04/0099");
  });

  it("formats Date objects in local time with zero padding", () => {
    expect(formatDate(new Date(2024, 1, 6))).toBe("02/06/2024");
    expect(formatDate(new Date(2023, 11, 25, 23, 59))).toBe("12/25/2023");
  });

  it("formats date-time strings in local time", () => {
    expect(formatDate("2024-02-06T10:30:00")).toBe("02/06/2024");
    const instant = "2024-07-04T12:00:00Z";
    const local = new Date(instant);
    const expected = `${String(local.getMonth() + 1).padStart(2, "0")}/${String(local.getDate()).padStart(2, "0")}/2024`;
    expect(formatDate(instant)).toBe(expected);
  });

  it.each([null, undefined, "", "   ", "not a date", "2024-02-30", "2023-02-29", "2024-13-01", new Date(Number.NaN)])(
    "is empty for %j",
    (value) => {
      expect(formatDate(value)).toBe("");
    },
  );

  it("accepts leap days", () => {
    expect(formatDate("2024-02-29")).toBe("02/29/2024");
    expect(formatDate("2000-02-29")).toBe("02/29/2000");
  });
});

describe("isCalendarDate", () => {
  it("knows month lengths and leap years", () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2024, 4, 31)).toBe(false);
    expect(isCalendarDate(2024, 12, 31)).toBe(true);
    expect(isCalendarDate(2024, 0, 1)).toBe(false);
  });
});

describe("formatClipLength", () => {
  it.each([
    [44, "0:44"],
    [44.6, "0:44"],
    [0, "0:00"],
    [725, "12:05"],
    [3723, "1:02:03"],
  ])("shows %s seconds as %s", (seconds, shown) => {
    expect(formatClipLength(seconds)).toBe(shown);
  });

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])("shows nothing for %s", (seconds) => {
    expect(formatClipLength(seconds)).toBe("");
  });
});

describe("formatUtcDate", () => {
  it("writes the UTC calendar day as MM/dd/yyyy, whatever the local time zone", () => {
    expect(formatUtcDate("2026-11-18T14:00:00Z")).toBe("11/18/2026");
    expect(formatUtcDate(new Date("2026-12-14T23:59:59Z"))).toBe("12/14/2026");
    expect(formatUtcDate("2026-01-01T00:00:00Z")).toBe("01/01/2026");
    expect(formatUtcDate("not a date")).toBe("");
    expect(formatUtcDate(null)).toBe("");
  });
});

describe("formatUtcDateTime", () => {
  it("gives the UTC day and hour together, whatever the process's time zone", () => {
    // 23:30 UTC is already the next day east of UTC: the day must still be the UTC one.
    expect(formatUtcDateTime("2026-11-28T23:30:00Z")).toBe("11/28/2026, 23:30 UTC");
    expect(formatUtcDateTime(new Date("2026-01-01T00:05:59Z"))).toBe("01/01/2026, 00:05 UTC");
  });
  it("answers empty for what is not a date", () => {
    expect(formatUtcDateTime("soon")).toBe("");
    expect(formatUtcDateTime(null)).toBe("");
  });
});

describe("parseUtcDay", () => {
  it("reads a real day as its start in UTC, and nothing else", () => {
    expect(parseUtcDay("2026-12-15")).toEqual(new Date("2026-12-15T00:00:00Z"));
    expect(parseUtcDay(" 2028-02-29 ")).toEqual(new Date("2028-02-29T00:00:00Z"));
    for (const bad of ["2027-02-29", "2026-02-30", "2026-13-01", "2026-12-1", "15/12/2026", ""]) {
      expect(parseUtcDay(bad), bad).toBeNull();
    }
  });
});
