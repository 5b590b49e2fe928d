import { describe, expect, it } from "vitest";
import { isNumericCell, profileColumns } from "./column-profile.ts";

const profile = (values: string[]) =>
  profileColumns(
    ["c"],
    values.map((v) => [v]),
  )[0]!;

describe("isNumericCell", () => {
  it.each(["0", "42", "-3", "3.14", "-0.5", ".5", "1e3", "1E-7", "-2.5e+10", "1,234", "1,234,567.89", " 12 "])(
    "is numeric: %j",
    (value) => {
      expect(isNumericCell(value)).toBe(true);
    },
  );

  it.each(["", " ", "abc", "1,23", "12,34,567", ",123", "1.", "1.2.3", "--1", "+1", "1e", "$5", "5%", "1e999", "NaN"])(
    "is not numeric: %j",
    (value) => {
      expect(isNumericCell(value)).toBe(false);
    },
  );
});

describe("profileColumns", () => {
  it("profiles a number column with formatted min and max", () => {
    expect(profile(["10", "-2.5", "1,234", "", "1e3", "10"])).toEqual({
      name: "c",
      type: "number",
      empty: 1,
      distinct: 4,
      min: "-2.5",
      max: "1,234",
    });
  });

  it("profiles a date column with the original strings of the earliest and latest", () => {
    expect(profile(["2012-01-01", "2012/03/05", "Jan 1 2000", "01/31/2012", "2013-06-01T10:00:00Z"])).toEqual({
      name: "c",
      type: "date",
      empty: 0,
      distinct: 5,
      min: "Jan 1 2000",
      max: "2013-06-01T10:00:00Z",
    });
  });

  it("recognises common date spellings", () => {
    for (const value of [
      "2012-01-01",
      "2012/1/1",
      "2012-01-01 13:45",
      "2012-01-01T13:45:30.123+02:00",
      "Jan 1 2000",
      "Jan. 1, 2000",
      "January 1, 2000",
      "1 Jan 2000",
      "Sept 30 2000",
      "01/31/2012",
      "1/5/2012",
    ]) {
      expect(profile([value]).type, value).toBe("date");
    }
    for (const value of ["2012-02-30", "13/01/2012", "31/01/2012", "Foo 1 2000", "2012-01-01T25:00", "2012-01/01"]) {
      expect(profile([value]).type, value).toBe("text");
    }
  });

  it("orders dates by instant, not by spelling", () => {
    const p = profile(["12/31/1999", "2000-01-01", "Feb 29 2000", "1999-12-31T23:00:00-02:00"]);
    expect([p.min, p.max]).toEqual(["12/31/1999", "Feb 29 2000"]);
  });

  it("profiles a boolean column with its top value", () => {
    expect(profile(["true", "FALSE", "Yes", "no", "true", ""])).toEqual({
      name: "c",
      type: "boolean",
      empty: 1,
      distinct: 4,
      top: { value: "true", count: 2 },
    });
  });

  it("treats 0/1 as numbers, not booleans", () => {
    expect(profile(["0", "1"]).type).toBe("number");
  });

  it("profiles a text column with the most frequent value, ties going to the first seen", () => {
    expect(profile(["b", "a", "a", "b", "c"])).toEqual({
      name: "c",
      type: "text",
      empty: 0,
      distinct: 3,
      top: { value: "b", count: 2 },
    });
    expect(profile(["x", "y", "y"]).top).toEqual({ value: "y", count: 2 });
  });

  it("falls back to text for mixed values", () => {
    expect(profile(["1", "2", "three"]).type).toBe("text");
    expect(profile(["2012-01-01", "5"]).type).toBe("text");
    expect(profile(["yes", "1"]).type).toBe("text");
  });

  it("marks a column of only empty cells as empty", () => {
    expect(profile(["", "  ", ""])).toEqual({ name: "c", type: "empty", empty: 3, distinct: 0 });
    expect(profileColumns(["a"], [])).toEqual([{ name: "a", type: "empty", empty: 0, distinct: 0 }]);
  });

  it("profiles every column and counts missing cells of short rows as empty", () => {
    const profiles = profileColumns(
      ["id", "name", "active"],
      [
        ["1", "Ann", "yes"],
        ["2", "Bob"],
        ["3", "Ann", "no"],
      ],
    );
    expect(profiles.map((p) => [p.name, p.type, p.empty])).toEqual([
      ["id", "number", 0],
      ["name", "text", 0],
      ["active", "boolean", 1],
    ]);
    expect(profiles[0]).toMatchObject({ min: "1", max: "3" });
    expect(profiles[1]?.top).toEqual({ value: "Ann", count: 2 });
  });
});
