import { and, asc, count, desc, eq, sum } from "drizzle-orm";
import { toList } from "~/core/lists.ts";
import type { Database } from "~/db/client.ts";
import { courses, instructors, pathCourses, paths, testimonials } from "~/db/schema/catalog.ts";
import { parseLessons, type Lesson } from "~/core/lessons.ts";
import { cacheFor } from "../../cache.ts";
import type { Logger } from "../../logger.ts";
import { NotFound } from "../errors.ts";

export interface CourseCard {
  id: string;
  slug: string;
  title: string;
  badgeSrc: string;
  authorName: string;
  authorThumbnail: string;
  tools: string[];
  lengthHours: number;
  level: string;
  comingSoon: boolean;
}

export interface PathBanner {
  id: string;
  slug: string;
  title: string;
  badgeSrc: string;
  description: string;
  skills: string[];
  courseCount: number;
  totalHours: number;
}

export interface CourseDetail extends CourseCard {
  kind: "course" | "crash_course";
  descriptionFull: string;
  descriptionDetail: string;
  lessons: Lesson[];
  skills: string[];
  cpeCreditHours: number;
  instructorBio: string;
  instructorTitle: string;
}

export interface PathDetail {
  id: string;
  slug: string;
  title: string;
  badgeSrc: string;
  description: string;
  skills: string[];
  courses: CourseCard[];
  totalHours: number;
}

export interface TestimonialView {
  id: string;
  authorName: string;
  authorRole: string;
  avatarSrc: string;
  quote: string;
  rating: number;
}

const courseCardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  badgeSrc: courses.badgeSrc,
  authorName: courses.authorName,
  authorThumbnail: courses.authorThumbnail,
  tools: courses.tools,
  lengthHours: courses.lengthHours,
  level: courses.level,
  comingSoon: courses.comingSoon,
};

export const CATALOG_CACHE_TTL_MS = 60_000;

export function createCatalogService({ db, logger }: { db: Database; logger?: Logger }) {
  const service = {
    async featuredCourses(limit = 8): Promise<CourseCard[]> {
      const rows = await db
        .select(courseCardColumns)
        .from(courses)
        .where(and(eq(courses.featured, true), eq(courses.kind, "course")))
        .orderBy(asc(courses.comingSoon), desc(courses.publishedAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, tools: toList(row.tools) }));
    },

    async featuredPaths(limit = 3): Promise<PathBanner[]> {
      const rows = await db
        .select({
          id: paths.id,
          slug: paths.slug,
          title: paths.title,
          badgeSrc: paths.badgeSrc,
          description: paths.description,
          skills: paths.skills,
          courseCount: count(pathCourses.courseId),
          totalHours: sum(courses.lengthHours).mapWith(Number),
        })
        .from(paths)
        .leftJoin(pathCourses, eq(pathCourses.pathId, paths.id))
        .leftJoin(courses, eq(courses.id, pathCourses.courseId))
        .where(eq(paths.featured, true))
        .groupBy(paths.id)
        .orderBy(asc(paths.title))
        .limit(limit);
      return rows.map((row) => ({ ...row, skills: toList(row.skills), totalHours: row.totalHours ?? 0 }));
    },

    async featuredTestimonials(limit = 6): Promise<TestimonialView[]> {
      return db
        .select({
          id: testimonials.id,
          authorName: testimonials.authorName,
          authorRole: testimonials.authorRole,
          avatarSrc: testimonials.avatarSrc,
          quote: testimonials.quote,
          rating: testimonials.rating,
        })
        .from(testimonials)
        .where(eq(testimonials.featured, true))
        .orderBy(asc(testimonials.id))
        .limit(limit);
    },

    /** Published courses and paths, for the site map. */
    async publicPages() {
      const [courseRows, pathRows] = await Promise.all([
        db.select({ slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.title)),
        db.select({ slug: paths.slug, title: paths.title }).from(paths).orderBy(asc(paths.title)),
      ]);
      return { courses: courseRows, paths: pathRows };
    },

    async courseBySlug(slug: string): Promise<CourseDetail> {
      const [row] = await db
        .select({
          ...courseCardColumns,
          kind: courses.kind,
          descriptionFull: courses.descriptionFull,
          descriptionDetail: courses.descriptionDetail,
          lessons: courses.lessons,
          skills: courses.skills,
          cpeCreditHours: courses.cpeCreditHours,
          instructorBio: instructors.bio,
          instructorTitle: instructors.title,
        })
        .from(courses)
        .leftJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(eq(courses.slug, slug))
        .limit(1);
      if (!row) throw new NotFound(`No course "${slug}"`);
      return {
        ...row,
        tools: toList(row.tools),
        skills: toList(row.skills),
        lessons: parseLessons(row.lessons, (error) =>
          logger?.warn({ err: error, course: slug }, "course lessons unreadable"),
        ),
        instructorBio: row.instructorBio ?? "",
        instructorTitle: row.instructorTitle ?? "",
      };
    },

    async pathBySlug(slug: string): Promise<PathDetail> {
      const [path] = await db.select().from(paths).where(eq(paths.slug, slug)).limit(1);
      if (!path) throw new NotFound(`No path "${slug}"`);
      const rows = await db
        .select(courseCardColumns)
        .from(pathCourses)
        .innerJoin(courses, eq(courses.id, pathCourses.courseId))
        .where(eq(pathCourses.pathId, path.id))
        .orderBy(asc(pathCourses.position));
      const pathCourseCards = rows.map((row) => ({ ...row, tools: toList(row.tools) }));
      return {
        id: path.id,
        slug: path.slug,
        title: path.title,
        badgeSrc: path.badgeSrc,
        description: path.description,
        skills: toList(path.skills),
        courses: pathCourseCards,
        totalHours: pathCourseCards.reduce((total, c) => total + c.lengthHours, 0),
      };
    },
  };
  return {
    ...service,
    featuredCourses: cacheFor(CATALOG_CACHE_TTL_MS, service.featuredCourses),
    featuredPaths: cacheFor(CATALOG_CACHE_TTL_MS, service.featuredPaths),
    featuredTestimonials: cacheFor(CATALOG_CACHE_TTL_MS, service.featuredTestimonials),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
