import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { z } from "zod";
import { parseJsonList } from "~/core/json-list.ts";
import type { Database } from "~/db/client.ts";
import { userProfiles } from "~/db/schema/account.ts";
import { showcaseProjects } from "~/db/schema/catalog.ts";
import { challenges, datasets } from "~/db/schema/resources.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import { NotFound } from "../errors.ts";

const WinnerSchema = z.object({
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  place: z.number().int().min(1).max(3),
  /** The winning entry: a showcase project. */
  projectId: z.string().optional(),
});

/**
 * A winner as the page shows it. With a published entry, its name is the entrant's account name and
 * the links go to the entry and, unless the entrant keeps their profile private, to their profile.
 */
export interface ChallengeWinner {
  name: string;
  title: string;
  summary: string;
  place: number;
  entryUrl: string | null;
  profileUrl: string | null;
}

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

  /** The published entries the winners name, with their authors' public profile postfixes. */
  async function entriesOf(projectIds: string[]) {
    if (projectIds.length === 0) return new Map<string, { name: string; postfix: string | null }>();
    const rows = await db
      .select({
        id: showcaseProjects.id,
        name: users.name,
        postfix: userProfiles.portfolioUrlPostfix,
        visibility: userProfiles.visibility,
      })
      .from(showcaseProjects)
      .innerJoin(users, eq(users.id, showcaseProjects.authorId))
      .leftJoin(userProfiles, eq(userProfiles.userId, showcaseProjects.authorId))
      .where(and(inArray(showcaseProjects.id, projectIds), eq(showcaseProjects.published, true)));
    return new Map(
      rows.map((r) => [r.id, { name: r.name, postfix: r.visibility === "public" ? r.postfix : null }] as const),
    );
  }

  async function toViews(rows: Row[]): Promise<ChallengeView[]> {
    const parsed = rows.map((row) => ({
      row,
      winners: parseJsonList(row.challenge.winners, WinnerSchema, (error) =>
        logger?.warn({ err: error, challenge: row.challenge.id }, "challenge winners unreadable"),
      ).sort((a, b) => a.place - b.place),
    }));
    const entries = await entriesOf([
      ...new Set(parsed.flatMap((p) => p.winners.flatMap((w) => (w.projectId ? [w.projectId] : [])))),
    ]);
    return parsed.map(({ row, winners }) => ({
      ...toView(row),
      winners: winners.map(({ projectId, ...w }) => {
        const entry = projectId ? entries.get(projectId) : undefined;
        return {
          ...w,
          name: entry?.name ?? w.name,
          entryUrl: entry ? `/project/${encodeURIComponent(projectId!)}` : null,
          profileUrl: entry?.postfix ? `/profile/${encodeURIComponent(entry.postfix)}` : null,
        };
      }),
    }));
  }

  const toView = ({ challenge: c, datasetTitle }: Row): Omit<ChallengeView, "winners"> => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    excerpt: c.excerpt,
    body: c.body,
    featuredImageSrc: c.featuredImageSrc,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    dataset: c.datasetId && datasetTitle ? { id: c.datasetId, title: datasetTitle } : null,
  });

  return {
    /** Challenges that have started, newest first: the first one is the current challenge. */
    async listStarted(): Promise<ChallengeView[]> {
      const rows = await select().where(lte(challenges.startsAt, now())).orderBy(desc(challenges.startsAt));
      return toViews(rows);
    },
    async get(id: string): Promise<ChallengeView> {
      if (!CHALLENGE_ID.test(id)) throw new NotFound(`No challenge "${id}"`);
      const [row] = await select()
        .where(and(eq(challenges.id, id), lte(challenges.startsAt, now())))
        .limit(1);
      if (!row) throw new NotFound(`No challenge "${id}"`);
      return (await toViews([row]))[0]!;
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
