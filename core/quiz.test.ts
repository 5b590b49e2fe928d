import { describe, expect, it } from "vitest";
import {
  parseQuestionBank,
  scoreAttempt,
  scoreBankAttempt,
  scoreQuestion,
  submittedAnswersSchema,
  toPublicQuestion,
  type QuestionBankInput,
} from "./quiz.ts";

const bankInput: QuestionBankInput = {
  passMark: 0.7,
  questions: [
    {
      id: "q1",
      type: "single",
      prompt: "Which function looks up a value to the left?",
      choices: [
        { id: "a", text: "VLOOKUP" },
        { id: "b", text: "XLOOKUP" },
      ],
      correct: "b",
      explanation: "XLOOKUP can return a column to the left of the lookup column.",
    },
    {
      id: "q2",
      type: "multiple",
      prompt: "Which are aggregate functions?",
      choices: [
        { id: "a", text: "SUM" },
        { id: "b", text: "COUNT" },
        { id: "c", text: "WHERE" },
      ],
      correct: ["a", "b"],
      explanation: "SUM and COUNT aggregate; WHERE filters rows.",
    },
    {
      id: "q3",
      type: "numeric",
      prompt: "Average of 2, 4 and 7?",
      answer: 4.333,
      tolerance: 0.01,
      explanation: "13 / 3 = 4.33.",
    },
  ],
};
const bank = parseQuestionBank(bankInput);

describe("question bank", () => {
  it("defaults points to 1 and tolerance to 0", () => {
    const b = parseQuestionBank({
      passMark: 1,
      questions: [{ id: "n", type: "numeric", prompt: "2+2", answer: 4, explanation: "Four." }],
    });
    expect(b.questions[0]).toMatchObject({ points: 1, tolerance: 0 });
  });

  it("rejects a correct choice that is not a choice, duplicate ids and a pass mark over 1", () => {
    const bad = structuredClone(bankInput);
    (bad.questions[0] as { correct: string }).correct = "z";
    expect(() => parseQuestionBank(bad)).toThrow(/not a choice/);
    const dup = structuredClone(bankInput);
    dup.questions[1]!.id = "q1";
    expect(() => parseQuestionBank(dup)).toThrow(/unique/);
    expect(() => parseQuestionBank({ ...bankInput, passMark: 1.5 })).toThrow();
  });

  it("hides answers and explanations from the public view", () => {
    for (const q of bank.questions) {
      const pub = toPublicQuestion(q) as Record<string, unknown>;
      expect(pub).not.toHaveProperty("correct");
      expect(pub).not.toHaveProperty("answer");
      expect(pub).not.toHaveProperty("explanation");
    }
  });
});

describe("scoring", () => {
  it("passes an all-correct attempt with every explanation", () => {
    const result = scoreBankAttempt(bank, { q1: "b", q2: ["b", "a"], q3: 4.33 });
    expect(result).toMatchObject({ score: 1, passed: true, correctCount: 3, questionCount: 3 });
    expect(result.results.map((r) => r.explanation)).toEqual(bank.questions.map((q) => q.explanation));
  });

  it("needs exactly the correct set for multiple choice", () => {
    const q2 = bank.questions[1]!;
    expect(scoreQuestion(q2, ["a"]).correct).toBe(false);
    expect(scoreQuestion(q2, ["a", "b", "c"]).correct).toBe(false);
    expect(scoreQuestion(q2, ["a", "b"]).correct).toBe(true);
  });

  it("applies numeric tolerance and reads numeric strings from a form", () => {
    const q3 = bank.questions[2]!;
    expect(scoreQuestion(q3, 4.343).correct).toBe(true);
    expect(scoreQuestion(q3, 4.35).correct).toBe(false);
    expect(scoreQuestion(q3, " 4.33 ").correct).toBe(true);
    expect(scoreQuestion(q3, "four").answered).toBe(false);
    const exact = parseQuestionBank({
      passMark: 1,
      questions: [{ id: "x", type: "numeric", prompt: "0.1+0.2", answer: 0.3, explanation: "." }],
    });
    expect(scoreQuestion(exact.questions[0]!, 0.1 + 0.2).correct).toBe(true);
    expect(scoreQuestion(exact.questions[0]!, "1,200").correct).toBe(false);
  });

  it("treats skipped and unknown choices as wrong, ignores answers to other questions", () => {
    const result = scoreBankAttempt(bank, { q1: "zzz", q99: "b", __proto__: "b" } as Record<string, string>);
    expect(result.correctCount).toBe(0);
    expect(result.results.every((r) => !r.answered)).toBe(true);
    expect(result.passed).toBe(false);
  });

  it("compares the weighted score with the pass mark", () => {
    // 2 of 3 equally weighted = 0.667 < 0.7
    expect(scoreBankAttempt(bank, { q1: "b", q2: ["a", "b"] }).passed).toBe(false);
    const weighted = bank.questions.map((q) => (q.id === "q3" ? { ...q, points: 0.5 } : q));
    // 2 of 2.5 = 0.8 >= 0.7
    const result = scoreAttempt(weighted, { q1: "b", q2: ["a", "b"] }, 0.7);
    expect(result.score).toBeCloseTo(0.8);
    expect(result.passed).toBe(true);
    expect(scoreAttempt(bank.questions, { q1: "b", q2: ["a", "b"] }, 2 / 3).passed).toBe(true);
  });

  it("validates submitted answers", () => {
    expect(submittedAnswersSchema.safeParse({ q1: "b", q2: ["a"], q3: 4 }).success).toBe(true);
    expect(submittedAnswersSchema.safeParse({ q1: { $ne: 1 } }).success).toBe(false);
    expect(submittedAnswersSchema.safeParse({ q1: Number.NaN }).success).toBe(false);
    expect(submittedAnswersSchema.safeParse({ q1: "x".repeat(101) }).success).toBe(false);
  });
});
