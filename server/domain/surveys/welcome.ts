import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { courses, paths } from "~/db/schema/catalog.ts";
import { surveyWeights, welcomeSurveyAnswers } from "~/db/schema/surveys.ts";
import { rankTargets, type Match, type MatchTarget } from "~/core/match-score.ts";
import { partialWelcomeAnswers, WelcomeAnswersSchema, type WelcomeAnswers } from "~/core/welcome-survey.ts";
import { parseInput, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

/** Paths and courses shown on the results page. */
export const WELCOME_RESULT_PATHS = 3;
export const WELCOME_RESULT_COURSES = 4;

export interface WelcomeMatch extends Match {
  url: string;
  badgeSrc: string;
  description: string;
}

export interface WelcomeResults {
  answers: WelcomeAnswers;
  updatedAt: Date;
  paths: WelcomeMatch[];
  courses: WelcomeMatch[];
}

type Clock = () => Date;

/** The welcome survey (issue 17): answers saved to the account, and the paths and courses they fit. */
export function createWelcomeSurveyService({ db, clock = () => new Date() }: { db: Database; clock?: Clock }) {
  function requireActor(actor: Viewer | null): Viewer {
    if (!actor) throw new Unauthenticated("Log in to take the welcome survey.");
    return actor;
  }

  async function storedAnswers(userId: string) {
    const [row] = await db.select().from(welcomeSurveyAnswers).where(eq(welcomeSurveyAnswers.userId, userId));
    if (!row) return null;
    // Stored answers are read as forgivingly as form input: an answer retired since is asked again.
    const parsed = WelcomeAnswersSchema.safeParse(partialWelcomeAnswers(row.answers));
    return parsed.success ? { answers: parsed.data, updatedAt: row.updatedAt } : null;
  }

  /** Every path and course the rule knows, with its weights; those no longer in the catalogue are left out. */
  async function targets(): Promise<(MatchTarget & { url: string; badgeSrc: string; description: string })[]> {
    const weights = await db.select().from(surveyWeights);
    const bySlug = new Map<string, (typeof weights)[number][]>();
    for (const w of weights) {
      const key = `${w.targetKind}:${w.targetSlug}`;
      bySlug.set(key, [...(bySlug.get(key) ?? []), w]);
    }
    const pathSlugs = weights.filter((w) => w.targetKind === "path").map((w) => w.targetSlug);
    const courseSlugs = weights.filter((w) => w.targetKind === "course").map((w) => w.targetSlug);
    const [pathRows, courseRows] = await Promise.all([
      pathSlugs.length
        ? db
            .select({ slug: paths.slug, title: paths.title, badgeSrc: paths.badgeSrc, description: paths.description })
            .from(paths)
            .where(inArray(paths.slug, [...new Set(pathSlugs)]))
        : [],
      courseSlugs.length
        ? db
            .select({
              slug: courses.slug,
              title: courses.title,
              badgeSrc: courses.badgeSrc,
              description: courses.descriptionFull,
            })
            .from(courses)
            .where(and(inArray(courses.slug, [...new Set(courseSlugs)]), eq(courses.comingSoon, false)))
        : [],
    ]);
    return [
      ...pathRows.map((p) => ({
        kind: "path" as const,
        ...p,
        url: `/path/${p.slug}`,
        weights: bySlug.get(`path:${p.slug}`) ?? [],
      })),
      ...courseRows.map((c) => ({
        kind: "course" as const,
        ...c,
        url: `/course/${c.slug}`,
        weights: bySlug.get(`course:${c.slug}`) ?? [],
      })),
    ];
  }

  async function rank(answers: WelcomeAnswers): Promise<{ paths: WelcomeMatch[]; courses: WelcomeMatch[] }> {
    const all = await targets();
    const info = new Map(all.map((t) => [`${t.kind}:${t.slug}`, t]));
    const ranked: WelcomeMatch[] = rankTargets(all, answers).map((m) => {
      const t = info.get(`${m.kind}:${m.slug}`)!;
      return { ...m, url: t.url, badgeSrc: t.badgeSrc, description: t.description };
    });
    return {
      paths: ranked.filter((m) => m.kind === "path").slice(0, WELCOME_RESULT_PATHS),
      courses: ranked.filter((m) => m.kind === "course").slice(0, WELCOME_RESULT_COURSES),
    };
  }

  return {
    /** The learner's saved answers (to edit them), or null before the first survey. */
    async answers(actor: Viewer | null): Promise<WelcomeAnswers | null> {
      const viewer = requireActor(actor);
      return (await storedAnswers(viewer.userId))?.answers ?? null;
    },

    /** Saves (or replaces) the learner's answers; only a complete, valid set is accepted. */
    async save(actor: Viewer | null, input: unknown): Promise<void> {
      const viewer = requireActor(actor);
      const answers = parseInput(WelcomeAnswersSchema, input, "Answer every question to see your results.");
      const now = clock();
      await db
        .insert(welcomeSurveyAnswers)
        .values({ userId: viewer.userId, answers, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: welcomeSurveyAnswers.userId, set: { answers, updatedAt: now } });
    },

    /** `/welcome/results`: the paths and courses that fit the saved answers, each explained; null before the survey. */
    async results(actor: Viewer | null): Promise<WelcomeResults | null> {
      const viewer = requireActor(actor);
      const stored = await storedAnswers(viewer.userId);
      if (!stored) return null;
      return { ...stored, ...(await rank(stored.answers)) };
    },

    /** The dashboard's picks from the saved answers: best path first, then courses; null without answers. */
    async nextSteps(actor: Viewer | null): Promise<WelcomeMatch[] | null> {
      const viewer = requireActor(actor);
      const stored = await storedAnswers(viewer.userId);
      if (!stored) return null;
      const ranked = await rank(stored.answers);
      return [...ranked.paths.slice(0, 1), ...ranked.courses];
    },
  };
}

export type WelcomeSurveyService = ReturnType<typeof createWelcomeSurveyService>;
