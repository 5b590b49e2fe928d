import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { courses } from "~/db/schema/catalog.ts";
import { assessmentAttempts, assessmentQuestions, assessments } from "~/db/schema/surveys.ts";
import {
  ASSESSMENT_GRACE_S,
  domainBreakdown,
  drawQuestions,
  percentileRank,
  retakeAvailableAt,
  weakestDomains,
  type AssessmentDomain,
} from "~/core/assessment.ts";
import {
  questionSchema,
  scoreAttempt,
  submittedAnswerSchema,
  toPublicQuestion,
  type PublicQuestion,
  type Question,
  type QuestionResult,
  type SubmittedAnswer,
} from "~/core/quiz.ts";
import { NotFound, RateLimited, Unauthenticated } from "../errors.ts";
import type { RateLimiter } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";

/** Attempts one address may start per hour, and one account. */
export const ASSESSMENT_STARTS_PER_IP_PER_HOUR = 20;
export const ASSESSMENT_STARTS_PER_ACCOUNT_PER_HOUR = 6;
const HOUR_S = 3600;
/** Assessments report a score, not a pass: the quiz engine's pass mark is not used. */
const NO_PASS_MARK = 0;

export const ATTEMPT_ID = /^att_[A-Za-z0-9_-]{16}$/;
const newAttemptId = () => `att_${crypto.randomBytes(12).toString("base64url")}`;

type Clock = () => Date;
type Row = typeof assessmentAttempts.$inferSelect;

export interface AssessmentSummary {
  slug: string;
  kind: "literacy" | "tool";
  title: string;
  summary: string;
  questionCount: number;
  timeLimitS: number | null;
  domains: AssessmentDomain[];
  /** People with a scored attempt. */
  takers: number;
}

export interface LearnerState {
  /** An attempt started and not yet submitted (nor past its time). */
  openAttemptId: string | null;
  latest: { attemptId: string; score: number; submittedAt: Date } | null;
  /** When the cool-down after the latest scored attempt ends; null when a new attempt may start now. */
  retakeAt: Date | null;
}

export interface OpenAttemptView {
  state: "open";
  id: string;
  assessment: Pick<AssessmentSummary, "slug" | "title" | "kind" | "timeLimitS">;
  startedAt: Date;
  deadlineAt: Date | null;
  questions: (PublicQuestion & { domain: string; domainTitle: string })[];
}

export interface ScoredAttemptView {
  state: "scored";
  id: string;
  assessment: Pick<AssessmentSummary, "slug" | "title" | "kind">;
  submittedAt: Date;
  score: number;
  correct: number;
  total: number;
  domains: { id: string; title: string; correct: number; total: number; percent: number }[];
  percentile: number;
  takers: number;
  /** Courses for the weakest domains. */
  recommendations: { domainTitle: string; courses: { slug: string; title: string; url: string }[] }[];
  questions: (QuestionResult & { prompt: string; domainTitle: string })[];
  retakeAt: Date;
}

export interface ExpiredAttemptView {
  state: "expired";
  id: string;
  assessment: Pick<AssessmentSummary, "slug" | "title" | "kind">;
}

export type AttemptView = OpenAttemptView | ScoredAttemptView | ExpiredAttemptView;

export interface HistoryEntry {
  attemptId: string;
  assessmentSlug: string;
  assessmentTitle: string;
  score: number;
  submittedAt: Date;
}

