import { describe, expect, it } from "vitest";
import {
  DATASET_SORTS,
  parseDatasetRef,
  parsePlaygroundFilters,
  PLAYGROUND_SEARCH_MAX,
  type PlaygroundFilters,
} from "./playground-filters.ts";

const parse = (query: string | [string, string][]) => parsePlaygroundFilters(new URLSearchParams(query));

const DEFAULTS: PlaygroundFilters = { q: "", tag: "", structure: "", access: "", sort: "newest", page: 1 };

describe("parsePlaygroundFilters", () => {
  it("has no filters, the newest first and page 1 without parameters", () => {
    expect(parse("")).toEqual(DEFAULTS);
  });

  it("reads every filter", () => {
    expect(parse("q=weather&tag=Time+Series&structure=multiple&access=premium&sort=title&page=2")).toEqual({
      q: "weather",
      tag: "Time Series",
      structure: "multiple",
      access: "premium",
      sort: "title",
      page: 2,
    });
    expect(parse("structure=single&access=open&sort=oldest")).toMatchObject({
      structure: "single",
      access: "open",
      sort: "oldest",
    });
  });

  it.each(DATASET_SORTS)("accepts the sort %s", (sort) => {
    expect(parse(`sort=${sort}`).sort).toBe(sort);
  });

  it.each([
    ["structure=x", { structure: "" }],
    ["structure=SINGLE", { structure: "" }],
    ["access=y", { access: "" }],
    ["access=Premium", { access: "" }],
    ["sort=z", { sort: "newest" }],
    ["sort=", { sort: "newest" }],
    ["sort=title%20", { sort: "newest" }],
  ])("drops the unknown value in %s", (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULTS, ...expected });
  });

  it.each(["-1", "0", "abc", "1e3", "2.5", " 2", "0x10", "1000001", "99999999999999999999", ""])(
    "reads page=%j as page 1",
    (page) => {
      expect(parse([["page", page]]).page).toBe(1);
    },
  );

  it("keeps a large but sane page number (the service clamps it to the last page)", () => {
    expect(parse("page=999").page).toBe(999);
  });

  it.each([
    "<script>alert(1)</script>",
    "<b>",
    "x' OR 1=1 --",
    "Finance'; DROP TABLE datasets; --",
    "a%",
    "a_b",
    "Time\u0000Series",
    "x".repeat(41),
  ])("drops the tag %j", (tag) => {
    expect(parse([["tag", tag]]).tag).toBe("");
  });

  it("keeps tags made of letters, digits, spaces, & / and -, trimmed", () => {
    expect(parse([["tag", "  Reference Data "]]).tag).toBe("Reference Data");
    expect(parse([["tag", "R&D / Q-3"]]).tag).toBe("R&D / Q-3");
    expect(parse([["tag", "Économie"]]).tag).toBe("Économie");
    expect(parse([["tag", "x".repeat(40)]]).tag).toBe("x".repeat(40));
  });

  it(`collapses spaces in q and cuts it at ${PLAYGROUND_SEARCH_MAX} characters`, () => {
    expect(parse([["q", "  stock \n\t prices  "]]).q).toBe("stock prices");
    const long = parse([["q", "a".repeat(PLAYGROUND_SEARCH_MAX + 50)]]).q;
    expect(long).toHaveLength(PLAYGROUND_SEARCH_MAX);
    expect(parse([["q", "b".repeat(PLAYGROUND_SEARCH_MAX)]]).q).toHaveLength(PLAYGROUND_SEARCH_MAX);
  });

  it("keeps q as typed, % and _ included: the service treats them literally", () => {
    expect(parse([["q", "100%_done <b>"]]).q).toBe("100%_done <b>");
  });

  it("reads the first of repeated parameters", () => {
    expect(parse("access=open&access=premium").access).toBe("open");
  });
});

describe("parseDatasetRef", () => {
  it("is null when there is no data set in the URL", () => {
    expect(parseDatasetRef(null)).toBeNull();
    expect(parseDatasetRef("")).toBeNull();
  });

  it("reads a string id as an id", () => {
    expect(parseDatasetRef("ds_cars")).toEqual({ kind: "id", id: "ds_cars" });
    expect(parseDatasetRef("ds_tech-stock-prices")).toEqual({ kind: "id", id: "ds_tech-stock-prices" });
    expect(parseDatasetRef(" ds_penguins ")).toEqual({ kind: "id", id: "ds_penguins" });
  });

  it("reads digits as a legacy id", () => {
    expect(parseDatasetRef("7")).toEqual({ kind: "legacy", legacyId: 7 });
    expect(parseDatasetRef("14")).toEqual({ kind: "legacy", legacyId: 14 });
    expect(parseDatasetRef("007")).toEqual({ kind: "legacy", legacyId: 7 });
    expect(parseDatasetRef("999999999")).toEqual({ kind: "legacy", legacyId: 999_999_999 });
  });

  it.each([
    "../x",
    "..",
    "%2e%2e",
    "%2e%2e%2fetc",
    "1 OR 1=1",
    "1;DROP TABLE datasets",
    "ds_cars' --",
    "ds cars",
    "ds_cars/..",
    "-1",
    "1.5",
    "1e3",
    "1234567890",
    "_ds",
    "<script>",
    "x".repeat(81),
    " ",
  ])("reads %j as invalid", (raw) => {
    expect(parseDatasetRef(raw)).toEqual({ kind: "invalid" });
  });

  it("accepts an id of up to 80 characters", () => {
    expect(parseDatasetRef(`d${"x".repeat(79)}`)).toEqual({ kind: "id", id: `d${"x".repeat(79)}` });
  });
});
