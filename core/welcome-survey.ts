import { z } from "zod";

/**
 * The welcome survey (issue 17): five short steps, one question each (the tools step asks about each
 * tool). The questions and their answers live here, shared by the form, the services and the seed of
 * the weights; how much each answer counts for a path or a course is data (`survey_weight`).
 */

export interface SurveyOption {
  value: string;
  label: string;
}

export interface SurveyQuestion {
  id: WelcomeQuestionId;
  /** The question as the step's legend. */
  prompt: string;
  options: readonly SurveyOption[];
}

export const TOOL_LEVELS = [
  { value: "none", label: "Never used it" },
  { value: "basic", label: "The basics" },
  { value: "confident", label: "Use it confidently" },
] as const satisfies readonly SurveyOption[];

export const SURVEY_TOOLS = [
  { id: "excel", label: "Excel" },
  { id: "sql", label: "SQL" },
  { id: "powerbi", label: "Power BI" },
  { id: "tableau", label: "Tableau" },
  { id: "python", label: "Python" },
] as const;

export const WELCOME_QUESTIONS = {
  goal: {
    id: "goal",
    prompt: "What is your main goal right now?",
    options: [
      { value: "first-job", label: "Land my first analyst job" },
      { value: "promotion", label: "Grow into a promotion where I am" },
      { value: "switch-careers", label: "Switch careers into data" },
      { value: "work-project", label: "Deliver a project at work" },
    ],
  },
  role: {
    id: "role",
    prompt: "Which best describes what you do today?",
    options: [
      { value: "student", label: "Student or recent graduate" },
      { value: "analyst", label: "Analyst or reporting role" },
      { value: "business", label: "Business, marketing or operations" },
      { value: "finance", label: "Finance or accounting" },
      { value: "technical", label: "Engineering or IT" },
      { value: "other", label: "Something else" },
    ],
  },
  excel: { id: "excel", prompt: "Excel", options: TOOL_LEVELS },
  sql: { id: "sql", prompt: "SQL", options: TOOL_LEVELS },
  powerbi: { id: "powerbi", prompt: "Power BI", options: TOOL_LEVELS },
  tableau: { id: "tableau", prompt: "Tableau", options: TOOL_LEVELS },
  python: { id: "python", prompt: "Python", options: TOOL_LEVELS },
  time: {
    id: "time",
    prompt: "How much time can you give to learning each week?",
    options: [
      { value: "under-2", label: "Under 2 hours" },
      { value: "2-5", label: "2 to 5 hours" },
      { value: "5-10", label: "5 to 10 hours" },
      { value: "over-10", label: "More than 10 hours" },
    ],
  },
  style: {
    id: "style",
    prompt: "How do you like to learn?",
    options: [
      { value: "video", label: "Short lessons with worked examples" },
      { value: "projects", label: "Hands-on projects with real data" },
      { value: "quick", label: "Quick, focused crash courses" },
      { value: "mix", label: "A mix of everything" },
    ],
  },
} as const satisfies Record<string, Omit<SurveyQuestion, "id"> & { id: string }>;

export type WelcomeQuestionId = keyof typeof WELCOME_QUESTIONS;
export const WELCOME_QUESTION_IDS = Object.keys(WELCOME_QUESTIONS) as WelcomeQuestionId[];

/** The steps, in order: each shows its questions on one screen. */
export const WELCOME_STEPS: readonly { title: string; questions: readonly WelcomeQuestionId[] }[] = [
  { title: "Your goal", questions: ["goal"] },
  { title: "Your role", questions: ["role"] },
  { title: "Your tools", questions: ["excel", "sql", "powerbi", "tableau", "python"] },
  { title: "Your time", questions: ["time"] },
  { title: "How you learn", questions: ["style"] },
];

const choice = (id: WelcomeQuestionId) => {
  const values = WELCOME_QUESTIONS[id].options.map((o) => o.value) as [string, ...string[]];
  return z.enum(values, { error: "Choose one answer." });
};

/** A complete, valid set of answers: what is saved to the account. */
export const WelcomeAnswersSchema = z.object({
  goal: choice("goal"),
  role: choice("role"),
  excel: choice("excel"),
  sql: choice("sql"),
  powerbi: choice("powerbi"),
  tableau: choice("tableau"),
  python: choice("python"),
  time: choice("time"),
  style: choice("style"),
});
export type WelcomeAnswers = z.infer<typeof WelcomeAnswersSchema>;

/** The answers of one step, as that step's form is checked before moving on. */
export function welcomeStepSchema(step: number) {
  const questions = WELCOME_STEPS[step]?.questions ?? [];
  return z.object(Object.fromEntries(questions.map((q) => [q, WelcomeAnswersSchema.shape[q]])));
}

/**
 * The answers so far, kept forgivingly: a missing or unknown answer is dropped (the step asks again),
 * so a tampered hidden field can never carry a value the scoring does not know.
 */
export function partialWelcomeAnswers(input: Record<string, unknown>): Partial<WelcomeAnswers> {
  const out: Partial<Record<WelcomeQuestionId, string>> = {};
  for (const id of WELCOME_QUESTION_IDS) {
    const value = input[id];
    if (typeof value === "string" && WELCOME_QUESTIONS[id].options.some((o) => o.value === value)) out[id] = value;
  }
  return out as Partial<WelcomeAnswers>;
}

/** The first step with an unanswered question, or null when every question has an answer. */
export function firstIncompleteStep(answers: Partial<WelcomeAnswers>): number | null {
  const index = WELCOME_STEPS.findIndex((s) => s.questions.some((q) => answers[q] === undefined));
  return index === -1 ? null : index;
}

export function answerLabel(question: WelcomeQuestionId, value: string): string {
  return WELCOME_QUESTIONS[question].options.find((o) => o.value === value)?.label ?? value;
}
