import { describe, expect, it } from "vitest";
import { wrapWords } from "./text.ts";

describe("wrapWords", () => {
  it("breaks at spaces within the width and keeps a longer word whole", () => {
    expect(wrapWords("Data Visualization with Python: matplotlib & seaborn", 34)).toEqual([
      "Data Visualization with Python:",
      "matplotlib & seaborn",
    ]);
    expect(wrapWords("Supercalifragilistic data", 10)).toEqual(["Supercalifragilistic", "data"]);
  });
});
