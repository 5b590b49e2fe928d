// Single sign-on for our other apps ends with the site session (decision 023): after a log-out or a
// password change the provider issues no code without a fresh sign-in, and the access tokens it
// issued before are refused by our API.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import * as client from "openid-client";
import {
  logIn,
  logOut,
  newAccount,
  signUp,
  submitLogIn,
  test,
  verifyByLink,
  type Account,
} from "./support/accounts.ts";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { discoverOidcTestClient, oidcTestRedirectUri, startOidcClientApp } from "./support/oidc-client-app.ts";

type ClientApp = Awaited<ReturnType<typeof startOidcClientApp>>;
const SIGNED_IN_TO_APP = "Signed in to the course player";
const ME = { query: "{ me { id email } }" };

/** Starts the client app's sign-in in `page`: our provider's authorization request with PKCE. */
async function startAppSignIn(page: Page, baseURL: string | undefined, extra: Record<string, string> = {}) {
  const config = await discoverOidcTestClient(baseURL);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: oidcTestRedirectUri(),
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    ...extra,
  });
  await page.goto(url.href);
  return { config, verifier, state };
}

/** The client app's sign-in while the browser is signed in to the site: a code at once, then tokens. */
async function appSignInSilently(page: Page, baseURL: string | undefined, app: ClientApp) {
  const { config, verifier, state } = await startAppSignIn(page, baseURL);
  await expect(page.getByRole("heading", { name: SIGNED_IN_TO_APP })).toBeVisible();
  return client.authorizationCodeGrant(config, app.callbacks.at(-1)!, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
}

async function meWith(request: APIRequestContext, accessToken: string) {
  const response = await request.post("/graphql", { data: ME, headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status(), body: await response.json() };
}

async function expectRefused(request: APIRequestContext, accessToken: string) {
  const answer = await meWith(request, accessToken);
  expect(answer.status).toBe(401);
  expect(answer.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
}

/** The next sign-in of the client app asks for our log-in form: no code without it. */
async function expectNoSilentCode(page: Page, baseURL: string | undefined, app: ClientApp) {
  const codesBefore = app.callbacks.length;
  await startAppSignIn(page, baseURL);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Foidc%2Finteraction%2F/);
  // Asked not to show anything (prompt=none), the provider answers login_required, not a code.
  await startAppSignIn(page, baseURL, { prompt: "none" });
  await expect(page.getByRole("heading", { name: SIGNED_IN_TO_APP })).toBeVisible();
  expect(app.callbacks).toHaveLength(codesBefore + 1);
  expect(app.callbacks.at(-1)!.searchParams.get("error")).toBe("login_required");
  expect(app.callbacks.at(-1)!.searchParams.get("code")).toBeNull();
}

/** A new, verified account, signed in to the site in `page`. */
async function signedInAccount(page: Page): Promise<Account> {
  const account = newAccount("sso");
  await signUp(page, account);
  await verifyByLink(page, account.email);
  await logIn(page, account);
  return account;
}

// The client app holds a port other specs' workers share: started once the account exists.
let app: ClientApp | undefined;
test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

test("logging out on the site ends the other app's sign-in and its access token", async ({
  page,
  baseURL,
  request,
}) => {
  const account = await signedInAccount(page);
  app = await startOidcClientApp();
  const tokens = await appSignInSilently(page, baseURL, app);
  const before = await meWith(request, tokens.access_token);
  expect(before.status).toBe(200);
  expect(before.body.data.me).toMatchObject({ email: account.email });

  await gotoHydrated(page, "/courses");
  await logOut(page);

  await expectRefused(request, tokens.access_token);
  await expectNoSilentCode(page, baseURL, app);

  // Signing in again works as before, with a new token.
  const again = await startAppSignIn(page, baseURL);
  await submitLogIn(page, account.email, account.password, { stay: true });
  await expect(page.getByRole("heading", { name: SIGNED_IN_TO_APP })).toBeVisible();
  const newTokens = await client.authorizationCodeGrant(again.config, app.callbacks.at(-1)!, {
    pkceCodeVerifier: again.verifier,
    expectedState: again.state,
  });
  expect((await meWith(request, newTokens.access_token)).status).toBe(200);
});

test("changing the password in another browser ends the other app's sign-in and its access token", async ({
  page,
  baseURL,
  browser,
  request,
}) => {
  const account = await signedInAccount(page);
  app = await startOidcClientApp();
  const tokens = await appSignInSilently(page, baseURL, app);
  expect((await meWith(request, tokens.access_token)).status).toBe(200);

  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.78" } });
  try {
    await dismissCookieBox(other, baseURL);
    const otherPage = await other.newPage();
    await logIn(otherPage, account);
    await gotoHydrated(otherPage, "/dashboard/account/security");
    const section = otherPage.getByRole("region", { name: "Password" });
    await section.getByLabel("Current password").fill(account.password);
    await section.getByLabel("New password").fill(`${account.password}x`);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByRole("status")).toHaveText(
      "Your password is changed. Your other sessions have been signed out.",
    );
  } finally {
    await other.close();
  }

  await expectRefused(request, tokens.access_token);
  await expectNoSilentCode(page, baseURL, app);

  // Someone else signing in on this browser gets their own code, not the ended account's (nor the
  // provider's "switch account" page).
  const demo = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };
  const next = await startAppSignIn(page, baseURL);
  await submitLogIn(page, demo.email, demo.password, { stay: true });
  await expect(page.getByRole("heading", { name: SIGNED_IN_TO_APP })).toBeVisible();
  const demoTokens = await client.authorizationCodeGrant(next.config, app.callbacks.at(-1)!, {
    pkceCodeVerifier: next.verifier,
    expectedState: next.state,
  });
  expect((await meWith(request, demoTokens.access_token)).body.data.me).toMatchObject({ email: demo.email });
});
