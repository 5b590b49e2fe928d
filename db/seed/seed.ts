import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import { courses, instructors, pathCourses, paths, testimonials } from "../schema/catalog.ts";
import { challenges, datasets } from "../schema/resources.ts";
import { challengeSeed } from "./content/challenges.ts";
import { courseSeed } from "./content/courses.ts";
import { datasetSeed } from "./content/datasets.ts";
import { instructorSeed } from "./content/instructors.ts";
import { pathCourseSeed, pathSeed } from "./content/paths.ts";
import { testimonialSeed } from "./content/testimonials.ts";

/** `set` clause that overwrites every column but the key with the incoming row. */
function excludedExcept(table: PgTable, keys: PgColumn[]): Record<string, SQL> {
  const keyNames = new Set(keys.map((k) => k.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsert<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][], keys: PgColumn[]) {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: keys, set: excludedExcept(table, keys) });
}

/**
 * Writes the demo content. Idempotent: rows are upserted by their fixed ids, so a second run
 * changes nothing (db/seed tests check it).
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await upsert(t, instructors, instructorSeed, [instructors.id]);
    await upsert(t, courses, courseSeed, [courses.id]);
    await upsert(t, paths, pathSeed, [paths.id]);
    await upsert(t, pathCourses, pathCourseSeed, [pathCourses.pathId, pathCourses.courseId]);
    await upsert(t, testimonials, testimonialSeed, [testimonials.id]);
    await upsert(t, challenges, challengeSeed, [challenges.id]);
    await upsert(t, datasets, datasetSeed, [datasets.id]);
  });
}

/** First start: the app seeds only a database that has no content yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: courses.id }).from(courses).limit(1);
  return rows.length === 0;
}
