import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { appContext } from "~/app/context.ts";
import { viewerMiddleware } from "~/app/lib/viewer.server.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { parseEnv, toPublicEnv } from "~/server/env.ts";
import { createServices, type Services } from "~/server/services.ts";
import { TEST_AUTH_SECRET } from "./auth.ts";
import { createTestLogger } from "./silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "./test-db.ts";

export interface RouteTestApp {
  database: TestDatabase;
  storage: FileStorage;
  services: Services;
  /** The router context loaders and actions read the services from, as the server sets it (no viewer). */
  context: RouterContextProvider;
  /** A fresh router context for one request, after the root middleware ran: the viewer is the request's. */
  contextFor(request: Request): Promise<RouterContextProvider>;
  /** Drops the database and the storage folder. */
  destroy(): Promise<void>;
}

/**
 * For route tests that call loaders and actions directly: a fresh test database, file storage in
 * a temporary folder (`prefix` names it) unless `storage` is given, the services built on them and
 * the app context.
 */
export async function createRouteTestApp(
  prefix: string,
  options: { storage?: FileStorage } = {},
): Promise<RouteTestApp> {
  const database = await createTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const storage = options.storage ?? createLocalStorage(dir);
  const env = parseEnv({ NODE_ENV: "test", STORAGE_DIR: dir });
  const { logger } = createTestLogger();
  const services = createServices({ database, storage, env, logger, authSecret: TEST_AUTH_SECRET });
  const newContext = () => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      services,
      env,
      publicEnv: toPublicEnv(env),
      logger,
      nonce: "test",
      inlineStyles: new Map(),
      clientIp: "127.0.0.1",
    });
    return context;
  };
  const context = newContext();
  return {
    database,
    storage,
    services,
    context,
    async contextFor(request) {
      const context = newContext();
      await viewerMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: "" }, async () =>
        Response.json(null),
      );
      return context;
    },
    async destroy() {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
