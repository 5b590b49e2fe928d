/**
 * Staff: revokes a learner's credential (issue 16). Its verification page then says it was revoked,
 * and its JSON no longer passes our check.
 *
 *   npx tsx scripts/revoke-credential.ts <credential id, e.g. vc-7Q2M9XK4> "<reason>"
 *
 * Uses the configured database (DATABASE_URL, or PGLITE_DIR while no server holds it).
 */
import { createCredentialService } from "../server/domain/credentials/service.ts";
import { configuredEnv, openConfiguredDatabase } from "./db-open.ts";

const [id, ...reasonWords] = process.argv.slice(2);
const reason = reasonWords.join(" ").trim();
if (!id || !reason) {
  console.error('Usage: npx tsx scripts/revoke-credential.ts <credential id> "<reason>"');
  process.exit(2);
}
const env = configuredEnv();
const database = await openConfiguredDatabase(env);
try {
  await createCredentialService({ db: database.db, siteUrl: env.siteUrl }).revoke(id, reason);
  console.log(`Revoked ${id}: ${reason}`);
} finally {
  await database.close();
}
