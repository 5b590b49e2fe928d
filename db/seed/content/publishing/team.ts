import { PEOPLE } from "../people.ts";
import type { EntrySeed } from "./types.ts";

/**
 * The team page: everyone in ../people.ts, instructors included, with the role and bio the course
 * pages show. People are fictional and shown with generated initials avatars, never photos.
 */
export const teamSeed: EntrySeed[] = PEOPLE.map(({ slug, name, role, bio }, i) => ({
  id: `ent_team-${slug}`,
  kind: "team" as const,
  slug,
  title: name,
  summary: "",
  body: bio,
  image: null,
  fields: { role, order: String((i + 1) * 10) },
  publishAt: new Date("2026-11-01T09:00:00Z"),
}));
