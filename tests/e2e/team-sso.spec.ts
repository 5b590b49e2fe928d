// Issue 19, enterprise: staff make an invoiced team from scratch and point its single sign-on at a
// company's own OpenID provider (the fake of support/fake-team-idp.ts); a newcomer at that domain signs
// in through /login/sso and lands in the team; a token for another domain, a tampered state and an
// unknown domain are refused with their messages; a full team puts the next person in the queue; a
// password log-in at that domain goes to the provider. axe on the staff and SSO pages.
import crypto from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { logIn, signedInAccount, test } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { fakeTeamIdpIssuer, FAKE_TEAM_IDP_CLIENT_ID, FAKE_TEAM_IDP_CLIENT_SECRET } from "./support/fake-team-idp.ts";

const STAFF = { email: "demo.subscriber@example.com", password: "Demo-Learner-2026!" };
const suffix = crypto.randomBytes(4).toString("hex");
const DOMAIN = `initech-${suffix}.test`;
const TEAM = `Initech ${suffix}`;
let teamPath = "";

test.describe.configure({ mode: "serial" });

/** A browser of its own (its own client address for the per-IP limits), cookie box dismissed. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const [a, b, c] = crypto.randomBytes(3);
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `10.${a}.${b}.${(c! % 254) + 1}` },
  });
  await dismissCookieBox(context, baseURL);
  return context.newPage();
}

/** /login/sso with a work address, then the provider's login form as `login`. */
async function signInWithSso(page: Page, email: string, login = email) {
  await gotoHydrated(page, "/login/sso");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

const alert = (page: Page) => page.getByRole("main").getByRole("alert").first();

test("staff create an invoiced team and configure its single sign-on", async ({ page, browser, baseURL }) => {
  test.setTimeout(scaled(120_000));
  // The customer's admin has an account first.
  const adminPage = await freshPage(browser, baseURL);
  const admin = await signedInAccount(adminPage, "boss");

  await dismissCookieBox(page.context(), baseURL);
  await page.goto("/login");
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin/teams/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New enterprise team");
  await expectNoViolations(page, "/admin/teams/new");

  // An address without an account is refused with what to do.
  await page.getByLabel("Team name").fill(TEAM);
  await page.getByLabel("Admin's e-mail").fill(`nobody-${suffix}@${DOMAIN}`);
  await page.getByLabel("Seats by contract").fill("2");
  await page.getByLabel("Annual price per seat (USD)").fill("300");
  await page.getByRole("button", { name: "Create team and invoice" }).click();
  await expect(alert(page)).toContainText("Ask the customer's admin to sign up");

  await page.getByLabel("Admin's e-mail").fill(admin.email);
  await page.getByRole("button", { name: "Create team and invoice" }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/team_[\w-]+\?saved=created$/);
  teamPath = new URL(page.url()).pathname;
  await expect(page.getByRole("status")).toHaveText("Team created, and its invoice issued to the admin.");
  // The admin runs the team without a seat: both seats are for the people who sign in.
  await expect(page.getByRole("main")).toContainText("0 of 2 seats used");
  const invoiceRow = page.getByRole("row", { name: /MA-\d{4}-\d{6}/ });
  await expect(invoiceRow).toContainText("$600.00");
  await expect(invoiceRow).toContainText(/Open, due \d{2}\/\d{2}\/\d{4}/);

  await page.getByLabel("Issuer URL").fill(fakeTeamIdpIssuer());
  await page.getByLabel("Client id").fill(FAKE_TEAM_IDP_CLIENT_ID);
  await page.getByLabel("Client secret").fill(FAKE_TEAM_IDP_CLIENT_SECRET);
  await page.getByLabel("E-mail domain").fill(DOMAIN);
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByRole("status")).toHaveText("Single sign-on saved.");
  // Write-only: the secret is never put back in the page.
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  expect(await page.content()).not.toContain(FAKE_TEAM_IDP_CLIENT_SECRET);
  await expect(page.getByText("A secret is saved (it is never shown).")).toBeVisible();
  await expectNoViolations(page, "/admin/teams/:id");

  await gotoHydrated(page, "/admin/teams");
  await expect(page.getByRole("row", { name: new RegExp(TEAM) })).toContainText(DOMAIN);
  await expectNoViolations(page, "/admin/teams");

  // The admin's invoice says when it is due.
  await adminPage.goto("/dashboard/account/invoices");
  await adminPage
    .getByRole("link", { name: /MA-\d{4}-\d{6}/ })
    .first()
    .click();
  await expect(adminPage.getByRole("main")).toContainText(/Due by \d{2}\/\d{2}\/\d{4}/);
  await adminPage.context().close();
});

