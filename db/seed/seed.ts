import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import {
  courses,
  credentials,
  guidedProjects,
  instructors,
  pathCourses,
  paths,
  projectLikes,
  challengeEntries,
  showcaseProjects,
  testimonials,
  userCredentials,
} from "../schema/catalog.ts";
import { courseEnrolments, userProfiles } from "../schema/account.ts";
import { appMeta } from "../schema/newsletter.ts";
import { challenges, datasetFiles, datasets } from "../schema/resources.ts";
import { accounts, users } from "../schema/users.ts";
import { billingCustomers, invoices, plans, promotionCodes, subscriptions } from "../schema/commerce.ts";
import { demoPromotionSeed, planSeed } from "./content/plans.ts";
import { assessmentAttempts, assessmentQuestions, assessments, surveyWeights } from "../schema/surveys.ts";
import { assessmentAttemptSeed } from "./content/assessment-attempts.ts";
import { assessmentQuestionSeed, assessmentSeed } from "./content/assessments.ts";
import { surveyWeightSeed } from "./content/survey-weights.ts";
import type { FileStorage } from "../storage/types.ts";
import { datasetFileSeed } from "./content/datasets.ts";
import { guidedProjectSeed } from "./content/guided-projects.ts";
import { projectLikeSeed, showcaseProjectSeed } from "./content/showcase.ts";
import { DEMO_LEARNER_PASSWORD_HASH, demoUserSeed } from "./content/users.ts";
import { materializeDatasetFile } from "./dataset-files.ts";
import { challengeSeed } from "./content/challenges.ts";
import { courseSeed } from "./content/courses.ts";
import { datasetSeed } from "./content/datasets.ts";
import { instructorSeed } from "./content/instructors.ts";
import { pathCourseSeed, pathSeed } from "./content/paths.ts";
import { testimonialSeed } from "./content/testimonials.ts";
import { demoEnrolmentSeed, demoLearnerPastPlan, profileSeed } from "./content/profiles.ts";
import { contentEntries } from "../schema/publishing.ts";
import { faqCorrections } from "./content/publishing/faq.ts";
import { legalCorrections } from "./content/publishing/legal.ts";
import { publishingSeed } from "./content/publishing/index.ts";
import { lessonFileSeed, lessonSeed } from "./content/lessons.ts";
import { lessonProgress, lessons } from "../schema/learning.ts";
import { teamAssignees, teamAssignments, teamGroupMembers, teamGroups, teamMembers, teams } from "../schema/teams.ts";
import { demoTeamSeed } from "./content/teams.ts";

/** `set` clause that overwrites every column but the key with the incoming row. */
function excludedExcept(table: PgTable, keys: PgColumn[]): Record<string, SQL> {
  const keyNames = new Set(keys.map((k) => k.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    // Generated columns (the course search vector) are computed by the database.
    if (column.generated) continue;
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsert<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][], keys: PgColumn[]) {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: keys, set: excludedExcept(table, keys) });
}

/**
 * Bump when the demo content changes: a database seeded with an older version is re-seeded on
 * start, so an existing ./data directory gets new content without a reset.
 */
export const SEED_VERSION = "2026-11-29.png-illustrations";

/** The demo accounts one can sign in to (README): a free learner, a subscriber and a team admin. */
const DEMO_SIGN_IN_USERS = ["usr_demo-learner", "usr_demo-subscriber", "usr_demo-team-admin"];
const DEMO_ACCOUNT_IDS = DEMO_SIGN_IN_USERS.map((userId) => userId.replace(/^usr_/, "acc_"));

/** One credential per course, path and guided project: the badge a learner earns by finishing it. */
function credentialRows(): (typeof credentials.$inferInsert)[] {
  return [
    ...courseSeed.map((c) => ({
      id: `cred_${c.id}`,
      kind: "course" as const,
      title: c.title,
      badgeSrc: c.badgeSrc ?? "",
      courseId: c.id,
    })),
    ...pathSeed.map((p) => ({
      id: `cred_${p.id}`,
      kind: "path" as const,
      title: p.title,
      badgeSrc: p.badgeSrc ?? "",
      pathId: p.id,
    })),
    ...guidedProjectSeed.map((g) => ({
      id: `cred_${g.id}`,
      kind: "guided_project" as const,
      title: g.title,
      badgeSrc: g.badgeSrc ?? "",
      guidedProjectId: g.id,
    })),
  ];
}

