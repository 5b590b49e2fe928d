import { describe, expect, it } from "vitest";
import { splitCourseDescription } from "./course-description.ts";

describe("splitCourseDescription", () => {
  it("separates the paragraphs from the outcomes and drops the outcomes' markers", () => {
    expect(splitCourseDescription("We build a model.\n\n- Clean data\n- Write DAX\n")).toEqual({
      intro: ["We build a model."],
      outcomes: ["Clean data", "Write DAX"],
    });
    expect(splitCourseDescription("")).toEqual({ intro: [], outcomes: [] });
  });
});
