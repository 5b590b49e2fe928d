// Not-found pages, service endpoints, request limits and security headers.
import { expect, test } from "@playwright/test";
import { dismissCookieBox } from "./support/app.ts";

test.describe("not found", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissCookieBox(context, baseURL);
  });

  test("an unknown path answers 404 with the not-found page inside the site shell", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle(/We couldn't find that page/);
    const home = page.getByRole("main").getByRole("link", { name: "Back to the home page" });
    await expect(home).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /Learn the data skills/ })).toBeVisible();
  });

  test("an unknown course answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/course/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("a nested unknown path answers 404 too", async ({ request }) => {
    const response = await request.get("/no/such/page/here");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
  });
});

test("/healthz reports the app and database as ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  expect(response.headers()["cache-control"]).toContain("no-store");
});

test("/robots.txt answers and points at the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("/sitemap.xml answers with course URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const body = await response.text();
  expect(body).toContain("<urlset");
  expect(body).toMatch(/<loc>[^<]*\/course\/[^<]+<\/loc>/);
});

test("a request body over 1 MB is refused with 413", async ({ request }) => {
  const response = await request.post("/api/newsletter", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `email=${"a".repeat(1024 * 1024 + 16)}`,
  });
  expect(response.status()).toBe(413);
});

test("HTML carries a nonce-based Content-Security-Policy that its inline scripts follow", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const csp = response.headers()["content-security-policy"];
  expect(csp, "Content-Security-Policy header").toMatch(/script-src /);
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp!)?.[1];
  // 16 random bytes, base64: 24 characters.
  expect(nonce, `a nonce in script-src: ${csp}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(/script-src([^;]*)/.exec(csp!)?.[1]).not.toContain("'unsafe-inline'");
  expect(/script-src([^;]*)/.exec(csp!)?.[1]).not.toContain("'unsafe-eval'");

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs));
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);

  // Each response gets its own nonce.
  const again = (await request.get("/")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);

  // And the browser runs the page without a single CSP violation.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto("/");
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);

  // The watcher itself works: a script without the nonce is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__cspProbe = true";
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __cspProbe?: boolean }).__cspProbe)).toBeUndefined();
});

test("responses do not advertise the server framework", async ({ request }) => {
  for (const path of ["/", "/healthz", "/this-page-does-not-exist"]) {
    const response = await request.get(path);
    expect(response.headers()["x-powered-by"], path).toBeUndefined();
  }
  const posted = await request.post("/api/newsletter", { form: { email: "not-an-email" } });
  expect(posted.headers()["x-powered-by"]).toBeUndefined();
});
