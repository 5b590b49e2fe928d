// The money path (issue 15) in test mode: plans, the sign-up funnel, checkout with Stripe's test
// cards, My Subscription (switch, cancel, card), invoices with their PDF, the enterprise form.
// Test mode's clock is one for a whole database, so these run one after another, on an app server and
// database of their own beside the other specs (playwright.config.ts).
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { addInterval } from "~/core/billing.ts";
import { formatDate } from "~/core/format.ts";
import { pdfText } from "../support/pdf-text.ts";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { expectNoViolations } from "./support/axe.ts";
import { newAccount, signedInAccount, test, verificationMail } from "./support/accounts.ts";
import { inbox } from "./support/inbox.ts";
import { extractCode } from "./support/smtp.ts";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const PREMIUM_DATASET = "/data-playground?datasetId=ds_tech-stock-prices";

/** `npm run billing:advance -- --days N`, against the e2e server. */
async function advanceBillingClock(baseURL: string, days: number): Promise<string> {
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/billing-advance.ts", "--days", String(days)], {
    env: { ...process.env, BILLING_ADVANCE_URL: `${baseURL}/dev/billing/advance` },
  });
  expect(stdout).toContain(`Test clock moved ${days} days`);
  return stdout;
}

async function payWithTestCard(page: Page, number: string, button: RegExp | string) {
  const main = page.getByRole("main");
  await expect(main).toContainText("Test mode: no real charge");
  await main.getByLabel("Name on card").fill("Ada Lovelace");
  await main.getByLabel("Card number").fill(number);
  await main.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await main.getByLabel("Security code").fill("123");
  await main.getByRole("button", { name: button }).click();
}

async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling at 375 px").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The first buyer's confirmation page: someone else's order, for the last test. */
let firstOrderPath = "";

test("a visitor buys Pro annual through sign-up and downloads a premium data set", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your plan");
  await expectNoViolations(page, "/signup/pricing");
  await expectFitsPhone(page);
  const annual = page.getByRole("radio", { name: /Maven Pro, billed yearly/ });
  await expect(annual).toBeChecked();
  await page.getByRole("button", { name: "Continue to your free trial" }).click();

  // The choice travels through sign-up, verification and log-in to the checkout.
  await expect(page).toHaveURL(/\/signup\?returnTo=/);
  const account = newAccount("buyer");
  const main = page.getByRole("main");
  await main.getByLabel("First name").fill(account.firstName);
  await main.getByLabel("Last name").fill(account.lastName);
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/verify\?email=.*returnTo=/);
  const code = extractCode(await verificationMail(account.email));
  await waitForHydration(page);
  await main.getByLabel("6-digit code").fill(code);
  await main.getByRole("button", { name: "Verify email" }).click();
  await expect(page).toHaveURL(/\/login\?verified=1.*returnTo=/);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Log in", exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/checkout\?plan=pro-annual/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maven Pro (annual)");
  await expect(main).toContainText("Due today$0.00");
  await expect(main).toContainText("Then $299.00 on");
  await expectNoViolations(page, "/signup/checkout");
  await expectFitsPhone(page);
  await payWithTestCard(page, "4242 4242 4242 4242", "Start free trial");

  await expect(page).toHaveURL(/\/signup\/confirm\?order=ord_/);
  const confirmationUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Maven Analytics, Ada!");
  await expect(page.getByRole("main")).toContainText("Your free trial of Maven Pro (annual) has started");
  // The confirm path keeps the site's menu and footer (spec section 2).
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoViolations(page, "/signup/confirm");
  await expectFitsPhone(page);
  const trialMail = await inbox().waitForMail(account.email, { subject: /free trial has started/ });
  expect(trialMail.text).toContain("Your trial ends on");

  await gotoHydrated(page, PREMIUM_DATASET);
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByTestId("premium-marker")).toHaveText("Premium · Included in your plan");
  const downloading = page.waitForEvent("download");
  await drawer.getByRole("link", { name: "Download stocks.csv" }).click();
  const csv = await readFile(await (await downloading).path(), "utf8");
  expect(csv.split("\n", 1)[0]).toBe("symbol,date,price");

  firstOrderPath = new URL(confirmationUrl).pathname + new URL(confirmationUrl).search;
});

