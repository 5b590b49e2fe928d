import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {};
