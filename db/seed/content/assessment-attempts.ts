import { domainBreakdown, drawQuestions } from "~/core/assessment.ts";
import { type Question, questionSchema, scoreAttempt, type SubmittedAnswer } from "~/core/quiz.ts";
import type { assessmentAttempts } from "~/db/schema/surveys.ts";
import { assessmentQuestionSeed, assessmentSeed } from "./assessments.ts";
import { demoUserSeed } from "./users.ts";

/**
 * Scored attempts by the invented learners (never the three demo sign-ins, who take their own), so
 * an assessment's "how you compare" has takers to compare with on a fresh install. Each attempt is
 * made the way the service makes one: questions drawn from the bank, answers scored by the quiz
 * engine, so every stored score and domain breakdown follows from its stored answers.
 */

/** A small seeded generator (mulberry32): the same attempts on every seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function answerFor(q: Question, right: boolean): SubmittedAnswer {
  if (q.type === "numeric") return right ? q.answer : q.answer + q.tolerance + Math.max(1, Math.abs(q.answer) * 0.2);
  if (q.type === "single") return right ? q.correct : q.choices.find((c) => c.id !== q.correct)!.id;
  return right
    ? [...q.correct]
    : q.correct.slice(0, Math.max(1, q.correct.length - 1)).concat(
        q.choices
          .filter((c) => !q.correct.includes(c.id))
          .slice(0, 1)
          .map((c) => c.id),
      );
}

const SEASON_START = Date.parse("2026-02-02T09:00:00Z");
const SEASON_DAYS = 260;

export function assessmentAttemptSeed(): (typeof assessmentAttempts.$inferInsert)[] {
  const bank = assessmentQuestionSeed.map((row) => ({
    ...questionSchema.parse(row.question),
    domain: row.domain,
    assessmentSlug: row.assessmentSlug,
  }));
  const learners = demoUserSeed.filter((u) => !u.email?.startsWith("demo."));
  const rows: (typeof assessmentAttempts.$inferInsert)[] = [];
  learners.forEach((learner, li) => {
    const random = seeded(1000 + li);
    // How often this learner is right: spread so the takers' scores are spread too.
    const skill = 0.45 + 0.5 * random();
    assessmentSeed.forEach((a, ai) => {
      // Everyone tries the literacy assessment; about half try each tool assessment.
      if (ai > 0 && random() < 0.5) return;
      const drawn = drawQuestions(
        bank.filter((q) => q.assessmentSlug === a.slug),
        a.domains!.map((d) => d.id),
        a.questionCount,
        random,
      );
      const answers = Object.fromEntries(drawn.map((q) => [q.id, answerFor(q, random() < skill)]));
      // The pass mark does not enter the score; assessments have none.
      const result = scoreAttempt(drawn, answers, 0);
      const breakdown = domainBreakdown(
        drawn,
        result,
        a.domains!.map((d) => d.id),
      );
      const earliest = Math.max(SEASON_START, learner.createdAt!.getTime());
      const startedAt = new Date(earliest + Math.floor(random() * SEASON_DAYS) * 86_400_000);
      const minutes = 6 + Math.floor(random() * 18);
      rows.push({
        id: `att_seed_${a.slug}_${learner.id}`,
        userId: learner.id!,
        assessmentSlug: a.slug!,
        questionIds: drawn.map((q) => q.id),
        startedAt,
        deadlineAt: a.timeLimitS ? new Date(startedAt.getTime() + a.timeLimitS * 1000) : null,
        submittedAt: new Date(startedAt.getTime() + minutes * 60_000),
        answers,
        score: Math.round(result.score * 100),
        domainScores: Object.fromEntries(breakdown.map((d) => [d.domain, { correct: d.correct, total: d.total }])),
      });
    });
  });
  return rows;
}
