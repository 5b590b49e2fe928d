// Findings of the identity issue's security review, checked against the running app (decision 019):
// return targets stay on this site, common passwords are refused even when they meet the composition
// rules, and a client cannot pick its own address for the per-IP limits through X-Forwarded-For.
//
// The e2e server runs with TRUST_PROXY=true, which is one trusted hop: the client address is the
// right-most X-Forwarded-For entry (the one our proxy would append), never one the client wrote.
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { IP_LIMITS } from "~/core/auth-limits.ts";
import { dismissCookieBox, gotoHydrated, uniqueEmail } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { expectSignedIn, newAccount, signUp, submitLogIn, test } from "./support/accounts.ts";
import { inbox } from "./support/inbox.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };

/** Payloads from the OWASP and PortSwigger open-redirect lists that once slipped past checks like ours. */
const REDIRECT_PAYLOADS = [
  "//evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "https:evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "https://demo.learner@evil.example",
];

const COMMON_MESSAGE =
  "This password is too easy to guess: it is a common password with small changes. Add another word or two.";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
  // Should anything still leave the site, it must not reach the network: evil.example answers here.
  await context.route(/^https?:\/\/([^/]*\.)?evil\.example(\/|$)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>evil</h1>" }),
  );
});

const alert = (page: Page) => page.getByRole("main").getByRole("alert");

test.describe("return targets stay on this site", () => {
  for (const payload of REDIRECT_PAYLOADS) {
    test(`logging in with returnTo=${payload} lands on our own dashboard`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      await gotoHydrated(page, `/login?returnTo=${encodeURIComponent(payload)}`);
      await submitLogIn(page, DEMO.email, DEMO.password, { stay: true });
      await expectSignedIn(page, "/dashboard");
      expect(new URL(page.url()).origin).toBe(origin);

      // Signed in already, the log-in page forwards at once: through the same resolver.
      await page.goto(`/login?returnTo=${encodeURIComponent(payload)}`);
      await expect(page).toHaveURL((url) => url.origin === origin && url.pathname === "/dashboard");
    });
  }

  test("the server's own answer to a log-in post never points elsewhere", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const payload of REDIRECT_PAYLOADS) {
      const response = await request.post("/login", {
        form: { email: DEMO.email, password: DEMO.password, returnTo: payload },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(response.status(), payload).toBe(302);
      const location = response.headers()["location"]!;
      expect(new URL(location, baseURL).origin, `${payload} → ${location}`).toBe(origin);
      expect(location, payload).toBe("/dashboard");
    }
  });
});

test.describe("common passwords", () => {
  test("Password1! meets every rule but is refused with the reason, and no account is made", async ({ page }) => {
    const account = { ...newAccount("common"), password: "Password1!" };
    await gotoHydrated(page, "/signup");
    const main = page.getByRole("main");
    await main.getByLabel("First name").fill(account.firstName);
    await main.getByLabel("Last name").fill(account.lastName);
    await main.getByLabel("Email").fill(account.email);
    const password = main.getByLabel("Password", { exact: true });
    await password.fill(account.password);
    await main.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(alert(page)).toHaveText(COMMON_MESSAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
    await expect(password).toHaveAttribute("aria-invalid", "true");

    // No account: logging in says the credentials are wrong (not "verify your address"), no mail went out.
    await submitLogIn(page, account.email, account.password);
    await expect(alert(page)).toHaveText("Incorrect email or password.");
    expect((await inbox().messages()).filter((m) => m.to.includes(account.email))).toEqual([]);

    // A strong password for the same person goes through.
    await signUp(page, newAccount("strong"));
  });
});

test.describe("the client address behind a trusted proxy", () => {
  test("rotating the left-most X-Forwarded-For entry does not escape the per-IP sign-in limit", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(scaled(120_000));
    const { limit } = IP_LIMITS["sign-in"];
    const [a, b, c] = crypto.randomBytes(3);
    // What our proxy would append: the real client, the same on every request.
    const realClient = `10.${a}.${b}.${(c! % 254) + 1}`;
    const attempt = (spoofed: string) =>
      request.post("/login", {
        // A new address each time, so the per-account lockout never applies: only the per-IP limit can.
        form: { email: uniqueEmail("spoof"), password: "Wrong-Guess-1!", returnTo: "/dashboard" },
        headers: { Origin: new URL(baseURL!).origin, "X-Forwarded-For": `${spoofed}, ${realClient}` },
        maxRedirects: 0,
      });
    const spoof = (i: number) => `1.2.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    for (let i = 0; i < limit; i++) {
      expect((await attempt(spoof(i))).status(), `attempt ${i + 1} of ${limit}`).toBe(400);
    }
    const over = await attempt(spoof(limit));
    expect(over.status()).toBe(429);
    expect(await over.text()).toContain("Too many attempts. Try again in");
  });
});
