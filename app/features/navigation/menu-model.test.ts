// What the menu's third column says about a section is true of what that section lists.
import { describe, expect, it } from "vitest";
import { courseSeed } from "~/db/seed/content/courses.ts";
import { guideSeed } from "~/db/seed/content/publishing/guides.ts";
import type { PublicEnv } from "~/server/env.ts";
import { buildSiteMenu } from "./menu-model.ts";

const menu = buildSiteMenu(
  { featuredCourses: [], paths: [], currentChallenge: null, pastChallenges: [], datasets: [] },
  { appUrl: "", helpCenterUrl: "", productUpdatesUrl: "", featureRequestsUrl: "" } as PublicEnv,
);
const note = (label: string) =>
  menu.discover.flatMap((s) => s.items).find((i) => i.label === label)?.featured.note ?? "";

describe("menu notes", () => {
  it("describe the crash courses there are: an hour or two each, no topic none of them teaches", () => {
    const crash = courseSeed.filter((c) => c.kind === "crash_course");
    expect(crash.length).toBeGreaterThan(0);
    for (const c of crash) expect(c.lengthHours, c.title).toBeLessThanOrEqual(2);
    expect(note("Crash Courses")).toContain("an hour or two");
    const topics = crash.map((c) => `${c.title} ${c.tools}`.toLowerCase()).join(" ");
    for (const claimed of ["pivot", "window function"]) {
      if (note("Crash Courses").toLowerCase().includes(claimed)) expect(topics).toContain(claimed);
    }
  });

  it("describe the guides there are: no tool comparison among them", () => {
    expect(guideSeed.some((g) => /\bvs\.?\b|compar/i.test(g.title))).toBe(false);
    expect(note("Guides and Reports")).not.toMatch(/compar/i);
    expect(note("Guides and Reports")).toBe("Cheat sheets, in-depth guides and our own research, free as PDFs.");
  });
});