/** The demo learner's earned credentials, so credential cards have both states to show. */
const DEMO_EARNED: { id: string; credentialId: string; issuedAt: Date }[] = [
  { id: "vc-7Q2M9XK4", credentialId: "cred_crs_excel-essentials", issuedAt: new Date("2025-03-14T10:00:00Z") },
  { id: "vc-4HT8LW2N", credentialId: "cred_crs_excel-pivot-tables", issuedAt: new Date("2025-05-02T10:00:00Z") },
];

const fileCache = new Map<string, Promise<Buffer>>();
function fileBytes(file: (typeof datasetFileSeed)[number]): Promise<Buffer> {
  const key = `${file.source.format}:${file.source.path}`;
  let bytes = fileCache.get(key);
  if (!bytes) {
    bytes = materializeDatasetFile(file.source);
    fileCache.set(key, bytes);
  }
  return bytes;
}

export function datasetStorageKey(datasetId: string, fileName: string): string {
  return `datasets/${datasetId}/${fileName}`;
}

/**
 * Writes the demo content. Idempotent: rows are upserted by their fixed ids, so a second run
 * changes nothing (db/seed tests check it). With `storage`, the data set files are written there
 * too (skipped when an object of the same size is already stored).
 */
export async function seedDatabase(
  db: Database,
  {
    storage,
    demoAccounts = true,
  }: {
    storage?: FileStorage;
    /**
     * Whether the demo users get their sign-in (the README's password). Off for a public site
     * (env `seedDemoUsers`, issue 20): the people exist, as authors of the demo content, but nobody
     * can sign in as them, and a sign-in an earlier seed made with the demo password is removed.
     */
    demoAccounts?: boolean;
  } = {},
): Promise<void> {
  const fileRows: (typeof datasetFiles.$inferInsert)[] = [];
  for (const file of datasetFileSeed) {
    const bytes = await fileBytes(file);
    const storageKey = datasetStorageKey(file.datasetId, file.fileName);
    if (storage) {
      const existing = await storage.stat(storageKey);
      if (existing?.size !== bytes.length) await storage.write(storageKey, bytes, "text/csv; charset=utf-8");
    }
    fileRows.push({
      id: file.id,
      datasetId: file.datasetId,
      role: file.role,
      title: file.title,
      fileName: file.fileName,
      fileType: file.fileType,
      // Stored in kilobytes, as the spec's size formatting expects.
      fileSize: Math.max(1, Math.round(bytes.length / 1000)),
      storageKey,
      position: file.position,
    });
  }

  if (storage) {
    for (const file of lessonFileSeed) {
      const bytes = Buffer.from(file.text);
      const existing = await storage.stat(file.storageKey);
      if (existing?.size !== bytes.length) await storage.write(file.storageKey, bytes, file.contentType);
    }
  }

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await upsert(t, instructors, instructorSeed, [instructors.id]);
    await upsert(t, courses, courseSeed, [courses.id]);
    await upsert(t, paths, pathSeed, [paths.id]);
    await upsert(t, pathCourses, pathCourseSeed, [pathCourses.pathId, pathCourses.courseId]);
    await upsert(t, testimonials, testimonialSeed, [testimonials.id]);
    await upsert(t, datasets, datasetSeed, [datasets.id]);
    await upsert(t, datasetFiles, fileRows, [datasetFiles.id]);
    // Do nothing on conflict: staff edit challenges and give their results in the staff area (decision 075).
    await t.insert(challenges).values(challengeSeed).onConflictDoNothing();
    await upsert(t, guidedProjects, guidedProjectSeed, [guidedProjects.id]);
    await upsert(t, lessons, lessonSeed, [lessons.id]);
    await upsert(t, credentials, credentialRows(), [credentials.id]);
    await upsert(t, plans, planSeed, [plans.id]);
    // The survey's scoring rule belongs to the seed as a whole: a weight dropped from it goes too.
    await t.delete(surveyWeights);
    await t.insert(surveyWeights).values(surveyWeightSeed);
    await upsert(t, assessments, assessmentSeed, [assessments.slug]);
    await upsert(t, assessmentQuestions, assessmentQuestionSeed, [assessmentQuestions.id]);
    await upsert(t, users, demoUserSeed, [users.id]);
    // A submitted attempt never changes: seeded ones are written once.
    await t.insert(assessmentAttempts).values(assessmentAttemptSeed()).onConflictDoNothing();
    if (demoAccounts) {
      // Redemption counts are the checkout's: only the code's terms are seeded.
      await t.insert(promotionCodes).values(demoPromotionSeed).onConflictDoNothing();
      // Do nothing on conflict: a password a demo account changed stays changed.
      await t
        .insert(accounts)
        .values(
          DEMO_SIGN_IN_USERS.map((userId, i) => ({
            id: DEMO_ACCOUNT_IDS[i]!,
            accountId: userId,
            providerId: "credential",
            userId,
            password: DEMO_LEARNER_PASSWORD_HASH,
          })),
        )
        .onConflictDoNothing();
    } else {
      await removeDemoSignIns(t);
    }
    // The demo subscriber's annual plan started a month before the latest seed and runs a year from
    // then, so premium content stays open to it; its first payment is on its invoice list.
    const periodStart = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const periodEnd = new Date(periodStart.getTime() + 365 * 24 * 3600 * 1000);
    await upsert(
      t,
      subscriptions,
      [
        {
          id: "sub_demo-subscriber",
          userId: "usr_demo-subscriber",
          plan: "pro-annual",
          status: "active" as const,
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          // A test-mode plan (issue 15), so the demo can cancel, resume and change its card.
          provider: "test" as const,
          providerSubscriptionId: "sub_test_demo-subscriber",
          createdAt: new Date("2025-01-20T15:35:00Z"),
        },
      ],
      [subscriptions.id],
    );
    await t
      .insert(billingCustomers)
      .values({
        userId: "usr_demo-subscriber",
        provider: "test",
        providerCustomerId: "cus_test_usr_demo-subscriber",
        cardBrand: "visa",
        cardLast4: "4242",
        cardExpMonth: 12,
        cardExpYear: 2030,
        testCardBehaviour: "succeeds",
      })
      .onConflictDoNothing();
    await t
      .insert(invoices)
      .values({
        id: "inv_demo-subscriber-1",
        userId: "usr_demo-subscriber",
        number: "MA-DEMO-000001",
        description: "Maven Pro (annual)",
        subscriptionId: "sub_demo-subscriber",
        lines: [
          {
            description: "Maven Pro (annual)",
            quantity: 1,
            unitAmount: 29900,
            amount: 29900,
            periodStart: periodStart.toISOString(),
            periodEnd: periodEnd.toISOString(),
          },
        ],
        subtotal: 29900,
        amountMinor: 29900,
        currency: "USD",
        status: "paid",
        billingName: "Jordan Blake",
        billingEmail: "demo.subscriber@example.com",
        cardBrand: "visa",
        cardLast4: "4242",
        issuedAt: periodStart,
        paidAt: periodStart,
        provider: "test",
        providerInvoiceId: "in_test_demo-subscriber-1",
      })
      .onConflictDoNothing();
    // The demo learner's ended plan and its invoices (profiles.ts); kept as they are once seeded.
    await t.insert(subscriptions).values(demoLearnerPastPlan.subscription).onConflictDoNothing();
    await t.insert(invoices).values(demoLearnerPastPlan.invoices).onConflictDoNothing();
    await upsert(
      t,
      userCredentials,
      DEMO_EARNED.map((e) => ({ ...e, userId: "usr_demo-learner" })),
      [userCredentials.id],
    );
    if (demoAccounts) await seedDemoTeam(t);
    // Do nothing on conflict: a profile or progress the learner changed stays changed.
    await t.insert(userProfiles).values(profileSeed).onConflictDoNothing();
    await t.insert(courseEnrolments).values(demoEnrolmentSeed).onConflictDoNothing();
    // The demo learner's progress as the player keeps it: the first lessons of each enrolment done.
    const progressRows = demoEnrolmentSeed.flatMap((e) =>
      lessonSeed
        .filter((l) => l.courseId === e.courseId && l.position <= (e.lessonsCompleted ?? 0))
        .map((l) => ({
          userId: e.userId,
          lessonId: l.id,
          courseId: e.courseId,
          watchedSeconds: l.durationSeconds ?? 0,
          completedAt: e.lastActivityAt ?? new Date(),
        })),
    );
    if (progressRows.length) await t.insert(lessonProgress).values(progressRows).onConflictDoNothing();
    await upsert(t, showcaseProjects, showcaseProjectSeed, [showcaseProjects.id]);
    if (projectLikeSeed.length) await t.insert(projectLikes).values(projectLikeSeed).onConflictDoNothing();
    // Each past winner was entered in its challenge (decision 062); entries made since stay as they are.
    const entries = challengeEntrySeed();
    if (entries.length) await t.insert(challengeEntries).values(entries).onConflictDoNothing();
    // Counts follow the like rows, including likes made since the last seed.
    await t.execute(
      sql`update ${showcaseProjects} set like_count = (select count(*) from ${projectLikes} where ${projectLikes.projectId} = ${showcaseProjects.id})`,
    );
    // Do nothing on conflict: what staff changed in the editor stays changed (issue 18).
    await t
      .insert(contentEntries)
      .values(
        publishingSeed.map((e) => ({
          ...e,
          status: "published" as const,
          createdAt: e.publishAt,
          updatedAt: e.publishAt,
        })),
      )
      .onConflictDoNothing();
    // Untrue answers an earlier seed wrote give way to the current ones, unless staff changed them.
    for (const { id, was } of [...faqCorrections, ...legalCorrections]) {
      const now = publishingSeed.find((e) => e.id === id)!;
      await t
        .update(contentEntries)
        .set({ body: now.body })
        .where(and(eq(contentEntries.id, id), eq(contentEntries.body, was)));
    }
    await t
      .insert(appMeta)
      .values({ key: "seed_version", value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
  });
}

