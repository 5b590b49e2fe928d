import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Pages whose full content comes with a later issue share one module with their own intro text. */
const intro = (path: string, id: string) => route(path, "routes/marketing/intro-page.tsx", { id });

export default [
  // Resource routes
  route("healthz", "routes/api/healthz.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("api/set-cookie-consent", "routes/api/set-cookie-consent.tsx"),
  route("api/newsletter", "routes/api/newsletter.tsx"),
  route("embed/trailers/:slug", "routes/embed/trailer.ts"),
  route("data-playground/files/:datasetId/:fileId", "routes/api/dataset-download.ts"),
  route("data-playground/preview/:datasetId/:fileId", "routes/api/dataset-preview.ts"),

  layout("routes/layouts/page.tsx", [
    index("routes/marketing/home.tsx"),
    route("courses", "routes/catalog/courses.tsx"),
    route("course/:slug", "routes/catalog/course.tsx"),
    route("paths", "routes/catalog/paths.tsx"),
    route("path/:slug", "routes/catalog/path.tsx"),
    route("guided-projects", "routes/catalog/guided-projects.tsx"),
    route("guided-projects/:slug", "routes/catalog/guided-project.tsx"),
    route("crash-courses", "routes/catalog/crash-courses.tsx"),
    route("credentials", "routes/catalog/credentials.tsx"),
    route("credentials/verify/:id", "routes/catalog/credential-verify.tsx"),
    route("showcase", "routes/catalog/showcase.tsx"),
    route("project/:id", "routes/catalog/project.tsx"),
    route("testimonials", "routes/catalog/testimonials.tsx"),
    intro("pricing", "pricing"),
    route("challenges", "routes/resources/challenges.tsx"),
    route("challenges/:slug/:id", "routes/resources/challenge.tsx"),
    route("data-playground", "routes/playground/data-playground.tsx"),
    intro("guides-and-reports", "guides-and-reports"),
    intro("data-literacy-assessment", "data-literacy-assessment"),
    intro("pathfinder", "pathfinder"),
    intro("blog", "blog"),
    route("blog/:slug", "routes/not-found.tsx", { id: "blog-post" }),
    intro("mavens-of-data", "mavens-of-data"),
    intro("maven-for-business", "maven-for-business"),
    intro("resource-hub", "resource-hub"),
    intro("customer-stories", "customer-stories"),
    intro("consulting", "consulting"),
    intro("training", "training"),
    intro("assessments", "assessments"),
    intro("team", "team"),
    intro("contact", "contact"),
    intro("faq", "faq"),
    route("sitemap", "routes/marketing/sitemap.tsx"),
    intro("privacy-policy", "privacy-policy"),
    intro("terms", "terms"),
    intro("community-forum-policy", "community-forum-policy"),
    intro("signup/pricing", "signup-pricing"),
    intro("signup/confirm", "signup-confirm"),
    intro("signup/enterprise/confirm", "signup-enterprise-confirm"),
    intro("checkout/thanks", "checkout-thanks"),
    intro("thanks", "thanks"),
    intro("welcome", "welcome"),
    intro("welcome/results", "welcome-results"),
    route("profile/:postfix", "routes/not-found.tsx", { id: "profile" }),
  ]),

  layout("routes/layouts/auth.tsx", [
    intro("signup", "signup"),
    intro("signup/enterprise", "signup-enterprise"),
    intro("signup/checkout", "signup-checkout"),
    intro("login", "login"),
    intro("logout", "logout"),
    intro("onboarding/team", "onboarding-team"),
  ]),

  ...prefix("dashboard", [
    layout("routes/layouts/dashboard.tsx", [
      index("routes/marketing/intro-page.tsx", { id: "dashboard" }),
      intro("projects", "dashboard-projects"),
      intro("projects/new", "dashboard-projects-new"),
      layout("routes/layouts/account.tsx", [
        intro("account", "dashboard-account"),
        intro("account/subscription", "dashboard-account-subscription"),
        intro("account/preferences", "dashboard-account-preferences"),
        intro("account/invoices", "dashboard-account-invoices"),
      ]),
    ]),
  ]),

  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