export function createAssessmentService({
  db,
  limiter,
  clock = () => new Date(),
}: {
  db: Database;
  limiter: Pick<RateLimiter, "enforce">;
  clock?: Clock;
}) {
  const requireActor = (actor: Viewer | null) => {
    if (!actor) throw new Unauthenticated("Log in to take an assessment.");
    return actor;
  };

  async function takersBySlug(): Promise<Map<string, number>> {
    const rows = await db
      .select({
        slug: assessmentAttempts.assessmentSlug,
        takers: sql<number>`count(distinct ${assessmentAttempts.userId})`.mapWith(Number),
      })
      .from(assessmentAttempts)
      .where(isNotNull(assessmentAttempts.score))
      .groupBy(assessmentAttempts.assessmentSlug);
    return new Map(rows.map((r) => [r.slug, r.takers]));
  }

  async function assessmentBySlug(slug: string) {
    const [row] = await db.select().from(assessments).where(eq(assessments.slug, slug));
    if (!row) throw new NotFound("No such assessment.");
    return row;
  }

  const isPastDeadline = (row: Row, now: Date) =>
    row.deadlineAt !== null && now.getTime() > row.deadlineAt.getTime() + ASSESSMENT_GRACE_S * 1000;

  async function stateOf(userId: string, slug: string, now: Date): Promise<LearnerState> {
    const rows = await db
      .select()
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.assessmentSlug, slug)))
      .orderBy(desc(assessmentAttempts.startedAt))
      .limit(20);
    const open = rows.find((r) => r.submittedAt === null && !isPastDeadline(r, now)) ?? null;
    const scored = rows
      .filter((r) => r.score !== null && r.submittedAt !== null)
      .sort((a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime())[0];
    const retake = scored ? retakeAvailableAt(scored.submittedAt!) : null;
    return {
      openAttemptId: open?.id ?? null,
      latest: scored ? { attemptId: scored.id, score: scored.score!, submittedAt: scored.submittedAt! } : null,
      retakeAt: retake && retake > now ? retake : null,
    };
  }

  /** The percentile of `score` among every other taker's latest scored attempt. */
  async function percentileOf(slug: string, userId: string, score: number) {
    const latest = db
      .selectDistinctOn([assessmentAttempts.userId], {
        userId: assessmentAttempts.userId,
        score: assessmentAttempts.score,
      })
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.assessmentSlug, slug),
          isNotNull(assessmentAttempts.score),
          ne(assessmentAttempts.userId, userId),
        ),
      )
      .orderBy(assessmentAttempts.userId, desc(assessmentAttempts.submittedAt))
      .as("latest");
    const [counts] = await db
      .select({
        below: sql<number>`count(*) filter (where ${latest.score} < ${score})`.mapWith(Number),
        equal: sql<number>`count(*) filter (where ${latest.score} = ${score})`.mapWith(Number),
        others: sql<number>`count(*)`.mapWith(Number),
      })
      .from(latest);
    const c = counts ?? { below: 0, equal: 0, others: 0 };
    return { percentile: percentileRank(c), takers: c.others + 1 };
  }

  async function questionsOf(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(assessmentQuestions)
      .where(inArray(assessmentQuestions.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // In the attempt's order; a question since removed from the bank drops out of the attempt.
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const question: Question = questionSchema.parse(row.question);
      return [{ ...question, id: row.id, domain: row.domain }];
    });
  }

  async function ownAttempt(actor: Viewer, id: string): Promise<Row> {
    if (!ATTEMPT_ID.test(id)) throw new NotFound("No such attempt.");
    const [row] = await db
      .select()
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.id, id), eq(assessmentAttempts.userId, actor.userId)));
    // Someone else's attempt is not found, rather than forbidden: ids are not confirmed to strangers.
    if (!row) throw new NotFound("No such attempt.");
    return row;
  }

  return {
    /** `/assessments`: every assessment, with the asking learner's latest result and cool-down. */
    async list(actor: Viewer | null): Promise<(AssessmentSummary & { mine: LearnerState | null })[]> {
      const [rows, takers] = await Promise.all([
        db.select().from(assessments).orderBy(asc(assessments.position)),
        takersBySlug(),
      ]);
      const now = clock();
      return Promise.all(
        rows.map(async (a) => ({
          ...a,
          takers: takers.get(a.slug) ?? 0,
          mine: actor ? await stateOf(actor.userId, a.slug, now) : null,
        })),
      );
    },

    /** One assessment's page: what it covers, how many took it, and where the learner stands. */
    async overview(actor: Viewer | null, slug: string): Promise<AssessmentSummary & { mine: LearnerState | null }> {
      const a = await assessmentBySlug(slug);
      const takers = (await takersBySlug()).get(slug) ?? 0;
      return { ...a, takers, mine: actor ? await stateOf(actor.userId, slug, clock()) : null };
    },

    /**
     * Starts an attempt (or returns the one still open): questions drawn from the bank, stored with
     * the attempt so only they can be answered. Refused during the cool-down and over the limits.
     */
    async start(actor: Viewer | null, slug: string, meta: { ip: string }): Promise<{ id: string }> {
      const viewer = requireActor(actor);
      const a = await assessmentBySlug(slug);
      const now = clock();
      const state = await stateOf(viewer.userId, slug, now);
      if (state.openAttemptId) return { id: state.openAttemptId };
      if (state.retakeAt) {
        throw new RateLimited(
          "You took this assessment recently. You can retake it once the cool-down ends.",
          Math.ceil((state.retakeAt.getTime() - now.getTime()) / 1000),
        );
      }
      const message = "Too many assessments started. Try again later.";
      await limiter.enforce("assessments", meta.ip, ASSESSMENT_STARTS_PER_IP_PER_HOUR, HOUR_S, message);
      await limiter.enforce(
        "assessments",
        `user:${viewer.userId}`,
        ASSESSMENT_STARTS_PER_ACCOUNT_PER_HOUR,
        HOUR_S,
        message,
      );
      const bank = await db
        .select({ id: assessmentQuestions.id, domain: assessmentQuestions.domain })
        .from(assessmentQuestions)
        .where(eq(assessmentQuestions.assessmentSlug, slug));
      const drawn = drawQuestions(
        bank,
        a.domains.map((d) => d.id),
        a.questionCount,
        () => crypto.randomInt(0, 2 ** 32) / 2 ** 32,
      );
      if (drawn.length === 0) throw new NotFound("This assessment has no questions yet.");
      const id = newAttemptId();
      await db.insert(assessmentAttempts).values({
        id,
        userId: viewer.userId,
        assessmentSlug: slug,
        questionIds: drawn.map((q) => q.id),
        startedAt: now,
        deadlineAt: a.timeLimitS ? new Date(now.getTime() + a.timeLimitS * 1000) : null,
      });
      return { id };
    },

    /** An attempt of the asking learner: its questions while open, its results once scored. */
    async attempt(actor: Viewer | null, id: string): Promise<AttemptView> {
      const viewer = requireActor(actor);
      const row = await ownAttempt(viewer, id);
      const a = await assessmentBySlug(row.assessmentSlug);
      const domainTitle = new Map(a.domains.map((d) => [d.id, d.title]));
      const head = { slug: a.slug, title: a.title, kind: a.kind };
      if (row.submittedAt === null && !isPastDeadline(row, clock())) {
        const questions = await questionsOf(row.questionIds);
        return {
          state: "open",
          id: row.id,
          assessment: { ...head, timeLimitS: a.timeLimitS },
          startedAt: row.startedAt,
          deadlineAt: row.deadlineAt,
          questions: questions.map((q) => ({
            ...toPublicQuestion(q),
            domain: q.domain,
            domainTitle: domainTitle.get(q.domain) ?? q.domain,
          })),
        };
      }
      if (row.score === null || row.submittedAt === null || row.domainScores === null) {
        return { state: "expired", id: row.id, assessment: head };
      }
      const questions = await questionsOf(row.questionIds);
      const result = scoreAttempt(questions, (row.answers ?? {}) as Record<string, SubmittedAnswer>, NO_PASS_MARK);
      const domains = a.domains
        .filter((d) => row.domainScores![d.id])
        .map((d) => {
          const s = row.domainScores![d.id]!;
          return {
            id: d.id,
            title: d.title,
            correct: s.correct,
            total: s.total,
            percent: s.total === 0 ? 0 : Math.round((s.correct / s.total) * 100),
          };
        });
      const weak = weakestDomains(domains.map((d) => ({ ...d, domain: d.id })));
      const slugs = weak.flatMap((w) => a.domains.find((d) => d.id === w.domain)?.courseSlugs ?? []);
      const courseRows = slugs.length
        ? await db
            .select({ slug: courses.slug, title: courses.title })
            .from(courses)
            .where(and(inArray(courses.slug, slugs), eq(courses.comingSoon, false)))
        : [];
      const courseBySlug = new Map(courseRows.map((c) => [c.slug, c]));
      const { percentile, takers } = await percentileOf(a.slug, viewer.userId, row.score);
      const promptOf = new Map(questions.map((q) => [q.id, q]));
      return {
        state: "scored",
        id: row.id,
        assessment: head,
        submittedAt: row.submittedAt,
        score: row.score,
        correct: domains.reduce((sum, d) => sum + d.correct, 0),
        total: domains.reduce((sum, d) => sum + d.total, 0),
        domains,
        percentile,
        takers,
        recommendations: weak.map((w) => ({
          domainTitle: domainTitle.get(w.domain) ?? w.domain,
          courses: (a.domains.find((d) => d.id === w.domain)?.courseSlugs ?? []).flatMap((slug) => {
            const c = courseBySlug.get(slug);
            return c ? [{ ...c, url: `/course/${c.slug}` }] : [];
          }),
        })),
        questions: result.results.map((r) => ({
          ...r,
          prompt: promptOf.get(r.questionId)?.prompt ?? "",
          domainTitle: domainTitle.get(promptOf.get(r.questionId)?.domain ?? "") ?? "",
        })),
        retakeAt: retakeAvailableAt(row.submittedAt),
      };
    },

    /**
     * Scores an attempt from its stored questions and the answers sent, once: answers to questions
     * not in the attempt are ignored, a skipped one counts as wrong, and a second submission (or one
     * after the time is up) changes nothing.
     */
    async submit(actor: Viewer | null, id: string, input: unknown): Promise<{ id: string }> {
      const viewer = requireActor(actor);
      const row = await ownAttempt(viewer, id);
      if (row.submittedAt !== null) return { id };
      const now = clock();
      if (isPastDeadline(row, now)) {
        // Time is up: the attempt closes unscored.
        await db
          .update(assessmentAttempts)
          .set({ submittedAt: now })
          .where(and(eq(assessmentAttempts.id, id), isNull(assessmentAttempts.submittedAt)));
        return { id };
      }
      const sent: Record<string, unknown> = input !== null && typeof input === "object" ? { ...input } : {};
      const questions = await questionsOf(row.questionIds);
      // Only the attempt's own questions are kept, each answer checked on its own (a malformed one is
      // no answer), so extra or forged fields cannot spoil the rest.
      const answers: Record<string, SubmittedAnswer> = {};
      for (const q of questions) {
        if (!Object.hasOwn(sent, q.id)) continue;
        const parsed = submittedAnswerSchema.safeParse(sent[q.id]);
        if (parsed.success) answers[q.id] = parsed.data;
      }
      const result = scoreAttempt(questions, answers, NO_PASS_MARK);
      const breakdown = domainBreakdown(questions, result, [...new Set(questions.map((q) => q.domain))]);
      await db
        .update(assessmentAttempts)
        .set({
          submittedAt: now,
          answers,
          score: Math.round(result.score * 100),
          domainScores: Object.fromEntries(breakdown.map((d) => [d.domain, { correct: d.correct, total: d.total }])),
        })
        // Atomic: of two submissions racing, only the first is stored.
        .where(and(eq(assessmentAttempts.id, id), isNull(assessmentAttempts.submittedAt)));
      return { id };
    },

    /** The learner's scored attempts, newest first, for the dashboard. */
    async history(actor: Viewer | null): Promise<HistoryEntry[]> {
      const viewer = requireActor(actor);
      const rows = await db
        .select({
          attemptId: assessmentAttempts.id,
          assessmentSlug: assessmentAttempts.assessmentSlug,
          assessmentTitle: assessments.title,
          score: assessmentAttempts.score,
          submittedAt: assessmentAttempts.submittedAt,
        })
        .from(assessmentAttempts)
        .innerJoin(assessments, eq(assessments.slug, assessmentAttempts.assessmentSlug))
        .where(and(eq(assessmentAttempts.userId, viewer.userId), isNotNull(assessmentAttempts.score)))
        .orderBy(desc(assessmentAttempts.submittedAt))
        .limit(50);
      return rows.map((r) => ({ ...r, score: r.score!, submittedAt: r.submittedAt! }));
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
