// Sign-up and sign-in end to end: e-mail verification (link and code), the password policy, log-out
// back to the page, two-step verification (authenticator app and text message), password reset,
// Google, lockout, cross-origin posts and accessibility.
//
// Mail is read from the test SMTP server (support/inbox.ts), texts from /dev/mailbox, Google is the
// fake provider of support/fake-google.ts, and authenticator codes are computed with the otpauth
// package (not the app's own TOTP code). Every test makes its own account with a unique address and
// comes from a client address of its own (see `test` in support/accounts.ts).
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import {
  expectSignedIn,
  headerLogIn,
  headerAccountMenu,
  headerSignOut,
  logIn,
  logOut,
  newAccount,
  postEmailChangeHoldingReload,
  RESET_SUBJECT,
  signedInAccount,
  signUp,
  strongPassword,
  submitLogIn,
  test,
  verifiedAccount,
  verificationMail,
  verifyByCode,
  verifyByLink,
} from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { fakeGoogleClaims, fakeGoogleIssuer } from "./support/fake-google.ts";
import { inbox, waitForTextCode } from "./support/inbox.ts";
import { extractLink } from "./support/smtp.ts";

const MESSAGES = {
  notVerified: "Verify your email address to log in. We sent you a link and a 6-digit code.",
  badCredentials: "Incorrect email or password.",
  badCode: "That code is not right, or it has expired or already been used.",
  common: "This password is too easy to guess: it is one of the most common passwords. Add another word or two.",
  lockout: /^Too many failed attempts for this account\. Try again in \d+ (second|minute)s?\.$/,
};

/** On zxcvbn's common-password list (server/auth/password-strength.ts); meets every rule. */
const COMMON_BUT_COMPLIANT = "P@ssw0rd";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const alert = (page: Page) => page.getByRole("main").getByRole("alert");

test.describe("sign-up and e-mail verification", () => {
  test("sign up, log-in refused until verified, verify with the mailed link, then log in", async ({ page }) => {
    const account = newAccount();
    await signUp(page, account);
    const mail = await verificationMail(account.email);
    expect(mail.to).toEqual([account.email]);

    await submitLogIn(page, account.email, account.password);
    await expect(alert(page)).toHaveText(MESSAGES.notVerified);
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByRole("link", { name: "Enter your verification code" })).toBeVisible();

    await verifyByLink(page, account.email);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(account.email);
    // A new account's first stop is the welcome survey.
    await logIn(page, account, { stay: true, landOn: "/welcome" });
  });

  test("the 6-digit code typed on /signup/verify verifies the address", async ({ page }) => {
    const account = newAccount("code");
    await signUp(page, account);
    await verifyByCode(page, account.email);
    await logIn(page, account);
  });

  test("the password rules tick as the user types; weak and common passwords are refused", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    const main = page.getByRole("main");
    const password = main.getByLabel("Password", { exact: true });
    const rules = main.getByRole("list", { name: "Password rules" });
    const rule = (label: string) => rules.getByRole("listitem").filter({ hasText: label });
    const labels = ["At least 8 characters", "A lowercase letter", "An uppercase letter", "A number", "A symbol"];

    for (const label of labels) await expect(rule(label)).toContainText(`${label} (missing)`);
    // Typed key by key, as a person does.
    await password.pressSequentially("abc");
    await expect(rule("A lowercase letter")).toContainText("(done)");
    await expect(rule("At least 8 characters")).toContainText("(missing)");
    await expect(rule("An uppercase letter")).toContainText("(missing)");
    await password.pressSequentially("DEF12");
    for (const label of labels.slice(0, 4)) await expect(rule(label)).toContainText(`${label} (done)`);
    await expect(rule("A symbol")).toContainText("(missing)");
    await password.pressSequentially("!");
    for (const label of labels) await expect(rule(label)).toContainText(`${label} (done)`);
    await password.press("Backspace");
    await expect(rule("A symbol")).toContainText("(missing)");

    // Weak: the server says what is missing.
    const account = newAccount("weak");
    await main.getByLabel("First name").fill(account.firstName);
    await main.getByLabel("Last name").fill(account.lastName);
    await main.getByLabel("Email").fill(account.email);
    await password.fill("lowercase only");
    await main.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(alert(page)).toHaveText("Your password needs an uppercase letter and a number.");
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
    await expect(password).toHaveAttribute("aria-invalid", "true");

    // A common password in disguise, though it meets every rule.
    await waitForHydration(page);
    await expect(main.getByLabel("Email")).toHaveValue(account.email);
    await password.fill(COMMON_BUT_COMPLIANT);
    for (const label of labels) await expect(rule(label)).toContainText(`${label} (done)`);
    await main.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(alert(page)).toHaveText(MESSAGES.common);
    await expect(page).toHaveURL((url) => url.pathname === "/signup");

    // Neither attempt made an account: no mail went out.
    expect((await inbox().messages()).filter((m) => m.to.includes(account.email))).toEqual([]);
  });
});

