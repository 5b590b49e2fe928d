import type { users } from "~/db/schema/users.ts";

type DemoUser = { slug: string; name: string; email?: string; createdAt: string };

/** Invented learners; the first three are the demo accounts for sign-in: a learner, a subscriber, a team admin. */
const people: DemoUser[] = [
  { slug: "demo-learner", name: "Alex Morgan", email: "demo.learner@example.com", createdAt: "2025-01-27T09:14:00Z" },
  {
    slug: "demo-subscriber",
    name: "Jordan Blake",
    email: "demo.subscriber@example.com",
    createdAt: "2025-01-20T15:30:00Z",
  },
  // The demo team's admin (issue 19): Northwind Analytics on Maven Teams.
  {
    slug: "demo-team-admin",
    name: "Sam Rivera",
    email: "demo.teamadmin@example.com",
    createdAt: "2025-08-04T08:20:00Z",
  },
  { slug: "amara-osei", name: "Amara Osei", createdAt: "2023-09-14T18:42:00Z" },
  { slug: "tiago-ferreira", name: "Tiago Ferreira", createdAt: "2023-11-02T07:05:00Z" },
  { slug: "mei-nakamura", name: "Mei Nakamura", createdAt: "2023-05-21T12:30:00Z" },
  { slug: "jonas-weber", name: "Jonas Weber", createdAt: "2024-03-09T16:11:00Z" },
  { slug: "lucia-marquez", name: "Lucia Marquez", createdAt: "2024-06-27T20:48:00Z" },
  { slug: "kofi-boateng", name: "Kofi Boateng", createdAt: "2024-01-16T10:02:00Z" },
  { slug: "elena-petrova", name: "Elena Petrova", createdAt: "2024-02-05T14:27:00Z" },
  { slug: "noah-brennan", name: "Noah Brennan", createdAt: "2024-12-11T08:55:00Z" },
  { slug: "aisha-rahman", name: "Aisha Rahman", createdAt: "2024-09-30T19:20:00Z" },
  { slug: "liam-oconnor", name: "Liam O'Connor", createdAt: "2025-02-03T11:38:00Z" },
  { slug: "yuki-sato", name: "Yuki Sato", createdAt: "2025-04-18T06:44:00Z" },
  { slug: "chloe-dubois", name: "Chloe Dubois", createdAt: "2026-01-08T17:03:00Z" },
  { slug: "rafael-costa", name: "Rafael Costa", createdAt: "2025-06-23T13:16:00Z" },
];

/** Demo learners: 15 accounts with verified example.com addresses and local SVG avatars. */
export const demoUserSeed: (typeof users.$inferInsert)[] = people.map((p) => {
  const id = `usr_${p.slug}`;
  const createdAt = new Date(p.createdAt);
  return {
    id,
    name: p.name,
    firstName: p.name.split(" ")[0],
    lastName: p.name.split(" ").slice(1).join(" ") || null,
    email: p.email ?? `${p.slug.replace("-", ".")}@example.com`,
    emailVerified: true,
    image: `/images/users/${id}.png`,
    createdAt,
    updatedAt: createdAt,
  };
});

/** The demo accounts' password, for trying the product (README); stored only as this argon2id hash. */
export const DEMO_LEARNER_PASSWORD = "Demo-Learner-2026!";
export const DEMO_LEARNER_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$3WyI58byOvJ1sS4S9AWILQ$dg8Fr/MalSRYnqhxKwCBvmbj0qRE4dolaHFsPZs5Whs";
