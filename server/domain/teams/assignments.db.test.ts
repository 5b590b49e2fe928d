import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEnrolments } from "~/db/schema/account.ts";
import { courses, paths } from "~/db/schema/catalog.ts";
import { pathEnrolments } from "~/db/schema/learning.ts";
import { assessmentAttempts, assessments } from "~/db/schema/surveys.ts";
import { teamMembers, teamAssignees, teamGroupMembers, teamGroups } from "~/db/schema/teams.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import { BadInput, Forbidden, NotFound } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createTeamAssignmentsService, sortMine } from "./assignments.ts";
import { createTeam, joinTeam } from "./membership.ts";

let database: TestDatabase;
let clock = new Date("2030-03-04T10:00:00Z");
let service: ReturnType<typeof createTeamAssignmentsService>;
const id = (p: string) => `${p}_${crypto.randomBytes(5).toString("hex")}`;

let admin: Viewer, manager: Viewer, ann: Viewer, bob: Viewer, cat: Viewer, outsider: Viewer;
let groupA: string, groupB: string;
const course = { id: id("crs"), slug: id("course"), title: "Excel Essentials" };
const soon = { id: id("crs"), slug: id("soon"), title: "Coming Soon Course" };
const path = { id: id("pth"), slug: id("path"), title: "Data Analyst Path" };
const assessment = { slug: id("asm"), title: "SQL Assessment" };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  service = createTeamAssignmentsService({ db, now: () => clock });
  await db.insert(courses).values([
    { ...course, tools: "Excel" },
    { ...soon, comingSoon: true },
  ]);
  await db.insert(paths).values(path);
  await db.insert(assessments).values({ ...assessment, kind: "tool", summary: "", questionCount: 5, domains: [] });
  [admin, manager, ann, bob, cat, outsider] = (await Promise.all(
    ["Admin", "Manager", "Ann", "Bob", "Cat", "Outsider"].map((n) => newViewer(db, n)),
  )) as [Viewer, Viewer, Viewer, Viewer, Viewer, Viewer];
  groupA = id("tgrp");
  groupB = id("tgrp");
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
    await tx.insert(teamGroups).values([
      { id: groupA, teamId, name: "Sales" },
      { id: groupB, teamId, name: "Finance" },
    ]);
    await tx.insert(teamGroupMembers).values([
      { groupId: groupA, userId: manager.userId, manages: true },
      { groupId: groupA, userId: ann.userId },
      { groupId: groupA, userId: bob.userId },
      { groupId: groupB, userId: cat.userId },
    ]);
  });
});
afterAll(() => database.destroy());

const countsOf = async (viewer: Viewer, assignmentId: string) =>
  (await service.list(viewer)).find((a) => a.id === assignmentId)?.counts;

