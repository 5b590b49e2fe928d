import { describe, expect, it } from "vitest";
import { contentRange, ifNoneMatchMatches, ifRangeMatches, parseRangeHeader } from "./http-range.ts";

describe("parseRangeHeader", () => {
  const size = 1000;

  it("reads the three forms of one byte range, clamping the end", () => {
    expect(parseRangeHeader("bytes=0-99", size)).toEqual({ kind: "range", start: 0, end: 99 });
    expect(parseRangeHeader("bytes=100-", size)).toEqual({ kind: "range", start: 100, end: 999 });
    expect(parseRangeHeader("bytes=-500", size)).toEqual({ kind: "range", start: 500, end: 999 });
    expect(parseRangeHeader("bytes=-5000", size)).toEqual({ kind: "range", start: 0, end: 999 });
    expect(parseRangeHeader("bytes=990-5000", size)).toEqual({ kind: "range", start: 990, end: 999 });
    expect(parseRangeHeader("bytes=999-999", size)).toEqual({ kind: "range", start: 999, end: 999 });
    expect(parseRangeHeader("bytes=0-99999999999999999999999", size)).toEqual({ kind: "range", start: 0, end: 999 });
  });

  it("accepts the unit in any case and optional whitespace", () => {
    expect(parseRangeHeader("Bytes=0-9", size)).toEqual({ kind: "range", start: 0, end: 9 });
    expect(parseRangeHeader(" bytes = 0 - 9 ", size)).toEqual({ kind: "range", start: 0, end: 9 });
  });

  it("is unsatisfiable when the first byte is at or past the end, or the suffix is empty", () => {
    expect(parseRangeHeader("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRangeHeader("bytes=1000-2000", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRangeHeader("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRangeHeader("bytes=99999999999999999999-", size)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores a missing, malformed, reversed, multiple or non-byte range and serves the whole file", () => {
    for (const header of [
      null,
      undefined,
      "",
      "bytes",
      "bytes=",
      "bytes=-",
      "bytes=abc",
      "bytes=1-a",
      "bytes=a-1",
      "bytes=0x10-20",
      "bytes=1.5-2",
      "bytes=--5",
      "bytes=+1-2",
      "bytes=9-5",
      "bytes=0-9,20-29",
      "bytes=0-9, -5",
      "items=0-9",
      "0-9",
      "bytes=0-9\u0000",
    ]) {
      expect(parseRangeHeader(header, size), String(header)).toEqual({ kind: "none" });
    }
  });

  it("serves an empty file whole whatever the range", () => {
    expect(parseRangeHeader("bytes=0-0", 0)).toEqual({ kind: "none" });
    expect(parseRangeHeader("bytes=-1", 0)).toEqual({ kind: "none" });
  });
});

describe("contentRange", () => {
  it("formats a partial answer and an unsatisfiable one", () => {
    expect(contentRange(1000, { start: 0, end: 99 })).toBe("bytes 0-99/1000");
    expect(contentRange(1000)).toBe("bytes */1000");
  });
});

describe("ifRangeMatches", () => {
  const current = { etag: '"abc"', lastModified: new Date("2024-05-01T10:00:00.750Z") };

  it("holds without the header", () => {
    expect(ifRangeMatches(null, current)).toBe(true);
  });

  it("compares entity tags strongly", () => {
    expect(ifRangeMatches('"abc"', current)).toBe(true);
    expect(ifRangeMatches('"abd"', current)).toBe(false);
    expect(ifRangeMatches('W/"abc"', current)).toBe(false);
    expect(ifRangeMatches('"abc"', { ...current, etag: 'W/"abc"' })).toBe(false);
  });

  it("compares a date with Last-Modified to the second", () => {
    expect(ifRangeMatches("Wed, 01 May 2024 10:00:00 GMT", current)).toBe(true);
    expect(ifRangeMatches("Wed, 01 May 2024 09:59:59 GMT", current)).toBe(false);
    expect(ifRangeMatches("not a date", current)).toBe(false);
  });
});

describe("ifNoneMatchMatches", () => {
  it("matches the same tag, weakly, in a list, or *", () => {
    expect(ifNoneMatchMatches('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches("*", '"abc"')).toBe(true);
  });

  it("does not match another tag, garbage or nothing", () => {
    expect(ifNoneMatchMatches('"abd"', '"abc"')).toBe(false);
    expect(ifNoneMatchMatches("abc", '"abc"')).toBe(false);
    expect(ifNoneMatchMatches("", '"abc"')).toBe(false);
    expect(ifNoneMatchMatches(null, '"abc"')).toBe(false);
  });
});
