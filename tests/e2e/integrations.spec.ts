// The chat widget, consent-gated third-party scripts, window.ENV and error reporting
// (issue 7; docs/decisions/013-integrations.md). Two extra app instances run with their own
// configuration: "enabled" (chat, four tracking scripts and Sentry, all pointed at local stand-ins)
// and "disabled" (DISABLE_INTERCOM=true, no DSN: browser errors go to /api/client-errors).
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { logOut, signedInAccount, test as accountsTest } from "./support/accounts.ts";
import { scaled } from "./support/time-scale.ts";
import { gotoHydrated, waitForHydration } from "./support/app.ts";
import { startExtraAppServer, type ExtraAppServer } from "./support/extra-app-server.ts";
import { startThirdPartyStubs, type EnvelopeItem, type ThirdPartyStubs } from "./support/third-party-stubs.ts";

const APP_ID = "e2e_chat_app";
const IDENTITY_SECRET = "intercom-identity-secret-for-e2e-0123456789";
const AUTH_SECRET = "auth-secret-for-the-integrations-e2e-0123456789abcdef";
const SMS_TOKEN = "sms-auth-token-for-the-integrations-e2e";
const ENVIRONMENT = "e2e-integrations";
const DEFAULT_Z_INDEX = 2_147_483_000;

interface Servers {
  stubs: ThirdPartyStubs;
  enabled: ExtraAppServer;
  disabled: ExtraAppServer;
}

const test = accountsTest.extend<object, { servers: Servers }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern
    async ({}, provide) => {
      const stubs = await startThirdPartyStubs();
      const shared = { AUTH_SECRET, INTERCOM_APP_ID: APP_ID, INTERCOM_WIDGET_URL: `${stubs.url}/intercom/widget/{id}` };
      const [enabled, disabled] = await Promise.all([
        startExtraAppServer("integrations-enabled", {
          ...shared,
          INTERCOM_IDENTITY_SECRET: IDENTITY_SECRET,
          TAG_MANAGER_ID: "GTM-E2E1",
          TAG_MANAGER_SCRIPT_URL: `${stubs.url}/scripts/tag-manager.js?id={id}`,
          CRM_TRACKING_ID: "4242",
          CRM_TRACKING_SCRIPT_URL: `${stubs.url}/scripts/crm/{id}.js`,
          REFERRAL_TRACKING_ID: "rw_e2e",
          REFERRAL_TRACKING_SCRIPT_URL: `${stubs.url}/scripts/referral.js`,
          LOADER_SCRIPT_ID: "loader_e2e",
          LOADER_SCRIPT_URL: `${stubs.url}/scripts/loader/{id}.js`,
          SENTRY_DSN: `http://e2epublickey@${new URL(stubs.url).host}/42`,
          SENTRY_ENVIRONMENT: ENVIRONMENT,
          SMS_PROVIDER_URL: "http://127.0.0.1:9/sms",
          SMS_ACCOUNT_ID: "AC-e2e",
          SMS_AUTH_TOKEN: SMS_TOKEN,
          SMS_FROM: "+15550100",
        }),
        startExtraAppServer("integrations-disabled", { ...shared, DISABLE_INTERCOM: "true" }),
      ]);
      await provide({ stubs, enabled, disabled });
      await Promise.all([enabled.close(), disabled.close(), stubs.close()]);
    },
    { scope: "worker", timeout: scaled(300_000) },
  ],
});

type StubWindow = Window & {
  Intercom?: unknown;
  __intercomStub?: { appId: string; calls: [string, Record<string, unknown>?][] };
  __thirdPartyStubs?: { name: string; id: string | null }[];
};

