import { describe, expect, it } from "vitest";
import { readingMinutes } from "~/core/publishing.ts";
import { WORKED_ANSWER_HEADING } from "~/core/lessons.ts";
import { domainBreakdown } from "~/core/assessment.ts";
import { questionBankSchema, questionSchema, scoreAttempt, type SubmittedAnswer } from "~/core/quiz.ts";
import { assessmentAttemptSeed } from "./assessment-attempts.ts";
import { assessmentQuestionSeed, assessmentSeed } from "./assessments.ts";
import { challengeSeed } from "./challenges.ts";
import { courseSeed, writtenOutlines } from "./courses.ts";
import { guidedProjectSeed } from "./guided-projects.ts";
import { instructorSeed } from "./instructors.ts";
import { teamSeed } from "./publishing/team.ts";
import { showcaseProjectSeed as showcaseSeed } from "./showcase.ts";
import { demoUserSeed } from "./users.ts";
import { profileSeed } from "./profiles.ts";
import { lessonFileSeed, lessonSeed } from "./lessons.ts";
import { lessonNotes } from "./lesson-notes/index.ts";
import { datasetSeed } from "./datasets.ts";
import type { ChallengeWinnerSeed } from "./types.ts";
import { postSeed } from "./publishing/posts.ts";

// Checks that the seeded content says what its data supports: a page is only as true as these texts.

const post = (slug: string) => postSeed.find((p) => p.slug === slug)!;
const challenge = (slug: string) => challengeSeed.find((c) => c.slug === slug)!;
const winnersOf = (slug: string) => JSON.parse(challenge(slug).winners ?? "[]") as ChallengeWinnerSeed[];

