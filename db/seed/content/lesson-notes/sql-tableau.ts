import mysqlDataAnalysis from "./sql-tableau/mysql-data-analysis.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_mysql-data-analysis": mysqlDataAnalysis,
};
