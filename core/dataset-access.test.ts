import { describe, expect, it } from "vitest";
import { canDownload, canSeeRecommendedAnalysis, isLocked } from "./dataset-access.ts";

const visitor = null;
const member = { isSubscriber: false };
const subscriber = { isSubscriber: true };

describe("data set lock", () => {
  it("counts an unknown lock state as locked", () => {
    expect(isLocked(true)).toBe(true);
    expect(isLocked(null)).toBe(true);
    expect(isLocked(undefined)).toBe(true);
    expect(isLocked(false)).toBe(false);
  });

  it.each([
    ["open", false, { visitor: true, member: true, subscriber: true }],
    ["locked", true, { visitor: false, member: false, subscriber: true }],
    ["unknown", null, { visitor: false, member: false, subscriber: true }],
  ] as const)("lets the right viewers download an %s data set and see its analysis", (_, locked, expected) => {
    for (const policy of [canDownload, canSeeRecommendedAnalysis]) {
      expect(policy({ locked }, visitor)).toBe(expected.visitor);
      expect(policy({ locked }, member)).toBe(expected.member);
      expect(policy({ locked }, subscriber)).toBe(expected.subscriber);
    }
  });
});
