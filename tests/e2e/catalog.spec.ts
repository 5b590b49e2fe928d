// The catalogue: course filters and search, the course drawer, the course page and its video
// modal, paths, guided projects, the showcase and testimonials, bad input and accessibility.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { courseSeed } from "../../db/seed/content/courses.ts";
import { guidedProjectSeed } from "../../db/seed/content/guided-projects.ts";
import { pathCourseSeed, pathSeed } from "../../db/seed/content/paths.ts";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { expectNoViolations } from "./support/axe.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const toolsOf = (course: (typeof courseSeed)[number]) => (course.tools ?? "").split(",").map((t) => t.trim());
const courseCount = (n: number) => (n === 1 ? "1 course" : `${n} courses`);

function catalog(page: Page) {
  const filters = page.getByRole("search", { name: "Filter courses" });
  const results = page.getByRole("region", { name: /courses?/ });
  return {
    filters,
    searchBox: filters.getByRole("searchbox", { name: "Search" }),
    sort: filters.getByRole("combobox", { name: "Sort by" }),
    toolBox: (tool: string) =>
      filters.getByRole("group", { name: "Tool" }).getByRole("checkbox", { name: new RegExp(`^${tool} \\d+$`) }),
    levelBox: (label: string) => filters.getByRole("group", { name: "Level" }).getByRole("checkbox", { name: label }),
    heading: page.locator("#results-heading"),
    cards: page.getByRole("main").locator("article"),
    cardTitles: page.getByRole("main").locator("article h3"),
    chips: page.getByRole("list", { name: "Active filters" }),
    results,
  };
}

/** The titles shown on the course cards, in order. */
async function shownTitles(page: Page): Promise<string[]> {
  return (await catalog(page).cardTitles.allTextContents()).map((t) => t.trim());
}

