// The learning loop end to end (issue 16): the course player for a visitor, a free learner and a
// subscriber; video with captions, reading, quiz failed then passed, the gate; a course completed to a
// credential that verifies (also with an independent Ed25519 check of the downloaded JSON); PDF,
// LinkedIn, a tampered credential; path progress; a guided project submission in the showcase;
// keyboard use, axe and screenshots at 1440 and 375 px.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { dismissCookieBox, gate, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { logIn, newAccount, signedInAccount, submitLogIn, test, verifyByLink } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";

const SLUG = "excel-xlookup-dynamic-arrays";
const lessonPath = (n: number) => `/course/${SLUG}/lesson/les_${SLUG}-${String(n).padStart(2, "0")}`;
const SUBSCRIBER = { email: "demo.subscriber@example.com", password: "Demo-Learner-2026!" };
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join("test-results", "learning-shots");

const main = (page: Page) => page.getByRole("main");

/** Plays the lesson video at 2x with the keyboard and waits until the server counts it as watched. */
async function watchVideo(page: Page, { fromStart = false } = {}) {
  const video = page.getByTestId("lesson-video");
  await expect(video.locator("track[kind=captions]")).toHaveAttribute("src", /\.vtt$/);
  await main(page).getByLabel("Speed").selectOption("2");
  // The first saved position reloads the lesson's data: the status line must still not say "Resuming".
  const reloaded = fromStart
    ? page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(".data"), {
        timeout: scaled(45_000),
      })
    : null;
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("k");
  if (reloaded) {
    await reloaded;
    await expect(main(page).getByText("Completes when you have watched 90% of the video.")).toBeVisible();
    await expect(main(page).getByText(/Resuming at/)).toHaveCount(0);
  }
  await expect(main(page).getByText("Watched: this lesson is complete.")).toBeVisible({ timeout: scaled(45_000) });
}

/** Ticks each choice (a radio or a checkbox, by its exact text), fills the numeric answers in order, sends. */
async function passQuiz(page: Page, answers: { choices: string[]; numeric: string[] }) {
  const form = main(page);
  for (const choice of answers.choices) {
    // One locator for both: counting radios first could run before the quiz has rendered (a flake).
    const option = form
      .getByRole("radio", { name: choice, exact: true })
      .or(form.getByRole("checkbox", { name: choice, exact: true }));
    await option.check();
  }
  const numeric = form.getByLabel(/^Your answer/);
  for (const [i, value] of answers.numeric.entries()) await numeric.nth(i).fill(value);
  await form.getByRole("button", { name: "Check my answers" }).click();
}

// The course's own quizzes (db/seed/content/lesson-notes/excel-power-bi/excel-xlookup-dynamic-arrays.ts).
const LOOKUP_CHECK_IN = {
  choices: [
    "VLOOKUP silently returns whatever is now the 5th column; XLOOKUP names the return column, HealthIncome[region], so it still points at region",
    "It can return a column to the left of the lookup column",
    "It matches exactly unless you ask for another match mode",
    '"no match"',
    "=XLOOKUP([@country],HealthIncome[country],HealthIncome[region])",
    "Two values, income and health, spilled into the formula's cell and the cell to its right",
  ],
  numeric: ["10"],
};
const KNOWLEDGE_CHECK = {
  choices: [
    '=XLOOKUP($H$1,Gapminder[country],Gapminder[fertility],"not in Gapminder",0,-1)',
    '=FILTER(Gapminder[[country]:[life_expect]],(Gapminder[year]=2005)*(Gapminder[life_expect]<60),"none")',
    '=SORT(FILTER(Gapminder[[country]:[life_expect]],(Gapminder[year]=2005)*(Gapminder[life_expect]<60),"none"),1)',
    '#CALC!; add FILTER\'s if_empty argument, e.g. "none"',
    "le1955 and le2005 look like cell addresses (column LE, row 1955), which LET names cannot be",
    "ChartIncome = INDEX(Dashboard!$B$3#,0,2)",
  ],
  numeric: ["11"],
};

