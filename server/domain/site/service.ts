import { href } from "react-router";
import type { CatalogService } from "../catalog/service.ts";
import type { ChallengeService } from "../challenges/service.ts";
import type { GuidedProjectService } from "../guided-projects/service.ts";
import type { ShowcaseService } from "../showcase/service.ts";
import type { PublishingService } from "../publishing/service.ts";

export interface SitePage {
  path: string;
  label: string;
  group:
    | "Learn"
    | "Resources"
    | "Business"
    | "Company"
    | "Legal"
    | "Courses"
    | "Paths"
    | "Guided projects"
    | "Showcase"
    | "Challenges"
    | "Blog"
    | "Guides and reports"
    | "Mavens of Data"
    | "Customer stories";
}

const STATIC_PAGES: SitePage[] = [
  { path: href("/"), label: "Home", group: "Learn" },
  { path: href("/courses"), label: "Courses", group: "Learn" },
  { path: href("/paths"), label: "Paths", group: "Learn" },
  { path: href("/guided-projects"), label: "Guided Projects", group: "Learn" },
  { path: href("/crash-courses"), label: "Crash Courses", group: "Learn" },
  { path: href("/credentials"), label: "Credentials", group: "Learn" },
  { path: href("/showcase"), label: "Showcase", group: "Learn" },
  { path: href("/testimonials"), label: "Testimonials", group: "Learn" },
  { path: href("/pricing"), label: "Pricing", group: "Learn" },
  { path: href("/challenges"), label: "Data Challenges", group: "Resources" },
  { path: href("/data-playground"), label: "Data Playground", group: "Resources" },
  { path: href("/guides-and-reports"), label: "Guides and Reports", group: "Resources" },
  { path: href("/data-literacy-assessment"), label: "Data Literacy Assessment", group: "Resources" },
  { path: href("/pathfinder"), label: "Find Your Path", group: "Resources" },
  { path: href("/blog"), label: "Blog", group: "Resources" },
  { path: href("/mavens-of-data"), label: "Mavens of Data", group: "Resources" },
  { path: href("/maven-for-business"), label: "Maven For Business", group: "Business" },
  { path: href("/resource-hub"), label: "Resource Hub", group: "Business" },
  { path: href("/customer-stories"), label: "Customer Stories", group: "Business" },
  { path: href("/consulting"), label: "Consulting", group: "Business" },
  { path: href("/training"), label: "Training", group: "Business" },
  { path: href("/assessments"), label: "Assessments", group: "Business" },
  { path: href("/team"), label: "Team", group: "Company" },
  { path: href("/contact"), label: "Contact", group: "Company" },
  { path: href("/faq"), label: "FAQ", group: "Company" },
  { path: href("/sitemap"), label: "Site Map", group: "Company" },
  { path: href("/signup/pricing"), label: "Plans and sign-up", group: "Company" },
  { path: href("/privacy-policy"), label: "Privacy Policy", group: "Legal" },
  { path: href("/terms"), label: "Terms of Use", group: "Legal" },
  { path: href("/community-forum-policy"), label: "Community Forum Policy", group: "Legal" },
];

/** The public pages of the site, for /sitemap.xml and the HTML site map. */
export function createSiteService({
  catalog,
  challenges,
  guidedProjects,
  showcase,
  publishing,
}: {
  catalog: CatalogService;
  challenges: ChallengeService;
  guidedProjects: GuidedProjectService;
  showcase: ShowcaseService;
  /** Published posts, guides, episodes and stories (issue 18); scheduled ones appear once live. */
  publishing?: Pick<PublishingService, "listLive">;
}) {
  return {
    async publicPaths(): Promise<SitePage[]> {
      const [content, challengeList, projects, showcaseProjects, posts, guides, episodes, stories] = await Promise.all([
        catalog.publicPages(),
        challenges.listStarted(),
        guidedProjects.publicPages(),
        showcase.publicPages(),
        publishing?.listLive("post") ?? [],
        publishing?.listLive("guide") ?? [],
        publishing?.listLive("interview") ?? [],
        publishing?.listLive("story") ?? [],
      ]);
      return [
        ...STATIC_PAGES,
        ...content.courses.map((c) => ({
          path: href("/course/:slug", { slug: c.slug }),
          label: c.title,
          group: "Courses" as const,
        })),
        ...content.paths.map((p) => ({
          path: href("/path/:slug", { slug: p.slug }),
          label: p.title,
          group: "Paths" as const,
        })),
        ...projects.map((p) => ({
          path: href("/guided-projects/:slug", { slug: p.slug }),
          label: p.title,
          group: "Guided projects" as const,
        })),
        ...showcaseProjects.map((p) => ({
          path: href("/project/:id", { id: p.id }),
          label: p.title,
          group: "Showcase" as const,
        })),
        ...challengeList.map((c) => ({
          path: href("/challenges/:slug/:id", { slug: c.slug, id: c.id }),
          label: c.title,
          group: "Challenges" as const,
        })),
        ...posts.map((p) => ({ path: `/blog/${p.slug}`, label: p.title, group: "Blog" as const })),
        ...guides.map((g) => ({
          path: `/guides-and-reports/${g.slug}`,
          label: g.title,
          group: "Guides and reports" as const,
        })),
        ...episodes.map((e) => ({
          path: `/mavens-of-data/${e.slug}`,
          label: e.title,
          group: "Mavens of Data" as const,
        })),
        ...stories.map((s) => ({
          path: `/customer-stories/${s.slug}`,
          label: s.fields.company ?? s.title,
          group: "Customer stories" as const,
        })),
      ];
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
