// Issue 20: app servers started at once on an empty database must all migrate it. Migrations run
// under a PostgreSQL advisory lock (and, on PGlite, one at a time in the process); the PostgreSQL
// side is in client.pg.test.ts.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

/** The one integer a `select … as n` returned (both drivers put rows under `rows`). */
const countOf = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;

describe("concurrent migrations", () => {
  it("on PGlite: several migrate() calls at once all succeed", async () => {
    const handle = await openDatabase({ pglite: new PGlite() });
    try {
      await Promise.all(Array.from({ length: 3 }, () => handle.migrate()));
      const applied = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(countOf(applied)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
    // A new PGlite runs initdb: seconds on a busy machine.
  }, 90_000);
});
