import type { instructors } from "~/db/schema/catalog.ts";
import { PEOPLE } from "./people.ts";

/** Demo instructors: the people who teach (./people.ts), with the same role and bio as on the team page. */
export const instructorSeed: (typeof instructors.$inferInsert)[] = PEOPLE.filter((p) => p.instructor).map((p) => ({
  id: `ins_${p.slug}`,
  name: p.name,
  title: p.role,
  bio: p.bio,
  thumbnailSrc: `/images/instructors/ins_${p.slug}.png`,
}));