test("a declined card says why and leaves the learner on the free plan", async ({ page }) => {
  await signedInAccount(page, "declined");
  await gotoHydrated(page, "/signup/checkout?plan=pro-monthly");
  await payWithTestCard(page, "4000 0000 0000 0002", "Start free trial");
  await expect(page.getByRole("main").getByRole("alert").first()).toHaveText(
    "Your card was declined. Try another card.",
  );
  await payWithTestCard(page, "4000 0000 0000 9995", "Start free trial");
  await expect(page.getByRole("main").getByRole("alert").first()).toHaveText(
    "Your card has insufficient funds. Try another card.",
  );
  await gotoHydrated(page, "/dashboard/account/subscription");
  await expect(page.getByRole("heading", { level: 2, name: "Free Forever" })).toBeVisible();
  // A free learner's premium button leads to the plans, not to the sign-up form.
  await gotoHydrated(page, PREMIUM_DATASET);
  await expect(page.getByRole("dialog").getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
    "href",
    "/pricing",
  );
});

test("a free learner who buys Pro from a locked lesson is offered the way back to it, and only to a page of ours", async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const lesson = "/course/excel-xlookup-dynamic-arrays/lesson/les_excel-xlookup-dynamic-arrays-04";
  await signedInAccount(page, "unlockbuy");
  const main = page.getByRole("main");
  await gotoHydrated(page, lesson);
  const lessonTitle = (await main.getByRole("heading", { level: 1 }).textContent())!.trim();
  await main.getByRole("link", { name: "Unlock with Pro" }).click();
  await expect(page.getByTestId("unlock-reason")).toBeVisible();
  await main.getByRole("link", { name: "Start your free trial" }).click();
  await expect(page).toHaveURL(/\/signup\/checkout\?plan=pro-annual&returnTo=/);
  // Switching to monthly keeps the way back.
  await main.getByRole("link", { name: "Switch to monthly billing" }).click();
  await expect(page).toHaveURL(/\/signup\/checkout\?plan=pro-monthly&returnTo=/);
  // So does changing the plan: the plans open with this one chosen.
  await main.getByRole("link", { name: "Change plan" }).click();
  await expect(page.getByRole("radio", { name: /Maven Pro, billed monthly/ })).toBeChecked();
  await page.getByRole("button", { name: /^Continue/ }).click();
  await expect(page).toHaveURL(/\/signup\/checkout\?returnTo=.+&plan=pro-monthly/);
  await waitForHydration(page);
  await payWithTestCard(page, "4242 4242 4242 4242", "Start free trial");

  // A new account's first plan is welcomed at /signup/confirm.
  await expect(page).toHaveURL(/\/signup\/confirm\?order=ord_[^&]+&returnTo=/);
  const back = main.getByRole("link", { name: `Continue to ${lessonTitle}` });
  await expect(back).toHaveAttribute("href", lesson);
  await expectNoViolations(page, "/signup/confirm with the way back");
  await expectFitsPhone(page);
  const thanks = new URL(page.url());
  await back.click();
  await expect(page).toHaveURL(lesson);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(lessonTitle);
  await expect(main.getByRole("heading", { name: /^Unlock chapter/ })).toHaveCount(0);

  // Another host, or a page that is not a locked item of ours, offers nothing.
  const order = thanks.searchParams.get("order")!;
  for (const evil of ["https://evil.example/x", "//evil.example", "/dashboard/account/subscription"]) {
    await gotoHydrated(page, `/signup/confirm?order=${order}&returnTo=${encodeURIComponent(evil)}`);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Welcome to Maven Analytics/);
    await expect(page.getByTestId("continue-to-target")).toHaveCount(0);
  }
});

