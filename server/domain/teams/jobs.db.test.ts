import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseEnrolments } from "~/db/schema/account.ts";
import { courses } from "~/db/schema/catalog.ts";
import { teamAssignees, teamGroupMembers, teamGroups } from "~/db/schema/teams.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { capturingMailer } from "~/tests/fixtures/capturing-mailer.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import type { Viewer } from "../viewer.ts";
import { createTeamAssignmentsService } from "./assignments.ts";
import { sendAssignmentReminders, sendWeeklyDigests } from "./jobs.ts";
import { createTeam, joinTeam } from "./membership.ts";

let database: TestDatabase;
const { sent, mailer } = capturingMailer(() => database.db);
const id = (p: string) => `${p}_${crypto.randomBytes(5).toString("hex")}`;
let admin: Viewer, manager: Viewer, ann: Viewer, bob: Viewer, cat: Viewer;
const course = { id: id("crs"), slug: id("excel"), title: "Excel Essentials" };
const other = { id: id("crs"), slug: id("sql"), title: "SQL Basics" };
const deps = () => ({
  db: database.db,
  siteUrl: "http://localhost:3000",
  mailer,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(courses).values([course, other]);
  [admin, manager, ann, bob, cat] = (await Promise.all(
    ["Admin", "Manager", "Ann", "Bob", "Cat"].map((n) => newViewer(db, n)),
  )) as [Viewer, Viewer, Viewer, Viewer, Viewer];
  const groupA = id("tgrp");
  await db.transaction(async (tx) => {
    const teamId = await createTeam(tx, {
      name: "Acme",
      billing: "invoice",
      seats: 10,
      adminUserId: admin.userId,
      adminSource: "staff",
    });
    await joinTeam(tx, { teamId, userId: manager.userId, role: "manager", source: "staff" });
    for (const v of [ann, bob, cat]) await joinTeam(tx, { teamId, userId: v.userId, source: "staff" });
    await tx.insert(teamGroups).values({ id: groupA, teamId, name: "Sales" });
    await tx.insert(teamGroupMembers).values([
      { groupId: groupA, userId: manager.userId, manages: true },
      { groupId: groupA, userId: ann.userId },
      { groupId: groupA, userId: bob.userId },
    ]);
  });
});
afterAll(() => database.destroy());
beforeEach(() => {
  sent.length = 0;
});

describe("assignment reminders", () => {
  it("mails each assignee due soon and not done, once, marking the row in the mail's transaction", async () => {
    const made = new Date("2030-03-01T08:00:00Z");
    const assignments = createTeamAssignmentsService({ db: database.db, now: () => made });
    const dueSoon = await assignments.create(admin, {
      kind: "course",
      itemId: course.id,
      target: [`member:${ann.userId}`, `member:${bob.userId}`, `member:${cat.userId}`],
      dueDate: "2030-03-05",
    });
    // Due later than the reminder window: no mail yet.
    await assignments.create(admin, {
      kind: "course",
      itemId: other.id,
      target: `member:${ann.userId}`,
      dueDate: "2030-03-20",
    });
    // Bob has finished already; Cat has started.
    await database.db.insert(courseEnrolments).values([
      { userId: bob.userId, courseId: course.id, completedAt: new Date("2030-03-02T00:00:00Z") },
      { userId: cat.userId, courseId: course.id },
    ]);

    // Four days before: outside ASSIGNMENT_REMINDER_DAYS.
    expect(await sendAssignmentReminders(deps(), new Date("2030-03-01T07:15:00Z"))).toBe(0);
    const now = new Date("2030-03-04T07:15:00Z");
    expect(await sendAssignmentReminders(deps(), now)).toBe(2);
    expect(sent.map((s) => s.message.to).sort()).toEqual([ann.email, cat.email].sort());
    expect(sent.every((s) => s.inTransaction)).toBe(true);
    expect(sent[0]!.message.subject).toMatch(/^Reminder: Excel Essentials is due \d{2}\/\d{2}\/2030$/);
    expect(sent.find((s) => s.message.to === cat.email)!.message.text).toContain("You've started it");
    const rows = await database.db.select().from(teamAssignees).where(eq(teamAssignees.assignmentId, dueSoon.id));
    expect(rows.find((r) => r.userId === ann.userId)!.reminderSentAt?.toISOString()).toBe(now.toISOString());
    expect(rows.find((r) => r.userId === bob.userId)!.reminderSentAt).toBeNull();

    // The next day's run (and a second server's) sends nothing again.
    sent.length = 0;
    expect(await sendAssignmentReminders(deps(), new Date("2030-03-05T07:15:00Z"))).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it("sends no mail (and marks nothing) when the mail cannot be queued", async () => {
    const made = new Date("2030-04-01T08:00:00Z");
    const assignments = createTeamAssignmentsService({ db: database.db, now: () => made });
    const a = await assignments.create(admin, {
      kind: "course",
      itemId: other.id,
      target: `member:${bob.userId}`,
      dueDate: "2030-04-02",
    });
    const failing = {
      ...deps(),
      mailer: {
        async send() {
          throw new Error("queue down");
        },
      },
    };
    await expect(sendAssignmentReminders(failing, made)).rejects.toThrow("queue down");
    const [row] = await database.db.select().from(teamAssignees).where(eq(teamAssignees.assignmentId, a.id));
    expect(row!.reminderSentAt).toBeNull();
    expect(await sendAssignmentReminders(deps(), made)).toBe(1);
  });
});

describe("weekly digest", () => {
  it("mails admins and managers their members' week: completions and overdue assignments", async () => {
    const now = new Date("2030-03-11T07:30:00Z");
    await database.db
      .update(courseEnrolments)
      .set({ completedAt: new Date("2030-03-09T00:00:00Z") })
      .where(eq(courseEnrolments.userId, cat.userId));
    await database.db
      .update(courseEnrolments)
      .set({ completedAt: new Date("2030-03-06T00:00:00Z") })
      .where(eq(courseEnrolments.userId, bob.userId));
    expect(await sendWeeklyDigests(deps(), now)).toBe(2);
    const toAdmin = sent.find((s) => s.message.to === admin.email)!.message;
    const toManager = sent.find((s) => s.message.to === manager.email)!.message;
    // The admin sees Bob's (6 March) and Cat's (9 March) completions; the manager only Sales (Bob).
    expect(toAdmin.text).toContain("Cat completed Excel Essentials.");
    expect(toAdmin.text).toContain("Bob completed Excel Essentials.");
    expect(toAdmin.html).toContain("Courses completed this week");
    expect(toManager.text).not.toContain("Cat");
    expect(toManager.text).toContain("Bob completed Excel Essentials.");
    // Ann's Excel (due 5 March) is overdue; Cat's was done, Bob's done.
    expect(toManager.subject).toBe("Acme: your team's week");
    expect(toManager.text).toMatch(/Assignments overdue\D*1/);
  });
});
