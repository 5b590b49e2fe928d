import { describe, expect, it } from "vitest";
import { getSocialIcon, SOCIAL_NETWORKS } from "./social.ts";

describe("getSocialIcon", () => {
  it("has a labelled icon for each footer network", () => {
    expect(SOCIAL_NETWORKS).toEqual(["facebook", "linkedin", "youtube", "tiktok", "instagram"]);
    for (const network of SOCIAL_NETWORKS) {
      const icon = getSocialIcon(network);
      expect(icon.label.length).toBeGreaterThan(0);
      expect(icon.path).toMatch(/^M/);
    }
  });

  it("throws for an unsupported network (spec section 8)", () => {
    expect(() => getSocialIcon("myspace")).toThrow('Unsupported social icon: "myspace"');
    expect(() => getSocialIcon("")).toThrow(/Unsupported social icon/);
    expect(() => getSocialIcon("toString")).toThrow(/Unsupported social icon/);
  });
});
