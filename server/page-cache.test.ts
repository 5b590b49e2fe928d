import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type CachedPage,
  type PageBody,
  createPageCache,
  gzipPageBody,
  isStorable,
  pageCacheKey,
  PAGE_CACHE_TTL_MS,
  pageBody,
  preparePage,
} from "./page-cache.ts";

const CONSENT = "cookie_consent";
const request = (
  url: string,
  cookieHeader: string | null = null,
  method = "GET",
  accept: string | null = "text/html",
) => pageCacheKey({ method, url, cookieHeader, accept }, CONSENT);

describe("pageCacheKey", () => {
  it("keys a visitor's GET of a catalogue page by the URL and the cookie choice", () => {
    expect(request("/courses?tool=excel")).toBe("\n/courses?tool=excel");
    expect(request("/courses", "cookie_consent=all; mkt_session=abc")).toBe("all\n/courses");
    expect(request("/courses", "cookie_consent=necessary")).toBe("necessary\n/courses");
    for (const path of ["/", "/course/excel-essentials", "/paths", "/path/data-analyst", "/crash-courses"]) {
      expect(request(path)).not.toBeNull();
    }
    expect(request("/guided-projects")).not.toBeNull();
    expect(request("/guided-projects/maven-airlines")).not.toBeNull();
    expect(request("/data-playground?tag=sql&datasetId=ds_gapminder")).toBe(
      "\n/data-playground?tag=sql&datasetId=ds_gapminder",
    );
  });

  it("never caches a request with a session, secure-prefixed or not", () => {
    expect(request("/courses", "maven.session_token=abc.def")).toBeNull();
    expect(request("/courses", "cookie_consent=all; __Secure-maven.session_token=abc")).toBeNull();
  });

  it("never caches other pages, data requests, other methods or non-HTML answers", () => {
    for (const path of [
      "/showcase",
      "/dashboard",
      "/data-playground/preview/a/b",
      "/data-playground.data",
      "/courses.data",
      "/login",
      "/profile/ada",
    ]) {
      expect(request(path)).toBeNull();
    }
    expect(request("/courses", null, "POST")).toBeNull();
    expect(request("/courses", null, "HEAD")).toBeNull();
    expect(request("/courses", null, "GET", "application/json")).toBeNull();
  });
});

describe("isStorable", () => {
  const answer = (status: number, headers: Record<string, string> | [string, string][]) => ({
    status,
    headers: new Headers(headers),
  });

  it("keeps a plain 200 HTML page", () => {
    expect(isStorable(answer(200, { "content-type": "text/html; charset=utf-8" }))).toBe(true);
  });

  it("does not keep errors, redirects, cookies, private or non-HTML answers", () => {
    expect(isStorable(answer(404, { "content-type": "text/html" }))).toBe(false);
    expect(isStorable(answer(302, { "content-type": "text/html" }))).toBe(false);
    expect(
      isStorable(
        answer(200, [
          ["content-type", "text/html"],
          ["set-cookie", "a=b"],
        ]),
      ),
    ).toBe(false);
    expect(isStorable(answer(200, { "content-type": "text/html", "cache-control": "no-store" }))).toBe(false);
    expect(isStorable(answer(200, { "content-type": "text/html", "cache-control": "private, max-age=0" }))).toBe(false);
    expect(isStorable(answer(200, { "content-type": "application/json" }))).toBe(false);
  });
});

/** The body as sent, checking that its stated length is its length. */
function bytes(body: PageBody): Buffer {
  const joined = Buffer.concat(body.chunks);
  expect(joined.length).toBe(body.length);
  return joined;
}

describe("preparePage and pageBody", () => {
  it("put the new nonce in every nonce attribute and nowhere else", () => {
    const page = preparePage({
      status: 200,
      headers: [],
      nonce: "OLD+/=",
      html: Buffer.from('<style nonce="OLD+/=">a{}</style><p>OLD+/= é</p><script nonce="OLD+/=">x()</script>'),
    });
    expect(bytes(pageBody(page, "NEW")).toString("utf8")).toBe(
      '<style nonce="NEW">a{}</style><p>OLD+/= é</p><script nonce="NEW">x()</script>',
    );
    expect(bytes(pageBody(page, "OTHER")).toString("utf8")).toContain('<script nonce="OTHER">');
  });

  it("keeps a page without nonces as it is", () => {
    const page = preparePage({ status: 200, headers: [], nonce: "n", html: Buffer.from("<p>plain</p>") });
    expect(bytes(pageBody(page, "x")).toString("utf8")).toBe("<p>plain</p>");
  });
});

