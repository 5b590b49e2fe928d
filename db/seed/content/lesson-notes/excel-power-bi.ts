import excelEssentials from "./excel-power-bi/excel-essentials.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_excel-essentials": excelEssentials,
};
