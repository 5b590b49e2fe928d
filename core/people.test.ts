import { describe, expect, it } from "vitest";
import { teamCardPath, teamEntryIdOf } from "./people.ts";

describe("instructors and their team cards", () => {
  it("ties an instructor to their team entry by the seeded slug", () => {
    expect(teamEntryIdOf("ins_maya-okafor")).toBe("ent_team-maya-okafor");
    expect(teamEntryIdOf("ins_jiwon-park")).toBe("ent_team-jiwon-park");
  });
  it("points at the card on the team page", () => {
    expect(teamCardPath("maya-okafor")).toBe("/team#maya-okafor");
  });
});
