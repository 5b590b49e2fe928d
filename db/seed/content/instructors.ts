import type { instructors } from "~/db/schema/catalog.ts";

/** Demo instructors. All people are invented for the demo catalogue. */
export const instructorSeed: (typeof instructors.$inferInsert)[] = [
  {
    id: "ins_maya-okafor",
    name: "Maya Okafor",
    title: "Lead Power BI Instructor",
    bio: "Maya spent eight years building executive reporting for a regional retail chain before moving into teaching. She is known for starting every model with the business question and for keeping DAX readable. Her courses lean heavily on realistic, messy source data.",
    thumbnailSrc: "/images/instructors/ins_maya-okafor.svg",
  },
  {
    id: "ins_daniel-reyes",
    name: "Daniel Reyes",
    title: "Lead Excel Instructor",
    bio: "Daniel started his career as an FP&A analyst, where he learned that most spreadsheets break in the same five places. He teaches Excel as a data tool first: clean tables, formulas you can audit and refreshable Power Query pipelines.",
    thumbnailSrc: "/images/instructors/ins_daniel-reyes.svg",
  },
  {
    id: "ins_priya-raman",
    name: "Priya Raman",
    title: "SQL & Database Instructor",
    bio: "Priya worked as a data engineer at a subscription software company, writing the queries behind churn and revenue dashboards. She has a soft spot for window functions and a low tolerance for SELECT *. Her lessons build one query at a time, so you always see why each clause is there.",
    thumbnailSrc: "/images/instructors/ins_priya-raman.svg",
  },
  {
    id: "ins_tomasz-nowak",
    name: "Tomasz Nowak",
    title: "Python & Data Science Instructor",
    bio: "Tomasz moved from academic research into analytics consulting, where he automated reporting for logistics and healthcare clients with Python. He focuses on pandas workflows that other people can rerun next month. Outside work he maintains a small open-source library for tidy data checks.",
    thumbnailSrc: "/images/instructors/ins_tomasz-nowak.svg",
  },
  {
    id: "ins_hannah-lindqvist",
    name: "Hannah Lindqvist",
    title: "Data Visualization & Tableau Instructor",
    bio: "Hannah was an information designer at a public-policy think tank before joining our team. She teaches chart choice, color and layout as practical skills, with plenty of before-and-after redesigns. Her Tableau courses are built around dashboards people actually open twice.",
    thumbnailSrc: "/images/instructors/ins_hannah-lindqvist.svg",
  },
  {
    id: "ins_marcus-bell",
    name: "Marcus Bell",
    title: "Analytics Engineering & Statistics Instructor",
    bio: "Marcus has led analytics teams in insurance and e-commerce, where he built Alteryx workflows that replaced weeks of manual reconciliation. He teaches statistics with an analyst's priorities: knowing which test to run, what it assumes and how to explain the result to a manager.",
    thumbnailSrc: "/images/instructors/ins_marcus-bell.svg",
  },
  {
    id: "ins_elena-vasquez",
    name: "Elena Vasquez",
    title: "Senior Data Scientist & Machine Learning Instructor",
    bio: "Elena built demand-forecasting and churn models for a grocery delivery company before joining us to lead our machine learning curriculum. She insists that every model earns its place against a simple baseline and that its results can be explained to the people who will act on them. Her courses mix scikit-learn code with frank discussion of costs, trade-offs and what goes wrong after launch.",
    thumbnailSrc: "/images/instructors/ins_elena-vasquez.svg",
  },
  {
    id: "ins_kofi-asante",
    name: "Kofi Asante",
    title: "Analytics Hiring Manager & Career Coach",
    bio: "Kofi has hired more than forty analysts as head of analytics at a health-insurance start-up and a national retailer, reading a few thousand portfolios and take-home assignments along the way. He teaches the parts of an analytics career that tool tutorials skip: scoping work, explaining it and getting hired for it. He also mentors career changers through a volunteer program.",
    thumbnailSrc: "/images/instructors/ins_kofi-asante.svg",
  },
  {
    id: "ins_jiwon-park",
    name: "Ji-won Park",
    title: "Senior Analytics Engineer",
    bio: "Ji-won builds and maintains the data models behind product and finance reporting at a fast-growing online marketplace. She cares about tests, naming conventions and SQL that a new colleague can read on their first day. Her courses are built on the messy, event-heavy data she works with every week.",
    thumbnailSrc: "/images/instructors/ins_jiwon-park.svg",
  },
  {
    id: "ins_leah-brennan",
    name: "Leah Brennan",
    title: "Principal BI Consultant",
    bio: "Leah has spent twelve years rolling out Tableau and Power BI for hospitals, universities and manufacturers, often inheriting hundreds of half-finished workbooks on day one. She teaches the advanced features and governance habits that keep a BI platform usable as it grows. She is happiest when a dashboard gets simpler after a review.",
    thumbnailSrc: "/images/instructors/ins_leah-brennan.svg",
  },
];
