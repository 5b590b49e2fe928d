// Issue 20, "no input reaches a 500": every route of the route table (app/routes.ts), anonymous and
// signed in, with a NUL byte in its path parameters, in query values and in form fields (urlencoded
// and multipart), and an emoji or a line break in its path parameters, as a page and as a `.data`
// request; plus a malformed Host header, invalid percent-encoding and the GraphQL API. Each answer is
// a 4xx (or the page itself), never a 5xx.
import http from "node:http";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, type APIRequestContext } from "@playwright/test";
import routes from "../../app/routes.ts";
import { logIn, test } from "./support/accounts.ts";
import { scaled } from "./support/time-scale.ts";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };
const NUL = "a%00b";
// Path parameters also get what a Location header cannot carry as it is: a character outside
// Latin-1 and a line break (an action that sends the decoded parameter back in a redirect).
const PATH_PARAMS = [NUL, "%F0%9F%98%80", "a%0D%0Ab"];

/** Every URL path of the route table, with parameters and splats as `param`. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path !== undefined || entry.index ? [here || "/"] : [];
    return [...own, ...routePaths(entry.children ?? [], here)];
  });
}

const withParam = (path: string, value: string) => path.replace(/:[A-Za-z]+\??|\*/g, value);
const dataUrl = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

const PATHS = [...new Set(routePaths(routes))];
const FIELDS = ["intent", "email", "password", "name", "title", "firstName", "consent", "returnTo", "q", "id"];

interface Probe {
  url: string;
  method: "GET" | "POST";
  status: number;
}

/** Sends every probe for one path; returns those answered with a server error. */
async function probePath(request: APIRequestContext, baseURL: string, path: string): Promise<Probe[]> {
  const probes: { url: string; method: "GET" | "POST"; form?: "urlencoded" | "multipart" | "plain" }[] = [];
  const nulPath = withParam(path, NUL);
  const plainPath = withParam(path, "x");
  const query = `?${FIELDS.map((f) => `${f}=${NUL}`).join("&")}&datasetId=${NUL}&view=${NUL}&page=${NUL}`;
  if (nulPath !== path) {
    for (const value of PATH_PARAMS) {
      const url = withParam(path, value);
      probes.push({ url, method: "GET" }, { url: dataUrl(url), method: "GET" });
      // A plain form here: a NUL in a field is refused before the action runs.
      probes.push({ url, method: "POST", form: "plain" }, { url: dataUrl(url), method: "POST", form: "plain" });
    }
  }
  probes.push({ url: `${plainPath}${query}`, method: "GET" }, { url: `${dataUrl(plainPath)}${query}`, method: "GET" });
  for (const url of [plainPath, dataUrl(plainPath)]) {
    probes.push({ url, method: "POST", form: "urlencoded" }, { url, method: "POST", form: "multipart" });
  }
  const failed: Probe[] = [];
  for (const probe of probes) {
    const headers = { origin: baseURL };
    const response =
      probe.method === "GET"
        ? await request.get(probe.url, { maxRedirects: 0, headers })
        : probe.form === "urlencoded"
          ? await request.post(probe.url, {
              maxRedirects: 0,
              headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
              data: FIELDS.map((f) => `${f}=${NUL}`).join("&"),
            })
          : probe.form === "plain"
            ? await request.post(probe.url, { maxRedirects: 0, headers, form: { intent: "save" } })
            : await request.post(probe.url, {
                maxRedirects: 0,
                headers,
                multipart: Object.fromEntries(FIELDS.map((f) => [f, "a\0b"])),
              });
    if (response.status() >= 500) failed.push({ url: probe.url, method: probe.method, status: response.status() });
  }
  return failed;
}

test.describe("no input reaches a 500", () => {
  test.describe.configure({ timeout: scaled(180_000) });

  test("every route, anonymous: NUL in path parameters, query values and form fields", async ({ request, baseURL }) => {
    expect(PATHS).toEqual(expect.arrayContaining(["/", "/course/:slug", "/media/*", "/dashboard/projects/:id/edit"]));
    const failed: Probe[] = [];
    for (const path of PATHS) failed.push(...(await probePath(request, baseURL!, path)));
    expect(failed).toEqual([]);
  });

  test("every route, signed in: NUL in path parameters, query values and form fields", async ({ page, baseURL }) => {
    await logIn(page, DEMO);
    const failed: Probe[] = [];
    for (const path of PATHS.filter((p) => p !== "/logout")) {
      failed.push(...(await probePath(page.request, baseURL!, path)));
    }
    expect(failed).toEqual([]);
  });

  test("invalid percent-encoding and NUL in the URL are 400", async ({ request }) => {
    for (const url of ["/%E0%A4%A", "/courses?q=%zz", "/course/%zz", "/course/a%00b", "/courses?q=a%00b"]) {
      expect((await request.get(url)).status(), url).toBe(400);
    }
  });

  test("a malformed Host header is 400", async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!);
    for (const host of ["a b", "[bad", "exa mple.com:80", "x/y"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ hostname, port, path: "/courses", headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, host).toBe(400);
    }
  });

  test("methods a web Request cannot carry (TRACE, TRACK) are refused, on pages, files and the API", async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL!);
    // CONNECT never reaches the app: Node closes a CONNECT's socket when nothing listens for tunnels.
    for (const method of ["TRACE", "TRACK"]) {
      for (const path of ["/", "/courses", "/healthz", "/graphql", "/favicon.ico"]) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.request({ hostname, port, path, method }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on("error", reject);
          req.end();
        });
        // Node's parser itself refuses TRACK with a 400 before the app sees it.
        expect(status, `${method} ${path}`).toBe(method === "TRACK" ? 400 : 405);
      }
    }
  });

  test("GraphQL getDataset with a NUL in its id is BAD_USER_INPUT", async ({ request }) => {
    const response = await request.post("/graphql", {
      data: { query: "query($id: ID!) { getDataset(id: $id) { id } }", variables: { id: "a\u0000b" } },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(["BAD_USER_INPUT"]);
  });
});

