// Issue 20, "queries never hang" and one outage answer everywhere: the app (pages through React
// Router, .data requests, GraphQL, /healthz) on a PostgreSQL pool pointed at a closed port. Pages
// answer 503 with Retry-After and no stack trace, a signed-in request is not sent to /login, GraphQL
// answers 503 with UNAVAILABLE, /healthz 503, and every answer comes within the connect timeout.
// The app and its routes are loaded through Vite, as `npm run dev` does, in production mode.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as ExpressServer from "~/app/express.server.ts";
import type * as Client from "~/db/client.ts";
import type * as LocalStorage from "~/db/storage/local.ts";
import type * as EnvModule from "~/server/env.ts";
import type * as ServicesModule from "~/server/services.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { sessionCookie, TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";

const CONNECT_TIMEOUT_MS = 1_000;
let vite: ViteDevServer;
let base = "";
const logs = createTestLogger();
/** A well-signed session cookie: its lookup needs the database. */
const SIGNED_IN = { cookie: sessionCookie("a-session-token-the-database-would-know") };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let modules: {
  createHttpApp: typeof ExpressServer.createHttpApp;
  parseEnv: typeof EnvModule.parseEnv;
  createServices: typeof ServicesModule.createServices;
  openDatabase: typeof Client.openDatabase;
  createLocalStorage: typeof LocalStorage.createLocalStorage;
};
const servers: Server[] = [];

/** The app on a database at `databaseUrl`, listening on a free loopback port; returns its base URL. */
async function startApp(databaseUrl: string): Promise<string> {
  const { createHttpApp, parseEnv, createServices, openDatabase, createLocalStorage } = modules;
  const env = parseEnv({
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    OIDC_CLIENTS: "[]",
  });
  const database = await openDatabase({ databaseUrl: env.databaseUrl!, timeouts: env.databaseTimeouts });
  const services = createServices({
    database,
    storage: createLocalStorage(path.join(os.tmpdir(), "outage-test-files-unused")),
    env,
    logger: logs.logger,
    authSecret: TEST_AUTH_SECRET,
  });
  const app = createHttpApp({
    env,
    logger: logs.logger,
    services,
    viteDevServer: vite,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  });
  const listening = app.listen(0, "127.0.0.1");
  servers.push(listening);
  await new Promise((resolve) => listening.once("listening", resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
  });
  const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
  modules = {
    createHttpApp: (await load<typeof ExpressServer>("/app/express.server.ts")).createHttpApp,
    parseEnv: (await load<typeof EnvModule>("/server/env.ts")).parseEnv,
    createServices: (await load<typeof ServicesModule>("/server/services.ts")).createServices,
    openDatabase: (await load<typeof Client>("/db/client.ts")).openDatabase,
    createLocalStorage: (await load<typeof LocalStorage>("/db/storage/local.ts")).createLocalStorage,
  };
  base = await startApp(`postgres://nobody@127.0.0.1:${await closedPort()}/app`);
  // Vite transforms the routes on first use: that time is not the app's.
  await fetch(`${base}/courses`).then((r) => r.text());
  await fetch(`${base}/dashboard`, { headers: SIGNED_IN }).then((r) => r.text());
}, 120_000);

afterAll(async () => {
  for (const listening of servers) listening.close();
  await vite?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${base}${url}`, { headers, redirect: "manual" });
  return { response, body: await response.text(), ms: Date.now() - started };
}

describe("during a database outage", () => {
  it("pages and their .data requests answer 503 with Retry-After, without a stack trace", async () => {
    for (const url of ["/courses", "/courses.data", "/data-playground", "/dashboard", "/dashboard.data"]) {
      for (const headers of [{}, SIGNED_IN]) {
        const { response, body, ms } = await get(url, headers);
        const label = `${url} ${headers === SIGNED_IN ? "signed in" : "visitor"}`;
        if (url.startsWith("/dashboard") && headers !== SIGNED_IN) {
          // A visitor is sent to log in (202 is a .data request's redirect) without asking the database.
          expect([302, 202], label).toContain(response.status);
          continue;
        }
        // Signed in: never a redirect to /login, which would drop the session for an outage.
        expect(response.status, label).toBe(503);
        expect(response.headers.get("retry-after"), label).toBe("5");
        // A stack frame's file and line, not a URL the page links (fonts are served from node_modules in development).
        expect(body, label).not.toMatch(/\bat \S+ \(|node_modules\/\S*\.[cm]?js:\d|ECONNREFUSED|\.ts:\d/);
        expect(ms, label).toBeLessThan(CONNECT_TIMEOUT_MS * 5);
      }
    }
  }, 120_000);

  it("a newsletter sign-up answers 503 with Retry-After, not 502", async () => {
    const response = await fetch(`${base}/api/newsletter`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: "email=ada%40example.com",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("/healthz answers 503", async () => {
    const { response, body } = await get("/healthz");
    expect(response.status).toBe(503);
    expect(body).not.toMatch(/ECONNREFUSED|\bat \S+ \(/);
  });

  it("GraphQL answers 503 with the code UNAVAILABLE", async () => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ listDatasets(limit: 1) { items { id } } }" }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(["UNAVAILABLE"]);
  });
});

describe("a client that leaves before its answer", () => {
  let blackhole: net.Server;
  let silentBase = "";
  beforeAll(async () => {
    // A database address that accepts connections and never answers: each query waits for the
    // connect timeout, long enough for the client to give up first.
    blackhole = net.createServer(() => {});
    await new Promise<void>((resolve) => blackhole.listen(0, "127.0.0.1", () => resolve()));
    silentBase = await startApp(`postgres://nobody@127.0.0.1:${(blackhole.address() as AddressInfo).port}/app`);
  });
  afterAll(() => {
    blackhole.close();
  });

  it("is logged as such, not as a server error", async () => {
    const logged = logs.lines.length;
    const request = fetch(`${silentBase}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ listDatasets(limit: 1) { items { id } } }" }),
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toThrow();
    await expect
      .poll(() => logs.lines.slice(logged).some((l) => l.msg === "client left"), { timeout: 10_000 })
      .toBe(true);
    const after = logs.lines.slice(logged);
    expect(after.find((l) => l.msg === "client left")).toMatchObject({
      level: 30,
      path: "/graphql",
      reason: expect.stringMatching(/^AbortError: /),
    });
    expect(after.filter((l) => l.msg === "server error")).toEqual([]);
  });
});
