// The download route on S3 storage (s3rver in this process): after the same access checks as a
// streamed download, a GET is a 302 to a short-lived presigned URL (decision 024); a visitor still
// gets 403 for a premium file and no URL. Previews keep reading through the server.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREMIUM_DATASET_MESSAGE } from "~/core/dataset-access.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { subscriptions } from "~/db/schema/commerce.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createS3Storage } from "~/db/storage/s3.ts";
import { DOWNLOAD_URL_EXPIRES_S } from "~/server/domain/datasets/files.ts";
import { sessionCookie, testTokenHash } from "~/tests/setup/auth.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import { startTestS3, type TestS3 } from "~/tests/setup/s3rver.ts";
import { loader as downloadLoader } from "./dataset-download.ts";
import { loader as previewLoader } from "./dataset-preview.ts";

const LOCKED = { datasetId: "ds_tech-stock-prices", fileId: "dsf_stocks" };
const OPEN = { datasetId: "ds_penguins", fileId: "dsf_penguins" };

let s3: TestS3;
let app: RouteTestApp;
const tokens = { subscriber: "", member: "" };

async function createUser(kind: keyof typeof tokens): Promise<string> {
  const id = `s3_route_test_${kind}_${crypto.randomBytes(4).toString("hex")}`;
  const token = crypto.randomBytes(24).toString("base64url");
  const hour = 3_600_000;
  await app.database.db.insert(users).values({ id, name: kind, email: `${id}@example.com` });
  await app.database.db.insert(sessions).values({
    id: `s_${id}`,
    token: testTokenHash(token),
    userId: id,
    expiresAt: new Date(Date.now() + hour),
  });
  if (kind === "subscriber") {
    await app.database.db.insert(subscriptions).values({
      id: `sub_${id}`,
      userId: id,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 24 * hour),
    });
  }
  return token;
}

beforeAll(async () => {
  s3 = await startTestS3("dataset-files");
  app = await createRouteTestApp("dataset-routes-s3-", { storage: createS3Storage(s3.options({ prefix: "test" })) });
  await seedDatabase(app.database.db, { storage: app.storage });
  for (const kind of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[kind] = await createUser(kind);
}, 60_000);
afterAll(async () => {
  await app?.destroy();
  await s3?.close();
});

async function call(
  loader: typeof downloadLoader | typeof previewLoader,
  kind: "files" | "preview",
  { datasetId, fileId }: { datasetId: string; fileId: string },
  { token, method = "GET" }: { token?: string; method?: string } = {},
): Promise<Response> {
  const request = new Request(`http://localhost/data-playground/${kind}/${datasetId}/${fileId}`, {
    method,
    headers: token ? { cookie: sessionCookie(token) } : {},
  });
  const context = await app.contextFor(request);
  return (loader as unknown as (args: object) => Promise<Response>)({
    request,
    params: { datasetId, fileId },
    context,
  });
}

describe("download route on S3 storage", () => {
  it("redirects a subscriber to a short-lived presigned URL for a premium file, never cached", async () => {
    const response = await call(downloadLoader, "files", LOCKED, { token: tokens.subscriber });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.body).toBeNull();
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toMatch(
      new RegExp(`^${s3.options().endpoint}/dataset-files/test/datasets/`),
    );
    expect(location.searchParams.get("X-Amz-Expires")).toBe(String(DOWNLOAD_URL_EXPIRES_S));

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain('attachment; filename="stocks.csv"');
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect((await file.text()).split("\n", 1)[0]).toBe("symbol,date,price");
  });

  it("refuses a visitor and a member without a subscription with 403 and no URL", async () => {
    for (const token of [undefined, tokens.member]) {
      const response = await call(downloadLoader, "files", LOCKED, { token });
      expect(response.status, `token ${token}`).toBe(403);
      expect(response.headers.get("location")).toBeNull();
      expect((await response.text()).trim()).toBe(PREMIUM_DATASET_MESSAGE);
    }
  });

  it("redirects a visitor for an open file, and answers HEAD from the server", async () => {
    const response = await call(downloadLoader, "files", OPEN);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const file = await fetch(response.headers.get("location")!);
    expect((await file.text()).startsWith("Species,")).toBe(true);

    // A presigned URL is signed for GET only, so HEAD keeps its headers from here.
    const head = await call(downloadLoader, "files", OPEN, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("location")).toBeNull();
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(100);
  });

  it("keeps previews on the server: a visitor's preview of a premium file is a sample, not a redirect", async () => {
    const response = await call(previewLoader, "preview", { datasetId: LOCKED.datasetId, fileId: "dsp_stocks" });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect((await response.text()).split("\n", 1)[0]).toBe("symbol,date,price");
  });

  it("answers 404, not a redirect, when the file is missing from the bucket", async () => {
    const [row] = await app.database.db.query.datasetFiles.findMany({
      where: (files, { eq }) => eq(files.id, OPEN.fileId),
      limit: 1,
    });
    await app.storage.delete(row!.storageKey);
    const response = await call(downloadLoader, "files", OPEN);
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    await response.text();
  });
});
