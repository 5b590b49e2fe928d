import { openDatabase, type DatabaseHandle } from "~/db/client.ts";
import { DatabaseLockedError } from "~/db/lock.ts";
import { parseEnv } from "~/server/env.ts";

/** Opens the database the server would use; the PGlite lock stops this while a server holds it. */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const env = parseEnv();
  try {
    return env.databaseUrl
      ? await openDatabase({ databaseUrl: env.databaseUrl })
      : await openDatabase({ pgliteDir: env.pgliteDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
