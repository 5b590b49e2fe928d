import type { surveyWeights } from "~/db/schema/surveys.ts";
import type { WelcomeQuestionId } from "~/core/welcome-survey.ts";

/**
 * The welcome survey's scoring rule (decision 038): for each path and course a learner may be pointed
 * to, the answers that move its match up or down, in percentage points from the base of 40. Each
 * reason completes "because …" on the results page.
 */

const tool = (name: string) => ({
  none: `you have not used ${name} yet`,
  basic: `you know the basics of ${name}`,
  confident: `you already use ${name} confidently`,
});

export const SURVEY_REASONS: Record<WelcomeQuestionId, Record<string, string>> = {
  goal: {
    "first-job": "you want a first analyst job",
    promotion: "you want to grow into a promotion",
    "switch-careers": "you are switching careers into data",
    "work-project": "you have a project to deliver at work",
  },
  role: {
    student: "you are a student or recent graduate",
    analyst: "you already work in an analyst role",
    business: "you work in business, marketing or operations",
    finance: "you work in finance or accounting",
    technical: "you have an engineering or IT background",
    other: "your role is outside the usual data roles",
  },
  excel: tool("Excel"),
  sql: tool("SQL"),
  powerbi: tool("Power BI"),
  tableau: tool("Tableau"),
  python: tool("Python"),
  time: {
    "under-2": "you have under 2 hours a week",
    "2-5": "you have 2 to 5 hours a week",
    "5-10": "you have 5 to 10 hours a week",
    "over-10": "you have more than 10 hours a week",
  },
  style: {
    video: "you like short lessons with worked examples",
    projects: "you learn best with hands-on projects",
    quick: "you prefer quick, focused crash courses",
    mix: "you like a mix of formats",
  },
};

type Key = `${WelcomeQuestionId}.${string}`;
type Weights = Partial<Record<Key, number>>;