test.describe("course player", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissCookieBox(context, baseURL);
  });

  test("a visitor sees the free first chapter with a sign-up prompt, and the gate beyond it", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, `/course/${SLUG}`);
    // The lesson list marks free and Pro lessons for someone without Pro, and promises only what they have.
    const lessonButtons = main(page).getByRole("heading", { level: 3 }).getByRole("button", { expanded: false });
    await expect(lessonButtons.filter({ hasText: /Free/ })).toHaveCount(3);
    expect(await lessonButtons.filter({ hasText: /Pro/ }).count()).toBeGreaterThan(0);
    await expect(main(page)).not.toContainText("solution walkthrough");
    await expect(main(page)).not.toContainText("with the course files");
    await main(page).getByRole("link", { name: "Start learning" }).click();
    await expect(page).toHaveURL(lessonPath(1));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Why XLOOKUP replaces VLOOKUP");
    // The way back to the course goes through the breadcrumb too, not only the outline.
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", `/course/${SLUG}`);
    await expect(crumbs.nth(2)).toHaveText("Why XLOOKUP replaces VLOOKUP");
    await expect(main(page).getByRole("heading", { name: "Transcript" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Create a free account" })).toBeVisible();
    const captions = await request.get("/videos/xlookup-in-one-minute.vtt");
    expect(await captions.text()).toMatch(/^WEBVTT/);

    await gotoHydrated(page, lessonPath(4));
    await expect(main(page).getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      `/signup?returnTo=${encodeURIComponent(lessonPath(4))}`,
    );
    await expect(page.getByTestId("lesson-video")).toHaveCount(0);
    expect((await request.get(`/course/${SLUG}/lesson/les_${SLUG}-99`)).status()).toBe(404);
    expect((await request.get(`/course/${SLUG}/lesson/les_excel-essentials-01`)).status()).toBe(404);
  });

  test("on a phone, an outline opened before the page hydrates opens as the drawer once it does", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const held = gate();
    await page.route("**/assets/*.js", async (route) => {
      await held.promise;
      await route.continue();
    });
    await page.goto(lessonPath(1), { waitUntil: "commit" });
    await main(page).locator("summary", { hasText: "Course outline" }).click();
    await expect(main(page).getByRole("link", { name: "Why XLOOKUP replaces VLOOKUP" })).toBeVisible();

    held.release();
    await waitForHydration(page);
    const drawer = page.getByTestId("outline-drawer");
    await expect(drawer.getByRole("navigation", { name: "Course outline" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Course outline" })).toBeVisible();
  });

  test("a free learner takes the first chapter (video, reading, quiz failed then passed) and meets the gate", async ({
    page,
  }) => {
    test.setTimeout(scaled(120_000));
    await signedInAccount(page, "learner");
    await gotoHydrated(page, `/course/${SLUG}`);
    await main(page).getByRole("link", { name: "Start learning" }).click();
    await expect(page).toHaveURL(lessonPath(1));
    await waitForHydration(page);
    // The clip's own length beside the lesson's time, which includes practice.
    await expect(main(page).locator(".eyebrow").first()).toHaveText(
      /Chapter 1 · Video \d+:\d{2} · \d+ min with practice/,
    );
    await watchVideo(page, { fromStart: true });

    // Keyboard only: n for the next lesson, Tab to "Mark complete", Enter.
    await page.keyboard.press("n");
    await expect(page).toHaveURL(lessonPath(2));
    await expect(main(page).locator("table")).toBeVisible();
    await expect(main(page).locator(".lesson-code .shiki").first()).toBeVisible();
    let focused = "";
    for (let i = 0; i < 200 && focused !== "Mark complete"; i++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    }
    expect(focused).toBe("Mark complete");
    await page.keyboard.press("Enter");
    await expect(main(page).getByText("Completed", { exact: true })).toBeVisible();

    await page.keyboard.press("n");
    await expect(page).toHaveURL(lessonPath(3));
    await waitForHydration(page);
    const wrong = "VLOOKUP shows #REF!, while XLOOKUP shows #N/A";
    const explanation = "XLOOKUP takes the return column itself, which moves with the table";
    // Every question answered (the form asks for all of them), half of them wrong: 3 of 6 is below the pass mark.
    await passQuiz(page, {
      choices: [wrong, 'It ignores trailing spaces, so "Rain " finds "Rain"', ...LOOKUP_CHECK_IN.choices.slice(3)],
      numeric: ["12"],
    });
    await expect(main(page).getByRole("status")).toContainText("Read the explanations and try again");
    await expect(main(page).getByText(explanation)).toBeVisible();
    await main(page).getByRole("button", { name: "Clear answers" }).click();
    // The previous attempt's score and explanations go with its answers.
    await expect(main(page).getByRole("status")).toHaveCount(0);
    await expect(main(page).getByText(explanation)).toHaveCount(0);
    await expect(main(page).getByRole("radio", { name: wrong, exact: true })).not.toBeChecked();
    await passQuiz(page, LOOKUP_CHECK_IN);
    await expect(main(page).getByRole("status")).toContainText("Passed with 100%");
    await expect(main(page).getByRole("progressbar", { name: "Course progress" })).toHaveAttribute(
      "aria-valuenow",
      "30",
    );
    await expectNoViolations(page, "the lesson page (quiz)");

    await main(page).getByRole("link", { name: /^Next/ }).click();
    await expect(page).toHaveURL(lessonPath(4));
    await expect(main(page).getByRole("link", { name: "Unlock with Pro" })).toHaveAttribute(
      "href",
      `/pricing?unlock=${encodeURIComponent(lessonPath(4))}`,
    );

    // The next lesson is a Pro one: the course page and the dashboard say so before the gate does.
    await gotoHydrated(page, `/course/${SLUG}`);
    await expect(main(page).getByRole("link", { name: "Unlock with Pro" })).toHaveAttribute("href", lessonPath(4));
    await gotoHydrated(page, "/dashboard");
    await expect(main(page).getByRole("link", { name: /Unlock with Pro\s*: XLOOKUP/ })).toHaveAttribute(
      "href",
      lessonPath(4),
    );
  });

  test("a subscriber completes a short course, gets the credential, verifies it and downloads PDF and JSON", async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(240_000));
    await logIn(page, SUBSCRIBER);
    await gotoHydrated(page, `/course/${SLUG}`);
    await main(page)
      .getByRole("link", { name: /Start learning|Continue learning/ })
      .click();
    await expect(page).toHaveURL(lessonPath(1));

    for (let n = 1; n <= 10; n++) {
      await gotoHydrated(page, lessonPath(n));
      const label = await main(page).locator(".eyebrow").first().textContent();
      if (await main(page).getByText("Completed", { exact: true }).isVisible()) continue;
      if (label?.includes("Video")) await watchVideo(page);
      else if (label?.includes("Quiz")) {
        // Lesson 3 is the check-in on lookups; lesson 9 the knowledge check on dynamic arrays.
        await passQuiz(page, n === 3 ? LOOKUP_CHECK_IN : KNOWLEDGE_CHECK);
        await expect(main(page).getByRole("status").first()).toContainText("Passed");
      } else {
        if (label?.includes("Project")) {
          // The brief is readable on the page before it is downloaded.
          await expect(main(page).getByRole("heading", { name: "Deliverables", level: 2 })).toBeVisible();
          await expectNoViolations(page, "the project lesson");
          const download = page.waitForEvent("download");
          await main(page)
            .getByRole("link", { name: /project-brief\.md/ })
            .click();
          expect((await download).suggestedFilename()).toMatch(/project-brief\.md$/);
        }
        await main(page).getByRole("button", { name: "Mark complete" }).click();
        await expect(main(page).getByText("Completed", { exact: true })).toBeVisible();
      }
    }

    await expect(main(page).getByText("Course complete!")).toBeVisible();
    await main(page).getByRole("link", { name: "view and share your credential" }).click();
    await expect(page).toHaveURL(/\/credentials\/verify\/vc-/);
    await expect(main(page).getByText("Verified credential")).toBeVisible();
    await expect(main(page).getByRole("status")).toContainText("The signature checks out");
    await expect(main(page).getByRole("link", { name: "Add to LinkedIn profile" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/,
    );
    await expectNoViolations(page, "the credential verification page");

    const jsonDownload = page.waitForEvent("download");
    await main(page).getByRole("link", { name: "Credential (JSON)" }).click();
    const json = JSON.parse(fs.readFileSync((await (await jsonDownload).path())!, "utf8")) as {
      type: string[];
      proof: { jwt: string };
      credentialSubject: { achievement: { name: string } };
    };
    expect(json.type).toContain("OpenBadgeCredential");
    expect(json.credentialSubject.achievement.name).toBe("XLOOKUP & Dynamic Arrays Crash Course");

    // An independent verifier: Node's own Ed25519 against the published JWKS, not our code or jose.
    const jwks = (await (await request.get("/.well-known/jwks.json")).json()) as { keys: crypto.JsonWebKey[] };
    const [h, p, s] = json.proof.jwt.split(".");
    const publicKey = crypto.createPublicKey({ key: jwks.keys[0]!, format: "jwk" });
    expect(crypto.verify(null, Buffer.from(`${h}.${p}`), publicKey, Buffer.from(s!, "base64url"))).toBe(true);

    const pdfDownload = page.waitForEvent("download");
    await main(page).getByRole("link", { name: "Certificate (PDF)" }).click();
    const pdf = fs.readFileSync((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    // A tampered credential fails and says so.
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString()) as { vc: { name: string } };
    claims.vc.name = "Senior Data Scientist";
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${s}`;
    await main(page).getByRole("textbox", { name: "Credential" }).fill(forged);
    await main(page).getByRole("button", { name: "Check signature" }).click();
    await expect(main(page).getByRole("alert")).toContainText("Verification failed");
    await main(page).getByRole("textbox", { name: "Credential" }).fill(json.proof.jwt);
    await main(page).getByRole("button", { name: "Check signature" }).click();
    await expect(main(page).getByRole("alert")).toContainText("Valid");

    // The player at both widths, completed.
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [width, height, name] of [
      [1440, 900, "desktop"],
      [375, 812, "mobile"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, lessonPath(2));
      await page.screenshot({ path: path.join(SHOTS, `lesson-${name}.png`), fullPage: true });
    }
    await expectNoViolations(page, "the lesson page at 375 px");
    // On a phone the outline is a drawer; a lesson picked there opens and the drawer closes.
    await main(page).getByRole("button", { name: "Course outline" }).click();
    const drawer = page.getByTestId("outline-drawer");
    await expect(drawer.getByRole("navigation", { name: "Course outline" })).toBeVisible();
    await expectNoViolations(page, "the outline drawer at 375 px");
    await drawer.getByRole("link", { name: /Lookup check-in/ }).click();
    await expect(page).toHaveURL(lessonPath(3));
    await expect(drawer).toBeHidden();
  });

  test("a subscriber starts a path and sees its progress on the path page and the dashboard", async ({ page }) => {
    await logIn(page, SUBSCRIBER);
    await gotoHydrated(page, "/path/data-analyst-excel");
    await main(page).getByRole("button", { name: "Start this path" }).click();
    await expect(page).toHaveURL(/\/course\/excel-essentials\/lesson\/les_excel-essentials-01/);
    await gotoHydrated(page, "/course/excel-essentials/lesson/les_excel-essentials-11");
    await main(page).getByRole("button", { name: "Mark complete" }).click();
    await expect(main(page).getByText("Completed", { exact: true })).toBeVisible();
    await gotoHydrated(page, "/path/data-analyst-excel");
    const bar = main(page).getByRole("progressbar", { name: "Path progress" });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await expect(main(page).getByRole("link", { name: "Continue learning" })).toBeVisible();
    await gotoHydrated(page, "/dashboard");
    await expect(main(page).getByRole("heading", { name: "My learning paths" })).toBeVisible();
    await expect(main(page).getByRole("progressbar", { name: /Data Analyst.*path progress/ })).toBeVisible();
  });

  test("a core lesson teaches in its notes, with no course tour to sit through, and opens its practice data set; on a phone nothing scrolls sideways", async ({
    page,
  }) => {
    await logIn(page, SUBSCRIBER);
    await gotoHydrated(page, "/course/excel-essentials/lesson/les_excel-essentials-05");
    const lesson = main(page);
    await expect(lesson.getByRole("heading", { level: 1 })).toHaveText("Logical functions: IF, AND, OR and IFS");
    // Only the course's first lesson plays its tour; this one is a reading the learner marks complete.
    await expect(lesson.locator(".eyebrow").first()).toHaveText(/Chapter 2 · Reading/);
    await expect(page.getByTestId("lesson-video")).toHaveCount(0);
    await expect(lesson.getByRole("button", { name: "Mark complete" })).toBeVisible();
    await expect(lesson.getByText(/^Keyboard:/)).toHaveText("Keyboard: n next lesson, p previous lesson.");
    // The lesson's own teaching, not the course's: its worked example and exercise.
    await expect(lesson.getByRole("heading", { level: 2, name: "Try it" })).toBeVisible();
    await expect(lesson.locator("pre").first()).toContainText("=IFS(");
    await expect(lesson).not.toContainText("course files");
    await expectNoViolations(page, "a lesson taught by its notes");

    await page.setViewportSize({ width: 375, height: 812 });
    // A long formula or SQL line scrolls in its own box, not the page.
    await gotoHydrated(page, "/course/sql-data-cleaning/lesson/les_sql-data-cleaning-03");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1440, height: 900 });

    await gotoHydrated(page, "/course/excel-essentials/lesson/les_excel-essentials-05");
    await lesson.getByRole("link", { name: "Seattle Weather" }).first().click();
    await expect(page).toHaveURL(/\/data-playground\?datasetId=ds_seattle-weather/);
    await expect(page.getByRole("dialog")).toContainText("Seattle Weather");
  });

  test("a Try it's worked answer stays closed until the learner opens it, by keyboard too", async ({ page }) => {
    // A free-chapter reading of a course whose exercises are answered (decision 061).
    await gotoHydrated(page, "/course/power-bi-quick-start/lesson/les_power-bi-quick-start-03");
    const lesson = main(page);
    await expect(lesson.getByRole("heading", { level: 2, name: "Try it" })).toBeVisible();
    const answer = lesson.locator("details.worked-answer");
    await expect(answer).toHaveCount(1);
    await expect(answer).not.toHaveAttribute("open");
    await expect(answer.getByText("Hong Kong, China", { exact: false })).toBeHidden();
    await answer.getByText("Show the worked answer").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toHaveAttribute("open");
    await expect(answer.getByText(/The \(Blank\) row is Hong Kong, China/)).toBeVisible();
    await expectNoViolations(page, "a reading with its worked answer open");
  });

  test("a path's course statuses sit under their own cards, never under the next row's card", async ({ page }) => {
    await logIn(page, { email: "demo.learner@example.com", password: "Demo-Learner-2026!" });
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/path/data-analyst-excel");
      const items = main(page).getByRole("region", { name: "Courses in this path, in order" }).locator("ol > li");
      await expect(items).toHaveCount(5);
      // The demo learner finished the first course: its status must be there to see, not covered.
      await expect(items.first().getByText("Completed")).toBeVisible();
      const boxes = await items.evaluateAll((lis) =>
        lis.map((li) => {
          const item = li.getBoundingClientRect();
          const status = li.querySelector(":scope > p")!.getBoundingClientRect();
          return { top: item.top, bottom: item.bottom, left: item.left, statusBottom: status.bottom };
        }),
      );
      for (const [i, box] of boxes.entries()) {
        expect(box.statusBottom, `status of course ${i + 1} at ${width} px`).toBeLessThanOrEqual(box.bottom + 0.5);
        // A card in a later row starts below everything of the cards above it.
        for (const later of boxes.slice(i + 1).filter((b) => b.top > box.top + 1))
          expect(later.top, `course after ${i + 1} at ${width} px`).toBeGreaterThanOrEqual(box.statusBottom);
      }
    }
  });

  test("a free learner is told Start this path and Start this project require Pro, and the plans page names them", async ({
    page,
  }) => {
    await signedInAccount(page, "gate");
    await gotoHydrated(page, "/path/data-analyst-excel");
    const startPath = main(page).getByRole("link", { name: "Start this path" });
    await expect(startPath).toHaveAccessibleDescription(/^Requires Pro Learning paths are included with Maven Pro\./);
    await startPath.click();
    await expect(page).toHaveURL("/pricing?unlock=%2Fpath%2Fdata-analyst-excel");
    await expect(page.getByTestId("unlock-reason")).toContainText(
      "The Data Analyst with Excel learning path requires Pro: start Pro to follow it.",
    );
    await expect(page.getByTestId("unlock-reason").getByRole("link", { name: "Back to the path" })).toHaveAttribute(
      "href",
      "/path/data-analyst-excel",
    );

    await gotoHydrated(page, "/guided-projects/seattle-rainfall-excel");
    const startProject = main(page).getByRole("link", { name: "Start this project" });
    await expect(startProject).toHaveAccessibleDescription(
      /^Requires Pro Guided projects are included with Maven Pro\./,
    );
    await startProject.click();
    await expect(page.getByTestId("unlock-reason")).toContainText(
      "The guided project Forecasting Seattle Rainfall in Excel requires Pro",
    );
    // Only an item of ours is named: another host or a made-up page names nothing.
    for (const unlock of ["https://evil.example/path/data-analyst-excel", "/path/no-such-path", "//evil.example"]) {
      await gotoHydrated(page, `/pricing?unlock=${encodeURIComponent(unlock)}`);
      await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("unlock-reason")).toHaveCount(0);
    }
  });

  test("a visitor who signs up from a locked lesson is told it needs Pro and comes back to it", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await gotoHydrated(page, lessonPath(4));
    await expect(main(page).getByText("Requires Pro", { exact: true })).toBeVisible();
    const signUpLink = main(page).getByRole("link", { name: "Sign up free" });
    await expect(signUpLink).toHaveAccessibleDescription(
      "Create a free account first: you come back to this lesson and can start Pro from here.",
    );
    await signUpLink.click();
    await expect(page).toHaveURL(`/signup?returnTo=${encodeURIComponent(lessonPath(4))}`);
    await expect(main(page)).toContainText("What you opened is part of Maven Pro.");
    const account = newAccount("unlock");
    await main(page).getByLabel("First name").fill(account.firstName);
    await main(page).getByLabel("Last name").fill(account.lastName);
    await main(page).getByLabel("Email").fill(account.email);
    await main(page).getByLabel("Password", { exact: true }).fill(account.password);
    await main(page).getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL(/\/signup\/verify\?email=/);
    // Someone who verified in another tab and logs in from here still comes back to the lesson.
    await expect(main(page).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?returnTo=${encodeURIComponent(lessonPath(4))}`,
    );
    await verifyByLink(page, account.email);
    // A first sign-in is a welcome, not a welcome back.
    await expect(main(page)).toContainText("Welcome to Maven Analytics. Log in to start learning.");
    await expect(main(page)).not.toContainText("Welcome back");
    await logIn(page, account, { stay: true, landOn: lessonPath(4) });
    await expect(main(page).getByRole("heading", { name: /^Unlock chapter/ })).toBeVisible();
    await main(page).getByRole("link", { name: "Unlock with Pro" }).click();
    await expect(page.getByTestId("unlock-reason")).toContainText(
      "The lesson you opened in XLOOKUP & Dynamic Arrays Crash Course is part of Maven Pro",
    );
  });

  test("sign-up and log-in carry only a path of this site back", async ({ page }) => {
    for (const evil of ["https://evil.example/x", "//evil.example/x", "/\\evil.example"]) {
      await gotoHydrated(page, `/signup?returnTo=${encodeURIComponent(evil)}`);
      await expect(main(page).getByRole("heading", { name: "Create your account" })).toBeVisible();
      const carried = await main(page)
        .locator('input[name="returnTo"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(carried.filter((value) => value.includes("evil"))).toEqual([]);
      await gotoHydrated(page, `/login?returnTo=${encodeURIComponent(evil)}`);
      await expect(main(page).getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
      await gotoHydrated(page, `/signup/verify?email=a%40example.com&returnTo=${encodeURIComponent(evil)}`);
      await expect(main(page).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    }
    await gotoHydrated(page, `/login?returnTo=${encodeURIComponent(lessonPath(4))}`);
    await expect(main(page).getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      `/signup?returnTo=${encodeURIComponent(lessonPath(4))}`,
    );
  });

  test("a subscriber's guided project submission appears in the showcase", async ({ page }) => {
    await logIn(page, SUBSCRIBER);
    await gotoHydrated(page, "/guided-projects/seattle-rainfall-excel");
    const start = main(page).getByRole("button", { name: "Start this project" });
    if (await start.isVisible()) await start.click();
    const submission = main(page).getByRole("region", { name: "Your submission" });
    await expect(submission).toBeVisible();
    // Nothing to submit before every objective is done; a ticked objective unticks.
    await expect(submission.getByRole("button", { name: "Submit my project" })).toHaveCount(0);
    await expect(submission).toContainText(/Check off every objective to submit your work: 0 of \d+ done\./);
    const first = main(page)
      .getByRole("button", { name: /^Mark done/ })
      .first();
    const firstTitle = ((await first.textContent()) ?? "").split(":").pop()!.trim();
    await first.click();
    const ticked = main(page).getByRole("button", { name: `Done Undo : ${firstTitle}` });
    await expect(ticked).toHaveAttribute("aria-pressed", "true");
    await ticked.click();
    await expect(main(page).getByRole("button", { name: `Mark done : ${firstTitle}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    for (;;) {
      const next = main(page)
        .getByRole("button", { name: /^Mark done/ })
        .first();
      if ((await next.count()) === 0) break;
      const objective = ((await next.textContent()) ?? "").split(":").pop()!.trim();
      await next.click();
      await expect(main(page).getByRole("button", { name: `Done Undo : ${objective}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    await main(page).getByLabel("Link to your work").fill("https://example.com/seattle-rainfall");
    await main(page)
      .getByLabel(/Write-up/)
      .fill("I forecast next year's rainfall with FORECAST.ETS.");
    // Publishing is the learner's choice, unticked until they tick it.
    const publish = main(page).getByRole("checkbox", { name: /Publish it in the showcase/ });
    await expect(publish).not.toBeChecked();
    await publish.check();
    await main(page).getByRole("button", { name: "Submit my project" }).click();
    await expect(main(page).getByText("Project complete!")).toBeVisible();
    await main(page).getByRole("link", { name: "See it in the showcase" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText("Forecasting Seattle Rainfall in Excel");
    await gotoHydrated(page, "/showcase");
    await expect(
      main(page)
        .getByText(/Forecasting Seattle Rainfall in Excel: /)
        .first(),
    ).toBeVisible();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissCookieBox(context, baseURL);
  });

  test("quiz headings sit inside their box, the gate's lessons wrap under their titles, the dashboard's sections all show and its arrows are 16 px or more", async ({
    page,
  }) => {
    await gotoHydrated(page, lessonPath(3));
    const fieldset = main(page).locator("fieldset").first();
    const [box, legend] = await Promise.all([fieldset.boundingBox(), fieldset.locator("legend").boundingBox()]);
    // Inside the border, not straddling it.
    expect(legend!.y).toBeGreaterThan(box!.y + 4);
    // The check-in's formulas wrap inside their boxes on a phone instead of widening the page.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize(desktop);

    await gotoHydrated(page, lessonPath(4));
    for (const item of await main(page).getByTestId("gate-lesson").all()) {
      // A wrapped line starts under the title, never under the lock icon.
      const [icon, text] = await Promise.all([item.locator("svg").boundingBox(), item.locator("> span").boundingBox()]);
      expect(text!.x).toBeGreaterThan(icon!.x + icon!.width);
    }

    await submitLogIn(page, "demo.learner@example.com", "Demo-Learner-2026!");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    const sections = page.getByRole("navigation", { name: "Dashboard" }).getByRole("list");
    // Every section is in view: nothing is hidden off the side of a strip.
    expect(await sections.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    await expect(sections.getByRole("link", { name: "Account" })).toBeInViewport();
    for (const arrow of await main(page).getByTestId("step-arrow").all()) {
      const size = await arrow.boundingBox();
      expect(Math.min(size!.width, size!.height)).toBeGreaterThanOrEqual(16);
    }
  });
});
