import { openConfiguredDatabase } from "./db-open.ts";

// Applies the committed migrations (under the advisory lock, as every start does), nothing else:
// for a deployment step that migrates before the new app servers start.
const database = await openConfiguredDatabase();
try {
  await database.migrate();
  console.log(`Migrated the ${database.kind} database.`);
} finally {
  await database.close();
}
