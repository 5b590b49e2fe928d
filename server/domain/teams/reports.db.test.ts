import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEnrolments } from "~/db/schema/account.ts";
import { courses, credentials, userCredentials } from "~/db/schema/catalog.ts";
import { assessmentAttempts, assessments } from "~/db/schema/surveys.ts";
import { teamGroupMembers, teamGroups } from "~/db/schema/teams.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import { Forbidden, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createTeamAssignmentsService } from "./assignments.ts";
import { createTeam, joinTeam } from "./membership.ts";
import { createTeamReportsService, fillWeeks, neutralizeFormula, parseReportQuery } from "./reports.ts";

let database: TestDatabase;
const clock = new Date("2030-03-20T12:00:00Z"); // a Wednesday
let reports: ReturnType<typeof createTeamReportsService>;
const id = (p: string) => `${p}_${crypto.randomBytes(5).toString("hex")}`;
const q = (s = "") => parseReportQuery(new URLSearchParams(s));

let admin: Viewer, manager: Viewer, ann: Viewer, bob: Viewer, cat: Viewer, outsider: Viewer;
let groupA: string, groupB: string;
const excel = { id: id("crs"), slug: id("excel"), title: "Excel Essentials", tools: "Excel, Power BI" };
const sql101 = { id: id("crs"), slug: id("sql"), title: "SQL Basics", tools: "SQL" };
const assessment = { slug: id("asm"), title: "SQL Assessment" };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  reports = createTeamReportsService({ db, now: () => clock });
  await db.insert(courses).values([excel, sql101]);
  await db.insert(assessments).values({ ...assessment, kind: "tool", summary: "", questionCount: 5, domains: [] });
  [admin, manager, ann, bob, cat, outsider] = (await Promise.all(
    ["Admin", "Manager", "Ann", "Bob", '=HYPERLINK("x")', "Outsider"].map((n) => newViewer(db, n)),
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
      { groupId: groupB, userId: ann.userId },
    ]);
  });
  const at = (d: string) => new Date(`${d}T09:00:00Z`);
  await db.insert(courseEnrolments).values([
    // Ann: Excel done on 11 March, SQL in progress (active 18 March).
    { userId: ann.userId, courseId: excel.id, lastActivityAt: at("2030-03-11"), completedAt: at("2030-03-11") },
    { userId: ann.userId, courseId: sql101.id, lastActivityAt: at("2030-03-18") },
    // Bob: SQL done on 1 February (outside a March range).
    { userId: bob.userId, courseId: sql101.id, lastActivityAt: at("2030-02-01"), completedAt: at("2030-02-01") },
    // Cat: both done in March.
    { userId: cat.userId, courseId: excel.id, lastActivityAt: at("2030-03-04"), completedAt: at("2030-03-04") },
    { userId: cat.userId, courseId: sql101.id, lastActivityAt: at("2030-03-12"), completedAt: at("2030-03-12") },
  ]);
  const credentialId = id("cred");
  await db.insert(credentials).values({ id: credentialId, kind: "course", title: "Excel", courseId: excel.id });
  const sqlCredential = id("cred");
  await db.insert(credentials).values({ id: sqlCredential, kind: "course", title: "SQL", courseId: sql101.id });
  await db.insert(userCredentials).values([
    { id: id("uc"), userId: ann.userId, credentialId, issuedAt: at("2030-03-11") },
    { id: id("uc"), userId: cat.userId, credentialId, issuedAt: at("2030-03-04") },
    // Revoked: not counted.
    { id: id("uc"), userId: cat.userId, credentialId: sqlCredential, issuedAt: at("2030-03-12"), revokedAt: clock },
  ]);
  await db.insert(assessmentAttempts).values([
    {
      id: id("att"),
      userId: ann.userId,
      assessmentSlug: assessment.slug,
      questionIds: [],
      startedAt: at("2030-03-01"),
      submittedAt: at("2030-03-01"),
      score: 60,
    },
    {
      id: id("att"),
      userId: ann.userId,
      assessmentSlug: assessment.slug,
      questionIds: [],
      startedAt: at("2030-03-19"),
      submittedAt: at("2030-03-19"),
      score: 85,
    },
  ]);
  // Assignments made on 1 March: Excel for Sales, due 10 March (Bob overdue, Ann done, Manager overdue).
  const assignments = createTeamAssignmentsService({ db, now: () => new Date("2030-03-01T08:00:00Z") });
  await assignments.create(admin, {
    kind: "course",
    itemId: excel.id,
    target: `group:${groupA}`,
    dueDate: "2030-03-10",
  });
  // SQL for Ann and Cat, no due date (Ann in progress, Cat done).
  await assignments.create(admin, {
    kind: "course",
    itemId: sql101.id,
    target: [`member:${ann.userId}`, `member:${cat.userId}`],
  });
});
afterAll(() => database.destroy());

const byName = <T extends { name: string }>(rows: T[]) => Object.fromEntries(rows.map((r) => [r.name, r]));

