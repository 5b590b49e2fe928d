/**
 * The team report (issue 19): members with their learning, assignment statuses, credentials and
 * assessment results; summary tiles; completions per week and skills covered; filters by group and
 * date range; CSV export. Admins see every member, managers the members of the groups they manage
 * (never another group's), members no report at all.
 *
 * Fast by construction: a handful of set-based statements whatever the team's size. The page's rows
 * come from one query whose lateral subqueries run only for the page's members (each an index lookup:
 * course_enrolment's primary key and `course_enrolment_user_activity_idx`, `assessment_attempt_user_idx`,
 * `user_credential_user_idx`); tiles and charts are GROUP BY over the members' rows.
 */
import { stringify } from "csv-stringify/sync";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { canUseGroup, TEAM_REPORT_PAGE_SIZE, type AssignmentStatus } from "~/core/teams.ts";
import { selectRows, type Database, type Tx } from "~/db/client.ts";
import { teamGroups } from "~/db/schema/teams.ts";
import type { Viewer } from "../viewer.ts";
import { requireTeamActor } from "./access.ts";
import {
  assigneeProgress,
  emptyStatusCounts,
  statusOfRow,
  visibleMemberIds,
  type StatusCounts,
} from "./assignments.ts";

const DAY_MS = 24 * 3600 * 1000;
/** Without a date range, the completions chart shows this many weeks up to today. */
export const REPORT_DEFAULT_WEEKS = 12;
/** The skills chart shows this many tools and topics. */
export const REPORT_TOP_SKILLS = 10;
/** Without a date range, "active" means active within this many days. */
export const REPORT_ACTIVE_DAYS = 30;

export interface ReportQuery {
  groupId: string | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string | null | undefined): string | null =>
  v && DATE_RE.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) ? v : null;

