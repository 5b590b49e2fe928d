import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENT_RETAKE_COOLDOWN_HOURS } from "~/core/assessment.ts";
import { questionSchema } from "~/core/quiz.ts";
import { assessmentAttempts, assessmentQuestions } from "~/db/schema/surveys.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { NotFound, RateLimited, Unauthenticated } from "../errors.ts";
import { createRateLimiter } from "../rate-limit.ts";
import {
  ASSESSMENT_STARTS_PER_ACCOUNT_PER_HOUR,
  createAssessmentService,
  type AssessmentService,
  type OpenAttemptView,
  type ScoredAttemptView,
} from "./assessments.ts";

let database: TestDatabase;
let now = new Date("2026-11-25T10:00:00Z");
const clock = () => now;
let service: AssessmentService;
let ip = 0;
const meta = () => ({ ip: `192.0.2.${(++ip % 250) + 1}` });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  service = createAssessmentService({
    db: database.db,
    limiter: createRateLimiter({ db: database.db, clock }),
    clock,
  });
});
afterAll(() => database.destroy());

/** The right answer of each stored question, read from the bank (the browser never sees it). */
async function rightAnswers(questionIds: string[]) {
  const rows = await database.db.select().from(assessmentQuestions);
  const byId = new Map(rows.map((r) => [r.id, questionSchema.parse(r.question)]));
  return Object.fromEntries(
    questionIds.map((id) => {
      const q = byId.get(id)!;
      return [id, q.type === "numeric" ? q.answer : q.correct];
    }),
  );
}

async function openAttempt(viewer: Awaited<ReturnType<typeof newViewer>>, slug = "data-literacy") {
  const { id } = await service.start(viewer, slug, meta());
  return (await service.attempt(viewer, id)) as OpenAttemptView;
}

describe("assessments", () => {
  it("seeds banks larger than an attempt, with valid quiz engine questions", async () => {
    const list = await service.list(null);
    expect(list.map((a) => a.slug)).toEqual(["data-literacy", "excel", "sql", "power-bi", "tableau", "python"]);
    const rows = await database.db.select().from(assessmentQuestions);
    for (const row of rows) expect(questionSchema.safeParse(row.question).success).toBe(true);
    for (const a of list) {
      const bank = rows.filter((r) => r.assessmentSlug === a.slug).length;
      expect(bank).toBeGreaterThan(a.questionCount);
    }
    expect(list[0]!.questionCount).toBeGreaterThanOrEqual(20);
  });

  it("needs a signed-in learner", async () => {
    await expect(service.start(null, "data-literacy", meta())).rejects.toBeInstanceOf(Unauthenticated);
  });

  it("draws questions across every domain, keeps the answers hidden, and a retake differs", async () => {
    const learner = await newViewer(database.db);
    const attempt = await openAttempt(learner);
    expect(attempt.questions).toHaveLength(20);
    expect(new Set(attempt.questions.map((q) => q.domain)).size).toBe(5);
    expect(JSON.stringify(attempt.questions)).not.toMatch(/"correct"|"explanation"|"answer"/);
    // Starting again while one is open returns the same attempt.
    expect((await service.start(learner, "data-literacy", meta())).id).toBe(attempt.id);

    const other = await openAttempt(await newViewer(database.db));
    expect(other.questions.map((q) => q.id)).not.toEqual(attempt.questions.map((q) => q.id));
  });

  it("scores on the server from stored answers: tampering, skipping and foreign answers change nothing", async () => {
    const learner = await newViewer(database.db);
    const attempt = await openAttempt(learner);
    const ids = attempt.questions.map((q) => q.id);
    const right = await rightAnswers(ids);
    // Half right, one skipped, one tampered (a choice id that does not exist), plus an answer to a
    // question from the bank that is not in this attempt.
    const answers: Record<string, unknown> = {};
    ids.slice(0, 10).forEach((id) => (answers[id] = right[id]));
    answers[ids[10]!] = "z";
    const [notInAttempt] = await database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentSlug, "data-literacy"));
    const foreign = ids.includes(notInAttempt!.id) ? "excel.excel-formulas.1" : notInAttempt!.id;
    answers[foreign] = "a";
    // A flood of forged fields and one oversized answer do not spoil the rest.
    for (let i = 0; i < 300; i++) answers[`forged-${i}`] = "a";
    answers[ids[11]!] = Array.from({ length: 500 }, () => "a");
    await service.submit(learner, attempt.id, answers);
    const scored = (await service.attempt(learner, attempt.id)) as ScoredAttemptView;
    expect(scored.state).toBe("scored");
    expect(scored.correct).toBe(10);
    expect(scored.score).toBe(50);
    expect(scored.domains.reduce((s, d) => s + d.total, 0)).toBe(20);
    expect(scored.questions.filter((q) => !q.answered)).toHaveLength(10);

    // A second submission with every answer right changes nothing.
    await service.submit(learner, attempt.id, right);
    expect(((await service.attempt(learner, attempt.id)) as ScoredAttemptView).score).toBe(50);
  });

  it("recommends courses for the weakest domains", async () => {
    const learner = await newViewer(database.db);
    const attempt = await openAttempt(learner);
    const right = await rightAnswers(attempt.questions.map((q) => q.id));
    // Everything right except reading charts.
    const answers = Object.fromEntries(
      attempt.questions.filter((q) => q.domain !== "reading-charts").map((q) => [q.id, right[q.id]]),
    );
    await service.submit(learner, attempt.id, answers);
    const scored = (await service.attempt(learner, attempt.id)) as ScoredAttemptView;
    expect(scored.domains.find((d) => d.id === "reading-charts")!.percent).toBe(0);
    expect(scored.recommendations).toHaveLength(1);
    expect(scored.recommendations[0]!.domainTitle).toBe("Reading charts");
    expect(scored.recommendations[0]!.courses.map((c) => c.url)).toContain("/course/data-visualization-principles");
  });

  it("keeps another learner's attempt private", async () => {
    const owner = await newViewer(database.db);
    const attempt = await openAttempt(owner, "sql");
    const stranger = await newViewer(database.db);
    await expect(service.attempt(stranger, attempt.id)).rejects.toBeInstanceOf(NotFound);
    await expect(service.submit(stranger, attempt.id, {})).rejects.toBeInstanceOf(NotFound);
  });

  it("allows a retake only after the cool-down", async () => {
    const learner = await newViewer(database.db);
    const first = await openAttempt(learner, "excel");
    await service.submit(learner, first.id, {});
    const error = await service.start(learner, "excel", meta()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimited);
    expect((error as RateLimited).retryAfterS).toBe(ASSESSMENT_RETAKE_COOLDOWN_HOURS * 3600);
    const overview = await service.overview(learner, "excel");
    expect(overview.mine!.retakeAt).toEqual(new Date(now.getTime() + ASSESSMENT_RETAKE_COOLDOWN_HOURS * 3600_000));

    now = new Date(now.getTime() + ASSESSMENT_RETAKE_COOLDOWN_HOURS * 3600_000 + 1000);
    const second = await openAttempt(learner, "excel");
    expect(second.id).not.toBe(first.id);
    const history = await service.history(learner);
    expect(history.map((h) => h.attemptId)).toEqual([first.id]);
  });

  it("closes a timed attempt unscored when it is submitted after its time", async () => {
    const learner = await newViewer(database.db);
    const attempt = await openAttempt(learner);
    now = new Date(now.getTime() + 31 * 60_000 + 61_000);
    await service.submit(learner, attempt.id, await rightAnswers(attempt.questions.map((q) => q.id)));
    expect((await service.attempt(learner, attempt.id)).state).toBe("expired");
    // No cool-down after an attempt that was not scored.
    expect((await service.start(learner, "data-literacy", meta())).id).not.toBe(attempt.id);
  });

  it("limits attempts per account", async () => {
    const learner = await newViewer(database.db);
    const opened: string[] = [];
    for (let i = 0; i < ASSESSMENT_STARTS_PER_ACCOUNT_PER_HOUR; i++) {
      const slug = ["sql", "power-bi", "tableau", "python", "excel", "data-literacy"][i % 6]!;
      const { id } = await service.start(learner, slug, meta());
      opened.push(id);
      // Closed at once (unscored, past its time or submitted) so the next start is a new attempt.
      await database.db.update(assessmentAttempts).set({ submittedAt: now }).where(eq(assessmentAttempts.id, id));
    }
    await expect(service.start(learner, "sql", meta())).rejects.toBeInstanceOf(RateLimited);
  });
});