test("a trial with a first-payment code: the discount is on the first payment, also after switching to annual", async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const account = await signedInAccount(page, "welcome");
  await gotoHydrated(page, "/signup/checkout?plan=pro-monthly&code=WELCOME20");
  const main = page.getByRole("main");
  await expect(main).toContainText("Promotion WELCOME20 (off the first payment, after the trial)−$7.80");
  await payWithTestCard(page, "4242 4242 4242 4242", "Start free trial");
  await expect(page).toHaveURL(/\/(checkout\/thanks|signup\/confirm)\?order=ord_/);
  // Nothing is charged today, so nothing comes off today's $0.00: the discount is on the first payment.
  await expect(main.getByText("Charged today", { exact: true }).locator("..")).toHaveText("Charged today$0.00");
  await expect(main.getByText("First payment", { exact: true }).locator("..")).toContainText(
    /\$31\.20 on .+ \(with \$7\.80 off from WELCOME20, on this first payment only\), then \$39\.00 every month until you cancel/,
  );

  // Switching to annual during the trial: no invoice until it ends, and the code still takes 20% off
  // the first annual payment; the page and a mail say so.
  await gotoHydrated(page, "/dashboard/account/subscription");
  const trialEnd = (await main
    .getByText(/^Trial ends and first payment on/)
    .locator("..")
    .locator("time")
    .textContent())!;
  const offer = main.getByRole("region", { name: "Switch to annual billing" });
  await expect(offer).toContainText(
    `Your trial continues; your first annual payment is $239.20 on ${trialEnd}, with WELCOME20's $59.80 off this first payment only.`,
  );
  await offer.getByRole("button", { name: "Switch to annual" }).click();
  await expect(main.getByRole("status").first()).toHaveText(
    `You're on Maven Pro (annual) now. Your free trial continues and nothing is charged before it ends: your first annual payment is $239.20 on ${trialEnd}, with WELCOME20's $59.80 off this first payment only. We've emailed you the details.`,
  );
  await expect(main.getByRole("status").first()).not.toContainText("Invoices");
  const mail = await inbox().waitForMail(account.email, { subject: /You've switched to Maven Pro \(annual\)/ });
  expect(mail.text).toContain(`Your first payment, on ${trialEnd}, is $239.20`);
});

test("cancelling Teams warns that every member loses premium access at the period's end", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signedInAccount(page, "teamcancel");
  await gotoHydrated(page, "/signup/checkout?plan=teams-monthly&seats=3");
  await payWithTestCard(page, "4242 4242 4242 4242", /^Pay \$/);
  await expect(page).toHaveURL(/\/(checkout\/thanks|signup\/confirm)\?order=ord_/);
  await gotoHydrated(page, "/dashboard/account/subscription");
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "Ada's team uses 1 of its 3 seats. Premium access comes with a seat: you hold one of them.",
  );
  const ends = (await main.getByText("Renews on", { exact: true }).locator("..").locator("time").textContent())!;
  const cancel = main.getByRole("region", { name: "Cancel your plan" });
  const warning = `Every member of Ada's team loses premium access on ${ends}, at the end of the period you paid for (1 person holds a seat now, you included), and your account moves to Free Forever.`;
  await expect(cancel).toContainText(warning);
  await cancel.getByText("Cancel at the end of the period").click();
  await cancel.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(main.getByRole("status").first()).toContainText(`Your plan is set to end. ${warning}`);
});

