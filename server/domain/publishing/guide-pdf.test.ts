import { describe, expect, it } from "vitest";
import { guideSeed } from "~/db/seed/content/publishing/guides.ts";
import { type GuideBlock, parseGuideBody, renderGuidePdf } from "./guide-pdf.ts";
import { pdfPages } from "~/tests/support/pdf-text.ts";
import type { PublicEntry } from "./service.ts";

const entry = (g: (typeof guideSeed)[number]): PublicEntry => ({
  id: g.id!,
  kind: "guide",
  slug: g.slug,
  title: g.title,
  summary: g.summary ?? "",
  body: g.body ?? "",
  image: null,
  fields: (g.fields ?? {}) as Record<string, string>,
  tags: [],
  publishedAt: g.publishAt.toISOString(),
  updatedAt: g.publishAt.toISOString(),
  readingMinutes: 1,
});

const guide = (slug: string) => guideSeed.find((g) => g.slug === slug)!;
const chaptersOf = (g: (typeof guideSeed)[number]) => String(g.fields?.pages ?? "").split("\n");

/** The blocks between a chapter's `##` heading and the next one. */
function chapter(slug: string, title: string): GuideBlock[] {
  const blocks = parseGuideBody(guide(slug).body ?? "");
  const start = blocks.findIndex((b) => b.type === "heading" && b.level === 2 && b.text === title);
  expect(start, `chapter "${title}" of ${slug}`).toBeGreaterThanOrEqual(0);
  const end = blocks.findIndex((b, i) => i > start && b.type === "heading" && b.level <= 2);
  return blocks.slice(start + 1, end < 0 ? undefined : end);
}

/** Each `###` section of a chapter with the blocks under it. */
function sections(blocks: GuideBlock[]) {
  const out: { title: string; blocks: GuideBlock[] }[] = [];
  for (const b of blocks) {
    if (b.type === "heading" && b.level === 3) out.push({ title: b.text, blocks: [] });
    else out.at(-1)?.blocks.push(b);
  }
  return out;
}

const readPdf = pdfPages;