describe("percentile among takers", () => {
  it("ranks a learner among many takers' latest results and counts the takers", async () => {
    // From no takers (the seed's learners took it too): 200 takers with scores 0..99 twice; each
    // learner's latest scored attempt counts.
    await database.db.delete(assessmentAttempts).where(eq(assessmentAttempts.assessmentSlug, "python"));
    const rows: (typeof assessmentAttempts.$inferInsert)[] = [];
    const userRows: (typeof users.$inferInsert)[] = [];
    for (let i = 0; i < 200; i++) {
      const userId = `usr_pct_${i}_${crypto.randomBytes(3).toString("hex")}`;
      userRows.push({ id: userId, name: `Taker ${i}`, email: `${userId}@example.com` });
      const base = { userId, assessmentSlug: "python", questionIds: [], domainScores: {} };
      // An older, higher score that no longer counts.
      rows.push({
        ...base,
        id: `att_${crypto.randomBytes(12).toString("base64url")}`,
        score: 100,
        submittedAt: new Date("2026-01-01"),
      });
      rows.push({
        ...base,
        id: `att_${crypto.randomBytes(12).toString("base64url")}`,
        score: i % 100,
        submittedAt: new Date("2026-02-01"),
      });
    }
    await database.db.insert(users).values(userRows);
    await database.db.insert(assessmentAttempts).values(rows);

    const learner = await newViewer(database.db);
    const attempt = await openAttempt(learner, "python");
    const right = await rightAnswers(attempt.questions.map((q) => q.id));
    // 6 of 9 right: 67%.
    const answers = Object.fromEntries(attempt.questions.slice(0, 6).map((q) => [q.id, right[q.id]]));
    await service.submit(learner, attempt.id, answers);
    const scored = (await service.attempt(learner, attempt.id)) as ScoredAttemptView;
    expect(scored.score).toBe(67);
    expect(scored.takers).toBe(201);
    // Below: scores 0..66, twice = 134; equal: two others at 67, plus the learner.
    expect(scored.percentile).toBe(Math.round(((134 + 0.5 * 3) / 201) * 100));
    const overview = await service.overview(null, "python");
    expect(overview.takers).toBe(201);
  });
});
