import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCH_BASE_PERCENT } from "~/core/match-score.ts";
import type { WelcomeAnswers } from "~/core/welcome-survey.ts";
import { surveyWeights } from "~/db/schema/surveys.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { BadInput, Unauthenticated } from "../errors.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import { createWelcomeSurveyService, type WelcomeSurveyService } from "./welcome.ts";

let database: TestDatabase;
let survey: WelcomeSurveyService;

const careerChanger: WelcomeAnswers = {
  goal: "first-job",
  role: "other",
  excel: "none",
  sql: "none",
  powerbi: "none",
  tableau: "none",
  python: "none",
  time: "5-10",
  style: "projects",
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  survey = createWelcomeSurveyService({ db: database.db });
});
afterAll(() => database.destroy());

describe("welcome survey", () => {
  it("needs a signed-in learner", async () => {
    await expect(survey.save(null, careerChanger)).rejects.toBeInstanceOf(Unauthenticated);
  });

  it("saves the answers to the account and matches paths and courses with their reasons", async () => {
    const viewer = await newViewer(database.db);
    expect(await survey.results(viewer)).toBeNull();
    expect(await survey.nextSteps(viewer)).toBeNull();

    await survey.save(viewer, careerChanger);
    expect(await survey.answers(viewer)).toEqual(careerChanger);
    const results = (await survey.results(viewer))!;
    const [best] = results.paths;
    expect(best!.slug).toBe("analyst-career-launch");
    expect(best!.url).toBe("/path/analyst-career-launch");
    expect(best!.contributions[0]).toMatchObject({ weight: 18, reason: "you want a first analyst job" });
    expect(best!.score).toBe(
      Math.min(100, MATCH_BASE_PERCENT + best!.contributions.reduce((sum, c) => sum + c.weight, 0)),
    );
    expect(results.courses.map((c) => c.slug)).toContain("excel-essentials");
    for (const m of [...results.paths, ...results.courses]) {
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
    }
    const steps = (await survey.nextSteps(viewer))!;
    expect(steps[0]!.slug).toBe("analyst-career-launch");
  });

  it("lets the learner change the answers, and the matches follow", async () => {
    const viewer = await newViewer(database.db);
    await survey.save(viewer, careerChanger);
    await survey.save(viewer, {
      ...careerChanger,
      goal: "promotion",
      role: "technical",
      python: "basic",
      time: "over-10",
    });
    const results = (await survey.results(viewer))!;
    expect(results.answers.goal).toBe("promotion");
    expect(results.paths[0]!.slug).toBe("python-for-analytics");
  });

  it("refuses an incomplete or tampered set of answers and keeps the saved one", async () => {
    const viewer = await newViewer(database.db);
    await survey.save(viewer, careerChanger);
    await expect(survey.save(viewer, { ...careerChanger, goal: "be-rich" })).rejects.toBeInstanceOf(BadInput);
    const { python: _omitted, ...missing } = careerChanger;
    await expect(survey.save(viewer, missing)).rejects.toBeInstanceOf(BadInput);
    expect(await survey.answers(viewer)).toEqual(careerChanger);
  });

  it("keeps every seeded weight on a real path or course and a known answer", async () => {
    const rows = await database.db.select().from(surveyWeights);
    expect(rows.length).toBeGreaterThan(100);
    const viewer = await newViewer(database.db);
    await survey.save(viewer, careerChanger);
    const results = (await survey.results(viewer))!;
    expect(results.paths).toHaveLength(3);
    expect(results.courses).toHaveLength(4);
  });
});
