import { openDatabase, type DatabaseHandle } from "~/db/client.ts";
import { DatabaseLockedError } from "~/db/lock.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createFileStorage } from "~/db/storage/index.ts";
import { parseEnv, type Env } from "~/server/env.ts";
import { loadEnvFile } from "../bin/load-env-file.js";

/** The server's configuration: the process environment, filled in from .env as at start. */
export function configuredEnv(): Env {
  loadEnvFile();
  return parseEnv();
}

/** Opens the database the server would use; the PGlite lock stops this while a server holds it. */
export async function openConfiguredDatabase(env: Env = configuredEnv()): Promise<DatabaseHandle> {
  try {
    return env.databaseUrl
      ? await openDatabase({ databaseUrl: env.databaseUrl, timeouts: env.databaseTimeouts })
      : await openDatabase({ pgliteDir: env.pgliteDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Seeds as the server's first start does: the rows, the data set files in the configured storage
 * (without them every preview and download fails), and the demo sign-ins only where SEED_DEMO_USERS
 * allows them.
 */
export async function seedConfigured(database: DatabaseHandle, env: Env): Promise<void> {
  const storage = createFileStorage({ storageDir: env.storageDir, s3: env.s3 });
  await seedDatabase(database.db, { storage, demoAccounts: env.seedDemoUsers });
}