/**
 * Removes the demo users' sign-ins that still have the README's password (a database seeded for
 * development, later started as a public site). Run at every start without demo users.
 */
/**
 * The demo team (db/seed/content/teams.ts), only beside the demo sign-ins. Do nothing on conflict:
 * what the demo admin changed (seats, members, assignments) stays changed.
 */
async function seedDemoTeam(t: Database) {
  const demo = demoTeamSeed(new Date());
  await t.insert(subscriptions).values(demo.subscription).onConflictDoNothing();
  await t.insert(billingCustomers).values(demo.customer).onConflictDoNothing();
  await t.insert(invoices).values(demo.invoice).onConflictDoNothing();
  await t.insert(teams).values(demo.team).onConflictDoNothing();
  await t.insert(teamMembers).values(demo.members).onConflictDoNothing();
  await t.insert(teamGroups).values(demo.groups).onConflictDoNothing();
  await t.insert(teamGroupMembers).values(demo.groupMembers).onConflictDoNothing();
  await t.insert(teamAssignments).values(demo.assignments).onConflictDoNothing();
  await t.insert(teamAssignees).values(demo.assignees).onConflictDoNothing();
  await t.insert(courseEnrolments).values(demo.enrolments).onConflictDoNothing();
  await t.insert(userCredentials).values(demo.credentials).onConflictDoNothing();
}