test("logging out from the header comes back to the same page, signed out", async ({ page }) => {
  await signedInAccount(page, "logout");
  await gotoHydrated(page, "/courses?tool=excel");
  await expect(headerAccountMenu(page)).toBeVisible();
  await expect(headerLogIn(page)).toHaveCount(0);

  await headerAccountMenu(page).click();
  await headerSignOut(page).click();

  await expect(headerLogIn(page)).toBeVisible();
  await expect(headerAccountMenu(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/courses" && url.search === "?tool=excel");
  // Signed out for real: a private page sends to log in.
  await page.goto("/dashboard/account/security");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});

test("a private page sends a signed-out visitor to log in and back to it afterwards", async ({ page }) => {
  const account = await signedInAccount(page, "return");
  const security = "/dashboard/account/security";

  // Signed out, opened directly (a document request).
  await logOut(page);
  await page.goto(security);
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("returnTo") === security);
  await logIn(page, account, { stay: true, landOn: security });

  // Logging out while on it (the header's form, a client-side navigation) leads to the same place.
  await waitForHydration(page);
  await logOut(page);
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("returnTo") === security);
  await logIn(page, account, { stay: true, landOn: security });
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
});

test("a security change shows its notice with the page's new state, never beside the form it replaced", async ({
  page,
}) => {
  const account = await signedInAccount(page, "settle");
  const { email, releaseReload } = await postEmailChangeHoldingReload(page, account);
  await expect(email.getByRole("button", { name: "Working…" })).toBeDisabled();
  await expect(email.getByRole("status")).toHaveCount(0);

  releaseReload();
  await expect(email.getByRole("status")).toHaveText(`We sent a code to new.${account.email}. It works for 1 hour.`);
  await expect(email.getByRole("button", { name: "Confirm new address" })).toBeVisible();
  await expect(email.getByRole("button", { name: "Send a code" })).toHaveCount(0);
});

