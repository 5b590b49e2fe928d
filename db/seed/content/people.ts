/**
 * Everyone at Maven the demo names: one record per person, so the team page, the instructors on
 * course and project pages and the blog's bylines all give the same role and bio. All people are
 * invented for the demo. `instructor` is true for those who teach; their instructor id is
 * `ins_<slug>`.
 */
export interface PersonSeed {
  slug: string;
  name: string;
  role: string;
  bio: string;
  instructor: boolean;
}

export const PEOPLE: PersonSeed[] = [
  {
    slug: "jordan-avery",
    name: "Jordan Avery",
    role: "Founder and CEO",
    bio: "Jordan spent a decade as an analyst and consultant before starting Maven to teach the skills they wished they had learned sooner. They still teach the occasional Excel workshop.",
    instructor: false,
  },
  {
    slug: "daniel-reyes",
    name: "Daniel Reyes",
    role: "Lead Excel Instructor",
    bio: "Daniel started his career as an FP&A analyst, where he learned that most spreadsheets break in the same five places. He teaches Excel as a data tool first: clean tables, formulas you can audit and refreshable Power Query pipelines.",
    instructor: true,
  },
  {
    slug: "maya-okafor",
    name: "Maya Okafor",
    role: "Lead Power BI Instructor",
    bio: "Maya spent eight years building executive reporting for a regional retail chain before moving into teaching. She is known for starting every model with the business question and for keeping DAX readable. Her courses lean heavily on realistic, messy source data.",
    instructor: true,
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "SQL & Database Instructor",
    bio: "Priya worked as a data engineer at a subscription software company, writing the queries behind churn and revenue dashboards. She has a soft spot for window functions and a low tolerance for SELECT *. Her lessons build one query at a time, so you always see why each clause is there.",
    instructor: true,
  },
  {
    slug: "tomasz-nowak",
    name: "Tomasz Nowak",
    role: "Python & Data Science Instructor",
    bio: "Tomasz moved from academic research into analytics consulting, where he automated reporting for logistics and healthcare clients with Python. He focuses on pandas workflows that other people can rerun next month. Outside work he maintains a small open-source library for tidy data checks.",
    instructor: true,
  },
  {
    slug: "hannah-lindqvist",
    name: "Hannah Lindqvist",
    role: "Data Visualization & Tableau Instructor",
    bio: "Hannah was an information designer at a public-policy think tank before joining our team. She teaches chart choice, color and layout as practical skills, with plenty of before-and-after redesigns. Her Tableau courses are built around dashboards people actually open twice, and she judges the monthly data challenges.",
    instructor: true,
  },
  {
    slug: "marcus-bell",
    name: "Marcus Bell",
    role: "Analytics Engineering & Statistics Instructor",
    bio: "Marcus has led analytics teams in insurance and e-commerce, where he built Alteryx workflows that replaced weeks of manual reconciliation. He teaches statistics with an analyst's priorities: knowing which test to run, what it assumes and how to explain the result to a manager.",
    instructor: true,
  },
  {
    slug: "elena-vasquez",
    name: "Elena Vasquez",
    role: "Senior Data Scientist & Machine Learning Instructor",
    bio: "Elena built demand-forecasting and churn models for a grocery delivery company before joining us to lead our machine learning curriculum. She insists that every model earns its place against a simple baseline and that its results can be explained to the people who will act on them. Her courses mix scikit-learn code with frank discussion of costs, trade-offs and what goes wrong after launch.",
    instructor: true,
  },
  {
    slug: "jiwon-park",
    name: "Ji-won Park",
    role: "Senior Analytics Engineer",
    bio: "Ji-won builds and maintains the data models behind product and finance reporting at a fast-growing online marketplace. She cares about tests, naming conventions and SQL that a new colleague can read on their first day. Her courses are built on the messy, event-heavy data she works with every week.",
    instructor: true,
  },
  {
    slug: "leah-brennan",
    name: "Leah Brennan",
    role: "Head of Product and BI Instructor",
    bio: "Leah spent twelve years rolling out Tableau and Power BI for hospitals, universities and manufacturers, often inheriting hundreds of half-finished workbooks on day one. She now leads the team that builds this platform, from the data playground to guided projects, and teaches the advanced features and governance habits that keep a BI platform usable as it grows. She is happiest when a dashboard gets simpler after a review.",
    instructor: true,
  },
  {
    slug: "kofi-asante",
    name: "Kofi Asante",
    role: "Community Lead and Career Coach",
    bio: "Kofi hired more than forty analysts as head of analytics at a health-insurance start-up and a national retailer, reading a few thousand portfolios and take-home assignments along the way. At Maven he runs the monthly data challenges and the showcase, and teaches the parts of an analytics career that tool tutorials skip: scoping work, explaining it and getting hired for it. He also mentors career changers through a volunteer program.",
    instructor: true,
  },
  {
    slug: "sofia-marin",
    name: "Sofia Marín",
    role: "Head of Business Partnerships",
    bio: "Sofia works with the companies that train their teams with Maven, from first skills assessment to custom training programs.",
    instructor: false,
  },
];

/** The person with this name; throws so a byline or author that names nobody fails the seed. */
export function personNamed(name: string): PersonSeed {
  const person = PEOPLE.find((p) => p.name === name);
  if (!person) throw new Error(`No person named ${name} in db/seed/content/people.ts`);
  return person;
}
