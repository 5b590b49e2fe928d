import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEnrolments } from "~/db/schema/account.ts";
import { pathCourses, showcaseProjects, userCredentials } from "~/db/schema/catalog.ts";
import { lessonProgress, lessons, pathEnrolments } from "~/db/schema/learning.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { didWebOf } from "~/core/open-badges.ts";
import { createCredentialService } from "../credentials/service.ts";
import { generateIssuerJwk, issuerKeyFrom } from "../credentials/signing.ts";
import { BadInput, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createGuidedProgressService } from "./guided.ts";
import { createLearningService } from "./service.ts";

const SLUG = "excel-xlookup-dynamic-arrays";
const COURSE = "crs_excel-xlookup-dynamic-arrays";
const L = (n: number) => `les_excel-xlookup-dynamic-arrays-${String(n).padStart(2, "0")}`;
const SITE = "http://localhost:3450";

let database: TestDatabase;
let learning: ReturnType<typeof createLearningService>;
let credentials: ReturnType<typeof createCredentialService>;

async function makeViewer(isSubscriber: boolean): Promise<Viewer> {
  const userId = `usr_learn_${crypto.randomBytes(4).toString("hex")}`;
  const email = `${userId}@example.com`;
  await database.db.insert(users).values({ id: userId, name: "Ada Learner", email });
  return {
    userId,
    email,
    name: "Ada Learner",
    sessionId: "s_test",
    isSubscriber,
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
  };
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** Every lesson of a course done for a learner except `except`, written directly. */
async function completeAllBut(userId: string, courseId: string, except: string[]) {
  const rows = await database.db.select().from(lessons).where(eq(lessons.courseId, courseId));
  const todo = rows.filter((l) => !except.includes(l.id));
  if (todo.length) {
    await database.db
      .insert(lessonProgress)
      .values(todo.map((l) => ({ userId, lessonId: l.id, courseId, completedAt: new Date() })))
      .onConflictDoNothing();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "learning-")));
  await seedDatabase(database.db, { storage });
  const key = issuerKeyFrom(generateIssuerJwk(), didWebOf(SITE));
  credentials = createCredentialService({ db: database.db, siteUrl: SITE, issuerKey: () => Promise.resolve(key) });
  learning = createLearningService({
    db: database.db,
    storage,
    logger: createTestLogger().logger,
    issueCredential: credentials.issue,
  });
});
afterAll(() => database.destroy());

describe("the player and its gate", () => {
  it("shows a visitor the free first chapter without enrolling, and gates later chapters to sign-up", async () => {
    const free = await learning.player(null, { slug: SLUG, lessonId: L(1) });
    expect(free.gateHref).toBeNull();
    expect(free.content?.kind).toBe("video");
    expect(free.chapters[0]!.lessons.map((l) => l.kind)).toEqual(["video", "reading", "quiz"]);
    const locked = await learning.player(null, { slug: SLUG, lessonId: L(4) });
    // Sign-up comes back to the lesson.
    expect(locked.gateHref).toBe(`/signup?returnTo=${encodeURIComponent(`/course/${SLUG}/lesson/${L(4)}`)}`);
    expect(locked.content).toBeNull();
  });

  it("sends a free learner to upgrade and lets a subscriber in", async () => {
    const free = await makeViewer(false);
    expect((await learning.player(free, { slug: SLUG, lessonId: L(4) })).gateHref).toBe(
      `/pricing?unlock=${encodeURIComponent(`/course/${SLUG}/lesson/${L(4)}`)}`,
    );
    const sub = await makeViewer(true);
    const open = await learning.player(sub, { slug: SLUG, lessonId: L(4) });
    expect(open.gateHref).toBeNull();
    // Its clip played in lesson 1, so lesson 4 is taught by its notes (decision 060).
    expect(open.content?.kind).toBe("reading");
  });

  it("renders reading Markdown with highlighted code and tables, and never sends quiz answers", async () => {
    const reading = await learning.player(null, { slug: SLUG, lessonId: L(2) });
    expect(reading.content).toMatchObject({ kind: "reading" });
    const html = (reading.content as { html: string }).html;
    expect(html).toContain("<table>");
    expect(html).toContain('<img src="/videos/xlookup-in-one-minute.png" alt="A slide from the lesson video');
    expect(html).toContain('class="shiki');
    const quiz = await learning.player(null, { slug: SLUG, lessonId: L(3) });
    const serialized = JSON.stringify(quiz.content);
    expect(serialized).not.toContain('"correct"');
    expect(serialized).not.toContain("explanation");
  });

  it("404s a lesson that does not exist or belongs to another course", async () => {
    await expect(learning.player(null, { slug: SLUG, lessonId: "les_nope-01" })).rejects.toBeInstanceOf(NotFound);
    await expect(learning.player(null, { slug: SLUG, lessonId: "../etc" })).rejects.toBeInstanceOf(NotFound);
    await expect(learning.player(null, { slug: SLUG, lessonId: "les_excel-essentials-01" })).rejects.toBeInstanceOf(
      NotFound,
    );
    const me = await makeViewer(true);
    await expect(learning.markComplete(me, { slug: SLUG, lessonId: "les_excel-essentials-11" })).rejects.toBeInstanceOf(
      NotFound,
    );
  });
});

