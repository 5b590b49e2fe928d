import { and, desc, eq, lte } from "drizzle-orm";
import { z } from "zod";
import { parseJsonList } from "~/core/json-list.ts";
import type { Database } from "~/db/client.ts";
import { challenges, datasets } from "~/db/schema/resources.ts";
import type { Logger } from "../../logger.ts";
import { NotFound } from "../errors.ts";

const WinnerSchema = z.object({
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  place: z.number().int().min(1).max(3),
});
export type ChallengeWinner = z.infer<typeof WinnerSchema>;

export interface ChallengeView {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  featuredImageSrc: string;
  startsAt: Date;
  endsAt: Date;
  dataset: { id: string; title: string } | null;
  winners: ChallengeWinner[];
}

/** Challenge ids are ours ("chl_7"); anything else cannot exist. */
const CHALLENGE_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function createChallengeService({
  db,
  logger,
  now = () => new Date(),
}: {
  db: Database;
  logger?: Logger;
  now?: () => Date;
}) {
  const select = () =>
    db
      .select({ challenge: challenges, datasetTitle: datasets.title })
      .from(challenges)
      .leftJoin(datasets, eq(datasets.id, challenges.datasetId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];
  const toView = ({ challenge: c, datasetTitle }: Row): ChallengeView => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    excerpt: c.excerpt,
    body: c.body,
    featuredImageSrc: c.featuredImageSrc,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    dataset: c.datasetId && datasetTitle ? { id: c.datasetId, title: datasetTitle } : null,
    winners: parseJsonList(c.winners, WinnerSchema, (error) =>
      logger?.warn({ err: error, challenge: c.id }, "challenge winners unreadable"),
    ).sort((a, b) => a.place - b.place),
  });

  return {
    /** Challenges that have started, newest first: the first one is the current challenge. */
    async listStarted(): Promise<ChallengeView[]> {
      const rows = await select().where(lte(challenges.startsAt, now())).orderBy(desc(challenges.startsAt));
      return rows.map(toView);
    },
    async get(id: string): Promise<ChallengeView> {
      if (!CHALLENGE_ID.test(id)) throw new NotFound(`No challenge "${id}"`);
      const [row] = await select()
        .where(and(eq(challenges.id, id), lte(challenges.startsAt, now())))
        .limit(1);
      if (!row) throw new NotFound(`No challenge "${id}"`);
      return toView(row);
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
