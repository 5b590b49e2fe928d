// Issue 20: `npm run db:seed` (and db:reset, which seeds the same way) writes the data set files too,
// and db:migrate migrates; run as a developer runs them, on a PGlite directory of their own.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { datasetFileSeed } from "~/db/seed/content/datasets.ts";
import { datasetStorageKey } from "~/db/seed/seed.ts";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-scripts-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  ENV_FILE: "",
  DATABASE_URL: "",
  PGLITE_DIR: path.join(dir, "pglite"),
  STORAGE_DIR: path.join(dir, "files"),
};
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tsx = (script: string) =>
  run(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), script], { env, timeout: 170_000 });

const stored = () =>
  datasetFileSeed.filter((f) => fs.existsSync(path.join(env.STORAGE_DIR, datasetStorageKey(f.datasetId, f.fileName))));

describe("database scripts", () => {
  it("db:migrate migrates, then db:seed seeds the rows and writes every data set file", async () => {
    expect((await tsx("scripts/db-migrate.ts")).stdout).toContain("Migrated the pglite database.");
    expect(stored()).toEqual([]);
    expect((await tsx("scripts/db-seed.ts")).stdout).toContain("Seeded the pglite database");
    expect(stored()).toHaveLength(datasetFileSeed.length);
  }, 180_000);
});
