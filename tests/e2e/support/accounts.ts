// Accounts for the e2e specs: a test fixture with a client address of its own, the sign-up,
// verification, log-in and log-out steps as a person does them in the browser, and accounts made
// through the same forms without rendering them, for specs that only need one.
import crypto from "node:crypto";
import { expect, test as base, type BrowserContext, type Locator, type Page, type Response } from "@playwright/test";
import { gotoHydrated, holdDataReload, waitForHydration } from "./app.ts";
import { inbox } from "./inbox.ts";
import { extractCode, extractLink, type ParsedMail } from "./smtp.ts";

/**
 * Each test comes from an address of its own (X-Forwarded-For; the e2e server runs with
 * TRUST_PROXY=true). The per-IP limits (10 sign-ups an hour, 30 sign-ins in 15 minutes) then count one
 * test's requests, not the whole run's, and a retried test does not fail on the earlier attempt's.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const [a, b, c] = crypto.randomBytes(3);
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${a}.${b}.${(c! % 254) + 1}` });
  },
});

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const suffix = () => `${Date.now().toString(36)}-${crypto.randomBytes(3).toString("hex")}`;

/** A new person: an address no test has used and a password that meets the policy. */
export function newAccount(prefix = "ada"): Account {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${prefix}+${suffix()}@example.com`,
    password: strongPassword(),
  };
}

/** Meets every rule and is on no common-password list. */
export function strongPassword(): string {
  return `Kx7!${crypto.randomBytes(6).toString("base64url")}-Qm2`;
}

export const VERIFY_SUBJECT = /^Verify your email address$/;
export const RESET_SUBJECT = /^Reset your password$/;

/** The header's signed-in state: the avatar menu's button. */
export const headerAccountMenu = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Account menu for / });
/** The avatar menu's Sign out (visible once the menu is open). */
export const headerSignOut = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Sign out" });
export const headerLogIn = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Log In" });

/** Fills and sends the sign-up form; ends on the check-your-inbox page. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await gotoHydrated(page, "/signup");
  const form = page.getByRole("main");
  await form.getByLabel("First name").fill(account.firstName);
  await form.getByLabel("Last name").fill(account.lastName);
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/verify\?email=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  await expect(page.getByRole("main")).toContainText(account.email);
}

/** The verification mail sent to `email` (the newest). */
export function verificationMail(email: string, after?: number): Promise<ParsedMail> {
  return inbox().waitForMail(email, { subject: VERIFY_SUBJECT, after });
}

/** Opens the link from the verification mail; ends on the log-in page saying the address is verified. */
export async function verifyByLink(page: Page, email: string): Promise<void> {
  const link = extractLink(await verificationMail(email), "/signup/verify");
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your email is verified. Log in to continue.");
}

/** Types the 6-digit code from the verification mail on /signup/verify. */
export async function verifyByCode(page: Page, email: string): Promise<void> {
  const code = extractCode(await verificationMail(email));
  await gotoHydrated(page, `/signup/verify?email=${encodeURIComponent(email)}`);
  const main = page.getByRole("main");
  await expect(main.getByLabel("Email")).toHaveValue(email);
  await main.getByLabel("6-digit code").fill(code);
  await main.getByRole("button", { name: "Verify email" }).click();
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your email is verified. Log in to continue.");
}

/**
 * Sends the log-in form and waits for the server's answer to it (returned: its status tells a refusal,
 * 4xx, from a sign-in). It opens /login first unless `stay` (then the page must already be a log-in
 * page, e.g. one with a returnTo or the previous attempt's error).
 */
export async function submitLogIn(
  page: Page,
  email: string,
  password: string,
  { stay = false } = {},
): Promise<Response> {
  if (stay) {
    expect(new URL(page.url()).pathname).toBe("/login");
    await waitForHydration(page);
  } else {
    await gotoHydrated(page, "/login");
  }
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  // The POST itself: /login.data once hydrated, /login without JavaScript.
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && /^\/login(\.data)?$/.test(new URL(r.url()).pathname),
  );
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  return answered;
}

/** Logs in without a second factor; ends signed in on the dashboard. */
export async function logIn(
  page: Page,
  account: Pick<Account, "email" | "password">,
  { stay = false, landOn = "/dashboard" } = {},
): Promise<void> {
  await submitLogIn(page, account.email, account.password, { stay });
  await expectSignedIn(page, landOn);
}

export async function expectSignedIn(page: Page, path = "/dashboard"): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(headerAccountMenu(page)).toBeVisible();
}

const origins = new WeakMap<BrowserContext, Promise<string>>();

/** The origin relative URLs resolve to in the page's context (a spec may run its own server); asked once. */
function originOf(page: Page): Promise<string> {
  const context = page.context();
  let origin = origins.get(context);
  if (!origin) {
    origin = page.request.get("/healthz").then((response) => new URL(response.url()).origin);
    origins.set(context, origin);
  }
  return origin;
}

/**
 * Sends a form as a browser without JavaScript does (a POST, no redirect followed), in the page's
 * context: cookies the answer sets are the browser's. Returns where the server sends it.
 */
async function postFormAsBrowser(page: Page, path: string, form: Record<string, string>): Promise<string> {
  const origin = await originOf(page);
  const response = await page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
  expect(response.status(), `POST ${path}: ${(await response.text()).slice(0, 300)}`).toBe(302);
  return response.headers()["location"] ?? "";
}

/**
 * A new, verified account, not signed in: the sign-up form's POST and the mailed link, as a browser
 * without JavaScript sends them. The auth specs fill these forms on screen; the other specs only need
 * the account, and skip rendering and hydrating three pages for it.
 */
export async function verifiedAccount(page: Page, prefix?: string, details?: Partial<Account>): Promise<Account> {
  const account = { ...newAccount(prefix), ...details };
  const { firstName, lastName, email, password } = account;
  expect(await postFormAsBrowser(page, "/signup", { firstName, lastName, email, password })).toMatch(
    /^\/signup\/verify\?email=/,
  );
  const link = extractLink(await verificationMail(email), "/signup/verify");
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.headers()["location"], "the verification link's redirect").toMatch(/^\/login\?verified=1/);
  return account;
}

/**
 * A new, verified account, signed in through the log-in form's POST; ends on the dashboard. `details`
 * names the person or gives the address (e.g. at a team's domain).
 */
export async function signedInAccount(page: Page, prefix?: string, details?: Partial<Account>): Promise<Account> {
  const account = await verifiedAccount(page, prefix, details);
  const next = await postFormAsBrowser(page, "/login", {
    email: account.email,
    password: account.password,
    rememberMe: "on",
    returnTo: "/dashboard",
  });
  expect(next, "where the log-in sends a new account").toBe("/dashboard");
  await page.goto("/dashboard");
  await expectSignedIn(page);
  return account;
}

/** Signs out from the avatar menu (which comes back to the current page, or to /login from a private one). */
export async function logOut(page: Page): Promise<void> {
  await waitForHydration(page);
  await headerAccountMenu(page).click();
  await headerSignOut(page).click();
  await expect(headerAccountMenu(page)).toHaveCount(0);
}

/**
 * On the signed-in security page: asks to change the email address while holding the page's data
 * reload after the post. Returns once the action has answered (the location has not moved yet), with
 * the Email address section and the function that lets the reload through.
 */
export async function postEmailChangeHoldingReload(
  page: Page,
  account: Account,
): Promise<{ email: Locator; releaseReload: () => void }> {
  await gotoHydrated(page, "/dashboard/account/security");
  const releaseReload = await holdDataReload(page, "/dashboard/account/security");
  const data = "/dashboard/account/security.data";
  const email = page.getByRole("region", { name: "Email address" });
  await email.getByLabel("New email address").fill(`new.${account.email}`);
  await email.getByLabel("Your password").fill(account.password);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === data && response.request().method() === "POST",
  );
  await email.getByRole("button", { name: "Send a code" }).click();
  expect((await answered).ok()).toBe(true);
  return { email, releaseReload };
}
