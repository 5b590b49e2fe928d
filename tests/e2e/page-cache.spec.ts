// Catalogue pages as visitors see them come from a short-lived cache (decision 016): each answer
// still carries its own CSP nonce, works as a page, and nothing signed-in is ever served from it.
import { readFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test as base } from "@playwright/test";
import { gotoHydrated } from "./support/app.ts";
import { signedInAccount, test } from "./support/accounts.ts";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

base(
  "a visitor's second request is served from the cache with a fresh nonce that matches its CSP",
  async ({ request }) => {
    const url = `/courses?sort=title&page-cache=${Date.now()}`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()["x-page-cache"]).toBeUndefined();
    // A miss is rendered and compressed on the way out, like any other page.
    expect(first.headers()["content-encoding"]).toBe("br");
    const firstHtml = await first.text();

    // As a browser asks (gzip, which the request context inflates) and as a client that takes no encoding.
    for (const encoding of ["gzip, deflate, br", "identity"]) {
      const hit = await request.get(url, { headers: { "accept-encoding": encoding } });
      expect(hit.headers()["x-page-cache"]).toBe("hit");
      expect(hit.headers()["content-encoding"]).toBe(encoding === "identity" ? undefined : "gzip");
      const nonce = nonceOf(hit.headers()["content-security-policy"]);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonce).not.toBe(nonceOf(first.headers()["content-security-policy"]));
      const html = await hit.text();
      const attributes = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      // The same page, but for its nonces.
      expect(html.replaceAll(nonce!, "N")).toBe(
        firstHtml.replaceAll(nonceOf(first.headers()["content-security-policy"])!, "N"),
      );
    }
  },
);

base("a cached page hydrates and works", async ({ page, request }) => {
  const url = `/courses?page-cache=${Date.now()}`;
  await request.get(url);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/courses");
  await gotoHydrated(page, url);
  expect((await answered).headers()["x-page-cache"]).toBe("hit");
  // A card title opens the course drawer only once the page's scripts run.
  await page.getByRole("main").getByRole("link", { name: "SQL for Data Analysis with MySQL", exact: true }).click();
  await expect(page.getByTestId("course-drawer")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/courses");
});

test("a signed-in learner's pages never come from the cache", async ({ page }) => {
  await signedInAccount(page, "cache");
  const url = `/courses?page-cache=${Date.now()}`;
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/courses");
    await page.goto(url);
    expect((await answered).headers()["x-page-cache"]).toBeUndefined();
  }
  await expect(page.getByRole("banner").getByRole("button", { name: /^Account menu for / })).toBeVisible();
});

base("a campaign landing served from the cache still starts its marketing session", async ({ request }) => {
  const url = `/courses?utm_source=newsletter&utm_campaign=cache-${Date.now()}`;
  await request.get(url, { headers: { cookie: "", accept: "text/html" } });
  const second = await request.get(url, { headers: { cookie: "", accept: "text/html" } });
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["set-cookie"] ?? "").toMatch(/^mkt_session=/);
});

/** The response's bytes as sent: fetch and the request context both decode them. */
function getRaw(url: URL, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

base("scripts leave as the build's brotli or gzip copy, the same bytes once decoded", async ({ request, baseURL }) => {
  const html = await (await request.get("/courses")).text();
  // No module is hinted in the head, so none lands before the first paint (decision 076): the page's
  // hydration script imports its route modules, and the root's imports React and React Router's
  // chunk, the largest script every page loads.
  expect(html).not.toContain('rel="modulepreload"');
  const rootModule = /import \* as route0 from "([^"]+)"/.exec(html)?.[1];
  expect(rootModule, "the page imports the root route's module").toMatch(/^\/assets\/root-[\w-]+\.js$/);
  const root = await request.get(rootModule!);
  expect(root.status()).toBe(200);
  const framework = /from\s*"\.\/(framework-[^"]+)"/.exec(await root.text())?.[1];
  expect(framework, "the root module imports React and React Router's chunk").toMatch(/^framework-[\w-]+\.js$/);
  const script = `/assets/${framework}`;
  const url = new URL(script, baseURL);
  const original = readFileSync(path.join("build/client", script));
  const asked = [
    ["gzip, deflate, br, zstd", "br", brotliDecompressSync, ".br"],
    ["gzip, deflate", "gzip", gunzipSync, ".gz"],
  ] as const;
  for (const [acceptEncoding, encoding, decode, copy] of asked) {
    const { headers, body } = await getRaw(url, acceptEncoding);
    expect(headers["content-encoding"]).toBe(encoding);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-type"]).toMatch(/^text\/javascript/);
    // The copy made at build time at the highest level, not one compressed for this request.
    expect(body.equals(readFileSync(path.join("build/client", script + copy)))).toBe(true);
    expect(body.length).toBeLessThan(original.length / 3);
    expect(decode(body).equals(original)).toBe(true);
  }
  const plain = await getRaw(url, "identity");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.equals(original)).toBe(true);
});
