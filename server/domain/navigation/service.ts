import { asc, desc, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { cacheFor } from "../../cache.ts";
import { courses, paths } from "~/db/schema/catalog.ts";
import { challenges, datasets } from "~/db/schema/resources.ts";

/** What the mega menu and footer link to (spec section 2, "Global header"). */
export interface Navigation {
  featuredCourses: { slug: string; title: string }[];
  paths: { slug: string; title: string }[];
  currentChallenge: { id: string; slug: string; title: string; excerpt: string } | null;
  pastChallenges: { id: string; slug: string; title: string }[];
  datasets: { id: string; title: string }[];
}

const CACHE_TTL_MS = 60_000;

export function createNavigationService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function load(): Promise<Navigation> {
    const [featuredCourses, pathRows, challengeRows, datasetRows] = await Promise.all([
      db
        .select({ slug: courses.slug, title: courses.title })
        .from(courses)
        .where(eq(courses.featured, true))
        .orderBy(asc(courses.comingSoon), desc(courses.publishedAt))
        .limit(5),
      db
        .select({ slug: paths.slug, title: paths.title })
        .from(paths)
        .orderBy(desc(paths.featured), asc(paths.title))
        .limit(5),
      db
        .select({ id: challenges.id, slug: challenges.slug, title: challenges.title, excerpt: challenges.excerpt })
        .from(challenges)
        .where(lte(challenges.startsAt, now()))
        .orderBy(desc(challenges.startsAt))
        .limit(5),
      db
        .select({ id: datasets.id, title: datasets.title })
        .from(datasets)
        .orderBy(desc(datasets.featured), desc(datasets.dateAdded))
        .limit(5),
    ]);
    const [current, ...past] = challengeRows;
    return {
      featuredCourses,
      paths: pathRows,
      currentChallenge: current ?? null,
      pastChallenges: past.map(({ id, slug, title }) => ({ id, slug, title })),
      datasets: datasetRows,
    };
  }

  // Every page renders the menu: a short cache keeps it off the database's hot path.
  const get = cacheFor(CACHE_TTL_MS, load);
  return { get, invalidate: get.clear };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
