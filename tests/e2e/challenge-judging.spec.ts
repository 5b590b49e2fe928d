// Judging a closed challenge in the staff area: the list says which challenge waits for results, the
// judges' form refuses results without a note, the winners are announced by keyboard, told by mail and
// shown on the challenge's page, and the audit log records it. The closed challenges and their two
// entries are the e2e fixture's (support/open-challenge.ts), their results cleared on every start.
import { expect } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { logIn, test } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { inbox } from "./support/inbox.ts";

const STAFF = { email: "demo.subscriber@example.com", password: "Demo-Learner-2026!" };
// The fixture's closed challenges, alike: the test judges the first still waiting, so a retry judges the other.
const CLOSED = [
  { id: "chl_e2e_closed", slug: "rainy-days-challenge", title: "Rainy Days Challenge" },
  { id: "chl_e2e_closed_2", slug: "wet-season-challenge", title: "Wet Season Challenge" },
];
const FIRST_NOTE = "One calm small-multiples chart that a visitor reads in seconds; the rainiest months stand out.";
const SECOND_NOTE = "A careful month-by-month table with the median, not the mean, and a plain caption.";

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("staff announce a closed challenge's winners; the winners are told and the page shows them", async ({ page }) => {
  const started = new Date();
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Challenges" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Challenges" })).toBeVisible();
  const rowOf = (title: string) => page.getByRole("row").filter({ hasText: title });
  let challenge: (typeof CLOSED)[number] | undefined;
  for (const c of CLOSED) {
    if ((await rowOf(c.title).getByText("To judge").count()) > 0) {
      challenge = c;
      break;
    }
  }
  expect(challenge, "one of the fixture's closed challenges waits for results").toBeDefined();
  const { id, title } = challenge!;
  const challengePage = `/challenges/${challenge!.slug}/${id}`;
  const row = rowOf(title);
  await expect(row).toContainText("To judge");
  await expect(row.getByRole("cell").nth(2)).toHaveText("2");
  await expect(page.getByRole("main")).toContainText(/closed challenges? (is|are) waiting for results/);
  await expectNoViolations(page, "/admin/challenges");

  await row.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const entries = page.getByRole("region", { name: "Entries" });
  await expect(entries.getByRole("listitem")).toHaveCount(2);
  await expect(entries.getByRole("link", { name: /Rainfall rhythms/ })).toHaveAttribute(
    "href",
    "/project/prj_e2e-rainfall-rhythms",
  );

  const first = page.getByRole("group", { name: "1st place" });
  const second = page.getByRole("group", { name: "2nd place" });
  // No winner chosen: the form says what is missing, on the field, and nothing is announced.
  await page.getByRole("button", { name: "Announce the winners" }).click();
  await expect(first.getByLabel("Entry")).toHaveAccessibleDescription(/Choose the entry that takes 1st place\./);
  // A place without a note is refused too.
  await first.getByLabel("Entry").selectOption({ label: "Rainfall rhythms (Sol Rivera)" });
  await page.getByRole("button", { name: "Announce the winners" }).click();
  await expect(first.getByLabel("Judges' note")).toHaveAccessibleDescription(/Write a note of 20 to 400 characters/);
  await expectNoViolations(page, "the judges' form with errors");

  // By keyboard: the note, the 2nd place's entry and note, then the button.
  await first.getByLabel("Judges' note").fill(FIRST_NOTE);
  await first.getByLabel("Judges' note").press("Tab");
  await expect(second.getByLabel("Entry")).toBeFocused();
  await second.getByLabel("Entry").selectOption({ label: "The wet months (Ines Duarte)" });
  await page.keyboard.press("Tab");
  await page.keyboard.type(SECOND_NOTE);
  await page.getByRole("button", { name: "Announce the winners" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Results saved and shown on the challenge's page.");
  await expect(page.getByRole("status")).toContainText("2 winners were told by e-mail.");
  await expect(page.getByRole("button", { name: "Save corrected results" })).toBeVisible();

  const mail = await inbox().waitForMail("sol-rivera@example.com", {
    subject: new RegExp(`^You took 1st place in the ${title}$`),
    after: started,
  });
  expect(mail.text).toContain(FIRST_NOTE);
  expect(mail.text).toContain(`${challengePage}#results`);
  await inbox().waitForMail("ines-duarte@example.com", {
    subject: new RegExp(`^You took 2nd place in the ${title}$`),
    after: started,
  });

  // The challenge's page, as anyone sees it.
  await gotoHydrated(page, challengePage);
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByRole("listitem")).toHaveCount(2);
  const winner = results.getByRole("listitem").first();
  await expect(winner).toContainText("1st place");
  await expect(winner).toContainText("by Sol Rivera");
  await expect(winner).toContainText(FIRST_NOTE);
  await expect(winner.getByRole("link", { name: "Rainfall rhythms" })).toHaveAttribute(
    "href",
    "/project/prj_e2e-rainfall-rhythms",
  );

  await gotoHydrated(page, "/admin/audit");
  await expect(page.getByRole("main")).toContainText(`Announced 2 places of challenge ${id}`);
  await gotoHydrated(page, "/admin/challenges");
  await expect(rowOf(title)).toContainText("2 places announced");
});

test("an open challenge takes no results yet", async ({ page }) => {
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin/challenges/chl_e2e");
  await expect(page.getByRole("region", { name: "Results" })).toContainText(
    "Places are given once the challenge closes",
  );
  await expect(page.getByRole("button", { name: /Announce/ })).toHaveCount(0);
});

test("staff write a new challenge's brief, see what is missing, and correct it before it starts", async ({ page }) => {
  const title = `Ferry Timetable Challenge ${Date.now().toString(36)}`;
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin/challenges");
  await page.getByRole("link", { name: "New challenge" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New challenge" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Title").fill(title);
  await main.getByLabel("Summary").fill("Which ferry crossings leave late, and when?");
  await main.getByLabel("Brief").fill("Too short.");
  await main.getByLabel("Data set").selectOption({ label: "Seattle Weather" });
  await main.getByLabel("Illustration").selectOption("/images/challenges/airport-access-challenge.png");
  await expect(main.locator('img[src="/images/challenges/airport-access-challenge.png"]')).toBeVisible();
  await main.getByRole("button", { name: "Create challenge" }).click();
  await expect(main.getByLabel("Brief")).toHaveAccessibleDescription(/Write the brief, 200 to 6,000 characters/);
  await expectNoViolations(page, "/admin/challenges/new with an error");

  await main
    .getByLabel("Brief")
    .fill(
      `${"A harbour authority wants to know which ferry crossings leave late and at what hour. ".repeat(3)}\n\nSubmit one chart and up to 300 words.`,
    );
  await main.getByRole("button", { name: "Create challenge" }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} is created. It shows on the site from its first day.`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Not started");

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${title}` })).toBeVisible();
  await expect(main).toContainText("Not started: only staff see it.");
  await main.getByLabel("Title").fill(`${title} 2027`);
  await main.getByRole("button", { name: "Save challenge" }).click();
  await expect(page.getByRole("status")).toHaveText("Challenge saved.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${title} 2027`);
  await expect(main.getByLabel("Data set")).toHaveValue("ds_seattle-weather");
});
