import { describe, expect, it } from "vitest";
import { teamCancelWarning } from "./team-cancel-warning.ts";

describe("teamCancelWarning", () => {
  it("says the other seat holders are emailed, as they are (server/domain/billing/events.ts)", () => {
    expect(teamCancelWarning({ name: "Northwind", seatsUsed: 8, buyerHoldsSeat: true }, "10/14/2027")).toBe(
      "Every member of Northwind loses premium access on 10/14/2027, at the end of the period you paid for (8 people hold a seat now, you included), and your account moves to Free Forever. Until then nothing changes; everyone's progress, projects and credentials stay theirs. Everyone else on a seat is emailed about the cancellation, and again when the plan ends.",
    );
  });

  it("promises no mail when the buyer is the only one on a seat", () => {
    expect(teamCancelWarning({ name: "Solo", seatsUsed: 1, buyerHoldsSeat: true }, "10/14/2027")).not.toContain(
      "emailed",
    );
    expect(teamCancelWarning({ name: "Run", seatsUsed: 1, buyerHoldsSeat: false }, "10/14/2027")).toContain(
      "(1 person holds a seat now)",
    );
  });
});
