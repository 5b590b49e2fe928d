// Another app of the product signs a learner in through our OpenID provider, driven by a standard
// OpenID client library (openid-client) on one side and a real browser on the other.
import { expect, test } from "@playwright/test";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as client from "openid-client";
import { dismissCookieBox } from "./support/app.ts";
import {
  discoverOidcTestClient,
  OIDC_TEST_CLIENT,
  oidcTestRedirectUri,
  startOidcClientApp,
} from "./support/oidc-client-app.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };

test("another app signs in through our OpenID provider with code + PKCE and gets a signed JWT access token", async ({
  page,
  context,
  baseURL,
}) => {
  await dismissCookieBox(context, baseURL);
  const app = await startOidcClientApp();
  try {
    const config = await discoverOidcTestClient(baseURL);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: oidcTestRedirectUri(),
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });

    // Not signed in: our provider sends the learner to our own log-in page.
    await page.goto(authorizationUrl.href);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Foidc%2Finteraction%2F/);
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Signed in to the course player" })).toBeVisible();

    const callback = app.callbacks.at(-1)!;
    expect(callback.searchParams.get("state")).toBe(state);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()).toMatchObject({ email: DEMO.email, email_verified: true });
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);

    // The access token is a JWT our public key set verifies, for our API.
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: config.serverMetadata().issuer,
      audience: `${baseURL}/api`,
    });
    expect(payload.sub).toBe(tokens.claims()!.sub);

    // A replayed authorization code is refused.
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }),
    ).rejects.toMatchObject({ error: "invalid_grant" });

    // Signed in already: a second app sign-in needs no form at all.
    const second = client.buildAuthorizationUrl(config, {
      redirect_uri: oidcTestRedirectUri(),
      scope: "openid",
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: "S256",
      state: client.randomState(),
    });
    await page.goto(second.href);
    await expect(page.getByRole("heading", { name: "Signed in to the course player" })).toBeVisible();
  } finally {
    await app.close();
  }
});

test("an unregistered redirect URI is refused", async ({ request, baseURL }) => {
  const url = new URL(`${baseURL}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: OIDC_TEST_CLIENT.client_id,
    redirect_uri: "https://evil.example.com/callback",
    response_type: "code",
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const response = await request.get(url.href, { maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(await response.text()).toMatch(/redirect_uri/);
});