describe("gzipPageBody", () => {
  // A page like a catalogue page: large, repetitive, non-ASCII text, nonces far apart.
  const card = (i: number) => `<li><a href="/course/c-${i}">Course ${i} – Excel, SQL & Python ©</a></li>`;
  const html = Buffer.from(
    `<html><head><style nonce="OLD">a{}</style></head><body><ul>${Array.from({ length: 3000 }, (_, i) => card(i)).join("")}</ul>` +
      `<script nonce="OLD">window.ctx={}</script><script nonce="OLD" type="module">import "/a.js"</script></body></html>`,
  );
  const page = preparePage({ status: 200, headers: [], nonce: "OLD", html });

  it("is the page with the new nonce, as any gzip reader inflates it", () => {
    for (const nonce of ["N3wNonce+/AAAAAAAAAAAAA==", "other"]) {
      const gzipped = bytes(gzipPageBody(page, nonce));
      expect(zlib.gunzipSync(gzipped).equals(bytes(pageBody(page, nonce)))).toBe(true);
      // Strict readers check the trailer's CRC-32 and length too; gunzip does, so does this.
      expect(gzipped.readUInt32LE(gzipped.length - 4)).toBe(bytes(pageBody(page, nonce)).length);
    }
    expect(html.length).toBeGreaterThan(200_000);
    expect(bytes(gzipPageBody(page, "n")).length).toBeLessThan(html.length / 5);
  });

  it("compresses a kept page on its first gzipped hit only, and reuses that for the next", () => {
    const fresh = preparePage({ status: 200, headers: [], nonce: "OLD", html });
    expect(fresh.deflatedParts).toBeNull();
    const first = bytes(gzipPageBody(fresh, "a"));
    const blocks = fresh.deflatedParts;
    expect(blocks).toHaveLength(fresh.parts.length);
    expect(zlib.gunzipSync(bytes(gzipPageBody(fresh, "b"))).equals(bytes(pageBody(fresh, "b")))).toBe(true);
    expect(fresh.deflatedParts).toBe(blocks);
    expect(zlib.gunzipSync(first).equals(bytes(pageBody(fresh, "a")))).toBe(true);
  });

  it("also serves a page without nonces, and a tiny one", () => {
    const plain = preparePage({ status: 200, headers: [], nonce: "n", html: Buffer.from("<p>plain</p>") });
    expect(zlib.gunzipSync(bytes(gzipPageBody(plain, "x"))).toString("utf8")).toBe("<p>plain</p>");
    const edges = preparePage({
      status: 200,
      headers: [],
      nonce: "n",
      html: Buffer.from('nonce="n"<p>é</p>nonce="n"'),
    });
    expect(zlib.gunzipSync(bytes(gzipPageBody(edges, "x"))).toString("utf8")).toBe('nonce="x"<p>é</p>nonce="x"');
  });
});

describe("createPageCache", () => {
  const page = (html: string) => ({ status: 200, headers: [], html: Buffer.from(html), nonce: "n" });
  const text = (cached: CachedPage | null) => (cached ? bytes(pageBody(cached, "n")).toString("utf8") : null);

  it("answers within the time to live, then forgets", () => {
    let now = 1_000;
    const cache = createPageCache({ now: () => now });
    cache.set("k", page("a"));
    now += PAGE_CACHE_TTL_MS - 1;
    expect(text(cache.get("k"))).toBe("a");
    now += 1;
    expect(cache.get("k")).toBeNull();
  });

  it("keeps at most maxEntries pages, dropping the oldest", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.set("c", page("c"));
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeNull();
    expect(text(cache.get("c"))).toBe("c");
  });

  it("does not keep an oversized page", () => {
    const cache = createPageCache();
    cache.set("big", page("x".repeat(1_000_001)));
    expect(cache.get("big")).toBeNull();
  });
});
