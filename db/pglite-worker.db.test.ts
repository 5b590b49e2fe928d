// Issue 20, decision 025: the app's PGlite runs in a worker thread. These tests go through the app's own
// path, openDatabase({ pgliteDir }), so every query crosses to the worker and back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executorFor } from "~/server/jobs/queue.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { isUniqueViolation } from "./errors.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("PGlite in a worker thread", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-worker-"));
    handle = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    await handle.migrate();
    await handle.db.execute(sql`create table probe (id int primary key, label text not null)`);
    // A new PGlite runs initdb and the migrations: seconds on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("runs a query round trip with parameters, dates left as text, bytes and JSON", async () => {
    const result = await handle.db.execute(
      sql`select ${41}::int + 1 as n, ${"text"} as t, now() as at, ${'{"a":1}'}::jsonb as j, '\\x0102'::bytea as b`,
    );
    const [row] = rowsOf<{ n: number; t: string; at: unknown; j: unknown; b: Uint8Array }>(result);
    expect(row).toMatchObject({ n: 42, t: "text", j: { a: 1 } });
    // Drizzle asks for timestamps as text (its pass-through parsers cross to the worker as type ids).
    expect(typeof row!.at).toBe("string");
    expect([...row!.b]).toEqual([1, 2]);
    await handle.ping();
  });

  it("commits a transaction and rolls one back, nested savepoints included", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1, 'committed')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into probe values (2, 'inner, rolled back')`);
          throw new Error("inner");
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (3, 'rolled back')`);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (4, 'rolled back by tx.rollback')`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const rows = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from probe order by id`));
    expect(rows.map((r) => r.id)).toEqual([1]);
  });

  it("reports a unique violation with PostgreSQL's code, and the connection stays usable", async () => {
    const error = await handle.db.execute(sql`insert into probe values (1, 'again')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    const inTx = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (5, 'five')`);
        await tx.execute(sql`insert into probe values (5, 'five again')`);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(inTx)).toBe(true);
    const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from probe`));
    expect(rows[0]!.n).toBe(1);
  });

  it("queues concurrent transactions: each one's statements run together, none interleaved", async () => {
    await handle.db.execute(sql`create table counter (id int primary key, n int not null)`);
    await handle.db.execute(sql`insert into counter values (1, 0)`);
    // A read-then-write increment is only correct if nothing runs between the read and the write.
    const increments = Array.from({ length: 20 }, (_, i) =>
      handle.db.transaction(async (tx) => {
        const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select n from counter where id = 1`));
        await new Promise((resolve) => setTimeout(resolve, i % 3));
        await tx.execute(sql`update counter set n = ${row!.n + 1} where id = 1`);
        if (i % 5 === 4) throw new Error("rolled back on purpose");
      }),
    );
    const plain = Array.from({ length: 20 }, () => handle.db.execute(sql`select n from counter where id = 1`));
    const settled = await Promise.allSettled([...increments, ...plain]);
    expect(settled.filter((s) => s.status === "rejected")).toHaveLength(4);
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select n from counter where id = 1`));
    expect(row!.n).toBe(16);
  });

  it("runs pg-boss's multi-statement scripts through exec", async () => {
    const executor = executorFor(handle);
    const result = await executor.executeSql(
      "BEGIN; create table script_probe (x int); insert into script_probe values (7); COMMIT;",
      [],
    );
    expect(result).toBeDefined();
    const rows = rowsOf<{ x: number }>(await executor.executeSql("select x from script_probe where x = $1", [7]));
    expect(rows).toEqual([{ x: 7 }]);
  });

  it("keeps the lock file in this process, beside the data directory", () => {
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8").split(" ")[0]).toBe(String(process.pid));
  });
});

describe("PGlite worker persistence", () => {
  it("closes the worker and its lock, and a new worker finds the committed rows", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-worker-"));
    try {
      const first = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
      await first.db.execute(sql`create table kept (x int)`);
      await first.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (1)`);
      });
      await first.close();
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
      const second = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
      try {
        expect(rowsOf(await second.db.execute(sql`select x from kept`))).toEqual([{ x: 1 }]);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
