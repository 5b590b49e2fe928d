import { describe, expect, it } from "vitest";
import {
  canGrantRoles,
  canUseStaffArea,
  ContactFormSchema,
  guidePreview,
  EntryFormSchema,
  isLive,
  parseScheduleTime,
  parseTags,
  readingMinutes,
  slugify,
} from "./publishing.ts";

describe("publishing rules", () => {
  it("shows an entry only once published and its time has come", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(isLive({ status: "published", publishAt: new Date("2026-11-25T11:59:59Z") }, now)).toBe(true);
    expect(isLive({ status: "published", publishAt: new Date("2026-11-25T12:00:01Z") }, now)).toBe(false);
    expect(isLive({ status: "draft", publishAt: new Date("2026-01-01T00:00:00Z") }, now)).toBe(false);
    expect(isLive({ status: "deleted", publishAt: new Date("2026-01-01T00:00:00Z") }, now)).toBe(false);
  });

  it("lets staff and admins into the staff area, only admins grant roles", () => {
    expect([
      canUseStaffArea("learner"),
      canUseStaffArea("staff"),
      canUseStaffArea("admin"),
      canUseStaffArea(null),
    ]).toEqual([false, true, true, false]);
    expect([canGrantRoles("staff"), canGrantRoles("admin")]).toEqual([false, true]);
  });

  it("counts reading time from the words of the body at 230 a minute, rounded up, at least one", () => {
    const words = (n: number) => Array(n).fill("word").join(" ");
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(230))).toBe(1);
    expect(readingMinutes(words(231))).toBe(2);
    expect(readingMinutes(words(900))).toBe(4);
    // Code is read too; markup and link targets are not words.
    expect(readingMinutes(`## Heading\n\n${words(200)}\n\n\`\`\`python\n${words(40)}\n\`\`\`\n`)).toBe(2);
    expect(readingMinutes(`[a link](/course/excel-essentials) **bold** - * > |`)).toBe(1);
  });

  it("parses tags without duplicates and slugs them for URLs", () => {
    expect(parseTags(" Excel, Tutorial ,excel,, ")).toEqual(["Excel", "Tutorial"]);
    expect(slugify("Power BI & DAX")).toBe("power-bi-dax");
  });

  it("reads a schedule time as UTC and refuses junk", () => {
    expect(parseScheduleTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(parseScheduleTime("tomorrow")).toBeNull();
    expect(parseScheduleTime("2026-13-45T99:99")).toBeNull();
  });

  it("says what is wrong with a contact form", () => {
    const result = ContactFormSchema.safeParse({ name: "", email: "ada@", topic: "", message: "hi" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: "Enter your name.",
      email: "Enter a valid email address, like name@example.com.",
      topic: "Choose what your message is about.",
      message: "Write your message (at least 10 characters).",
    });
  });

  it("refuses a slug that is not lowercase words joined by hyphens", () => {
    const bad = EntryFormSchema.safeParse({ title: "T", slug: "Hello World!" });
    expect(bad.success).toBe(false);
    expect(EntryFormSchema.parse({ title: "T", slug: "Hello-World" }).slug).toBe("hello-world");
  });
});

describe("guidePreview", () => {
  it("keeps the introduction and the first chapter, and names the chapters only the PDF has", () => {
    const body = [
      "Intro line.",
      "",
      "## First",
      "One.",
      "```sql",
      "## not a heading, a comment in code",
      "```",
      "",
      "## Second",
      "Two.",
      "## Third",
      "Three.",
    ].join("\n");
    const { preview, moreChapters } = guidePreview(body);
    expect(preview).toContain("## First");
    expect(preview).toContain("## not a heading");
    expect(preview).not.toContain("Two.");
    expect(moreChapters).toEqual(["Second", "Third"]);
  });

  it("shows a guide of one chapter whole", () => {
    expect(guidePreview("Intro\n\n## Only\nText")).toEqual({ preview: "Intro\n\n## Only\nText", moreChapters: [] });
  });
});
