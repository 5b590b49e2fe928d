// Entering a data challenge (decision 062): a visitor is asked to sign up and comes back, a learner
// without a published project is sent to make one, enters it by keyboard, sees it listed, changes
// it and withdraws it. The open challenge is the e2e fixture's (support/open-challenge.ts).
import { expect, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { signedInAccount, test } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { createProject } from "./support/projects.ts";

const OPEN = "/challenges/sunshine-hours-challenge/chl_e2e";
const unique = (title: string) => `${title} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const yourEntry = (page: Page) => page.getByRole("region", { name: "Your entry" });
const entries = (page: Page) => page.getByRole("region", { name: "Entries" });

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("a visitor is asked to sign up free and is brought back to the challenge", async ({ page }) => {
  await gotoHydrated(page, OPEN);
  const aside = page.getByRole("complementary");
  await expect(aside).toContainText("Entering is free");
  await expect(aside.getByRole("link", { name: "Sign up to enter" })).toHaveAttribute(
    "href",
    `/signup?returnTo=${encodeURIComponent(OPEN)}`,
  );
  // On a phone the way in is at the top too, above the brief.
  await page.setViewportSize({ width: 375, height: 812 });
  const top = page.getByRole("article").getByRole("link", { name: "Sign up to enter" });
  await expect(top).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(top).toBeHidden();
  await aside.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(OPEN)}`);
});

test("a learner publishes a project, enters it by keyboard, changes it and withdraws it", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await signedInAccount(page, "entrant");

  // Nothing published yet: the page says what an entry is and where to make one.
  await gotoHydrated(page, OPEN);
  await expect(yourEntry(page)).toContainText("You have not entered this challenge.");
  await expect(yourEntry(page).getByRole("link", { name: "Create your project" })).toHaveAttribute(
    "href",
    "/dashboard/projects/new",
  );

  const first = unique("Sunniest months");
  const second = unique("Sun and rain by season");
  const draft = unique("Unfinished chart");
  await createProject(page, { title: first });
  await createProject(page, { title: second });
  await createProject(page, { title: draft, draft: true });

  await gotoHydrated(page, OPEN);
  const select = yourEntry(page).getByLabel("Project to enter");
  // Drafts cannot be entered: only published projects are offered.
  await expect(select.getByRole("option")).toHaveText([second, first]);
  await expectNoViolations(page, "the challenge page with the entry form");

  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue(/^prj_/);
  const chosen = await select.locator("option:checked").textContent();
  await page.keyboard.press("Tab");
  await expect(yourEntry(page).getByRole("button", { name: "Enter this project" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(`${OPEN}#your-entry`);
  await expect(yourEntry(page)).toContainText(`You entered ${chosen}`);
  await expect(entries(page).getByRole("heading", { name: chosen! })).toBeVisible();
  await expect(page.getByRole("complementary")).toContainText(/\d+ entr(y|ies)\./);
  // The project's page links back to the challenge it is entered in.
  await yourEntry(page).getByRole("link", { name: chosen! }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen!);
  await page.getByRole("main").getByRole("link", { name: "Sunshine Hours Challenge" }).click();
  await expect(page).toHaveURL(OPEN);

  // Change to the other project: still one entry of theirs.
  const other = chosen === first ? second : first;
  await yourEntry(page).getByLabel("Enter another project instead").selectOption({ label: other });
  await yourEntry(page).getByRole("button", { name: "Change my entry" }).click();
  await expect(yourEntry(page)).toContainText(`You entered ${other}`);
  await expect(entries(page).getByRole("heading", { name: other })).toBeVisible();
  await expect(entries(page).getByRole("heading", { name: chosen! })).toHaveCount(0);

  // The dashboard keeps the open challenge and the entry in view.
  await gotoHydrated(page, "/dashboard");
  const panel = page.getByRole("region", { name: "Data challenge" });
  await expect(panel.getByRole("link", { name: "Sunshine Hours Challenge" })).toHaveAttribute("href", OPEN);
  await expect(panel).toContainText(`You entered ${other}`);
  await gotoHydrated(page, OPEN);

  await yourEntry(page).getByRole("button", { name: "Withdraw my entry" }).click();
  await expect(yourEntry(page)).toContainText("You have not entered this challenge.");
  await expect(entries(page).getByRole("heading", { name: other })).toHaveCount(0);
  await expectNoViolations(page, "the challenge page after withdrawing");
});

test("a closed challenge keeps its winning entries listed and takes none", async ({ page }) => {
  await signedInAccount(page, "late");
  await gotoHydrated(page, "/challenges/global-development-challenge/chl_5");
  await expect(
    entries(page).getByRole("heading", { name: "Life Expectancy Gaps with SQL Window Functions" }),
  ).toBeVisible();
  await expect(yourEntry(page)).toHaveCount(0);
  await expect(page.getByRole("complementary").getByRole("link", { name: "See all challenges" })).toBeVisible();
  // A hand-made post to a closed challenge changes nothing.
  const answer = await page.request.post("/challenges/global-development-challenge/chl_5", {
    form: { intent: "enter", projectId: "prj_18-life-expectancy-sql" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(400);
  await gotoHydrated(page, "/challenges/global-development-challenge/chl_5");
  await expect(yourEntry(page)).toHaveCount(0);
});
