import excelEssentials from "./excel-power-bi/excel-essentials.ts";
import excelForecasting from "./excel-power-bi/excel-forecasting.ts";
import excelPivotTables from "./excel-power-bi/excel-pivot-tables.ts";
import excelPowerQueryPowerPivot from "./excel-power-bi/excel-power-query-power-pivot.ts";
import excelXlookupDynamicArrays from "./excel-power-bi/excel-xlookup-dynamic-arrays.ts";
import powerBiDax from "./excel-power-bi/power-bi-dax.ts";
import powerBiDesktop from "./excel-power-bi/power-bi-desktop.ts";
import powerBiQuickStart from "./excel-power-bi/power-bi-quick-start.ts";
import powerBiService from "./excel-power-bi/power-bi-service.ts";
import type { CourseNotes } from "./types.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_excel-essentials": excelEssentials,
  "crs_excel-pivot-tables": excelPivotTables,
  "crs_power-bi-desktop": powerBiDesktop,
  "crs_power-bi-dax": powerBiDax,
  "crs_excel-power-query-power-pivot": excelPowerQueryPowerPivot,
  "crs_excel-xlookup-dynamic-arrays": excelXlookupDynamicArrays,
  "crs_power-bi-quick-start": powerBiQuickStart,
  "crs_excel-forecasting": excelForecasting,
  "crs_power-bi-service": powerBiService,
};
