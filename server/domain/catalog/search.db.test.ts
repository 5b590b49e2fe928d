// Catalogue search and lookups on a real, seeded database; also the showcase, guided project and
// credential services the catalogue pages use.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCourseFilters, type CourseFilters } from "~/core/catalog-filters.ts";
import { toList } from "~/core/lists.ts";
import { courses } from "~/db/schema/catalog.ts";
import { courseSeed } from "~/db/seed/content/courses.ts";
import { guidedProjectSeed } from "~/db/seed/content/guided-projects.ts";
import { pathCourseSeed } from "~/db/seed/content/paths.ts";
import { showcaseProjectSeed } from "~/db/seed/content/showcase.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createCredentialService } from "../credentials/service.ts";
import { NotFound } from "../errors.ts";
import { createGuidedProjectService } from "../guided-projects/service.ts";
import { createShowcaseService } from "../showcase/service.ts";
import { createCatalogService, type CatalogService } from "./service.ts";

let database: TestDatabase;
let catalog: CatalogService;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  catalog = createCatalogService({ db: database.db });
});
afterAll(() => database.destroy());

/** Filters as the /courses page reads them from its URL. */
const filtersFrom = (query: string | [string, string][]): CourseFilters =>
  parseCourseFilters(new URLSearchParams(query));
const search = (query: string | [string, string][]) => catalog.searchCourses(filtersFrom(query));
const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug);
const sorted = (list: string[]) => [...list].sort();

/** Seed courses matching a predicate, as a sorted slug list: the expected result of a filter. */
const seedSlugs = (match: (course: (typeof courseSeed)[number]) => boolean) =>
  sorted(courseSeed.filter(match).map((c) => c.slug));
const hasTool = (course: (typeof courseSeed)[number], tool: string) =>
  toList(course.tools).some((t) => t.toLowerCase() === tool.toLowerCase());
const hasSkill = (course: (typeof courseSeed)[number], skill: string) =>
  toList(course.skills).some((s) => s.toLowerCase() === skill.toLowerCase());

