import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createJobQueue, executorFor, toDrizzleSql } from "./queue.ts";

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

describe("a worker's batch", () => {
  it("completes the jobs that succeeded and retries only the one that failed, each run once", async () => {
    const { logger } = createTestLogger();
    const jobs = createJobQueue({ database, logger, pollIntervalS: 60 });
    const runs: string[] = [];
    const failures: string[] = [];
    let failOnce = true;
    jobs.define<{ key: string }>({
      name: "test.batch",
      retryLimit: 3,
      retryDelayS: 1,
      backoff: false,
      expireInS: 60,
      batchSize: 5,
      async handle({ key }) {
        runs.push(key);
        if (key === "c" && failOnce) {
          failOnce = false;
          throw new Error("the mail server hung up");
        }
      },
      onFailure: ({ key }) => void failures.push(key),
    });
    try {
      for (const key of ["a", "b", "c", "d", "e"]) await jobs.send("test.batch", { key });
      await jobs.work();
      await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(5);
      const states = async () =>
        (
          (await database.db.execute(
            sql`select data->>'key' as key, state from pgboss.job where name = 'test.batch' order by 1`,
          )) as { rows: { key: string; state: string }[] }
        ).rows;
      await expect.poll(states, { timeout: 20_000 }).toEqual([
        { key: "a", state: "completed" },
        { key: "b", state: "completed" },
        { key: "c", state: "retry" },
        { key: "d", state: "completed" },
        { key: "e", state: "completed" },
      ]);
      expect(failures).toEqual(["c"]);
      // The retry runs "c" alone; the others were not sent again.
      expect(await jobs.drain({ name: "test.batch", includeRetries: true })).toEqual({ completed: 1, failed: 0 });
      expect(runs.toSorted()).toEqual(["a", "b", "c", "c", "d", "e"]);
    } finally {
      await jobs.stop();
    }
  });
});
