import { grantAdmin } from "../server/domain/publishing/service.ts";
import { configuredEnv, openConfiguredDatabase } from "./db-open.ts";

// The first admin of the staff area (issue 18): `npm run admin:grant -- someone@example.com`.
// The account must exist (sign up first). Admins then grant roles in /admin/people.
const email = process.argv.slice(2).find((arg) => arg.includes("@"));
if (!email) {
  console.error("Usage: npm run admin:grant -- someone@example.com");
  process.exit(2);
}
const env = configuredEnv();
const database = await openConfiguredDatabase(env);
try {
  await database.migrate();
  const result = await grantAdmin(database.db, email);
  console.log(result === "granted" ? `${email} is now an admin.` : `${email} was already an admin.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
