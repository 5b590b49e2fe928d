import type { DatabaseHandle } from "~/db/client.ts";
import { DatabaseLockedError } from "~/db/lock.ts";
import { parseEnv, type Env } from "~/server/env.ts";
import * as operator from "~/server/operator-commands.ts";
import { loadEnvFile } from "../bin/load-env-file.js";

export { seedConfigured } from "~/server/operator-commands.ts";

/** The server's configuration: the process environment, filled in from .env as at start. */
export function configuredEnv(): Env {
  loadEnvFile();
  return parseEnv();
}

/** Opens the database the server would use; the PGlite lock stops this while a server holds it. */
export async function openConfiguredDatabase(env: Env = configuredEnv()): Promise<DatabaseHandle> {
  try {
    return await operator.openConfiguredDatabase(env);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** `npm run <command>` from a checkout: the operator command the image runs as `node bin/ops.js`. */
export async function runFromCheckout(command: operator.OperatorCommand): Promise<never> {
  loadEnvFile();
  process.exit(await operator.runOperatorCommand([command, ...process.argv.slice(2)]));
}
