import { describe, expect, it } from "vitest";
import { planSeed } from "~/db/seed/content/plans.ts";
import { faqSeed } from "~/db/seed/content/publishing/faq.ts";
import { COMPARISON, PLAN_COPY } from "./pricing.ts";

const teamsMinimum = new Set(planSeed.filter((p) => p.product === "teams").map((p) => p.minSeats));

describe("what the pages say about the Teams plan's seats", () => {
  it("has one minimum, the one checkout applies", () => {
    expect(teamsMinimum.size).toBe(1);
  });

  it("is that minimum in the pricing comparison", () => {
    const seats = COMPARISON.flatMap((g) => g.rows).find((r) => r.feature === "Seats");
    expect(seats?.teams).toBe(`${[...teamsMinimum][0]} or more`);
  });

  it("is that minimum in the FAQ", () => {
    const words = ["zero", "one", "two", "three", "four", "five", "six"];
    const answer = JSON.stringify(faqSeed);
    expect(answer).toContain(`Teams of ${words[[...teamsMinimum][0]!]} or more can buy online`);
  });
});

describe("what the plans promise", () => {
  const planText = JSON.stringify({ PLAN_COPY, COMPARISON });

  it("sells no support tier: every plan reaches the same help center and contact form", () => {
    expect(planText).not.toMatch(/support/i);
  });

  it("promises no course files beyond the project brief each course's last lesson has", () => {
    expect(planText).not.toMatch(/course files/i);
    expect(JSON.stringify(faqSeed)).not.toMatch(/course files|video with exercises/i);
  });

  it("sells Teams on the team reports and assignments it has", () => {
    expect(PLAN_COPY.teams.features).toContain("Assign courses and follow progress in team reports");
  });
});
