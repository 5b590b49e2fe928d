import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  parseCourseFilters,
  SEARCH_MAX_LENGTH,
  searchTerms,
  type CourseFilters,
} from "./catalog-filters.ts";

const parse = (query: string | [string, string][]) => parseCourseFilters(new URLSearchParams(query));

const DEFAULTS: CourseFilters = { q: "", tools: [], skills: [], levels: [], formats: [], sort: "recommended" };

describe("parseCourseFilters", () => {
  it("has empty filters and the recommended order without parameters", () => {
    expect(parse("")).toEqual(DEFAULTS);
    expect(hasActiveFilters(parse(""))).toBe(false);
  });

  it("reads every kind of filter", () => {
    const filters = parse(
      "q=pivot&tool=Excel&tool=Power+BI&skill=DAX&level=beginner&level=advanced&format=course&sort=title",
    );
    expect(filters).toEqual({
      q: "pivot",
      tools: ["Excel", "Power BI"],
      skills: ["DAX"],
      levels: ["beginner", "advanced"],
      formats: ["course"],
      sort: "title",
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it.each(["tool=Excel", "skill=DAX", "level=beginner", "format=crash_course", "q=sql"])(
    "counts %s as an active filter",
    (query) => {
      expect(hasActiveFilters(parse(query))).toBe(true);
    },
  );

  it("drops unknown levels, formats and sorts", () => {
    const filters = parse("level=nope&level=Beginner&level=intermediate&format=webinar&format=crash_course&sort=x");
    expect(filters.levels).toEqual(["intermediate"]);
    expect(filters.formats).toEqual(["crash_course"]);
    expect(filters.sort).toBe("recommended");
  });

  it("keeps each level and format once", () => {
    const filters = parse("level=beginner&level=beginner&format=course&format=course");
    expect(filters.levels).toEqual(["beginner"]);
    expect(filters.formats).toEqual(["course"]);
  });

  it("collapses whitespace in the search and trims it", () => {
    expect(parse("q=%20%20power%20%0A%09bi%20%20").q).toBe("power bi");
    expect(parse("q=%20%20%20").q).toBe("");
  });

  it(`cuts an over-long search to ${SEARCH_MAX_LENGTH} characters`, () => {
    const q = parse([["q", "x".repeat(5000)]]).q;
    expect(q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(q).toBe("x".repeat(SEARCH_MAX_LENGTH));
  });

  describe("sort", () => {
    it("defaults to relevance with a search and to recommended without one", () => {
      expect(parse("q=sql").sort).toBe("relevance");
      expect(parse("").sort).toBe("recommended");
    });

    it("uses relevance only when there is a search", () => {
      expect(parse("sort=relevance").sort).toBe("recommended");
      expect(parse("sort=relevance&q=%20%20").sort).toBe("recommended");
      expect(parse("sort=relevance&q=sql").sort).toBe("relevance");
    });

    it("keeps an explicit order next to a search", () => {
      expect(parse("q=sql&sort=newest").sort).toBe("newest");
    });

    it.each(["recommended", "newest", "title", "shortest", "longest"] as const)("accepts %s", (sort) => {
      expect(parse(`sort=${sort}`).sort).toBe(sort);
    });

    it.each(["TITLE", "title ", "random", "1; drop table course", ""])("falls back for %j", (sort) => {
      expect(parse([["sort", sort]]).sort).toBe("recommended");
    });
  });

  describe("tool and skill values", () => {
    it("keeps real tool and skill names", () => {
      const names = [
        "Power BI Desktop",
        "C#",
        "scikit-learn",
        "A/B Testing",
        "R&D",
        "Tableau (Public)",
        "Node.js",
        "C++",
      ];
      const params = new URLSearchParams();
      for (const name of names) params.append("tool", name);
      expect(parseCourseFilters(params).tools).toEqual(names);
    });

    it("trims values and keeps letters outside ASCII", () => {
      expect(parse([["skill", "  Datenanalyse für Einsteiger  "]]).skills).toEqual(["Datenanalyse für Einsteiger"]);
    });

    it.each([
      "'; drop table course;--",
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      '" onmouseover="alert(1)',
      "Excel' OR '1'='1",
      "1=1",
      "Excel;",
      "%",
      "Excel\nSQL",
      "",
      "   ",
      "x".repeat(41),
    ])("drops %j", (value) => {
      expect(parse([["tool", value]]).tools).toEqual([]);
      expect(parse([["skill", value]]).skills).toEqual([]);
    });

    it("keeps the good values next to dropped ones", () => {
      const filters = parse([
        ["tool", "<script>"],
        ["tool", "Excel"],
        ["tool", "'; drop table course;--"],
        ["tool", "SQL"],
      ]);
      expect(filters.tools).toEqual(["Excel", "SQL"]);
    });

    it("accepts a 40-character value", () => {
      expect(parse([["tool", "y".repeat(40)]]).tools).toEqual(["y".repeat(40)]);
    });

    it("removes duplicates regardless of case, keeping the first spelling", () => {
      const filters = parse("tool=Excel&tool=excel&tool=%20EXCEL%20&tool=SQL&skill=DAX&skill=dax");
      expect(filters.tools).toEqual(["Excel", "SQL"]);
      expect(filters.skills).toEqual(["DAX"]);
    });

    it("keeps at most 12 values per filter", () => {
      const params = new URLSearchParams();
      for (let i = 0; i < 30; i++) {
        params.append("tool", `Tool ${i}`);
        params.append("skill", `Skill ${i}`);
      }
      const filters = parseCourseFilters(params);
      expect(filters.tools).toEqual(Array.from({ length: 12 }, (_, i) => `Tool ${i}`));
      expect(filters.skills).toHaveLength(12);
    });

    it("counts 12 distinct values, not 12 raw parameters", () => {
      const params = new URLSearchParams();
      for (let i = 0; i < 12; i++) params.append("tool", "Excel");
      params.append("tool", "SQL");
      expect(parseCourseFilters(params).tools).toEqual(["Excel", "SQL"]);
    });
  });

  it("keeps SQL and HTML in the search text as typed (it is escaped on output, not parsed)", () => {
    expect(parse([["q", "<script>alert(1)</script>"]]).q).toBe("<script>alert(1)</script>");
    expect(parse([["q", "'; drop table course;--"]]).q).toBe("'; drop table course;--");
  });
});

describe("searchTerms", () => {
  it("lower-cases and splits into words", () => {
    expect(searchTerms("Power BI  Desktop")).toEqual(["power", "bi", "desktop"]);
  });

  it("strips punctuation and query syntax", () => {
    expect(searchTerms("'; drop table course;--")).toEqual(["drop", "table", "course"]);
    expect(searchTerms("pyth:* & !pand | (sql)")).toEqual(["pyth", "pand", "sql"]);
    expect(searchTerms("<script>alert(1)</script>")).toEqual(["script", "alert", "1", "script"]);
    expect(searchTerms('100% "excel" o\'brien')).toEqual(["100", "excel", "o", "brien"]);
  });

  it("gives no terms for punctuation only or an empty search", () => {
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("%%% ''' ;--")).toEqual([]);
    expect(searchTerms("*:&|!()<>")).toEqual([]);
  });

  it("keeps letters and digits outside ASCII", () => {
    expect(searchTerms("Análisis de datos 2024")).toEqual(["análisis", "de", "datos", "2024"]);
  });

  it("keeps at most 8 words of at most 30 characters", () => {
    const terms = searchTerms(`${"a".repeat(50)} b c d e f g h i j`);
    expect(terms).toHaveLength(8);
    expect(terms[0]).toBe("a".repeat(30));
    expect(terms.at(-1)).toBe("h");
  });
});
