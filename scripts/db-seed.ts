import { configuredEnv, openConfiguredDatabase, seedConfigured } from "./db-open.ts";

// Idempotent: running it twice changes nothing.
const env = configuredEnv();
const database = await openConfiguredDatabase(env);
try {
  await database.migrate();
  await seedConfigured(database, env);
  console.log(`Seeded the ${database.kind} database and the data set files.`);
} finally {
  await database.close();
}
