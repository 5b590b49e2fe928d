import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { lessonProgress, lessons } from "~/db/schema/learning.ts";

/**
 * The first lesson a learner has not completed in each of these courses (where "Continue learning"
 * goes); a course with every lesson done has no entry.
 */
export async function firstOpenLessons(
  db: Database,
  userId: string,
  courseIds: readonly string[],
): Promise<Map<string, { id: string; title: string; chapter: number }>> {
  const firstOpen = new Map<string, { id: string; title: string; chapter: number }>();
  if (courseIds.length === 0) return firstOpen;
  const rows = await db
    .select({ id: lessons.id, courseId: lessons.courseId, title: lessons.title, chapter: lessons.chapter })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.lessonId, lessons.id),
        eq(lessonProgress.userId, userId),
        isNotNull(lessonProgress.completedAt),
      ),
    )
    .where(and(inArray(lessons.courseId, [...courseIds]), isNull(lessonProgress.lessonId)))
    .orderBy(asc(lessons.position));
  for (const row of rows) if (!firstOpen.has(row.courseId)) firstOpen.set(row.courseId, row);
  return firstOpen;
}
