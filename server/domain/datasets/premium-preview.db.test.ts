// Issue 20: premium data is never readable by a non-subscriber through any route. Every preview
// file of every locked data set of the seed, asked for by a visitor, is a bounded sample: at most
// PREMIUM_SAMPLE_MAX_ROWS records and at most PREMIUM_SAMPLE_MAX_SHARE of the file's records, the
// file's own first lines; a subscriber gets the ordinary preview.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/core/csv.ts";
import { isLocked } from "~/core/dataset-access.ts";
import { datasetFiles, datasets } from "~/db/schema/resources.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import {
  createDatasetFileService,
  PREMIUM_SAMPLE_MAX_ROWS,
  premiumSampleRows,
  PREMIUM_SAMPLE_MAX_SHARE,
  PREVIEW_MAX_ROWS,
} from "./files.ts";

let database: TestDatabase;
let dir: string;
let storage: ReturnType<typeof createLocalStorage>;
let service: ReturnType<typeof createDatasetFileService>;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "premium-preview-"));
  storage = createLocalStorage(dir);
  await seedDatabase(database.db, { storage });
  service = createDatasetFileService({ db: database.db, storage, logger: createTestLogger().logger });
});
afterAll(async () => {
  await database?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("previews of premium data sets", () => {
  it("are a bounded sample for every file of every locked data set of the seed", async () => {
    const rows = await database.db
      .select({
        datasetId: datasets.id,
        locked: datasets.locked,
        fileId: datasetFiles.id,
        key: datasetFiles.storageKey,
      })
      .from(datasetFiles)
      .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
      .where(eq(datasetFiles.role, "preview"));
    const locked = rows.filter((row) => isLocked(row.locked));
    expect(locked.length).toBeGreaterThanOrEqual(3);
    for (const file of locked) {
      const whole = await text(await storage.read(file.key));
      const records = parseCsv(whole, { maxRows: Number.MAX_SAFE_INTEGER }).rows.length;
      const label = `${file.datasetId}/${file.fileId} (${records} records)`;

      const sample = await service.openPreview({ datasetId: file.datasetId, fileId: file.fileId, viewer: null });
      expect(sample.sample, label).toBe(true);
      expect(sample.rows, label).toBeLessThanOrEqual(PREMIUM_SAMPLE_MAX_ROWS);
      expect(sample.rows, label).toBeLessThanOrEqual(Math.floor(records * PREMIUM_SAMPLE_MAX_SHARE));
      // As large as the rule allows, however far into the file the count had to go.
      expect(sample.rows, label).toBe(premiumSampleRows(records));
      expect(sample.truncated, label).toBe(records > sample.rows);
      // The text holds no more than it says: its own records, counted again.
      expect(parseCsv(sample.text, { maxRows: Number.MAX_SAFE_INTEGER }).rows.length, label).toBe(sample.rows);
      expect(whole.replace(/^\uFEFF/, "").startsWith(sample.text), label).toBe(true);

      const full = await service.openPreview({
        datasetId: file.datasetId,
        fileId: file.fileId,
        viewer: { isSubscriber: true },
      });
      expect(full.sample, label).toBe(false);
      expect(full.rows, label).toBe(Math.min(records, PREVIEW_MAX_ROWS));
    }
  });
});
