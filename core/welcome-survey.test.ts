import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { surveyWeightSeed } from "~/db/seed/content/survey-weights.ts";
import { rankTargets, scoreTarget, type MatchTarget } from "./match-score.ts";
import {
  firstIncompleteStep,
  partialWelcomeAnswers,
  WELCOME_QUESTION_IDS,
  WELCOME_QUESTIONS,
  WelcomeAnswersSchema,
  welcomeStepSchema,
  type WelcomeAnswers,
} from "./welcome-survey.ts";

/** The seeded rule as the service builds it. */
const targets: MatchTarget[] = [
  ...new Map(surveyWeightSeed.map((w) => [`${w.targetKind}:${w.targetSlug}`, w])).values(),
].map((t) => ({
  kind: t.targetKind,
  slug: t.targetSlug,
  title: t.targetSlug,
  weights: surveyWeightSeed.filter((w) => w.targetKind === t.targetKind && w.targetSlug === t.targetSlug),
}));

const answersArb: fc.Arbitrary<WelcomeAnswers> = fc.record(
  Object.fromEntries(
    WELCOME_QUESTION_IDS.map((q) => [q, fc.constantFrom(...WELCOME_QUESTIONS[q].options.map((o) => o.value))]),
  ),
) as fc.Arbitrary<WelcomeAnswers>;

describe("welcome survey answers", () => {
  it("keeps only known answers and finds the first step left to answer", () => {
    const partial = partialWelcomeAnswers({ goal: "first-job", role: "astronaut", sql: "basic", step: "3" });
    expect(partial).toEqual({ goal: "first-job", sql: "basic" });
    expect(firstIncompleteStep(partial)).toBe(1);
    expect(
      welcomeStepSchema(2).safeParse({ excel: "none", sql: "none", powerbi: "none", tableau: "none" }).success,
    ).toBe(false);
  });

  it("every seeded weight names a real question and answer, with a reason", () => {
    for (const w of surveyWeightSeed) {
      const question = WELCOME_QUESTIONS[w.question as keyof typeof WELCOME_QUESTIONS];
      expect(question, w.question).toBeDefined();
      expect(question.options.map((o) => o.value)).toContain(w.answer);
      expect(w.reason).toMatch(/^your? /);
    }
  });
});

describe("the seeded rule's properties", () => {
  it("scores every target within 0–100 for any complete set of answers", () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        expect(WelcomeAnswersSchema.safeParse(answers).success).toBe(true);
        for (const m of rankTargets(targets, answers)) {
          expect(m.score).toBeGreaterThanOrEqual(0);
          expect(m.score).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it("changing an answer in a target's favour never lowers its score", () => {
    fc.assert(
      fc.property(
        answersArb,
        fc.constantFrom(...targets),
        fc.constantFrom(...WELCOME_QUESTION_IDS),
        fc.nat(),
        (answers, target, question, pick) => {
          const options = WELCOME_QUESTIONS[question].options;
          const next = options[pick % options.length]!.value;
          const weightOf = (a: string) =>
            target.weights.find((w) => w.question === question && w.answer === a)?.weight ?? 0;
          fc.pre(weightOf(next) >= weightOf(answers[question]));
          expect(scoreTarget(target, { ...answers, [question]: next }).score).toBeGreaterThanOrEqual(
            scoreTarget(target, answers).score,
          );
        },
      ),
    );
  });
});
