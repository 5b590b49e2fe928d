import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseEnrolments, userProfiles } from "~/db/schema/account.ts";
import { courses } from "~/db/schema/catalog.ts";
import { lessons } from "~/db/schema/learning.ts";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { capturingMailer } from "~/tests/fixtures/capturing-mailer.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import { sendCourseReminders } from "./reminders.ts";

let database: TestDatabase;
const { sent, mailer } = capturingMailer(() => database.db);
const id = (p: string) => `${p}_${crypto.randomBytes(5).toString("hex")}`;
const excel = { id: id("crs"), slug: id("excel"), title: "Excel Essentials" };
const sql = { id: id("crs"), slug: id("sql"), title: "SQL Basics" };
const DAY = 24 * 3600 * 1000;
const now = new Date("2026-11-28T09:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const deps = () => ({
  db: database.db,
  siteUrl: "http://localhost:3000",
  mailer,
});

async function learner(name: string, verified = true) {
  const v = await newViewer(database.db, name);
  await database.db.update(users).set({ emailVerified: verified }).where(eq(users.id, v.userId));
  return v;
}

async function enrol(
  userId: string,
  courseId: string,
  lastActivityAt: Date,
  extra: { done?: number; completed?: boolean } = {},
) {
  await database.db.insert(courseEnrolments).values({
    userId,
    courseId,
    lessonsCompleted: extra.done ?? 3,
    enrolledAt: daysAgo(60),
    lastActivityAt,
    completedAt: extra.completed ? lastActivityAt : null,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(courses).values([excel, sql]);
  await database.db.insert(lessons).values(
    [excel, sql].flatMap((c) =>
      Array.from({ length: 10 }, (_, i) => ({
        id: id("les"),
        courseId: c.id,
        position: i + 1,
        chapter: 1,
        chapterTitle: "Getting started",
        title: `Lesson ${i + 1}`,
        kind: "reading" as const,
        body: "Read this.",
      })),
    ),
  );
});
afterAll(() => database.destroy());
beforeEach(() => {
  sent.length = 0;
});

describe("course reminders", () => {
  it("mail a learner once about a course quiet for a week, in the transaction that marks it", async () => {
    const ann = await learner("Ann");
    await enrol(ann.userId, excel.id, daysAgo(8), { done: 4 });

    expect(await sendCourseReminders(deps(), now)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.inTransaction).toBe(true);
    expect(sent[0]!.message.to).toBe(ann.email);
    expect(sent[0]!.message.subject).toBe("Pick up Excel Essentials where you left off");
    expect(sent[0]!.message.text).toContain("You have done 4 of its 10 lessons; 6 to go.");
    expect(sent[0]!.message.text).toContain(`http://localhost:3000/course/${excel.slug}`);

    // The next day's run, or a second server, sends nothing more for the same quiet spell.
    expect(await sendCourseReminders(deps(), new Date(now.getTime() + DAY))).toBe(0);
    expect(await sendCourseReminders(deps(), now)).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("wait a week, stop after a long silence, and skip finished, unstarted or unverified ones", async () => {
    const recent = await learner("Recent");
    await enrol(recent.userId, excel.id, daysAgo(5));
    const gone = await learner("Gone");
    await enrol(gone.userId, excel.id, daysAgo(60));
    const done = await learner("Done");
    await enrol(done.userId, excel.id, daysAgo(9), { completed: true });
    const unstarted = await learner("Unstarted");
    await enrol(unstarted.userId, excel.id, daysAgo(9), { done: 0 });
    const unverified = await learner("Unverified", false);
    await enrol(unverified.userId, excel.id, daysAgo(9));

    expect(await sendCourseReminders(deps(), now)).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it("respect the learner's choice in Preferences", async () => {
    const off = await learner("Off");
    await database.db.insert(userProfiles).values({
      userId: off.userId,
      portfolioUrlPostfix: off.userId.toLowerCase(),
      emailCourseReminders: false,
    });
    await enrol(off.userId, excel.id, daysAgo(10));
    expect(await sendCourseReminders(deps(), now)).toBe(0);
  });

  it("send one reminder a week at most, about the most recent course, and again after new activity goes quiet", async () => {
    const bo = await learner("Bo");
    await enrol(bo.userId, excel.id, daysAgo(12));
    await enrol(bo.userId, sql.id, daysAgo(9));

    // Other tests' learners share the database: count Bo's mails only.
    const bos = () => sent.filter((s) => s.message.to === bo.email).map((s) => s.message.subject);
    await sendCourseReminders(deps(), now);
    expect(bos()).toEqual(["Pick up SQL Basics where you left off"]);
    // The other quiet course waits: not a second mail the next day.
    await sendCourseReminders(deps(), new Date(now.getTime() + DAY));
    expect(bos()).toHaveLength(1);
    // A week later the other one may be mentioned.
    await sendCourseReminders(deps(), new Date(now.getTime() + 8 * DAY));
    expect(bos()).toEqual(["Pick up SQL Basics where you left off", "Pick up Excel Essentials where you left off"]);

    // Back to SQL, then quiet again: a new spell gets a new reminder.
    await database.db
      .update(courseEnrolments)
      .set({ lastActivityAt: new Date(now.getTime() + 10 * DAY) })
      .where(and(eq(courseEnrolments.userId, bo.userId), eq(courseEnrolments.courseId, sql.id)));
    await sendCourseReminders(deps(), new Date(now.getTime() + 18 * DAY));
    expect(bos()).toHaveLength(3);
    expect(bos()[2]).toBe("Pick up SQL Basics where you left off");
  });
});
