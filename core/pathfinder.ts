/**
 * The Pathfinder (issue 17, decision 039): 20 statements on interests, strengths and work preferences,
 * each answered on a five-point agreement scale, rank six data careers. Each statement counts for the
 * careers it says something about (a weight of 1 to 3; never negative), so a career's match is the share
 * of the points it could get that the answers gave it: always 0–100, and agreeing more with a statement
 * that counts for a career never lowers that career's match.
 */
import { z } from "zod";
import { byText } from "./match-score.ts";

export const CAREER_IDS = [
  "data-analyst",
  "bi-analyst",
  "analytics-engineer",
  "data-scientist",
  "data-engineer",
  "financial-analyst",
] as const;
export type CareerId = (typeof CAREER_IDS)[number];

export interface Career {
  id: CareerId;
  title: string;
  description: string;
  skills: readonly string[];
  /** The learning path that leads there (`/path/:slug`). */
  pathSlug: string;
}

export const CAREERS: Record<CareerId, Career> = {
  "data-analyst": {
    id: "data-analyst",
    title: "Data Analyst",
    description:
      "Answers the questions a business asks every day: pulls the data, checks it, finds what changed and why, and explains it so people can act on it.",
    skills: ["Excel", "SQL", "Data visualization", "Descriptive statistics", "Communicating findings"],
    pathSlug: "analyst-career-launch",
  },
  "bi-analyst": {
    id: "bi-analyst",
    title: "Business Intelligence Analyst",
    description:
      "Builds the dashboards and data models a company runs on, so managers see the numbers that matter without asking for a new report each week.",
    skills: ["Power BI or Tableau", "Data modeling", "DAX and calculations", "Dashboard design", "Stakeholder needs"],
    pathSlug: "business-intelligence-analyst",
  },
  "analytics-engineer": {
    id: "analytics-engineer",
    title: "Analytics Engineer",
    description:
      "Sits between analysts and engineers: turns raw tables into clean, tested, well-named models that every report and analysis can trust.",
    skills: ["Advanced SQL", "Data cleaning", "Data modeling", "Version control", "Testing and documentation"],
    pathSlug: "sql-analyst",
  },
  "data-scientist": {
    id: "data-scientist",
    title: "Data Scientist",
    description:
      "Uses statistics and machine learning to predict what will happen next, test ideas with experiments and find patterns too subtle for a chart.",
    skills: ["Python", "Statistics", "Regression", "Machine learning", "Experiment design"],
    pathSlug: "machine-learning-for-analysts",
  },
  "data-engineer": {
    id: "data-engineer",
    title: "Data Engineer",
    description:
      "Designs and runs the pipelines that move data from apps and systems into the warehouse, reliably, on time and at scale.",
    skills: ["Python", "SQL", "Data pipelines", "Databases and warehouses", "Automation"],
    pathSlug: "python-for-analytics",
  },
  "financial-analyst": {
    id: "financial-analyst",
    title: "Financial Analyst",
    description:
      "Plans budgets, forecasts revenue and costs, and models the money side of decisions, usually in Excel and close to the finance leadership.",
    skills: ["Excel modeling", "Forecasting", "PivotTables", "Financial reporting", "Business acumen"],
    pathSlug: "data-analyst-excel",
  },
};

export const AGREEMENT_SCALE = [
  { value: 0, label: "Strongly disagree" },
  { value: 1, label: "Disagree" },
  { value: 2, label: "Neutral" },
  { value: 3, label: "Agree" },
  { value: 4, label: "Strongly agree" },
] as const;
export const AGREEMENT_MAX = 4;

export interface PathfinderStatement {
  /** Stable id, also the form field name: "q1" … "q20". */
  id: string;
  section: "Interests" | "Strengths" | "Work preferences";
  text: string;
  /** How much agreeing counts for each career it concerns (1–3). */
  weights: Partial<Record<CareerId, number>>;
}

const s = (
  n: number,
  section: PathfinderStatement["section"],
  text: string,
  weights: PathfinderStatement["weights"],
): PathfinderStatement => ({ id: `q${n}`, section, text, weights });