export async function removeDemoSignIns(db: Database): Promise<number> {
  const removed = await db
    .delete(accounts)
    .where(and(inArray(accounts.id, DEMO_ACCOUNT_IDS), eq(accounts.password, DEMO_LEARNER_PASSWORD_HASH)))
    .returning({ id: accounts.id });
  return removed.length;
}

/** Start-up seeds a database that has no content yet or holds an older seed version. */
export async function needsSeed(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seed_version'`);
  return row?.value !== SEED_VERSION;
}

/** First start: the app seeds only a database that has no content yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: courses.id }).from(courses).limit(1);
  return rows.length === 0;
}

/** The winning entries of the seeded challenges, entered five days before each closed. */
function challengeEntrySeed(): (typeof challengeEntries.$inferInsert)[] {
  const authors = new Map(showcaseProjectSeed.map((p) => [p.id, p.authorId]));
  return challengeSeed.flatMap((challenge) =>
    (JSON.parse(challenge.winners ?? "[]") as { projectId?: string }[]).flatMap(({ projectId }) => {
      const userId = projectId ? authors.get(projectId) : undefined;
      if (!projectId || !userId) return [];
      const enteredAt = new Date(challenge.endsAt.getTime() - 5 * 24 * 3600 * 1000);
      return [{ challengeId: challenge.id, userId, projectId, enteredAt }];
    }),
  );
}
