import { eq } from "drizzle-orm";
import { canUseStaffArea } from "~/core/publishing.ts";
import type { Database } from "~/db/client.ts";
import { users } from "~/db/schema/users.ts";
import { Forbidden, Unauthenticated } from "./errors.ts";

/** Staff or admin, else Unauthenticated (visitor) or Forbidden (learner): the services' own check. */
export async function requireStaffActor(db: Database, actor: { userId: string } | null): Promise<void> {
  if (!actor) throw new Unauthenticated();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!canUseStaffArea(row?.role)) throw new Forbidden("This area is for Maven Analytics staff.");
}
