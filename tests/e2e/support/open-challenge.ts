// An e2e fixture, run after the seed by the test server's command (playwright.config.ts): a challenge
// open for entries whatever the date, since the seeded ones close on fixed days, and a closed one with
// two entries and no results yet (and a spare), for the judges (challenge-judging.spec.ts). Their
// results are cleared on every start.
import { challengeEntries, showcaseProjects } from "~/db/schema/catalog.ts";
import { challenges } from "~/db/schema/resources.ts";
import { users } from "~/db/schema/users.ts";
import { openConfiguredDatabase } from "~/scripts/db-open.ts";

const DAY = 24 * 3600 * 1000;
const database = await openConfiguredDatabase();
const row = {
  // challenge-entries.spec.ts visits it by this address.
  id: "chl_e2e",
  slug: "sunshine-hours-challenge",
  title: "Sunshine Hours Challenge",
  excerpt: "Chart four years of Seattle sunshine and rain for a city guide.",
  body: "A city guide wants one chart that shows when Seattle is at its sunniest.",
  featuredImageSrc: "/images/challenges/seattle-weather-challenge.png",
  startsAt: new Date(Date.now() - DAY),
  endsAt: new Date(Date.now() + 30 * DAY),
  datasetId: "ds_seattle-weather",
  winners: "[]",
};
await database.db
  .insert(challenges)
  .values(row)
  .onConflictDoUpdate({ target: challenges.id, set: { startsAt: row.startsAt, endsAt: row.endsAt } });

// Two closed challenges alike: the judging test announces the first still waiting for results, so a
// retry of it (CI retries once) finds the second untouched.
const closedChallenges = [
  { id: "chl_e2e_closed", slug: "rainy-days-challenge", title: "Rainy Days Challenge" },
  { id: "chl_e2e_closed_2", slug: "wet-season-challenge", title: "Wet Season Challenge" },
].map((c) => ({
  ...c,
  excerpt: "Show a visitor which Seattle months are the wettest.",
  body: "A travel site wants one chart of Seattle's rainy days, month by month.",
  featuredImageSrc: "/images/challenges/seattle-weather-challenge.png",
  startsAt: new Date(Date.now() - 40 * DAY),
  endsAt: new Date(Date.now() - 2 * DAY),
  datasetId: "ds_seattle-weather",
  winners: "[]",
}));
for (const closed of closedChallenges) {
  await database.db
    .insert(challenges)
    .values(closed)
    .onConflictDoUpdate({
      target: challenges.id,
      set: { startsAt: closed.startsAt, endsAt: closed.endsAt, winners: "[]" },
    });
}
const entrants = [
  {
    userId: "usr_e2e-sol-rivera",
    name: "Sol Rivera",
    projectId: "prj_e2e-rainfall-rhythms",
    title: "Rainfall rhythms",
  },
  { userId: "usr_e2e-ines-duarte", name: "Ines Duarte", projectId: "prj_e2e-wet-months", title: "The wet months" },
];
for (const e of entrants) {
  const email = `${e.userId.replace(/^usr_e2e-/, "")}@example.com`;
  await database.db
    .insert(users)
    .values({ id: e.userId, name: e.name, email, emailVerified: true })
    .onConflictDoNothing();
  await database.db
    .insert(showcaseProjects)
    .values({
      id: e.projectId,
      authorId: e.userId,
      title: e.title,
      summary: `${e.title}, month by month.`,
      published: true,
    })
    .onConflictDoNothing();
  for (const closed of closedChallenges) {
    await database.db
      .insert(challengeEntries)
      .values({
        challengeId: closed.id,
        userId: e.userId,
        projectId: e.projectId,
        enteredAt: new Date(closed.endsAt.getTime() - 3 * DAY),
      })
      .onConflictDoNothing();
  }
}
await database.close();
