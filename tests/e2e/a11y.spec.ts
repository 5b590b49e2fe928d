// Automated accessibility checks (axe-core, WCAG 2 A and AA rules) on the main page types.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/app.ts";
import { expectNoViolations } from "./support/axe.ts";

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
  // Fonts and images settle the colours axe measures.
  await page.waitForLoadState("load");
}

// The cookie box is left in place: it is on every first visit, so it is checked too.

test("home page, desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/");
  await expectNoViolations(page, "/ (1440 px)");
});

test("home page, desktop, with the Discover menu open", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Discover" }).click();
  await expect(page.getByTestId("mega-menu")).toBeVisible();
  await expectNoViolations(page, "/ with the Discover menu open");
});

test("home page, 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, "/");
  await expectNoViolations(page, "/ (375 px)");
});

test("home page, 375 px, with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, "/");
  await page.getByRole("button", { name: "Open mobile menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoViolations(page, "/ with the mobile menu open");
});

test("courses page", async ({ page }) => {
  await open(page, "/courses");
  await expectNoViolations(page, "/courses");
});

test("a course page", async ({ page }) => {
  await open(page, "/courses");
  const href = await page.getByRole("main").locator('a[href^="/course/"]').first().getAttribute("href");
  expect(href, "a seeded course linked from /courses").toMatch(/^\/course\/[\w-]+$/);
  await open(page, href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoViolations(page, href!);
});

test("not-found page", async ({ page }) => {
  await open(page, "/this-page-does-not-exist", 404);
  await expectNoViolations(page, "the 404 page");
});

test("sign-up page (no site shell)", async ({ page }) => {
  await open(page, "/signup");
  await expectNoViolations(page, "/signup");
});
