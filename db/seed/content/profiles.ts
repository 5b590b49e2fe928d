import type { courseEnrolments, userProfiles } from "~/db/schema/account.ts";
import { suggestPortfolioPostfix } from "~/core/user-attributes.ts";
import { courseSeed } from "./courses.ts";
import { demoUserSeed } from "./users.ts";

/** Headlines, bios and places of some demo learners; the rest keep an empty profile. */
const details: Record<
  string,
  Partial<Pick<typeof userProfiles.$inferInsert, "headline" | "bio" | "location" | "links">>
> = {
  "usr_demo-learner": {
    headline: "Operations coordinator learning to turn spreadsheets into decisions",
    bio: "I started with Excel to tidy up our weekly sales reports and got hooked on finding the story in the numbers. Now working through Power BI and SQL, one project at a time.",
    location: "Leeds, UK",
    links: ["https://example.com/portfolio/alex-morgan"],
  },
  "usr_mei-nakamura": {
    headline: "Spreadsheet wrangler and weather nerd",
    bio: "Analyst at a small events company. I like questions that have a practical answer, like which month gives the best odds of a dry wedding day.",
    location: "Seattle, WA",
    links: ["https://example.com/portfolio/mei-nakamura"],
  },
  "usr_tiago-ferreira": {
    headline: "SQL first, dashboards second",
    bio: "Logistics analyst who learned SQL to stop waiting on IT for exports.",
    location: "Porto, Portugal",
  },
  "usr_amara-osei": {
    headline: "Aspiring data analyst with a public-health background",
    location: "Accra, Ghana",
  },
};

/** One public profile per demo learner, its postfix suggested from the name like any new account's. */
export const profileSeed: (typeof userProfiles.$inferInsert)[] = demoUserSeed.map((user) => ({
  userId: user.id,
  portfolioUrlPostfix: suggestPortfolioPostfix(user.name),
  ...details[user.id],
}));

/** Lessons in a course's outline (the player's count of a finished course). */
export const lessonCount = (courseId: string) =>
  (JSON.parse(courseSeed.find((c) => c.id === courseId)?.lessons ?? "[]") as unknown[]).length;
const daysBefore = (iso: string, days: number) => new Date(new Date(iso).getTime() - days * 24 * 60 * 60 * 1000);
const SEED_NOW = "2026-11-20T18:00:00Z";

/**
 * The demo learner's progress: two finished Excel courses (their credentials are seeded too), two
 * under way and one just started, so the dashboard shows each state.
 */
export const demoEnrolmentSeed: (typeof courseEnrolments.$inferInsert)[] = [
  {
    userId: "usr_demo-learner",
    courseId: "crs_excel-essentials",
    lessonsCompleted: lessonCount("crs_excel-essentials"),
    enrolledAt: new Date("2025-02-01T09:00:00Z"),
    lastActivityAt: new Date("2025-03-14T10:00:00Z"),
    completedAt: new Date("2025-03-14T10:00:00Z"),
  },
  {
    userId: "usr_demo-learner",
    courseId: "crs_excel-pivot-tables",
    lessonsCompleted: lessonCount("crs_excel-pivot-tables"),
    enrolledAt: new Date("2025-03-20T09:00:00Z"),
    lastActivityAt: new Date("2025-05-02T10:00:00Z"),
    completedAt: new Date("2025-05-02T10:00:00Z"),
  },
  {
    userId: "usr_demo-learner",
    courseId: "crs_power-bi-desktop",
    lessonsCompleted: 7,
    enrolledAt: daysBefore(SEED_NOW, 40),
    lastActivityAt: daysBefore(SEED_NOW, 1),
  },
  {
    userId: "usr_demo-learner",
    courseId: "crs_mysql-data-analysis",
    lessonsCompleted: 3,
    enrolledAt: daysBefore(SEED_NOW, 21),
    lastActivityAt: daysBefore(SEED_NOW, 6),
  },
  {
    userId: "usr_demo-learner",
    courseId: "crs_data-storytelling",
    lessonsCompleted: 1,
    enrolledAt: daysBefore(SEED_NOW, 3),
    lastActivityAt: daysBefore(SEED_NOW, 3),
  },
];
