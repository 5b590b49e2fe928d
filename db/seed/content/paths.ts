import type { pathCourses, paths } from "~/db/schema/catalog.ts";

/** Demo learning paths; `pathCourseSeed` orders the (full) courses inside each path. */
export const pathSeed: (typeof paths.$inferInsert)[] = [
  {
    id: "pth_business-intelligence-analyst",
    slug: "business-intelligence-analyst",
    title: "Business Intelligence Analyst",
    badgeSrc: "/images/badges/path-business-intelligence-analyst.png",
    description:
      "Go from spreadsheet reporting to a full Microsoft BI workflow. You will automate data preparation in Excel, build star-schema models and DAX measures in Power BI, publish and secure reports in the Power BI Service and finish by presenting your findings as a clear story.",
    skills: "Power Query, Data Modeling, DAX, Row-Level Security, Dashboard Design, Data Storytelling",
    featured: true,
  },
  {
    id: "pth_data-analyst-excel",
    slug: "data-analyst-excel",
    title: "Data Analyst with Excel",
    badgeSrc: "/images/badges/path-data-analyst-excel.png",
    description:
      "Everything a working analyst needs in Excel, in a sensible order: formulas and lookups, PivotTables and dashboards, then Power Query, Power Pivot and forecasting. The path ends with the visualization principles that make your work easy to read.",
    skills: "Formulas, PivotTables, Power Query, Power Pivot, Forecasting, Data Visualization",
    featured: true,
  },
  {
    id: "pth_sql-analyst",
    slug: "sql-analyst",
    title: "SQL Analyst",
    badgeSrc: "/images/badges/path-sql-analyst.png",
    description:
      "Learn to pull, clean, combine and analyze data straight from the database. You will progress from basic queries through data cleaning, window functions and product metrics such as funnels and retention, then add the statistics needed to judge your results and report them in Power BI.",
    skills: "SQL, Joins, Data Cleaning, Window Functions, Cohort Analysis, Statistics, Reporting",
    featured: false,
  },
  {
    id: "pth_python-for-analytics",
    slug: "python-for-analytics",
    title: "Python for Analytics",
    badgeSrc: "/images/badges/path-python-for-analytics.png",
    description:
      "A practical route into Python for people who analyze data. Start with the core language, move on to pandas for cleaning and aggregation, learn to chart results with matplotlib and seaborn, then apply the statistics that tell you which differences are real.",
    skills: "Python, pandas, Data Wrangling, matplotlib, seaborn, Statistics",
    featured: true,
  },
  {
    id: "pth_data-visualization",
    slug: "data-visualization",
    title: "Data Visualization",
    badgeSrc: "/images/badges/path-data-visualization.png",
    description:
      "Learn to design charts and dashboards people understand at a glance. The path covers visualization principles, hands-on dashboard building in both Tableau and Power BI, charting in Python and how to present insights as a story.",
    skills: "Chart Selection, Tableau, Power BI, Python Charts, Dashboard Design, Data Storytelling",
    featured: false,
  },
  {
    id: "pth_machine-learning-for-analysts",
    slug: "machine-learning-for-analysts",
    title: "Machine Learning for Analysts",
    badgeSrc: "/images/badges/path-machine-learning-for-analysts.png",
    description:
      "A structured route from Python basics to predictive models you can defend in a meeting. You will build the pandas and statistics foundations first, then learn regression, the scikit-learn workflow and classification models that turn scores into business decisions.",
    skills: "Python, pandas, Statistics, Regression, Machine Learning, Model Evaluation",
    featured: true,
  },
  {
    id: "pth_data-analyst-tableau",
    slug: "data-analyst-tableau",
    title: "Data Analyst with Tableau",
    badgeSrc: "/images/badges/path-data-analyst-tableau.png",
    description:
      "Become the person who turns raw data into Tableau dashboards people rely on. The path starts with visualization principles, moves through Tableau and Tableau Prep to advanced calculations and ends with presenting your findings as a story.",
    skills: "Tableau, Tableau Prep, Data Preparation, LOD Expressions, Dashboard Design, Data Storytelling",
    featured: false,
  },
  {
    id: "pth_analyst-career-launch",
    slug: "analyst-career-launch",
    title: "Analyst Career Launch",
    badgeSrc: "/images/badges/path-analyst-career-launch.png",
    description:
      "Built for career changers who want their first analyst role. You will learn to read data critically, work confidently in Excel and SQL, then build a portfolio and prepare for every stage of the interview process.",
    skills: "Data Literacy, Excel, SQL, Portfolio Development, Interview Preparation",
    featured: false,
  },
];

