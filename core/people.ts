/**
 * Where a person's public profile is. Instructors are staff, not learner accounts: their profile is
 * their card on the team page, whose anchor is the slug their instructor id is made from
 * ("ins_maya-okafor" -> /team#maya-okafor; db/seed/content/people.ts).
 */
export function instructorProfilePath(instructorId: string): string {
  return `/team#${encodeURIComponent(instructorId.replace(/^ins_/, ""))}`;
}
