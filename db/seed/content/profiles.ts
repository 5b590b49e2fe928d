import type { courseEnrolments, userProfiles } from "~/db/schema/account.ts";
import type { invoices, subscriptions } from "~/db/schema/commerce.ts";
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
  },
  "usr_mei-nakamura": {
    headline: "Spreadsheet wrangler and weather nerd",
    bio: "Analyst at a small events company. I like questions that have a practical answer, like which month gives the best odds of a dry wedding day.",
    location: "Seattle, WA",
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
    // The free first chapter: since the plan ended, the demo learner works in free lessons only.
    lessonsCompleted: 3,
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

/**
 * The demo learner's past plan: Maven Pro (monthly) from February to May 2025, the months in which
 * they finished the two Excel courses and earned their credentials, canceled to end with the period
 * on June 1. Since then they are on the free plan, so the demo shows a lapsed subscriber honestly:
 * the subscription page says when the plan ended and the invoices are there.
 */
const LEARNER_PLAN_PRICE = 3900;
const LEARNER_PERIODS = ["2025-02-01", "2025-03-01", "2025-04-01", "2025-05-01", "2025-06-01"].map(
  (d) => new Date(`${d}T09:00:00Z`),
);
export const demoLearnerPastPlan: {
  subscription: typeof subscriptions.$inferInsert;
  invoices: (typeof invoices.$inferInsert)[];
} = {
  subscription: {
    id: "sub_demo-learner-2025",
    userId: "usr_demo-learner",
    plan: "pro-monthly",
    status: "canceled",
    currentPeriodStart: LEARNER_PERIODS[3]!,
    currentPeriodEnd: LEARNER_PERIODS[4]!,
    cancelAtPeriodEnd: true,
    cancelReason: "I finished the courses I needed for now.",
    canceledAt: new Date("2025-05-10T17:20:00Z"),
    endedAt: LEARNER_PERIODS[4]!,
    createdAt: LEARNER_PERIODS[0]!,
    updatedAt: LEARNER_PERIODS[4]!,
  },
  invoices: LEARNER_PERIODS.slice(0, 4).map((start, i) => ({
    id: `inv_demo-learner-${i + 1}`,
    userId: "usr_demo-learner",
    number: `MA-DEMO-10000${i + 1}`,
    description: "Maven Pro (monthly)",
    subscriptionId: "sub_demo-learner-2025",
    lines: [
      {
        description: "Maven Pro (monthly)",
        quantity: 1,
        unitAmount: LEARNER_PLAN_PRICE,
        amount: LEARNER_PLAN_PRICE,
        periodStart: start.toISOString(),
        periodEnd: LEARNER_PERIODS[i + 1]!.toISOString(),
      },
    ],
    subtotal: LEARNER_PLAN_PRICE,
    amountMinor: LEARNER_PLAN_PRICE,
    currency: "USD",
    status: "paid" as const,
    billingName: "Alex Morgan",
    billingEmail: "demo.learner@example.com",
    cardBrand: "mastercard",
    cardLast4: "4444",
    issuedAt: start,
    paidAt: start,
  })),
};
