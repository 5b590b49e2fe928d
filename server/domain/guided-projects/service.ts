import { asc, desc, eq } from "drizzle-orm";
import { ObjectiveSchema, parseJsonList, type Objective } from "~/core/json-list.ts";
import { toList } from "~/core/lists.ts";
import type { Database } from "~/db/client.ts";
import { guidedProjects, instructors } from "~/db/schema/catalog.ts";
import { instructorViews, type InstructorView } from "../catalog/instructors.ts";
import { datasets } from "~/db/schema/resources.ts";
import type { Logger } from "../../logger.ts";
import { NotFound } from "../errors.ts";

export interface GuidedProjectCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  tools: string[];
  skills: string[];
  level: string;
  lengthHours: number;
  badgeSrc: string;
  dataset: { id: string; title: string } | null;
}

export interface GuidedProjectDetail extends GuidedProjectCard {
  objectives: Objective[];
  /** As the team page shows them (../catalog/instructors.ts). */
  instructor: InstructorView | null;
}

export function createGuidedProjectService({
  db,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  logger?: Logger;
  /** Whether an instructor's team card is live yet. */
  clock?: () => Date;
}) {
  const select = () =>
    db
      .select({ project: guidedProjects, datasetTitle: datasets.title, instructor: instructors })
      .from(guidedProjects)
      .leftJoin(datasets, eq(datasets.id, guidedProjects.datasetId))
      .leftJoin(instructors, eq(instructors.id, guidedProjects.instructorId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];
  const toCard = ({ project: p, datasetTitle }: Row): GuidedProjectCard => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    tools: toList(p.tools),
    skills: toList(p.skills),
    level: p.level,
    lengthHours: p.lengthHours,
    badgeSrc: p.badgeSrc,
    dataset: p.datasetId && datasetTitle ? { id: p.datasetId, title: datasetTitle } : null,
  });

  return {
    async list(): Promise<GuidedProjectCard[]> {
      const rows = await select().orderBy(desc(guidedProjects.publishedAt), asc(guidedProjects.title));
      return rows.map(toCard);
    },
    async bySlug(slug: string): Promise<GuidedProjectDetail> {
      const [row] = await select().where(eq(guidedProjects.slug, slug)).limit(1);
      if (!row) throw new NotFound(`No guided project "${slug}"`);
      return {
        ...toCard(row),
        objectives: parseJsonList(row.project.objectives, ObjectiveSchema, (error) =>
          logger?.warn({ err: error, guidedProject: slug }, "guided project objectives unreadable"),
        ),
        instructor: row.instructor
          ? ((await instructorViews(db, [row.instructor], clock())).get(row.instructor.id) ?? null)
          : null,
      };
    },
    async publicPages() {
      return db
        .select({ slug: guidedProjects.slug, title: guidedProjects.title })
        .from(guidedProjects)
        .orderBy(asc(guidedProjects.title));
    },
  };
}

export type GuidedProjectService = ReturnType<typeof createGuidedProjectService>;
