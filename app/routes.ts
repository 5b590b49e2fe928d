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

  layout("routes/layouts/page.tsx", [
    index("routes/marketing/home.tsx"),
    intro("courses", "courses"),
    route("course/:slug", "routes/catalog/course.tsx"),
    intro("paths", "paths"),
    route("path/:slug", "routes/catalog/path.tsx"),
    intro("guided-projects", "guided-projects"),
    route("guided-projects/:slug", "routes/not-found.tsx", { id: "guided-project" }),
    intro("crash-courses", "crash-courses"),
    intro("credentials", "credentials"),
    intro("showcase", "showcase"),
    route("project/:id", "routes/not-found.tsx", { id: "project" }),
    intro("testimonials", "testimonials"),
    intro("pricing", "pricing"),
    intro("challenges", "challenges"),
    route("challenges/:slug/:id", "routes/resources/challenge.tsx"),
    intro("data-playground", "data-playground"),
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
