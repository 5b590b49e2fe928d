import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, paginate, parsePage, parsePageSize } from "./pagination.ts";

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe("parsePageSize", () => {
  it.each(PAGE_SIZE_OPTIONS)("accepts the option %i as a string or a number", (size) => {
    expect(parsePageSize(String(size))).toBe(size);
    expect(parsePageSize(size)).toBe(size);
  });

  it.each([null, undefined, "", "12", "100", "0", "-10", "20.0", " 20", "abc", 12, 20.5, ["20"]])(
    "falls back to the default for %j",
    (raw) => {
      expect(parsePageSize(raw)).toBe(DEFAULT_PAGE_SIZE);
    },
  );
});

describe("parsePage", () => {
  it("reads positive integers", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("03")).toBe(3);
    expect(parsePage(7)).toBe(7);
    expect(parsePage("1000000")).toBe(1_000_000);
  });

  it.each([
    null,
    undefined,
    "",
    "0",
    "-2",
    "2.5",
    "1e3",
    "abc",
    "3abc",
    " 3",
    "0x10",
    "1000001",
    0,
    -1,
    2.5,
    Number.NaN,
    {},
  ])("gives 1 for %j", (raw) => {
    expect(parsePage(raw)).toBe(1);
  });
});

describe("paginate", () => {
  it("slices a middle page with 1-based from/to", () => {
    expect(paginate(items, 2, 10)).toEqual({
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      page: 2,
      pageCount: 3,
      total: 23,
      from: 11,
      to: 20,
    });
  });

  it("returns a short last page", () => {
    const last = paginate(items, 3, 10);
    expect(last.items).toEqual([21, 22, 23]);
    expect([last.from, last.to]).toEqual([21, 23]);
  });

  it("clamps the page into range", () => {
    expect(paginate(items, 99, 10).page).toBe(3);
    expect(paginate(items, 0, 10).page).toBe(1);
    expect(paginate(items, -5, 10).page).toBe(1);
    expect(paginate(items, Number.NaN, 10).page).toBe(1);
    expect(paginate(items, 2.7, 10).page).toBe(2);
  });

  it("has one empty page when there are no items", () => {
    expect(paginate([], 4, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });

  it("counts pages exactly at the boundary", () => {
    expect(paginate(items.slice(0, 20), 1, 10).pageCount).toBe(2);
    expect(paginate(items.slice(0, 21), 1, 10).pageCount).toBe(3);
    expect(paginate(items, 1, 25).pageCount).toBe(1);
  });

  it("uses the default page size for a bad one", () => {
    expect(paginate(items, 1, 0).items).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(paginate(items, 1, Number.NaN).items).toHaveLength(DEFAULT_PAGE_SIZE);
  });
});
