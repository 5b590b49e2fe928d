// The cookie box (spec section 7; docs/decisions/004-consent-and-newsletter.md).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { gate, gotoHydrated } from "./support/app.ts";

const CONSENT_TEXT = "We use cookies to enhance your experience, analyze site traffic and deliver personalized content";

const cookieBox = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "cookie_consent");
}

test("a first visit shows the cookie box with its text and a privacy policy link", async ({ page, context }) => {
  await page.goto("/");
  const box = cookieBox(page);
  await expect(box).toBeVisible();
  await expect(box.getByText(CONSENT_TEXT, { exact: false })).toBeVisible();
  await expect(box).toContainText(CONSENT_TEXT);
  await expect(box.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(box.getByRole("button", { name: "Only Necessary" })).toBeVisible();
  await expect(box.getByRole("button", { name: "Accept All" })).toBeVisible();
  expect(await consentCookie(context)).toBeUndefined();
});

test("Accept All hides the box at once, stores `all` and the box stays gone after a reload", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  // Hold the answer: the box must go while the choice is still on its way.
  const held = gate();
  let intercepted = false;
  await page.route("**/api/set-cookie-consent*", async (route) => {
    intercepted = true;
    await held.promise;
    await route.continue();
  });
  const posted = page.waitForResponse((r) => r.url().includes("/api/set-cookie-consent"));

  await cookieBox(page).getByRole("button", { name: "Accept All" }).click();
  // The answer is held, so the box hid before it came back. The request itself can reach the route
  // handler just after the box hides (interception is asynchronous): wait for it, do not assume it.
  await expect(cookieBox(page)).toBeHidden();
  await expect.poll(() => intercepted, { message: "the choice is sent" }).toBe(true);

  held.release();
  expect((await posted).status()).toBe(200);
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("all");
  const cookie = (await consentCookie(context))!;
  expect(cookie.path).toBe("/");
  expect(cookie.sameSite).toBe("Lax");
  // About a year.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await expect(cookieBox(page)).toBeHidden();

  await page.unroute("**/api/set-cookie-consent*");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cookieBox(page)).toHaveCount(0);
});

test("Only Necessary stores `necessary`", async ({ page, context }) => {
  await gotoHydrated(page, "/courses");
  await cookieBox(page).getByRole("button", { name: "Only Necessary" }).click();
  await expect(cookieBox(page)).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("necessary");
  await expect(page).toHaveURL(/\/courses$/);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cookieBox(page)).toHaveCount(0);
});

test("the footer's Cookie settings link reopens the box and a new choice replaces the old one", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await gotoHydrated(page, "/");
  await expect(cookieBox(page)).toHaveCount(0);

  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(cookieBox(page)).toBeVisible();
  await expect(cookieBox(page)).toContainText(CONSENT_TEXT);

  await cookieBox(page).getByRole("button", { name: "Accept All" }).click();
  await expect(cookieBox(page)).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("all");
});

test("after choosing in the reopened box, a reload does not show it again", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await gotoHydrated(page, "/courses");
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(cookieBox(page)).toBeVisible();
  await cookieBox(page).getByRole("button", { name: "Accept All" }).click();
  await expect(cookieBox(page)).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("all");

  // Without JavaScript the answer redirects to the page minus ?cookie-settings=open; with it the
  // choice is made, so the box should not come back when the learner reloads or shares the URL.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cookieBox(page)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Only Necessary posts, comes back to the same page and the box is gone", async ({ page, context }) => {
    await page.goto("/courses?sort=new");
    await expect(cookieBox(page)).toBeVisible();

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/set-cookie-consent") && r.request().method() === "POST"),
      cookieBox(page).getByRole("button", { name: "Only Necessary" }).click(),
    ]);
    expect(response.status()).toBe(302);
    await page.waitForURL(/\/courses\?sort=new$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookieBox(page)).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe("necessary");
  });

  test("Cookie settings reopens the box, and choosing leaves the page without the settings parameter", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
    await page.goto("/courses");
    await expect(cookieBox(page)).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect(page).toHaveURL(/\/courses\?cookie-settings=open$/);
    await expect(cookieBox(page)).toBeVisible();

    await cookieBox(page).getByRole("button", { name: "Accept All" }).click();
    await page.waitForURL(/\/courses$/);
    await expect(cookieBox(page)).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe("all");
  });
});

test("an unknown consent value is refused with 400 and no cookie", async ({ request }) => {
  const response = await request.post("/api/set-cookie-consent", { form: { consent: "maybe" } });
  expect(response.status()).toBe(400);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(await response.json()).toMatchObject({ ok: false });
});

test("a missing consent value is refused with 400 and no cookie", async ({ request }) => {
  const response = await request.post("/api/set-cookie-consent", { form: { response: "redirect", returnTo: "/" } });
  expect(response.status()).toBe(400);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("a no-JS post cannot redirect to another site", async ({ request }) => {
  const response = await request.post("/api/set-cookie-consent", {
    form: { consent: "necessary", response: "redirect", returnTo: "//evil.example/steal" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/");
});