/** An authenticator app set up with the key the security page shows (in groups of four). */
const appFor = (shownKey: string) =>
  new TOTP({ secret: Secret.fromBase32(shownKey.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 });

test.describe("two-step verification", () => {
  test("authenticator app: set up, sign in with a fresh code, the same code is refused the second time", async ({
    page,
  }) => {
    // Sign-up by mail, set-up and three sign-ins: 14 s with both cores busy, so 30 s left no room.
    test.setTimeout(scaled(60_000));
    const account = await signedInAccount(page, "totp");
    await gotoHydrated(page, "/dashboard/account/security");
    const section = page.getByRole("region", { name: "Authenticator app" });
    await section.getByLabel("Your password").fill(account.password);
    await section.getByRole("button", { name: "Set up authenticator app" }).click();

    await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const shown = (await section.getByTestId("totp-secret").textContent()) ?? "";
    expect(shown, "the key in groups of four").toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const totp = appFor(shown);
    const stepNow = () => Math.floor(Date.now() / 30_000);
    const codeAt = (step: number) => totp.generate({ timestamp: step * 30_000 });

    // Turning on spends the code of this step.
    const setupStep = stepNow();
    await waitForHydration(page);
    // On a phone the page is scrolled down to the button, and the QR code above it goes once the app
    // is on: the backup codes, shown once, must still come into view, under the notice.
    await page.setViewportSize({ width: 375, height: 812 });
    await section.getByLabel("Code from the app").fill(codeAt(setupStep));
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByRole("status")).toHaveText("Authenticator app is on.");
    await expect(section.getByRole("button", { name: "Turn off" })).toBeVisible();
    const backupCodes = section.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(backupCodes).toHaveCount(10);
    await expect(backupCodes.first()).toBeInViewport();
    await expectNoViolations(page, "security page with new backup codes, 375 px");
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const code of await backupCodes.allTextContents()) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    await logOut(page);
    await submitLogIn(page, account.email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === "/login/mfa");
    await expect(page.getByRole("main")).toContainText("Enter the 6-digit code from your authenticator app.");

    // A code not used yet: this step's, or the next one's (the server accepts one step either side)
    // when this step's was spent turning the app on.
    const code = codeAt(Math.max(stepNow(), setupStep + 1));
    await waitForHydration(page);
    await page.getByRole("main").getByLabel("6-digit code").fill(code);
    await page.getByRole("main").getByRole("button", { name: "Verify" }).click();
    await expectSignedIn(page);

    // The same code on a new sign-in, well inside its 90-second window: refused as already used.
    await logOut(page);
    await submitLogIn(page, account.email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === "/login/mfa");
    await waitForHydration(page);
    await page.getByRole("main").getByLabel("6-digit code").fill(code);
    await page.getByRole("main").getByRole("button", { name: "Verify" }).click();
    await expect(alert(page)).toHaveText(MESSAGES.badCode);
    await expect(page).toHaveURL((url) => url.pathname === "/login/mfa");
    await expect(headerAccountMenu(page)).toHaveCount(0);
  });

  test("without JavaScript: the page answering Turn on opens on the new backup codes, and a new password on its notice", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const account = await signedInAccount(page, "totpnojs");
    const noJs = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
      viewport: { width: 375, height: 812 },
    });
    try {
      const plain = await noJs.newPage();
      await plain.goto("/dashboard/account/security");
      const section = plain.getByRole("region", { name: "Authenticator app" });
      await section.getByLabel("Your password").fill(account.password);
      await section.getByRole("button", { name: "Set up authenticator app" }).click();
      const shown = (await section.getByTestId("totp-secret").textContent()) ?? "";
      await section.getByLabel("Code from the app").fill(appFor(shown).generate());
      await section.getByRole("button", { name: "Turn on" }).click();

      await expect(section.getByRole("status")).toHaveText("Authenticator app is on.");
      const backupCodes = section.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
      await expect(backupCodes).toHaveCount(10);
      await expect(backupCodes.first()).toBeInViewport();

      // Any outcome: the page answering a new password opens on its notice.
      const password = plain.getByRole("region", { name: "Password" });
      await password.getByLabel("Current password").fill(account.password);
      await password.getByLabel("New password").fill(strongPassword());
      await password.getByRole("button", { name: "Change password" }).click();
      await expect(password.getByRole("status")).toHaveText(
        "Your password is changed. Your other sessions have been signed out.",
      );
      await expect(password.getByRole("status")).toBeInViewport();
    } finally {
      await noJs.close();
    }
  });

  test("text message: set up with the password, confirm the texted code, then sign in with a texted code", async ({
    page,
    context,
  }) => {
    const account = await signedInAccount(page, "sms");
    const phone = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    await gotoHydrated(page, "/dashboard/account/security");
    const section = page.getByRole("region", { name: "Text message" });
    await section.getByLabel("Mobile number").fill(phone);
    await section.getByLabel("Your password").fill(account.password);
    await section.getByRole("button", { name: "Text me a code" }).click();
    await expect(section.getByRole("status")).toHaveText("We texted a code to your phone. It works for 3 minutes.");

    const setupCode = await waitForTextCode(context, phone, 1);
    await waitForHydration(page);
    await section.getByLabel("Code from the text").fill(setupCode);
    await section.getByRole("button", { name: "Confirm phone" }).click();
    await expect(section.getByRole("status")).toHaveText("Text message codes are on.");
    await expect(section).toContainText(`On for ${"*".repeat(phone.length - 4)}${phone.slice(-4)}`);
    const firstCodes = section.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(firstCodes).toHaveCount(10);
    const issued = await firstCodes.allTextContents();

    // New codes replace them, shown in the backup codes section.
    const backup = page.getByRole("region", { name: "Backup codes" });
    await expect(backup).toContainText("10 of 10 unused.");
    await backup.getByLabel("Your password").fill(account.password);
    await backup.getByRole("button", { name: "Make new backup codes" }).click();
    await expect(backup.getByRole("status")).toHaveText("New backup codes are ready. The old ones no longer work.");
    const newCodes = backup.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(newCodes).toHaveCount(10);
    await expect(newCodes.first()).toBeInViewport();
    expect((await newCodes.allTextContents()).filter((code) => issued.includes(code))).toEqual([]);
    await expect(section.getByRole("list", { name: "Backup codes" }), "the first codes are gone").toHaveCount(0);

    await logOut(page);
    await submitLogIn(page, account.email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === "/login/mfa");
    const main = page.getByRole("main");
    // Text message is the only factor, so the step opens on it (other ways: backup codes).
    await expect(main).toContainText(`We text a 6-digit code to ${"*".repeat(phone.length - 4)}${phone.slice(-4)}.`);
    await expect(main.getByRole("navigation", { name: "Other ways to verify" }).getByRole("link")).toHaveText([
      "Backup code",
    ]);
    await waitForHydration(page);
    await main.getByRole("button", { name: "Text me a code" }).click();
    await expect(main.getByRole("status")).toHaveText("Code sent. Check your phone.");

    const signInCode = await waitForTextCode(context, phone, 2);
    await main.getByLabel("6-digit code").fill(signInCode);
    await main.getByRole("button", { name: "Verify" }).click();
    await expectSignedIn(page);
  });
});

