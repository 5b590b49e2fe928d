import { describe, expect, it } from "vitest";
import { toList } from "./lists.ts";

describe("toList (tools, skills and tags normalisation)", () => {
  it("splits a comma-separated string and trims each item", () => {
    expect(toList("Excel, Power Query")).toEqual(["Excel", "Power Query"]);
    expect(toList("  Excel ,Power Query,  Power Pivot  ")).toEqual(["Excel", "Power Query", "Power Pivot"]);
  });

  it("trims the items of an array", () => {
    expect(toList(["Excel", " SQL "])).toEqual(["Excel", "SQL"]);
  });

  it("keeps a single value", () => {
    expect(toList("Excel")).toEqual(["Excel"]);
    expect(toList(["Excel"])).toEqual(["Excel"]);
  });

  it("drops empty items", () => {
    expect(toList("Excel,, ,SQL,")).toEqual(["Excel", "SQL"]);
    expect(toList(["", "  ", "Python"])).toEqual(["Python"]);
  });

  it.each([null, undefined, "", "   ", ",", " , , ", []])("reads %j as an empty list", (value) => {
    expect(toList(value)).toEqual([]);
  });

  it("keeps order and case (de-duplication is the caller's choice)", () => {
    expect(toList("sql, SQL, Excel")).toEqual(["sql", "SQL", "Excel"]);
  });

  it("does not split inside an array item", () => {
    expect(toList(["Excel, Power Query"])).toEqual(["Excel, Power Query"]);
  });

  it("does not change the array it is given", () => {
    const input = [" Excel ", "SQL"] as const;
    toList(input);
    expect(input).toEqual([" Excel ", "SQL"]);
  });
});