/** The report's URL query, read forgivingly: a bad date or page is ignored, a reversed range swapped. */
export function parseReportQuery(params: URLSearchParams): ReportQuery {
  let from = validDate(params.get("from")?.trim());
  let to = validDate(params.get("to")?.trim());
  if (from && to && from > to) [from, to] = [to, from];
  const group = params.get("group")?.trim() ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    groupId: /^[A-Za-z0-9_-]{1,64}$/.test(group) ? group : null,
    from,
    to,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

export interface MemberReportRow {
  userId: string;
  name: string;
  email: string;
  groups: string[];
  lastActivityAt: Date | null;
  coursesInProgress: number;
  coursesCompleted: number;
  credentials: number;
  assignments: StatusCounts;
  assessments: { slug: string; title: string; score: number; submittedAt: Date }[];
}

const toDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
const toInt = (v: unknown) => Number(v ?? 0);
/** A json column: parsed by node-postgres, a string from PGlite's raw rows on some paths. */
const jsonList = (v: unknown): Record<string, unknown>[] =>
  (typeof v === "string" ? JSON.parse(v) : (v ?? [])) as Record<string, unknown>[];

/** `column` within the range; true without one. */
function inRange(column: SQL, range: { start: Date | null; end: Date | null }): SQL {
  const parts: SQL[] = [];
  if (range.start) parts.push(sql`${column} >= ${range.start.toISOString()}::timestamptz`);
  if (range.end) parts.push(sql`${column} < ${range.end.toISOString()}::timestamptz`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export function createTeamReportsService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  /** The actor, the member ids they may see under the filter, and the range as instants. */
  async function scope(viewer: Viewer | null, query: ReportQuery) {
    const actor = await requireTeamActor(db, viewer, "manager");
    const ids = [...(await visibleMemberIds(db, actor, query.groupId))];
    const range = {
      start: query.from ? new Date(`${query.from}T00:00:00Z`) : null,
      end: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : null,
    };
    return { actor, ids, range };
  }

  /** Per-member rows, in name order; a page of them, or all (CSV). */
  async function memberRows(
    db: Database | Tx,
    teamId: string,
    ids: string[],
    range: { start: Date | null; end: Date | null },
    page: { limit: number; offset: number } | null,
  ): Promise<MemberReportRow[]> {
    if (ids.length === 0) return [];
    const at = now();
    const idsParam = sql`${sql.param(ids)}::text[]`;
    const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
    const hasRange = range.start !== null || range.end !== null;
    const rows = await selectRows(
      db,
      sql`
      with page as (
        select u.id, u.name, u.email from "user" u
        where u.id = any(${idsParam})
        order by lower(u.name), u.id
        ${limit}
      )
      select p.id as "userId", p.name, p.email,
        (select coalesce(json_agg(g.name order by lower(g.name)), '[]'::json)
           from team_group_member gm join team_group g on g.id = gm.group_id
           where gm.user_id = p.id and g.team_id = ${teamId}) as "groups",
        greatest(ce.last_activity, aa.last_attempt) as "lastActivityAt",
        ce.in_progress as "coursesInProgress", ce.completed as "coursesCompleted",
        (select count(*) from user_credential uc
           where uc.user_id = p.id and uc.revoked_at is null and ${inRange(sql`uc.issued_at`, range)}) as "credentials"
      from page p
      left join lateral (
        select max(e.last_activity_at) as last_activity,
          count(*) filter (where e.completed_at is null
            and ${hasRange ? inRange(sql`e.last_activity_at`, range) : sql`true`}) as in_progress,
          count(*) filter (where e.completed_at is not null and ${inRange(sql`e.completed_at`, range)}) as completed
        from course_enrolment e where e.user_id = p.id
      ) ce on true
      left join lateral (
        select max(coalesce(t.submitted_at, t.started_at)) as last_attempt
        from assessment_attempt t where t.user_id = p.id
      ) aa on true
      order by lower(p.name), p.id`,
    );
    const pageIds = rows.map((r) => String(r.userId));
    const [progress, attempts] = await Promise.all([
      assigneeProgress(db, sql`a.team_id = ${teamId} and ae.user_id = any(${sql.param(pageIds)}::text[])`),
      selectRows(
        db,
        sql`
        select distinct on (t.user_id, t.assessment_slug) t.user_id as "userId", t.assessment_slug as slug,
          s.title, t.score, t.submitted_at as "submittedAt"
        from assessment_attempt t join assessment s on s.slug = t.assessment_slug
        where t.user_id = any(${sql.param(pageIds)}::text[]) and t.submitted_at is not null and t.score is not null
          and ${inRange(sql`t.submitted_at`, range)}
        order by t.user_id, t.assessment_slug, t.submitted_at desc`,
      ),
    ]);
    const counts = new Map<string, StatusCounts>();
    for (const row of progress) {
      const c = counts.get(row.userId) ?? emptyStatusCounts();
      c[statusOfRow(row, at)] += 1;
      counts.set(row.userId, c);
    }
    const results = new Map<string, MemberReportRow["assessments"]>();
    for (const r of attempts) {
      const list = results.get(String(r.userId)) ?? [];
      list.push({
        slug: String(r.slug),
        title: String(r.title),
        score: toInt(r.score),
        submittedAt: toDate(r.submittedAt)!,
      });
      results.set(String(r.userId), list);
    }
    return rows.map((r) => {
      const groups = typeof r.groups === "string" ? (JSON.parse(r.groups) as string[]) : (r.groups as string[]);
      return {
        userId: String(r.userId),
        name: String(r.name),
        email: String(r.email),
        groups: groups ?? [],
        lastActivityAt: toDate(r.lastActivityAt),
        coursesInProgress: toInt(r.coursesInProgress),
        coursesCompleted: toInt(r.coursesCompleted),
        credentials: toInt(r.credentials),
        assignments: counts.get(String(r.userId)) ?? emptyStatusCounts(),
        assessments: (results.get(String(r.userId)) ?? []).sort((a, b) => a.title.localeCompare(b.title)),
      };
    });
  }

  return {
    /** The team dashboard: tiles, charts and one page of members. Admins and managers only. */
    async report(viewer: Viewer | null, query: ReportQuery) {
      const { actor, ids, range } = await scope(viewer, query);
      const at = now();
      const idsParam = sql`${sql.param(ids)}::text[]`;
      const pages = Math.max(1, Math.ceil(ids.length / TEAM_REPORT_PAGE_SIZE));
      const page = Math.min(query.page, pages);
      // The chart needs a window: the filter's, or the last weeks up to today.
      const chartRange = {
        start: range.start ?? new Date(at.getTime() - REPORT_DEFAULT_WEEKS * 7 * DAY_MS),
        end: range.end ?? at,
      };
      const activeRange =
        range.start || range.end ? range : { start: new Date(at.getTime() - REPORT_ACTIVE_DAYS * DAY_MS), end: null };
      const [members, totals, progress, groups] = await Promise.all([
        memberRows(db, actor.teamId, ids, range, {
          limit: TEAM_REPORT_PAGE_SIZE,
          offset: (page - 1) * TEAM_REPORT_PAGE_SIZE,
        }),
        // Tiles and charts in one statement: the members' enrolments are read once (the CTE), the
        // skills are counted per course before the tools are split.
        ids.length
          ? selectRows(
              db,
              sql`
              with e as materialized (
                select e.user_id, e.course_id, e.completed_at, e.last_activity_at
                from course_enrolment e where e.user_id = any(${idsParam})
              )
              select
                (select count(*) from e where e.completed_at is not null and ${inRange(sql`e.completed_at`, range)})
                  as completions,
                (select count(*) from user_credential uc
                   where uc.user_id = any(${idsParam}) and uc.revoked_at is null
                     and ${inRange(sql`uc.issued_at`, range)}) as credentials,
                (select count(*) from (
                   select e.user_id from e where ${inRange(sql`e.last_activity_at`, activeRange)}
                   union
                   select t.user_id from assessment_attempt t
                     where t.user_id = any(${idsParam})
                       and ${inRange(sql`coalesce(t.submitted_at, t.started_at)`, activeRange)}
                 ) active) as active,
                (select coalesce(json_agg(json_build_object('week', to_char(w.week, 'YYYY-MM-DD'), 'n', w.n) order by w.week), '[]'::json)
                   from (select date_trunc('week', e.completed_at at time zone 'UTC') as week, count(*) as n
                         from e where e.completed_at is not null and ${inRange(sql`e.completed_at`, chartRange)}
                         group by 1) w) as weeks,
                (select coalesce(json_agg(json_build_object('skill', s.skill, 'n', s.n) order by s.n desc, s.skill), '[]'::json)
                   from (select trim(tool) as skill, sum(done.n) as n
                         from (select e.course_id, count(*) as n from e
                               where e.completed_at is not null and ${inRange(sql`e.completed_at`, range)}
                               group by 1) done
                         join course c on c.id = done.course_id
                         cross join lateral unnest(string_to_array(c.tools, ',')) as tool
                         where trim(tool) <> ''
                         group by 1 order by 2 desc, 1 limit ${REPORT_TOP_SKILLS}) s) as skills`,
            )
          : null,
        ids.length ? assigneeProgress(db, sql`a.team_id = ${actor.teamId} and ae.user_id = any(${idsParam})`) : [],
        db
          .select({ id: teamGroups.id, name: teamGroups.name })
          .from(teamGroups)
          .where(eq(teamGroups.teamId, actor.teamId))
          .orderBy(asc(teamGroups.name)),
      ]);
      const assignmentCounts = emptyStatusCounts();
      for (const row of progress) assignmentCounts[statusOfRow(row, at)] += 1;
      const total = totals?.[0] ?? {};
      return {
        role: actor.role,
        query: { ...query, page },
        groups: groups.filter((g) => canUseGroup(actor, g.id)),
        summary: {
          members: ids.length,
          active: toInt(total.active),
          activeWindow: range.start || range.end ? ("range" as const) : ("recent" as const),
          activeDays: REPORT_ACTIVE_DAYS,
          completions: toInt(total.completions),
          credentials: toInt(total.credentials),
          assignments: assignmentCounts,
        },
        completionsByWeek: fillWeeks(
          chartRange.start,
          chartRange.end,
          jsonList(total.weeks).map((r) => ({ week: new Date(`${String(r.week)}T00:00:00Z`), count: toInt(r.n) })),
        ),
        skills: jsonList(total.skills).map((r) => ({ skill: String(r.skill), count: toInt(r.n) })),
        members,
        page,
        pages,
      };
    },

    /** Every member under the same filters, as CSV (RFC 4180), safe to open in a spreadsheet. */
    async csv(viewer: Viewer | null, query: ReportQuery): Promise<string> {
      const { actor, ids, range } = await scope(viewer, query);
      const rows = await memberRows(db, actor.teamId, ids, range, null);
      return reportToCsv(rows);
    },
  };
}

/** Monday-based UTC weeks from `start` to `end`, each with its count (zero when none). */
export function fillWeeks(start: Date, end: Date, counts: { week: Date; count: number }[]) {
  const mondayOf = (d: Date) => {
    const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day;
  };
  const byWeek = new Map(counts.map((c) => [mondayOf(c.week).getTime(), c.count]));
  const out: { weekStart: Date; count: number }[] = [];
  for (let w = mondayOf(start); w.getTime() < end.getTime(); w = new Date(w.getTime() + 7 * DAY_MS)) {
    out.push({ weekStart: w, count: byWeek.get(w.getTime()) ?? 0 });
  }
  return out;
}

const STATUS_COLUMNS: [AssignmentStatus, string][] = [
  ["not_started", "assignments_not_started"],
  ["in_progress", "assignments_in_progress"],
  ["done", "assignments_done"],
  ["overdue", "assignments_overdue"],
];

/** A cell a spreadsheet would read as a formula (= + - @, or a leading tab or return) is quoted with '. */
export const neutralizeFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function reportToCsv(rows: MemberReportRow[]): string {
  const header = [
    "name",
    "email",
    "groups",
    "last_activity",
    "courses_in_progress",
    "courses_completed",
    ...STATUS_COLUMNS.map(([, column]) => column),
    "credentials",
    "assessment_results",
  ];
  const records = rows.map((r) => [
    r.name,
    r.email,
    r.groups.join("; "),
    r.lastActivityAt ? r.lastActivityAt.toISOString() : "",
    String(r.coursesInProgress),
    String(r.coursesCompleted),
    ...STATUS_COLUMNS.map(([status]) => String(r.assignments[status])),
    String(r.credentials),
    r.assessments.map((a) => `${a.title}: ${a.score}%`).join("; "),
  ]);
  return stringify([header, ...records], {
    record_delimiter: "\r\n",
    cast: { string: (value) => neutralizeFormula(value) },
  });
}

export type TeamReportsService = ReturnType<typeof createTeamReportsService>;
