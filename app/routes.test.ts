import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { INTRO_PAGES } from "./content/intro-pages.ts";
import routes from "./routes.ts";

/**
 * The generic intro template (routes/marketing/intro-page.tsx) is left only on the pages other
 * issues own (commerce, surveys, teams); every other page has its real content (issue 18).
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
  "onboarding/team",
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
    expect(introRoutes(routes).sort()).toEqual([...STILL_INTRO].sort());
  });

  it("keeps intro copy only for routes that still use it", () => {
    const ids = new Set(STILL_INTRO.map((p) => p.replaceAll("/", "-")));
    const unused = Object.keys(INTRO_PAGES).filter((id) => !ids.has(id));
    // The auth layout's own headings (signup, login, logout) still read their copy from here.
    expect(unused.sort()).toEqual(["login", "logout", "signup"]);
  });
});