test.describe("every state-changing route checks the origin", () => {
  const RESOURCE_ACTIONS = [
    "/api/set-cookie-consent",
    "/api/newsletter",
    "/api/client-errors",
    "/api/auth/session",
    "/media/avatars/x.png",
    "/data-playground/preview/ds_penguins/x",
    "/login",
  ];

  test("a cross-site Origin or Sec-Fetch-Site gets 403 on every method", async ({ request }) => {
    for (const url of RESOURCE_ACTIONS) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        const crossOrigin = await request.fetch(url, {
          method,
          maxRedirects: 0,
          headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
          data: "consent=all",
        });
        expect(crossOrigin.status(), `${method} ${url} Origin`).toBe(403);
        const crossSite = await request.fetch(url, {
          method,
          maxRedirects: 0,
          headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
          data: "consent=all",
        });
        expect(crossSite.status(), `${method} ${url} Sec-Fetch-Site`).toBe(403);
      }
    }
  });

  test("the cookie-consent endpoint still takes a same-origin choice", async ({ request, baseURL }) => {
    const response = await request.post("/api/set-cookie-consent", {
      headers: { origin: baseURL!, "sec-fetch-site": "same-origin" },
      form: { consent: "necessary" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toContain("cookie_consent=necessary");
  });

  test("GraphQL keeps its own check and the OpenID token endpoint stays open to other servers", async ({ request }) => {
    const graphql = await request.post("/graphql", {
      headers: { origin: "https://evil.example" },
      data: { query: "{ listDatasets(limit: 1) { items { id } } }" },
    });
    expect(graphql.status()).not.toBe(403);
    // Called server to server with a foreign Origin: the provider answers (a bad grant), not our 403.
    const token = await request.post("/oidc/token", {
      headers: { origin: "https://course-player.example" },
      form: { grant_type: "authorization_code", code: "nope", client_id: "course-player" },
    });
    expect(token.status()).toBeGreaterThanOrEqual(400);
    expect(token.status()).not.toBe(403);
  });
});

test.describe("headers", () => {
  test("the CSP sets base-uri 'none' and allows only our nonced style elements", async ({ request }) => {
    const csp = (await request.get("/courses")).headers()["content-security-policy"]!;
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("base-uri 'none'");
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'nonce-${nonce}'`);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    const html = await (await request.get("/courses")).text();
    for (const attrs of [...html.matchAll(/<style\b([^>]*)>/g)].map((m) => m[1]!)) expect(attrs).toMatch(/nonce="/);
  });

  test("pages, a dialog and the trailer frame render without a CSP violation", async ({ page, context, baseURL }) => {
    await dismissCookieBox(context, baseURL);
    const slug = /href="\/course\/([a-z0-9-]+)"/.exec(await (await page.request.get("/courses")).text())?.[1];
    expect(slug, "a course link on /courses").toMatch(/^[a-z0-9-]+$/);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of ["/", "/courses", "/data-playground", "/login"]) {
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
    }
    // A form checked in the browser: Zod's first parse must not probe for eval (the CSP would report it).
    await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
    await expect(
      page
        .getByRole("main")
        .getByText(/Enter your email address/i)
        .first(),
    ).toBeVisible();
    // A Radix dialog inserts its scroll-lock <style> at run time.
    await gotoHydrated(page, "/data-playground?datasetId=ds_seattle-weather");
    await page.getByTestId("dataset-drawer").getByRole("button", { name: "Preview the data" }).click();
    await expect(page.getByRole("heading", { name: "Preview: Seattle Weather" })).toBeVisible();
    expect((await page.goto(`/embed/trailers/${slug}`))?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    // Inline styles are really applied (the stylesheet was not blocked).
    await gotoHydrated(page, "/courses");
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    expect(violations).toEqual([]);
  });

  test("a signed-in viewer's pages and their .data requests are private, no-store", async ({ page }) => {
    await logIn(page, { email: "demo.subscriber@example.com", password: DEMO.password });
    for (const url of [
      "/dashboard",
      "/dashboard/projects",
      "/dashboard/projects.data",
      "/data-playground?datasetId=ds_tech-stock-prices",
      "/data-playground.data?datasetId=ds_tech-stock-prices",
      "/courses",
      "/courses.data",
    ]) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(400);
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
    }
  });
});
