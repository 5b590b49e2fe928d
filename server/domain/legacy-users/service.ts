import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { users } from "~/db/schema/users.ts";
import type { Viewer } from "../viewer.ts";

/**
 * The "legacy user record" the spec's `me` query answers (section 3 "Current user"; its fields are
 * not shown there, so these are the account facts our other apps need). Never a secret.
 */
export interface LegacyUserView {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  avatarSrc: string | null;
  isSubscriber: boolean;
  createdAt: Date;
}

export function createLegacyUserService({ db }: { db: Database }) {
  return {
    /** The caller's own record; null for a visitor (or a user deleted since the session began). */
    async me(actor: Viewer | null): Promise<LegacyUserView | null> {
      if (!actor) return null;
      const [user] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
      if (!user) return null;
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        name: user.name,
        firstName: user.firstName,
        lastName: user.lastName,
        avatarSrc: user.image,
        isSubscriber: actor.isSubscriber,
        createdAt: user.createdAt,
      };
    },
  };
}

export type LegacyUserService = ReturnType<typeof createLegacyUserService>;
