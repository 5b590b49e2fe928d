import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A new PGlite runs initdb (about 4 s), so the suite migrates one instance once and every test
 * database starts from its dump (stack notes). On PostgreSQL each file creates its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", "");
    return;
  }
  const pglite = new PGlite();
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir("gzip");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-snapshot-"));
  const file = path.join(dir, "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