export const PATHFINDER_STATEMENTS: readonly PathfinderStatement[] = [
  s(1, "Interests", "I enjoy finding the story hidden in a table of numbers.", {
    "data-analyst": 3,
    "bi-analyst": 2,
    "financial-analyst": 2,
    "data-scientist": 1,
  }),
  s(2, "Interests", "I like building dashboards that other people check every day.", {
    "bi-analyst": 3,
    "data-analyst": 2,
  }),
  s(3, "Interests", "I would rather write code than click through menus.", {
    "data-engineer": 3,
    "analytics-engineer": 2,
    "data-scientist": 2,
  }),
  s(4, "Interests", "I am curious about how predictions and machine learning work.", { "data-scientist": 3 }),
  s(5, "Interests", "I like the idea of building systems that move data reliably from place to place.", {
    "data-engineer": 3,
    "analytics-engineer": 2,
  }),
  s(6, "Interests", "Budgets, forecasts and company finances interest me.", {
    "financial-analyst": 3,
    "bi-analyst": 1,
  }),
  s(7, "Interests", "I enjoy tidying messy data until it is clean and consistent.", {
    "analytics-engineer": 3,
    "data-engineer": 2,
    "data-analyst": 1,
  }),
  s(8, "Strengths", "I can explain numbers clearly to people who are not technical.", {
    "data-analyst": 3,
    "bi-analyst": 2,
    "financial-analyst": 2,
  }),
  s(9, "Strengths", "Statistics and probability come fairly easily to me.", {
    "data-scientist": 3,
    "data-analyst": 1,
    "financial-analyst": 1,
  }),
  s(10, "Strengths", "I am comfortable in spreadsheets: formulas, lookups and PivotTables.", {
    "financial-analyst": 3,
    "data-analyst": 2,
    "bi-analyst": 1,
  }),
  s(11, "Strengths", "I pick up programming languages without much trouble.", {
    "data-engineer": 3,
    "data-scientist": 2,
    "analytics-engineer": 2,
  }),
  s(12, "Strengths", "I think carefully about how data should be structured and named.", {
    "analytics-engineer": 3,
    "data-engineer": 2,
    "bi-analyst": 1,
  }),
  s(13, "Strengths", "I have a good eye for clear, well-designed charts.", { "bi-analyst": 3, "data-analyst": 2 }),
  s(14, "Strengths", "I am patient with detail and double-check my work.", {
    "financial-analyst": 2,
    "analytics-engineer": 2,
    "data-analyst": 1,
    "data-engineer": 1,
  }),
  s(15, "Work preferences", "I want to work closely with business teams and stakeholders.", {
    "data-analyst": 2,
    "bi-analyst": 2,
    "financial-analyst": 2,
  }),
  s(16, "Work preferences", "I prefer long, deep projects to quick questions.", {
    "data-scientist": 2,
    "data-engineer": 2,
    "analytics-engineer": 1,
  }),
  s(17, "Work preferences", "I enjoy answering a new question every day.", {
    "data-analyst": 3,
    "bi-analyst": 1,
    "financial-analyst": 1,
  }),
  s(18, "Work preferences", "I would like my work to be used by other data people, not only by managers.", {
    "analytics-engineer": 3,
    "data-engineer": 3,
  }),
  s(19, "Work preferences", "I want a role close to decisions about money and risk.", {
    "financial-analyst": 3,
    "data-scientist": 1,
  }),
  s(20, "Work preferences", "I like running experiments to find out what really works.", {
    "data-scientist": 3,
    "data-analyst": 1,
  }),
];

export const PATHFINDER_QUESTION_COUNT = PATHFINDER_STATEMENTS.length;
/** Statements per screen: 20 statements make five short screens. */
export const PATHFINDER_PER_STEP = 4;
export const PATHFINDER_STEPS = Math.ceil(PATHFINDER_QUESTION_COUNT / PATHFINDER_PER_STEP);

export function statementsOfStep(step: number): readonly PathfinderStatement[] {
  return PATHFINDER_STATEMENTS.slice(step * PATHFINDER_PER_STEP, (step + 1) * PATHFINDER_PER_STEP);
}

