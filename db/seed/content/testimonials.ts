import type { testimonials } from "~/db/schema/catalog.ts";

/** Demo testimonials. All learners are invented for the demo catalogue. */
export const testimonialSeed: (typeof testimonials.$inferInsert)[] = [
  {
    id: "tst_01",
    authorName: "Renata Alves",
    authorRole: "Financial Analyst at a logistics firm",
    avatarSrc: "/images/people/tst_01.svg",
    quote:
      "Our month-end pack used to take me two days of copy and paste. After the Power Query section I rebuilt it as a refreshable model, and now it takes about forty minutes.",
    rating: 5,
    courseId: "crs_excel-power-query-power-pivot",
    pathId: null,
    featured: true,
  },
  {
    id: "tst_02",
    authorName: "Kwame Mensah",
    authorRole: "Operations Coordinator at a regional hospital",
    avatarSrc: "/images/people/tst_02.svg",
    quote:
      "I had never written a query before. The retail database project was hard in places, but by the end I was pulling my own numbers instead of waiting a week for IT.",
    rating: 5,
    courseId: "crs_mysql-data-analysis",
    pathId: null,
    featured: true,
  },
  {
    id: "tst_03",
    authorName: "Sofia Marchetti",
    authorRole: "Marketing Analyst at a consumer goods brand",
    avatarSrc: "/images/people/tst_03.svg",
    quote:
      "The filter context lessons finally made CALCULATE click for me. I would have liked a few more exercises on calculation groups, but I went back and fixed three measures in our main report the same week.",
    rating: 4,
    courseId: "crs_power-bi-dax",
    pathId: null,
    featured: true,
  },
  {
    id: "tst_04",
    authorName: "Jonah Whitfield",
    authorRole: "Junior BI Developer at an insurance broker",
    avatarSrc: "/images/people/tst_04.svg",
    quote:
      "Doing the courses in the path order mattered. Each one picked up where the last left off, and the final portfolio project is what I talked through in the interview for my current job.",
    rating: 5,
    courseId: null,
    pathId: "pth_business-intelligence-analyst",
    featured: true,
  },
  {
    id: "tst_05",
    authorName: "Aiko Tanaka",
    authorRole: "Research Assistant at a university lab",
    avatarSrc: "/images/people/tst_05.svg",
    quote:
      "I knew some Python but my notebooks were a mess. The groupby and merge sections were worth the price on their own.",
    rating: 5,
    courseId: "crs_python-pandas",
    pathId: null,
    featured: true,
  },
  {
    id: "tst_06",
    authorName: "Daniela Cruz",
    authorRole: "Program Manager at a nonprofit",
    avatarSrc: "/images/people/tst_06.svg",
    quote:
      "I present to our board every quarter and used to show eight charts with no point. The storytelling course got me down to three slides with a clear ask, and the last meeting was noticeably shorter.",
    rating: 5,
    courseId: "crs_data-storytelling",
    pathId: null,
    featured: true,
  },
  {
    id: "tst_07",
    authorName: "Oliver Grant",
    authorRole: "Supply Chain Planner at a food distributor",
    avatarSrc: "/images/people/tst_07.svg",
    quote:
      "Clear explanations and realistic data. Some videos move quickly, so I ended up pausing a lot, but the downloadable solution files helped.",
    rating: 4,
    courseId: null,
    pathId: null,
    featured: false,
  },
  {
    id: "tst_08",
    authorName: "Fatima Haddad",
    authorRole: "Data Analyst at a public transit agency",
    avatarSrc: "/images/people/tst_08.svg",
    quote:
      "The monthly challenges are the best part of the membership for me. Seeing how other people approached the same data taught me as much as the courses did.",
    rating: 5,
    courseId: null,
    pathId: null,
    featured: false,
  },
  {
    id: "tst_09",
    authorName: "Lukas Becker",
    authorRole: "Sales Operations Analyst at a software company",
    avatarSrc: "/images/people/tst_09.svg",
    quote:
      "Good structure and the instructors clearly work with real data. I would have liked more on Power BI deployment, but the modeling content was excellent.",
    rating: 4,
    courseId: null,
    pathId: null,
    featured: false,
  },
  {
    id: "tst_10",
    authorName: "Grace Adeyemi",
    authorRole: "Accountant moving into analytics",
    avatarSrc: "/images/people/tst_10.svg",
    quote:
      "I picked the Excel path because I use Excel all day anyway. I was surprised how much I had been doing the slow way, especially lookups and PivotTable calculations.",
    rating: 5,
    courseId: null,
    pathId: "pth_data-analyst-excel",
    featured: false,
  },
  {
    id: "tst_11",
    authorName: "Mateo Silva",
    authorRole: "Customer Insights Specialist at a telecom provider",
    avatarSrc: "/images/people/tst_11.svg",
    quote:
      "Short lessons that fit into a lunch break, and every section ends with something to build. That rhythm is what kept me going after work.",
    rating: 4,
    courseId: null,
    pathId: null,
    featured: false,
  },
  {
    id: "tst_12",
    authorName: "Hana Novak",
    authorRole: "Graduate student in public health",
    avatarSrc: "/images/people/tst_12.svg",
    quote:
      "I needed statistics I could actually explain to non-specialists. The worked examples use business questions instead of textbook ones, which made the ideas stick.",
    rating: 5,
    courseId: null,
    pathId: null,
    featured: false,
  },
];
