// Issue 17: the welcome survey after sign-up, the Pathfinder for visitors (keyboard only, its shared
// URL, saved on sign-up, without JavaScript) and an assessment to its chart and percentile.
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { logIn, newAccount, signedInAccount, signUp, submitLogIn, test, verifyByLink } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { PATHFINDER_STATEMENTS } from "../../core/pathfinder.ts";
import { assessmentAttemptSeed } from "../../db/seed/content/assessment-attempts.ts";

const seededAttempts = assessmentAttemptSeed();

const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/shots-surveys";

/** Screenshots at 1440 and 375 px (looked at by hand), then back to the desktop width. */
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ["375", 375, 812],
    ["1440", 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/e2e-${name}-${label}.png`, fullPage: true });
  }
}

async function choose(page: Page, legend: string | RegExp, answer: string) {
  await page.getByRole("group", { name: legend }).getByRole("radio", { name: answer, exact: true }).check();
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("sign up, the welcome survey, its explained matches and the dashboard's next steps", async ({ page }) => {
  // Sign-up, verification, the survey and two axe runs: past 30 s when CI's two cores are busy.
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = newAccount("welcome");
  await signUp(page, account);
  await verifyByLink(page, account.email);
  // The log-in after verification goes on to the welcome survey.
  await submitLogIn(page, account.email, account.password, { stay: true });
  await expect(page).toHaveURL((url) => url.pathname === "/welcome");
  await waitForHydration(page);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada! Let's find your path");
  const progress = main.getByRole("progressbar", { name: "Welcome survey progress" });
  await expect(progress).toHaveAttribute("aria-valuetext", "Step 1 of 5");

  // Continuing without an answer is refused, with the question's error.
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(main.getByText("Choose one answer.").first()).toBeVisible();
  await choose(page, "What is your main goal right now?", "Land my first analyst job");
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(progress).toHaveAttribute("aria-valuetext", "Step 2 of 5");
  await choose(page, "Which best describes what you do today?", "Something else");
  await main.getByRole("button", { name: "Continue" }).click();

  await expect(progress).toHaveAttribute("aria-valuetext", "Step 3 of 5");
  await expectNoViolations(page, "/welcome (tools step)");
  await screenshots(page, "welcome-tools");
  for (const tool of ["Excel", "SQL", "Power BI", "Tableau", "Python"]) {
    await choose(page, tool, tool === "Excel" ? "The basics" : "Never used it");
  }
  await main.getByRole("button", { name: "Continue" }).click();
  await choose(page, "How much time can you give to learning each week?", "5 to 10 hours");
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(progress).toHaveAttribute("aria-valuetext", "Step 5 of 5");

  // Back keeps the answers given.
  await main.getByRole("link", { name: "Back" }).click();
  await expect(progress).toHaveAttribute("aria-valuetext", "Step 4 of 5");
  await expect(main.getByRole("radio", { name: "5 to 10 hours" })).toBeChecked();
  await main.getByRole("button", { name: "Continue" }).click();
  await choose(page, "How do you like to learn?", "Hands-on projects with real data");
  await main.getByRole("button", { name: "See my matches" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/welcome/results");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Where to start");
  const paths = main.getByRole("region", { name: "Learning paths" });
  const best = paths.getByRole("listitem").first();
  await expect(best.getByRole("heading", { level: 3 })).toHaveText("Analyst Career Launch");
  await expect(best).toContainText(/\d+%/);
  await expect(best.getByRole("list", { name: /Why Analyst Career Launch scores \d+%/ })).toContainText(
    "+18 points because you want a first analyst job",
  );
  await expect(best.getByRole("link", { name: "View the path" })).toHaveAttribute(
    "href",
    "/path/analyst-career-launch",
  );
  await expect(main.getByRole("region", { name: "Your answers" })).toContainText("Land my first analyst job");
  await waitForHydration(page);
  await expectNoViolations(page, "/welcome/results");
  await screenshots(page, "welcome-results");

  await main.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  const steps = page.getByRole("region", { name: "Recommended next steps" });
  await expect(steps.getByRole("listitem").first()).toContainText(/\d+% match/);
  await expect(steps.getByRole("link", { name: "Analyst Career Launch" })).toBeVisible();
  await expect(steps.getByRole("link", { name: "Why these? See your matches" })).toBeVisible();
  await screenshots(page, "dashboard");

  // The answers stay editable: the survey opens with them.
  await gotoHydrated(page, "/welcome");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Update your answers");
  await expect(main.getByRole("radio", { name: "Land my first analyst job" })).toBeChecked();
});

/** Agrees strongly with what counts for data engineering and disagrees with the rest. */
const agreementFor = (id: string) =>
  (PATHFINDER_STATEMENTS.find((s) => s.id === id)!.weights["data-engineer"] ?? 0) >= 2 ? 4 : 1;

async function tabTo(page: Page, matches: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 80; i++) {
    if (await matches()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("focus never reached the expected control");
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName ?? "", type: el?.type ?? "", name: el?.name ?? "", text: el?.textContent?.trim() ?? "" };
  });

test("the Pathfinder as a visitor, keyboard only: ranked careers, a shareable URL, saved on sign-up", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/pathfinder");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find the data career that fits you");
  await expectNoViolations(page, "/pathfinder");
  await screenshots(page, "pathfinder");

  for (let step = 0; step < 5; step++) {
    await expect(page.getByRole("progressbar", { name: "Pathfinder progress" })).toHaveAttribute(
      "aria-valuetext",
      `Step ${step + 1} of 5`,
    );
    for (const statement of PATHFINDER_STATEMENTS.slice(step * 4, step * 4 + 4)) {
      await tabTo(page, async () => {
        const f = await focused(page);
        return f.type === "radio" && f.name === statement.id;
      });
      // Space picks the first answer, each arrow the next one along the scale.
      await page.keyboard.press("Space");
      for (let i = 0; i < agreementFor(statement.id); i++) await page.keyboard.press("ArrowRight");
    }
    const label = step === 4 ? "See my results" : "Continue";
    await tabTo(page, async () => (await focused(page)).text === label);
    await page.keyboard.press("Enter");
  }

  await expect(page).toHaveURL(/\/pathfinder\/results\/[A-Za-z0-9_-]{22}$/);
  const resultUrl = page.url();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your best match: Data Engineer");
  const ranked = main.getByRole("list", { name: "Careers ranked by match" });
  await expect(ranked.getByRole("heading", { level: 2 })).toHaveCount(6);
  const top = ranked.getByRole("listitem").first();
  await expect(top).toContainText("What raised it");
  await expect(top).toContainText("You answered strongly agree: “I would rather write code than click through menus.”");
  await expect(top.getByRole("link", { name: "Learning path: Python for Analytics" })).toHaveAttribute(
    "href",
    "/path/python-for-analytics",
  );
  await expect(main).toContainText("Create a free account from this browser within 30 days");
  await waitForHydration(page);
  await expectNoViolations(page, "/pathfinder/results/:id");
  await screenshots(page, "pathfinder-result");

  // The shared link shows the same ranking to someone else.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(resultUrl);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Your best match: Data Engineer");
  await expect(otherPage.getByRole("main")).toContainText("Someone shared this Pathfinder result with you.");
  await other.close();

  // Signing up from this browser saves it to the new account.
  const account = newAccount("pathfinder");
  await signUp(page, account);
  await verifyByLink(page, account.email);
  await logIn(page, account, { stay: true, landOn: "/welcome" });
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your Pathfinder result is saved to your account.",
  );
  await page.goto(resultUrl);
  await expect(page.getByRole("main")).toContainText("Saved to your account.");
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /^Data Engineer, \d+% match$/ })).toHaveAttribute(
    "href",
    new URL(resultUrl).pathname,
  );
});

test("the Pathfinder works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pathfinder");
  for (let step = 0; step < 5; step++) {
    for (const statement of PATHFINDER_STATEMENTS.slice(step * 4, step * 4 + 4)) {
      await page
        .getByRole("group", { name: new RegExp(`^${statement.id.slice(1)}\\. `) })
        .getByRole("radio", { name: "Agree", exact: true })
        .check();
    }
    await page.getByRole("button", { name: step === 4 ? "See my results" : "Continue" }).click();
  }
  await expect(page).toHaveURL(/\/pathfinder\/results\//);
  await expect(
    page.getByRole("list", { name: "Careers ranked by match" }).getByRole("heading", { level: 2 }),
  ).toHaveCount(6);
  // "Agree" everywhere is three quarters of every career's points.
  await expect(page.getByRole("main")).toContainText("75%");
  await context.close();
});

test("a learner who took the Pathfinder before logging in saves it from the result page", async ({ page }) => {
  // The first four screens' answers in the URL, as the screens' GET forms carry them.
  const earlier = PATHFINDER_STATEMENTS.slice(0, 16)
    .map((s) => `${s.id}=3`)
    .join("&");
  await gotoHydrated(page, `/pathfinder?${earlier}&step=4`);
  for (const statement of PATHFINDER_STATEMENTS.slice(16)) {
    await page
      .getByRole("group", { name: new RegExp(`^${statement.id.slice(1)}\\. `) })
      .getByRole("radio", { name: "Agree", exact: true })
      .check();
  }
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(page).toHaveURL(/\/pathfinder\/results\//);
  const resultUrl = new URL(page.url()).pathname;

  // An account made and logged in without passing the welcome survey.
  await signedInAccount(page, "later");
  await gotoHydrated(page, resultUrl);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Save to my account" }).click();
  await expect(main).toContainText("Saved to your account.");
  await gotoHydrated(page, "/dashboard");
  // A new account has started nothing: it is welcomed, not welcomed back.
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, \S/);
  await expect(page.getByRole("link", { name: /, \d+% match$/ })).toHaveAttribute("href", resultUrl);
});

test("an assessment: a fresh draw, its results chart, the percentile and the cool-down", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAccount(page, "assess");
  await gotoHydrated(page, "/data-literacy-assessment");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Data Literacy Assessment");
  await main.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page).toHaveURL(/\/assessments\/attempts\/att_/);
  const questions = main.getByRole("group");
  await expect(questions).toHaveCount(20);
  await waitForHydration(page);
  await expect(main.getByRole("timer")).toContainText(/Time left: (29|30):\d\d/);
  await expectNoViolations(page, "assessment attempt");

  // Answer the first few questions with their first choice (or a number); leave the rest blank.
  for (let i = 0; i < 5; i++) {
    const question = questions.nth(i);
    const textbox = question.getByRole("textbox");
    if ((await textbox.count()) > 0) await textbox.fill("5");
    else await question.locator("input").first().check();
  }
  await main.getByRole("button", { name: "Submit my answers" }).click();

  await expect(main.getByText("Overall score")).toBeVisible();
  await expect(main).toContainText(/of 20 right/);
  // Ranked among the seed's learners who took it, and this learner.
  const takers =
    new Set(seededAttempts.filter((a) => a.assessmentSlug === "data-literacy").map((a) => a.userId)).size + 1;
  await expect(main).toContainText(new RegExp(`\\d+(st|nd|rd|th)\\s*among ${takers} takers`));
  const chart = main.getByRole("figure", { name: "Data Literacy Assessment: score by skill area" });
  await expect(chart.getByRole("listitem")).toHaveCount(5);
  await expect(chart.getByRole("listitem").first()).toContainText(/Reading charts\s*\d+% \(\d of 4\)/);
  await expect(
    main.getByRole("region", { name: "Courses to close your gaps" }).getByRole("link").first(),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoViolations(page, "assessment results");
  await screenshots(page, "assessment-results");

  // The result is on the dashboard, and a retake waits for the cool-down.
  await gotoHydrated(page, "/dashboard");
  await expect(
    page.getByRole("region", { name: "Assessment results" }).getByRole("link", { name: "Data Literacy Assessment" }),
  ).toBeVisible();
  await gotoHydrated(page, "/data-literacy-assessment");
  await expect(main).toContainText("You can retake it from");
  await expect(main.getByRole("button", { name: "Start the assessment" })).toHaveCount(0);
  await gotoHydrated(page, "/assessments");
  await expect(main.getByRole("listitem").filter({ hasText: "Data Literacy Assessment" })).toContainText(
    `${takers} people have taken it`,
  );
  await expectNoViolations(page, "/assessments");
  await screenshots(page, "assessments");
});
