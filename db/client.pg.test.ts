// Needs a PostgreSQL server: collected only when TEST_DATABASE_URL names one (`npm run test:db`
// in CI, on a throwaway PostgreSQL 15). Issue 20: app servers started at once on an empty database
// all migrate it under the advisory lock, and no query outlives its statement or lock timeout.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "~/server/db-errors.ts";
import { openDatabase } from "./client.ts";

const SERVERS = 6;

/** The one integer a `select … as n` returned. */
const countOf = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;

describe("concurrent migrations on PostgreSQL", () => {
  it(`${SERVERS} servers migrating one fresh database at once all succeed`, async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `migrate_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all(
      Array.from({ length: SERVERS }, () => openDatabase({ databaseUrl: url.toString() })),
    );
    try {
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const applied = await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = await handles[0]!.db.execute(
        sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(countOf(applied)).toBe(countOf(journal));
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe("timeouts on PostgreSQL", () => {
  it("cancels a statement past its limit and a lock wait past its own, both seen as unavailable", async () => {
    const timeouts = { statementMs: 400, lockMs: 200, connectMs: 1_000 };
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, timeouts });
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    try {
      let started = Date.now();
      const slow = await handle.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);

      await holder.query("create table if not exists timeout_probe (id int)");
      await holder.query("begin");
      await holder.query("lock table timeout_probe");
      started = Date.now();
      const blocked = await handle.db.execute(sql`select * from timeout_probe`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(blocked)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await holder.query("rollback; drop table if exists timeout_probe").catch(() => undefined);
      await holder.end();
      await handle.close();
    }
  });
});
