import dataLiteracyEssentials from "./analyst-skills/data-literacy-essentials.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_data-literacy-essentials": dataLiteracyEssentials,
};
