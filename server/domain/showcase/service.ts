import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { parseJsonList, ProjectImageSchema, type ProjectImage } from "~/core/json-list.ts";
import { toList } from "~/core/lists.ts";
import { canViewProject, isProjectAuthor, PROJECT_MESSAGES, type ProjectActor } from "~/core/projects.ts";
import type { Database } from "~/db/client.ts";
import { challengeEntries, showcaseProjects } from "~/db/schema/catalog.ts";
import { challenges } from "~/db/schema/resources.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import { NotFound } from "../errors.ts";

export const SHOWCASE_SORTS = ["most-liked", "newest"] as const;
export type ShowcaseSort = (typeof SHOWCASE_SORTS)[number];

export interface ShowcaseCard {
  id: string;
  title: string;
  summary: string;
  tools: string[];
  cover: ProjectImage | null;
  authorName: string;
  authorImage: string | null;
  likeCount: number;
  createdAt: Date;
}

export interface ShowcaseProject extends ShowcaseCard {
  body: string;
  images: ProjectImage[];
  link: string;
  /** false for a draft, which only its author gets here. */
  published: boolean;
  /** The viewer wrote it (they see Edit instead of nothing). */
  isAuthor: boolean;
  /** The data challenges it is entered in (decision 062), newest first. */
  challenges: { id: string; slug: string; title: string }[];
}

/** Project ids are ours ("prj_..."); anything else cannot match and is not sent to the database. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** The columns a project card is made from: the project and its author's name and photo. */
export const projectCardColumns = { project: showcaseProjects, authorName: users.name, authorImage: users.image };

export interface ProjectCardRow {
  project: typeof showcaseProjects.$inferSelect;
  authorName: string;
  authorImage: string | null;
}

/** Turns rows selected with `projectCardColumns` into cards; unreadable image lists are logged, not thrown. */
export function projectCards(logger?: Logger) {
  const imagesOf = (p: ProjectCardRow["project"]) =>
    parseJsonList(p.images, ProjectImageSchema, (error) =>
      logger?.warn({ err: error, project: p.id }, "project images unreadable"),
    );
  const toCard = ({ project: p, authorName, authorImage }: ProjectCardRow): ShowcaseCard => ({
    id: p.id,
    title: p.title,
    summary: p.summary,
    tools: toList(p.tools),
    cover: imagesOf(p)[0] ?? null,
    authorName,
    authorImage,
    likeCount: p.likeCount,
    createdAt: p.createdAt,
  });
  return { imagesOf, toCard };
}

/** Projects with their authors, ready for `projectCards(...).toCard`. */
export const selectProjectCards = (db: Database) =>
  db.select(projectCardColumns).from(showcaseProjects).innerJoin(users, eq(users.id, showcaseProjects.authorId));

export function createShowcaseService({ db, logger }: { db: Database; logger?: Logger }) {
  const select = () => selectProjectCards(db);
  const { imagesOf, toCard } = projectCards(logger);

  return {
    async list({ tool, sort = "most-liked" }: { tool?: string; sort?: ShowcaseSort } = {}): Promise<ShowcaseCard[]> {
      const where: SQL[] = [eq(showcaseProjects.published, true)];
      if (tool) {
        where.push(
          sql`exists (select 1 from unnest(string_to_array(${showcaseProjects.tools}, ',')) as item(v) where lower(trim(item.v)) = ${tool.toLowerCase()})`,
        );
      }
      const rows = await select()
        .where(and(...where))
        .orderBy(
          ...(sort === "newest"
            ? [desc(showcaseProjects.createdAt)]
            : [desc(showcaseProjects.likeCount), desc(showcaseProjects.createdAt)]),
          asc(showcaseProjects.id),
        );
      return rows.map(toCard);
    },

    /** Tools used by published projects, most used first. */
    async tools(): Promise<string[]> {
      const rows = await db
        .select({ tools: showcaseProjects.tools })
        .from(showcaseProjects)
        .where(eq(showcaseProjects.published, true));
      const counts = new Map<string, { name: string; n: number }>();
      for (const name of rows.flatMap((r) => toList(r.tools))) {
        const entry = counts.get(name.toLowerCase()) ?? { name, n: 0 };
        entry.n += 1;
        counts.set(name.toLowerCase(), entry);
      }
      return [...counts.values()].sort((a, b) => b.n - a.n || a.name.localeCompare(b.name)).map((e) => e.name);
    },

    /**
     * A published project, or a draft when `viewer` wrote it; anyone else gets NotFound for a
     * draft, exactly as for a missing project (core/projects.ts canViewProject).
     */
    async byId(id: string, viewer: ProjectActor = null): Promise<ShowcaseProject> {
      if (!PROJECT_ID.test(id)) throw new NotFound(PROJECT_MESSAGES.notFound);
      const [row] = await select().where(eq(showcaseProjects.id, id)).limit(1);
      if (!row || !canViewProject(viewer, row.project)) throw new NotFound(PROJECT_MESSAGES.notFound);
      const entered = await db
        .select({ id: challenges.id, slug: challenges.slug, title: challenges.title })
        .from(challengeEntries)
        .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
        .where(eq(challengeEntries.projectId, id))
        .orderBy(desc(challenges.startsAt));
      return {
        ...toCard(row),
        body: row.project.body,
        images: imagesOf(row.project),
        link: row.project.link,
        published: row.project.published,
        isAuthor: isProjectAuthor(viewer, row.project),
        challenges: entered,
      };
    },

    async publicPages() {
      return db
        .select({ id: showcaseProjects.id, title: showcaseProjects.title })
        .from(showcaseProjects)
        .where(eq(showcaseProjects.published, true))
        .orderBy(asc(showcaseProjects.id));
    },
  };
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