export const pathCourseSeed: (typeof pathCourses.$inferInsert)[] = [
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_excel-pivot-tables", position: 1 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_excel-power-query-power-pivot", position: 2 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_power-bi-desktop", position: 3 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_power-bi-dax", position: 4 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_power-bi-service", position: 5 },
  { pathId: "pth_business-intelligence-analyst", courseId: "crs_data-storytelling", position: 6 },

  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-essentials", position: 1 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-pivot-tables", position: 2 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-power-query-power-pivot", position: 3 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_excel-forecasting", position: 4 },
  { pathId: "pth_data-analyst-excel", courseId: "crs_data-visualization-principles", position: 5 },

  { pathId: "pth_sql-analyst", courseId: "crs_mysql-data-analysis", position: 1 },
  { pathId: "pth_sql-analyst", courseId: "crs_sql-data-cleaning", position: 2 },
  { pathId: "pth_sql-analyst", courseId: "crs_advanced-sql-postgresql", position: 3 },
  { pathId: "pth_sql-analyst", courseId: "crs_sql-product-analytics", position: 4 },
  { pathId: "pth_sql-analyst", courseId: "crs_statistics-for-analysts", position: 5 },
  { pathId: "pth_sql-analyst", courseId: "crs_power-bi-desktop", position: 6 },

  { pathId: "pth_python-for-analytics", courseId: "crs_python-foundations", position: 1 },
  { pathId: "pth_python-for-analytics", courseId: "crs_python-pandas", position: 2 },
  { pathId: "pth_python-for-analytics", courseId: "crs_data-visualization-principles", position: 3 },
  { pathId: "pth_python-for-analytics", courseId: "crs_python-data-visualization", position: 4 },
  { pathId: "pth_python-for-analytics", courseId: "crs_statistics-for-analysts", position: 5 },

  { pathId: "pth_data-visualization", courseId: "crs_data-visualization-principles", position: 1 },
  { pathId: "pth_data-visualization", courseId: "crs_tableau-fundamentals", position: 2 },
  { pathId: "pth_data-visualization", courseId: "crs_power-bi-desktop", position: 3 },
  { pathId: "pth_data-visualization", courseId: "crs_python-data-visualization", position: 4 },
  { pathId: "pth_data-visualization", courseId: "crs_data-storytelling", position: 5 },

  { pathId: "pth_machine-learning-for-analysts", courseId: "crs_python-foundations", position: 1 },
  { pathId: "pth_machine-learning-for-analysts", courseId: "crs_python-pandas", position: 2 },
  { pathId: "pth_machine-learning-for-analysts", courseId: "crs_statistics-for-analysts", position: 3 },
  { pathId: "pth_machine-learning-for-analysts", courseId: "crs_regression-analysis", position: 4 },
  { pathId: "pth_machine-learning-for-analysts", courseId: "crs_machine-learning-foundations", position: 5 },
  { pathId: "pth_machine-learning-for-analysts", courseId: "crs_predictive-modeling-classification", position: 6 },

  { pathId: "pth_data-analyst-tableau", courseId: "crs_data-visualization-principles", position: 1 },
  { pathId: "pth_data-analyst-tableau", courseId: "crs_tableau-fundamentals", position: 2 },
  { pathId: "pth_data-analyst-tableau", courseId: "crs_tableau-prep", position: 3 },
  { pathId: "pth_data-analyst-tableau", courseId: "crs_tableau-advanced-calculations", position: 4 },
  { pathId: "pth_data-analyst-tableau", courseId: "crs_data-storytelling", position: 5 },

  { pathId: "pth_analyst-career-launch", courseId: "crs_data-literacy-essentials", position: 1 },
  { pathId: "pth_analyst-career-launch", courseId: "crs_excel-essentials", position: 2 },
  { pathId: "pth_analyst-career-launch", courseId: "crs_mysql-data-analysis", position: 3 },
  { pathId: "pth_analyst-career-launch", courseId: "crs_data-analyst-portfolio", position: 4 },
  { pathId: "pth_analyst-career-launch", courseId: "crs_analyst-interviews", position: 5 },
];
