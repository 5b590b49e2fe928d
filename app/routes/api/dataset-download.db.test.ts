// The download and preview routes as the server calls them (a Request and the app context), on a
// seeded database and file storage: the visitor/subscriber checks the e2e suite cannot make,
// because it has no way to create a signed-in subscriber while the app holds its database.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/db/seed/seed.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { subscriptions } from "~/db/schema/commerce.ts";
import { PREMIUM_DATASET_MESSAGE } from "~/core/dataset-access.ts";
import { sessionCookie, testTokenHash } from "~/tests/setup/auth.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import { loader as downloadLoader } from "./dataset-download.ts";
import { loader as previewLoader } from "./dataset-preview.ts";

const LOCKED = { datasetId: "ds_tech-stock-prices", fileId: "dsf_stocks" };
const UNKNOWN_LOCK = { datasetId: "ds_cars", fileId: "dsf_cars" };
const OPEN = { datasetId: "ds_penguins", fileId: "dsf_penguins" };

let app: RouteTestApp;
let database: RouteTestApp["database"];
const tokens = { subscriber: "", member: "", lapsed: "", expiredSession: "" };

async function createUser(kind: keyof typeof tokens): Promise<string> {
  const id = `route_test_${kind}_${crypto.randomBytes(4).toString("hex")}`;
  const token = crypto.randomBytes(24).toString("base64url");
  const hour = 3_600_000;
  await database.db.insert(users).values({ id, name: kind, email: `${id}@example.com` });
  await database.db.insert(sessions).values({
    id: `s_${id}`,
    token: testTokenHash(token),
    userId: id,
    expiresAt: new Date(Date.now() + (kind === "expiredSession" ? -hour : hour)),
  });
  if (kind !== "member") {
    await database.db.insert(subscriptions).values({
      id: `sub_${id}`,
      userId: id,
      // A lapsed plan: the provider ended it when its period ran out (core/entitlement.ts).
      status: kind === "lapsed" ? "canceled" : "active",
      currentPeriodEnd: new Date(Date.now() + (kind === "lapsed" ? -hour : 24 * hour)),
    });
  }
  return token;
}

beforeAll(async () => {
  app = await createRouteTestApp("dataset-routes-");
  ({ database } = app);
  await seedDatabase(database.db, { storage: app.storage });
  for (const kind of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[kind] = await createUser(kind);
});
afterAll(async () => {
  await app?.destroy();
});

/** A route loader, called the way React Router calls it (its generated argument type differs per route). */
type RouteLoader = (args: never) => Promise<Response>;

function call(
  loader: RouteLoader,
  kind: "files" | "preview",
  { datasetId, fileId }: { datasetId: string; fileId: string },
  { token, headers = {}, method = "GET" }: { token?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<Response> {
  const url = `http://localhost/data-playground/${kind}/${datasetId}/${fileId}`;
  const request = new Request(url, {
    method,
    headers: { ...headers, ...(token ? { cookie: sessionCookie(token) } : {}) },
  });
  return app
    .contextFor(request)
    .then((context) =>
      (loader as unknown as (args: object) => Promise<Response>)({ request, params: { datasetId, fileId }, context }),
    );
}

const download = (file: { datasetId: string; fileId: string }, options?: Parameters<typeof call>[3]) =>
  call(downloadLoader, "files", file, options);
const preview = (file: { datasetId: string; fileId: string }) => call(previewLoader, "preview", file);

describe("download route: the premium lock", () => {
  it.each([
    ["a locked", LOCKED],
    ["an unknown-lock", UNKNOWN_LOCK],
  ])("refuses %s file to visitors and non-subscribers with 403 and the premium message", async (_, file) => {
    for (const token of [undefined, tokens.member, tokens.lapsed, tokens.expiredSession, "not-a-real-session-token"]) {
      const response = await download(file, { token });
      expect(response.status, `token ${token}`).toBe(403);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-disposition")).toBeNull();
      expect((await response.text()).trim()).toBe(PREMIUM_DATASET_MESSAGE);
    }
  });

  it.each([
    ["a locked", LOCKED, "stocks.csv"],
    ["an unknown-lock", UNKNOWN_LOCK, "cars.csv"],
  ])("serves %s file to a subscriber, privately", async (_, file, name) => {
    const response = await download(file, { token: tokens.subscriber });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`attachment; filename="${name}"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    const body = await response.text();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(body));
    expect(body.split("\n", 1)[0]).toContain(",");
  });

  it("serves an open file to visitors, cacheable", async () => {
    const response = await download(OPEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain('attachment; filename="penguins.csv"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600, no-transform");
    expect((await response.text()).startsWith("Species,")).toBe(true);
  });
});

describe("download route: ranges and validators", () => {
  it("answers a range with 206, a range past the end with 416, a known ETag with 304", async () => {
    const whole = await download(OPEN, { method: "HEAD" });
    const size = Number(whole.headers.get("content-length"));
    const etag = whole.headers.get("etag")!;
    expect(size).toBeGreaterThan(100);
    expect(etag).toMatch(/^"[^"]+"$/);

    const partial = await download(OPEN, { headers: { range: "bytes=0-6" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(`bytes 0-6/${size}`);
    expect(await partial.text()).toBe("Species");

    const past = await download(OPEN, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
    await past.text();

    const cached = await download(OPEN, { headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);
    expect(cached.body).toBeNull();
  });

  it("lets a subscriber resume a locked download, and a visitor still gets 403 with a range", async () => {
    const partial = await download(LOCKED, { token: tokens.subscriber, headers: { range: "bytes=0-5" } });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe("symbol");
    expect((await download(LOCKED, { headers: { range: "bytes=0-5" } })).status).toBe(403);
  });

  it("answers 404 for unknown or mismatched ids", async () => {
    for (const file of [
      { datasetId: "ds_missing", fileId: "dsf_stocks" },
      { datasetId: "ds_penguins", fileId: "dsf_stocks" },
      { datasetId: "ds_penguins", fileId: "dsp_penguins" },
      { datasetId: "ds_penguins", fileId: "..%2Fdsf_penguins" },
    ]) {
      const response = await download(file, { token: tokens.subscriber });
      expect(response.status, JSON.stringify(file)).toBe(404);
      await response.text();
    }
  });
});

describe("preview route", () => {
  it("serves the preview of a locked data set to everyone", async () => {
    const response = await preview({ datasetId: LOCKED.datasetId, fileId: "dsp_stocks" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await response.text()).split("\n", 1)[0]).toBe("symbol,date,price");
  });

  it("answers 404 for a download file id", async () => {
    const response = await preview(OPEN);
    expect(response.status).toBe(404);
    await response.text();
  });
});
