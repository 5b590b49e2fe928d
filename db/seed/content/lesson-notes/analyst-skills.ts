import analystInterviews from "./analyst-skills/analyst-interviews.ts";
import dataAnalystPortfolio from "./analyst-skills/data-analyst-portfolio.ts";
import dataLiteracyEssentials from "./analyst-skills/data-literacy-essentials.ts";
import dataStorytelling from "./analyst-skills/data-storytelling.ts";
import dataVisualizationPrinciples from "./analyst-skills/data-visualization-principles.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_data-literacy-essentials": dataLiteracyEssentials,
  "crs_data-visualization-principles": dataVisualizationPrinciples,
  "crs_data-storytelling": dataStorytelling,
  "crs_data-analyst-portfolio": dataAnalystPortfolio,
  "crs_analyst-interviews": analystInterviews,
};