describe("guide bodies", () => {
  it.each(guideSeed.map((g) => [g.slug, g] as const))("%s: every chapter is a heading, in order", (_slug, g) => {
    const headings = parseGuideBody(g.body ?? "")
      .filter((b) => b.type === "heading" && b.level === 2)
      .map((b) => (b as { text: string }).text);
    expect(headings).toEqual(chaptersOf(g));
    expect((g.body ?? "").length).toBeGreaterThan(6000);
  });

  it("the cheat sheet has 40 formulas, each with its syntax and an example, grouped under the chapter naming them", () => {
    const g = guide("excel-formulas-cheat-sheet");
    expect(g.summary).toContain("The 40 formulas");
    const names: string[] = [];
    for (const title of chaptersOf(g)) {
      const entries = chapter(g.slug, title).flatMap((b) => (b.type === "list" ? b.items : []));
      const inChapter = entries.map((item) => {
        const m = /^\*\*([A-Z.]+)\*\* `([A-Z.]+)\((.*?)\)` .+ Example: `=[^`]+` .+/.exec(item);
        expect(m, item).not.toBeNull();
        expect(m![2]).toBe(m![1]);
        return m![1]!;
      });
      // "Lookups: XLOOKUP, INDEX/MATCH, FILTER" promises XLOOKUP, INDEX, MATCH and FILTER there.
      for (const promised of title
        .split(":")[1]!
        .split(/[,/]/)
        .map((s) => s.trim())) {
        expect(inChapter, title).toContain(promised);
      }
      names.push(...inChapter);
    }
    expect(names).toHaveLength(40);
    expect(new Set(names).size).toBe(40);
  });

  it("the SQL guide has 15 practice problems, each with a worked answer and the common wrong answer", () => {
    const g = guide("sql-interview-guide");
    expect(g.summary).toContain("15 practice problems with worked answers");
    const blocks = chapter(g.slug, "15 practice problems");
    expect(blocks.some((b) => b.type === "code" && b.text.includes("CREATE TABLE order_items"))).toBe(true);
    const problems = sections(blocks);
    expect(problems.map((p) => /^Problem (\d+): /.exec(p.title)?.[1])).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
    for (const p of problems) {
      expect(
        p.blocks.some((b) => b.type === "code" && b.lang === "sql" && /^(SELECT|WITH)\b/.test(b.text)),
        p.title,
      ).toBe(true);
      expect(
        p.blocks.some((b) => b.type === "paragraph" && b.text.startsWith("**Common wrong answer:**")),
        p.title,
      ).toBe(true);
    }
  });

  it("the DAX guide has twelve measures, each with its code and a line-by-line explanation", () => {
    const g = guide("power-bi-dax-starter-guide");
    expect(g.summary).toContain("the twelve measures");
    const measures = sections(chapter(g.slug, "Twelve measures to copy"));
    expect(measures).toHaveLength(12);
    measures.forEach((m, i) => {
      const [, number, name] = /^(\d+)\. (.+)$/.exec(m.title) ?? [];
      expect(number).toBe(String(i + 1));
      const code = m.blocks.find((b) => b.type === "code");
      expect(code?.type === "code" && code.lang === "dax" && code.text.startsWith(`${name} =`), m.title).toBe(true);
      const list = m.blocks.find((b) => b.type === "list");
      // The explanation starts with the measure's first line and goes through it piece by piece.
      expect(list?.type === "list" && list.items.length >= 2 && list.items[0]!.startsWith("`"), m.title).toBe(true);
    });
  });

  it("the skills matrix describes eighteen skills in four areas at each of the five levels", () => {
    const g = guide("analytics-team-skills-matrix");
    const levelsList = chapter(g.slug, "The five levels").find((b) => b.type === "list");
    const levels = levelsList?.type === "list" ? levelsList.items.map((i) => /^\*\*(\w+):\*\*/.exec(i)?.[1]) : [];
    expect(levels).toEqual(["Aware", "Developing", "Practitioner", "Advanced", "Expert"]);
    const blocks = chapter(g.slug, "Skills in the matrix");
    const areas = blocks.filter(
      (b) => b.type === "paragraph" && /^\*\*[A-Z][a-z ]+\*\* \(skills \d+ to \d+\)/.test(b.text),
    );
    expect(areas).toHaveLength(4);
    const skills = sections(blocks);
    expect(skills.map((s) => Number(/^(\d+)\. /.exec(s.title)?.[1]))).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    for (const skill of skills) {
      const list = skill.blocks.find((b) => b.type === "list");
      expect(list?.type === "list" ? list.items.map((i) => /^\*\*(\w+):\*\*/.exec(i)?.[1]) : [], skill.title).toEqual(
        levels,
      );
    }
  });

  it("the data-culture playbook's phases cover days 1 to 90 and it says how to measure progress", () => {
    const g = guide("building-a-data-culture");
    const phases = chaptersOf(g)
      .map((c) => /^Days (\d+)-(\d+):/.exec(c))
      .filter((m) => m !== null)
      .map((m) => [Number(m[1]), Number(m[2])]);
    expect(phases).toEqual([
      [1, 30],
      [31, 60],
      [61, 90],
    ]);
    const measures = chapter(g.slug, "Measuring progress").find((b) => b.type === "list");
    expect(measures?.type === "list" && measures.items.length).toBeGreaterThanOrEqual(5);
  });

  it("the State of Data Skills report's figures add up and it says once how they were gathered", () => {
    const g = guide("state-of-data-skills-2026");
    const body = g.body ?? "";
    const percentages = (title: string, index = 0) => {
      const list = chapter(g.slug, title).filter((b) => b.type === "list")[index];
      return list?.type === "list" ? list.items.map((i) => Number(/ (\d+)%$/.exec(i)?.[1])) : [];
    };
    // Each lead chose exactly three skills, and one thing that weighs most when hiring.
    expect(percentages("The skills managers want").reduce((a, b) => a + b, 0)).toBe(300);
    expect(percentages("What gets people hired", 1).reduce((a, b) => a + b, 0)).toBe(100);
    expect(body.match(/How we gathered these figures/g)).toHaveLength(1);
    expect(g.summary).toContain("2,400 learners and 120 team leads");
    expect(body).toContain("2,400 learners and 120 team leads took part");
    // 1,150 + 770 + 480 learners, of whom the first two groups work.
    expect(body).toContain("1,150 (48%)");
    expect(body).toContain("770 (32%)");
    expect(body).toContain("480 (20%)");
    expect(body).toContain("the 1,920 learners who work");
  });
});

describe("guide PDFs", () => {
  it.each(guideSeed.map((g) => [g.slug, g] as const))(
    "%s: the whole guide, numbered pages, and no page ending on a heading",
    async (_slug, g) => {
      const bytes = await renderGuidePdf(entry(g), { siteUrl: "http://localhost:3000", readerName: "Grace" });
      const pages = await readPdf(bytes);
      expect(pages.length).toBeGreaterThan(3);
      pages.slice(1).forEach((page, i) => {
        expect(page.text).toContain(`Page ${i + 2} of ${pages.length}`);
        // The last line above the footer (at 40 pt from the bottom) is never a heading (17 or 13 pt).
        const lowest = page.items.filter((item) => item.y > 60).sort((a, b) => a.y - b.y)[0];
        expect([17, 13], `page ${i + 2}: "${lowest?.str}"`).not.toContain(lowest?.size);
      });
      const all = pages.map((p) => p.text).join(" ");
      for (const title of chaptersOf(g)) {
        // The contents page gives each chapter's page (on the title's line), and the heading is there.
        const toc = pages[1]!.items;
        const line = toc.find((item) => item.str === title);
        const pageNumber = toc.find((item) => Math.abs(item.y - line!.y) < 1 && /^[1-9]\d*$/.test(item.str));
        expect(pageNumber, title).toBeDefined();
        expect(
          pages[Number(pageNumber!.str) - 1]!.items.some((item) => item.size === 17 && item.str === title),
          title,
        ).toBe(true);
      }
      // The body's last words are in the PDF (it is not cut short).
      const last = parseGuideBody(g.body ?? "").at(-1)!;
      const lastText = last.type === "list" ? last.items.at(-1)! : "text" in last ? last.text : "";
      const squeeze = (s: string) => s.replace(/[*`\s]/g, "");
      expect(squeeze(all)).toContain(squeeze(lastText).slice(-60));
      expect(all).toContain("More free guides");
    },
    30_000,
  );
});