test("Teams with 5 seats: order summary, payment, thanks page and an invoice PDF with the right total", async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const account = await signedInAccount(page, "teams");
  await gotoHydrated(page, "/pricing");
  await expectNoViolations(page, "/pricing");
  await expectFitsPhone(page);
  // Each plan's saving is its own: Teams' $35 × 12 against $279 a seat is 34%, Pro's is 36%.
  await expect(page.getByRole("navigation", { name: "Billing period" })).toContainText("Annual (save up to 36%)");
  const teamsCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: /Teams/ }) });
  await expect(teamsCard).toContainText("From 2 seats. Save $141 a seat a year (34%) against monthly");
  await expect(teamsCard).not.toContainText("36%");
  // The sign-up funnel offers the same plans, Teams monthly too, each with its own saving.
  await gotoHydrated(page, "/signup/pricing");
  await expect(page.getByRole("radio", { name: /Maven Teams, billed monthly/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Maven Teams, billed yearly.*a seat a year \(34%\)/ })).toBeVisible();
  await gotoHydrated(page, "/pricing");
  // The button starts at the plan's minimum, as the card says ("From 2 seats").
  await page.getByRole("link", { name: "Buy for your team" }).click();
  await expect(page).toHaveURL(/\/signup\/checkout\?plan=teams-annual&seats=2$/);
  const main = page.getByRole("main");
  await expect(main).toContainText("2 seats × $279.00$558.00");
  await main.getByLabel("Seats").fill("5");
  await main.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/seats=5$/);
  await expect(main).toContainText("5 seats × $279.00$1,395.00");
  await expect(main).toContainText("Due today$1,395.00");
  // A tampered seat count below the minimum is refused with a message, not priced.
  await main.getByLabel("Seats").fill("1");
  await main.getByRole("button", { name: "Update" }).click();
  await expect(main).toContainText("Teams starts at 2 seats.");
  // Counts the plan doesn't sell are the field's error, never quietly another count; more than 50 is
  // for sales, as the pricing pages say.
  for (const [typed, message] of [
    ["2.5", "Seats must be a whole number."],
    ["-3", "Teams starts at 2 seats."],
    ["51", "For more than 50 seats, talk to our sales team."],
  ] as const) {
    await main.getByLabel("Seats").fill(typed);
    await main.getByRole("button", { name: "Update" }).click();
    await expect(main.getByLabel("Seats")).toHaveAccessibleDescription(
      new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    await expect(page).toHaveURL(/seats=5$/);
  }
  // The same count in the address (a shared link, or a form sent without JavaScript): no price, no Pay.
  await page.goto("/signup/checkout?plan=teams-annual&seats=0");
  await expect(main.getByLabel("Seats")).toHaveValue("0");
  await expect(main.getByLabel("Seats")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Seats")).toHaveAccessibleDescription(/^Teams starts at 2 seats\./);
  await expect(main).not.toContainText("Due today");
  await expect(main.getByRole("button", { name: "Pay", exact: true })).toBeDisabled();
  await waitForHydration(page);
  await main.getByLabel("Seats").fill("5");
  await main.getByRole("button", { name: "Update" }).click();
  await expect(main).toContainText("Due today$1,395.00");
  await payWithTestCard(page, "5555 5555 5555 4444", "Pay $1,395.00");
  await expect(page).toHaveURL(/\/(checkout\/thanks|signup\/confirm)\?order=ord_/);
  await expect(main).toContainText("Maven Teams (annual), 5 seats");
  await expectNoViolations(page, "order confirmation");

  await gotoHydrated(page, "/dashboard/account/invoices");
  const row = page.getByRole("row").filter({ hasText: "Maven Teams (annual)" });
  await expect(row).toContainText("$1,395.00");
  await expect(row).toContainText("Paid");
  await expectNoViolations(page, "/dashboard/account/invoices");
  // At phone width the amount and the PDF link are on screen, not in a table scrolled sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByText("$1,395.00")).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("link", { name: /PDF/ })).toBeInViewport({ ratio: 1 });
  await expect(row).toContainText("Paid");
  await expectNoViolations(page, "/dashboard/account/invoices at 375 px");
  await page.setViewportSize({ width: 1440, height: 900 });
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: /PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^MA-\d{4}-\d{6}\.pdf$/);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain("Total $1,395.00");
  expect(text).toContain("MASTERCARD ending 4444");
  const receipt = await inbox().waitForMail(account.email, { subject: /receipt: \$1,395\.00/ });
  expect(receipt.text).toContain("Total paid: $1,395.00");
});

