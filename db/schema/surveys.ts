import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { AssessmentDomain } from "../../core/assessment.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The welcome survey's scoring rule as data (decision 038): how many percentage points one answer adds
 * to (or takes from) a path's or a course's match, and why. Seeded with the content.
 */
export const surveyWeights = pgTable(
  "survey_weight",
  {
    targetKind: text("target_kind", { enum: ["path", "course"] }).notNull(),
    targetSlug: text("target_slug").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    weight: integer("weight").notNull(),
    /** Completes "because …", e.g. "you want a first analyst job". */
    reason: text("reason").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.targetKind, t.targetSlug, t.question, t.answer] }),
    check("survey_weight_range", sql`${t.weight} between -100 and 100`),
  ],
);

/** A learner's welcome survey answers (core/welcome-survey.ts), one row per account, editable. */
export const welcomeSurveyAnswers = pgTable("welcome_survey_answer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  answers: jsonb("answers").$type<Record<string, string>>().notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * A finished Pathfinder: its answers (statement id → 0–4) under an unguessable id, the result's
 * shareable URL. A visitor's result has no owner until it is saved to an account on sign-up.
 */
export const pathfinderResults = pgTable(
  "pathfinder_result",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    savedAt: at("saved_at"),
  },
  (t) => [index("pathfinder_result_user_idx").on(t.userId, t.createdAt)],
);

/** The data literacy assessment and the tool assessments (seeded). */
export const assessments = pgTable("assessment", {
  slug: text("slug").primaryKey(),
  kind: text("kind", { enum: ["literacy", "tool"] }).notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  /** Questions drawn from the bank for one attempt. */
  questionCount: integer("question_count").notNull(),
  /** Null: untimed. */
  timeLimitS: integer("time_limit_s"),
  /** The domains, in order, each with the courses that build it (core/assessment.ts). */
  domains: jsonb("domains").$type<AssessmentDomain[]>().notNull(),
  position: integer("position").notNull().default(0),
});

/** The bank an attempt draws from; `question` is a quiz engine question (core/quiz.ts). */
export const assessmentQuestions = pgTable(
  "assessment_question",
  {
    id: text("id").primaryKey(),
    assessmentSlug: text("assessment_slug")
      .notNull()
      .references(() => assessments.slug, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    question: jsonb("question").$type<unknown>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("assessment_question_assessment_idx").on(t.assessmentSlug, t.domain)],
);

/**
 * One attempt: the questions drawn for it (in order), then, once submitted, the stored answers and the
 * score computed from them on the server. A submitted attempt never changes.
 */
export const assessmentAttempts = pgTable(
  "assessment_attempt",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assessmentSlug: text("assessment_slug")
      .notNull()
      .references(() => assessments.slug, { onDelete: "cascade" }),
    questionIds: jsonb("question_ids").$type<string[]>().notNull(),
    startedAt: at("started_at").notNull().defaultNow(),
    /** Null when untimed. */
    deadlineAt: at("deadline_at"),
    submittedAt: at("submitted_at"),
    answers: jsonb("answers").$type<Record<string, unknown>>(),
    /** 0–100, set on submission. */
    score: integer("score"),
    /** Domain → { correct, total }, set on submission. */
    domainScores: jsonb("domain_scores").$type<Record<string, { correct: number; total: number }>>(),
  },
  (t) => [
    index("assessment_attempt_user_idx").on(t.userId, t.assessmentSlug, t.startedAt),
    index("assessment_attempt_scores_idx").on(t.assessmentSlug, t.submittedAt),
    check("assessment_attempt_score_range", sql`${t.score} is null or ${t.score} between 0 and 100`),
  ],
);