/** Answers by statement id, each 0–4. */
export type PathfinderAnswers = Readonly<Record<string, number>>;

/** Reads answers forgivingly from form-like input: anything not a whole number 0–4 on a known statement is dropped. */
export function parsePathfinderAnswers(input: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const st of PATHFINDER_STATEMENTS) {
    const raw = input[st.id];
    const value = typeof raw === "number" ? raw : typeof raw === "string" && /^[0-4]$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(value) && value >= 0 && value <= AGREEMENT_MAX) out[st.id] = value;
  }
  return out;
}

export function isComplete(answers: PathfinderAnswers): boolean {
  return PATHFINDER_STATEMENTS.every((st) => answers[st.id] !== undefined);
}

export function firstIncompletePathfinderStep(answers: PathfinderAnswers): number | null {
  const index = PATHFINDER_STATEMENTS.findIndex((st) => answers[st.id] === undefined);
  return index === -1 ? null : Math.floor(index / PATHFINDER_PER_STEP);
}

export interface StatementEffect {
  statementId: string;
  text: string;
  answer: number;
  answerLabel: string;
  /** Points this answer earned (raised) or left out (held back), weight × agreement. */
  points: number;
}

export interface CareerMatch {
  career: Career;
  /** 0–100, a whole number. */
  score: number;
  /** The answers that drove the match up, strongest first (at most EXPLANATION_LIMIT). */
  raisedBy: StatementEffect[];
  /** Statements that count most for this career that the answers disagreed with. */
  heldBackBy: StatementEffect[];
}

export const EXPLANATION_LIMIT = 3;

const labelOf = (value: number) => AGREEMENT_SCALE[value]?.label ?? "";

function byPoints(a: StatementEffect, b: StatementEffect) {
  return b.points - a.points || byText(a.statementId.padStart(3, "0"), b.statementId.padStart(3, "0"));
}

export function scoreCareer(careerId: CareerId, answers: PathfinderAnswers): CareerMatch {
  let earned = 0;
  let possible = 0;
  const raised: StatementEffect[] = [];
  const held: StatementEffect[] = [];
  for (const st of PATHFINDER_STATEMENTS) {
    const weight = st.weights[careerId] ?? 0;
    if (weight <= 0) continue;
    possible += weight * AGREEMENT_MAX;
    const raw = answers[st.id];
    const answer = raw !== undefined && Number.isInteger(raw) ? Math.min(AGREEMENT_MAX, Math.max(0, raw)) : 0;
    earned += weight * answer;
    const base = { statementId: st.id, text: st.text, answer, answerLabel: labelOf(answer) };
    if (answer >= 3) raised.push({ ...base, points: weight * answer });
    if (answer <= 1 && weight >= 2) held.push({ ...base, points: weight * (AGREEMENT_MAX - answer) });
  }
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 100);
  return {
    career: CAREERS[careerId],
    score: Math.min(100, Math.max(0, score)),
    raisedBy: raised.sort(byPoints).slice(0, EXPLANATION_LIMIT),
    heldBackBy: held.sort(byPoints).slice(0, EXPLANATION_LIMIT),
  };
}

/** All six careers, best match first; ties keep the fixed order of CAREER_IDS. */
export function rankCareers(answers: PathfinderAnswers): CareerMatch[] {
  return CAREER_IDS.map((id, order) => ({ match: scoreCareer(id, answers), order }))
    .sort((a, b) => b.match.score - a.match.score || a.order - b.order)
    .map((x) => x.match);
}

const agreement = z.enum(["0", "1", "2", "3", "4"], { error: "Choose how much you agree." });

/** The form of one screen: its statements, each answered. */
export function pathfinderStepSchema(step: number) {
  return z.object(Object.fromEntries(statementsOfStep(step).map((st) => [st.id, agreement])));
}

/** The whole Pathfinder, as the last screen posts it. */
export const PathfinderFormSchema = z.object(Object.fromEntries(PATHFINDER_STATEMENTS.map((st) => [st.id, agreement])));
