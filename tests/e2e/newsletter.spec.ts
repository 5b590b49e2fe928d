// The footer newsletter form (spec section 4; docs/decisions/004-consent-and-newsletter.md).
//
// The webhook mock is shared by the whole run, so these tests only read the bodies for their own
// unique addresses and set the mode back to "ok" after each test. They run one after another in
// one worker (the config is not fullyParallel). Sign-ups are rate-limited per IP
// (NEWSLETTER_RATE_LIMIT_PER_HOUR, default 10): this file makes seven that count.
import { expect, test, type Page } from "@playwright/test";
import { receivedWebhooks, setWebhookMode, webhookAttempts } from "./support/webhook-mock.ts";
import { dismissCookieBox, gate, gotoHydrated, uniqueEmail } from "./support/app.ts";

const SUCCESS = "You have been subscribed!";
const HINT = "No spam, just helpful tips & tricks delivered directly to your inbox.";

function footerForm(page: Page) {
  const root = page.locator("#newsletter");
  return {
    root,
    email: root.getByLabel("Email address"),
    submit: root.getByRole("button", { name: /^Subscrib/ }),
    status: root.getByRole("status"),
  };
}

async function received(email: string): Promise<unknown[]> {
  const bodies = await receivedWebhooks<{ email?: string }>();
  return bodies.filter((b) => b?.email?.toLowerCase() === email.toLowerCase());
}

test.describe("in the browser", () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await dismissCookieBox(context, baseURL);
    await setWebhookMode("ok");
    await gotoHydrated(page, "/courses");
  });

  test.afterEach(async () => {
    await setWebhookMode("ok");
  });

  test("subscribing shows the success message and hands the address to the webhook", async ({ page }) => {
    const form = footerForm(page);
    const address = uniqueEmail("success");
    await expect(form.status).toHaveText(HINT);

    await form.email.fill(address);
    await form.submit.click();

    await expect(form.status).toHaveText(SUCCESS);
    await expect(form.email).toBeDisabled();
    await expect.poll(() => received(address)).toEqual([{ email: address }]);
  });

  test("a form sent before its hydrated re-render lands is still answered in place", async ({ page }) => {
    // The hydrated re-render is a transition (use-hydrated.ts): until it lands, the hidden field still
    // asks for the no-JS redirect. Put the page back in that state; the submit handler must ask for data.
    const form = footerForm(page);
    const address = uniqueEmail("early");
    await form.root.locator('input[name="response"]').evaluate((input: HTMLInputElement) => {
      input.value = "redirect";
    });
    await form.email.fill(address);
    await form.submit.click();

    await expect(form.status).toHaveText(SUCCESS);
    await expect(page).toHaveURL((url) => url.pathname === "/courses" && url.search === "");
    await expect.poll(() => received(address)).toEqual([{ email: address }]);
  });

  test("while subscribing the input and the button are disabled", async ({ page }) => {
    const form = footerForm(page);
    const address = uniqueEmail("pending");
    const held = gate();
    let intercepted = false;
    await page.route("**/api/newsletter*", async (route) => {
      intercepted = true;
      await held.promise;
      await route.continue();
    });

    await form.email.fill(address);
    await form.submit.click();

    await expect(form.email).toBeDisabled();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveText("Subscribing");
    await expect(form.status).toHaveText(HINT);
    // Interception is asynchronous: the request can reach the handler a moment after the page changed.
    await expect.poll(() => intercepted).toBe(true);

    held.release();
    await expect(form.status).toHaveText(SUCCESS);
    await expect.poll(() => received(address)).toHaveLength(1);
  });

  test("when the webhook fails the form quietly returns to idle", async ({ page }) => {
    const form = footerForm(page);
    const address = uniqueEmail("failure");
    await setWebhookMode("fail");

    await form.email.fill(address);
    const answered = page.waitForResponse((r) => r.url().includes("/api/newsletter"));
    await form.submit.click();
    await answered;

    await expect(form.email).toBeEnabled();
    await expect(form.submit).toBeEnabled();
    await expect(form.submit).toHaveText("Subscribe");
    await expect(form.status).toHaveText(HINT);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    // The page itself is still there (no error screen).
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The webhook was tried, and nothing was accepted for this address.
    const attempts = await webhookAttempts();
    expect(attempts.some((a) => (a.body as { email?: string } | null)?.email === address && a.status === 500)).toBe(
      true,
    );
    expect(await received(address)).toEqual([]);
  });

  test("the same address in a different case is accepted both times", async ({ page, browser, baseURL }) => {
    const lower = uniqueEmail("case");
    const mixed = lower.replace(/^case/, "Case").replace("example.com", "Example.COM");

    const form = footerForm(page);
    await form.email.fill(mixed);
    await form.submit.click();
    await expect(form.status).toHaveText(SUCCESS);

    // A second visitor (a fresh context) uses the lower-case spelling.
    const context = await browser.newContext({ baseURL });
    await dismissCookieBox(context, baseURL);
    const other = await context.newPage();
    await gotoHydrated(other, "/");
    const second = footerForm(other);
    await second.email.fill(lower);
    await second.submit.click();
    await expect(second.status).toHaveText(SUCCESS);
    await context.close();

    // One subscriber: the automation hears about the address once.
    await expect.poll(() => received(lower)).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, comes back to the footer and says the address is subscribed", async ({
    page,
    context,
    baseURL,
  }) => {
    await dismissCookieBox(context, baseURL);
    await setWebhookMode("ok");
    await page.goto("/courses");
    const form = footerForm(page);
    const address = uniqueEmail("nojs");
    await form.email.fill(address);
    await form.submit.click();
    await page.waitForURL(/\/courses\?newsletter=subscribed#newsletter$/);
    await expect(form.status).toHaveText(SUCCESS);
    await expect.poll(() => received(address)).toHaveLength(1);
  });
});

test("the API refuses an invalid address with 400", async ({ request }) => {
  const response = await request.post("/api/newsletter", { form: { email: "not-an-email" } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ ok: false });
});

test("the API refuses an address over 254 characters with 400", async ({ request }) => {
  const local = "a".repeat(64);
  const domain = `${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.example.com`;
  const address = `${local}@${domain}`;
  expect(address.length).toBeGreaterThan(254);
  const response = await request.post("/api/newsletter", { form: { email: address } });
  expect(response.status()).toBe(400);
  expect(await received(address)).toEqual([]);
});
