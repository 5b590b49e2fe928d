import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { INTRO_PAGES } from "./content/intro-pages.ts";
import routes from "./routes.ts";

/**
 * The generic intro template (routes/marketing/intro-page.tsx) is left only on the pages other
 * issues own (commerce, surveys, teams); every other page has its real content (issue 18). The list
 * shrinks as those issues land; nothing may be added to it.
 */
const STILL_INTRO = [
  "pricing",
  "signup/pricing",
  "signup/confirm",
  "signup/enterprise",
  "signup/enterprise/confirm",
  "signup/checkout",
  "checkout/thanks",
  "thanks",
  "welcome",
  "welcome/results",
  "pathfinder",
  "data-literacy-assessment",
  "assessments",
];

function introRoutes(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.file === "routes/marketing/intro-page.tsx" ? [path] : [];
    return [...own, ...introRoutes(entry.children ?? [], path)];
  });
}

describe("the route table", () => {
  it("renders the generic intro template only on the allow-listed routes of other issues", () => {
    const outside = introRoutes(routes).filter((path) => !STILL_INTRO.includes(path));
    expect(outside, "routes that still render the intro template").toEqual([]);
  });

  it("keeps no intro copy for the pages of issue 18", () => {
    const ours = [
      "blog",
      "guides-and-reports",
      "mavens-of-data",
      "maven-for-business",
      "resource-hub",
      "customer-stories",
      "consulting",
      "training",
      "team",
      "contact",
      "faq",
      "terms",
      "privacy-policy",
      "community-forum-policy",
    ];
    expect(Object.keys(INTRO_PAGES).filter((id) => ours.includes(id))).toEqual([]);
  });
});
