import { describe, expect, it } from "vitest";
import { planSeed } from "~/db/seed/content/plans.ts";
import { faqSeed } from "~/db/seed/content/publishing/faq.ts";
import { COMPARISON } from "./pricing.ts";

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