describe("creating assignments", () => {
  it("expands a group to its members at that time and skips duplicates", async () => {
    const created = await service.create(admin, {
      kind: "course",
      itemId: course.id,
      target: [`group:${groupA}`, `member:${ann.userId}`],
      dueDate: "2030-03-20",
    });
    expect(created.assignees).toBe(3); // manager, ann, bob
    const rows = await database.db.select().from(teamAssignees).where(eq(teamAssignees.assignmentId, created.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([manager.userId, ann.userId, bob.userId].sort());
  });

  it("assigns to the whole team, including people who join later, for admins only", async () => {
    const created = await service.create(admin, { kind: "path", itemId: path.id, target: "team", dueDate: "" });
    // Admin, manager, ann, bob and cat: everyone active now.
    expect(created.assignees).toBe(5);
    await expect(service.create(manager, { kind: "path", itemId: path.id, target: "team" })).rejects.toThrow(
      /Only team admins/,
    );
    const [team] = await database.db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, ann.userId));
    const late = await newViewer(database.db, "Late");
    await database.db.transaction((tx) => joinTeam(tx, { teamId: team!.id, userId: late.userId, source: "link" }));
    const mine = await service.mine(late);
    expect(mine.map((a) => a.assignmentId)).toContain(created.id);
    await service.remove(admin, created.id);
  });

  it("refuses a coming-soon course, an unknown item, a past due date and an empty target", async () => {
    const base = { kind: "course", target: [`member:${ann.userId}`] };
    await expect(service.create(admin, { ...base, itemId: soon.id })).rejects.toBeInstanceOf(BadInput);
    await expect(service.create(admin, { ...base, itemId: "nope" })).rejects.toBeInstanceOf(BadInput);
    await expect(service.create(admin, { ...base, itemId: course.id, dueDate: "2030-03-01" })).rejects.toThrow(
      "The due date has passed.",
    );
    await expect(service.create(admin, { kind: "course", itemId: course.id, target: [] })).rejects.toBeInstanceOf(
      BadInput,
    );
  });

  it("lets a manager assign only to their groups and their groups' members", async () => {
    const ok = await service.create(manager, { kind: "path", itemId: path.id, target: `member:${bob.userId}` });
    expect(ok.assignees).toBe(1);
    await expect(
      service.create(manager, { kind: "path", itemId: path.id, target: `group:${groupB}` }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(
      service.create(manager, { kind: "path", itemId: path.id, target: `member:${cat.userId}` }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(
      service.create(admin, { kind: "path", itemId: path.id, target: `member:${outsider.userId}` }),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it("refuses members and people in no team", async () => {
    await expect(service.options(ann)).rejects.toBeInstanceOf(Forbidden);
    await expect(service.list(outsider)).rejects.toBeInstanceOf(Forbidden);
    await expect(
      service.create(ann, { kind: "course", itemId: course.id, target: `member:${ann.userId}` }),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it("offers published items and only the manager's groups and members", async () => {
    const adminOptions = await service.options(admin);
    expect(adminOptions.items.course.map((c) => c.id)).toContain(course.id);
    expect(adminOptions.items.course.map((c) => c.id)).not.toContain(soon.id);
    expect(adminOptions.groups.map((g) => g.name)).toEqual(["Finance", "Sales"]);
    const managerOptions = await service.options(manager);
    expect(managerOptions.groups.map((g) => g.name)).toEqual(["Sales"]);
    expect(managerOptions.members.map((m) => m.name).sort()).toEqual(["Ann", "Bob", "Manager"]);
  });
});

describe("assignment status", () => {
  it("follows a course enrolment: not started, in progress, done, overdue", async () => {
    clock = new Date("2030-04-01T10:00:00Z");
    const { id: assignmentId } = await service.create(admin, {
      kind: "course",
      itemId: course.id,
      target: [`member:${bob.userId}`, `member:${cat.userId}`, `member:${ann.userId}`],
      dueDate: "2030-04-10",
    });
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 3, in_progress: 0, done: 0, overdue: 0 });
    await database.db.insert(courseEnrolments).values([
      { userId: bob.userId, courseId: course.id },
      { userId: cat.userId, courseId: course.id, completedAt: new Date("2030-04-02T00:00:00Z") },
    ]);
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 1, in_progress: 1, done: 1, overdue: 0 });
    clock = new Date("2030-04-11T00:00:00Z");
    // Past the due date: not finished is overdue, finished stays done.
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 0, in_progress: 0, done: 1, overdue: 2 });
    await database.db
      .update(courseEnrolments)
      .set({ completedAt: clock })
      .where(eq(courseEnrolments.userId, bob.userId));
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 0, in_progress: 0, done: 2, overdue: 1 });
  });

  it("follows a path enrolment", async () => {
    clock = new Date("2030-05-01T10:00:00Z");
    const { id: assignmentId } = await service.create(admin, {
      kind: "path",
      itemId: path.id,
      target: [`member:${ann.userId}`, `member:${bob.userId}`, `member:${cat.userId}`],
      dueDate: "2030-05-05",
    });
    await database.db.insert(pathEnrolments).values([
      { userId: ann.userId, pathId: path.id },
      { userId: bob.userId, pathId: path.id, completedAt: clock },
    ]);
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 1, in_progress: 1, done: 1, overdue: 0 });
    clock = new Date("2030-05-06T00:00:00Z");
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 0, in_progress: 0, done: 1, overdue: 2 });
  });

  it("counts only assessment attempts made after the assignment", async () => {
    clock = new Date("2030-06-01T10:00:00Z");
    // An attempt submitted before the assignment does not count.
    await database.db.insert(assessmentAttempts).values({
      id: id("att"),
      userId: ann.userId,
      assessmentSlug: assessment.slug,
      questionIds: [],
      startedAt: new Date("2030-05-30T10:00:00Z"),
      submittedAt: new Date("2030-05-30T10:20:00Z"),
      score: 70,
    });
    const { id: assignmentId } = await service.create(admin, {
      kind: "assessment",
      itemId: assessment.slug,
      target: [`member:${ann.userId}`, `member:${bob.userId}`, `member:${cat.userId}`],
      dueDate: "2030-06-03",
    });
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 3, in_progress: 0, done: 0, overdue: 0 });
    clock = new Date("2030-06-02T10:00:00Z");
    await database.db.insert(assessmentAttempts).values([
      // Started, not submitted: in progress.
      { id: id("att"), userId: bob.userId, assessmentSlug: assessment.slug, questionIds: [], startedAt: clock },
      {
        id: id("att"),
        userId: cat.userId,
        assessmentSlug: assessment.slug,
        questionIds: [],
        startedAt: clock,
        submittedAt: clock,
        score: 90,
      },
    ]);
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 1, in_progress: 1, done: 1, overdue: 0 });
    clock = new Date("2030-06-04T00:00:00Z");
    expect(await countsOf(admin, assignmentId)).toEqual({ not_started: 0, in_progress: 0, done: 1, overdue: 2 });
  });

  it("lists a member's own assignments, overdue first, then by due date", async () => {
    clock = new Date("2030-07-01T10:00:00Z");
    const later = await service.create(admin, {
      kind: "path",
      itemId: path.id,
      target: `member:${cat.userId}`,
      dueDate: "2030-09-01",
    });
    const sooner = await service.create(admin, {
      kind: "assessment",
      itemId: assessment.slug,
      target: `member:${cat.userId}`,
      dueDate: "2030-07-15",
    });
    const mine = await service.mine(cat);
    const ids = mine.map((m) => m.assignmentId);
    // Cat's May path is overdue: first; then the open ones by due date; the finished April course
    // and June assessment last.
    expect(mine.map((m) => m.status)).toEqual(["overdue", "not_started", "not_started", "done", "done"]);
    expect(ids.indexOf(sooner.id)).toBe(1);
    expect(ids.indexOf(later.id)).toBe(2);
    expect(mine.find((m) => m.assignmentId === later.id)?.item).toMatchObject({ kind: "path", slug: path.slug });
    expect(await service.mine(outsider)).toEqual([]);
    expect(await service.mine(null)).toEqual([]);
  });

  it("sorts overdue before due dates, and undated last", () => {
    const at = (d: string | null) => (d ? new Date(d) : null);
    const item = { kind: "course" as const, id: "c", title: "C", slug: "c" };
    const list = sortMine([
      { assignmentId: "undated", item, dueAt: at(null), assignedAt: new Date(1), status: "not_started" },
      { assignmentId: "late", item, dueAt: at("2030-01-05"), assignedAt: new Date(1), status: "not_started" },
      { assignmentId: "soon", item, dueAt: at("2030-01-02"), assignedAt: new Date(1), status: "in_progress" },
      { assignmentId: "overdue", item, dueAt: at("2029-12-01"), assignedAt: new Date(1), status: "overdue" },
    ]);
    expect(list.map((l) => l.assignmentId)).toEqual(["overdue", "soon", "late", "undated"]);
  });
});

