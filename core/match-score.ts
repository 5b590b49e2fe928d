/**
 * Explainable match scores (decision 038): a target (a path or a course) starts at a base score and
 * each answer adds or removes the points its weight says, with the reason shown to the learner
 * ("+18 % because you want a first analyst job"). The sum is clamped to 0–100. Pure, so the same rule
 * runs in tests and services; the weights themselves are data in the database (`survey_weight`).
 */

/** Where every target starts before any answer moves it, in percentage points. */
export const MATCH_BASE_PERCENT = 40;
export const MATCH_MIN_PERCENT = 0;
export const MATCH_MAX_PERCENT = 100;

export interface AnswerWeight {
  question: string;
  answer: string;
  /** Percentage points added (or removed, when negative) when the learner gave this answer. */
  weight: number;
  /** Why, completing "because …": "you want a first analyst job". */
  reason: string;
}

export interface MatchTarget {
  kind: "path" | "course";
  slug: string;
  title: string;
  weights: readonly AnswerWeight[];
}

export interface Contribution {
  question: string;
  answer: string;
  weight: number;
  reason: string;
}

export interface Match {
  kind: MatchTarget["kind"];
  slug: string;
  title: string;
  /** 0–100, a whole number. */
  score: number;
  /** The answers that moved the score, biggest effect first (ties by question, then answer). */
  contributions: Contribution[];
}

export type Answers = Readonly<Record<string, string | undefined>>;

/** Code-unit order: the same on every machine, whatever its locale. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return MATCH_MIN_PERCENT;
  return Math.min(MATCH_MAX_PERCENT, Math.max(MATCH_MIN_PERCENT, Math.round(value)));
}

/** One target's score for these answers, with the answers that raised or lowered it. */
export function scoreTarget(target: MatchTarget, answers: Answers): Match {
  const contributions: Contribution[] = [];
  for (const w of target.weights) {
    if (w.weight === 0 || answers[w.question] !== w.answer) continue;
    contributions.push({ question: w.question, answer: w.answer, weight: w.weight, reason: w.reason });
  }
  contributions.sort(
    (a, b) =>
      Math.abs(b.weight) - Math.abs(a.weight) ||
      b.weight - a.weight ||
      byText(a.question, b.question) ||
      byText(a.answer, b.answer),
  );
  const total = contributions.reduce((sum, c) => sum + c.weight, MATCH_BASE_PERCENT);
  return { kind: target.kind, slug: target.slug, title: target.title, score: clampPercent(total), contributions };
}

/**
 * Every target scored and ranked: highest score first; ties always broken the same way (paths before
 * courses, then title, then slug), so two learners with the same answers see the same list.
 */
export function rankTargets(targets: readonly MatchTarget[], answers: Answers): Match[] {
  return targets.map((t) => scoreTarget(t, answers)).sort(compareMatches);
}

export function compareMatches(a: Pick<Match, "score" | "kind" | "title" | "slug">, b: typeof a): number {
  return (
    b.score - a.score ||
    (a.kind === b.kind ? 0 : a.kind === "path" ? -1 : 1) ||
    byText(a.title, b.title) ||
    byText(a.slug, b.slug)
  );
}

/**
 * "+18 points" / "−10 points" (a real minus sign), as the results page shows a contribution: they are
 * percentage points added to the base, not percentages of it.
 */
export function formatContribution(weight: number): string {
  return `${weight >= 0 ? "+" : "\u2212"}${Math.abs(weight)} ${Math.abs(weight) === 1 ? "point" : "points"}`;
}
