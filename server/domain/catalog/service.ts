import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { type CourseFilters, type CourseFormat, type CourseLevel, searchTerms } from "~/core/catalog-filters.ts";
import { parseLessons, type Lesson } from "~/core/lessons.ts";
import { toList } from "~/core/lists.ts";
import type { Database } from "~/db/client.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { courses, credentials, instructors, pathCourses, paths, testimonials } from "~/db/schema/catalog.ts";
import { cacheFor } from "../../cache.ts";
import type { Logger } from "../../logger.ts";
import { NotFound } from "../errors.ts";
import { instructorViews, liveTeamNames, type InstructorView } from "./instructors.ts";

export type { InstructorView };

export interface CourseCard {
  id: string;
  slug: string;
  title: string;
  kind: CourseFormat;
  badgeSrc: string;
  authorName: string;
  authorThumbnail: string;
  tools: string[];
  skills: string[];
  lengthHours: number;
  level: CourseLevel;
  comingSoon: boolean;
  descriptionFull: string;
  cpeCreditHours: number;
  lessonCount: number;
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
  courseTitles: string[];
}

export interface TestimonialView {
  id: string;
  authorName: string;
  authorRole: string;
  avatarSrc: string;
  quote: string;
  rating: number;
  courseId: string | null;
  pathId: string | null;
  subjectTitle: string | null;
  subjectUrl: string | null;
}

export interface CourseDetail extends CourseCard {
  legacyId: number | null;
  descriptionDetail: string;
  lessons: Lesson[];
  video: string;
  url: string;
  publishedAt: Date;
  instructor: InstructorView | null;
  credentialBadge: string | null;
  paths: { slug: string; title: string }[];
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
  instructors: InstructorView[];
  credentialTitle: string | null;
}

export interface CourseFacets {
  tools: { value: string; count: number }[];
  skills: { value: string; count: number }[];
}

/**
 * How long catalogue reads are answered from memory. The catalogue only changes through the seed
 * (on first start, before the server listens, or `npm run db:seed` against a shared PostgreSQL),
 * so there is nothing to invalidate on a write path; the TTL bounds how long such a re-seed takes
 * to show.
 */
export const CATALOG_CACHE_TTL_MS = 60_000;
/** Distinct searches kept (the filters are the key; users type the search text, so it is bounded). */
export const SEARCH_CACHE_ENTRIES = 500;
/** Related courses shown under a course. */
const RELATED_LIMIT = 4;

type CourseRow = typeof courses.$inferSelect;

