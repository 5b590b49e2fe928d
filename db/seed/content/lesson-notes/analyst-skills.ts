import dataLiteracyEssentials from "./analyst-skills/data-literacy-essentials.ts";
import dataVisualizationPrinciples from "./analyst-skills/data-visualization-principles.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_data-literacy-essentials": dataLiteracyEssentials,
  "crs_data-visualization-principles": dataVisualizationPrinciples,
};
