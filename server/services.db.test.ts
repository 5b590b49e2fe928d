import os from "node:os";
import { createLocalStorage } from "~/db/storage/local.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { parseEnv } from "./env.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createServices } from "./services.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("health check", () => {
  it("reports the database up, then down while it does not answer, then up again", async () => {
    let failing = false;
    const flaky = {
      ...database,
      // Up means answering, however slowly: a busy machine must not read as a database outage here.
      ping: () => (failing ? Promise.reject(new Error("connection refused")) : database.ping(60_000)),
    };
    const { logger } = createTestLogger();
    const services = createServices({
      database: flaky,
      storage: createLocalStorage(os.tmpdir()),
      env: parseEnv({}),
      logger,
      authSecret: TEST_AUTH_SECRET,
    });
    expect(await services.health.check()).toEqual({ status: "ok", db: "ok" });
    failing = true;
    expect(await services.health.check()).toEqual({ status: "degraded", db: "down" });
    failing = false;
    expect(await services.health.check()).toEqual({ status: "ok", db: "ok" });
  });

  it("reports down for a PostgreSQL server that is not there, without throwing", async () => {
    const { openDatabase } = await import("~/db/client.ts");
    const { logger } = createTestLogger();
    const gone = await openDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" });
    const services = createServices({
      database: gone,
      storage: createLocalStorage(os.tmpdir()),
      env: parseEnv({}),
      logger,
      authSecret: TEST_AUTH_SECRET,
    });
    expect(await services.health.check()).toEqual({ status: "degraded", db: "down" });
    await gone.close();
  });
});
