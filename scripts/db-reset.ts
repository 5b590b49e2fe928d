import { sql } from "drizzle-orm";
import { configuredEnv, openConfiguredDatabase, seedConfigured } from "./db-open.ts";

// Drops every table (ours and drizzle's migration log), then migrates and seeds from scratch,
// data set files included.
const env = configuredEnv();
const database = await openConfiguredDatabase(env);
try {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  await seedConfigured(database, env);
  console.log(`Reset and seeded the ${database.kind} database and the data set files.`);
} finally {
  await database.close();
}
