import { href } from "react-router";
import type { Navigation } from "~/server/domain/navigation/service.ts";
import type { PublicEnv } from "~/server/env.ts";

/** A link in the menus; `external` ones open in a new tab (spec section 2, Support). */
export interface MenuLink {
  label: string;
  to: string;
  description?: string;
  external?: boolean;
}

/** A third-level entry: a link, plus what the third column shows while it is focused. */
export interface MenuItem extends MenuLink {
  featured: { heading: string; links: MenuLink[]; note?: string };
}

export interface MenuSection {
  id: "learn" | "resources" | "support" | "company";
  label: string;
  items: MenuItem[];
}

export interface SiteMenu {
  discover: MenuSection[];
  business: MenuLink[];
  topLinks: MenuLink[];
}

const playgroundLink = (datasetId: string) => `${href("/data-playground")}?datasetId=${encodeURIComponent(datasetId)}`;
const challengeLink = (c: { slug: string; id: string }) => href("/challenges/:slug/:id", { slug: c.slug, id: c.id });

/** The one menu tree the header, the mobile menu and the footer are drawn from. */
export function buildSiteMenu(nav: Navigation, env: PublicEnv): SiteMenu {
  const courses = nav.featuredCourses.map((c) => ({ label: c.title, to: href("/course/:slug", { slug: c.slug }) }));
  const paths = nav.paths.map((p) => ({ label: p.title, to: href("/path/:slug", { slug: p.slug }) }));
  const challengeLinks = [
    ...(nav.currentChallenge
      ? [{ label: `Current: ${nav.currentChallenge.title}`, to: challengeLink(nav.currentChallenge) }]
      : []),
    ...nav.pastChallenges.map((c) => ({ label: c.title, to: challengeLink(c) })),
  ];
  const datasets = nav.datasets.map((d) => ({ label: d.title, to: playgroundLink(d.id) }));

  return {
    discover: [
      {
        id: "learn",
        label: "Learn",
        items: [
          {
            label: "Courses",
            to: href("/courses"),
            description: "Self-paced courses with projects",
            featured: { heading: "Featured courses", links: courses },
          },
          {
            label: "Paths",
            to: href("/paths"),
            description: "Step-by-step learning paths",
            featured: { heading: "Popular paths", links: paths },
          },
          {
            label: "Guided Projects",
            to: href("/guided-projects"),
            description: "Real-world portfolio projects",
            featured: {
              heading: "Guided Projects",
              links: [],
              note: "Work through a realistic business brief with real data, one step at a time, and add the result to your portfolio.",
            },
          },
          {
            label: "Crash Courses",
            to: href("/crash-courses"),
            description: "Learn a skill in one sitting",
            featured: {
              heading: "Crash Courses",
              links: [],
              note: "One skill in one sitting: each crash course takes an hour or two.",
            },
          },
          {
            label: "Credentials",
            to: href("/credentials"),
            description: "Badges that prove your skills",
            featured: {
              heading: "Credentials",
              links: [],
              note: "Earn a verifiable badge for every course, path and guided project you complete, and share it with employers.",
            },
          },
        ],
      },
      {
        id: "resources",
        label: "Resources",
        items: [
          {
            label: "Challenges",
            to: href("/challenges"),
            description: "Monthly data challenges",
            featured: { heading: "Data challenges", links: challengeLinks },
          },
          {
            label: "Data Playground",
            to: href("/data-playground"),
            description: "Free practice data sets",
            featured: { heading: "Practice data sets", links: datasets },
          },
          {
            label: "Guides and Reports",
            to: href("/guides-and-reports"),
            description: "In-depth guides and research",
            featured: {
              heading: "Guides and Reports",
              links: [],
              note: "Cheat sheets, in-depth guides and our own research, free as PDFs.",
            },
          },
          {
            label: "Data Literacy Assessment",
            to: href("/data-literacy-assessment"),
            description: "Measure your data skills",
            featured: {
              heading: "Data Literacy Assessment",
              links: [],
              note: "A short assessment that shows where your data skills stand today.",
            },
          },
          {
            label: "Pathfinder",
            to: href("/pathfinder"),
            description: "Find your analytics career path",
            featured: {
              heading: "Pathfinder",
              links: [],
              note: "Answer 20 questions and get a learning path matched to your goals.",
            },
          },
          {
            label: "Blog",
            to: href("/blog"),
            description: "Tips, tutorials and news",
            featured: {
              heading: "Blog",
              links: [],
              note: "Tutorials, career advice and product news from our instructors.",
            },
          },
          {
            label: "Mavens of Data",
            to: href("/mavens-of-data"),
            description: "Interviews with data experts",
            featured: {
              heading: "Mavens of Data",
              links: [],
              note: "Conversations with the people who use data to make decisions every day.",
            },
          },
        ],
      },
      {
        id: "support",
        label: "Support",
        items: [
          {
            label: "Help Center",
            to: env.helpCenterUrl,
            external: true,
            description: "Answers to common questions",
            featured: {
              heading: "Help Center",
              links: [],
              note: "Guides on your account, billing, courses and certificates.",
            },
          },
          {
            label: "Product Updates",
            to: env.productUpdatesUrl,
            external: true,
            description: "What is new on the platform",
            featured: {
              heading: "Product Updates",
              links: [],
              note: "New courses, features and improvements, as they ship.",
            },
          },
          {
            label: "Feature Requests",
            to: env.featureRequestsUrl,
            external: true,
            description: "Tell us what to build next",
            featured: {
              heading: "Feature Requests",
              links: [],
              note: "Suggest an idea or vote for the ones you want most.",
            },
          },
        ],
      },
      {
        id: "company",
        label: "Company",
        items: [
          {
            label: "Team",
            to: href("/team"),
            description: "The people behind the courses",
            featured: { heading: "Team", links: [], note: "Meet the instructors and the team who build the platform." },
          },
          {
            label: "Contact",
            to: href("/contact"),
            description: "Get in touch with us",
            featured: {
              heading: "Contact",
              links: [],
              note: "Questions about courses, teams or partnerships? We answer every message.",
            },
          },
        ],
      },
    ],
    business: [
      { label: "Maven For Business", to: href("/maven-for-business"), description: "Upskill your whole team" },
      { label: "Resource Hub", to: href("/resource-hub"), description: "Guides for data leaders" },
      { label: "Customer Stories", to: href("/customer-stories"), description: "How teams learn with us" },
      { label: "Consulting", to: href("/consulting"), description: "Expert help on your data projects" },
    ],
    topLinks: [
      { label: "Showcase", to: href("/showcase") },
      { label: "Testimonials", to: href("/testimonials") },
      { label: "Pricing", to: href("/pricing") },
    ],
  };
}
