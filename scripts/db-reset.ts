import { sql } from "drizzle-orm";
import { seedDatabase } from "~/db/seed/seed.ts";
import { openConfiguredDatabase } from "./db-open.ts";

// Drops every table (ours and drizzle's migration log), then migrates and seeds from scratch.
const database = await openConfiguredDatabase();
try {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  await seedDatabase(database.db);
  console.log(`Reset and seeded the ${database.kind} database.`);
} finally {
  await database.close();
}
