import { openDatabase, type DatabaseHandle } from "~/db/client.ts";
import { DatabaseLockedError } from "~/db/lock.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createFileStorage } from "~/db/storage/index.ts";
import { grantAdmin } from "./domain/publishing/service.ts";
import { parseEnv, type Env } from "./env.ts";
import { DomainError } from "./domain/errors.ts";

/**
 * What an operator runs against the configured database and storage. One implementation for both
 * ways in: `node bin/ops.js <command>` from the production build (in the image, which has no scripts
 * and no dev dependencies) and `npm run <command>` from a checkout (scripts/*.ts, through tsx).
 */
export const OPERATOR_COMMANDS = {
  "db:migrate": "apply the committed migrations (under the same advisory lock as a start), nothing else",
  "db:seed": "migrate, then seed the catalogue rows and write the data set files (idempotent)",
  "admin:grant": "make an existing account an admin of the staff area: admin:grant someone@example.com",
} as const;
export type OperatorCommand = keyof typeof OPERATOR_COMMANDS;

export interface OperatorIo {
  out(line: string): void;
  err(line: string): void;
}
const consoleIo: OperatorIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Opens the database the server would use; the PGlite lock refuses while a server holds it. */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  return env.databaseUrl
    ? openDatabase({ databaseUrl: env.databaseUrl, timeouts: env.databaseTimeouts })
    : openDatabase({ pgliteDir: env.pgliteDir });
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

function usage(io: OperatorIo): number {
  io.err("Usage: <command> [argument]. Commands:");
  for (const [name, what] of Object.entries(OPERATOR_COMMANDS)) io.err(`  ${name.padEnd(12)} ${what}`);
  return 2;
}

/** Runs one command; the result is the process's exit code (0 done, 1 failed, 2 misused). */
export async function runOperatorCommand(
  args: readonly string[],
  { env, io = consoleIo }: { env?: Env; io?: OperatorIo } = {},
): Promise<number> {
  const [name, ...rest] = args;
  if (!name || !Object.hasOwn(OPERATOR_COMMANDS, name)) return usage(io);
  const command = name as OperatorCommand;
  const email = rest.find((arg) => arg.includes("@"));
  if (command === "admin:grant" && !email) {
    io.err("Usage: admin:grant someone@example.com (the account must exist: sign up first)");
    return 2;
  }
  let config: Env;
  try {
    config = env ?? parseEnv();
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    switch (command) {
      case "db:migrate":
        io.out(`Migrated the ${database.kind} database.`);
        break;
      case "db:seed":
        await seedConfigured(database, config);
        io.out(`Seeded the ${database.kind} database and the data set files.`);
        break;
      case "admin:grant": {
        const result = await grantAdmin(database.db, email!);
        io.out(result === "granted" ? `${email} is now an admin.` : `${email} was already an admin.`);
        break;
      }
    }
    return 0;
  } catch (error) {
    // A refusal the operator can act on (no such account) in a line; anything else with its stack.
    io.err(error instanceof DomainError ? error.message : String((error as Error).stack ?? error));
    return 1;
  } finally {
    await database.close();
  }
}