/** "path:slug" or "course:slug" → answer ("question.answer") → points. */
const WEIGHTS: Record<string, Weights> = {
  "path:analyst-career-launch": {
    "goal.first-job": 18,
    "goal.switch-careers": 16,
    "goal.promotion": -10,
    "goal.work-project": -12,
    "role.student": 8,
    "role.other": 6,
    "role.analyst": -15,
    "excel.none": 6,
    "excel.confident": -6,
    "sql.confident": -8,
    "time.under-2": -6,
    "time.over-10": 6,
    "style.projects": 4,
  },
  "path:data-analyst-excel": {
    "goal.first-job": 8,
    "goal.promotion": 10,
    "goal.work-project": 8,
    "role.business": 10,
    "role.finance": 14,
    "excel.none": 10,
    "excel.basic": 14,
    "excel.confident": -10,
    "time.under-2": 4,
    "style.video": 4,
  },
  "path:business-intelligence-analyst": {
    "goal.promotion": 14,
    "goal.work-project": 10,
    "role.analyst": 10,
    "role.finance": 6,
    "role.business": 6,
    "excel.basic": 6,
    "excel.confident": 10,
    "excel.none": -10,
    "powerbi.none": 6,
    "powerbi.basic": 10,
    "powerbi.confident": -12,
    "time.under-2": -6,
  },
  "path:sql-analyst": {
    "goal.first-job": 8,
    "goal.promotion": 8,
    "role.analyst": 10,
    "role.technical": 8,
    "sql.none": 10,
    "sql.basic": 14,
    "sql.confident": -14,
    "excel.confident": 4,
    "style.projects": 4,
  },
  "path:python-for-analytics": {
    "goal.promotion": 6,
    "role.technical": 14,
    "role.analyst": 6,
    "python.none": 8,
    "python.basic": 12,
    "python.confident": -14,
    "sql.confident": 6,
    "time.under-2": -10,
    "time.5-10": 4,
    "time.over-10": 8,
  },
  "path:data-visualization": {
    "goal.work-project": 10,
    "goal.promotion": 6,
    "role.business": 8,
    "role.analyst": 6,
    "tableau.basic": 8,
    "powerbi.basic": 6,
    "excel.confident": 6,
    "style.projects": 4,
  },
  "path:machine-learning-for-analysts": {
    "role.technical": 12,
    "role.analyst": 8,
    "role.student": 4,
    "python.none": -12,
    "python.basic": 8,
    "python.confident": 14,
    "goal.first-job": -6,
    "goal.work-project": -4,
    "time.under-2": -14,
    "time.over-10": 10,
  },
  "path:data-analyst-tableau": {
    "goal.first-job": 6,
    "goal.promotion": 6,
    "role.business": 6,
    "role.analyst": 6,
    "tableau.none": 8,
    "tableau.basic": 14,
    "tableau.confident": -12,
    "excel.none": -4,
  },
  "course:data-literacy-essentials": {
    "goal.switch-careers": 14,
    "goal.first-job": 10,
    "role.business": 10,
    "role.other": 10,
    "role.analyst": -18,
    "excel.confident": -8,
    "sql.confident": -8,
    "time.under-2": 10,
    "style.quick": 6,
  },
  "course:excel-essentials": {
    "excel.none": 24,
    "excel.basic": 10,
    "excel.confident": -30,
    "goal.first-job": 6,
    "role.student": 6,
    "time.under-2": 4,
  },
  "course:excel-pivot-tables": {
    "excel.basic": 20,
    "excel.confident": 6,
    "excel.none": -10,
    "role.finance": 10,
    "role.business": 8,
    "goal.work-project": 8,
  },
  "course:mysql-data-analysis": {
    "sql.none": 24,
    "sql.basic": 12,
    "sql.confident": -30,
    "goal.first-job": 8,
    "goal.switch-careers": 6,
    "role.analyst": 4,
  },
  "course:power-bi-quick-start": {
    "powerbi.none": 20,
    "powerbi.confident": -30,
    "goal.work-project": 12,
    "style.quick": 12,
    "time.under-2": 8,
  },
  "course:power-bi-desktop": {
    "powerbi.none": 12,
    "powerbi.basic": 18,
    "powerbi.confident": -24,
    "goal.promotion": 8,
    "role.business": 6,
    "role.finance": 6,
    "time.under-2": -4,
  },
  "course:tableau-fundamentals": {
    "tableau.none": 18,
    "tableau.basic": 12,
    "tableau.confident": -28,
    "goal.work-project": 6,
    "role.business": 4,
  },
  "course:python-foundations": {
    "python.none": 24,
    "python.basic": 8,
    "python.confident": -30,
    "role.technical": 8,
    "time.under-2": -8,
    "time.over-10": 6,
  },
  "course:data-analyst-portfolio": {
    "goal.first-job": 20,
    "goal.switch-careers": 16,
    "goal.promotion": -10,
    "goal.work-project": -14,
    "style.projects": 12,
    "excel.none": -6,
  },
  "course:analyst-interviews": {
    "goal.first-job": 18,
    "goal.switch-careers": 12,
    "goal.work-project": -16,
    "goal.promotion": -10,
    "role.student": 6,
    "role.analyst": -6,
  },
};

export const surveyWeightSeed: (typeof surveyWeights.$inferInsert)[] = Object.entries(WEIGHTS).flatMap(
  ([target, weights]) => {
    const [kind, slug] = target.split(":") as ["path" | "course", string];
    return Object.entries(weights).map(([key, weight]) => {
      const [question, answer] = key.split(".") as [WelcomeQuestionId, string];
      const reason = SURVEY_REASONS[question][answer];
      if (!reason) throw new Error(`survey weight ${target} ${key}: no such answer`);
      return { targetKind: kind, targetSlug: slug, question, answer, weight: weight ?? 0, reason };
    });
  },
);
