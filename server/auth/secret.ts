import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { appMeta } from "~/db/schema/newsletter.ts";

const KEY = "auth_secret";

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so a fresh
 * clone is secure without setup and every app server on the same database signs alike.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: KEY, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  if (!row) throw new Error("could not store the generated auth secret");
  return row.value;
}