describe("manager scope and deleting", () => {
  it("counts only the manager's groups' members and lets only admins or the creator delete", async () => {
    clock = new Date("2030-08-01T10:00:00Z");
    const byAdmin = await service.create(admin, {
      kind: "course",
      itemId: course.id,
      target: [`member:${ann.userId}`, `member:${cat.userId}`],
    });
    const adminView = (await service.list(admin)).find((a) => a.id === byAdmin.id)!;
    expect(adminView.assignees).toBe(2);
    const managerView = (await service.list(manager)).find((a) => a.id === byAdmin.id)!;
    expect(managerView.assignees).toBe(1); // Ann; Cat is in Finance
    expect(managerView.canDelete).toBe(false);
    // An assignment of Finance only is not in the manager's list at all.
    const financeOnly = await service.create(admin, { kind: "course", itemId: course.id, target: `group:${groupB}` });
    expect((await service.list(manager)).some((a) => a.id === financeOnly.id)).toBe(false);

    await expect(service.remove(manager, byAdmin.id)).rejects.toBeInstanceOf(Forbidden);
    const own = await service.create(manager, { kind: "course", itemId: course.id, target: `member:${ann.userId}` });
    await service.remove(manager, own.id);
    await service.remove(admin, byAdmin.id);
    await expect(service.remove(admin, byAdmin.id)).rejects.toBeInstanceOf(NotFound);
    expect((await service.list(admin)).some((a) => a.id === byAdmin.id || a.id === own.id)).toBe(false);
  });
});