test.describe("courses: filters and search", () => {
  test("a tool checkbox filters the list, and the shared URL shows the same view", async ({ page, browser }) => {
    await gotoHydrated(page, "/courses");
    const c = catalog(page);
    await expect(c.heading).toHaveText(courseCount(courseSeed.length));

    const expected = courseSeed.filter((course) => toolsOf(course).includes("Tableau Desktop"));
    expect(expected.length).toBeGreaterThan(1);
    const box = c.toolBox("Tableau Desktop");
    await expect(box).not.toBeChecked();
    await box.check();

    await expect(page).toHaveURL(/[?&]tool=Tableau(\+|%20)Desktop(&|$)/);
    await expect(c.heading).toHaveText(courseCount(expected.length));
    await expect(c.cards).toHaveCount(expected.length);
    expect((await shownTitles(page)).sort()).toEqual(expected.map((course) => course.title).sort());
    await expect(box).toBeChecked();
    await expect(c.chips.getByRole("link", { name: "Tableau Desktop (remove filter)" })).toBeVisible();

    // Someone else opens the shared address.
    const shared = page.url();
    const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      const response = await other.goto(shared);
      expect(response?.status()).toBe(200);
      await waitForHydration(other);
      const o = catalog(other);
      await expect(o.heading).toHaveText(courseCount(expected.length));
      await expect(o.toolBox("Tableau Desktop")).toBeChecked();
      await expect(o.toolBox("Excel")).not.toBeChecked();
      expect((await shownTitles(other)).sort()).toEqual(expected.map((course) => course.title).sort());
    } finally {
      await other.close();
    }

    // A reload keeps it too.
    await page.reload();
    await waitForHydration(page);
    await expect(box).toBeChecked();
    await expect(c.heading).toHaveText(courseCount(expected.length));
  });

  test("values within a filter add up (OR) and filters of different kinds narrow (AND)", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const c = catalog(page);
    await c.toolBox("Tableau Desktop").check();
    await expect(c.heading).toHaveText(
      courseCount(courseSeed.filter((x) => toolsOf(x).includes("Tableau Desktop")).length),
    );
    await c.toolBox("Alteryx Designer").check();
    const either = courseSeed.filter((x) =>
      toolsOf(x).some((t) => t === "Tableau Desktop" || t === "Alteryx Designer"),
    );
    await expect(c.heading).toHaveText(courseCount(either.length));
    await expect(page).toHaveURL(/tool=Alteryx(\+|%20)Designer/);

    await c.levelBox("Beginner").check();
    const narrowed = either.filter((x) => x.level === "beginner");
    await expect(page).toHaveURL(/[?&]level=beginner/);
    await expect(c.heading).toHaveText(courseCount(narrowed.length));
    expect((await shownTitles(page)).sort()).toEqual(narrowed.map((x) => x.title).sort());

    // Removing one chip removes only that filter.
    await c.chips.getByRole("link", { name: "Beginner (remove filter)" }).click();
    await expect(page).not.toHaveURL(/level=/);
    await expect(c.heading).toHaveText(courseCount(either.length));
    await expect(c.toolBox("Alteryx Designer")).toBeChecked();
    await expect(c.levelBox("Beginner")).not.toBeChecked();
  });

  test("the search box searches as you type", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const c = catalog(page);
    await c.searchBox.fill("pivot");
    await expect(page).toHaveURL(/[?&]q=pivot(&|$)/);
    await expect(c.heading).toContainText("for “pivot”");
    const titles = await shownTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain("Excel PivotTables & Dashboards");
    expect(titles).not.toContain("Tableau Fundamentals");
    // A search offers (and uses) the best-match order.
    await expect(c.sort).toHaveValue("relevance");
    await expect(c.chips.getByRole("link", { name: "“pivot” (remove filter)" })).toBeVisible();

    // Enter submits at once; a prefix finds whole words.
    await c.searchBox.fill("pyth");
    await c.searchBox.press("Enter");
    await expect(page).toHaveURL(/[?&]q=pyth(&|$)/);
    await expect(c.heading).toContainText("for “pyth”");
    expect(await shownTitles(page)).toContain("Python Foundations for Analysts");
  });

  test("a search nothing matches says so and offers every course", async ({ page }) => {
    await gotoHydrated(page, "/courses?q=xylophonics");
    const c = catalog(page);
    await expect(c.heading).toContainText("0 courses");
    await expect(page.getByText("No courses match these filters")).toBeVisible();
    await page.getByRole("link", { name: "Show all courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(c.heading).toHaveText(courseCount(courseSeed.length));
  });

  test("Clear all filters removes search and filters", async ({ page }) => {
    await gotoHydrated(page, "/courses?q=excel&tool=Excel&level=beginner&sort=title");
    const c = catalog(page);
    await expect(c.searchBox).toHaveValue("excel");
    await expect(c.toolBox("Excel")).toBeChecked();
    await expect(c.levelBox("Beginner")).toBeChecked();
    await expect(c.sort).toHaveValue("title");
    const filtered = await shownTitles(page);
    expect(filtered.length).toBeLessThan(courseSeed.length);
    expect(filtered).toEqual([...filtered].sort((a, b) => a.localeCompare(b)));

    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(c.heading).toHaveText(courseCount(courseSeed.length));
    await expect(c.searchBox).toHaveValue("");
    await expect(c.toolBox("Excel")).not.toBeChecked();
    await expect(c.levelBox("Beginner")).not.toBeChecked();
    await expect(c.chips).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Clear all filters" })).toHaveCount(0);
  });

  test("the sort menu reorders the list", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const c = catalog(page);
    await c.sort.selectOption({ label: "Shortest first" });
    await expect(page).toHaveURL(/[?&]sort=shortest/);
    const shortest = [...courseSeed].sort((a, b) => a.lengthHours! - b.lengthHours!)[0]!;
    await expect(c.cardTitles.first()).toHaveText(shortest.title);
    await c.sort.selectOption({ label: "Longest first" });
    await expect(page).toHaveURL(/[?&]sort=longest/);
    const longest = [...courseSeed].sort((a, b) => b.lengthHours! - a.lengthHours!)[0]!;
    await expect(c.cardTitles.first()).toHaveText(longest.title);
  });
});

