import type { CourseNotes } from "./types.ts";
import pythonFoundations from "./python-statistics/python-foundations.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_python-foundations": pythonFoundations,
};
