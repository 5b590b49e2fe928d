// The GraphQL API from the browser and from another app: the marketing visit event the page
// records once (spec section 7), and a real access token from our OpenID provider calling the API.
import { expect, test, type Page, type Request } from "@playwright/test";
import * as client from "openid-client";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { discoverOidcTestClient, oidcTestRedirectUri, startOidcClientApp } from "./support/oidc-client-app.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };

/** Every marketing-event mutation the page sends, with its answer. */
function recordMarketingCalls(page: Page) {
  const calls: { request: Request; body: Promise<unknown> }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql" && (request.postData() ?? "").includes("marketingEventCreate")) {
      const body = request.response().then((r) => r?.json());
      // A test that never reads this answer may end before it arrives: not an unhandled rejection.
      body.catch(() => undefined);
      calls.push({ request, body });
    }
  });
  return calls;
}

test.describe("marketing sessions", () => {
  test("the marketing event fires once for a visit with UTM parameters", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_consent", value: "all", url: baseURL! }]);
    const calls = recordMarketingCalls(page);

    await gotoHydrated(page, "/courses?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale");
    const session = (await context.cookies()).find((c) => c.name === "mkt_session");
    expect(session?.value).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => calls.length).toBe(1);
    expect(JSON.parse(calls[0]!.request.postData()!)).toMatchObject({ variables: { eventId: 1 } });
    expect(await calls[0]!.body).toEqual({
      data: { marketingEventCreate: { marketing_event_id: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    });

    // Moving on inside the site records nothing more.
    await page.getByRole("contentinfo").getByRole("link", { name: "Paths", exact: true }).click();
    await expect(page).toHaveURL(/\/paths$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(calls).toHaveLength(1);
  });

  test("a visit without UTM parameters or referral code starts no session and fires nothing", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "all", url: baseURL! }]);
    const calls = recordMarketingCalls(page);
    await gotoHydrated(page, "/courses?q=excel");
    await gotoHydrated(page, "/courses?ref=bad%20code!");
    expect((await context.cookies()).some((c) => c.name === "mkt_session")).toBe(false);
    expect(calls).toHaveLength(0);
  });

  test("a referral code starts a session too, unless the visitor chose only necessary cookies", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
    await gotoHydrated(page, "/courses?ref=ANNA20");
    expect((await context.cookies()).some((c) => c.name === "mkt_session")).toBe(false);

    await context.clearCookies();
    const calls = recordMarketingCalls(page);
    await gotoHydrated(page, "/courses?ref=ANNA20");
    expect((await context.cookies()).some((c) => c.name === "mkt_session")).toBe(true);
    await expect.poll(() => calls.length).toBe(1);
  });
});

test("another app calls the API with the access token our OpenID provider issued", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await dismissCookieBox(context, baseURL);
  const app = await startOidcClientApp();
  try {
    const config = await discoverOidcTestClient(baseURL);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    await page.goto(
      client.buildAuthorizationUrl(config, {
        redirect_uri: oidcTestRedirectUri(),
        scope: "openid email",
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state,
      }).href,
    );
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Signed in to the course player" })).toBeVisible();
    const tokens = await client.authorizationCodeGrant(config, app.callbacks.at(-1)!, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });

    const query = { query: "{ me { id email } listDatasets(limit: 1) { items { id } } }" };
    const signedIn = await request.post("/graphql", {
      data: query,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()["cache-control"]).toBe("no-store");
    const body = await signedIn.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.me).toMatchObject({ email: DEMO.email, id: tokens.claims()!.sub });

    const publicMode = await request.post("/graphql", { data: query });
    expect((await publicMode.json()).data.me).toBeNull();

    const tampered = await request.post("/graphql", {
      data: query,
      headers: { authorization: `Bearer ${tokens.access_token.slice(0, -4)}AAAA` },
    });
    expect(tampered.status()).toBe(401);
    expect((await tampered.json()).errors[0].extensions.code).toBe("UNAUTHENTICATED");
  } finally {
    await app.close();
  }
});