test.describe("course drawer", () => {
  test("a card title opens the drawer, and View Full Details goes to the course page", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const course = courseSeed.find((x) => x.slug === "mysql-data-analysis")!;
    const title = page.getByRole("main").getByRole("link", { name: course.title, exact: true });
    await expect(title).toHaveAttribute("href", `/course/${course.slug}`);
    await title.click();

    const drawer = page.getByTestId("course-drawer");
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("dialog", { name: course.title })).toBeVisible();
    await expect(drawer.getByRole("heading", { name: course.title })).toBeVisible();
    await expect(drawer).toContainText(course.descriptionFull!);
    // The plain click opened the drawer instead of navigating.
    await expect(page).toHaveURL(/\/courses$/);

    // Escape closes it and gives focus back to the card link.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(title).toBeFocused();

    await title.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "View Full Details" }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(drawer).toHaveCount(0);
  });

  test("the drawer's Close button closes it", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const course = courseSeed.find((x) => x.slug === "excel-essentials")!;
    await page.getByRole("main").getByRole("link", { name: course.title, exact: true }).click();
    const drawer = page.getByTestId("course-drawer");
    await expect(drawer.getByRole("heading", { name: course.title })).toBeVisible();
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe("course page", () => {
  const course = courseSeed.find((x) => x.slug === "excel-essentials")!;
  const trailerTitle = `${course.title}: course trailer`;

  test("shows the lessons, the facts and Course structured data", async ({ page }) => {
    const response = await page.goto(`/course/${course.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(course.title));

    const lessons = JSON.parse(course.lessons!) as { title: string }[];
    const first = page.getByRole("button", { name: new RegExp(lessons[0]!.title) });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(`lesson 1 of ${lessons.length}`)).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(`lesson 1 of ${lessons.length}`)).toBeHidden();

    // The accordion's keys: arrows move between lesson headings (wrapping), Home and End jump.
    const lessonButtons = page.getByRole("main").locator("button[aria-controls]");
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(lessonButtons.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(lessonButtons.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(lessonButtons.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    for (const lesson of lessons) {
      await expect(
        page.getByRole("button", { name: new RegExp(lesson.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
      ).toBeVisible();
    }

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const courseLd = ld.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d["@type"] === "Course");
    expect(courseLd, "a Course JSON-LD block").toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      url: expect.stringMatching(new RegExp(`/course/${course.slug}$`)),
    });

    // Tools link back to the filtered catalogue.
    const toolLink = page.getByRole("main").getByRole("link", { name: "Excel", exact: true });
    await expect(toolLink).toHaveAttribute("href", "/courses?tool=Excel");
    // Related courses never include the course itself.
    const related = page.getByRole("region", { name: "Related courses" });
    await expect(related).toBeVisible();
    await expect(related.locator(`a[href="/course/${course.slug}"]`)).toHaveCount(0);
  });

  test("the trailer opens by click and closes by Escape and by the Close button", async ({ page }) => {
    await gotoHydrated(page, `/course/${course.slug}`);
    const trailer = page.getByRole("button", { name: "Watch the trailer" });
    const modal = page.getByTestId("video-modal");
    const frame = modal.locator("iframe");
    // Nothing is embedded until the learner asks.
    await expect(page.locator("iframe")).toHaveCount(0);

    await trailer.click();
    await expect(modal).toBeVisible();
    await expect(page.getByRole("dialog", { name: trailerTitle })).toBeVisible();
    await expect(frame).toHaveAttribute("title", trailerTitle);
    await expect(frame).toHaveAttribute("src", `/embed/trailers/${course.slug}`);
    // The player page itself loads inside the frame (the CSP allows our own embeds).
    const player = page.frameLocator('[data-testid="video-modal"] iframe');
    await expect(player.getByRole("heading", { level: 1 })).toHaveText(course.title);

    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);

    await trailer.click();
    await expect(frame).toBeVisible();
    // Moving for longer than 5 s, so it can be paused (WCAG 2.2.2), and played again.
    await expect(player.getByRole("checkbox", { name: "Pause" })).not.toBeChecked();
    await player.getByText("Pause", { exact: true }).click();
    await expect(player.getByRole("checkbox", { name: "Play" })).toBeChecked();
    expect(
      await player
        .locator(".slide")
        .first()
        .evaluate((el) => el.getAnimations().map((a) => a.playState)),
    ).toEqual(["paused"]);
    await expect(player.getByRole("link", { name: "Replay" })).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(trailer).toBeFocused();
  });

  test("the trailer works from the keyboard and focus returns to the button", async ({ page }) => {
    await gotoHydrated(page, `/course/${course.slug}`);
    const trailer = page.getByRole("button", { name: "Watch the trailer" });
    const modal = page.getByTestId("video-modal");

    // Tab from the button before it reaches it.
    await page.getByRole("main").getByRole("link", { name: "Start learning" }).focus();
    await page.keyboard.press("Tab");
    await expect(trailer).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(modal).toBeVisible();
    await expect(modal.locator("iframe")).toHaveCount(1);
    // Focus moved into the dialog.
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(modal.locator("iframe")).toHaveCount(0);
    await expect(trailer).toBeFocused();

    // Space opens it too.
    await page.keyboard.press("Space");
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(trailer).toBeFocused();
  });

  test("a coming-soon course offers the newsletter instead of a trailer", async ({ page }) => {
    const soon = courseSeed.find((x) => x.comingSoon && x.kind === "course")!;
    await gotoHydrated(page, `/course/${soon.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: soon.title })).toBeVisible();
    await expect(page.getByRole("main").getByText("Coming soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Watch the trailer" })).toHaveCount(0);
  });
});

