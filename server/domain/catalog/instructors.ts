import { and, eq, inArray, lte } from "drizzle-orm";
import { instructorIdOf, teamCardPath, teamEntryIdOf } from "~/core/people.ts";
import type { Database } from "~/db/client.ts";
import type { instructors } from "~/db/schema/catalog.ts";
import { contentEntries } from "~/db/schema/publishing.ts";

type InstructorRow = typeof instructors.$inferSelect;

export interface InstructorView {
  id: string;
  name: string;
  title: string;
  bio: string;
  /** Their card on the team page; null while that card is not live. */
  profileUrl: string | null;
}

/**
 * Instructors as the team page shows them. Staff edit people in the content editor (kind "team"),
 * so the live team entry gives the name, role and bio and course, path and project pages never
 * disagree with /team. The instructor row's seeded text is only for someone with no live card.
 */
export async function instructorViews(
  db: Database,
  rows: readonly (InstructorRow | null)[],
  now: Date,
): Promise<Map<string, InstructorView>> {
  const unique = new Map<string, InstructorRow>();
  for (const row of rows) if (row) unique.set(row.id, row);
  const views = new Map<string, InstructorView>();
  if (!unique.size) return views;
  const entries = await db
    .select({
      id: contentEntries.id,
      slug: contentEntries.slug,
      title: contentEntries.title,
      body: contentEntries.body,
      fields: contentEntries.fields,
    })
    .from(contentEntries)
    .where(
      and(
        inArray(contentEntries.id, [...unique.keys()].map(teamEntryIdOf)),
        eq(contentEntries.kind, "team"),
        eq(contentEntries.status, "published"),
        lte(contentEntries.publishAt, now),
      ),
    );
  const entryById = new Map(entries.map((e) => [e.id, e]));
  for (const row of unique.values()) {
    const entry = entryById.get(teamEntryIdOf(row.id));
    views.set(
      row.id,
      entry
        ? {
            id: row.id,
            name: entry.title,
            title: entry.fields.role ?? "",
            bio: entry.body,
            profileUrl: teamCardPath(entry.slug),
          }
        : { id: row.id, name: row.name, title: row.title, bio: row.bio, profileUrl: null },
    );
  }
  return views;
}

/**
 * The name each instructor goes by on /team now, for the course cards: a card's seeded author name
 * gives way to it, so a renamed person is renamed on every card too.
 */
export async function liveTeamNames(db: Database, now: Date): Promise<Map<string, string>> {
  const entries = await db
    .select({ id: contentEntries.id, title: contentEntries.title })
    .from(contentEntries)
    .where(
      and(eq(contentEntries.kind, "team"), eq(contentEntries.status, "published"), lte(contentEntries.publishAt, now)),
    );
  return new Map(entries.map((e) => [instructorIdOf(e.id), e.title]));
}
