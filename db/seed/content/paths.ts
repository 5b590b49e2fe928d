import type { pathCourses, paths } from "~/db/schema/catalog.ts";

/** Demo learning paths; `pathCourseSeed` orders the (full) courses inside each path. */
export const pathSeed: (typeof paths.$inferInsert)[] = [
  {
    id: "pth_business-intelligence-analyst",
    slug: "business-intelligence-analyst",
    title: "Business Intelligence Analyst",
    badgeSrc: "/images/badges/path-business-intelligence-analyst.svg",
    description:
      "Go from spreadsheet reporting to a full Microsoft BI workflow. You will automate data preparation in Excel, build star-schema models and DAX measures in Power BI and finish by presenting your findings as a clear story.",
    skills: "Power Query, Data Modeling, DAX, Dashboard Design, Data Storytelling",
    featured: true,
  },
  {
    id: "pth_data-analyst-excel",
    slug: "data-analyst-excel",
    title: "Data Analyst with Excel",
    badgeSrc: "/images/badges/path-data-analyst-excel.svg",
    description:
      "Everything a working analyst needs in Excel, in a sensible order: formulas and lookups, PivotTables and dashboards, then Power Query and Power Pivot. The path ends with the visualization principles that make your work easy to read.",
    skills: "Formulas, PivotTables, Power Query, Power Pivot, Data Visualization",
    featured: true,
  },
  {
    id: "pth_sql-analyst",
    slug: "sql-analyst",
    title: "SQL Analyst",
    badgeSrc: "/images/badges/path-sql-analyst.svg",
    description:
      "Learn to pull, combine and analyse data straight from the database. You will progress from basic queries to window functions and CTEs, add the statistics needed to judge your results and report them in Power BI.",
    skills: "SQL, Joins, Window Functions, Statistics, Reporting",
    featured: false,
  },
  {
    id: "pth_python-for-analytics",
    slug: "python-for-analytics",
    title: "Python for Analytics",
    badgeSrc: "/images/badges/path-python-for-analytics.svg",
    description:
      "A practical route into Python for people who analyse data. Start with the core language, move on to pandas for cleaning and aggregation, then apply statistics and sound visualization choices to your results.",
    skills: "Python, pandas, Data Wrangling, Statistics, Data Visualization",
    featured: true,
  },
  {
    id: "pth_data-visualization",
    slug: "data-visualization",
    title: "Data Visualization",
    badgeSrc: "/images/badges/path-data-visualization.svg",
    description:
      "Learn to design charts and dashboards people understand at a glance. The path covers visualization principles, hands-on dashboard building in both Tableau and Power BI, and how to present insights as a story.",
    skills: "Chart Selection, Tableau, Power BI, Dashboard Design, Data Storytelling",
    featured: false,
  },
];

export const pathCourseSeed: (typeof pathCourses.$inferInsert)[] = [
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_excel-pivot-tables", position: 1 },
  {
    pathId: "pth_business-intelligence-analyst",
    courseId: "crs_excel-power-query-power-pivot",
    position: 2,
  },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_power-bi-desktop", position: 3 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_power-bi-dax", position: 4 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_data-storytelling", position: 5 },

  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-essentials", position: 1 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-pivot-tables", position: 2 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-power-query-power-pivot", position: 3 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_data-visualization-principles", position: 4 },

  { pathId: "pth_sql-analyst", courseId: "crs_mysql-data-analysis", position: 1 },
  { pathId: "pth_sql-analyst", courseId: "crs_advanced-sql-postgresql", position: 2 },
  { pathId: "pth_sql-analyst", courseId: "crs_statistics-for-analysts", position: 3 },
  { pathId: "pth_sql-analyst", courseId: "crs_power-bi-desktop", position: 4 },

  { pathId: "pth_python-for-analytics", courseId: "crs_python-foundations", position: 1 },
  { pathId: "pth_python-for-analytics", courseId: "crs_python-pandas", position: 2 },
  { pathId: "pth_python-for-analytics", courseId: "crs_statistics-for-analysts", position: 3 },
  {
    pathId: "pth_python-for-analytics",
    courseId: "crs_data-visualization-principles",
    position: 4,
  },

  { pathId: "pth_data-visualization", courseId: "crs_data-visualization-principles", position: 1 },
  { pathId: "pth_data-visualization", courseId: "crs_tableau-fundamentals", position: 2 },
  { pathId: "pth_data-visualization", courseId: "crs_power-bi-desktop", position: 3 },
  { pathId: "pth_data-visualization", courseId: "crs_data-storytelling", position: 4 },
];
