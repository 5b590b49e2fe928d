// An e2e fixture, run after the seed by the test server's command (playwright.config.ts): a challenge
// open for entries whatever the date, since the seeded ones close on fixed days.
import { challenges } from "~/db/schema/resources.ts";
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
await database.close();
