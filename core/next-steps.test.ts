import { describe, expect, it } from "vitest";
import { mergeNextSteps, type NextStep } from "./next-steps.ts";

const step = (kind: NextStep["kind"], url: string): NextStep => ({ kind, url, title: url, detail: "" });

describe("mergeNextSteps", () => {
  const current = [step("continue", "/course/a"), step("start", "/course/x"), step("start", "/course/y")];

  it("keeps what the learner is doing and lets survey matches replace the generic picks", () => {
    const matches = [step("match", "/path/p"), step("match", "/course/a"), step("match", "/course/b")];
    expect(mergeNextSteps(current, matches, 3).map((s) => s.url)).toEqual(["/course/a", "/path/p", "/course/b"]);
  });

  it("never suggests a course the learner already started or finished", () => {
    const matches = [step("match", "/course/b"), step("match", "/course/c"), step("match", "/course/d")];
    expect(mergeNextSteps(current, matches, 3, new Set(["/course/b"])).map((s) => s.url)).toEqual([
      "/course/a",
      "/course/c",
      "/course/d",
    ]);
  });

  it("keeps the generic picks without survey answers", () => {
    expect(mergeNextSteps(current, null, 3)).toEqual(current);
  });
});
