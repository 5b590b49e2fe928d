/**
 * Team jobs on the pg-boss queue (issue 19): a daily reminder to assignees whose assignment is due
 * soon and not done (once each: `team_assignee.reminder_sent_at`, set in the transaction that queues
 * the mail), and a weekly digest to each admin and manager about their members' past week.
 * The handlers take a fixed `now` so tests call them directly.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { ASSIGNMENT_REMINDER_DAYS, ASSIGNMENT_STATUS_LABELS } from "~/core/teams.ts";
import { formatUtcDate } from "~/core/format.ts";
import { selectRows, type Database } from "~/db/client.ts";
import { teamAssignees, teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noticeMail } from "../../mail/templates.ts";
import { loadTeamMembership } from "./access.ts";
import { assigneeProgress, itemTitles, statusOfRow, visibleMemberIds } from "./assignments.ts";

export const TEAM_REMINDERS_JOB = "teams.assignment-reminders";
export const TEAM_DIGEST_JOB = "teams.weekly-digest";
const DAY_MS = 24 * 3600 * 1000;
// The product's one date format (decision 052), the UTC day as the due date was set.
const dateLabel = (d: Date) => formatUtcDate(d);

interface JobDeps {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  logger?: Logger;
}

/**
 * Mails each active assignee whose assignment is due within ASSIGNMENT_REMINDER_DAYS and is not done,
 * once. Returns how many reminders were queued.
 */
export async function sendAssignmentReminders({ db, mailer, siteUrl }: JobDeps, now: Date): Promise<number> {
  const site = siteUrl.replace(/\/$/, "");
  const horizon = new Date(now.getTime() + ASSIGNMENT_REMINDER_DAYS * DAY_MS);
  const rows = await assigneeProgress(
    db,
    sql`ae.reminder_sent_at is null and a.due_at > ${now.toISOString()}::timestamptz
      and a.due_at <= ${horizon.toISOString()}::timestamptz
      and exists (select 1 from team_member tm
        where tm.user_id = ae.user_id and tm.team_id = a.team_id and tm.status = 'active')`,
  );
  const due = rows.filter((r) => statusOfRow(r, now) !== "done");
  if (due.length === 0) return 0;
  const title = await itemTitles(db, due);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        due.map((r) => r.userId),
      ),
    );
  const person = new Map(people.map((p) => [p.id, p]));
  let sent = 0;
  for (const row of due) {
    const to = person.get(row.userId);
    if (!to) continue;
    const item = title(row.kind, row.itemId);
    const queued = await db.transaction(async (tx) => {
      // Claimed and mailed together: a second run (or server) finds the row taken.
      const [claimed] = await tx
        .update(teamAssignees)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(teamAssignees.assignmentId, row.assignmentId),
            eq(teamAssignees.userId, row.userId),
            isNull(teamAssignees.reminderSentAt),
          ),
        )
        .returning({ userId: teamAssignees.userId });
      if (!claimed) return false;
      const mail = noticeMail({
        name: to.name,
        subject: `Reminder: ${item.title} is due ${dateLabel(row.dueAt!)}`,
        paragraphs: [
          `Your team assigned you ${item.title}, due ${dateLabel(row.dueAt!)}.`,
          row.started ? "You've started it: a little more and it's done." : "You haven't started it yet.",
        ],
        action: { label: "Open my dashboard", url: `${site}/dashboard` },
        siteUrl: site,
      });
      await mailer.send({ to: to.email, ...mail }, { executor: tx });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/**
 * Mails each admin and manager a summary of their members' past week: courses completed and
 * assignments overdue. Someone who sees nobody but themselves gets no digest. Returns how many.
 */
export async function sendWeeklyDigests({ db, mailer, siteUrl }: JobDeps, now: Date): Promise<number> {
  const site = siteUrl.replace(/\/$/, "");
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const leads = await db
    .select({ userId: teamMembers.userId, name: users.name, email: users.email, teamName: teams.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.status, "active"), inArray(teamMembers.role, ["admin", "manager"])));
  let sent = 0;
  for (const lead of leads) {
    const actor = await loadTeamMembership(db, lead.userId);
    if (!actor || actor.status !== "active") continue;
    const ids = [...(await visibleMemberIds(db, actor))];
    if (ids.filter((id) => id !== lead.userId).length === 0) continue;
    const idsParam = sql`${sql.param(ids)}::text[]`;
    const completions = await selectRows<{ name: string; course: string }>(
      db,
      sql`
      select u.name, c.title as course
      from course_enrolment e join "user" u on u.id = e.user_id join course c on c.id = e.course_id
      where e.user_id = any(${idsParam}) and e.completed_at >= ${since.toISOString()}::timestamptz
        and e.completed_at < ${now.toISOString()}::timestamptz
      order by e.completed_at desc`,
    );
    const progress = await assigneeProgress(db, sql`a.team_id = ${actor.teamId} and ae.user_id = any(${idsParam})`);
    const overdue = progress.filter((r) => statusOfRow(r, now) === "overdue");
    const shown = completions.slice(0, 5).map((c) => `${c.name} completed ${c.course}.`);
    const mail = noticeMail({
      name: lead.name,
      subject: `${lead.teamName}: your team's week`,
      preheader: `${completions.length} course${completions.length === 1 ? "" : "s"} completed, ${overdue.length} overdue`,
      paragraphs: [
        `Here is the past week of the ${ids.length} member${ids.length === 1 ? "" : "s"} you see in ${lead.teamName}.`,
        ...shown,
        ...(completions.length > shown.length ? [`And ${completions.length - shown.length} more.`] : []),
      ],
      rows: [
        ["Courses completed this week", String(completions.length)],
        [`Assignments ${ASSIGNMENT_STATUS_LABELS.overdue.toLowerCase()}`, String(overdue.length)],
      ],
      action: { label: "Open the team report", url: `${site}/dashboard/team` },
      siteUrl: site,
    });
    await mailer.send({ to: lead.email, ...mail });
    sent += 1;
  }
  return sent;
}

/** The daily reminder (07:15 UTC) and the Monday digest (07:30 UTC). */
export function defineTeamJobs(queue: JobQueue, deps: JobDeps) {
  queue.define({
    name: TEAM_REMINDERS_JOB,
    cron: "15 7 * * *",
    retryLimit: 2,
    retryDelayS: 300,
    backoff: false,
    expireInS: 10 * 60,
    handle: async () => {
      const n = await sendAssignmentReminders(deps, new Date());
      deps.logger?.info({ reminders: n }, "team assignment reminders queued");
    },
  });
  queue.define({
    name: TEAM_DIGEST_JOB,
    cron: "30 7 * * 1",
    // A retry would mail the digests already sent again; a missed week is the lesser harm.
    retryLimit: 0,
    retryDelayS: 300,
    backoff: false,
    expireInS: 15 * 60,
    handle: async () => {
      const n = await sendWeeklyDigests(deps, new Date());
      deps.logger?.info({ digests: n }, "team weekly digests queued");
    },
  });
}
