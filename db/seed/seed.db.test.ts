import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import * as schema from "../schema/index.ts";
import { faqCorrections, faqSeed } from "./content/publishing/faq.ts";
import { legalCorrections, legalSeed } from "./content/publishing/legal.ts";
import { isDatabaseEmpty, removeDemoSignIns, seedDatabase } from "./seed.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function snapshot() {
  const { db } = database;
  return {
    instructors: await db.select().from(schema.instructors).orderBy(schema.instructors.id),
    courses: await db.select().from(schema.courses).orderBy(schema.courses.id),
    paths: await db.select().from(schema.paths).orderBy(schema.paths.id),
    pathCourses: await db
      .select()
      .from(schema.pathCourses)
      .orderBy(schema.pathCourses.pathId, schema.pathCourses.position),
    testimonials: await db.select().from(schema.testimonials).orderBy(schema.testimonials.id),
    challenges: await db.select().from(schema.challenges).orderBy(schema.challenges.id),
    datasets: await db.select().from(schema.datasets).orderBy(schema.datasets.id),
  };
}

describe("seedDatabase", () => {
  it("fills an empty database with the demo content the shell needs", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const rows = await snapshot();
    expect(rows.courses.filter((c) => c.featured).length).toBeGreaterThanOrEqual(4);
    expect(rows.paths.length).toBeGreaterThanOrEqual(3);
    expect(rows.challenges.length).toBeGreaterThanOrEqual(3);
    expect(rows.datasets.length).toBeGreaterThanOrEqual(3);
    expect(rows.testimonials.length).toBeGreaterThanOrEqual(3);
  });

  it("seeds the three demo sign-ins: a learner whose plan ended, a subscriber and a team admin whose plans are current", async () => {
    const { db } = database;
    const logins = await db.select({ userId: schema.accounts.userId }).from(schema.accounts);
    expect(logins.map((a) => a.userId).sort()).toEqual([
      "usr_demo-learner",
      "usr_demo-subscriber",
      "usr_demo-team-admin",
    ]);
    const all = await db.select().from(schema.subscriptions).orderBy(schema.subscriptions.userId);
    expect(all.map((p) => [p.userId, p.plan, p.status])).toEqual([
      ["usr_demo-learner", "pro-monthly", "canceled"],
      ["usr_demo-subscriber", "pro-annual", "active"],
      ["usr_demo-team-admin", "teams-annual", "active"],
    ]);
    // The learner's plan ended before the lessons they completed since, which are all free ones.
    const ended = all[0]!;
    expect(ended.endedAt!.getTime()).toBeLessThan(Date.now());
    const learnerInvoices = await db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.userId, "usr_demo-learner"));
    expect(learnerInvoices.map((i) => i.paidAt!.getTime() < ended.endedAt!.getTime())).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const credentials = await db
      .select()
      .from(schema.userCredentials)
      .where(eq(schema.userCredentials.userId, "usr_demo-learner"));
    for (const c of credentials) expect(c.issuedAt.getTime()).toBeLessThan(ended.endedAt!.getTime());
    expect(credentials).toHaveLength(2);
    const since = await db
      .select({ chapter: schema.lessons.chapter, completedAt: schema.lessonProgress.completedAt })
      .from(schema.lessonProgress)
      .innerJoin(schema.lessons, eq(schema.lessons.id, schema.lessonProgress.lessonId))
      .where(eq(schema.lessonProgress.userId, "usr_demo-learner"));
    const afterPlan = since.filter((p) => p.completedAt!.getTime() > ended.endedAt!.getTime());
    expect(afterPlan.length).toBeGreaterThan(0);
    expect(afterPlan.every((p) => p.chapter === 1)).toBe(true);
    const plans = all.slice(1);
    for (const plan of plans)
      expect(plan.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
  });

  it("seeds the demo team: every seat taken, one person waiting, two groups with managers", async () => {
    const { db } = database;
    const members = await db.select().from(schema.teamMembers);
    expect(members.filter((m) => m.status === "active")).toHaveLength(8);
    expect(members.filter((m) => m.status === "waiting").map((m) => m.userId)).toEqual(["usr_noah-brennan"]);
    const [team] = await db.select().from(schema.teams);
    expect(team).toMatchObject({ name: "Northwind Analytics", seats: 8, subscriptionId: "sub_demo-team" });
    const managers = await db.select().from(schema.teamGroupMembers);
    expect(
      managers
        .filter((m) => m.manages)
        .map((m) => m.userId)
        .sort(),
    ).toEqual(["usr_amara-osei", "usr_elena-petrova"]);
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot();
    await seedDatabase(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it("restores demo rows that were edited, without duplicating them", async () => {
    const before = await snapshot();
    const first = before.courses[0]!;
    await database.db.update(schema.courses).set({ title: "Edited" });
    await seedDatabase(database.db);
    const after = await snapshot();
    expect(after.courses.find((c) => c.id === first.id)?.title).toBe(first.title);
    expect(after.courses).toHaveLength(before.courses.length);
  });
});

describe("FAQ answers an earlier seed got wrong", () => {
  const body = async (id: string) =>
    (await database.db.select().from(schema.contentEntries).where(eq(schema.contentEntries.id, id)))[0]!.body;

  it("are replaced on the next seed where still word for word, and a staff edit stays", async () => {
    const { db } = database;
    await seedDatabase(db);
    const [stale, edited] = faqCorrections;
    await db.update(schema.contentEntries).set({ body: stale!.was }).where(eq(schema.contentEntries.id, stale!.id));
    await db
      .update(schema.contentEntries)
      .set({ body: "Written by staff." })
      .where(eq(schema.contentEntries.id, edited!.id));
    await seedDatabase(db);
    expect(await body(stale!.id)).toBe(faqSeed.find((e) => e.id === stale!.id)!.body);
    expect(await body(stale!.id)).not.toMatch(/course files/);
    expect(await body(edited!.id)).toBe("Written by staff.");
  });

  it("give the privacy policy, the terms and the FAQ the self-service account deletion", async () => {
    const { db } = database;
    await seedDatabase(db);
    const deletion = [...legalCorrections, faqCorrections.find((c) => c.id === "ent_faq-delete-account")!];
    for (const { id, was } of deletion) {
      expect(was).toMatch(/write to us|ask us to delete|Send us a message/);
      await db.update(schema.contentEntries).set({ body: was }).where(eq(schema.contentEntries.id, id));
    }
    await seedDatabase(db);
    for (const { id } of deletion) {
      expect(await body(id)).toBe([...legalSeed, ...faqSeed].find((e) => e.id === id)!.body);
      expect(await body(id)).toMatch(/\/dashboard\/account\/(preferences|delete)/);
    }
  });
});

describe("demo sign-ins (issue 20)", () => {
  it("are left out without demoAccounts, and an earlier seed's are removed", async () => {
    const { db } = database;
    const logins = async () => (await db.select({ id: schema.accounts.id }).from(schema.accounts)).length;
    await seedDatabase(db);
    expect(await logins()).toBe(3);
    await seedDatabase(db, { demoAccounts: false });
    expect(await logins()).toBe(0);
    // The people stay, as the authors of the demo content.
    const people = await db.select({ id: schema.users.id }).from(schema.users);
    expect(people.map((u) => u.id)).toContain("usr_demo-learner");
    await seedDatabase(db);
    expect(await removeDemoSignIns(db)).toBe(3);
    expect(await logins()).toBe(0);
  });
});
