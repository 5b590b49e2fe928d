import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { datasetFiles, datasets } from "~/db/schema/resources.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { subscriptions } from "~/db/schema/commerce.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { BadInput, Forbidden, NotFound } from "../errors.ts";
import { sessionCookie, testTokenHash, testViewerService } from "~/tests/setup/auth.ts";
import { type Viewer } from "../viewer.ts";
import {
  attachmentDisposition,
  createDatasetFileService,
  PREMIUM_SAMPLE_MAX_ROWS,
  PREVIEW_MAX_ROWS,
  type DownloadRequest,
} from "./files.ts";

async function text(stream: Readable | null): Promise<string> {
  if (!stream) throw new Error("no body");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const sfx = crypto.randomBytes(4).toString("hex");
const ids = {
  open: `ds_open_${sfx}`,
  locked: `ds_locked_${sfx}`,
  unknown: `ds_unknown_${sfx}`,
};
const CSV = "id,value\n1,alpha\n2,beta\n3,gamma\n";
const BIG_ROWS = 5000;
const bigCsv = () =>
  "id,label,double\n" + Array.from({ length: BIG_ROWS }, (_, i) => `${i},${"x".repeat(90)},${i * 2}\n`).join("");

let database: TestDatabase;
let dir: string;
let storage: FileStorage;
/** Streams handed out by storage.read, to check how much of a file was read. */
const opened: Readable[] = [];
const statCalls: string[] = [];
let service: ReturnType<typeof createDatasetFileService>;
let logLines: Record<string, unknown>[];
let member: Viewer;
let subscriber: Viewer;

async function createViewer(subscribed: boolean): Promise<Viewer> {
  const id = `files_test_user_${crypto.randomBytes(4).toString("hex")}`;
  const token = crypto.randomBytes(24).toString("base64url");
  await database.db.insert(users).values({ id, name: "Test", email: `${id}@example.com` });
  await database.db
    .insert(sessions)
    .values({ id: `s_${id}`, token: testTokenHash(token), userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  if (subscribed) {
    await database.db.insert(subscriptions).values({
      id: `sub_${id}`,
      userId: id,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
  }
  const request = new Request("http://localhost/", { headers: { cookie: sessionCookie(token) } });
  const viewer = await testViewerService(database.db).fromRequest(request);
  if (!viewer) throw new Error("test viewer not found");
  return viewer;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dataset-files-"));
  const local = createLocalStorage(dir);
  storage = {
    ...local,
    async stat(key) {
      statCalls.push(key);
      return local.stat(key);
    },
    async read(key, range) {
      const stream = await local.read(key, range);
      opened.push(stream);
      return stream;
    },
  };

  await database.db.insert(datasets).values([
    { id: ids.open, title: "Open", dateAdded: "2024-01-01", locked: false },
    { id: ids.locked, title: "Locked", dateAdded: "2024-01-01", locked: true },
    { id: ids.unknown, title: "Unknown lock", dateAdded: "2024-01-01", locked: null },
  ]);
  const file = (id: string, datasetId: string, role: "download" | "preview", fileName: string, fileType = "csv") => ({
    id,
    datasetId,
    role,
    title: fileName,
    fileName,
    fileType,
    storageKey: `datasets/${datasetId}/${id}.bin`,
  });
  const rows = [
    file(`f_open_${sfx}`, ids.open, "download", 'Données brutes "2024".csv'),
    file(`f_locked_${sfx}`, ids.locked, "download", "locked.csv"),
    file(`f_unknown_${sfx}`, ids.unknown, "download", "unknown.csv"),
    file(`f_zip_${sfx}`, ids.open, "download", "bundle.zip", "zip"),
    file(`f_gone_${sfx}`, ids.open, "download", "gone.csv"),
    file(`p_big_${sfx}`, ids.locked, "preview", "big.csv"),
    file(`p_small_${sfx}`, ids.open, "preview", "small.csv"),
    file(`p_json_${sfx}`, ids.open, "preview", "data.json", "json"),
    file(`p_empty_${sfx}`, ids.open, "preview", "empty.csv"),
    file(`p_blank_${sfx}`, ids.open, "preview", "blank.csv"),
    file(`p_binary_${sfx}`, ids.open, "preview", "image.csv"),
  ];
  await database.db.insert(datasetFiles).values(rows);
  const bodies: Record<string, Buffer> = {
    [`f_open_${sfx}`]: Buffer.from(CSV),
    [`f_locked_${sfx}`]: Buffer.from(CSV),
    [`f_unknown_${sfx}`]: Buffer.from(CSV),
    [`f_zip_${sfx}`]: Buffer.from("PK\u0003\u0004zip"),
    [`p_big_${sfx}`]: Buffer.from(bigCsv()),
    [`p_small_${sfx}`]: Buffer.from(CSV),
    [`p_json_${sfx}`]: Buffer.from('[{"a":1}]'),
    [`p_empty_${sfx}`]: Buffer.alloc(0),
    [`p_blank_${sfx}`]: Buffer.from("\uFEFF\n\r\n\n"),
    [`p_binary_${sfx}`]: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
  };
  for (const row of rows) {
    const body = bodies[row.id];
    if (body) await local.write(row.storageKey, body);
  }

  member = await createViewer(false);
  subscriber = await createViewer(true);
  expect(member.isSubscriber).toBe(false);
  expect(subscriber.isSubscriber).toBe(true);
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  opened.length = 0;
  statCalls.length = 0;
  const { logger, lines } = createTestLogger();
  logLines = lines;
  service = createDatasetFileService({ db: database.db, storage, logger });
});

const download = (datasetId: string, fileId: string, extra: Partial<DownloadRequest> = {}) =>
  service.openDownload({ datasetId, fileId, viewer: null, ...extra });

describe("downloads: the premium lock", () => {
  it.each([
    ["locked", ids.locked, `f_locked_${sfx}`],
    ["unknown-lock", ids.unknown, `f_unknown_${sfx}`],
  ])("refuses a %s file to visitors and non-subscribers with 403", async (_, datasetId, fileId) => {
    for (const viewer of [null, member]) {
      const attempt = download(datasetId, fileId, { viewer });
      await expect(attempt).rejects.toBeInstanceOf(Forbidden);
      await expect(download(datasetId, fileId, { viewer })).rejects.toThrow(
        "Premium data sets are available for Maven subscribers only.",
      );
    }
    expect(opened).toHaveLength(0);
  });

  it.each([
    ["locked", ids.locked, `f_locked_${sfx}`],
    ["unknown-lock", ids.unknown, `f_unknown_${sfx}`],
  ])("serves a %s file to a subscriber, never to shared caches", async (_, datasetId, fileId) => {
    const result = await download(datasetId, fileId, { viewer: subscriber });
    expect(result.status).toBe(200);
    expect(result.headers["Cache-Control"]).toBe("private, no-store, no-transform");
    expect(await text(result.body)).toBe(CSV);
  });

  it("serves an open file to everyone, cacheable, with the headers of a download", async () => {
    for (const viewer of [null, member, subscriber]) {
      const result = await download(ids.open, `f_open_${sfx}`, { viewer });
      expect(result.status).toBe(200);
      expect(await text(result.body)).toBe(CSV);
      expect(result.headers).toMatchObject({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Length": String(CSV.length),
        "Accept-Ranges": "bytes",
        "Cache-Control": "public, max-age=3600, no-transform",
        ETag: expect.stringMatching(/^"[^"]+"$/),
        "Last-Modified": expect.stringMatching(/ GMT$/),
        "Content-Disposition":
          "attachment; filename=\"Donnees brutes _2024_.csv\"; filename*=UTF-8''Donn%C3%A9es%20brutes%20%222024%22.csv",
      });
    }
  });

  it("types a non-CSV file as application/octet-stream or its own type", async () => {
    const result = await download(ids.open, `f_zip_${sfx}`);
    expect(result.headers["Content-Type"]).toBe("application/zip");
    result.body?.destroy();
  });

  it("answers HEAD with the same headers and opens no stream", async () => {
    const result = await download(ids.open, `f_open_${sfx}`, { headOnly: true });
    expect(result).toMatchObject({ status: 200, body: null });
    expect(result.headers["Content-Length"]).toBe(String(CSV.length));
    expect(opened).toHaveLength(0);
  });
});

describe("downloads: ids from the URL", () => {
  it.each([
    ["../etc/passwd", `f_open_${sfx}`],
    [ids.open, `../f_open_${sfx}`],
    [ids.open, "..%2Ff_open"],
    [ids.open, "%2e%2e%2f%2e%2e%2fetc%2fpasswd"],
    [ids.open, "..\\..\\x"],
    [ids.open, `f_open_${sfx}/`],
    [ids.open, ""],
    [ids.open, "x".repeat(81)],
    [ids.open, "f_open\u0000"],
    [ids.open, `F_OPEN_${sfx.toUpperCase()}`],
    [ids.locked, `f_open_${sfx}`],
    [ids.open, `p_small_${sfx}`],
    ["ds_missing", "f_missing"],
  ])("answers 404 for dataset %j and file %j, touching no storage", async (datasetId, fileId) => {
    await expect(download(datasetId, fileId, { viewer: subscriber })).rejects.toBeInstanceOf(NotFound);
    expect(statCalls).toHaveLength(0);
  });

  it.each([[42], [null], [undefined], [["f_open"]], [{ id: "f_open" }], [true]])(
    "answers 404 for an id of the wrong type: %j",
    async (value) => {
      await expect(service.openDownload({ datasetId: ids.open, fileId: value, viewer: null })).rejects.toBeInstanceOf(
        NotFound,
      );
      await expect(service.openDownload({ datasetId: value, fileId: `f_open_${sfx}`, viewer: null })).rejects.toThrow(
        NotFound,
      );
    },
  );

  it("answers 404 and logs when the database row has no stored object", async () => {
    await expect(download(ids.open, `f_gone_${sfx}`)).rejects.toBeInstanceOf(NotFound);
    expect(logLines.some((l) => l.msg === "data set file missing from storage")).toBe(true);
  });
});

describe("downloads: ranges and conditional requests", () => {
  const fileId = `f_open_${sfx}`;

  it("serves one byte range with 206", async () => {
    const first = await download(ids.open, fileId, { range: "bytes=0-7" });
    expect(first.status).toBe(206);
    expect(first.headers["Content-Range"]).toBe(`bytes 0-7/${CSV.length}`);
    expect(first.headers["Content-Length"]).toBe("8");
    expect(await text(first.body)).toBe("id,value");

    const rest = await download(ids.open, fileId, { range: "bytes=9-" });
    expect(rest.headers["Content-Range"]).toBe(`bytes 9-${CSV.length - 1}/${CSV.length}`);
    expect(await text(rest.body)).toBe(CSV.slice(9));

    const suffix = await download(ids.open, fileId, { range: "bytes=-6" });
    expect(await text(suffix.body)).toBe("gamma\n");
  });

  it("answers 416 for a range past the end, with the size", async () => {
    for (const range of [`bytes=${CSV.length}-`, "bytes=100000-200000", "bytes=-0"]) {
      const result = await download(ids.open, fileId, { range });
      expect(result.status, range).toBe(416);
      expect(result.headers["Content-Range"]).toBe(`bytes */${CSV.length}`);
      expect(result.body).toBeNull();
    }
    expect(opened).toHaveLength(0);
  });

  it("serves the whole file for an invalid or multiple range", async () => {
    for (const range of ["bytes=5-2", "bytes=a-b", "bytes=0-1,4-5", "lines=1-2"]) {
      const result = await download(ids.open, fileId, { range });
      expect(result.status, range).toBe(200);
      expect(await text(result.body)).toBe(CSV);
    }
  });

  it("honours If-Range: the range when the validator matches, the whole file when it changed", async () => {
    const { headers } = await download(ids.open, fileId, { headOnly: true });
    const matching = await download(ids.open, fileId, { range: "bytes=0-1", ifRange: headers.ETag });
    expect(matching.status).toBe(206);
    matching.body?.destroy();
    const stale = await download(ids.open, fileId, { range: "bytes=0-1", ifRange: '"stale"' });
    expect(stale.status).toBe(200);
    expect(await text(stale.body)).toBe(CSV);
  });

  it("answers 304 when If-None-Match or If-Modified-Since says the client has it", async () => {
    const { headers } = await download(ids.open, fileId, { headOnly: true });
    const cached = await download(ids.open, fileId, { ifNoneMatch: headers.ETag });
    expect(cached).toEqual({
      status: 304,
      body: null,
      headers: {
        ETag: headers.ETag,
        "Last-Modified": headers["Last-Modified"],
        "Cache-Control": "public, max-age=3600, no-transform",
      },
    });
    expect((await download(ids.open, fileId, { ifNoneMatch: `W/${headers.ETag}, "x"` })).status).toBe(304);
    expect((await download(ids.open, fileId, { ifModifiedSince: headers["Last-Modified"] })).status).toBe(304);
    expect(opened).toHaveLength(0);

    const changed = await download(ids.open, fileId, { ifNoneMatch: '"other"' });
    expect(changed.status).toBe(200);
    changed.body?.destroy();
  });

  it("checks the lock before answering 304 for a locked file", async () => {
    const { headers } = await download(ids.locked, `f_locked_${sfx}`, { viewer: subscriber, headOnly: true });
    await expect(download(ids.locked, `f_locked_${sfx}`, { ifNoneMatch: headers.ETag })).rejects.toBeInstanceOf(
      Forbidden,
    );
  });
});

describe("previews", () => {
  it(`returns the header and ${PREVIEW_MAX_ROWS} records of a ${BIG_ROWS}-row file, reading only part of it`, async () => {
    // A subscriber's preview of a locked data set is read like an open one.
    const preview = await service.openPreview({ datasetId: ids.locked, fileId: `p_big_${sfx}`, viewer: subscriber });
    expect(preview.rows).toBe(PREVIEW_MAX_ROWS);
    expect(preview.truncated).toBe(true);
    const lines = preview.text.split("\n");
    expect(lines[0]).toBe("id,label,double");
    expect(lines).toHaveLength(PREVIEW_MAX_ROWS + 2); // header, records, "" after the last line break
    expect(lines[PREVIEW_MAX_ROWS]).toMatch(new RegExp(`^${PREVIEW_MAX_ROWS - 1},x+,${(PREVIEW_MAX_ROWS - 1) * 2}$`));

    const stream = opened[0] as fs.ReadStream;
    const fileSize = Buffer.byteLength(bigCsv());
    expect(stream.bytesRead).toBeGreaterThan(0);
    expect(stream.bytesRead).toBeLessThan(fileSize / 2);
    expect(stream.destroyed).toBe(true);
  });

  it("gives a visitor or a learner without a plan a bounded sample of a locked data set's file", async () => {
    for (const viewer of [null, member]) {
      const preview = await service.openPreview({ datasetId: ids.locked, fileId: `p_big_${sfx}`, viewer });
      expect(preview).toMatchObject({ rows: PREMIUM_SAMPLE_MAX_ROWS, truncated: true, sample: true, locked: true });
      expect(preview.text.split("\n")).toHaveLength(PREMIUM_SAMPLE_MAX_ROWS + 2);
    }
  });

  it("returns a small file whole, not truncated", async () => {
    expect(await service.openPreview({ datasetId: ids.open, fileId: `p_small_${sfx}`, viewer: null })).toEqual({
      text: CSV,
      rows: 3,
      truncated: false,
      sample: false,
      locked: false,
    });
  });

  it("refuses a preview that is not CSV", async () => {
    for (const fileId of [`p_json_${sfx}`, `p_binary_${sfx}`]) {
      const attempt = service.openPreview({ datasetId: ids.open, fileId, viewer: null });
      await expect(attempt).rejects.toBeInstanceOf(BadInput);
      await expect(service.openPreview({ datasetId: ids.open, fileId, viewer: null })).rejects.toThrow(
        "This preview is not a CSV file",
      );
    }
  });

  it("refuses an empty preview file, or one of blank lines", async () => {
    for (const fileId of [`p_empty_${sfx}`, `p_blank_${sfx}`]) {
      await expect(service.openPreview({ datasetId: ids.open, fileId, viewer: null })).rejects.toThrow(
        "The preview file is empty",
      );
    }
  });

  it("answers 404 for bad ids, another data set's preview, a download file or a wrong type", async () => {
    for (const [datasetId, fileId] of [
      [ids.open, "../p_small"],
      [ids.open, "%2e%2e%2fp_small"],
      [ids.locked, `p_small_${sfx}`],
      [ids.open, `f_open_${sfx}`],
      [ids.open, 7],
      [undefined, `p_small_${sfx}`],
    ] as const) {
      await expect(service.openPreview({ datasetId, fileId, viewer: null })).rejects.toBeInstanceOf(NotFound);
    }
  });
});

describe("attachmentDisposition", () => {
  it("keeps only a safe file name, whatever the database holds", () => {
    expect(attachmentDisposition("cars.csv")).toBe(`attachment; filename="cars.csv"; filename*=UTF-8''cars.csv`);
    expect(attachmentDisposition("../../etc/passwd")).toBe(`attachment; filename="passwd"; filename*=UTF-8''passwd`);
    expect(attachmentDisposition("a\\b\r\n.csv")).toBe(`attachment; filename="b.csv"; filename*=UTF-8''b.csv`);
    expect(attachmentDisposition("数据.csv", "f_1")).toBe(
      `attachment; filename="f_1.csv"; filename*=UTF-8''%E6%95%B0%E6%8D%AE.csv`,
    );
    expect(attachmentDisposition("..", "f_1")).toBe(`attachment; filename="f_1"; filename*=UTF-8''f_1`);
    expect(attachmentDisposition("x;y=%41'.csv")).toBe(
      `attachment; filename="x_y_41_.csv"; filename*=UTF-8''x%3By%3D%2541%27.csv`,
    );
    expect(attachmentDisposition("😀".repeat(300)).length).toBeLessThan(3000);
  });
});
