import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatContribution,
  MATCH_BASE_PERCENT,
  rankTargets,
  scoreTarget,
  type AnswerWeight,
  type MatchTarget,
} from "./match-score.ts";

const QUESTIONS = ["goal", "role", "sql", "time"] as const;
const ANSWERS = ["a", "b", "c", "d"] as const;

const firstJob: MatchTarget = {
  kind: "path",
  slug: "analyst-career-launch",
  title: "Analyst Career Launch",
  weights: [
    { question: "goal", answer: "first-job", weight: 18, reason: "you want a first analyst job" },
    { question: "goal", answer: "promotion", weight: -5, reason: "you are growing where you are" },
    { question: "sql", answer: "confident", weight: -10, reason: "you already use SQL confidently" },
  ],
};

describe("scoreTarget", () => {
  it("adds each answer's weight to the base and explains it, biggest effect first", () => {
    const match = scoreTarget(firstJob, { goal: "first-job", sql: "confident" });
    expect(match.score).toBe(MATCH_BASE_PERCENT + 18 - 10);
    expect(match.contributions.map((c) => `${formatContribution(c.weight)} because ${c.reason}`)).toEqual([
      "+18 points because you want a first analyst job",
      "\u221210 points because you already use SQL confidently",
    ]);
  });

  it("ignores answers without a weight and weights of answers not given", () => {
    const match = scoreTarget(firstJob, { goal: "work-project", role: "student" });
    expect(match.score).toBe(MATCH_BASE_PERCENT);
    expect(match.contributions).toEqual([]);
  });

  it("clamps to 0–100", () => {
    const big = (w: number): MatchTarget => ({
      ...firstJob,
      weights: [{ question: "goal", answer: "x", weight: w, reason: "r" }],
    });
    expect(scoreTarget(big(500), { goal: "x" }).score).toBe(100);
    expect(scoreTarget(big(-500), { goal: "x" }).score).toBe(0);
  });
});

const weightArb: fc.Arbitrary<AnswerWeight> = fc.record({
  question: fc.constantFrom(...QUESTIONS),
  answer: fc.constantFrom(...ANSWERS),
  weight: fc.integer({ min: -60, max: 60 }),
  reason: fc.constant("a reason"),
});
const targetArb: fc.Arbitrary<MatchTarget> = fc.record({
  kind: fc.constantFrom("path" as const, "course" as const),
  slug: fc.stringMatching(/^[a-z]{1,6}$/),
  title: fc.constantFrom("Alpha", "Beta", "Gamma", "Beta"),
  // One weight per (question, answer), as the table's primary key makes it.
  weights: fc.uniqueArray(weightArb, { selector: (w) => `${w.question}:${w.answer}`, maxLength: 16 }),
});
const answersArb = fc.record(
  Object.fromEntries(QUESTIONS.map((q) => [q, fc.constantFrom(...ANSWERS)])) as Record<
    (typeof QUESTIONS)[number],
    fc.Arbitrary<string>
  >,
);

describe("match score properties", () => {
  it("is always a whole number between 0 and 100", () => {
    fc.assert(
      fc.property(targetArb, answersArb, (target, answers) => {
        const { score } = scoreTarget(target, answers);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("never drops when one answer changes to one the target weighs at least as much", () => {
    fc.assert(
      fc.property(
        targetArb,
        answersArb,
        fc.constantFrom(...QUESTIONS),
        fc.constantFrom(...ANSWERS),
        (target, answers, question, answer) => {
          const weightOf = (a: string) =>
            target.weights.find((w) => w.question === question && w.answer === a)?.weight ?? 0;
          fc.pre(weightOf(answer) >= weightOf(answers[question]!));
          const before = scoreTarget(target, answers).score;
          const after = scoreTarget(target, { ...answers, [question]: answer }).score;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it("ranks the same way whatever order the targets come in, ties included", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(targetArb, { selector: (t) => `${t.kind}:${t.slug}`, maxLength: 8 }),
        answersArb,
        (targets, answers) => {
          const key = (ts: MatchTarget[]) => rankTargets(ts, answers).map((m) => `${m.kind}:${m.slug}`);
          expect(key([...targets].reverse())).toEqual(key(targets));
          const scores = rankTargets(targets, answers).map((m) => m.score);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
        },
      ),
    );
  });
});