test.describe("paths", () => {
  const path = pathSeed.find((p) => p.slug === "sql-analyst")!;
  const orderedTitles = pathCourseSeed
    .filter((l) => l.pathId === path.id)
    .sort((a, b) => a.position - b.position)
    .map((l) => courseSeed.find((c) => c.id === l.courseId)!.title);

  test("a path page lists its courses numbered in order", async ({ page }) => {
    await gotoHydrated(page, `/path/${path.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: path.title })).toBeVisible();
    const items = page.getByRole("region", { name: "Courses in this path, in order" }).locator("ol > li");
    await expect(items).toHaveCount(orderedTitles.length);
    for (const [i, title] of orderedTitles.entries()) {
      const item = items.nth(i);
      await expect(item.locator("h3")).toHaveText(title);
      await expect(item.locator(":scope > span")).toHaveText(String(i + 1));
    }
  });

  test("Quick look opens the path drawer with the courses in order", async ({ page }) => {
    await gotoHydrated(page, "/paths");
    const quickLook = page.getByRole("button", { name: `Quick look at ${path.title}` });
    await quickLook.click();
    const drawer = page.getByTestId("path-drawer");
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("dialog", { name: path.title })).toBeVisible();
    await expect(drawer.locator("ol > li > span:first-child")).toHaveText(orderedTitles.map((_, i) => String(i + 1)));
    await expect(drawer.locator("ol > li > span:last-child")).toHaveText(orderedTitles);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(quickLook).toBeFocused();

    await quickLook.click();
    await drawer.getByRole("link", { name: "View Full Details" }).click();
    await expect(page).toHaveURL(new RegExp(`/path/${path.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: path.title })).toBeVisible();
  });
});