describe("progress", () => {
  it("enrols a learner on the first lesson opened and continues at the next incomplete lesson", async () => {
    const me = await makeViewer(false);
    expect(await learning.courseProgress(me, COURSE)).toMatchObject({ enrolled: false, nextLessonId: L(1) });
    await learning.player(me, { slug: SLUG, lessonId: L(2) });
    const [enrolment] = await database.db
      .select()
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.userId, me.userId), eq(courseEnrolments.courseId, COURSE)));
    expect(enrolment).toBeDefined();
    await learning.markComplete(me, { slug: SLUG, lessonId: L(2) });
    const progress = await learning.courseProgress(me, COURSE);
    expect(progress).toMatchObject({ enrolled: true, lessonsCompleted: 1, lessonsTotal: 10, percent: 10 });
    expect(progress?.nextLessonId).toBe(L(1));
  });

  it("refuses progress from a visitor, beyond the gate, and manual completion of videos and quizzes", async () => {
    await expect(learning.markComplete(null, { slug: SLUG, lessonId: L(2) })).rejects.toBeInstanceOf(Unauthenticated);
    const free = await makeViewer(false);
    await expect(learning.markComplete(free, { slug: SLUG, lessonId: L(8) })).rejects.toBeInstanceOf(Forbidden);
    await expect(learning.markComplete(free, { slug: SLUG, lessonId: L(1) })).rejects.toBeInstanceOf(BadInput);
    await expect(learning.markComplete(free, { slug: SLUG, lessonId: L(3) })).rejects.toBeInstanceOf(BadInput);
    await expect(learning.submitQuiz(free, { slug: SLUG, lessonId: L(9), answers: {} })).rejects.toBeInstanceOf(
      Forbidden,
    );
  });

  it("scores quizzes on the server: a failed attempt, then a pass completes the lesson", async () => {
    // The right answers to the XLOOKUP course's "Lookup check-in" (its lesson notes' quizzes).
    const CHECK_IN = {
      "xda-c1": "a",
      "xda-c2": ["a", "b"],
      "xda-c3": "10",
      "xda-c4": "a",
      "xda-c5": "a",
      "xda-c6": "a",
    };
    const me = await makeViewer(false);
    const failed = await learning.submitQuiz(me, {
      slug: SLUG,
      lessonId: L(3),
      // Three of six right (the course's own check-in), and fields that are not questions are ignored.
      answers: { ...CHECK_IN, "xda-c1": "b", "xda-c2": ["c"], "xda-c3": 12, correct: "b", score: 1 },
    });
    expect(failed.result.passed).toBe(false);
    expect(failed.result.results.every((r) => r.explanation.length > 0)).toBe(true);
    expect((await learning.courseProgress(me, COURSE))?.lessonsCompleted).toBe(0);
    await expect(
      learning.submitQuiz(me, { slug: SLUG, lessonId: L(3), answers: { ...CHECK_IN, "xda-c1": { $gt: "" } } }),
    ).rejects.toBeInstanceOf(BadInput);
    // Blank questions: refused with how many, nothing scored or shown.
    await expect(learning.submitQuiz(me, { slug: SLUG, lessonId: L(3), answers: {} })).rejects.toThrow(
      "Answer every question before you submit: 6 are still blank.",
    );
    await expect(
      learning.submitQuiz(me, { slug: SLUG, lessonId: L(3), answers: { ...CHECK_IN, "xda-c2": [] } }),
    ).rejects.toThrow("1 is still blank");
    const passed = await learning.submitQuiz(me, {
      slug: SLUG,
      lessonId: L(3),
      answers: CHECK_IN,
    });
    expect(passed.result.passed).toBe(true);
    const [row] = await database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, me.userId), eq(lessonProgress.lessonId, L(3))));
    expect(row).toMatchObject({ quizAttempts: 2, quizBestScore: 1 });
    expect(row?.completedAt).not.toBeNull();
  });

  it("does not complete a video on a forged jump to the end, and refuses positions outside the video", async () => {
    const me = await makeViewer(false);
    await learning.player(me, { slug: SLUG, lessonId: L(1) });
    const jump = await learning.recordPosition(me, { slug: SLUG, lessonId: L(1), position: 19.5 });
    expect(jump.completed).toBe(false);
    expect(jump.watchedSeconds).toBeLessThan(10);
    await expect(learning.recordPosition(me, { slug: SLUG, lessonId: L(1), position: 5000 })).rejects.toBeInstanceOf(
      BadInput,
    );
    await expect(learning.recordPosition(me, { slug: SLUG, lessonId: L(1), position: -1 })).rejects.toBeInstanceOf(
      BadInput,
    );
    // Real playback: the last report was a while ago.
    await database.db
      .update(lessonProgress)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(lessonProgress.userId, me.userId), eq(lessonProgress.lessonId, L(1))));
    const watched = await learning.recordPosition(me, { slug: SLUG, lessonId: L(1), position: 19.5 });
    expect(watched.completed).toBe(true);
    const resumed = await learning.player(me, { slug: SLUG, lessonId: L(1) });
    expect(resumed.lesson.completed).toBe(true);
  });

  it("resumes a video where the learner left off", async () => {
    const me = await makeViewer(false);
    await learning.player(me, { slug: SLUG, lessonId: L(1) });
    await learning.recordPosition(me, { slug: SLUG, lessonId: L(1), position: 4.5 });
    const again = await learning.player(me, { slug: SLUG, lessonId: L(1) });
    expect(again.content).toMatchObject({ kind: "video", resumeAt: 4.5 });
  });

  it("keeps both completions when two tabs complete lessons at once", async () => {
    const me = await makeViewer(true);
    await Promise.all([
      learning.markComplete(me, { slug: SLUG, lessonId: L(2) }),
      learning.markComplete(me, { slug: SLUG, lessonId: L(8) }),
      learning.markComplete(me, { slug: SLUG, lessonId: L(2) }),
    ]);
    const [enrolment] = await database.db
      .select()
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.userId, me.userId), eq(courseEnrolments.courseId, COURSE)));
    expect(enrolment?.lessonsCompleted).toBe(2);
  });

  it("shows the project's brief on its lesson page, with plain checklist items", async () => {
    const player = await learning.player(await makeViewer(true), { slug: SLUG, lessonId: L(10) });
    expect(player.content?.kind).toBe("download");
    const html = (player.content as { introHtml: string }).introHtml;
    expect(html).toMatch(/<h2>Deliverables<\/h2>/);
    expect(html).toMatch(/<h2>Hand-in checklist<\/h2>/);
    // The lesson's own title is the page heading; the brief repeats none and has no dead checkboxes.
    expect(html).not.toContain("<h1>");
    expect(html).not.toContain('type="checkbox"');
  });

  it("serves a download lesson's file to a subscriber only", async () => {
    const sub = await makeViewer(true);
    const file = await learning.openLessonFile(sub, { slug: SLUG, lessonId: L(10), fileId: "brief" });
    expect(file.headers["Content-Disposition"]).toContain("attachment");
    expect(await text(file.body)).toContain("Hand-in checklist");
    await expect(
      learning.openLessonFile(await makeViewer(false), { slug: SLUG, lessonId: L(10), fileId: "brief" }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(learning.openLessonFile(sub, { slug: SLUG, lessonId: L(10), fileId: "nope" })).rejects.toBeInstanceOf(
      NotFound,
    );
  });
});

