import { and, count, desc, eq, inArray, lte } from "drizzle-orm";
import { z } from "zod";
import { CHALLENGE_ENTRIES_SHOWN, CHALLENGE_MESSAGES, ChallengeEntrySchema } from "~/core/challenges.ts";
import { parseJsonList } from "~/core/json-list.ts";
import type { Database } from "~/db/client.ts";
import { userProfiles } from "~/db/schema/account.ts";
import { challengeEntries, showcaseProjects } from "~/db/schema/catalog.ts";
import { challenges, datasets } from "~/db/schema/resources.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import { BadInput, NotFound, Unauthenticated } from "../errors.ts";
import { projectCardColumns, projectCards, type ShowcaseCard } from "../showcase/service.ts";
import type { Viewer } from "../viewer.ts";

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
  /** Taking entries, by the service's clock: the same one enter() and withdraw() go by. */
  open: boolean;
  dataset: { id: string; title: string } | null;
  winners: ChallengeWinner[];
}

/** A challenge's entries that count (published projects), newest entry first (decision 062). */
export interface ChallengeEntries {
  total: number;
  shown: (ShowcaseCard & { enteredAt: Date })[];
}

/** A signed-in learner's side of a challenge: their entry, and the projects they could enter. */
export interface MyChallengeEntry {
  entry: { projectId: string; title: string; published: boolean; enteredAt: Date } | null;
  /** Their published projects, newest first. */
  projects: { id: string; title: string }[];
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
    open: c.endsAt.getTime() > now().getTime(),
    dataset: c.datasetId && datasetTitle ? { id: c.datasetId, title: datasetTitle } : null,
  });

  const { toCard } = projectCards(logger);

  /** A started challenge, or NotFound; `open` while entries are taken. */
  async function started(id: string, database: Database = db) {
    if (!CHALLENGE_ID.test(id)) throw new NotFound(`No challenge "${id}"`);
    const at = now();
    const [row] = await database
      .select({ id: challenges.id, endsAt: challenges.endsAt })
      .from(challenges)
      .where(and(eq(challenges.id, id), lte(challenges.startsAt, at)))
      .limit(1);
    if (!row) throw new NotFound(`No challenge "${id}"`);
    return { id: row.id, open: row.endsAt.getTime() > at.getTime() };
  }

  /** Entries count while their project is published: a draft is neither listed nor judged. */
  const counted = (challengeId: string) =>
    and(eq(challengeEntries.challengeId, challengeId), eq(showcaseProjects.published, true));

  async function entryCount(challengeId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(challengeEntries)
      .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
      .where(counted(challengeId));
    return row?.n ?? 0;
  }

  async function entryOf(viewer: Viewer, challengeId: string): Promise<MyChallengeEntry["entry"]> {
    const [entry] = await db
      .select({
        projectId: challengeEntries.projectId,
        title: showcaseProjects.title,
        published: showcaseProjects.published,
        enteredAt: challengeEntries.enteredAt,
      })
      .from(challengeEntries)
      .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
      .where(and(eq(challengeEntries.challengeId, challengeId), eq(challengeEntries.userId, viewer.userId)))
      .limit(1);
    return entry ?? null;
  }

  function signedIn(viewer: Viewer | null): Viewer {
    if (!viewer) throw new Unauthenticated("Log in to enter a challenge.");
    return viewer;
  }

  return {
    entryCount,

    /** The challenge taking entries now, if any: the latest that has started and not closed. */
    async currentOpen(): Promise<{ id: string; slug: string; title: string; endsAt: Date } | null> {
      const at = now();
      const [row] = await db
        .select({ id: challenges.id, slug: challenges.slug, title: challenges.title, endsAt: challenges.endsAt })
        .from(challenges)
        .where(lte(challenges.startsAt, at))
        .orderBy(desc(challenges.startsAt))
        .limit(1);
      return row && row.endsAt.getTime() > at.getTime() ? row : null;
    },

    /** The entries a challenge's page lists, and how many there are. */
    async entries(challengeId: string): Promise<ChallengeEntries> {
      const rows = await db
        .select({ ...projectCardColumns, enteredAt: challengeEntries.enteredAt })
        .from(challengeEntries)
        .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
        .innerJoin(users, eq(users.id, showcaseProjects.authorId))
        .where(counted(challengeId))
        .orderBy(desc(challengeEntries.enteredAt), desc(challengeEntries.projectId))
        .limit(CHALLENGE_ENTRIES_SHOWN);
      return {
        total: await entryCount(challengeId),
        shown: rows.map((r) => ({ ...toCard(r), enteredAt: r.enteredAt })),
      };
    },

    /** The viewer's entry in a challenge and the projects they could enter. */
    async mine(viewer: Viewer, challengeId: string): Promise<MyChallengeEntry> {
      const [entry, projects] = await Promise.all([
        entryOf(viewer, challengeId),
        db
          .select({ id: showcaseProjects.id, title: showcaseProjects.title })
          .from(showcaseProjects)
          .where(and(eq(showcaseProjects.authorId, viewer.userId), eq(showcaseProjects.published, true)))
          .orderBy(desc(showcaseProjects.updatedAt), desc(showcaseProjects.id)),
      ]);
      return { entry, projects };
    },

    /** Only the viewer's entry, for pages that offer no entry form (the dashboard). */
    entryOf,

    /** Enters one of the viewer's published projects, or replaces their entry, while the challenge is open. */
    async enter(viewer: Viewer | null, challengeId: string, input: unknown): Promise<void> {
      const me = signedIn(viewer);
      const parsed = ChallengeEntrySchema.safeParse(input);
      if (!parsed.success) throw new BadInput(CHALLENGE_MESSAGES.chooseProject);
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        if (!(await started(challengeId, tx)).open) throw new BadInput(CHALLENGE_MESSAGES.closed);
        // Held until the entry is written, so the project cannot be deleted or unpublished meanwhile.
        const [project] = await tx
          .select({ id: showcaseProjects.id })
          .from(showcaseProjects)
          .where(
            and(
              eq(showcaseProjects.id, parsed.data.projectId),
              eq(showcaseProjects.authorId, me.userId),
              eq(showcaseProjects.published, true),
            ),
          )
          .for("share");
        if (!project) throw new BadInput(CHALLENGE_MESSAGES.notYours);
        const enteredAt = now();
        await tx
          .insert(challengeEntries)
          .values({ challengeId, userId: me.userId, projectId: project.id, enteredAt })
          .onConflictDoUpdate({
            target: [challengeEntries.challengeId, challengeEntries.userId],
            set: { projectId: project.id, enteredAt },
          });
      });
      logger?.info({ challengeId, userId: me.userId }, "challenge entered");
    },

    /** Takes the viewer's entry back while the challenge is open. */
    async withdraw(viewer: Viewer | null, challengeId: string): Promise<void> {
      const me = signedIn(viewer);
      if (!(await started(challengeId)).open) throw new BadInput(CHALLENGE_MESSAGES.closed);
      const removed = await db
        .delete(challengeEntries)
        .where(and(eq(challengeEntries.challengeId, challengeId), eq(challengeEntries.userId, me.userId)))
        .returning({ projectId: challengeEntries.projectId });
      if (removed.length === 0) throw new BadInput(CHALLENGE_MESSAGES.notEntered);
    },

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
