import { and, desc, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { challenges } from "~/db/schema/resources.ts";
import { NotFound } from "../errors.ts";

export interface ChallengeView {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  featuredImageSrc: string;
  startsAt: Date;
  endsAt: Date;
}

export function createChallengeService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    /** Challenges that have started, newest first: the first one is the current challenge. */
    async listStarted(): Promise<ChallengeView[]> {
      return db.select().from(challenges).where(lte(challenges.startsAt, now())).orderBy(desc(challenges.startsAt));
    },
    async get(id: string): Promise<ChallengeView> {
      const [row] = await db
        .select()
        .from(challenges)
        .where(and(eq(challenges.id, id), lte(challenges.startsAt, now())))
        .limit(1);
      if (!row) throw new NotFound(`No challenge "${id}"`);
      return row;
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
