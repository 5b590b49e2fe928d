// Teams for business (issue 19): the team report and assignments, on the seeded demo team (Northwind
// Analytics: 8 members, Finance and Marketing groups, two assignments, progress). A visitor is sent
// to log in, someone in no team is told so; the admin reads the report, filters it by group with the
// plain GET form, exports the CSV, assigns a path to themselves with a due date (first on their
// dashboard) and deletes it. Axe and 375 px on both pages.
import { expect, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { expectNoViolations } from "./support/axe.ts";
import { logIn, test } from "./support/accounts.ts";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const PASSWORD = "Demo-Learner-2026!";
const TEAM_ADMIN = { email: "demo.teamadmin@example.com", password: PASSWORD };
const LEARNER = { email: "demo.learner@example.com", password: PASSWORD };

async function checkPage(page: Page, label: string) {
  await expectNoViolations(page, label);
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at 375 px on ${label}`).toBeLessThanOrEqual(0);
  await expectNoViolations(page, `${label} at 375 px`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

const memberRows = (page: Page) => page.getByRole("region", { name: "Members table" }).locator("tbody tr");

test("a visitor is sent to log in; someone in no team gets an explanation, not the report", async ({ page }) => {
  await page.goto("/dashboard/team");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fteam/);

  await logIn(page, LEARNER);
  // Their sidebar has no team to lead to; the team page, reached by its address, explains.
  await gotoHydrated(page, "/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "My Projects" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "My Team" })).toHaveCount(0);
  await gotoHydrated(page, "/dashboard/team");
  await expect(page.getByRole("heading", { level: 1, name: "My Team" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "My Team" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main")).toContainText("You're not in a team yet");
  await expect(page.getByRole("heading", { name: "Team report" })).toHaveCount(0);
  const csv = await page.request.get("/dashboard/team/report.csv");
  expect(csv.status()).toBe(403);
});

test("the admin reads the report, filters it by group and exports the CSV", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, TEAM_ADMIN);
  await gotoHydrated(page, "/dashboard/team");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Team report" })).toBeVisible();
  await expect(memberRows(page)).toHaveCount(8);
  await expect(main.getByRole("term").filter({ hasText: "Members" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Completions over time" })).toBeVisible();
  await expect(main.getByRole("table", { name: "Course completions per week" })).toBeAttached();
  await expect(main.getByRole("heading", { name: "Skills covered" })).toBeVisible();
  // Status chips say their status in words.
  await expect(memberRows(page).filter({ hasText: "Amara Osei" })).toContainText(/\d+ overdue/);
  await checkPage(page, "team report");

  await main.getByLabel("Group").selectOption({ label: "Marketing" });
  await main.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]group=/);
  await expect(memberRows(page)).toHaveCount(3);
  await expect(memberRows(page).filter({ hasText: "Elena Petrova" })).toHaveCount(1);
  await expect(memberRows(page).filter({ hasText: "Amara Osei" })).toHaveCount(0);

  const exportLink = main.getByRole("link", { name: "Export CSV" });
  const csvUrl = await exportLink.getAttribute("href");
  expect(csvUrl).toMatch(/^\/dashboard\/team\/report\.csv\?.*group=/);
  const csv = await page.request.get(csvUrl!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/attachment; filename="team-report-/);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^name,email,groups,last_activity,/);
  expect(lines).toHaveLength(4);
  expect(lines.some((l) => l.startsWith("Elena Petrova,"))).toBe(true);

  await main.getByRole("link", { name: "Clear" }).click();
  await expect(memberRows(page)).toHaveCount(8);
});

test("the admin assigns a path with a due date, sees it first on their dashboard, and deletes it", async ({ page }) => {
  // Four pages and two posts: 13-16 s with both cores busy, so 30 s left no room on a shared machine.
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, TEAM_ADMIN);
  await gotoHydrated(page, "/dashboard/team/assignments");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Assignments" })).toBeVisible();
  await checkPage(page, "team assignments");

  // Nothing chosen: the schema's messages, before any request.
  await main.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(main.locator("#new-assignment-itemId-error")).toHaveText("Choose a course, path or assessment.");
  await expect(main.locator("#new-assignment-target-error")).toHaveText("Choose who it is for.");
  await expect(main.getByLabel("Course", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await main.getByRole("navigation", { name: "What to assign" }).getByRole("link", { name: "Learning path" }).click();
  await expect(page).toHaveURL(/kind=path/);
  // The URL changes before React renders the new kind (a transition), so wait for the path select itself:
  // reading its options earlier gave none, and `selectOption({ label: undefined })` picks the placeholder.
  const select = main.getByLabel("Learning path", { exact: true });
  await expect(select.locator("option")).not.toHaveCount(0);
  await expect(select.locator("option").first()).toHaveText(/^Choose one of \d+ learning paths/);
  const options = await select.locator("option").allTextContents();
  // As many paths as the placeholder announces, so the list read is the rendered one.
  const announced = Number(/^Choose one of (\d+) learning paths/.exec(options[0]!)![1]);
  expect(options).toHaveLength(announced + 1);
  const title = options.filter((o) => o && !o.startsWith("Choose") && o !== "Data Analyst with Excel").at(-1)!;
  expect(title, "a learning path to assign").toBeTruthy();
  const due = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
  await select.selectOption({ label: title });
  await main.getByRole("checkbox", { name: "Sam Rivera" }).check();
  await main.getByLabel("Due date (optional)").fill(due);
  await expect(select).not.toHaveValue("");
  // Correcting the refused form clears its messages as the user types (Conform revalidates on input).
  await expect(main.locator("#new-assignment-itemId-error")).toHaveCount(0);
  await expect(main.locator("#new-assignment-target-error")).toHaveCount(0);
  await main.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(main.getByRole("status")).toContainText("Assigned.");
  const card = main.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card).toContainText("For 1 person");
  await expect(card).toContainText("1 not started");

  // The assignee's dashboard: assignments before everything else, with status and due date.
  await gotoHydrated(page, "/dashboard");
  const firstPanel = main.getByRole("heading", { level: 2 }).first();
  await expect(firstPanel).toHaveText("Assigned by your team");
  const mine = main.getByRole("region", { name: "Assigned by your team" });
  await expect(mine.getByRole("link", { name: title })).toHaveAttribute("href", /^\/path\//);
  await expect(mine.getByRole("listitem").filter({ hasText: title })).toContainText("Not started");
  await expect(mine.getByRole("listitem").filter({ hasText: title })).toContainText("Due");

  await gotoHydrated(page, "/dashboard/team/assignments");
  await card.locator("summary").click();
  await card.getByRole("button", { name: "Delete the assignment" }).click();
  await expect(main.getByRole("status")).toContainText("The assignment is deleted.");
  await expect(main.getByRole("link", { name: title })).toHaveCount(0);
});

test("at 375 px every team tab is on screen, Invite and Settings included", async ({ page }) => {
  await logIn(page, TEAM_ADMIN);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/dashboard/team/settings");
  const tabs = page.getByRole("navigation", { name: "Team" }).getByRole("link");
  await expect(tabs).toHaveText(["Overview", "Assignments", "Members", "Groups", "Invite", "Settings"]);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x, `${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await tab.textContent()}`).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page, "the team tabs at 375 px", "main nav");
});
