import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { domainBreakdown, drawQuestions, ordinal, percentileRank, weakestDomains } from "./assessment.ts";
import { scoreAttempt, type Question } from "./quiz.ts";

const bank = ["charts", "stats", "quality"].flatMap((domain) =>
  Array.from({ length: 6 }, (_, i) => ({ id: `${domain}-${i}`, domain })),
);
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("drawQuestions", () => {
  it("spreads the draw evenly over the domains and a retake differs", () => {
    const first = drawQuestions(bank, ["charts", "stats", "quality"], 10, seeded(1));
    expect(first).toHaveLength(10);
    const perDomain = (qs: typeof bank) =>
      ["charts", "stats", "quality"].map((d) => qs.filter((q) => q.domain === d).length);
    expect(perDomain(first)).toEqual([4, 3, 3]);
    const second = drawQuestions(bank, ["charts", "stats", "quality"], 10, seeded(2));
    expect(second.map((q) => q.id)).not.toEqual(first.map((q) => q.id));
  });

  it("never repeats a question and never asks for more than the bank holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer(), (count, seed) => {
        const drawn = drawQuestions(bank, ["charts", "stats", "quality"], count, seeded(Math.abs(seed) + 1));
        expect(drawn).toHaveLength(Math.min(count, bank.length));
        expect(new Set(drawn.map((q) => q.id)).size).toBe(drawn.length);
      }),
    );
  });
});

describe("domain breakdown and weakest domains", () => {
  const questions: (Question & { domain: string })[] = ["a", "b", "c", "d"].map((id, i) => ({
    id,
    domain: i < 2 ? "charts" : "stats",
    type: "single",
    prompt: "?",
    explanation: "!",
    points: 1,
    choices: [
      { id: "x", text: "x" },
      { id: "y", text: "y" },
    ],
    correct: "x",
  }));

  it("counts right answers per domain; a skipped or foreign answer counts as wrong", () => {
    const result = scoreAttempt(questions, { a: "x", b: "x", c: "y", zz: "x" }, 0.5);
    const scores = domainBreakdown(questions, result, ["charts", "stats", "quality"]);
    expect(scores).toEqual([
      { domain: "charts", correct: 2, total: 2, percent: 100 },
      { domain: "stats", correct: 0, total: 2, percent: 0 },
    ]);
    expect(weakestDomains(scores).map((s) => s.domain)).toEqual(["stats"]);
  });
});

describe("percentileRank", () => {
  it("puts a lone taker at the 50th and counts ties as half", () => {
    expect(percentileRank({ below: 0, equal: 0, others: 0 })).toBe(50);
    expect(percentileRank({ below: 3, equal: 0, others: 3 })).toBe(88);
    expect(percentileRank({ below: 0, equal: 0, others: 9 })).toBe(5);
  });

  it("stays within 0–100 and never drops when more takers score below", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (below, equal, above) => {
        const others = below + equal + above;
        const p = percentileRank({ below, equal, others });
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        // One more taker below you (instead of above) never lowers your percentile.
        if (above > 0) expect(percentileRank({ below: below + 1, equal, others })).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 42, 100].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "42nd",
      "100th",
    ]);
  });
});
