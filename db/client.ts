import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./lock.ts";
import { PGliteWorkerProxy } from "./pglite-proxy.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback gets: what a step that must commit with others takes. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A raw statement's rows (node-postgres and PGlite both answer `{ rows }`). */
export async function selectRows<T = Record<string, unknown>>(db: Database | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** One round trip; rejects when the database does not answer in time. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Migrates under the migration lock; `whileLocked` (the start's seed) runs before the lock is let
   * go, so servers started at once seed one after the other and the later ones find nothing to do.
   */
  migrate(whileLocked?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** How long a PostgreSQL statement, a lock wait and a new connection may take (issue 20: no query hangs). */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  connectMs: number;
}
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 5_000, lockMs: 3_000, connectMs: 3_000 };

export type DatabaseOptions =
  | { databaseUrl: string; onPoolError?: (error: Error) => void; timeouts?: DatabaseTimeouts }
  | { pgliteDir: string }
  | { pglite: PGlite };

/** The committed migrations, found from this file whether it runs from source or from the build. */
export function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, "migrations"), path.join(dir, "db", "migrations")]) {
      if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("db/migrations not found above " + import.meta.url);
    dir = parent;
  }
}

/**
 * The advisory lock key every app server takes before migrating (issue 20): servers started at once
 * on an empty database migrate one after the other, and the later ones find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 2026_1120_0001;

/** Runs calls one at a time, in order (PGlite: one connection, where an advisory lock is re-entrant). */
function serialized(
  run: (whileLocked?: () => Promise<void>) => Promise<void>,
): (whileLocked?: () => Promise<void>) => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  return (whileLocked) => {
    const next = tail.then(() => run(whileLocked));
    tail = next.catch(() => undefined);
    return next;
  };
}

/** Migrates on a connection of its own that holds the advisory lock, with no statement timeout. */
async function migratePostgres(
  databaseUrl: string,
  migrationsFolder: string,
  whileLocked?: () => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Waiting for another server's migration, or a long migration, is not a hung query.
    await client.query("set statement_timeout = 0; set lock_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
      await whileLocked?.();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsDir();

  if ("databaseUrl" in options) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: 10_000,
      // Server side: a statement or a lock wait past its limit is cancelled (57014, 55P03) ...
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.statementMs * 2,
      // ... and client side, for a server that no longer answers at all (a network partition).
      query_timeout: timeouts.statementMs + 1_000,
    });
    // Without a listener an idle client's error (server restart) would crash the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: (timeoutMs = 2_000) =>
        withTimeout(
          pool.query("select 1").then(() => undefined),
          timeoutMs,
        ),
      migrate: serialized((whileLocked) => migratePostgres(options.databaseUrl, migrationsFolder, whileLocked)),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  let release = () => {};
  if ("pglite" in options) {
    // In this thread (tests start each database from a snapshot).
    client = options.pglite;
  } else {
    // The app's path: PGlite runs in a worker thread so queries never block requests (decision 025);
    // the lock file stays with this process.
    release = acquireDataDirLock(options.pgliteDir);
    let proxy: PGliteWorkerProxy | undefined;
    try {
      // PGlite does not create parent directories (stack notes).
      fs.mkdirSync(options.pgliteDir, { recursive: true });
      proxy = new PGliteWorkerProxy({ dataDir: options.pgliteDir });
      await proxy.waitReady;
      client = proxy.asPGlite();
    } catch (error) {
      await proxy?.close().catch(() => undefined);
      release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        db.execute(sql`select 1`).then(() => undefined),
        timeoutMs,
      ),
    migrate: serialized(async (whileLocked) => {
      await migratePglite(db as never, { migrationsFolder });
      await whileLocked?.();
    }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}
