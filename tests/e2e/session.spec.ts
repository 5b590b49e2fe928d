// The signed-in session over time (spec section 4, "Authentication") and moving an account to a new
// e-mail address. Time is moved with Playwright's clock, so no test waits an hour.
import { expect, type Page, type Response } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import {
  headerAccountMenu,
  headerLogIn,
  logIn,
  logOut,
  newAccount,
  signedInAccount,
  test,
} from "./support/accounts.ts";
import { inbox } from "./support/inbox.ts";
import { extractCode } from "./support/smtp.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

// The page's fetcher posts to /api/auth/session.data (React Router's single fetch); others to the route.
const isRefresh = (url: string, method: string) =>
  method === "POST" && /^\/api\/auth\/session(\.data)?$/.test(new URL(url).pathname);

/** Counts the page's session refreshes. */
function watchRefreshes(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (isRefresh(request.url(), request.method())) seen.push(request.url());
  });
  return seen;
}

/** Whether a refresh answer (single-fetch encoded) says the caller is still signed in. */
const stillSignedIn = async (response: Response) => (await response.text()).includes("accessTokenExpiresAt");

test("?refetchAuthSession=true refreshes the session at once and drops the parameter", async ({ page }) => {
  await signedInAccount(page, "refetch");
  const refreshed = page.waitForResponse((r) => isRefresh(r.url(), r.request().method()));
  await page.goto("/courses?level=beginner&refetchAuthSession=true");
  expect(await stillSignedIn(await refreshed)).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === "/courses" && url.search === "?level=beginner");
  await expect(headerAccountMenu(page)).toBeVisible();
});

test("the refresh is scheduled for when the access token runs out, not before", async ({ page }) => {
  await signedInAccount(page, "schedule");
  await page.clock.install();
  const answers = watchRefreshes(page);
  await gotoHydrated(page, "/courses");

  await page.clock.runFor("58:00");
  expect(answers).toHaveLength(0);

  const refreshed = page.waitForResponse((r) => isRefresh(r.url(), r.request().method()));
  await page.clock.runFor("03:00");
  expect(await stillSignedIn(await refreshed)).toBe(true);
  await expect(headerAccountMenu(page)).toBeVisible();
});

test("a session ended on another device shows as signed out at the next refresh, without a reload", async ({
  page,
  browser,
}) => {
  const account = await signedInAccount(page, "revoked");
  await page.clock.install();
  await gotoHydrated(page, "/courses");

  const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } });
  const otherPage = await other.newPage();
  await logIn(otherPage, account);
  await gotoHydrated(otherPage, "/dashboard/account/security");
  await otherPage.getByRole("button", { name: "End all other sessions" }).click();
  await expect(otherPage.getByText("1 other session has ended.")).toBeVisible();
  await other.close();

  // Still looks signed in until its access token runs out.
  await expect(headerAccountMenu(page)).toBeVisible();
  const refreshed = page.waitForResponse((r) => isRefresh(r.url(), r.request().method()));
  await page.clock.runFor("01:01:00");
  expect(await stillSignedIn(await refreshed)).toBe(false);
  await expect(headerLogIn(page)).toBeVisible();
});

test("a cross-site POST to the refresh endpoint is refused", async ({ page, request, baseURL }) => {
  await signedInAccount(page, "xsite");
  const cookies = await page.context().cookies();
  const answer = await request.post(`${baseURL}/api/auth/session`, {
    headers: {
      Origin: "https://evil.example",
      Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    },
  });
  expect(answer.status()).toBe(403);
});

test("change the e-mail address: password again, a code to the new address, a notice to the old one", async ({
  page,
}) => {
  const account = await signedInAccount(page, "mover");
  const target = newAccount("moved").email;
  await gotoHydrated(page, "/dashboard/account/security");
  const section = page.getByRole("region", { name: "Email address" });

  await section.getByLabel("New email address").fill(target);
  await section.getByLabel("Your password").fill("Not-The-Password-1!");
  await section.getByRole("button", { name: "Send a code" }).click();
  await expect(section.getByText("Your password is not right.").first()).toBeVisible();

  const sentAfter = Date.now();
  await section.getByLabel("Your password").fill(account.password);
  await section.getByRole("button", { name: "Send a code" }).click();
  await expect(section.getByRole("status")).toContainText(`We sent a code to ${target}.`);
  const mail = await inbox().waitForMail(target, { subject: /^Confirm your new email address$/, after: sentAfter });

  await section.getByLabel("Code from the email").fill(extractCode(mail));
  await section.getByRole("button", { name: "Confirm new address" }).click();
  await expect(section.getByRole("status")).toHaveText(`Your email address is now ${target}.`);
  await inbox().waitForMail(account.email, { subject: /^Your email address was changed$/, after: sentAfter });

  await logOut(page);
  await logIn(page, { email: target, password: account.password });
});
