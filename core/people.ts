/**
 * Instructors are staff, not learner accounts. Each one's public card is their team entry: the
 * instructor row "ins_<slug>" belongs to the team entry "ent_team-<slug>" (db/seed/content/people.ts),
 * whose id stays put when staff change the entry's slug.
 */
export function teamEntryIdOf(instructorId: string): string {
  return `ent_team-${instructorId.replace(/^ins_/, "")}`;
}

/** The instructor a team entry is, by the same seeded slug. */
export function instructorIdOf(teamEntryId: string): string {
  return `ins_${teamEntryId.replace(/^ent_team-/, "")}`;
}

/** Their card on the team page, by the team entry's current slug. */
export function teamCardPath(teamSlug: string): string {
  return `/team#${encodeURIComponent(teamSlug)}`;
}