test("a guided project lists its objectives in order and links to its data set", async ({ page }) => {
  const project = guidedProjectSeed.find((g) => g.slug === "seattle-rainfall-excel")!;
  const objectives = JSON.parse(project.objectives!) as { title: string }[];
  await gotoHydrated(page, "/guided-projects");
  await page.getByRole("main").getByRole("link", { name: project.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/guided-projects/${project.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Objectives" }).getByRole("heading", { level: 3 })).toHaveText(
    objectives.map((o) => o.title),
  );
  await expect(page.getByRole("link", { name: "Open the data set" })).toHaveAttribute(
    "href",
    `/data-playground?datasetId=${project.datasetId}`,
  );
});

test.describe("showcase", () => {
  /** Each showcase card's tool list. */
  async function cardTools(page: Page): Promise<string[][]> {
    const lists = await page.getByRole("main").locator("article").getByRole("list", { name: "Tools" }).all();
    return Promise.all(lists.map(async (list) => (await list.locator("li").allTextContents()).map((t) => t.trim())));
  }

  /**
   * The unfiltered showcase: as many cards as its count says, and at least the `before` seen earlier
   * (the projects spec, in the other worker, may share a project in between).
   */
  async function expectEveryProject(page: Page, before: number) {
    const count = page.getByRole("main").getByText(/^\d+ projects?$/);
    await expect(count).toBeVisible();
    const shown = Number.parseInt((await count.textContent()) ?? "", 10);
    expect(shown).toBeGreaterThanOrEqual(before);
    await expect(page.getByRole("main").locator("article")).toHaveCount(shown);
  }

  test("a tool filter shows only projects with that tool, and the sort links keep it", async ({ page }) => {
    await gotoHydrated(page, "/showcase");
    const nav = page.getByRole("navigation", { name: "Filter projects" });
    const cards = page.getByRole("main").locator("article");
    await expect(nav.getByRole("link", { name: "All tools" })).toHaveAttribute("aria-current", "true");
    const all = await cards.count();
    expect(all).toBeGreaterThan(0);

    await nav.getByRole("link", { name: "SQL", exact: true }).click();
    await expect(page).toHaveURL(/\/showcase\?tool=SQL$/);
    await expect(nav.getByRole("link", { name: "SQL", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByText(/^\d+ projects? using SQL$/)).toBeVisible();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    const tools = await cardTools(page);
    expect(tools.length).toBeGreaterThan(0);
    for (const list of tools) expect(list).toContain("SQL");

    const likesOf = async () =>
      (
        await cards
          .locator('[aria-label$=" likes"]')
          .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))
      ).map((label) => Number.parseInt(label ?? "", 10));
    const likes = await likesOf();
    expect(likes).toEqual([...likes].sort((a, b) => b - a));

    await nav.getByRole("link", { name: "Newest" }).click();
    await expect(page).toHaveURL(/\/showcase\?tool=SQL&sort=newest$/);
    await expect(nav.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Most liked" })).not.toHaveAttribute("aria-current", "true");
    for (const list of await cardTools(page)) expect(list).toContain("SQL");

    await nav.getByRole("link", { name: "All tools" }).click();
    await expect(page).toHaveURL(/\/showcase\?sort=newest$/);
    await expectEveryProject(page, all);
  });

  test("an unknown tool or sort shows every project", async ({ page }) => {
    await gotoHydrated(page, "/showcase");
    const all = await page.getByRole("main").locator("article").count();
    const response = await page.goto(`/showcase?tool=${encodeURIComponent("<script>alert(1)</script>")}&sort=x`);
    expect(response?.status()).toBe(200);
    await expectEveryProject(page, all);
    await expect(page.getByRole("link", { name: "All tools" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("testimonials", () => {
  test("the subject menu filters the testimonials", async ({ page }) => {
    await gotoHydrated(page, "/testimonials");
    const count = page.getByText(/^\d+ testimonials?$/);
    const allText = await count.textContent();
    const total = Number.parseInt(allText ?? "", 10);
    expect(total).toBeGreaterThan(1);

    const course = courseSeed.find((c) => c.slug === "mysql-data-analysis")!;
    await page.getByRole("combobox", { name: "Show testimonials about" }).selectOption({ label: course.title });
    await expect(page).toHaveURL(/[?&]about=course(:|%3A)mysql-data-analysis/);
    await expect(count).not.toHaveText(allText!);
    const subjects = page.getByRole("main").locator("figure").getByRole("link");
    await expect(subjects.first()).toBeVisible();
    const n = await subjects.count();
    expect(n).toBeLessThan(total);
    for (let i = 0; i < n; i++) {
      await expect(subjects.nth(i)).toHaveText(course.title);
      await expect(subjects.nth(i)).toHaveAttribute("href", `/course/${course.slug}`);
    }
  });

  test("a path filter works from the URL, and unknown subjects show every testimonial", async ({ page }) => {
    await gotoHydrated(page, "/testimonials");
    const count = page.getByText(/^\d+ testimonials?$/);
    const allText = (await count.textContent())!;

    await gotoHydrated(page, "/testimonials?about=path:business-intelligence-analyst");
    await expect(page.getByRole("combobox", { name: "Show testimonials about" })).toHaveValue(
      "path:business-intelligence-analyst",
    );
    for (const link of await page.getByRole("main").locator("figure").getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/path/business-intelligence-analyst");
    }

    for (const about of ["course:no-such-course", "nope", "path:<script>", "course:' or 1=1 --"]) {
      const response = await page.goto(`/testimonials?about=${encodeURIComponent(about)}`);
      expect(response?.status(), about).toBe(200);
      await expect(count).toHaveText(allText);
      await expect(page.getByRole("combobox", { name: "Show testimonials about" })).toHaveValue("");
    }
  });
});

test("credential cards show their state", async ({ page }) => {
  await gotoHydrated(page, "/credentials");
  const cards = page.locator("article[data-state]");
  await expect(cards.first()).toBeVisible();
  // Signed out: every card is in the anonymous state and links to where it is earned.
  const states = await cards.evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute("data-state")))]);
  expect(states).toEqual(["anonymous"]);
  await expect(cards.first().getByRole("link", { name: /How to earn it/ })).toHaveAttribute(
    "href",
    /^\/(course|path|guided-projects)\/[\w-]+$/,
  );
});

test.describe("bad input", () => {
  test("script, unknown values and SQL in the catalogue URL are ignored and shown escaped", async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const url = `/courses?q=${encodeURIComponent("<script>alert(1)</script>")}&level=nope&sort=x&tool=%27%3B%20drop`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const c = catalog(page);

    // The search is shown as text.
    await expect(c.heading).toContainText("for “<script>alert(1)</script>”");
    await expect(c.searchBox).toHaveValue("<script>alert(1)</script>");
    await expect(c.chips.getByRole("link", { name: "“<script>alert(1)</script>” (remove filter)" })).toBeVisible();
    // The unknown level, sort and the SQL-looking tool were dropped.
    await expect(c.chips.getByRole("link")).toHaveCount(1);
    for (const level of ["Beginner", "Intermediate", "Advanced"]) await expect(c.levelBox(level)).not.toBeChecked();
    await expect(c.sort).toHaveValue("relevance");
    await expect(page.getByRole("main").locator("script")).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // The server's HTML never carries the markup unescaped.
    const html = await (await request.get(url)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("HTML that would run on load is not run", async ({ page }) => {
    const payload = `"><img src=x onerror="window.__xss=1">`;
    const response = await page.goto(`/courses?q=${encodeURIComponent(payload)}&tool=${encodeURIComponent(payload)}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(catalog(page).heading).toContainText(payload);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test("an over-long search is cut, not refused", async ({ page }) => {
    const response = await page.goto(`/courses?q=${"sql".repeat(1000)}&tool=${"x".repeat(500)}&skill=a&skill=a`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const value = await catalog(page).searchBox.inputValue();
    expect(value.length).toBe(100);
    await expect(catalog(page).heading).toContainText("0 courses");
  });

  test("many filter values and odd encodings never fail the page", async ({ request }) => {
    const many = Array.from({ length: 100 }, (_, i) => `tool=Tool${i}`).join("&");
    for (const query of [
      many,
      "q=%25",
      "q=%27%22%5C",
      "sort=relevance",
      "level=beginner&level=beginner&level=BEGINNER",
      "q=%E2%80%AE%F0%9F%98%80",
      "tool=",
      "q",
    ]) {
      const response = await request.get(`/courses?${query}`);
      expect(response.status(), query).toBe(200);
    }
    // A NUL byte or broken percent-encoding is refused before any page (issue 20, decision 021).
    for (const query of ["format=crash_course&format=%00", "q=%zz"]) {
      expect((await request.get(`/courses?${query}`)).status(), query).toBe(400);
    }
  });

  test("unknown slugs and ids answer 404 with the not-found page", async ({ page, request }) => {
    for (const path of [
      "/course/no-such-course",
      "/path/no-such-path",
      "/guided-projects/nope",
      "/project/prj_nope",
      "/project/prj_23-disaster-types-draft",
      "/project/..%2F..%2Fetc%2Fpasswd",
      "/project/%27%3B%20drop%20table%20showcase_project%3B--",
      "/credentials/verify/nope",
      "/credentials/verify/%3Cscript%3E",
      "/embed/trailers/no-such-course",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }

    let response = await page.goto("/course/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();

    // The browser resolves the dots before asking: still a 404, not a file.
    response = await page.goto("/project/../../etc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();

    response = await page.goto("/guided-projects/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
  });

  test("a project's Markdown body is rendered without raw HTML", async ({ page }) => {
    await gotoHydrated(page, "/project/prj_02-airport-directory-sql");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Which States Have the Most Airports? A SQL Deep-Dive",
    );
    const body = page.locator(".prose-project");
    await expect(body).toBeVisible();
    await expect(body.locator("script, iframe, img, style")).toHaveCount(0);
    for (const link of await body.locator("a").all()) {
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).not.toHaveAttribute("href", /^javascript:/i);
    }
  });
});

test.describe("accessibility (axe, WCAG 2 A and AA)", () => {
  async function open(page: Page, path: string) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState("load");
  }

  test("/courses", async ({ page }) => {
    await open(page, "/courses");
    await expectNoViolations(page, "/courses");
  });

  test("/courses with filters and a search", async ({ page }) => {
    await open(page, "/courses?q=excel&tool=Excel&level=beginner");
    await expectNoViolations(page, "/courses (filtered)");
  });

  test("/courses with the course drawer open", async ({ page }) => {
    await open(page, "/courses");
    const first: Locator = page.getByRole("main").locator("article h3 a").first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByTestId("course-drawer").getByRole("heading", { name: title })).toBeVisible();
    // Let the slide-in animation finish, so colours are measured on the final frame.
    await expect.poll(() => page.getByTestId("course-drawer").evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectNoViolations(page, "/courses with the course drawer open");
  });

  test("a course page", async ({ page }) => {
    await open(page, "/course/excel-essentials");
    await expectNoViolations(page, "/course/excel-essentials");
  });

  test("a course page with the video modal open", async ({ page }) => {
    // The trailer fades its slides in and out; axe would measure colours mid-fade. With reduced
    // motion it holds its first slide, the state a learner who asked for no motion sees.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/course/excel-essentials");
    await page.getByRole("button", { name: "Watch the trailer" }).click();
    await expect(page.getByTestId("video-modal").locator("iframe")).toBeVisible();
    await expect(page.frameLocator('[data-testid="video-modal"] iframe').locator("h1")).toBeAttached();
    await expectNoViolations(page, "/course/excel-essentials with the video modal open");
  });

  test("/paths with the path drawer open, and a path page", async ({ page }) => {
    await open(page, "/paths");
    await page
      .getByRole("button", { name: /^Quick look at / })
      .first()
      .click();
    await expect(page.getByTestId("path-drawer")).toBeVisible();
    await expect.poll(() => page.getByTestId("path-drawer").evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectNoViolations(page, "/paths with the path drawer open");
    await open(page, "/path/sql-analyst");
    await expectNoViolations(page, "/path/sql-analyst");
  });

  test("/showcase and /testimonials", async ({ page }) => {
    await open(page, "/showcase?tool=SQL");
    await expectNoViolations(page, "/showcase?tool=SQL");
    await open(page, "/testimonials");
    await expectNoViolations(page, "/testimonials");
  });
});

test("the home carousel's buttons say when there is nowhere further to go, and keep the focus", async ({ page }) => {
  await gotoHydrated(page, "/");
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  const track = carousel.locator("> ul");
  const previous = carousel.getByRole("button", { name: "Previous courses" });
  const next = carousel.getByRole("button", { name: "Next courses" });
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await expect(next).not.toHaveAttribute("aria-disabled");

  await next.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(previous).not.toHaveAttribute("aria-disabled");

  await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
  await expect(next).toHaveAttribute("aria-disabled", "true");
  const end = await track.evaluate((el) => el.scrollLeft);
  await page.keyboard.press("Enter");
  await expect(next).toBeFocused();
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(end);
});

test("the plan comparison shows all three plans side by side on a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/pricing");
  const table = page.getByRole("table", { name: "What Free Forever, Maven Pro and Maven Teams include" });
  // Below the plans, laid out only once it comes near the viewport (below-fold), as a reader scrolls to it.
  await table.scrollIntoViewIfNeeded();
  await expect(table.locator("thead th")).toHaveText(["Feature", "Free", "Pro", "Teams"], { useInnerText: true });
  // Nothing of the table hides in a sideways scroll box.
  const hidden = await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
  expect(hidden).toBeLessThanOrEqual(0);
  const row = table.getByRole("row", { name: /7-day free trial/ });
  await expect(row.getByRole("cell")).toHaveText(["Not included", "Included", "Not included"]);
});
