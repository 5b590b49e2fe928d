import { z } from "zod";

/**
 * The learning loop's rules (issue 16): which lessons are free, when a lesson counts as complete,
 * course and path percentages, and where "Continue learning" leads. Pure, so the player, the
 * services and the tests agree.
 */

export type LessonKind = "video" | "reading" | "quiz" | "download";

/** Visitors and free learners get every course's first chapter; later chapters need a plan. */
export const FREE_CHAPTER = 1;

/** A video counts as watched once this share of it has been seen. */
export const VIDEO_COMPLETE_FRACTION = 0.9;

/** The fastest playback speed the player offers; seen time cannot grow faster than this. */
export const MAX_PLAYBACK_RATE = 2;

/** Slack for clock skew, buffering and the first report after a seek back to a seen part. */
export const WATCH_SLACK_SECONDS = 5;

/** How often the player reports the position while playing. */
export const POSITION_REPORT_INTERVAL_MS = 5000;

export function isFreeChapter(chapter: number): boolean {
  return chapter <= FREE_CHAPTER;
}

/** Whether the viewer may open a lesson of this chapter. */
export function canOpenLesson(viewer: { isSubscriber: boolean } | null, chapter: number): boolean {
  return isFreeChapter(chapter) || viewer?.isSubscriber === true;
}

/** Lessons the learner completes by pressing "Mark complete"; videos and quizzes complete themselves. */
export function completesManually(kind: LessonKind): boolean {
  return kind === "reading" || kind === "download";
}

/**
 * How far a learner has seen a video, from a reported position. A report can only extend what was
 * seen by what could have played since the last report (at the fastest speed plus slack), so a forged
 * "I am at the end" post does not complete a video. Positions outside [0, duration] are refused by the
 * caller; this clamps anyway.
 */
export function nextWatchedSeconds(input: {
  previousWatched: number;
  previousPosition: number;
  reportedPosition: number;
  elapsedSeconds: number;
  durationSeconds: number;
}): number {
  const reported = Math.min(Math.max(input.reportedPosition, 0), input.durationSeconds);
  const reachable =
    Math.max(input.previousWatched, input.previousPosition) +
    Math.max(0, input.elapsedSeconds) * MAX_PLAYBACK_RATE +
    WATCH_SLACK_SECONDS;
  return Math.max(input.previousWatched, Math.min(reported, reachable, input.durationSeconds));
}

export function videoWatched(watchedSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && watchedSeconds >= durationSeconds * VIDEO_COMPLETE_FRACTION;
}

export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(done, 0), total) / total) * 100);
}

export interface OutlineLesson {
  id: string;
  position: number;
  chapter: number;
  completed: boolean;
}

/**
 * Where "Continue learning" goes: the first incomplete lesson in course order; the first lesson when
 * everything is done (a review) or nothing was started.
 */
export function nextLesson<T extends OutlineLesson>(lessons: readonly T[]): T | null {
  const ordered = [...lessons].sort((a, b) => a.position - b.position);
  return ordered.find((l) => !l.completed) ?? ordered[0] ?? null;
}

export function courseComplete(lessons: readonly { completed: boolean }[]): boolean {
  return lessons.length > 0 && lessons.every((l) => l.completed);
}

/** A path's progress: each course's share, and the path's as the mean of its courses. */
export function pathPercent(courses: readonly { lessonsCompleted: number; lessonsTotal: number }[]): number {
  if (courses.length === 0) return 0;
  const sum = courses.reduce((acc, c) => acc + percent(c.lessonsCompleted, c.lessonsTotal) / 100, 0);
  return Math.round((sum / courses.length) * 100);
}

export interface Chapter<T> {
  chapter: number;
  title: string;
  lessons: T[];
}

export function groupByChapter<T extends { chapter: number; chapterTitle: string; position: number }>(
  lessons: readonly T[],
): Chapter<T>[] {
  const chapters = new Map<number, Chapter<T>>();
  for (const lesson of [...lessons].sort((a, b) => a.position - b.position)) {
    let group = chapters.get(lesson.chapter);
    if (!group) {
      group = { chapter: lesson.chapter, title: lesson.chapterTitle, lessons: [] };
      chapters.set(lesson.chapter, group);
    }
    group.lessons.push(lesson);
  }
  return [...chapters.values()].sort((a, b) => a.chapter - b.chapter);
}

/** Lesson ids are ours (`les_<course>-NN`); anything else is a 404 before the database is asked. */
export const LessonIdSchema = z.string().regex(/^les_[a-z0-9-]{1,80}$/);

export const VideoPositionSchema = z.object({
  intent: z.literal("position"),
  position: z.coerce
    .number()
    .finite()
    .min(0)
    .max(24 * 3600),
});

export const MarkCompleteSchema = z.object({ intent: z.literal("complete") });

/** Guided project objectives are checked one at a time by index. */
export const ObjectiveToggleSchema = z.object({
  intent: z.literal("objective"),
  index: z.coerce.number().int().min(0).max(100),
  done: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/**
 * A guided project submission: a link to the work, an optional write-up, and whether to publish it in
 * the showcase: an explicit choice (a checkbox, unticked by default), since nothing says submissions
 * are public. Unpublished, it is a draft in the learner's own projects.
 */
export const GuidedSubmissionSchema = z.object({
  intent: z.literal("submit"),
  link: z.url({ protocol: /^https?$/, message: "Enter the full address of your work, starting with https://" }),
  writeUp: z.string().trim().max(5000).optional(),
  publish: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});