test("the enterprise form refuses a bad address, then stores the request and mails sales and the sender", async ({
  page,
}) => {
  await gotoHydrated(page, "/signup/enterprise");
  await expectNoViolations(page, "/signup/enterprise");
  const main = page.getByRole("main");
  const email = `kim+${Date.now().toString(36)}@northwind.example`;
  // Sent empty: the summary lists every field's error, each a link to its field.
  await main.getByRole("button", { name: "Send request" }).click();
  const summary = main.getByRole("alert");
  await expect(summary).toContainText("There are 4 problems to fix:");
  await expect(summary.getByRole("link")).toHaveText([
    "Organization: Enter your organization's name",
    "Your name: Enter your name",
    "Work email: Enter a valid work email address",
    "How many people will learn?: At least one seat",
  ]);
  await summary.getByRole("link", { name: /^Work email:/ }).click();
  await expect(main.getByLabel("Work email")).toBeFocused();
  await main.getByLabel("Organization").fill("Northwind Traders");
  await main.getByLabel("Your name").fill("Kim Lee");
  await main.getByLabel("Work email").fill("kim-at-northwind");
  await main.getByLabel("How many people will learn?").fill("120");
  await main.getByRole("button", { name: "Send request" }).click();
  await expect(main.getByLabel("Work email")).toHaveAccessibleDescription(/Enter a valid work email address/);
  await main.getByLabel("Work email").fill(email);
  await main.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/signup\/enterprise\/confirm\?request=lead_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks, we've got it");
  await expect(page.getByRole("main")).toContainText("Northwind Traders (120 people)");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectNoViolations(page, "/signup/enterprise/confirm");
  await expectFitsPhone(page);
  const confirmation = await inbox().waitForMail(email, { subject: /enterprise request/ });
  expect(confirmation.text).toContain("Northwind Traders");
  const sales = await inbox().waitForMail("sales@mavenanalytics.io", { subject: /Enterprise request from Kim Lee/ });
  expect(sales.text).toContain(email);
  expect(sales.text).toContain("120");
});

test("someone else's order confirmation is a 404, and a visitor is asked to log in", async ({ page, request }) => {
  expect(firstOrderPath).toMatch(/^\/signup\/confirm\?order=ord_/);
  const anonymous = await request.get(firstOrderPath, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/login\?returnTo=/);
  await signedInAccount(page, "nosy");
  expect((await page.goto(firstOrderPath))?.status()).toBe(404);
  expect((await page.goto("/checkout/thanks?order=ord_doesnotexist1"))?.status()).toBe(404);
  expect((await page.goto("/checkout/thanks"))?.status()).toBe(404);
});

