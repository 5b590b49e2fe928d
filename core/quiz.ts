import { z } from "zod";

/**
 * The quiz engine (issue 16): question types, a question bank, and scoring an attempt. Pure and
 * isomorphic: the browser may use it to render questions, but only the server scores, from the
 * questions it stored, never from anything the browser says is right. Nothing here knows about
 * courses; lessons and assessments both build on it.
 */

const choiceSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
});
export type Choice = z.infer<typeof choiceSchema>;

const baseQuestion = {
  id: z.string().min(1),
  prompt: z.string().min(1),
  /** Shown after the attempt is scored, whether the answer was right or wrong. */
  explanation: z.string().min(1),
  /** Relative weight in the score; 1 unless told. */
  points: z.number().positive().default(1),
};

export const singleChoiceQuestionSchema = z.object({
  ...baseQuestion,
  type: z.literal("single"),
  choices: z.array(choiceSchema).min(2),
  correct: z.string().min(1),
});

export const multipleChoiceQuestionSchema = z.object({
  ...baseQuestion,
  type: z.literal("multiple"),
  choices: z.array(choiceSchema).min(2),
  /** Every correct choice must be picked and no other one. */
  correct: z.array(z.string().min(1)).min(1),
});

export const numericQuestionSchema = z.object({
  ...baseQuestion,
  type: z.literal("numeric"),
  answer: z.number().finite(),
  /** Absolute tolerance: |given - answer| <= tolerance is right. */
  tolerance: z.number().nonnegative().default(0),
  unit: z.string().optional(),
});

export const questionSchema = z
  .discriminatedUnion("type", [singleChoiceQuestionSchema, multipleChoiceQuestionSchema, numericQuestionSchema])
  .superRefine((question, ctx) => {
    if (question.type === "numeric") return;
    const ids = question.choices.map((c) => c.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "Choice ids must be unique" });
    const correct = question.type === "single" ? [question.correct] : question.correct;
    for (const id of correct) {
      if (!ids.includes(id)) ctx.addIssue({ code: "custom", message: `Correct choice ${id} is not a choice` });
    }
  });
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

/** A set of questions with a pass mark (a fraction of the points, 0..1). */
export const questionBankSchema = z
  .object({
    questions: z.array(questionSchema).min(1),
    passMark: z.number().min(0).max(1),
  })
  .superRefine((bank, ctx) => {
    const ids = bank.questions.map((q) => q.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "Question ids must be unique" });
  });
export type QuestionBank = z.infer<typeof questionBankSchema>;
export type QuestionBankInput = z.input<typeof questionBankSchema>;

export function parseQuestionBank(input: unknown): QuestionBank {
  return questionBankSchema.parse(input);
}

/**
 * What a browser submits: question id -> a choice id, a list of choice ids, or a number. Bounded so
 * a forged post cannot make the server do much work.
 */
export const submittedAnswerSchema = z.union([
  z.string().min(1).max(100),
  z.array(z.string().min(1).max(100)).max(50),
  z.number().finite(),
]);
export type SubmittedAnswer = z.infer<typeof submittedAnswerSchema>;

export const submittedAnswersSchema = z
  .record(z.string().min(1).max(100), submittedAnswerSchema)
  .refine((answers) => Object.keys(answers).length <= 200, { message: "Too many answers" });
export type SubmittedAnswers = z.infer<typeof submittedAnswersSchema>;

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** False when no usable answer was given (counted as wrong). */
  answered: boolean;
  pointsEarned: number;
  pointsPossible: number;
  explanation: string;
}

export interface AttemptResult {
  results: QuestionResult[];
  pointsEarned: number;
  pointsPossible: number;
  /** pointsEarned / pointsPossible, 0..1. */
  score: number;
  passed: boolean;
  correctCount: number;
  questionCount: number;
}

/** Reads a numeric answer, accepting a numeric string from a form ("3.5", "1,200"). */
function toNumber(value: SubmittedAnswer | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const cleaned = value.trim().replace(/,/g, "");
    if (cleaned === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Tolerance comparisons forgive floating-point noise (0.1 + 0.2 within 0 of 0.3). */
const EPSILON = 1e-9;

export function scoreQuestion(question: Question, answer: SubmittedAnswer | undefined): QuestionResult {
  let answered = false;
  let correct = false;
  switch (question.type) {
    case "single": {
      const picked =
        typeof answer === "string" ? answer : Array.isArray(answer) && answer.length === 1 ? answer[0] : null;
      answered = picked !== null && question.choices.some((c) => c.id === picked);
      correct = answered && picked === question.correct;
      break;
    }
    case "multiple": {
      const raw = typeof answer === "string" ? [answer] : Array.isArray(answer) ? answer : [];
      const picked = new Set(raw.filter((id) => question.choices.some((c) => c.id === id)));
      answered = picked.size > 0;
      const expected = new Set(question.correct);
      correct = answered && picked.size === expected.size && [...expected].every((id) => picked.has(id));
      break;
    }
    case "numeric": {
      const n = toNumber(answer);
      answered = n !== null;
      correct = n !== null && Math.abs(n - question.answer) <= question.tolerance + EPSILON;
      break;
    }
  }
  return {
    questionId: question.id,
    correct,
    answered,
    pointsEarned: correct ? question.points : 0,
    pointsPossible: question.points,
    explanation: question.explanation,
  };
}

/**
 * Scores an attempt from the stored questions. Answers to questions not in the attempt are ignored;
 * a question without a usable answer counts as wrong.
 */
export function scoreAttempt(
  questions: readonly Question[],
  answers: Readonly<Record<string, SubmittedAnswer | undefined>>,
  passMark: number,
): AttemptResult {
  const results = questions.map((q) => scoreQuestion(q, Object.hasOwn(answers, q.id) ? answers[q.id] : undefined));
  const pointsEarned = results.reduce((sum, r) => sum + r.pointsEarned, 0);
  const pointsPossible = results.reduce((sum, r) => sum + r.pointsPossible, 0);
  const score = pointsPossible === 0 ? 0 : pointsEarned / pointsPossible;
  return {
    results,
    pointsEarned,
    pointsPossible,
    score,
    passed: pointsPossible > 0 && score + EPSILON >= passMark,
    correctCount: results.filter((r) => r.correct).length,
    questionCount: results.length,
  };
}

export function scoreBankAttempt(bank: QuestionBank, answers: Readonly<Record<string, SubmittedAnswer | undefined>>) {
  return scoreAttempt(bank.questions, answers, bank.passMark);
}

/**
 * What the browser may see of a question before answering: everything but the right answer and the
 * explanation.
 */
export type PublicQuestion =
  | { id: string; type: "single" | "multiple"; prompt: string; points: number; choices: Choice[] }
  | { id: string; type: "numeric"; prompt: string; points: number; unit?: string };

export function toPublicQuestion(question: Question): PublicQuestion {
  if (question.type === "numeric") {
    return {
      id: question.id,
      type: "numeric",
      prompt: question.prompt,
      points: question.points,
      ...(question.unit ? { unit: question.unit } : {}),
    };
  }
  return {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    points: question.points,
    choices: question.choices,
  };
}

/** Pass mark as the whole percentage a learner reads ("Pass mark: 70%"). */
export function passMarkPercent(passMark: number): number {
  return Math.round(passMark * 100);
}
