/**
 * Course reminders on the pg-boss queue: the Preferences page promises "a nudge when a course you
 * started has been quiet for a week". A daily run mails each learner who has it on about one course,
 * once per quiet spell (`course_enrolment.reminder_sent_at`, set in the transaction that queues the
 * mail) and at most one reminder a week. The handler takes a fixed `now` so tests call it directly.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { selectRows, type Database } from "~/db/client.ts";
import { courseEnrolments } from "~/db/schema/account.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noticeMail } from "../../mail/templates.ts";

export const COURSE_REMINDERS_JOB = "learning.course-reminders";
/** Quiet this long, a started course gets a reminder. */
export const COURSE_QUIET_DAYS = 7;
/** Quiet longer than this, the learner has moved on: no reminder. */
export const COURSE_REMINDER_GIVE_UP_DAYS = 45;
const DAY_MS = 24 * 3600 * 1000;

interface JobDeps {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  logger?: Logger;
}

interface QuietCourse {
  user_id: string;
  course_id: string;
  name: string | null;
  email: string;
  title: string;
  slug: string;
  lessons_completed: number;
  lessons_total: number;
  last_activity_at: Date;
}

/** Queues the reminders due at `now`; returns how many. */
export async function sendCourseReminders({ db, mailer, siteUrl }: JobDeps, now: Date): Promise<number> {
  const site = siteUrl.replace(/\/$/, "");
  const quietSince = new Date(now.getTime() - COURSE_QUIET_DAYS * DAY_MS).toISOString();
  const giveUpBefore = new Date(now.getTime() - COURSE_REMINDER_GIVE_UP_DAYS * DAY_MS).toISOString();
  const rows = await selectRows<QuietCourse>(
    db,
    sql`
    select distinct on (e.user_id)
      e.user_id, e.course_id, u.name, u.email, c.title, c.slug, e.lessons_completed, e.last_activity_at,
      (select count(*)::int from lesson l where l.course_id = e.course_id) as lessons_total
    from course_enrolment e
    join "user" u on u.id = e.user_id
    join course c on c.id = e.course_id
    left join user_profile p on p.user_id = e.user_id
    where e.completed_at is null
      and e.lessons_completed > 0
      and e.last_activity_at <= ${quietSince}::timestamptz
      and e.last_activity_at > ${giveUpBefore}::timestamptz
      and (e.reminder_sent_at is null or e.reminder_sent_at < e.last_activity_at)
      and coalesce(p.email_course_reminders, true)
      and u.email_verified
      -- One reminder a week at most, whichever course it was about.
      and not exists (select 1 from course_enrolment r where r.user_id = e.user_id
        and r.reminder_sent_at > ${quietSince}::timestamptz)
    order by e.user_id, e.last_activity_at desc`,
  );
  let sent = 0;
  for (const row of rows) {
    const queued = await db.transaction(async (tx) => {
      // Claimed and mailed together: a second run (or server) finds the reminder taken.
      const [claimed] = await tx
        .update(courseEnrolments)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(courseEnrolments.userId, row.user_id),
            eq(courseEnrolments.courseId, row.course_id),
            or(
              isNull(courseEnrolments.reminderSentAt),
              lt(courseEnrolments.reminderSentAt, courseEnrolments.lastActivityAt),
            ),
          ),
        )
        .returning({ userId: courseEnrolments.userId });
      if (!claimed) return false;
      const left = Math.max(0, row.lessons_total - row.lessons_completed);
      const mail = noticeMail({
        name: row.name,
        subject: `Pick up ${row.title} where you left off`,
        preheader: `${row.lessons_completed} of ${row.lessons_total} lessons done`,
        paragraphs: [
          `It has been a week since you last worked on ${row.title}. You have done ${row.lessons_completed} of its ${row.lessons_total} lessons${left > 0 ? `; ${left} to go` : ""}.`,
          "Twenty minutes today keeps what you learned fresh: Continue learning on the course page takes you to your next lesson.",
          "You get this because Course reminders is on in your preferences; you can turn it off there.",
        ],
        action: { label: `Continue ${row.title}`, url: `${site}/course/${row.slug}` },
        siteUrl: site,
      });
      await mailer.send({ to: row.email, ...mail }, { executor: tx });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The daily run (09:00 UTC). */
export function defineLearningJobs(queue: JobQueue, deps: JobDeps) {
  queue.define({
    name: COURSE_REMINDERS_JOB,
    cron: "0 9 * * *",
    // Each reminder is claimed in its own transaction: a retry sends only what is still due.
    retryLimit: 2,
    retryDelayS: 300,
    backoff: false,
    expireInS: 10 * 60,
    handle: async () => {
      const n = await sendCourseReminders(deps, new Date());
      deps.logger?.info({ reminders: n }, "course reminders queued");
    },
  });
}
