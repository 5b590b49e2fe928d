// Content review fixes as a visitor sees them: the team page lists every instructor with the bio
// their course shows, and instructors' names lead to their card there.
import { expect } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { test } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { scaled } from "./support/time-scale.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("a guided project's and a course's instructor link to their card on the team page, with the same bio", async ({
  page,
}) => {
  await gotoHydrated(page, "/guided-projects/penguin-classifier-python");
  await page.getByRole("main").getByRole("link", { name: "Hannah Lindqvist" }).click();
  await expect(page).toHaveURL(/\/team#hannah-lindqvist$/);
  const card = page.locator("#hannah-lindqvist");
  await expect(card.getByRole("heading", { name: "Hannah Lindqvist" })).toBeVisible();
  await expect(card).toContainText("Data Visualization & Tableau Instructor");

  await gotoHydrated(page, "/course/sql-product-analytics");
  const instructor = page.getByRole("region", { name: "Your instructor" });
  const bio = (await instructor.locator("p").last().textContent())!.trim();
  await instructor.getByRole("link", { name: "Ji-won Park" }).click();
  await expect(page).toHaveURL(/\/team#jiwon-park$/);
  await expect(page.locator("#jiwon-park")).toContainText(bio);
  // Every instructor is on the team page: ten of them, with the founder and the partnerships lead.
  await expect(page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 })).toHaveCount(12);
});

test("the course filter lists every tool the courses use, each once", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  const group = page.getByRole("group", { name: "Tool" });
  // 33 tools: every one a course names, the least used included.
  await expect(group.getByRole("checkbox")).toHaveCount(33);
  for (const tool of ["MySQL", "PostgreSQL", "BigQuery", "ChatGPT", "Tableau Desktop", "Alteryx Designer"]) {
    await expect(group.getByRole("checkbox", { name: new RegExp(`^${tool} \\d+$`) })).toHaveCount(1);
  }
  // The generic names that overlapped the specific ones are gone.
  await expect(group.getByRole("checkbox", { name: /^SQL \d+$/ })).toHaveCount(0);
  await expect(group.getByRole("checkbox", { name: /^Tableau \d+$/ })).toHaveCount(0);
});

test("dates are written one way: MM/dd/yyyy on the blog, a challenge and the legal pages", async ({ page }) => {
  await gotoHydrated(page, "/blog/xlookup-vs-index-match");
  await expect(page.getByRole("main").locator("time").first()).toHaveText("11/18/2026");
  await gotoHydrated(page, "/challenges/natural-disasters-challenge/chl_6");
  await expect(page.getByRole("main")).toContainText("10/05/2026");
  await expect(page.getByRole("main")).toContainText("11/01/2026");
  await gotoHydrated(page, "/terms");
  await expect(page.getByText("Last updated: 11/28/2026")).toBeVisible();
  await gotoHydrated(page, "/community-forum-policy");
  await expect(page.getByText("Last updated: 11/25/2026")).toBeVisible();
});

test("the demo learner's profile links only to real pages: credentials to their verification, no example.com", async ({
  page,
}) => {
  await gotoHydrated(page, "/profile/alex-morgan");
  const main = page.getByRole("main");
  await expect(main.locator('a[href*="example.com"]')).toHaveCount(0);
  const credentials = page.getByRole("region", { name: "Credentials" }).getByRole("link");
  await expect(credentials.first()).toHaveAttribute("href", /^\/credentials\/verify\/vc-/);
  await credentials.first().click();
  await expect(page).toHaveURL(/\/credentials\/verify\/vc-/);
  await expect(page.getByRole("main")).toContainText("Alex Morgan");
});

test("a blog post's byline gives the author's role from /team and links to their card", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/blog/new-data-playground-previews");
  const main = page.getByRole("main");
  await expect(main).toContainText("Leah Brennan, Head of Product and BI Instructor");
  await expectNoViolations(page, "/blog/new-data-playground-previews (375 px)");
  await main.getByRole("link", { name: "Leah Brennan" }).click();
  await expect(page).toHaveURL(/\/team#leah-brennan$/);
  await expect(page.locator("#leah-brennan")).toContainText("Head of Product and BI Instructor");
});

test("pricing sells Teams on its reports and assignments, not on a support tier", async ({ page }) => {
  await gotoHydrated(page, "/pricing");
  const main = page.getByRole("main");
  await expect(main).toContainText("Assign courses and follow progress in team reports");
  await expect(main).not.toContainText(/priority support|priority email/i);
  await expect(main).not.toContainText("course files");
});

test("the home page promises what a course has: a project at its end, not practice data at every step", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const hero = page.getByRole("main").locator("p").filter({ hasText: "taught by working analysts" });
  await expect(hero).toContainText("each ending in a project, with real data sets to practice on");
  await expect(hero).not.toContainText("at every step");
});

// Decision 064: illustrations are PNG renderings of the SVG sources. A missing or mistyped file would be a
// broken image on every page that shows it, lazy ones included (a carousel's are not loaded until scrolled to).
test("the pages with illustrations point every image at a PNG that is served", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const pages = ["/", "/courses", "/paths", "/guided-projects", "/data-playground", "/challenges", "/showcase"];
  pages.push("/testimonials", "/customer-stories", "/course/excel-essentials");
  for (const path of pages) {
    await gotoHydrated(page, path);
    const sources = await page
      .locator("main img")
      .evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    expect(sources.length, path).toBeGreaterThan(0);
    const illustrations = sources.map((src) => new URL(src).pathname).filter((p) => p.startsWith("/images/"));
    expect(
      illustrations.filter((p) => !p.endsWith(".png")),
      `${path}: illustrations that are not PNG`,
    ).toEqual([]);
    for (const image of new Set(illustrations)) {
      const response = await page.request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
    }
  }
});
