import { seedDatabase } from "~/db/seed/seed.ts";
import { openConfiguredDatabase } from "./db-open.ts";

// Idempotent: running it twice changes nothing.
const database = await openConfiguredDatabase();
try {
  await database.migrate();
  await seedDatabase(database.db);
  console.log(`Seeded the ${database.kind} database.`);
} finally {
  await database.close();
}