test("a newcomer signs in through the company's provider and lands in the team", async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Use single sign-on" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your company's single sign-on");
  await expectNoViolations(page, "/login/sso");

  await signInWithSso(page, `peter@${DOMAIN}`);
  await expect(page).toHaveURL(/\/login\/sso\?welcome=1/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${TEAM}`);
  await expect(page.getByRole("status")).toContainText(`have a seat on ${TEAM}`);
  await expectNoViolations(page, "/login/sso (welcome)");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Account menu for / })).toBeVisible();
  await page.context().close();
});

test("a full team puts the next person in the queue, and says so", async ({ browser, baseURL }) => {
  // Olga takes the second seat; Samir, after her, waits.
  const olga = await freshPage(browser, baseURL);
  await signInWithSso(olga, `olga@${DOMAIN}`);
  await expect(olga.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${TEAM}`);
  await olga.context().close();
  const page = await freshPage(browser, baseURL);
  await signInWithSso(page, `samir@${DOMAIN}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`You're in the queue for ${TEAM}`);
  await expect(page.getByRole("status")).toContainText("all of");
  await expectNoViolations(page, "/login/sso (waiting)");
  await page.context().close();
});

test("a token for another domain is refused and signs nobody in", async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  await signInWithSso(page, `milton@${DOMAIN}`, `milton@elsewhere-${suffix}.test`);
  await expect(page).toHaveURL(/\/login\/sso\?error=wrong-domain$/);
  await expect(alert(page)).toHaveText(/signed you in with an address at another domain/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await page.context().close();
});

test("an unknown domain and a tampered state get their messages; a password log-in goes to the provider", async ({
  browser,
  baseURL,
}) => {
  const page = await freshPage(browser, baseURL);
  await gotoHydrated(page, "/login/sso");
  await page.getByLabel("Work e-mail").fill(`someone@nowhere-${suffix}.test`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(alert(page)).toHaveText(/Single sign-on isn't set up for that e-mail domain/);

  // Off to the provider, then back with a state that is not ours.
  const toProvider = page.waitForRequest((r) => r.url().startsWith(`${fakeTeamIdpIssuer()}/auth?`));
  await page.getByLabel("Work e-mail").fill(`bill@${DOMAIN}`);
  await page.getByRole("button", { name: "Continue" }).click();
  const state = new URL((await toProvider).url()).searchParams.get("state");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.goto(`/api/auth/sso/callback?code=forged&state=${encodeURIComponent(`${state}x`)}`);
  await expect(page).toHaveURL(/\/login\/sso\?error=expired$/);
  await expect(alert(page)).toHaveText(/expired or was changed on the way/);

  // The password form at that domain sends the person to their provider instead.
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(`bill@${DOMAIN}`);
  await page.getByLabel("Password").fill("whatever-it-is");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.context().close();
});

test("staff cannot set seats below the active members", async ({ page, baseURL }) => {
  await dismissCookieBox(page.context(), baseURL);
  await page.goto("/login");
  await logIn(page, STAFF);
  await gotoHydrated(page, teamPath);
  await page.getByLabel("Seats by contract").fill("1");
  await page.getByRole("button", { name: "Save seats" }).click();
  await expect(alert(page)).toHaveText(/The team has 2 members with seats: the contract needs at least 2 seats/);
  await page.getByLabel("Seats by contract").fill("3");
  await page.getByRole("button", { name: "Save seats" }).click();
  await expect(page.getByRole("status")).toHaveText("Seats saved.");
  await expect(page.getByRole("main")).toContainText("2 of 3 seats used");
});
