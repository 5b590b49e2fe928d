/**
 * Assessments (issue 17, decision 040) on top of the quiz engine (core/quiz.ts, shared, unchanged):
 * drawing an attempt's questions from a larger bank so a retake differs, the per-domain breakdown of a
 * scored attempt, the percentile among takers and the retake cool-down. Pure; the services store and
 * score attempts with it.
 */
import type { AttemptResult, Question } from "./quiz.ts";

/** After a scored attempt, the next one may start this long after it was submitted. */
export const ASSESSMENT_RETAKE_COOLDOWN_HOURS = 24;
/** A timed attempt is still accepted this long after its deadline (a slow network, a slow click). */
export const ASSESSMENT_GRACE_S = 60;

export interface AssessmentDomain {
  id: string;
  title: string;
  /** Courses that build this domain (`/course/:slug`), best first. */
  courseSlugs: readonly string[];
}

export interface BankQuestion {
  id: string;
  domain: string;
}

/**
 * Draws `count` questions spread as evenly as the bank allows over its domains (domains in the
 * given order get the remainder), each domain's picks at random; the attempt lists them domain by
 * domain. `random` returns [0, 1) like Math.random (tests pass a seeded one).
 */
export function drawQuestions<Q extends BankQuestion>(
  bank: readonly Q[],
  domains: readonly string[],
  count: number,
  random: () => number = Math.random,
): Q[] {
  const byDomain = new Map(domains.map((d) => [d, bank.filter((q) => q.domain === d)]));
  const quota = new Map(domains.map((d) => [d, 0]));
  let left = Math.min(count, bank.filter((q) => byDomain.has(q.domain)).length);
  // Round-robin over domains that still have questions: an even spread, whatever each domain holds.
  while (left > 0) {
    let progressed = false;
    for (const d of domains) {
      if (left === 0) break;
      if (quota.get(d)! < byDomain.get(d)!.length) {
        quota.set(d, quota.get(d)! + 1);
        left--;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return domains.flatMap((d) => shuffle(byDomain.get(d)!, random).slice(0, quota.get(d)!));
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface DomainScore {
  domain: string;
  correct: number;
  total: number;
  /** 0–100, a whole number. */
  percent: number;
}

/** Correct answers per domain, in the domains' order; domains the attempt did not ask are left out. */
export function domainBreakdown(
  questions: readonly (Question & { domain: string })[],
  result: AttemptResult,
  domains: readonly string[],
): DomainScore[] {
  const correctById = new Map(result.results.map((r) => [r.questionId, r.correct]));
  return domains
    .map((domain) => {
      const asked = questions.filter((q) => q.domain === domain);
      const correct = asked.filter((q) => correctById.get(q.id)).length;
      return {
        domain,
        correct,
        total: asked.length,
        percent: asked.length === 0 ? 0 : Math.round((correct / asked.length) * 100),
      };
    })
    .filter((d) => d.total > 0);
}

/** The weakest domains (lowest share right; ties by the domains' order), those not already perfect. */
export function weakestDomains(scores: readonly DomainScore[], limit = 2): DomainScore[] {
  return scores
    .map((s, order) => ({ s, order }))
    .filter(({ s }) => s.percent < 100)
    .sort((a, b) => a.s.percent - b.s.percent || a.order - b.order)
    .slice(0, limit)
    .map(({ s }) => s);
}

/**
 * Percentile rank among takers: the share of takers who scored lower, ties counting half (the
 * learner among them), so a lone taker is at the 50th. `below` and `equal` count the other takers.
 */
export function percentileRank({ below, equal, others }: { below: number; equal: number; others: number }): number {
  const takers = others + 1;
  const rank = ((below + 0.5 * (equal + 1)) / takers) * 100;
  return Math.min(100, Math.max(0, Math.round(rank)));
}

/** When the next attempt may start after one submitted at `submittedAt`. */
export function retakeAvailableAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + ASSESSMENT_RETAKE_COOLDOWN_HOURS * 3600 * 1000);
}

/** "an ordinal" for a percentile: 1st, 2nd, 3rd, 11th, 42nd. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
