import type { Readable } from "node:stream";
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { firstOpenLessons } from "./open-lessons.ts";
import type { Database, Tx } from "~/db/client.ts";
import { courseEnrolments } from "~/db/schema/account.ts";
import { courses, credentials, pathCourses, paths, userCredentials } from "~/db/schema/catalog.ts";
import { lessonProgress, lessons, pathEnrolments } from "~/db/schema/learning.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { premiumGateHref } from "~/core/entitlement.ts";
import {
  canOpenLesson,
  completesManually,
  groupByChapter,
  LessonIdSchema,
  MAX_PLAYBACK_RATE,
  nextLesson,
  pathPercent,
  percent,
  VIDEO_COMPLETE_FRACTION,
  WATCH_SLACK_SECONDS,
  type Chapter,
  type LessonKind,
} from "~/core/learning.ts";
import {
  parseQuestionBank,
  scoreBankAttempt,
  submittedAnswersSchema,
  toPublicQuestion,
  type AttemptResult,
  type PublicQuestion,
} from "~/core/quiz.ts";
import type { Logger } from "../../logger.ts";
import { attachmentDisposition } from "../datasets/files.ts";
import { BadInput, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { renderMarkdown } from "./markdown.ts";

export interface OutlineLessonView {
  id: string;
  position: number;
  chapter: number;
  title: string;
  kind: LessonKind;
  minutes: number;
  completed: boolean;
  locked: boolean;
}

export interface CourseProgressView {
  enrolled: boolean;
  lessonsCompleted: number;
  lessonsTotal: number;
  percent: number;
  completed: boolean;
  /** The lesson "Start learning" / "Continue learning" opens. */
  nextLessonId: string | null;
  /** That lesson is beyond the free chapter and the viewer has no plan that opens it. */
  nextLessonLocked: boolean;
  /** Positions (1-based) of the lessons this viewer cannot open: the course page marks them. */
  lockedPositions: number[];
}

interface LessonFile {
  id: string;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
}

export type LessonContent =
  | { kind: "reading"; html: string }
  | {
      kind: "video";
      src: string;
      captionsSrc: string;
      transcript: string[];
      durationSeconds: number;
      resumeAt: number;
      introHtml: string;
    }
  | {
      kind: "quiz";
      introHtml: string;
      passMark: number;
      questions: PublicQuestion[];
      bestScore: number | null;
      attempts: number;
    }
  | { kind: "download"; introHtml: string; files: { id: string; name: string; size: number }[] };

export interface PlayerView {
  course: { id: string; slug: string; title: string; badgeSrc: string };
  chapters: Chapter<OutlineLessonView & { chapterTitle: string }>[];
  progress: CourseProgressView;
  lesson: OutlineLessonView & { chapterTitle: string };
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
  /** null: the viewer may open it; otherwise where the gate leads (sign up or upgrade). */
  gateHref: string | null;
  content: LessonContent | null;
  signedIn: boolean;
  credentialId: string | null;
}

export interface CompletionEffects {
  courseCompleted: boolean;
  /** User-credential ids issued by this change (course, then paths). */
  issued: string[];
}

/** Issues a credential inside the caller's transaction; returns the new record id, or null if held already. */
export type IssueCredential = (
  tx: Tx,
  input: { userId: string; subject: { kind: "course" | "path" | "guided_project"; id: string } },
) => Promise<string | null>;

export function createLearningService({
  db,
  storage,
  logger,
  issueCredential,
}: {
  db: Database;
  storage: FileStorage;
  logger?: Logger;
  issueCredential: IssueCredential;
}) {
  async function courseBySlug(slug: string) {
    if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw new NotFound("No such course");
    const [course] = await db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        badgeSrc: courses.badgeSrc,
        comingSoon: courses.comingSoon,
      })
      .from(courses)
      .where(eq(courses.slug, slug))
      .limit(1);
    if (!course || course.comingSoon) throw new NotFound("No such course");
    return course;
  }

  async function lessonsOf(courseId: string, executor: Database | Tx = db) {
    return executor.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
  }

  async function completedIds(userId: string, courseId: string, executor: Database | Tx = db): Promise<Set<string>> {
    const rows = await executor
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.userId, userId),
          eq(lessonProgress.courseId, courseId),
          isNotNull(lessonProgress.completedAt),
        ),
      );
    return new Set(rows.map((r) => r.lessonId));
  }

  function progressOf(
    all: { id: string; position: number; chapter: number }[],
    done: Set<string>,
    enrolled: boolean,
    viewer: Viewer | null,
  ): CourseProgressView {
    const outline = all.map((l) => ({ ...l, completed: done.has(l.id) }));
    const completedCount = outline.filter((l) => l.completed).length;
    const next = nextLesson(outline);
    return {
      enrolled,
      lessonsCompleted: completedCount,
      lessonsTotal: outline.length,
      percent: percent(completedCount, outline.length),
      completed: outline.length > 0 && completedCount === outline.length,
      nextLessonId: next?.id ?? null,
      nextLessonLocked: next !== null && !canOpenLesson(viewer, next.chapter),
      lockedPositions: outline.filter((l) => !canOpenLesson(viewer, l.chapter)).map((l) => l.position),
    };
  }

  /** A lesson of the course the viewer may change progress for; everything else is refused. */
  async function lessonFor(viewer: Viewer | null, input: { slug: string; lessonId: string }) {
    if (!viewer) throw new Unauthenticated("Create a free account to save your progress.");
    const course = await courseBySlug(input.slug);
    if (!LessonIdSchema.safeParse(input.lessonId).success) throw new NotFound("No such lesson");
    const [lesson] = await db
      .select()
      .from(lessons)
      .where(and(eq(lessons.id, input.lessonId), eq(lessons.courseId, course.id)))
      .limit(1);
    if (!lesson) throw new NotFound("No such lesson");
    if (!canOpenLesson(viewer, lesson.chapter)) throw new Forbidden("This lesson is part of the full course.");
    return { course, lesson };
  }

  /** Enrols (once) and makes the lesson's progress row, so later reports have a time base. */
  async function touch(userId: string, courseId: string, lessonId: string) {
    await db.transaction(async (tx) => {
      await tx.insert(courseEnrolments).values({ userId, courseId }).onConflictDoNothing();
      await tx.insert(lessonProgress).values({ userId, lessonId, courseId }).onConflictDoNothing();
    });
  }

  /**
   * After a lesson completes: recount the course, complete it and issue its credential once, then
   * complete the paths it finishes. One transaction; the unique keys make a second run a no-op.
   */
  async function afterCompletion(tx: Tx, userId: string, courseId: string): Promise<CompletionEffects> {
    const all = await lessonsOf(courseId, tx);
    const done = await completedIds(userId, courseId, tx);
    const doneCount = all.filter((l) => done.has(l.id)).length;
    const courseDone = all.length > 0 && doneCount === all.length;
    await tx
      .insert(courseEnrolments)
      .values({ userId, courseId, lessonsCompleted: doneCount, completedAt: courseDone ? new Date() : null })
      .onConflictDoUpdate({
        target: [courseEnrolments.userId, courseEnrolments.courseId],
        set: {
          lessonsCompleted: doneCount,
          lastActivityAt: sql`now()`,
          completedAt: courseDone
            ? sql`coalesce(${courseEnrolments.completedAt}, now())`
            : courseEnrolments.completedAt,
        },
      });
    const issued: string[] = [];
    if (!courseDone) return { courseCompleted: false, issued };
    const courseCredential = await issueCredential(tx, { userId, subject: { kind: "course", id: courseId } });
    if (courseCredential) issued.push(courseCredential);
    issued.push(...(await completePaths(tx, userId, courseId)));
    return { courseCompleted: true, issued };
  }

  /** Every path of this course whose courses are all complete is complete, and its credential issued. */
  async function completePaths(tx: Tx, userId: string, courseId: string): Promise<string[]> {
    const memberships = await tx
      .select({ pathId: pathCourses.pathId })
      .from(pathCourses)
      .where(eq(pathCourses.courseId, courseId));
    const issued: string[] = [];
    for (const { pathId } of memberships) {
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(pathCourses)
        .where(eq(pathCourses.pathId, pathId));
      const [{ finished } = { finished: 0 }] = await tx
        .select({ finished: count() })
        .from(pathCourses)
        .innerJoin(
          courseEnrolments,
          and(eq(courseEnrolments.courseId, pathCourses.courseId), eq(courseEnrolments.userId, userId)),
        )
        .where(and(eq(pathCourses.pathId, pathId), isNotNull(courseEnrolments.completedAt)));
      if (total === 0 || finished < total) continue;
      await tx
        .insert(pathEnrolments)
        .values({ userId, pathId, completedAt: new Date() })
        .onConflictDoUpdate({
          target: [pathEnrolments.userId, pathEnrolments.pathId],
          set: { completedAt: sql`coalesce(${pathEnrolments.completedAt}, now())` },
        });
      const id = await issueCredential(tx, { userId, subject: { kind: "path", id: pathId } });
      if (id) issued.push(id);
    }
    return issued;
  }

  /** Marks a lesson complete (idempotent: a second tab's completion keeps the first time). */
  async function complete(userId: string, courseId: string, lessonId: string): Promise<CompletionEffects> {
    return db.transaction(async (tx) => {
      // Completions of one course by one learner take turns on the enrolment row, so each recount
      // sees the other's lesson (two tabs finishing two lessons at once lose neither).
      await tx.insert(courseEnrolments).values({ userId, courseId }).onConflictDoNothing();
      await tx
        .select({ userId: courseEnrolments.userId })
        .from(courseEnrolments)
        .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
        .for("update");
      await tx
        .insert(lessonProgress)
        .values({ userId, lessonId, courseId, completedAt: new Date() })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { completedAt: sql`coalesce(${lessonProgress.completedAt}, now())`, updatedAt: sql`now()` },
        });
      return afterCompletion(tx, userId, courseId);
    });
  }

  return {
    /** The course page's progress for the viewer (null for a visitor). */
    async courseProgress(viewer: Viewer | null, courseId: string): Promise<CourseProgressView | null> {
      const all = await lessonsOf(courseId);
      if (all.length === 0) return null;
      if (!viewer) return progressOf(all, new Set(), false, null);
      const [enrolment] = await db
        .select({ userId: courseEnrolments.userId })
        .from(courseEnrolments)
        .where(and(eq(courseEnrolments.userId, viewer.userId), eq(courseEnrolments.courseId, courseId)))
        .limit(1);
      return progressOf(all, await completedIds(viewer.userId, courseId), Boolean(enrolment), viewer);
    },

    /** The lesson page: outline, progress, neighbours, and the lesson itself or its gate. */
    async player(viewer: Viewer | null, input: { slug: string; lessonId: string }): Promise<PlayerView> {
      const course = await courseBySlug(input.slug);
      if (!LessonIdSchema.safeParse(input.lessonId).success) throw new NotFound("No such lesson");
      const all = await lessonsOf(course.id);
      const index = all.findIndex((l) => l.id === input.lessonId);
      const row = all[index];
      if (!row) throw new NotFound("No such lesson");
      // The gate carries the lesson's own page: sign-up comes back to it, the plans page names it.
      const gateHref = canOpenLesson(viewer, row.chapter)
        ? null
        : premiumGateHref(viewer, `/course/${course.slug}/lesson/${row.id}`);
      if (viewer && !gateHref) await touch(viewer.userId, course.id, row.id);
      const done = viewer ? await completedIds(viewer.userId, course.id) : new Set<string>();
      const outline = all.map((l) => ({
        id: l.id,
        position: l.position,
        chapter: l.chapter,
        chapterTitle: l.chapterTitle,
        title: l.title,
        kind: l.kind,
        minutes: l.minutes,
        completed: done.has(l.id),
        locked: !canOpenLesson(viewer, l.chapter),
      }));
      const [mine] = viewer
        ? await db
            .select()
            .from(lessonProgress)
            .where(and(eq(lessonProgress.userId, viewer.userId), eq(lessonProgress.lessonId, row.id)))
            .limit(1)
        : [];
      let content: LessonContent | null = null;
      if (!gateHref) {
        switch (row.kind) {
          case "reading":
            content = { kind: "reading", html: await renderMarkdown(row.body) };
            break;
          case "video":
            content = {
              kind: "video",
              src: row.videoSrc,
              captionsSrc: row.captionsSrc,
              transcript: row.transcript.split("\n\n").filter(Boolean),
              durationSeconds: row.durationSeconds,
              // Resume where the learner left off, unless that was the end.
              resumeAt:
                mine && mine.positionSeconds < row.durationSeconds * VIDEO_COMPLETE_FRACTION ? mine.positionSeconds : 0,
              introHtml: await renderMarkdown(row.body),
            };
            break;
          case "quiz": {
            const bank = parseQuestionBank(JSON.parse(row.quiz));
            content = {
              kind: "quiz",
              introHtml: await renderMarkdown(row.body),
              passMark: bank.passMark,
              questions: bank.questions.map(toPublicQuestion),
              bestScore: mine?.quizBestScore ?? null,
              attempts: mine?.quizAttempts ?? 0,
            };
            break;
          }
          case "download": {
            const files = JSON.parse(row.files) as LessonFile[];
            content = {
              kind: "download",
              introHtml: await renderMarkdown(row.body),
              files: files.map((f) => ({ id: f.id, name: f.name, size: f.size })),
            };
            break;
          }
        }
      }
      const enrolled = Boolean(mine);
      const progress = progressOf(all, done, enrolled, viewer);
      let credentialId: string | null = null;
      if (viewer && progress.completed) {
        const [held] = await db
          .select({ id: userCredentials.id })
          .from(userCredentials)
          .innerJoin(credentials, eq(credentials.id, userCredentials.credentialId))
          .where(and(eq(userCredentials.userId, viewer.userId), eq(credentials.courseId, course.id)))
          .limit(1);
        credentialId = held?.id ?? null;
      }
      const lesson = outline[index]!;
      const prev = outline[index - 1];
      const next = outline[index + 1];
      return {
        course: { id: course.id, slug: course.slug, title: course.title, badgeSrc: course.badgeSrc },
        chapters: groupByChapter(outline),
        progress,
        lesson,
        previous: prev ? { id: prev.id, title: prev.title } : null,
        next: next ? { id: next.id, title: next.title } : null,
        gateHref,
        content,
        signedIn: viewer !== null,
        credentialId,
      };
    },

    /**
     * A video position report. The seen part can only grow by what could have played since the last
     * report (core/learning.ts), computed in one statement so two tabs cannot lose each other's
     * progress; 90 % seen completes the lesson.
     */
    async recordPosition(
      viewer: Viewer | null,
      input: { slug: string; lessonId: string; position: number },
    ): Promise<{ watchedSeconds: number; completed: boolean } & CompletionEffects> {
      const { course, lesson } = await lessonFor(viewer, input);
      if (lesson.kind !== "video") throw new BadInput("This lesson has no video.");
      if (!Number.isFinite(input.position) || input.position < 0 || input.position > lesson.durationSeconds + 1) {
        throw new BadInput("That position is outside the video.");
      }
      const userId = viewer!.userId;
      await touch(userId, course.id, lesson.id);
      const position = Math.min(input.position, lesson.durationSeconds);
      const duration = lesson.durationSeconds;
      const [row] = await db
        .update(lessonProgress)
        .set({
          watchedSeconds: sql`greatest(${lessonProgress.watchedSeconds}, least(${position}::real, greatest(${lessonProgress.watchedSeconds}, ${lessonProgress.positionSeconds}) + greatest(0, extract(epoch from now() - ${lessonProgress.updatedAt})) * ${MAX_PLAYBACK_RATE} + ${WATCH_SLACK_SECONDS}, ${duration}::real))`,
          positionSeconds: position,
          updatedAt: sql`now()`,
        })
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id)))
        .returning({ watchedSeconds: lessonProgress.watchedSeconds, completedAt: lessonProgress.completedAt });
      const watched = row?.watchedSeconds ?? 0;
      if (row && !row.completedAt && watched >= duration * VIDEO_COMPLETE_FRACTION) {
        const effects = await complete(userId, course.id, lesson.id);
        return { watchedSeconds: watched, completed: true, ...effects };
      }
      return { watchedSeconds: watched, completed: Boolean(row?.completedAt), courseCompleted: false, issued: [] };
    },

    /** "Mark complete": only for readings and downloads; videos and quizzes complete by themselves. */
    async markComplete(viewer: Viewer | null, input: { slug: string; lessonId: string }): Promise<CompletionEffects> {
      const { course, lesson } = await lessonFor(viewer, input);
      if (!completesManually(lesson.kind)) {
        throw new BadInput(
          lesson.kind === "video"
            ? "Watch the video to complete this lesson."
            : "Pass the quiz to complete this lesson.",
        );
      }
      return complete(viewer!.userId, course.id, lesson.id);
    },

    /** Scores a quiz attempt from the stored questions; a pass completes the lesson. */
    async submitQuiz(
      viewer: Viewer | null,
      input: { slug: string; lessonId: string; answers: unknown },
    ): Promise<{ result: AttemptResult } & CompletionEffects> {
      const { course, lesson } = await lessonFor(viewer, input);
      if (lesson.kind !== "quiz") throw new BadInput("This lesson has no quiz.");
      const answers = submittedAnswersSchema.safeParse(input.answers);
      if (!answers.success) throw new BadInput("Those answers could not be read. Please try again.");
      const result = scoreBankAttempt(parseQuestionBank(JSON.parse(lesson.quiz)), answers.data);
      // A partial attempt is refused before it is scored or recorded: its result would show the
      // explanations (and so the answers) of the questions left blank.
      const blank = result.results.filter((r) => !r.answered).length;
      if (blank > 0) {
        throw new BadInput(
          blank === 1
            ? "Answer every question before you submit: 1 is still blank."
            : `Answer every question before you submit: ${blank} are still blank.`,
        );
      }
      const userId = viewer!.userId;
      await touch(userId, course.id, lesson.id);
      await db
        .update(lessonProgress)
        .set({
          quizAttempts: sql`${lessonProgress.quizAttempts} + 1`,
          quizBestScore: sql`greatest(coalesce(${lessonProgress.quizBestScore}, 0), ${result.score}::real)`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id)));
      if (!result.passed) return { result, courseCompleted: false, issued: [] };
      return { result, ...(await complete(userId, course.id, lesson.id)) };
    },

    /** A download lesson's file, after the same gate as the lesson. */
    async openLessonFile(
      viewer: Viewer | null,
      input: { slug: string; lessonId: string; fileId: string },
    ): Promise<{ body: Readable; headers: Record<string, string> }> {
      const course = await courseBySlug(input.slug);
      if (!LessonIdSchema.safeParse(input.lessonId).success) throw new NotFound("No such lesson");
      const [lesson] = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.id, input.lessonId), eq(lessons.courseId, course.id)))
        .limit(1);
      if (!lesson || lesson.kind !== "download") throw new NotFound("No such file");
      if (!canOpenLesson(viewer, lesson.chapter)) throw new Forbidden("This file is for Maven subscribers.");
      const file = (JSON.parse(lesson.files) as LessonFile[]).find((f) => f.id === input.fileId);
      if (!file) throw new NotFound("No such file");
      const info = await storage.stat(file.storageKey);
      if (!info) {
        logger?.warn({ key: file.storageKey }, "lesson file missing from storage");
        throw new NotFound("This file is not available.");
      }
      return {
        body: await storage.read(file.storageKey),
        headers: {
          "Content-Type": file.contentType,
          "Content-Length": String(info.size),
          "Content-Disposition": attachmentDisposition(file.name),
          "Cache-Control": "private, no-store",
        },
      };
    },

    /**
     * "Start this path": paths are premium, so a subscriber enrols and goes straight to the next
     * lesson; anyone else is refused (the page links them to sign up or upgrade instead).
     */
    async enrolInPath(viewer: Viewer | null, pathId: string): Promise<{ continueUrl: string | null }> {
      if (!viewer) throw new Unauthenticated();
      if (!viewer.isSubscriber) throw new Forbidden("Learning paths are included with a Maven subscription.");
      const [path] = await db.select({ id: paths.id }).from(paths).where(eq(paths.id, pathId)).limit(1);
      if (!path) throw new NotFound("No such path");
      await db.insert(pathEnrolments).values({ userId: viewer.userId, pathId }).onConflictDoNothing();
      const [progress] = await this.pathProgress(viewer.userId, [pathId]);
      return { continueUrl: progress?.continueUrl ?? null };
    },

    /** Per-course and whole-path progress of a learner on one or more paths. */
    async pathProgress(userId: string, pathIds?: string[]) {
      const enrolments = await db
        .select({
          pathId: pathEnrolments.pathId,
          completedAt: pathEnrolments.completedAt,
          slug: paths.slug,
          title: paths.title,
        })
        .from(pathEnrolments)
        .innerJoin(paths, eq(paths.id, pathEnrolments.pathId))
        .where(
          pathIds
            ? and(eq(pathEnrolments.userId, userId), inArray(pathEnrolments.pathId, pathIds))
            : eq(pathEnrolments.userId, userId),
        );
      if (enrolments.length === 0) return [];
      const members = await db
        .select({
          pathId: pathCourses.pathId,
          courseId: pathCourses.courseId,
          position: pathCourses.position,
          title: courses.title,
          slug: courses.slug,
        })
        .from(pathCourses)
        .innerJoin(courses, eq(courses.id, pathCourses.courseId))
        .where(
          inArray(
            pathCourses.pathId,
            enrolments.map((e) => e.pathId),
          ),
        )
        .orderBy(asc(pathCourses.position));
      const courseIds = [...new Set(members.map((m) => m.courseId))];
      const totals = courseIds.length
        ? await db
            .select({ courseId: lessons.courseId, total: count() })
            .from(lessons)
            .where(inArray(lessons.courseId, courseIds))
            .groupBy(lessons.courseId)
        : [];
      const dones = courseIds.length
        ? await db
            .select({ courseId: lessonProgress.courseId, done: count() })
            .from(lessonProgress)
            .where(
              and(
                eq(lessonProgress.userId, userId),
                inArray(lessonProgress.courseId, courseIds),
                isNotNull(lessonProgress.completedAt),
              ),
            )
            .groupBy(lessonProgress.courseId)
        : [];
      const firstOpen = await firstOpenLessons(db, userId, courseIds);
      const totalOf = new Map(totals.map((t) => [t.courseId, t.total]));
      const doneOf = new Map(dones.map((d) => [d.courseId, d.done]));
      return enrolments.map((e) => {
        const courseRows = members
          .filter((m) => m.pathId === e.pathId)
          .map((m) => {
            const lessonsTotal = totalOf.get(m.courseId) ?? 0;
            const lessonsCompleted = Math.min(doneOf.get(m.courseId) ?? 0, lessonsTotal);
            return {
              courseId: m.courseId,
              slug: m.slug,
              title: m.title,
              lessonsCompleted,
              lessonsTotal,
              percent: percent(lessonsCompleted, lessonsTotal),
            };
          });
        const nextCourse = courseRows.find((c) => c.percent < 100) ?? courseRows[0];
        const open = nextCourse ? firstOpen.get(nextCourse.courseId) : undefined;
        return {
          pathId: e.pathId,
          slug: e.slug,
          title: e.title,
          continueUrl: nextCourse
            ? open
              ? `/course/${nextCourse.slug}/lesson/${open.id}`
              : `/course/${nextCourse.slug}`
            : null,
          completed: e.completedAt !== null,
          percent: e.completedAt ? 100 : pathPercent(courseRows),
          courses: courseRows,
        };
      });
    },

    /**
     * A learner's completion of each of `courseIds`, joined to a path or not: a path page shows the
     * courses someone finished before joining it.
     */
    async courseCompletion(
      userId: string,
      courseIds: string[],
    ): Promise<{ courseId: string; lessonsCompleted: number; lessonsTotal: number; percent: number }[]> {
      if (courseIds.length === 0) return [];
      // The enrolment row is what the dashboard counts (lessons done, completion), so both pages agree.
      const [totals, enrolled] = await Promise.all([
        db
          .select({ courseId: lessons.courseId, total: count() })
          .from(lessons)
          .where(inArray(lessons.courseId, courseIds))
          .groupBy(lessons.courseId),
        db
          .select({
            courseId: courseEnrolments.courseId,
            done: courseEnrolments.lessonsCompleted,
            completedAt: courseEnrolments.completedAt,
          })
          .from(courseEnrolments)
          .where(and(eq(courseEnrolments.userId, userId), inArray(courseEnrolments.courseId, courseIds))),
      ]);
      const totalOf = new Map(totals.map((t) => [t.courseId, t.total]));
      const enrolmentOf = new Map(enrolled.map((e) => [e.courseId, e]));
      return courseIds.map((courseId) => {
        const lessonsTotal = totalOf.get(courseId) ?? 0;
        const enrolment = enrolmentOf.get(courseId);
        const lessonsCompleted = enrolment?.completedAt ? lessonsTotal : Math.min(enrolment?.done ?? 0, lessonsTotal);
        return { courseId, lessonsCompleted, lessonsTotal, percent: percent(lessonsCompleted, lessonsTotal) };
      });
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
