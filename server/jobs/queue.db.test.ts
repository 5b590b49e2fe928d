import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { executorFor, toDrizzleSql } from "./queue.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("pg-boss's SQL on the app's connection", () => {
  it("runs a multi-statement script, and one that fails after BEGIN leaves the connection usable", async () => {
    const executor = executorFor(database);
    await executor.executeSql(
      "BEGIN; CREATE TABLE queue_probe (x int); INSERT INTO queue_probe VALUES (1); COMMIT;",
      [],
    );
    await expect(
      executor.executeSql("\n  BEGIN;\n  INSERT INTO queue_probe VALUES (2);\n  SELECT 1/0;\n  COMMIT;\n", []),
    ).rejects.toThrow(/division by zero/);
    // Nothing of the failed script is kept, and the app's next query works.
    const { rows } = await executor.executeSql("SELECT count(*)::int AS n FROM queue_probe WHERE x > $1", [0]);
    expect(rows).toEqual([{ n: 1 }]);
    expect(await database.ping()).toBeUndefined();
  });

  it("turns `$n` placeholders (repeated, out of order, undefined) into drizzle parameters", async () => {
    const query = toDrizzleSql("SELECT $2::int AS b, $1::text AS a, $2::int + 1 AS c, $3::text AS d", ["x", 4]);
    const result = (await database.db.execute(query)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ b: 4, a: "x", c: 5, d: null }]);
  });
});
