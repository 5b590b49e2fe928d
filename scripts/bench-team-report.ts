// The team report's figure (issue 19): a team of 500 members with 50,000 course enrolments and 50,000
// lesson progress rows on PGlite in-process (a throwaway data directory), then the report service's
// first page, timed: the median of 10 runs after a warm-up. Measured, never asserted.
//
//   npx tsx scripts/bench-team-report.ts          # prints the line `npm run bench` shows
//   BENCH_TEAM_REPORT_RUNS=20 npx tsx scripts/bench-team-report.ts
//
// The last line of output is JSON ({ "medianMs": …, … }) for scripts/bench.ts.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { createTeamAssignmentsService } from "../server/domain/teams/assignments.ts";
import { createTeam } from "../server/domain/teams/membership.ts";
import { createTeamReportsService, parseReportQuery } from "../server/domain/teams/reports.ts";

export const TEAM_REPORT_MEMBERS = 500;
export const TEAM_REPORT_COURSES = 100; // 500 × 100 = 50,000 enrolments
export const TEAM_REPORT_TARGET_MS = 300;
const LESSONS_PER_COURSE = 5;
const RUNS = Math.max(1, Number(process.env.BENCH_TEAM_REPORT_RUNS ?? 10));
const TOOLS = ["Excel", "Power BI", "SQL", "Python", "Tableau", "R", "Alteryx", "Looker"];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-team-report-"));
  const pglite = new PGlite(path.join(dir, "pg"));
  const handle = await openDatabase({ pglite });
  try {
    const t0 = performance.now();
    await handle.migrate();
    const { db } = handle;
    const now = new Date();

    // Set-based fixtures: one statement per table.
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'bench_u' || i, 'Member ' || lpad(i::text, 3, '0'), 'member' || i || '@bench.example.com', true
      from generate_series(1, ${TEAM_REPORT_MEMBERS}) i`);
    await db.execute(sql`
      insert into course (id, slug, title, published_at, tools)
      select 'bench_c' || i, 'bench-course-' || i, 'Course ' || i, now() - interval '1 year',
        (${sql.param(TOOLS)}::text[])[1 + i % ${TOOLS.length}] || ', ' || (${sql.param(TOOLS)}::text[])[1 + (i * 3) % ${TOOLS.length}]
      from generate_series(1, ${TEAM_REPORT_COURSES}) i`);
    await db.execute(sql`
      insert into lesson (id, course_id, position, chapter, chapter_title, title, kind)
      select 'bench_l' || c || '_' || p, 'bench_c' || c, p, 1, 'Chapter 1', 'Lesson ' || p, 'reading'
      from generate_series(1, ${TEAM_REPORT_COURSES}) c, generate_series(1, ${LESSONS_PER_COURSE}) p`);
    const teamId = await db.transaction((tx) =>
      createTeam(tx, { name: "Bench", billing: "invoice", seats: 500, adminUserId: "bench_u1", adminSource: "staff" }),
    );
    await db.execute(sql`
      insert into team_member (team_id, user_id, role, status, source)
      select ${teamId}, 'bench_u' || i, case when i % 100 = 2 then 'manager' else 'member' end, 'active', 'staff'
      from generate_series(2, ${TEAM_REPORT_MEMBERS}) i`);
    await db.execute(sql`
      insert into team_group (id, team_id, name)
      select 'bench_g' || g, ${teamId}, 'Group ' || g from generate_series(0, 4) g`);
    await db.execute(sql`
      insert into team_group_member (group_id, user_id, manages)
      select 'bench_g' || (i % 5), 'bench_u' || i, i % 100 = 2 from generate_series(1, ${TEAM_REPORT_MEMBERS}) i`);
    // 50,000 enrolments: every member in every course, about a third completed over the last 20 weeks.
    await db.execute(sql`
      insert into course_enrolment (user_id, course_id, lessons_completed, enrolled_at, last_activity_at, completed_at)
      select 'bench_u' || u, 'bench_c' || c, (u + c) % ${LESSONS_PER_COURSE},
        now() - ((u * 7 + c * 13) % 200) * interval '1 day',
        now() - ((u * 7 + c * 13) % 140) * interval '1 day',
        case when (u + c) % 3 = 0 then now() - ((u * 11 + c) % 140) * interval '1 day' end
      from generate_series(1, ${TEAM_REPORT_MEMBERS}) u, generate_series(1, ${TEAM_REPORT_COURSES}) c`);
    // 50,000 lesson progress rows: 100 lessons each.
    await db.execute(sql`
      insert into lesson_progress (user_id, lesson_id, course_id, completed_at, updated_at)
      select 'bench_u' || u, 'bench_l' || c || '_' || p, 'bench_c' || c,
        case when (u + p) % 2 = 0 then now() - (u % 60) * interval '1 day' end, now() - (u % 60) * interval '1 day'
      from generate_series(1, ${TEAM_REPORT_MEMBERS}) u, generate_series(1, 20) c, generate_series(1, ${LESSONS_PER_COURSE}) p`);
    await db.execute(sql`
      insert into credential (id, kind, title, course_id)
      select 'bench_cr' || i, 'course', 'Course ' || i, 'bench_c' || i from generate_series(1, ${TEAM_REPORT_COURSES}) i`);
    await db.execute(sql`
      insert into user_credential (id, user_id, credential_id, issued_at)
      select 'bench_uc' || e.user_id || '_' || e.course_id, e.user_id, 'bench_cr' || substr(e.course_id, 8), e.completed_at
      from course_enrolment e where e.completed_at is not null and e.user_id like 'bench_u%'`);
    await db.execute(sql`
      insert into assessment (slug, kind, title, summary, question_count, domains)
      values ('bench-sql', 'tool', 'SQL Assessment', '', 10, '[]'::jsonb),
             ('bench-excel', 'tool', 'Excel Assessment', '', 10, '[]'::jsonb)`);
    await db.execute(sql`
      insert into assessment_attempt (id, user_id, assessment_slug, question_ids, started_at, submitted_at, score)
      select 'bench_a' || u || '_' || a || '_' || s, 'bench_u' || u, s, '[]'::jsonb,
        now() - (a * 10 + u % 9) * interval '1 day', now() - (a * 10 + u % 9) * interval '1 day', (u * 7 + a) % 101
      from generate_series(1, ${TEAM_REPORT_MEMBERS}) u, generate_series(1, 3) a,
        unnest(array['bench-sql', 'bench-excel']) s`);
    // Five assignments for everyone (2,500 assignee rows), two of them past due.
    const assignments = createTeamAssignmentsService({ db, now: () => new Date(now.getTime() - 30 * 86400_000) });
    const admin = { userId: "bench_u1" } as Parameters<typeof assignments.create>[0];
    for (let i = 1; i <= 5; i++) {
      await assignments.create(admin, {
        kind: "course",
        itemId: `bench_c${i}`,
        target: [0, 1, 2, 3, 4].map((g) => `group:bench_g${g}`),
      });
    }
    await db.execute(sql`
      update team_assignment set due_at = now() - interval '3 days'
      where team_id = ${teamId} and item_id in ('bench_c1', 'bench_c2')`);
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - t0;

    const [counts] = (
      (await db.execute(sql`
        select (select count(*) from team_member where team_id = ${teamId})::int as members,
          (select count(*) from course_enrolment)::int as enrolments,
          (select count(*) from lesson_progress)::int as progress`)) as unknown as {
        rows: { members: number; enrolments: number; progress: number }[];
      }
    ).rows;

    const reports = createTeamReportsService({ db });
    const query = parseReportQuery(new URLSearchParams());
    const viewer = { userId: "bench_u1" } as Parameters<typeof reports.report>[0];
    // Warm-up: plans cached, pages in memory.
    let first = await reports.report(viewer, query);
    await reports.report(viewer, query);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      first = await reports.report(viewer, query);
      times.push(performance.now() - start);
    }
    const medianMs = Math.round(median(times) * 10) / 10;
    // The manager's view of one group, for the record.
    const managerView = await reports.report({ userId: "bench_u2" } as typeof viewer, query);

    console.log(
      `team report, ${counts!.members} members / ${counts!.enrolments.toLocaleString("en-US")} progress rows: ${medianMs} ms (target < ${TEAM_REPORT_TARGET_MS} ms)`,
    );
    console.log(
      `  (median of ${RUNS} after a warm-up; min ${Math.round(Math.min(...times))} ms, max ${Math.round(Math.max(...times))} ms; ` +
        `${counts!.progress.toLocaleString("en-US")} lesson progress rows; first page ${first.members.length} of ${first.summary.members} members; ` +
        `a manager sees ${managerView.summary.members}; fixtures in ${Math.round(seedMs / 1000)} s)`,
    );
    console.log(
      JSON.stringify({
        medianMs,
        minMs: Math.round(Math.min(...times) * 10) / 10,
        maxMs: Math.round(Math.max(...times) * 10) / 10,
        runs: RUNS,
        members: counts!.members,
        enrolments: counts!.enrolments,
        lessonProgress: counts!.progress,
        targetMs: TEAM_REPORT_TARGET_MS,
      }),
    );
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench-team-report failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