/** Lets the page pass its idle point, when the integrations would load. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 2_000 })),
  );
}

const intercomCalls = (page: Page) => page.evaluate(() => (window as StubWindow).__intercomStub?.calls ?? null);

async function lastBoot(page: Page) {
  await expect.poll(() => intercomCalls(page)).not.toBeNull();
  const calls = (await intercomCalls(page))!;
  const boots = calls.filter(([command]) => command === "boot");
  return boots.at(-1)?.[1];
}

test.describe("with the integrations configured", () => {
  test.use({ baseURL: async ({ servers }, provide) => provide(servers.enabled.url) });

  test("nothing third-party loads before consent `all`, then everything does without a reload", async ({
    page,
    servers,
  }) => {
    const thirdPartyRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(servers.stubs.url + "/intercom") || request.url().includes("/scripts/")) {
        thirdPartyRequests.push(request.url());
      }
    });
    await gotoHydrated(page, "/courses");
    await settle(page);
    await expect(page.locator("script[data-third-party]")).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as StubWindow).Intercom)).toBe("undefined");
    expect(thirdPartyRequests).toEqual([]);

    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Only Necessary" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Testimonials" }).first().click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await settle(page);
    await expect(page.locator("script[data-third-party]")).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept All" }).click();
    await expect(page.locator("script[data-third-party]")).toHaveCount(5);
    await expect
      .poll(() => page.evaluate(() => (window as StubWindow).__thirdPartyStubs?.map((s) => `${s.name}:${s.id}`).sort()))
      .toEqual(["crm:4242", "loader:loader_e2e", "referral:null", "tag-manager:GTM-E2E1"]);
    await expect(page.locator('script[data-third-party="referral"]')).toHaveAttribute("data-rewardful", "rw_e2e");
    expect(await lastBoot(page)).toEqual({ app_id: APP_ID, z_index: DEFAULT_Z_INDEX });
  });

  test("window.ENV carries the public allow-list and no secret", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_consent", value: "all", url: baseURL! }]);
    const response = await page.goto("/");
    const html = await response!.text();
    await waitForHydration(page);
    const env = await page.evaluate(() => (window as Window & { ENV?: unknown }).ENV);
    expect(Object.keys(env as object).sort()).toEqual([
      "appUrl",
      "chatWidget",
      "errorReporting",
      "featureRequestsUrl",
      "helpCenterUrl",
      "productUpdatesUrl",
      "trackingScripts",
    ]);
    for (const secret of [AUTH_SECRET, IDENTITY_SECRET, SMS_TOKEN]) {
      expect(JSON.stringify(env)).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
    // The policy names exactly the stand-ins' origin for scripts: no wildcard, nothing else.
    const csp = response!.headers()["content-security-policy"]!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[^']+' http:\/\/127\.0\.0\.1:\d+$/);
  });

  test("a visitor's widget gets the app id only; the business page sets the page-level value 18", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "all", url: baseURL! }]);
    await gotoHydrated(page, "/maven-for-business");
    expect(await lastBoot(page)).toEqual({ app_id: APP_ID, z_index: 18 });
    expect(await page.evaluate(() => (window as StubWindow).__intercomStub?.appId)).toBe(APP_ID);

    await page.getByRole("banner").getByRole("link", { name: "Testimonials" }).first().click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect
      .poll(async () => (await intercomCalls(page))?.at(-1))
      .toEqual(["update", { app_id: APP_ID, z_index: DEFAULT_Z_INDEX }]);
  });

  test("signed in, the widget and the error reporter are told who it is; signed out, no longer", async ({
    page,
    context,
    baseURL,
    servers,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "all", url: baseURL! }]);
    const account = await signedInAccount(page, "chat");
    await page.reload();
    await settle(page);
    const boot = await lastBoot(page);
    const userId = boot?.user_id as string;
    expect(userId).toEqual(expect.any(String));
    expect(boot).toEqual({
      app_id: APP_ID,
      z_index: DEFAULT_Z_INDEX,
      user_id: userId,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      user_hash: crypto.createHmac("sha256", IDENTITY_SECRET).update(userId).digest("hex"),
    });

    // A browser error reaches Sentry with the user's id and e-mail and the environment tag.
    const message = `integration check ${Date.now()}`;
    await page.evaluate((text) => setTimeout(() => Promise.reject(new Error(text))), message);
    const event = await waitForEvent(servers.stubs, message);
    expect(event.payload.user).toMatchObject({ id: userId, email: account.email });
    expect(event.payload.environment).toBe(ENVIRONMENT);

    await logOut(page);
    await settle(page);
    const calls = (await intercomCalls(page))!;
    const shutdown = calls.findLastIndex(([command]) => command === "shutdown");
    expect(shutdown).toBeGreaterThan(-1);
    expect(calls[shutdown + 1]).toEqual(["boot", { app_id: APP_ID, z_index: expect.any(Number) }]);
  });

  test("Sentry gets sessions at load and on each navigation, and drops a duplicate of the previous event", async ({
    page,
    servers,
  }) => {
    const sessionsBefore = sessions(servers.stubs).length;
    await gotoHydrated(page, "/courses");
    await expect.poll(() => sessions(servers.stubs).length).toBeGreaterThan(sessionsBefore);
    const afterLoad = sessions(servers.stubs).length;
    await page.getByRole("banner").getByRole("link", { name: "Testimonials" }).first().click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect.poll(() => sessions(servers.stubs).length).toBeGreaterThan(afterLoad);
    expect(sessions(servers.stubs).at(-1)!.payload.attrs).toMatchObject({ environment: ENVIRONMENT });

    const stamp = Date.now();
    await page.evaluate(
      (t) =>
        new Promise<void>((resolve) => {
          // Two identical errors in a row, then a different one.
          setTimeout(() => Promise.reject(new Error(t)));
          setTimeout(() => Promise.reject(new Error(t)), 50);
          setTimeout(() => Promise.reject(new Error(`${t} (another)`)), 100);
          setTimeout(resolve, 150);
        }),
      `duplicate ${stamp}`,
    );
    await waitForEvent(servers.stubs, `duplicate ${stamp} (another)`);
    const same = events(servers.stubs).filter((item) => messageOf(item) === `duplicate ${stamp}`);
    expect(same).toHaveLength(1);
  });
});

test.describe("with the chat widget disabled and no Sentry DSN", () => {
  test.use({ baseURL: async ({ servers }, provide) => provide(servers.disabled.url) });

  test("the widget does not load at all, even with consent `all`", async ({ page, context, baseURL, servers }) => {
    await context.addCookies([{ name: "cookie_consent", value: "all", url: baseURL! }]);
    const widgetRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(servers.stubs.url)) widgetRequests.push(request.url());
    });
    const response = await page.goto("/maven-for-business");
    await settle(page);
    await expect(page.locator("script[data-third-party]")).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as StubWindow).Intercom)).toBe("undefined");
    expect(await page.evaluate(() => (window as Window & { ENV?: { chatWidget: unknown } }).ENV?.chatWidget)).toBe(
      null,
    );
    expect(widgetRequests).toEqual([]);
    expect(response!.headers()["content-security-policy"]).not.toContain(new URL(servers.stubs.url).host);
  });

  test("a browser error is posted to our endpoint and logged on the server", async ({ page, servers }) => {
    await gotoHydrated(page, "/courses");
    const message = `client report ${Date.now()}`;
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/client-errors"));
    await page.evaluate((text) => setTimeout(() => Promise.reject(new Error(text))), message);
    expect((await posted).status()).toBe(204);
    await expect.poll(() => servers.disabled.output()).toContain(message);
    const line = servers.disabled
      .output()
      .split("\n")
      .find((l) => l.includes(message))!;
    expect(JSON.parse(line)).toMatchObject({
      msg: "browser error",
      clientError: { kind: "unhandledrejection", message: `Error: ${message}` },
    });
  });
});

test.describe("the browser error endpoint", () => {
  const report = (message: string) => ({ kind: "error", message, url: "http://127.0.0.1/courses" });
  // Each test reports from an address of its own (the e2e server trusts X-Forwarded-For).
  const from = () => ({ "X-Forwarded-For": `10.99.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` });

  test("accepts a report and refuses bad ones with a clear status, never 500", async ({ request }) => {
    const headers = from();
    expect((await request.post("/api/client-errors", { headers, data: report("a report") })).status()).toBe(204);
    expect((await request.get("/api/client-errors", { headers })).status()).toBe(405);

    const malformed = await request.post("/api/client-errors", {
      headers: { ...headers, "Content-Type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).toContain("The error report must be a JSON object.");
    const unknownField = await request.post("/api/client-errors", {
      headers,
      data: { ...report("x"), password: "hunter2" },
    });
    expect(unknownField.status()).toBe(400);
    const noMessage = await request.post("/api/client-errors", { headers, data: { ...report(""), message: "" } });
    expect(noMessage.status()).toBe(400);

    const huge = await request.post("/api/client-errors", { headers, data: report("x".repeat(20_000)) });
    expect(huge.status()).toBe(413);

    const crossSite = await request.post("/api/client-errors", {
      headers: { ...headers, Origin: "https://attacker.example" },
      data: report("from elsewhere"),
    });
    expect(crossSite.status()).toBe(403);
  });

  test("limits reports per address", async ({ request }) => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await request.post("/api/client-errors", { headers, data: report(`burst ${i}`) })).status());
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    const limited = await request.post("/api/client-errors", { headers, data: report("one more") });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  });
});

function events(stubs: ThirdPartyStubs): EnvelopeItem[] {
  return stubs.envelopes().filter((item) => item.type === "event");
}
function sessions(stubs: ThirdPartyStubs): EnvelopeItem[] {
  return stubs.envelopes().filter((item) => item.type === "session");
}
function messageOf(item: EnvelopeItem): string | undefined {
  const values = (item.payload.exception as { values?: { value?: string }[] } | undefined)?.values;
  return values?.at(-1)?.value;
}
async function waitForEvent(stubs: ThirdPartyStubs, message: string): Promise<EnvelopeItem> {
  await expect.poll(() => events(stubs).some((item) => messageOf(item) === message)).toBe(true);
  return events(stubs).find((item) => messageOf(item) === message)!;
}
