import { describe, expect, it } from "vitest";
import {
  canOpenLesson,
  courseComplete,
  groupByChapter,
  nextLesson,
  nextWatchedSeconds,
  pathPercent,
  percent,
  videoWatched,
} from "./learning.ts";

describe("the free first chapter", () => {
  it("opens chapter 1 to everyone and later chapters to subscribers only", () => {
    expect(canOpenLesson(null, 1)).toBe(true);
    expect(canOpenLesson(null, 2)).toBe(false);
    expect(canOpenLesson({ isSubscriber: false }, 2)).toBe(false);
    expect(canOpenLesson({ isSubscriber: true }, 3)).toBe(true);
  });
});

describe("progress arithmetic", () => {
  it("rounds percentages and clamps out-of-range counts", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 3)).toBe(100);
    expect(percent(-1, 3)).toBe(0);
    expect(percent(0, 0)).toBe(0);
  });

  it("averages a path over its courses", () => {
    expect(
      pathPercent([
        { lessonsCompleted: 10, lessonsTotal: 10 },
        { lessonsCompleted: 0, lessonsTotal: 8 },
      ]),
    ).toBe(50);
    expect(pathPercent([])).toBe(0);
  });

  it("continues at the first incomplete lesson, or the first when all are done", () => {
    const lessons = [
      { id: "b", position: 2, chapter: 1, completed: false },
      { id: "a", position: 1, chapter: 1, completed: true },
      { id: "c", position: 3, chapter: 2, completed: false },
    ];
    expect(nextLesson(lessons)?.id).toBe("b");
    expect(nextLesson(lessons.map((l) => ({ ...l, completed: true })))?.id).toBe("a");
    expect(nextLesson([])).toBeNull();
    expect(courseComplete(lessons)).toBe(false);
    expect(courseComplete([])).toBe(false);
  });

  it("groups lessons by chapter in order", () => {
    const groups = groupByChapter([
      { id: "x", chapter: 2, chapterTitle: "Core", position: 3 },
      { id: "y", chapter: 1, chapterTitle: "Start", position: 1 },
      { id: "z", chapter: 1, chapterTitle: "Start", position: 2 },
    ]);
    expect(groups.map((g) => [g.title, g.lessons.map((l) => l.id)])).toEqual([
      ["Start", ["y", "z"]],
      ["Core", ["x"]],
    ]);
  });
});

describe("video watching", () => {
  it("completes at 90 percent", () => {
    expect(videoWatched(17.9, 20)).toBe(false);
    expect(videoWatched(18, 20)).toBe(true);
    expect(videoWatched(5, 0)).toBe(false);
  });

  it("does not let a forged jump to the end count as watched", () => {
    const watched = nextWatchedSeconds({
      previousWatched: 0,
      previousPosition: 0,
      reportedPosition: 20,
      elapsedSeconds: 1,
      durationSeconds: 20,
    });
    expect(watched).toBe(7); // 1 s at 2x plus 5 s slack
    expect(videoWatched(watched, 20)).toBe(false);
  });

  it("grows with real playback and never shrinks on a seek back", () => {
    let watched = 0;
    let position = 0;
    for (let t = 5; t <= 20; t += 5) {
      watched = nextWatchedSeconds({
        previousWatched: watched,
        previousPosition: position,
        reportedPosition: t,
        elapsedSeconds: 5,
        durationSeconds: 20,
      });
      position = t;
    }
    expect(watched).toBe(20);
    expect(
      nextWatchedSeconds({
        previousWatched: 20,
        previousPosition: 20,
        reportedPosition: 2,
        elapsedSeconds: 1,
        durationSeconds: 20,
      }),
    ).toBe(20);
  });
});
