import { notes as analystSkills } from "./analyst-skills.ts";
import { notes as excelPowerBi } from "./excel-power-bi.ts";
import { notes as pythonStatistics } from "./python-statistics.ts";
import { notes as sqlTableau } from "./sql-tableau.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → what the course teaches beyond its videos. */
export const lessonNotes: Record<string, CourseNotes> = {
  ...excelPowerBi,
  ...sqlTableau,
  ...pythonStatistics,
  ...analystSkills,
};