// Last: a year on test mode's clock renews every plan the other specs bought, and their receipts
// queue ahead of any mail a later test would wait for.
test("monthly to annual with credit, then cancel: access lasts to the period's end and then closes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  await signedInAccount(page, "switcher");
  await gotoHydrated(page, "/signup/checkout?plan=pro-monthly");
  await payWithTestCard(page, "4242 4242 4242 4242", "Start free trial");
  await expect(page).toHaveURL(/\?order=ord_/);

  // The trial ends and the first month is charged.
  await advanceBillingClock(baseURL!, 8);
  await gotoHydrated(page, "/dashboard/account/subscription");
  const main = page.getByRole("main");
  await expect(main.getByText("Active", { exact: true })).toBeVisible();
  await expectNoViolations(page, "/dashboard/account/subscription");
  await expectFitsPhone(page);
  await expect(main).toContainText("Switch to annual billing");
  await main.getByRole("button", { name: /^Switch and pay \$2\d\d\.\d\d$/ }).click();
  await expect(main.getByRole("status")).toHaveText(/You're on annual billing now/);
  await expect(main.getByRole("heading", { level: 2, name: "Maven Pro (annual)" })).toBeVisible();
  await gotoHydrated(page, "/dashboard/account/invoices");
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("main")).toContainText("Unused time on");
  await expectNoViolations(page, "invoice page");

  // Cancel with a reason: premium stays until the end of the paid year.
  await gotoHydrated(page, "/dashboard/account/subscription");
  await main.getByText("Cancel at the end of the period").click();
  await main.getByLabel("Why are you leaving? (optional)").selectOption("finished");
  await main.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(main.getByRole("status")).toHaveText(/Your plan is set to end/);
  await expect(main.getByRole("heading", { level: 2, name: /^Your plan ends on / })).toBeVisible();
  await gotoHydrated(page, PREMIUM_DATASET);
  await expect(page.getByRole("dialog").getByTestId("premium-marker")).toHaveText("Premium · Included in your plan");

  const moved = await advanceBillingClock(baseURL!, 370);
  await gotoHydrated(page, "/dashboard/account/subscription");
  await expect(main.getByRole("heading", { level: 2, name: "Free Forever" })).toBeVisible();
  await expect(main).toContainText("Your Maven Pro (annual) plan ended on");
  await gotoHydrated(page, PREMIUM_DATASET);
  await expect(page.getByRole("dialog").getByTestId("locked-analysis")).toBeVisible();

  // Back at checkout, the next payment is a month from the billing clock's today (more than a year
  // ahead of the real date now), the day the provider will charge it.
  const clockNow = new Date(/ to (\S+);/.exec(moved)![1]!);
  await gotoHydrated(page, "/signup/checkout?plan=pro-monthly");
  await expect(main).toContainText(`Next payment: $39.00 on ${formatDate(addInterval(clockNow, "month"))}`);
});

test("a Pro subscriber moves to Teams from its checkout: in the trial by ending it, then with credit for unused Pro time", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  await signedInAccount(page, "mover");
  await gotoHydrated(page, "/signup/checkout?plan=pro-monthly");
  await payWithTestCard(page, "4242 4242 4242 4242", "Start free trial");
  await expect(page).toHaveURL(/\?order=ord_/);

  const main = page.getByRole("main");
  await gotoHydrated(page, "/signup/checkout?plan=teams-annual&seats=3");
  // In the trial nothing was paid: no credit, the trial ends and the first Teams year is due today.
  await expect(main.getByText("Your Maven Pro (monthly) free trial").locator("..")).toContainText("Ends today");
  await expect(main.getByText("Due today").locator("..").locator("dd")).toHaveText("$837.00");
  await expect(main.getByText("Credit for the unused time")).toHaveCount(0);
  await expect(main).toContainText("the trial ends now and nothing was paid for it, so there is nothing to credit");
  await expect(main).not.toContainText("the unused time on Pro is credited");
  await expect(main.getByRole("button", { name: "Move to Teams and pay $837.00" })).toBeVisible();

  await advanceBillingClock(baseURL!, 8);
  await gotoHydrated(page, "/signup/checkout?plan=teams-annual&seats=3");
  await expect(main).toContainText("Credit for the unused time on Maven Pro (monthly)");
  await expectNoViolations(page, "moving Pro to Teams");
  await expectFitsPhone(page);
  const pay = main.getByRole("button", { name: /^Move to Teams and pay \$[\d,]+\.\d\d$/ });
  const due = (await main.getByText("Due today").locator("..").locator("dd").textContent())!;
  await expect(pay).toHaveText(`Move to Teams and pay ${due}`);
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard\/account\/subscription\?done=teams$/);
  await expect(main.getByRole("status")).toContainText(
    "Your Pro plan is now Maven Teams, and you hold one of its seats.",
  );
  await expect(main.getByRole("heading", { level: 2, name: "Maven Teams (annual)" })).toBeVisible();

  await gotoHydrated(page, "/dashboard/account/invoices");
  const row = page.getByRole("row").filter({ hasText: "Maven Teams (annual)" });
  await expect(row).toContainText(due);
  // Premium access now comes from the buyer's seat on the new team.
  await gotoHydrated(page, PREMIUM_DATASET);
  await expect(page.getByRole("dialog").getByTestId("premium-marker")).toHaveText("Premium · Included in your plan");
});
