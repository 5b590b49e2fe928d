import { describe, expect, it } from "vitest";
import { premiumTargetOf } from "./premium-target.ts";

describe("premiumTargetOf", () => {
  it("reads a lesson, a path and a guided project page", () => {
    expect(premiumTargetOf("/course/excel-essentials/lesson/les_excel-essentials-04")).toEqual({
      kind: "lesson",
      courseSlug: "excel-essentials",
      lessonId: "les_excel-essentials-04",
      path: "/course/excel-essentials/lesson/les_excel-essentials-04",
    });
    expect(premiumTargetOf("/path/data-analyst-excel")).toMatchObject({ kind: "path", slug: "data-analyst-excel" });
    expect(premiumTargetOf("/guided-projects/seattle-rainfall-excel")).toMatchObject({
      kind: "project",
      slug: "seattle-rainfall-excel",
    });
  });

  it("refuses other hosts, other pages, queries and anything that is not a plain path", () => {
    for (const value of [
      undefined,
      "",
      "https://evil.example/path/x",
      "//evil.example/path/x",
      "/\\evil.example/path/x",
      "/path/x?y=1",
      "/path/x#y",
      "/path/../dashboard",
      "/path/Bad Slug",
      "/dashboard",
      "/course/x",
      "/course/x/lesson/../../admin",
      "javascript:alert(1)",
    ]) {
      expect(premiumTargetOf(value), String(value)).toBeNull();
    }
  });
});