test("forgot password: the mailed link sets a new password once; the old password stops working", async ({ page }) => {
  const account = await verifiedAccount(page, "reset");
  await gotoHydrated(page, "/login/forgot-password");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(account.email);
  const asked = Date.now();
  await main.getByRole("button", { name: "Send reset link" }).click();
  await expect(main.getByRole("status")).toContainText(
    `If ${account.email} has an account, a reset link is on its way.`,
  );

  const mail = await inbox().waitForMail(account.email, { subject: RESET_SUBJECT, after: asked });
  const link = extractLink(mail, "/login/reset-password");
  const newPassword = strongPassword();
  await gotoHydrated(page, link);
  await main.getByLabel("New password").fill(newPassword);
  await main.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(main.getByRole("status")).toHaveText("Your password is changed. Log in with your new password.");

  await logIn(page, { email: account.email, password: newPassword });
  await logOut(page);

  await submitLogIn(page, account.email, account.password);
  await expect(alert(page)).toHaveText(MESSAGES.badCredentials);
  await expect(page).toHaveURL((url) => url.pathname === "/login");

  // The link again: refused.
  await gotoHydrated(page, link);
  await main.getByLabel("New password").fill(strongPassword());
  await main.getByRole("button", { name: "Save new password" }).click();
  await expect(alert(page)).toHaveText(
    /^This link (has expired\. Request a new one|is invalid or has already been used)\.$/,
  );
  await expect(main.getByRole("link", { name: "Request a new link" })).toBeVisible();
  // And the password set through it still works.
  await logIn(page, { email: account.email, password: newPassword });
});

test("Continue with Google signs in through the provider's login form", async ({ page }) => {
  const login = `grace+${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  // The fake provider's development login form: any login, any password.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();

  await expectSignedIn(page);
  await page.goto("/dashboard/account/security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByText(`the devices signed in to ${fakeGoogleClaims(login).email}`)).toBeVisible();
});

test("a Google-only account is offered a link to set a password instead of password fields it cannot fill", async ({
  page,
}) => {
  const login = `hedy+${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const email = fakeGoogleClaims(login).email;
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expectSignedIn(page);

  await gotoHydrated(page, "/dashboard/account/security");
  const main = page.getByRole("main");
  const authenticator = main.getByRole("region", { name: "Authenticator app" });
  // No password to give: the second factors say what to do first, with no field that always fails.
  await expect(authenticator).toContainText("Turning this on asks for your password. Set a password first.");
  await expect(authenticator.getByLabel("Your password")).toHaveCount(0);
  await expect(main.getByLabel("Your password")).toHaveCount(0);
  await expectNoViolations(page, "the security page of a Google-only account");

  const password = main.getByRole("region", { name: "Password" });
  const asked = Date.now();
  await password.getByRole("button", { name: "Email me a link to set a password" }).click();
  await expect(password.getByRole("status")).toHaveText(
    `We sent a link to ${email} to set your password. It works for 1 hour.`,
  );
  const link = extractLink(
    await inbox().waitForMail(email, { subject: RESET_SUBJECT, after: asked }),
    "/login/reset-password",
  );
  const newPassword = strongPassword();
  await gotoHydrated(page, link);
  await main.getByLabel("New password").fill(newPassword);
  await main.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);

  // The password now signs in, and the security page asks for it where it did not before.
  await logIn(page, { email, password: newPassword });
  await gotoHydrated(page, "/dashboard/account/security");
  await expect(main.getByRole("region", { name: "Authenticator app" }).getByLabel("Your password")).toBeVisible();
  await expect(main.getByRole("region", { name: "Email address" })).toBeVisible();
});

