import { describe, expect, it } from "vitest";
import { instructorProfilePath } from "./people.ts";

describe("instructorProfilePath", () => {
  it("points at the instructor's card on the team page", () => {
    expect(instructorProfilePath("ins_maya-okafor")).toBe("/team#maya-okafor");
    expect(instructorProfilePath("ins_jiwon-park")).toBe("/team#jiwon-park");
  });
});