describe("blog posts", () => {
  it("take as long to read as their bodies are long, not one minute each", () => {
    const minutes = postSeed.map((p) => readingMinutes(p.body ?? ""));
    expect(new Set(minutes).size).toBeGreaterThan(1);
    expect(readingMinutes(post("pandas-groupby-cheat-sheet").body ?? "")).toBeGreaterThanOrEqual(2);
  });

  it("give the ten patterns the groupby post's title promises", () => {
    const { title, body = "" } = post("pandas-groupby-cheat-sheet");
    expect(title).toMatch(/Ten Patterns/);
    const numbered = [...body.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
    expect(numbered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([
    ["natural-disasters-challenge-recap", "natural-disasters-challenge"],
    ["global-development-challenge-recap", "global-development-challenge"],
  ])("%s comes after the challenge closed and names its winners", (postSlug, challengeSlug) => {
    const recap = post(postSlug);
    expect(recap.publishAt!.getTime()).toBeGreaterThan(challenge(challengeSlug).endsAt.getTime());
    for (const winner of winnersOf(challengeSlug)) expect(recap.body).toContain(winner.name);
  });

  it("claim only what the disaster data records: deaths, not event counts or entry numbers", () => {
    const recap = post("natural-disasters-challenge-recap");
    const text = `${recap.summary}\n${recap.body}`;
    expect(text).not.toMatch(/recorded (events|disasters)|number of (recorded )?disasters|over \d+ of you/i);
    expect(text).toMatch(/1900 to 2017/);
  });

  it("describe the current challenge with its own data set, brief and closing date", () => {
    const launch = post("climate-trends-challenge-launch");
    const current = challenge("climate-trends-challenge");
    expect(current.body).toContain("Riverside Science Museum");
    expect(launch.body).toContain("Riverside Science Museum");
    expect(launch.body).toMatch(/Mauna Loa/);
    expect(launch.body).toContain("December 14, 2026");
    expect(launch.body).not.toMatch(/daily weather|city council/i);
  });
});

describe("video lessons", () => {
  it("are the lessons with a video of their own, and the course page says the same as the player", () => {
    const PLAYER_KIND = { video: "video", reading: "reading", quiz: "quiz", project: "download" } as const;
    for (const course of courseSeed.filter((c) => !c.comingSoon)) {
      const outline = JSON.parse(course.lessons!) as { kind: keyof typeof PLAYER_KIND; title: string }[];
      const lessons = lessonSeed.filter((l) => l.courseId === course.id).sort((a, b) => a.position! - b.position!);
      expect(lessons.map((l) => [l.title, l.kind])).toEqual(outline.map((l) => [l.title, PLAYER_KIND[l.kind]]));
      // Lessons written as videos that have no clip of their own are taught by their notes (decision 060).
      const written = writtenOutlines.get(course.id!)!;
      const videos = lessons.filter((l) => l.kind === "video");
      expect(videos[0]?.position, course.id!).toBe(1);
      expect(lessons.filter((l) => written[l.position! - 1]!.kind === "video").length).toBeGreaterThan(videos.length);
    }
  });

  it("leave the completion rule to the status line under the player instead of saying it twice", () => {
    const videos = lessonSeed.filter((l) => l.kind === "video");
    expect(videos.length).toBeGreaterThan(10);
    for (const lesson of videos)
      expect(lesson.body, lesson.id).not.toMatch(/(watched|watch) 90 ?%|90 ?% of (it|the video)/);
  });
});

describe("course quizzes", () => {
  const quizzesOf = (courseId: string) =>
    lessonSeed
      .filter((l) => l.courseId === courseId && l.kind === "quiz")
      .map((l) => ({ title: l.title, bank: questionBankSchema.parse(JSON.parse(l.quiz!)) }));

  it("never ask the same question twice in one course", () => {
    let courses = 0;
    for (const course of courseSeed) {
      const quizzes = quizzesOf(course.id!);
      if (quizzes.length < 2) continue;
      courses++;
      const prompts = quizzes.flatMap((q) => q.bank.questions.map((question) => question.prompt));
      expect(new Set(prompts).size, course.id).toBe(prompts.length);
    }
    expect(courses).toBeGreaterThanOrEqual(6);
  });

  it("ask about their own part of the course", () => {
    const prompts = (courseId: string, title: string) =>
      quizzesOf(courseId)
        .find((q) => q.title === title)!
        .bank.questions.map((q) => q.prompt)
        .join("\n");
    expect(prompts("crs_mysql-data-analysis", "Quiz: joins")).toMatch(/JOIN/);
    expect(prompts("crs_sql-product-analytics", "Quiz: cohorts and retention")).toMatch(/cohort/);
    expect(prompts("crs_machine-learning-foundations", "Quiz: evaluation and tuning")).toMatch(/cross-validation/);
    expect(prompts("crs_excel-xlookup-dynamic-arrays", "Knowledge check")).toMatch(/SORT\(UNIQUE/);
  });
});

describe("people", () => {
  it("puts every instructor on the team page with the same role and bio", () => {
    expect(instructorSeed.length).toBeGreaterThanOrEqual(10);
    for (const instructor of instructorSeed) {
      const member = teamSeed.find((t) => t.title === instructor.name);
      expect(member, instructor.name).toBeDefined();
      expect(member!.fields?.role).toBe(instructor.title);
      expect(member!.body).toBe(instructor.bio);
    }
  });

  it("names only real instructors on courses and projects, and real people on blog bylines", () => {
    const ids = new Set(instructorSeed.map((i) => i.id));
    for (const c of courseSeed) expect(ids.has(c.instructorId!), c.id).toBe(true);
    for (const g of guidedProjectSeed) expect(ids.has(g.instructorId!), g.id).toBe(true);
    for (const c of courseSeed) expect(instructorSeed.find((i) => i.id === c.instructorId)!.name).toBe(c.authorName);
    for (const p of postSeed) {
      const member = teamSeed.find((t) => t.title === p.fields?.author);
      expect(member, p.slug).toBeDefined();
      expect(p.fields?.authorRole).toBe(member!.fields?.role);
    }
  });

  it("gives every challenge winner an entry in the showcase, by the winner, made while the challenge ran", () => {
    for (const c of challengeSeed) {
      for (const w of JSON.parse(c.winners ?? "[]") as ChallengeWinnerSeed[]) {
        const project = showcaseSeed.find((p) => p.id === w.projectId);
        expect(project?.published, `${c.id} ${w.name}`).toBe(true);
        expect(project!.title).toBe(w.title);
        expect(demoUserSeed.find((u) => u.id === project!.authorId)?.name).toBe(w.name);
        // Entered while the challenge ran: not a project from before it opened.
        expect(project!.createdAt!.getTime(), `${c.id} ${w.projectId}`).toBeGreaterThanOrEqual(c.startsAt!.getTime());
        expect(project!.createdAt!.getTime(), `${c.id} ${w.projectId}`).toBeLessThanOrEqual(c.endsAt!.getTime());
      }
    }
  });

  it("keeps staff out of the challenge winners", () => {
    const staff = new Set(teamSeed.map((t) => t.title));
    for (const c of challengeSeed) {
      for (const w of JSON.parse(c.winners ?? "[]") as ChallengeWinnerSeed[])
        expect(staff.has(w.name), w.name).toBe(false);
    }
  });
});

describe("links", () => {
  it("point nowhere dead: no example.com pages on profiles or showcase projects", () => {
    const text = JSON.stringify({ profileSeed, showcaseSeed });
    expect(text).not.toMatch(/https?:\/\/(www\.)?example\.com/);
  });
});

describe("course tools", () => {
  it("name each tool once: no generic name beside the specific ones (SQL and MySQL, Tableau and Tableau Desktop)", () => {
    const tools = [
      ...new Set(courseSeed.flatMap((c) => (c.tools ?? "").split(",").map((t) => t.trim().toLowerCase()))),
    ];
    for (const a of tools) {
      for (const b of tools) if (a !== b) expect(b.endsWith(a), `${a} / ${b}`).toBe(false);
    }
    // A product family's bare name beside its editions is the same tool twice in the filter.
    for (const family of ["sql", "tableau", "power bi"]) expect(tools).not.toContain(family);
  });
});

describe("seeded assessment attempts", () => {
  const attempts = assessmentAttemptSeed();
  const bank = new Map(assessmentQuestionSeed.map((q) => [q.id, q]));

  it("give every assessment takers to compare with, none of them a demo sign-in", () => {
    for (const a of assessmentSeed) {
      const takers = new Set(attempts.filter((t) => t.assessmentSlug === a.slug).map((t) => t.userId));
      expect(takers.size, a.slug).toBeGreaterThanOrEqual(3);
    }
    expect(attempts.some((t) => t.userId.startsWith("usr_demo-"))).toBe(false);
  });

  it("store scores and domain results that follow from their own answers, within the time allowed", () => {
    for (const t of attempts) {
      const assessment = assessmentSeed.find((a) => a.slug === t.assessmentSlug)!;
      const questions = t.questionIds.map((id) => {
        const row = bank.get(id)!;
        expect(row.assessmentSlug).toBe(t.assessmentSlug);
        return { ...questionSchema.parse(row.question), domain: row.domain };
      });
      expect(questions).toHaveLength(assessment.questionCount);
      const result = scoreAttempt(questions, t.answers as Record<string, SubmittedAnswer>, 0);
      expect(t.score).toBe(Math.round(result.score * 100));
      const byDomain = domainBreakdown(
        questions,
        result,
        assessment.domains!.map((d) => d.id),
      );
      expect(t.domainScores).toEqual(
        Object.fromEntries(byDomain.map((d) => [d.domain, { correct: d.correct, total: d.total }])),
      );
      if (t.deadlineAt) expect(t.submittedAt!.getTime()).toBeLessThanOrEqual(t.deadlineAt.getTime());
    }
    // Not everyone scores the same: a percentile among them means something.
    expect(new Set(attempts.map((t) => t.score)).size).toBeGreaterThan(5);
  });
});

describe("lesson notes", () => {
  const written = Object.entries(lessonNotes);

  it("answer every Try it, right after the exercise", () => {
    let answers = 0;
    for (const [courseId, notes] of written) {
      const pages = Object.entries({ ...notes.videos, ...notes.readings });
      for (const [title, text] of pages) {
        const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
        const tryIt = headings.indexOf("Try it");
        if (tryIt === -1) continue;
        // The answer follows its exercise, so the page reads "try it" before "here is how".
        expect(headings[tryIt + 1], `${courseId}: ${title}`).toBe(WORKED_ANSWER_HEADING);
        answers++;
      }
    }
    expect(answers).toBeGreaterThan(250);
  });

  it("exist for every open course", () => {
    const open = courseSeed.filter((c) => !c.comingSoon).map((c) => c.id);
    expect(Object.keys(lessonNotes).sort()).toEqual(open.sort());
  });

  it("cover a course whole: every lesson written as a video, every reading without its own page, and the project brief", () => {
    for (const [courseId, notes] of written) {
      const lessons = lessonSeed.filter((l) => l.courseId === courseId);
      expect(lessons.length, courseId).toBeGreaterThan(0);
      const asWritten = writtenOutlines.get(courseId)!;
      for (const l of lessons) {
        if (asWritten[l.position! - 1]!.kind === "video") {
          const text = notes.videos[l.title!];
          expect(text, `${courseId}: ${l.title}`).toBeTruthy();
          expect(text!.split(/\s+/).length, `${courseId}: ${l.title}`).toBeGreaterThanOrEqual(150);
          // The page's h1 is the lesson title: notes start at h2.
          expect(text, `${courseId}: ${l.title}`).not.toMatch(/^# /m);
          expect(l.body).toContain(text!);
          expect(l.body).not.toContain("course files");
        }
        if (l.kind === "reading") expect(l.body, `${courseId}: ${l.title}`).not.toMatch(/^A reference page/);
      }
      for (const title of Object.keys(notes.videos))
        expect(
          lessons.some((l) => (l.kind === "video" || l.kind === "reading") && l.title === title),
          `${courseId}: "${title}"`,
        ).toBe(true);
      const project = lessons.find((l) => l.kind === "download");
      expect(notes.projectBrief.startsWith(`# ${project?.title}\n`), courseId).toBe(true);
      expect(
        lessonFileSeed.find((f) => f.storageKey === `lessons/${courseId.replace(/^crs_/, "")}/project-brief.md`)?.text,
      ).toBe(notes.projectBrief);
    }
  });

  it("name a practice data set that exists, and link to it from the lessons", () => {
    for (const [courseId, notes] of written) {
      if (notes.practiceDataset === null) continue;
      const dataset = datasetSeed.find((d) => d.id === notes.practiceDataset);
      expect(dataset, courseId).toBeDefined();
      const video = lessonSeed.find((l) => l.courseId === courseId && l.kind === "video")!;
      expect(video.body).toContain(`(/data-playground?datasetId=${dataset!.id})`);
    }
  });

  it("give a course's own quiz to its quiz lesson, unlike any other course's", () => {
    const banks = written.flatMap(([courseId, n]) =>
      Object.entries(n.quizzes ?? {}).map(([title, bank]) => ({
        courseId,
        title,
        bank: questionBankSchema.parse(bank),
      })),
    );
    for (const { courseId, title, bank } of banks) {
      const lesson = lessonSeed.find((l) => l.courseId === courseId && l.kind === "quiz" && l.title === title);
      expect(lesson, `${courseId}: ${title}`).toBeDefined();
      expect(questionBankSchema.parse(JSON.parse(lesson!.quiz!))).toEqual(bank);
      expect(bank.questions.length, `${courseId}: ${title}`).toBeGreaterThanOrEqual(5);
    }
    const prompts = banks.flatMap((b) => b.bank.questions.map((q) => q.prompt));
    expect(new Set(prompts).size).toBe(prompts.length);
    // Every quiz lesson of every course is one of them: no course serves a bank shared with others.
    const served = lessonSeed.filter((l) => l.kind === "quiz").map((l) => `${l.courseId}: ${l.title}`);
    expect(served.sort()).toEqual(banks.map((b) => `${b.courseId}: ${b.title}`).sort());
  });

  it("never repeat one lesson's notes in another", () => {
    const all = written.flatMap(([, n]) => Object.values(n.videos));
    expect(new Set(all).size).toBe(all.length);
  });
});
