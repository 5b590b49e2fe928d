import type { EntrySeed } from "./types.ts";

/** Our team page; people are fictional and shown with generated initials avatars, never photos. */
const TEAM: [slug: string, name: string, role: string, bio: string][] = [
  [
    "jordan-avery",
    "Jordan Avery",
    "Founder and CEO",
    "Jordan spent a decade as an analyst and consultant before starting Maven to teach the skills they wished they had learned sooner. They still teach the occasional Excel workshop.",
  ],
  [
    "maya-okafor",
    "Maya Okafor",
    "Lead Excel Instructor",
    "Maya has taught Excel to over 100,000 learners. Before teaching she built financial models for a consumer goods company, and she believes every formula deserves a good example.",
  ],
  [
    "tomasz-nowak",
    "Tomasz Nowak",
    "SQL and Databases Instructor",
    "Tomasz was a database engineer for twelve years. He makes joins, window functions and query plans feel approachable, and reviews every SQL challenge entry he can.",
  ],
  [
    "priya-raman",
    "Priya Raman",
    "Power BI Instructor",
    "Priya is a Microsoft data platform specialist who has built reporting for hospitals, banks and retailers. She teaches modeling first, visuals second.",
  ],
  [
    "kofi-asante",
    "Kofi Asante",
    "Community Lead",
    "Kofi runs the monthly data challenges and the showcase. He reads every entry, picks the featured projects with the instructors and writes the challenge announcements.",
  ],
  [
    "leah-brennan",
    "Leah Brennan",
    "Product Manager",
    "Leah leads the team that builds the learning platform, from the data playground to guided projects. She spends a day every month watching learners use the product.",
  ],
  [
    "marcus-bell",
    "Marcus Bell",
    "Career Coach",
    "Marcus helps learners turn courses into jobs: portfolios, CVs and interview practice. He was a hiring manager for analytics teams for eight years.",
  ],
  [
    "sofia-marin",
    "Sofia Marín",
    "Head of Business Partnerships",
    "Sofia works with the companies that train their teams with Maven, from first skills assessment to custom training programs.",
  ],
];

export const teamSeed: EntrySeed[] = TEAM.map(([slug, name, role, bio], i) => ({
  id: `ent_team-${slug}`,
  kind: "team" as const,
  slug,
  title: name,
  summary: "",
  body: bio,
  image: null,
  fields: { role, order: String((i + 1) * 10) },
  publishAt: new Date("2026-11-01T09:00:00Z"),
}));
