import advancedSqlPostgresql from "./sql-tableau/advanced-sql-postgresql.ts";
import mysqlDataAnalysis from "./sql-tableau/mysql-data-analysis.ts";
import sqlDataCleaning from "./sql-tableau/sql-data-cleaning.ts";
import sqlJoinsCrashCourse from "./sql-tableau/sql-joins-crash-course.ts";
import sqlProductAnalytics from "./sql-tableau/sql-product-analytics.ts";
import tableauAdvancedCalculations from "./sql-tableau/tableau-advanced-calculations.ts";
import tableauFundamentals from "./sql-tableau/tableau-fundamentals.ts";
import tableauPrep from "./sql-tableau/tableau-prep.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_mysql-data-analysis": mysqlDataAnalysis,
  "crs_sql-joins-crash-course": sqlJoinsCrashCourse,
  "crs_tableau-fundamentals": tableauFundamentals,
  "crs_advanced-sql-postgresql": advancedSqlPostgresql,
  "crs_sql-data-cleaning": sqlDataCleaning,
  "crs_sql-product-analytics": sqlProductAnalytics,
  "crs_tableau-advanced-calculations": tableauAdvancedCalculations,
  "crs_tableau-prep": tableauPrep,
};