describe("the team report", () => {
  it("shows an admin every member with their learning, assignments, credentials and results", async () => {
    const report = await reports.report(admin, q());
    expect(report.summary.members).toBe(5);
    expect(report.members.map((m) => m.name)).toEqual(['=HYPERLINK("x")', "Admin", "Ann", "Bob", "Manager"]);
    const rows = byName(report.members);
    expect(rows.Ann).toMatchObject({
      groups: ["Finance", "Sales"],
      coursesInProgress: 1,
      coursesCompleted: 1,
      credentials: 1,
      assignments: { not_started: 0, in_progress: 1, done: 1, overdue: 0 },
    });
    // The latest score per assessment, and the last activity is the later of course and assessment work.
    expect(rows.Ann!.assessments).toMatchObject([{ title: "SQL Assessment", score: 85 }]);
    expect(rows.Ann!.lastActivityAt?.toISOString()).toBe("2030-03-19T09:00:00.000Z");
    expect(rows.Bob).toMatchObject({
      coursesCompleted: 1,
      assignments: { not_started: 0, in_progress: 0, done: 0, overdue: 1 },
    });
    expect(rows['=HYPERLINK("x")']).toMatchObject({
      coursesCompleted: 2,
      credentials: 1,
      assignments: { not_started: 0, in_progress: 0, done: 1, overdue: 0 },
    });
    expect(rows.Admin).toMatchObject({ coursesCompleted: 0, lastActivityAt: null, assessments: [] });
    expect(report.summary).toMatchObject({
      completions: 4,
      credentials: 2,
      assignments: { not_started: 0, in_progress: 1, done: 2, overdue: 2 },
    });
    // Active in the last 30 days: Ann, Bob (1 February is out), Cat → Ann and Cat.
    expect(report.summary.active).toBe(2);
  });

  it("charts completions per week and the tools of completed courses", async () => {
    const report = await reports.report(admin, q());
    expect(report.completionsByWeek).toHaveLength(13);
    const week = (d: string) => report.completionsByWeek.find((w) => w.weekStart.toISOString().startsWith(d))?.count;
    expect(week("2030-03-04")).toBe(1); // Cat, Monday 4 March
    expect(week("2030-03-11")).toBe(2); // Ann 11th, Cat 12th
    expect(week("2030-01-28")).toBe(1); // Bob, 1 February
    expect(report.skills).toEqual(
      [
        { skill: "SQL", count: 2 },
        { skill: "Excel", count: 2 },
        { skill: "Power BI", count: 2 },
      ].sort((a, b) => b.count - a.count || a.skill.localeCompare(b.skill)),
    );
  });

  it("filters by date range and by group", async () => {
    const march = await reports.report(admin, q("from=2030-03-01&to=2030-03-31"));
    expect(march.summary.completions).toBe(3);
    expect(byName(march.members).Bob!.coursesCompleted).toBe(0);
    expect(march.completionsByWeek.map((w) => w.count).reduce((a, b) => a + b, 0)).toBe(3);
    expect(march.skills.find((s) => s.skill === "SQL")?.count).toBe(1);

    const finance = await reports.report(admin, q(`group=${groupB}`));
    expect(finance.members.map((m) => m.name).sort()).toEqual(['=HYPERLINK("x")', "Ann"].sort());
    expect(finance.query.groupId).toBe(groupB);
  });

  it("shows a manager only their groups' members, and refuses another group", async () => {
    const report = await reports.report(manager, q());
    expect(report.members.map((m) => m.name)).toEqual(["Ann", "Bob", "Manager"]);
    expect(report.groups.map((g) => g.name)).toEqual(["Sales"]);
    // Counts follow the scope: Cat's completions are not the manager's business.
    expect(report.summary.completions).toBe(2);
    await expect(reports.report(manager, q(`group=${groupB}`))).rejects.toBeInstanceOf(Forbidden);
    await expect(reports.csv(manager, q(`group=${groupB}`))).rejects.toBeInstanceOf(Forbidden);
  });

  it("refuses members, people in no team and visitors", async () => {
    await expect(reports.report(ann, q())).rejects.toBeInstanceOf(Forbidden);
    await expect(reports.report(outsider, q())).rejects.toBeInstanceOf(Forbidden);
    await expect(reports.report(null, q())).rejects.toBeInstanceOf(Unauthenticated);
    await expect(reports.csv(ann, q())).rejects.toBeInstanceOf(Forbidden);
  });

  it("pages by TEAM_REPORT_PAGE_SIZE and clamps a page past the end", async () => {
    const report = await reports.report(admin, q("page=9"));
    expect(report.page).toBe(1);
    expect(report.pages).toBe(1);
  });
});

describe("the CSV export", () => {
  it("has every member in the scope, one line each, with formula cells neutralised", async () => {
    const csv = await reports.csv(admin, q());
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "name,email,groups,last_activity,courses_in_progress,courses_completed,assignments_not_started,assignments_in_progress,assignments_done,assignments_overdue,credentials,assessment_results",
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    const annLine = lines.find((l) => l.startsWith("Ann,"))!;
    expect(annLine).toBe(`Ann,${ann.email},Finance; Sales,2030-03-19T09:00:00.000Z,1,1,0,1,1,0,1,SQL Assessment: 85%`);
    const managerCsv = await reports.csv(manager, q());
    expect(
      managerCsv
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[0]),
    ).toEqual(["Ann", "Bob", "Manager"]);
  });

  it("neutralises every formula-leading character", () => {
    for (const s of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(neutralizeFormula(s)).toBe(`'${s}`);
    expect(neutralizeFormula("Ann")).toBe("Ann");
  });
});

describe("helpers", () => {
  it("reads the query forgivingly", () => {
    expect(q("from=2030-03-31&to=2030-03-01&page=x&group=../x")).toEqual({
      groupId: null,
      from: "2030-03-01",
      to: "2030-03-31",
      page: 1,
    });
    expect(q("from=2030-13-45&page=3")).toMatchObject({ from: null, page: 3 });
  });

  it("fills empty weeks", () => {
    const weeks = fillWeeks(new Date("2030-03-05T00:00:00Z"), new Date("2030-03-20T00:00:00Z"), [
      { week: new Date("2030-03-11T00:00:00Z"), count: 4 },
    ]);
    expect(weeks.map((w) => [w.weekStart.toISOString().slice(0, 10), w.count])).toEqual([
      ["2030-03-04", 0],
      ["2030-03-11", 4],
      ["2030-03-18", 0],
    ]);
  });
});