describe("searchCourses: full-text search", () => {
  it("ranks courses with SQL in the title above those that only mention it elsewhere", async () => {
    const results = await search("q=sql");
    expect(results.length).toBeGreaterThan(2);
    const inTitle = results.map((c) => /\bsql\b/i.test(c.title));
    const firstOther = inTitle.indexOf(false);
    expect(inTitle[0], `first result: ${results[0]!.title}`).toBe(true);
    expect(firstOther, "some results only mention SQL outside the title").toBeGreaterThan(0);
    // Every title match comes before the first course without SQL in its title.
    expect(inTitle.slice(firstOther)).not.toContain(true);
    // A course that mentions SQL only in its description is among the results, after the title matches.
    const chatGpt = slugs(results).indexOf("chatgpt-for-analysts");
    expect(chatGpt).toBeGreaterThanOrEqual(firstOther);
  });

  it("weighs the title above the description on courses written for the test", async () => {
    const rows = [
      {
        id: "crs_test-rank-title",
        slug: "test-rank-title",
        title: "Quokkanomics for Analysts",
        descriptionFull: "A short course.",
        publishedAt: new Date("2020-01-01T00:00:00Z"),
      },
      {
        id: "crs_test-rank-description",
        slug: "test-rank-description",
        title: "Zebra Counting",
        // Mentioned twice, and the course is newer and featured: rank must still put it second.
        descriptionFull: "Quokkanomics explained. More quokkanomics.",
        featured: true,
        publishedAt: new Date("2026-01-01T00:00:00Z"),
      },
    ];
    await database.db.insert(courses).values(rows);
    try {
      const results = await search("q=quokkanomics");
      expect(slugs(results)).toEqual(["test-rank-title", "test-rank-description"]);
      // Without "Best match" the default order applies (featured first).
      expect(slugs(await search("q=quokkanomics&sort=recommended"))).toEqual([
        "test-rank-description",
        "test-rank-title",
      ]);
    } finally {
      await database.db.delete(courses).where(
        inArray(
          courses.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });

  it("matches word prefixes: 'pyth' finds the Python courses", async () => {
    const prefix = slugs(await search("q=pyth"));
    expect(prefix).toContain("python-foundations");
    expect(prefix).toContain("python-pandas");
    expect(sorted(prefix)).toEqual(sorted(slugs(await search("q=python"))));
    // Every course with Python as a tool is found.
    for (const slug of seedSlugs((c) => hasTool(c, "Python"))) expect(prefix).toContain(slug);
  });

  it("needs every word of the search", async () => {
    const results = await search("q=excel+pivot");
    expect(results.length).toBeGreaterThan(0);
    expect(slugs(results)).toContain("excel-pivot-tables");
    expect(slugs(results)).not.toContain("excel-essentials");
  });

  it("finds nothing for a word no course has", async () => {
    expect(await search("q=xylophonics")).toEqual([]);
  });

  it.each(["%", "%%%", "'\"", ";--", "*:&|!()", "<>"])("returns no rows, without an error, for %j", async (q) => {
    expect(await search([["q", q]])).toEqual([]);
  });

  it.each([
    ["a percent sign", "100% sql"],
    ["quotes", `"sql" 'joins'`],
    ["an apostrophe inside a word", "o'reilly sql"],
    ["SQL", "'; drop table course;--"],
    ["HTML", "<script>alert(1)</script>"],
    ["tsquery syntax", "sql:* | !excel & (power)"],
    ["a backslash", "sql\\"],
    ["a stop word", "the"],
    ["only stop words", "the and of"],
    ["an over-long search", "sql ".repeat(500)],
  ])("does not fail on a search with %s", async (_label, q) => {
    await expect(search([["q", q]])).resolves.toBeInstanceOf(Array);
  });

  it("treats SQL-like input as words, and the table is still there", async () => {
    const results = await search([["q", "'; drop table course;--"]]);
    // "drop", "table" and "course" as words: whatever matches, the catalogue is intact.
    expect(Array.isArray(results)).toBe(true);
    expect((await search("")).length).toBe(courseSeed.length);
  });

  it("searches tools and skills too", async () => {
    expect(slugs(await search("q=xgboost"))).toEqual(["predictive-modeling-classification"]);
    expect(slugs(await search("q=deduplication"))).toContain("sql-data-cleaning");
  });
});

describe("searchCourses: filters", () => {
  it("returns every course without filters", async () => {
    expect(sorted(slugs(await search("")))).toEqual(seedSlugs(() => true));
  });

  it("filters by tool, case-insensitively", async () => {
    const expected = seedSlugs((c) => hasTool(c, "Excel"));
    expect(expected.length).toBeGreaterThan(3);
    expect(sorted(slugs(await search("tool=Excel")))).toEqual(expected);
    expect(sorted(slugs(await search("tool=excel")))).toEqual(expected);
    expect(sorted(slugs(await search("tool=EXCEL")))).toEqual(expected);
  });

  it("matches whole tool names, not parts of them", async () => {
    // "Power" is part of "Power BI Desktop" and "Power Query" but not a tool of its own.
    expect(await search("tool=Power")).toEqual([]);
    expect(sorted(slugs(await search("tool=Power+Query")))).toEqual(seedSlugs((c) => hasTool(c, "Power Query")));
  });

  it("combines values of one filter with OR", async () => {
    expect(sorted(slugs(await search("tool=Tableau+Desktop&tool=Alteryx+Designer")))).toEqual(
      seedSlugs((c) => hasTool(c, "Tableau Desktop") || hasTool(c, "Alteryx Designer")),
    );
    expect(sorted(slugs(await search("level=beginner&level=advanced")))).toEqual(
      seedSlugs((c) => c.level === "beginner" || c.level === "advanced"),
    );
  });

  it("filters by skill", async () => {
    const expected = seedSlugs((c) => hasSkill(c, "DAX"));
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(slugs(await search("skill=dax")))).toEqual(expected);
  });

  it("filters by level and by format", async () => {
    expect(sorted(slugs(await search("level=intermediate")))).toEqual(seedSlugs((c) => c.level === "intermediate"));
    const crash = seedSlugs((c) => c.kind === "crash_course");
    expect(crash.length).toBeGreaterThan(0);
    expect(sorted(slugs(await search("format=crash_course")))).toEqual(crash);
    expect(sorted(slugs(await search("format=course&format=crash_course")))).toEqual(seedSlugs(() => true));
  });

  it("combines different filters with AND", async () => {
    expect(sorted(slugs(await search("tool=Excel&level=beginner")))).toEqual(
      seedSlugs((c) => hasTool(c, "Excel") && c.level === "beginner"),
    );
    expect(sorted(slugs(await search("tool=Python&tool=Excel&skill=Hypothesis+Testing&level=advanced")))).toEqual(
      seedSlugs(
        (c) =>
          (hasTool(c, "Python") || hasTool(c, "Excel")) && hasSkill(c, "Hypothesis Testing") && c.level === "advanced",
      ),
    );
    expect(sorted(slugs(await search("tool=Excel&format=crash_course")))).toEqual(
      seedSlugs((c) => hasTool(c, "Excel") && c.kind === "crash_course"),
    );
  });

  it("combines a search with filters", async () => {
    const results = await search("q=sql&format=crash_course");
    expect(results[0]?.slug).toBe("sql-joins-crash-course");
    for (const course of results) expect(course.kind).toBe("crash_course");
    expect(slugs(results)).not.toContain("mysql-data-analysis");
  });

  it("gives no rows when the filters exclude each other", async () => {
    expect(await search("tool=Alteryx+Designer&level=advanced")).toEqual([]);
  });

  it("ignores unknown and malformed filter values", async () => {
    const all = sorted(slugs(await search("")));
    const ignored = await search([
      ["level", "nope"],
      ["format", "webinar"],
      ["sort", "x"],
      ["tool", "'; drop table course;--"],
      ["skill", "<script>alert(1)</script>"],
    ]);
    expect(sorted(slugs(ignored))).toEqual(all);
  });

  it("returns no rows for a well-formed tool no course uses", async () => {
    expect(await search("tool=Fortran")).toEqual([]);
  });
});

describe("searchCourses: order", () => {
  it("sorts by title A to Z", async () => {
    const titles = (await search("sort=title")).map((c) => c.title);
    expect(titles).toHaveLength(courseSeed.length);
    const firstLetters = titles.map((t) => t[0]!.toUpperCase());
    expect(firstLetters).toEqual([...firstLetters].sort());
    expect(titles[0]).toBe("A/B Testing & Experiment Design");
    expect(titles.at(-1)).toBe("XLOOKUP & Dynamic Arrays Crash Course");
  });

  it("sorts shortest first, then by title", async () => {
    const results = await search("sort=shortest");
    const hours = results.map((c) => c.lengthHours);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
    expect(results[0]!.slug).toBe("excel-xlookup-dynamic-arrays");
  });

  it("sorts longest first", async () => {
    const results = await search("sort=longest");
    const hours = results.map((c) => c.lengthHours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    expect(results[0]!.slug).toBe("python-pandas");
  });

  it("sorts newest first", async () => {
    const times = (await search("sort=newest")).map((c) => courseSeed.find((s) => s.id === c.id)!.publishedAt!);
    const ms = times.map((t) => t.getTime());
    expect(ms).toEqual([...ms].sort((a, b) => b - a));
  });

  it("keeps the order within a filter", async () => {
    const hours = (await search("tool=Excel&sort=longest")).map((c) => c.lengthHours);
    expect(hours.length).toBeGreaterThan(1);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
  });

  it("puts featured courses first in the recommended order", async () => {
    const results = await search("");
    const featured = new Set(courseSeed.filter((c) => c.featured).map((c) => c.id));
    const flags = results.map((c) => featured.has(c.id));
    expect(flags.indexOf(false)).toBe(featured.size);
  });
});

describe("courseBySlug", () => {
  it("returns the course with its lessons, instructor and paths", async () => {
    const seed = courseSeed.find((c) => c.slug === "excel-power-query-power-pivot")!;
    const course = await catalog.courseBySlug("excel-power-query-power-pivot");
    expect(course.title).toBe(seed.title);
    expect(course.tools).toEqual(["Excel", "Power Query", "Power Pivot"]);
    expect(course.skills).toEqual(toList(seed.skills));
    expect(course.lessons).toEqual(JSON.parse(seed.lessons!));
    expect(course.lessons[0]).toEqual({
      title: "Introduction: the modern Excel data stack",
      kind: "video",
      minutes: 10,
    });
    expect(course.lessonCount).toBe(course.lessons.length);
    expect(course.instructor).toMatchObject({ id: "ins_daniel-reyes", name: "Daniel Reyes" });
    const expectedPaths = pathCourseSeed.filter((l) => l.courseId === seed.id).map((l) => l.pathId);
    expect(course.paths.map((p) => p.slug)).toEqual(["business-intelligence-analyst", "data-analyst-excel"]);
    expect(course.paths).toHaveLength(expectedPaths.length);
    expect(course.credentialBadge).toBe(seed.badgeSrc);
    expect(course.video).toBe("/embed/trailers/excel-power-query-power-pivot");
  });

  it("looks slugs up exactly", async () => {
    for (const slug of ["EXCEL-ESSENTIALS", "excel-essentials ", "excel", "excel%", "excel-essentials'--"]) {
      await expect(catalog.courseBySlug(slug), slug).rejects.toBeInstanceOf(NotFound);
    }
  });

  it("finds a crash course too", async () => {
    const course = await catalog.courseBySlug("sql-joins-crash-course");
    expect(course.kind).toBe("crash_course");
    expect(course.lessons.length).toBeGreaterThan(0);
  });
});

describe("relatedCourses", () => {
  it("never lists the course itself and lists courses that share something", async () => {
    for (const slug of ["excel-essentials", "python-pandas", "sql-joins-crash-course", "alteryx-designer"]) {
      const course = await catalog.courseBySlug(slug);
      const related = await catalog.relatedCourses(course);
      expect(slugs(related), slug).not.toContain(slug);
      expect(related.length).toBeLessThanOrEqual(4);
      expect(new Set(slugs(related)).size).toBe(related.length);
    }
  });

  it("prefers courses from the same path that share a tool", async () => {
    const course = await catalog.courseBySlug("excel-pivot-tables");
    const related = await catalog.relatedCourses(course);
    expect(related).toHaveLength(4);
    const ownPaths = new Set(pathCourseSeed.filter((l) => l.courseId === course.id).map((l) => l.pathId));
    for (const c of related) {
      const sharesPath = pathCourseSeed.some((l) => l.courseId === c.id && ownPaths.has(l.pathId));
      expect(sharesPath, c.slug).toBe(true);
      expect(c.tools, c.slug).toContain("Excel");
    }
  });
});

describe("pathBySlug", () => {
  it("lists the courses in the seeded order", async () => {
    const path = await catalog.pathBySlug("sql-analyst");
    const expected = pathCourseSeed
      .filter((l) => l.pathId === "pth_sql-analyst")
      .sort((a, b) => a.position - b.position)
      .map((l) => l.courseId);
    expect(path.courses.map((c) => c.id)).toEqual(expected);
  });

  it("throws NotFound for an unknown path", async () => {
    await expect(catalog.pathBySlug("no-such-path")).rejects.toBeInstanceOf(NotFound);
  });
});

describe("testimonials", () => {
  it("filters by course and by path slug; unknown slugs give none", async () => {
    const about = await catalog.testimonials({ course: "mysql-data-analysis" });
    expect(about.length).toBeGreaterThan(0);
    for (const t of about) expect(t.subjectUrl).toBe("/course/mysql-data-analysis");
    const path = await catalog.testimonials({ path: "business-intelligence-analyst" });
    expect(path.length).toBeGreaterThan(0);
    for (const t of path) expect(t.subjectUrl).toBe("/path/business-intelligence-analyst");
    expect(await catalog.testimonials({ course: "no-such-course" })).toEqual([]);
    expect(await catalog.testimonials({ course: "' or 1=1 --" })).toEqual([]);
  });
});

describe("showcase service", () => {
  const showcase = () => createShowcaseService({ db: database.db });
  const published = showcaseProjectSeed.filter((p) => p.published);

  it("lists only published projects, most liked first", async () => {
    const list = await showcase().list();
    expect(sorted(list.map((p) => p.id))).toEqual(sorted(published.map((p) => p.id)));
    const likes = list.map((p) => p.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(likes[0]).toBeGreaterThan(likes.at(-1)!);
  });

  it("sorts newest first", async () => {
    const times = (await showcase().list({ sort: "newest" })).map((p) => p.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("filters by tool, case-insensitively and by whole name", async () => {
    const expected = sorted(
      published.filter((p) => toList(p.tools).some((t) => t.toLowerCase() === "sql")).map((p) => p.id),
    );
    expect(expected.length).toBeGreaterThan(1);
    for (const tool of ["SQL", "sql"]) {
      const list = await showcase().list({ tool });
      expect(sorted(list.map((p) => p.id))).toEqual(expected);
      for (const p of list) expect(p.tools.map((t) => t.toLowerCase())).toContain("sql");
    }
    // Whole names only: "SQLite" is its own tool, and "Power" is part of "Power BI" but no tool.
    expect((await showcase().list({ tool: "sqlite" })).map((p) => p.id)).toEqual(["prj_18-life-expectancy-sql"]);
    expect(await showcase().list({ tool: "Power" })).toEqual([]);
    expect(await showcase().list({ tool: "'; drop table showcase_project;--" })).toEqual([]);
  });

  it("filters and sorts together", async () => {
    const list = await showcase().list({ tool: "Python", sort: "newest" });
    expect(list.length).toBeGreaterThan(1);
    const times = list.map((p) => p.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The Python draft is not listed.
    expect(list.map((p) => p.id)).not.toContain("prj_23-disaster-types-draft");
  });

  it("offers only tools of published projects", async () => {
    const tools = await showcase().tools();
    expect(tools).toContain("SQL");
    expect(new Set(tools.map((t) => t.toLowerCase())).size).toBe(tools.length);
  });

  it("returns a published project with its body and images", async () => {
    const project = await showcase().byId("prj_02-airport-directory-sql");
    expect(project.title).toBe("Which States Have the Most Airports? A SQL Deep-Dive");
    expect(project.body.length).toBeGreaterThan(0);
    expect(project.images.length).toBeGreaterThan(0);
    expect(project.cover).toEqual(project.images[0]);
  });

  it("throws NotFound for a draft, an unknown id and a malformed id", async () => {
    for (const id of [
      "prj_23-disaster-types-draft",
      "prj_24-fuel-economy-draft",
      "prj_nope",
      "../../etc",
      "'; drop table showcase_project;--",
      "x".repeat(200),
      "",
    ]) {
      await expect(showcase().byId(id), id).rejects.toBeInstanceOf(NotFound);
    }
  });
});

describe("guided project service", () => {
  const guided = () => createGuidedProjectService({ db: database.db });

  it("returns the objectives in their stored order, with the data set", async () => {
    const seed = guidedProjectSeed.find((g) => g.slug === "seattle-rainfall-excel")!;
    const project = await guided().bySlug("seattle-rainfall-excel");
    expect(project.objectives).toEqual(JSON.parse(seed.objectives!));
    expect(project.objectives.map((o) => o.title).slice(0, 3)).toEqual([
      "Load and tidy the daily file",
      "Add calendar and wet-day columns",
      "Summarize rainfall by month",
    ]);
    expect(project.dataset?.id).toBe("ds_seattle-weather");
  });

  it("lists every guided project", async () => {
    expect(sorted((await guided().list()).map((g) => g.slug))).toEqual(sorted(guidedProjectSeed.map((g) => g.slug)));
  });

  it("throws NotFound for an unknown slug", async () => {
    await expect(guided().bySlug("nope")).rejects.toBeInstanceOf(NotFound);
  });
});

describe("credential service", () => {
  const credentialService = () => createCredentialService({ db: database.db });

  it("lists credentials of every kind with a link to where they are earned", async () => {
    const list = await credentialService().list();
    expect(new Set(list.map((c) => c.kind))).toEqual(new Set(["course", "path", "guided_project"]));
    for (const c of list) expect(c.subjectUrl).toMatch(/^\/(course|path|guided-projects)\/[\w-]+$/);
  });

  it("verifies an issued credential", async () => {
    const verification = await credentialService().verify("vc-7Q2M9XK4");
    expect(verification.credential.subjectUrl).toBe("/course/excel-essentials");
    expect(verification.holderName.length).toBeGreaterThan(0);
  });

  it("throws NotFound for unknown and malformed verification ids", async () => {
    for (const id of ["vc-NOPE", "../../etc", "<script>", "' or 1=1 --", "x".repeat(65)]) {
      await expect(credentialService().verify(id), id).rejects.toBeInstanceOf(NotFound);
    }
  });
});
