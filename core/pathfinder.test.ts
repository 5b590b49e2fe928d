import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAREER_IDS,
  firstIncompletePathfinderStep,
  parsePathfinderAnswers,
  PATHFINDER_QUESTION_COUNT,
  PATHFINDER_STATEMENTS,
  PATHFINDER_STEPS,
  rankCareers,
  scoreCareer,
  type PathfinderAnswers,
} from "./pathfinder.ts";

const all = (value: number): Record<string, number> =>
  Object.fromEntries(PATHFINDER_STATEMENTS.map((s) => [s.id, value]));

const answersArb: fc.Arbitrary<PathfinderAnswers> = fc.record(
  Object.fromEntries(PATHFINDER_STATEMENTS.map((s) => [s.id, fc.integer({ min: 0, max: 4 })])),
);

describe("the Pathfinder", () => {
  it("asks 20 questions over five screens, and every career counts in several", () => {
    expect(PATHFINDER_QUESTION_COUNT).toBe(20);
    expect(PATHFINDER_STEPS).toBe(5);
    for (const id of CAREER_IDS) {
      expect(PATHFINDER_STATEMENTS.filter((s) => (s.weights[id] ?? 0) > 0).length).toBeGreaterThanOrEqual(4);
    }
  });

  it("puts the career a learner's answers point to first, explained by those answers", () => {
    const answers = all(1);
    for (const id of ["q3", "q5", "q11", "q18"]) answers[id] = 4;
    const [best] = rankCareers(answers);
    expect(best!.career.id).toBe("data-engineer");
    expect(best!.raisedBy.map((e) => e.statementId)).toEqual(["q3", "q5", "q11"]);
    expect(best!.raisedBy[0]!.answerLabel).toBe("Strongly agree");
    expect(scoreCareer("data-scientist", answers).heldBackBy.map((e) => e.statementId)).toContain("q4");
  });

  it("scores 100 when agreeing fully and 0 when disagreeing fully", () => {
    expect(rankCareers(all(4)).map((m) => m.score)).toEqual(CAREER_IDS.map(() => 100));
    expect(rankCareers(all(0)).map((m) => m.score)).toEqual(CAREER_IDS.map(() => 0));
    // Ties keep the fixed career order.
    expect(rankCareers(all(2)).map((m) => m.career.id)).toEqual([...CAREER_IDS]);
  });

  it("drops answers that are not a whole agreement value on a known statement", () => {
    expect(parsePathfinderAnswers({ q1: "4", q2: "5", q3: "-1", q4: "2.5", q99: "3", q5: 0 })).toEqual({
      q1: 4,
      q5: 0,
    });
    expect(firstIncompletePathfinderStep({ ...all(2), q9: undefined } as unknown as PathfinderAnswers)).toBe(2);
    expect(firstIncompletePathfinderStep(all(2))).toBeNull();
  });
});

describe("Pathfinder properties", () => {
  it("matches are whole numbers between 0 and 100, sorted, with a stable order for ties", () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const ranked = rankCareers(answers);
        expect(ranked.map((m) => m.career.id).sort()).toEqual([...CAREER_IDS].sort());
        for (const m of ranked) {
          expect(Number.isInteger(m.score)).toBe(true);
          expect(m.score).toBeGreaterThanOrEqual(0);
          expect(m.score).toBeLessThanOrEqual(100);
        }
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(a.score).toBeGreaterThanOrEqual(b.score);
          if (a.score === b.score) {
            expect(CAREER_IDS.indexOf(a.career.id)).toBeLessThan(CAREER_IDS.indexOf(b.career.id));
          }
        }
        expect(rankCareers(answers)).toEqual(ranked);
      }),
    );
  });

  it("agreeing more with a statement never lowers any career's match", () => {
    fc.assert(
      fc.property(
        answersArb,
        fc.constantFrom(...PATHFINDER_STATEMENTS.map((s) => s.id)),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...CAREER_IDS),
        (answers, statement, raised, career) => {
          fc.pre(raised >= answers[statement]!);
          const before = scoreCareer(career, answers).score;
          const after = scoreCareer(career, { ...answers, [statement]: raised }).score;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});
