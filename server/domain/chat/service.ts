import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { ChatUser } from "~/core/chat-widget.ts";
import type { Database } from "~/db/client.ts";
import { users } from "~/db/schema/users.ts";
import type { Viewer } from "../viewer.ts";

export interface ChatServiceOptions {
  db: Database;
  /** Intercom identity verification secret: signed-in users get a user_hash so no one can pose as them. */
  identitySecret: string | undefined;
}

/** The chat widget's view of the signed-in user (spec section 1). */
export function createChatService({ db, identitySecret }: ChatServiceOptions) {
  return {
    /** sub, given_name, family_name and email of the viewer; null for a visitor. */
    async chatUser(viewer: Viewer | null): Promise<ChatUser | null> {
      if (!viewer) return null;
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, viewer.userId))
        .limit(1);
      // Accounts made before first/last names were asked for only have the display name.
      const [first = "", ...rest] = viewer.name.trim().split(/\s+/);
      const user: ChatUser = {
        sub: viewer.userId,
        given_name: row?.firstName?.trim() || first,
        family_name: row?.lastName?.trim() || (row?.firstName ? "" : rest.join(" ")),
        email: viewer.email,
      };
      if (identitySecret) {
        user.user_hash = crypto.createHmac("sha256", identitySecret).update(viewer.userId).digest("hex");
      }
      return user;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