describe("completion and credentials", () => {
  it("completes the course and issues its credential exactly once when the last lessons finish together", async () => {
    const me = await makeViewer(true);
    await completeAllBut(me.userId, COURSE, [L(8), L(10)]);
    const results = await Promise.all([
      learning.markComplete(me, { slug: SLUG, lessonId: L(8) }),
      learning.markComplete(me, { slug: SLUG, lessonId: L(10) }),
      learning.markComplete(me, { slug: SLUG, lessonId: L(10) }),
    ]);
    expect(results.some((r) => r.courseCompleted)).toBe(true);
    const held = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, me.userId));
    expect(held).toHaveLength(1);
    expect(results.flatMap((r) => r.issued)).toEqual([held[0]!.id]);
    // Issuing again (a retry, another tab) is a no-op.
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        database.db.transaction((tx) =>
          credentials.issue(tx, { userId: me.userId, subject: { kind: "course", id: COURSE } }),
        ),
      ),
    );
    expect(again).toEqual([null, null, null]);
    const player = await learning.player(me, { slug: SLUG, lessonId: L(1) });
    expect(player.progress).toMatchObject({ completed: true, percent: 100 });
    expect(player.credentialId).toBe(held[0]!.id);
  });

  it("verifies the issued credential, offers JSON that verifies, and shows revocation", async () => {
    const me = await makeViewer(true);
    await completeAllBut(me.userId, COURSE, [L(10)]);
    const { issued } = await learning.markComplete(me, { slug: SLUG, lessonId: L(10) });
    const id = issued[0]!;
    const page = await credentials.verify(id);
    expect(page).toMatchObject({ holderName: "Ada Learner", result: { valid: true }, revoked: null });
    expect(page.skills).toContain("Lookups");
    const json = await credentials.credentialJson(id);
    expect(json.credential.credentialSubject.identifier[0]!.identityHash).toMatch(/^sha256\$/);
    expect(JSON.stringify(json.credential)).not.toContain(me.email);
    expect((await credentials.checkPasted(json.jwt)).valid).toBe(true);
    const [h, p, s] = json.jwt.split(".");
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, "base64url").toString()), iss: "did:web:evil.example" })).toString("base64url")}.${s}`;
    expect(await credentials.checkPasted(forged)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/altered/) as unknown,
    });
    const pdf = await credentials.certificatePdf(id);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await credentials.revoke(id, "Issued in error");
    const revoked = await credentials.verify(id);
    expect(revoked.result.valid).toBe(false);
    expect(revoked.revoked?.reason).toBe("Issued in error");
    expect((await credentials.checkPasted(json.jwt)).valid).toBe(false);
    expect((await credentials.earnedBy(me.userId)).map((c) => c.verificationId)).not.toContain(id);
  });

  it("signs the demo learner's seeded credentials on first view", async () => {
    const page = await credentials.verify("vc-7Q2M9XK4");
    expect(page.result.valid).toBe(true);
    expect(page.cpeHours).toBe(7);
  });

  it("completes a path when its last course completes, and reports per-course progress", async () => {
    const me = await makeViewer(true);
    const pathId = "pth_data-analyst-excel";
    await learning.enrolInPath(me, pathId);
    const members = await database.db.select().from(pathCourses).where(eq(pathCourses.pathId, pathId));
    let before = await learning.pathProgress(me.userId, [pathId]);
    expect(before[0]).toMatchObject({ completed: false, percent: 0 });
    for (const m of members) {
      const all = await database.db.select().from(lessons).where(eq(lessons.courseId, m.courseId));
      const last = all.sort((a, b) => b.position - a.position)[0]!;
      await completeAllBut(me.userId, m.courseId, [last.id]);
      const [course] = await database.db
        .select({ slug: lessons.courseId })
        .from(lessons)
        .where(eq(lessons.id, last.id));
      expect(course).toBeDefined();
    }
    before = await learning.pathProgress(me.userId, [pathId]);
    expect(before[0]!.percent).toBeGreaterThan(80);
    expect(before[0]!.completed).toBe(false);
    for (const m of members) {
      const all = await database.db.select().from(lessons).where(eq(lessons.courseId, m.courseId));
      const last = all.sort((a, b) => b.position - a.position)[0]!;
      const slug = m.courseId.replace(/^crs_/, "");
      await learning.markComplete(me, { slug, lessonId: last.id });
    }
    const after = await learning.pathProgress(me.userId, [pathId]);
    expect(after[0]).toMatchObject({ completed: true, percent: 100 });
    const [enrolment] = await database.db
      .select()
      .from(pathEnrolments)
      .where(and(eq(pathEnrolments.userId, me.userId), isNotNull(pathEnrolments.completedAt)));
    expect(enrolment?.pathId).toBe(pathId);
    const held = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, me.userId));
    expect(held.map((h) => h.credentialId)).toContain(`cred_${pathId}`);
    expect(held).toHaveLength(members.length + 1);
  });
});

describe("guided projects", () => {
  const GP = "gp_seattle-rainfall-excel";

  it("refuses visitors and free learners, then completes on all objectives plus a submission, once", async () => {
    const guided = createGuidedProgressService({
      db: database.db,
      issueCredential: credentials.issue,
      createShowcaseProject: async (actor, submission) => {
        const id = `prj_gp_${crypto.randomBytes(4).toString("hex")}`;
        await database.db.insert(showcaseProjects).values({
          id,
          authorId: actor.userId,
          title: String(submission.fields.title),
          link: String(submission.fields.link),
          guidedProjectId: submission.guidedProjectId,
        });
        return { id };
      },
    });
    await expect(guided.start(null, GP)).rejects.toBeInstanceOf(Unauthenticated);
    await expect(guided.start(await makeViewer(false), GP)).rejects.toBeInstanceOf(Forbidden);
    const me = await makeViewer(true);
    await guided.start(me, GP);
    const started = await guided.progress(me, GP);
    expect(started).toMatchObject({ started: true, objectivesDone: [], completed: false });
    await expect(guided.setObjective(me, GP, 99, true)).rejects.toBeInstanceOf(NotFound);
    await expect(guided.submit(me, GP, { intent: "submit", link: "javascript:alert(1)" })).rejects.toBeInstanceOf(
      BadInput,
    );
    const total = started!.objectivesTotal;
    // Two tabs checking objectives at once lose none.
    await Promise.all(Array.from({ length: total }, (_, i) => guided.setObjective(me, GP, i, true)));
    expect((await guided.progress(me, GP))?.objectivesDone).toHaveLength(total);
    expect((await guided.progress(me, GP))?.completed).toBe(false);
    const { showcaseProjectId } = await guided.submit(me, GP, {
      intent: "submit",
      link: "https://example.com/my-forecast",
      writeUp: "I used FORECAST.ETS.",
    });
    const [showcase] = await database.db
      .select()
      .from(showcaseProjects)
      .where(eq(showcaseProjects.id, showcaseProjectId));
    expect(showcase?.guidedProjectId).toBe(GP);
    const done = await guided.progress(me, GP);
    expect(done).toMatchObject({ completed: true });
    expect(done?.credentialId).toMatch(/^vc-/);
    await guided.submit(me, GP, { intent: "submit", link: "https://example.com/again" });
    const held = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, me.userId));
    expect(held).toHaveLength(1);
  });

  it("takes a submission only with every objective checked off, lets objectives be unticked before, and publishes only by choice", async () => {
    const statuses: unknown[] = [];
    const guided = createGuidedProgressService({
      db: database.db,
      issueCredential: credentials.issue,
      createShowcaseProject: async (actor, submission) => {
        statuses.push(submission.fields.status);
        const id = `prj_gp_${crypto.randomBytes(4).toString("hex")}`;
        await database.db.insert(showcaseProjects).values({
          id,
          authorId: actor.userId,
          title: String(submission.fields.title),
          guidedProjectId: submission.guidedProjectId,
          published: submission.fields.status === "published",
        });
        return { id };
      },
    });
    const submission = { intent: "submit", link: "https://example.com/work" };
    const me = await makeViewer(true);
    await guided.start(me, GP);
    const total = (await guided.progress(me, GP))!.objectivesTotal;
    await expect(guided.submit(me, GP, submission)).rejects.toThrow(
      `Check off every objective before you submit: 0 of ${total} done.`,
    );
    await guided.setObjective(me, GP, 0, true);
    await guided.setObjective(me, GP, 0, false);
    expect((await guided.progress(me, GP))?.objectivesDone).toEqual([]);
    for (let i = 0; i < total - 1; i++) await guided.setObjective(me, GP, i, true);
    await expect(guided.submit(me, GP, submission)).rejects.toBeInstanceOf(BadInput);
    expect(statuses).toEqual([]);
    await guided.setObjective(me, GP, total - 1, true);
    await guided.submit(me, GP, submission);
    expect(statuses).toEqual(["draft"]);
    expect(await guided.progress(me, GP)).toMatchObject({ completed: true, showcasePublished: false });

    const other = await makeViewer(true);
    for (let i = 0; i < total; i++) await guided.setObjective(other, GP, i, true);
    await guided.submit(other, GP, { ...submission, publish: "on" });
    expect(statuses).toEqual(["draft", "published"]);
    expect(await guided.progress(other, GP)).toMatchObject({ completed: true, showcasePublished: true });
  });
});