function facetCounts(lists: string[][]): { value: string; count: number }[] {
  const counts = new Map<string, { value: string; count: number }>();
  for (const list of lists) {
    for (const value of list) {
      const key = value.toLowerCase();
      const entry = counts.get(key) ?? { value, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** `column` holds a comma-separated list; true when any item equals one of `values` (case-insensitive). */
function listContainsAny(column: AnyPgColumn, values: string[]): SQL {
  const lowered = values.map((v) => sql`${v.toLowerCase()}`);
  return sql`exists (select 1 from unnest(string_to_array(${column}, ',')) as item(v) where lower(trim(item.v)) in (${sql.join(lowered, sql`, `)}))`;
}

export function createCatalogService({
  db,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  logger?: Logger;
  /** Whether an instructor's team card is live yet. */
  clock?: () => Date;
}) {
  const lessonsOf = (row: Pick<CourseRow, "lessons" | "slug">) =>
    parseLessons(row.lessons, (error) => logger?.warn({ err: error, course: row.slug }, "course lessons unreadable"));

  const toCard = (row: CourseRow, teamNames?: Map<string, string>): CourseCard => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    badgeSrc: row.badgeSrc,
    authorName: (row.instructorId && teamNames?.get(row.instructorId)) || row.authorName,
    authorThumbnail: row.authorThumbnail,
    tools: toList(row.tools),
    skills: toList(row.skills),
    lengthHours: row.lengthHours,
    level: row.level,
    comingSoon: row.comingSoon,
    descriptionFull: row.descriptionFull,
    cpeCreditHours: row.cpeCreditHours,
    lessonCount: lessonsOf(row).length,
  });

  const testimonialSelect = {
    id: testimonials.id,
    authorName: testimonials.authorName,
    authorRole: testimonials.authorRole,
    avatarSrc: testimonials.avatarSrc,
    quote: testimonials.quote,
    rating: testimonials.rating,
    courseId: testimonials.courseId,
    pathId: testimonials.pathId,
    courseSlug: courses.slug,
    courseTitle: courses.title,
    pathSlug: paths.slug,
    pathTitle: paths.title,
  };
  const selectTestimonials = () =>
    db
      .select(testimonialSelect)
      .from(testimonials)
      .leftJoin(courses, eq(courses.id, testimonials.courseId))
      .leftJoin(paths, eq(paths.id, testimonials.pathId));
  type TestimonialRow = Awaited<ReturnType<ReturnType<typeof selectTestimonials>["execute"]>>[number];
  const toTestimonial = (row: TestimonialRow): TestimonialView => ({
    id: row.id,
    authorName: row.authorName,
    authorRole: row.authorRole,
    avatarSrc: row.avatarSrc,
    quote: row.quote,
    rating: row.rating,
    courseId: row.courseId,
    pathId: row.pathId,
    subjectTitle: row.courseTitle ?? row.pathTitle ?? null,
    subjectUrl: row.courseSlug ? `/course/${row.courseSlug}` : row.pathSlug ? `/path/${row.pathSlug}` : null,
  });
  /** Cards with each author as /team names them now (./instructors.ts). */
  const toCards = async (rows: CourseRow[]): Promise<CourseCard[]> => {
    const names = await liveTeamNames(db, clock());
    return rows.map((row) => toCard(row, names));
  };

  const service = {
    /** Every course card, in the default order; the catalogue is small enough to hold in memory briefly. */
    async allCourses(): Promise<CourseCard[]> {
      const rows = await db
        .select()
        .from(courses)
        .orderBy(desc(courses.featured), asc(courses.comingSoon), desc(courses.publishedAt), asc(courses.id));
      return toCards(rows);
    },

    async featuredCourses(limit = 8): Promise<CourseCard[]> {
      const rows = await db
        .select()
        .from(courses)
        .where(and(eq(courses.featured, true), eq(courses.kind, "course")))
        .orderBy(asc(courses.comingSoon), desc(courses.publishedAt))
        .limit(limit);
      return toCards(rows);
    },

    async crashCourses(): Promise<CourseCard[]> {
      const rows = await db
        .select()
        .from(courses)
        .where(eq(courses.kind, "crash_course"))
        .orderBy(asc(courses.comingSoon), desc(courses.publishedAt));
      return toCards(rows);
    },

    /** Tools and skills that occur in the catalogue, most common first, for the filter lists. */
    async courseFacets(): Promise<CourseFacets> {
      const rows = await db.select({ tools: courses.tools, skills: courses.skills }).from(courses);
      return {
        tools: facetCounts(rows.map((r) => toList(r.tools))),
        skills: facetCounts(rows.map((r) => toList(r.skills))),
      };
    },

    /**
     * The catalogue search: ranked PostgreSQL full-text search (title weighs most, then tools and
     * skills, then descriptions), with prefix matching so partial words find courses.
     */
    async searchCourses(filters: CourseFilters): Promise<CourseCard[]> {
      const where: SQL[] = [];
      const terms = searchTerms(filters.q);
      const query = terms.length ? sql`to_tsquery('english', ${terms.map((t) => `${t}:*`).join(" & ")})` : null;
      if (filters.q && !query) return [];
      if (query) where.push(sql`${courses.searchVector} @@ ${query}`);
      if (filters.tools.length) where.push(listContainsAny(courses.tools, filters.tools));
      if (filters.skills.length) where.push(listContainsAny(courses.skills, filters.skills));
      if (filters.levels.length) where.push(inArray(courses.level, filters.levels));
      if (filters.formats.length) where.push(inArray(courses.kind, filters.formats));

      const order: SQL[] = (() => {
        switch (filters.sort) {
          case "relevance":
            return query ? [sql`ts_rank_cd(${courses.searchVector}, ${query}, 32) desc`, asc(courses.title)] : [];
          case "newest":
            return [desc(courses.publishedAt)];
          case "title":
            return [asc(courses.title)];
          case "shortest":
            return [asc(courses.lengthHours), asc(courses.title)];
          case "longest":
            return [desc(courses.lengthHours), asc(courses.title)];
          default:
            return [];
        }
      })();
      const rows = await db
        .select()
        .from(courses)
        .where(where.length ? and(...where) : undefined)
        .orderBy(...order, desc(courses.featured), asc(courses.comingSoon), desc(courses.publishedAt), asc(courses.id))
        .limit(200);
      return toCards(rows);
    },

    async featuredPaths(limit = 3): Promise<PathBanner[]> {
      return (await cachedAllPaths()).filter((p) => p.featured).slice(0, limit);
    },

    async allPaths(): Promise<(PathBanner & { featured: boolean })[]> {
      const [pathRows, links] = await Promise.all([
        db.select().from(paths).orderBy(desc(paths.featured), asc(paths.title)),
        db
          .select({ pathId: pathCourses.pathId, title: courses.title, lengthHours: courses.lengthHours })
          .from(pathCourses)
          .innerJoin(courses, eq(courses.id, pathCourses.courseId))
          .orderBy(asc(pathCourses.pathId), asc(pathCourses.position)),
      ]);
      return pathRows.map((p) => {
        const own = links.filter((l) => l.pathId === p.id);
        return {
          id: p.id,
          slug: p.slug,
          title: p.title,
          badgeSrc: p.badgeSrc,
          description: p.description,
          skills: toList(p.skills),
          featured: p.featured,
          courseCount: own.length,
          totalHours: own.reduce((total, l) => total + l.lengthHours, 0),
          courseTitles: own.map((l) => l.title),
        };
      });
    },

    async featuredTestimonials(limit = 6): Promise<TestimonialView[]> {
      const rows = await selectTestimonials()
        .where(eq(testimonials.featured, true))
        .orderBy(asc(testimonials.id))
        .limit(limit);
      return rows.map(toTestimonial);
    },

    /** All testimonials, optionally about one course or path (by slug); unknown slugs give none. */
    async testimonials(filter: { course?: string; path?: string } = {}): Promise<TestimonialView[]> {
      const conditions: SQL[] = [];
      if (filter.course) conditions.push(eq(courses.slug, filter.course));
      if (filter.path) conditions.push(eq(paths.slug, filter.path));
      const rows = await selectTestimonials()
        .where(conditions.length ? or(...conditions) : undefined)
        .orderBy(desc(testimonials.featured), asc(testimonials.id));
      return rows.map(toTestimonial);
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
        .select({ course: courses, instructor: instructors })
        .from(courses)
        .leftJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(eq(courses.slug, slug))
        .limit(1);
      if (!row) throw new NotFound(`No course "${slug}"`);
      const { course, instructor } = row;
      const [pathRows, credentialRows] = await Promise.all([
        db
          .select({ slug: paths.slug, title: paths.title })
          .from(pathCourses)
          .innerJoin(paths, eq(paths.id, pathCourses.pathId))
          .where(eq(pathCourses.courseId, course.id))
          .orderBy(asc(paths.title)),
        db.select({ badgeSrc: credentials.badgeSrc }).from(credentials).where(eq(credentials.courseId, course.id)),
      ]);
      return {
        ...(await toCards([course]))[0]!,
        legacyId: course.legacyId,
        descriptionDetail: course.descriptionDetail,
        lessons: lessonsOf(course),
        video: course.video,
        url: course.url,
        publishedAt: course.publishedAt,
        instructor: instructor ? ((await instructorViews(db, [instructor], clock())).get(instructor.id) ?? null) : null,
        credentialBadge: credentialRows[0]?.badgeSrc ?? null,
        paths: pathRows,
      };
    },

    /** Courses a learner of `course` is likely to take next: same paths, then shared tools and skills. */
    async relatedCourses(course: Pick<CourseDetail, "id" | "tools" | "skills" | "paths">): Promise<CourseCard[]> {
      const [all, pathLinks] = await Promise.all([
        cachedAllCourses(),
        db
          .select({ courseId: pathCourses.courseId, slug: paths.slug })
          .from(pathCourses)
          .innerJoin(paths, eq(paths.id, pathCourses.pathId)),
      ]);
      const ownPaths = new Set(course.paths.map((p) => p.slug));
      const tools = new Set(course.tools.map((t) => t.toLowerCase()));
      const skills = new Set(course.skills.map((s) => s.toLowerCase()));
      const score = (c: CourseCard) =>
        (pathLinks.some((l) => l.courseId === c.id && ownPaths.has(l.slug)) ? 3 : 0) +
        2 * c.tools.filter((t) => tools.has(t.toLowerCase())).length +
        c.skills.filter((s) => skills.has(s.toLowerCase())).length;
      return all
        .filter((c) => c.id !== course.id)
        .map((c) => ({ c, s: score(c) }))
        .filter(({ s }) => s > 0)
        .sort((a, b) => b.s - a.s)
        .slice(0, RELATED_LIMIT)
        .map(({ c }) => c);
    },

    async pathBySlug(slug: string): Promise<PathDetail> {
      const [path] = await db.select().from(paths).where(eq(paths.slug, slug)).limit(1);
      if (!path) throw new NotFound(`No path "${slug}"`);
      const [rows, credentialRows] = await Promise.all([
        db
          .select({ course: courses, instructor: instructors })
          .from(pathCourses)
          .innerJoin(courses, eq(courses.id, pathCourses.courseId))
          .leftJoin(instructors, eq(instructors.id, courses.instructorId))
          .where(eq(pathCourses.pathId, path.id))
          .orderBy(asc(pathCourses.position)),
        db.select({ title: credentials.title }).from(credentials).where(eq(credentials.pathId, path.id)),
      ]);
      const cards = await toCards(rows.map((r) => r.course));
      const instructorsById = await instructorViews(
        db,
        rows.map((r) => r.instructor),
        clock(),
      );
      return {
        id: path.id,
        slug: path.slug,
        title: path.title,
        badgeSrc: path.badgeSrc,
        description: path.description,
        skills: toList(path.skills),
        courses: cards,
        totalHours: cards.reduce((total, c) => total + c.lengthHours, 0),
        instructors: [...instructorsById.values()],
        credentialTitle: credentialRows[0]?.title ?? null,
      };
    },
  };
  const cachedAllCourses = cacheFor(CATALOG_CACHE_TTL_MS, service.allCourses);
  const cachedAllPaths = cacheFor(CATALOG_CACHE_TTL_MS, service.allPaths);
  return {
    ...service,
    allCourses: cachedAllCourses,
    courseFacets: cacheFor(CATALOG_CACHE_TTL_MS, service.courseFacets),
    allPaths: cachedAllPaths,
    // Every catalogue page view runs a search (the plain /courses too): the same filters give the
    // same rows until the catalogue changes, so they are answered from memory.
    searchCourses: cacheFor(CATALOG_CACHE_TTL_MS, service.searchCourses, { maxEntries: SEARCH_CACHE_ENTRIES }),
    featuredCourses: cacheFor(CATALOG_CACHE_TTL_MS, service.featuredCourses),
    featuredPaths: cacheFor(CATALOG_CACHE_TTL_MS, service.featuredPaths),
    featuredTestimonials: cacheFor(CATALOG_CACHE_TTL_MS, service.featuredTestimonials),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
