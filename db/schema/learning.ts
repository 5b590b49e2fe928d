import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, real, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courses, guidedProjects, paths, showcaseProjects } from "./catalog.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One lesson of a course, in order, grouped by chapter (issue 16). `course.lessons` keeps the outline
 * the catalogue shows; these rows hold what the player plays. The first chapter is free.
 */
export const lessons = pgTable(
  "lesson",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    chapter: integer("chapter").notNull(),
    chapterTitle: text("chapter_title").notNull(),
    title: text("title").notNull(),
    kind: text("kind", { enum: ["video", "reading", "quiz", "download"] }).notNull(),
    minutes: integer("minutes").notNull().default(0),
    // Markdown: the reading itself, or the introduction of the other kinds.
    body: text("body").notNull().default(""),
    // Video: a self-hosted file under /videos/, its WebVTT captions, its length and transcript.
    videoSrc: text("video_src").notNull().default(""),
    captionsSrc: text("captions_src").notNull().default(""),
    durationSeconds: real("duration_seconds").notNull().default(0),
    transcript: text("transcript").notNull().default(""),
    // Quiz: a JSON question bank (core/quiz.ts), never sent to the browser whole.
    quiz: text("quiz").notNull().default(""),
    // Download: JSON list of { id, name, storageKey, contentType, size }.
    files: text("files").notNull().default("[]"),
  },
  (t) => [
    unique("lesson_course_position_uq").on(t.courseId, t.position),
    check("lesson_chapter_positive", sql`${t.chapter} >= 1`),
  ],
);

/** A learner's progress in one lesson; the player writes it, two tabs may write it at once. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    // Video: where to resume, and how far playback has been seen (never decreases).
    positionSeconds: real("position_seconds").notNull().default(0),
    watchedSeconds: real("watched_seconds").notNull().default(0),
    quizAttempts: integer("quiz_attempts").notNull().default(0),
    quizBestScore: real("quiz_best_score"),
    // Set once; later writes never clear it.
    completedAt: at("completed_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("lesson_progress_user_course_idx").on(t.userId, t.courseId),
  ],
);

/** A learner's enrolment in a learning path. */
export const pathEnrolments = pgTable(
  "path_enrolment",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pathId: text("path_id")
      .notNull()
      .references(() => paths.id, { onDelete: "cascade" }),
    enrolledAt: at("enrolled_at").notNull().defaultNow(),
    completedAt: at("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pathId] })],
);

/** A learner's work on a guided project: objectives checked off and the submission. */
export const guidedProjectProgress = pgTable(
  "guided_project_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    guidedProjectId: text("guided_project_id")
      .notNull()
      .references(() => guidedProjects.id, { onDelete: "cascade" }),
    // JSON list of the objective indexes done.
    objectivesDone: text("objectives_done").notNull().default("[]"),
    submissionLink: text("submission_link"),
    showcaseProjectId: text("showcase_project_id").references(() => showcaseProjects.id, { onDelete: "set null" }),
    startedAt: at("started_at").notNull().defaultNow(),
    submittedAt: at("submitted_at"),
    completedAt: at("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guidedProjectId] })],
);
