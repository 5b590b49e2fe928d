import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte, ne } from "drizzle-orm";
import { z } from "zod";
import {
  BRIEF_MESSAGES,
  CHALLENGE_ENTRIES_SHOWN,
  CHALLENGE_MESSAGES,
  CHALLENGE_PLACES,
  ChallengeEntrySchema,
  ChallengeBriefSchema,
  challengeClosesAt,
  ChallengeResultsSchema,
  JUDGING_MESSAGES,
  placesOf,
  type ChallengeBrief,
  type ChallengeBriefValues,
} from "~/core/challenges.ts";
import { slugify } from "~/core/publishing.ts";
import { formatUtcDate, parseUtcDay } from "~/core/format.ts";
import { parseJsonList } from "~/core/json-list.ts";
import type { Database } from "~/db/client.ts";
import { userProfiles } from "~/db/schema/account.ts";
import { challengeEntries, showcaseProjects } from "~/db/schema/catalog.ts";
import { challenges, datasets } from "~/db/schema/resources.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noticeMail } from "../../mail/templates.ts";
import { BadInput, NotFound, parseInput, Unauthenticated } from "../errors.ts";
import { requireStaffActor } from "../staff.ts";
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

/** A challenge in the staff area's list. */
export interface StaffChallengeRow {
  id: string;
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  state: "upcoming" | "open" | "closed";
  entries: number;
  /** Places announced; 0 until judged. */
  places: number;
}

/** A challenge as the judges see it: every entry that counts, and the results so far. */
export interface ChallengeJudging {
  challenge: { id: string; slug: string; title: string; endsAt: Date; closed: boolean };
  entries: { projectId: string; title: string; author: string; enteredAt: Date }[];
  results: { place: number; projectId: string | null; note: string }[];
}

/** A challenge's brief as the staff area's edit form shows it. */
export interface ChallengeBriefView {
  id: string;
  slug: string;
  state: "upcoming" | "open" | "closed";
  values: ChallengeBriefValues;
}