test("a tampered OAuth state from Google is refused with a clear message and signs nobody in", async ({ page }) => {
  await gotoHydrated(page, "/login");
  const toProvider = page.waitForRequest((r) => r.url().startsWith(`${fakeGoogleIssuer()}/auth?`));
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const state = new URL((await toProvider).url()).searchParams.get("state");
  expect(state).toMatch(/^[\w-]{16,}$/);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);

  // Back at our callback with this browser's own state cookie, but a state that is not the one we sent.
  await page.goto(`/api/auth/callback/google?code=forged-code&state=${encodeURIComponent(`${state}x`)}`);
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.has("error"));
  await expect(alert(page)).toHaveText("Google sign-in did not complete. Try again or use your email.");
  // Nobody is signed in: a private page still asks to log in.
  await page.goto("/dashboard");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});

test("five wrong passwords lock the account: the right one is then refused too", async ({ page }) => {
  const account = await verifiedAccount(page, "lockout");
  const wrong = strongPassword();
  await gotoHydrated(page, "/login");
  for (let attempt = 1; attempt <= 4; attempt++) {
    const answer = await submitLogIn(page, account.email, wrong, { stay: true });
    expect(answer.status(), `wrong password ${attempt}`).toBe(400);
    await expect(alert(page)).toHaveText(MESSAGES.badCredentials);
  }
  const fifth = await submitLogIn(page, account.email, wrong, { stay: true });
  expect(fifth.status(), "wrong password 5").toBe(429);
  await expect(alert(page)).toHaveText(MESSAGES.lockout);

  // The lock after five failures lasts 1 second (core/auth-limits.ts), so this follows at once.
  const right = await submitLogIn(page, account.email, account.password, { stay: true });
  expect(right.status(), "the right password while locked").toBe(429);
  await expect(alert(page)).toHaveText(MESSAGES.lockout);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});

test("a cross-origin POST to /login is refused and signs nobody in", async ({ page, request, baseURL }) => {
  const account = await verifiedAccount(page, "csrf");
  const form = { email: account.email, password: account.password, rememberMe: "on", returnTo: "/dashboard" };

  const evil = await request.post("/login", {
    form,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(evil.status()).toBeGreaterThanOrEqual(400);
  expect(evil.status()).toBeLessThan(500);
  expect(evil.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie")).toEqual([]);
  const afterEvil = await request.get("/dashboard/account/security", { maxRedirects: 0 });
  expect(afterEvil.status()).toBe(302);
  expect(afterEvil.headers()["location"]).toMatch(/^\/login\?returnTo=/);

  // The same post from the site itself does sign in (so the refusal above is the origin check).
  const same = await request.post("/login", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(same.status()).toBe(302);
  expect(same.headers()["location"]).toBe("/dashboard");
  const afterSame = await request.get("/dashboard/account/security", { maxRedirects: 0 });
  expect(afterSame.status()).toBe(200);
});

test.describe("accessibility", () => {
  test("sign-up and log-in pages", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    await page.waitForLoadState("load");
    await expectNoViolations(page, "/signup");
    await gotoHydrated(page, "/login");
    await page.waitForLoadState("load");
    await expectNoViolations(page, "/login");
  });

  test("the security page, before and during authenticator setup", async ({ page }) => {
    const account = await signedInAccount(page, "a11y");
    await gotoHydrated(page, "/dashboard/account/security");
    await page.waitForLoadState("load");
    await expectNoViolations(page, "/dashboard/account/security");

    const section = page.getByRole("region", { name: "Authenticator app" });
    await section.getByLabel("Your password").fill(account.password);
    await section.getByRole("button", { name: "Set up authenticator app" }).click();
    await expect(section.getByTestId("totp-secret")).toBeVisible();
    await waitForHydration(page);
    await expectNoViolations(page, "/dashboard/account/security with the authenticator setup open");
  });
});
