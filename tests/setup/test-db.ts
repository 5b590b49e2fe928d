import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.ts";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops what the test created. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite from the migrated snapshot, or a new
 * database on the server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    return {
      ...handle,
      async destroy() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = inject("pgliteSnapshot");
  const pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  const handle = await openDatabase({ pglite });
  return { ...handle, destroy: () => handle.close() };
}