/** Challenge ids are ours ("chl_7"); anything else cannot exist. */
const CHALLENGE_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function createChallengeService({
  db,
  logger,
  mailer,
  siteUrl = "",
  now = () => new Date(),
}: {
  db: Database;
  logger?: Logger;
  /** Tells the winners (judging only). */
  mailer?: Mailer;
  siteUrl?: string;
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

  const winnersOf = (challenge: { id: string; winners: string }) =>
    parseJsonList(challenge.winners, WinnerSchema, (error) =>
      logger?.warn({ err: error, challenge: challenge.id }, "challenge winners unreadable"),
    );

  async function toViews(rows: Row[]): Promise<ChallengeView[]> {
    const parsed = rows.map((row) => ({
      row,
      winners: winnersOf(row.challenge).sort((a, b) => a.place - b.place),
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

  /**
   * Any challenge by id, upcoming ones included (the staff area), or NotFound; `lock` holds the row
   * until the caller's transaction ends.
   */
  async function rowOf(id: string, { database = db, lock = false }: { database?: Database; lock?: boolean } = {}) {
    if (!CHALLENGE_ID.test(id)) throw new NotFound(`No challenge "${id}"`);
    const query = database.select().from(challenges).where(eq(challenges.id, id));
    const [row] = await (lock ? query.for("update") : query.limit(1));
    if (!row) throw new NotFound(`No challenge "${id}"`);
    return row;
  }

  const stateOf = (c: { startsAt: Date; endsAt: Date }): "upcoming" | "open" | "closed" => {
    const at = now().getTime();
    return c.startsAt.getTime() > at ? "upcoming" : c.endsAt.getTime() > at ? "open" : "closed";
  };

  /** A challenge the site shows (it has started), or NotFound: nobody enters or judges one to come. */
  async function startedRow(id: string, options?: { database?: Database; lock?: boolean }) {
    const row = await rowOf(id, options);
    if (stateOf(row) === "upcoming") throw new NotFound(`No challenge "${id}"`);
    return row;
  }

  /** The start of today (UTC): the earliest first day a challenge can be given. */
  const today = () => parseUtcDay(now().toISOString().slice(0, 10))!;

  async function checkDataset(brief: ChallengeBrief) {
    if (!brief.datasetId) return;
    const [row] = await db.select({ id: datasets.id }).from(datasets).where(eq(datasets.id, brief.datasetId));
    if (!row) throw new BadInput(BRIEF_MESSAGES.dataset, { datasetId: [BRIEF_MESSAGES.dataset] });
  }

  /** The title's slug, with a number added when another challenge has it. */
  async function freeSlug(title: string, id: string): Promise<string> {
    const base = slugify(title) || "challenge";
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const [taken] = await db
        .select({ id: challenges.id })
        .from(challenges)
        .where(and(eq(challenges.slug, slug), ne(challenges.id, id)))
        .limit(1);
      if (!taken) return slug;
    }
  }

  const columnsOf = (brief: ChallengeBrief) => ({
    title: brief.title,
    excerpt: brief.excerpt,
    body: brief.body,
    endsAt: challengeClosesAt(parseUtcDay(brief.endsOn)!),
    featuredImageSrc: brief.featuredImageSrc,
    datasetId: brief.datasetId ?? null,
  });

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
        if (stateOf(await startedRow(challengeId, { database: tx })) !== "open")
          throw new BadInput(CHALLENGE_MESSAGES.closed);
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
      if (stateOf(await startedRow(challengeId)) !== "open") throw new BadInput(CHALLENGE_MESSAGES.closed);
      const removed = await db
        .delete(challengeEntries)
        .where(and(eq(challengeEntries.challengeId, challengeId), eq(challengeEntries.userId, me.userId)))
        .returning({ projectId: challengeEntries.projectId });
      if (removed.length === 0) throw new BadInput(CHALLENGE_MESSAGES.notEntered);
    },

    /** Every challenge, upcoming ones included, newest first: the staff area's list. */
    async staffList(actor: { userId: string } | null): Promise<StaffChallengeRow[]> {
      await requireStaffActor(db, actor);
      const entries = db
        .select({ challengeId: challengeEntries.challengeId, n: count().as("n") })
        .from(challengeEntries)
        .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
        .where(eq(showcaseProjects.published, true))
        .groupBy(challengeEntries.challengeId)
        .as("entries");
      const rows = await db
        .select({ challenge: challenges, n: entries.n })
        .from(challenges)
        .leftJoin(entries, eq(entries.challengeId, challenges.id))
        .orderBy(desc(challenges.startsAt));
      return rows.map(({ challenge: c, n }) => ({
        id: c.id,
        slug: c.slug,
        title: c.title,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        state: stateOf(c),
        entries: Number(n ?? 0),
        places: winnersOf(c).length,
      }));
    },

    /** A started challenge's entries and results, for the judges. */
    async judging(actor: { userId: string } | null, id: string): Promise<ChallengeJudging> {
      await requireStaffActor(db, actor);
      const row = await startedRow(id);
      const entries = await db
        .select({
          projectId: challengeEntries.projectId,
          title: showcaseProjects.title,
          author: users.name,
          enteredAt: challengeEntries.enteredAt,
        })
        .from(challengeEntries)
        .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
        .innerJoin(users, eq(users.id, showcaseProjects.authorId))
        .where(counted(id))
        .orderBy(desc(challengeEntries.enteredAt), desc(challengeEntries.projectId));
      const results = winnersOf(row)
        .sort((a, b) => a.place - b.place)
        .map((w) => ({ place: w.place, projectId: w.projectId ?? null, note: w.summary }));
      return {
        challenge: {
          id: row.id,
          slug: row.slug,
          title: row.title,
          endsAt: row.endsAt,
          closed: stateOf(row) === "closed",
        },
        entries,
        results,
      };
    },

    /**
     * The judges' results for a closed challenge: up to three entries, each with a note; sent again, they
     * replace the results. Each entrant given a place they did not hold before is told by mail, in the
     * same transaction. Returns how many were told.
     */
    async announceResults(actor: { userId: string } | null, id: string, input: unknown): Promise<{ mailed: number }> {
      await requireStaffActor(db, actor);
      const places = placesOf(parseInput(ChallengeResultsSchema, input));
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        // Locked, so two judges saving at once cannot both mail the same winner.
        const challenge = await startedRow(id, { database: tx, lock: true });
        if (stateOf(challenge) === "open") throw new BadInput(JUDGING_MESSAGES.stillOpen);
        const ids = places.map((p) => p.projectId);
        // The entries named, still entered and published; held until the results are written.
        const entries = await tx
          .select({
            projectId: challengeEntries.projectId,
            title: showcaseProjects.title,
            name: users.name,
            firstName: users.firstName,
            email: users.email,
          })
          .from(challengeEntries)
          .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
          .innerJoin(users, eq(users.id, showcaseProjects.authorId))
          .where(and(counted(id), inArray(challengeEntries.projectId, ids)))
          .for("share", { of: [challengeEntries, showcaseProjects] });
        const byProject = new Map(entries.map((e) => [e.projectId, e]));
        const missing = places.find((p) => !byProject.has(p.projectId));
        if (missing) {
          throw new BadInput(JUDGING_MESSAGES.notEntered, { [`place${missing.place}`]: [JUDGING_MESSAGES.notEntered] });
        }
        const before = new Set(winnersOf(challenge).map((w) => `${w.place}:${w.projectId ?? ""}`));
        const winners = places.map(({ place, projectId, note }) => {
          const entry = byProject.get(projectId)!;
          return { name: entry.name, title: entry.title, summary: note, place, projectId };
        });
        await tx
          .update(challenges)
          .set({ winners: JSON.stringify(winners) })
          .where(eq(challenges.id, id));
        const page = `${siteUrl.replace(/\/$/, "")}/challenges/${challenge.slug}/${challenge.id}`;
        let mailed = 0;
        for (const winner of winners) {
          if (before.has(`${winner.place}:${winner.projectId}`) || !mailer) continue;
          const entry = byProject.get(winner.projectId)!;
          await mailer.send(
            {
              to: entry.email,
              ...noticeMail({
                name: entry.firstName ?? entry.name,
                subject: `You took ${CHALLENGE_PLACES[winner.place - 1]} in the ${challenge.title}`,
                paragraphs: [
                  `Congratulations! The judges gave your entry, "${winner.title}", ${CHALLENGE_PLACES[winner.place - 1]} in the ${challenge.title}, which closed on ${formatUtcDate(challenge.endsAt)}.`,
                  `What the judges wrote: ${winner.summary}`,
                  "The results are on the challenge's page now, with a link to your project.",
                ],
                action: { label: "See the results", url: `${page}#results` },
                siteUrl,
              }),
            },
            { executor: tx },
          );
          mailed += 1;
        }
        logger?.info({ challengeId: id, places: winners.length, mailed }, "challenge results announced");
        return { mailed };
      });
    },

    /** What the brief form offers: the illustrations in use and the playground's data sets. */
    async briefChoices(actor: { userId: string } | null) {
      await requireStaffActor(db, actor);
      const [images, sets] = await Promise.all([
        db
          .selectDistinct({ src: challenges.featuredImageSrc })
          .from(challenges)
          .orderBy(asc(challenges.featuredImageSrc)),
        db.select({ id: datasets.id, title: datasets.title }).from(datasets).orderBy(asc(datasets.title)),
      ]);
      return { images: images.map((i) => i.src).filter(Boolean), datasets: sets };
    },

    /** A challenge's brief, any state, for the edit form. */
    async brief(actor: { userId: string } | null, id: string): Promise<ChallengeBriefView> {
      await requireStaffActor(db, actor);
      const c = await rowOf(id);
      return {
        id: c.id,
        slug: c.slug,
        state: stateOf(c),
        values: {
          title: c.title,
          excerpt: c.excerpt,
          body: c.body,
          startsOn: c.startsAt.toISOString().slice(0, 10),
          endsOn: c.endsAt.toISOString().slice(0, 10),
          featuredImageSrc: c.featuredImageSrc,
          datasetId: c.datasetId ?? "",
        },
      };
    },

    /** A new challenge from its brief; it shows on the site from its first day. Returns its id. */
    async create(actor: { userId: string } | null, input: unknown): Promise<{ id: string; slug: string }> {
      await requireStaffActor(db, actor);
      const brief = parseInput(ChallengeBriefSchema, input);
      const startsAt = parseUtcDay(brief.startsOn)!;
      if (startsAt.getTime() < today().getTime()) {
        throw new BadInput(BRIEF_MESSAGES.startsInPast, { startsOn: [BRIEF_MESSAGES.startsInPast] });
      }
      await checkDataset(brief);
      const id = `chl_${crypto.randomBytes(5).toString("hex")}`;
      const slug = await freeSlug(brief.title, id);
      await db.insert(challenges).values({ id, slug, ...columnsOf(brief), startsAt });
      logger?.info({ challengeId: id }, "challenge created");
      return { id, slug };
    },

    /**
     * Changes a challenge's brief. Its words, illustration and data set change at any time; its dates
     * only as far as its state allows: both before it starts, the last day while it runs (today at the
     * earliest), none once it has closed.
     */
    async updateBrief(actor: { userId: string } | null, id: string, input: unknown): Promise<{ slug: string }> {
      await requireStaffActor(db, actor);
      const brief = parseInput(ChallengeBriefSchema, input);
      const current = await rowOf(id);
      const state = stateOf(current);
      const startsAt = parseUtcDay(brief.startsOn)!;
      const endsAt = challengeClosesAt(parseUtcDay(brief.endsOn)!);
      const fail = (field: keyof ChallengeBrief, message: string) => {
        throw new BadInput(message, { [field]: [message] });
      };
      if (state === "upcoming" && startsAt.getTime() < today().getTime()) fail("startsOn", BRIEF_MESSAGES.startsInPast);
      if (state !== "upcoming" && startsAt.getTime() !== current.startsAt.getTime()) {
        fail("startsOn", state === "closed" ? BRIEF_MESSAGES.closed : BRIEF_MESSAGES.startFixed);
      }
      if (state === "closed" && endsAt.getTime() !== current.endsAt.getTime()) fail("endsOn", BRIEF_MESSAGES.closed);
      if (state === "open" && endsAt.getTime() < now().getTime()) fail("endsOn", BRIEF_MESSAGES.endInPast);
      await checkDataset(brief);
      const slug = await freeSlug(brief.title, id);
      await db
        .update(challenges)
        .set({ slug, ...columnsOf(brief), startsAt })
        .where(eq(challenges.id, id));
      return { slug };
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
