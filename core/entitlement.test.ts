import { describe, expect, it } from "vitest";
import {
  grantsPremium,
  hasPremiumAccess,
  PAST_DUE_GRACE_DAYS,
  PERIOD_END_SLACK_MS,
  premiumGateHref,
  type EntitlementSource,
} from "./entitlement.ts";

const now = new Date("2026-11-25T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 24 * 3600 * 1000);
const sub = (over: Partial<EntitlementSource>): EntitlementSource => ({
  status: "active",
  currentPeriodEnd: days(20),
  ...over,
});

describe("premium access", () => {
  it("is granted by an active plan and a trial", () => {
    expect(grantsPremium(sub({}), now)).toBe(true);
    expect(grantsPremium(sub({ status: "trialing", currentPeriodEnd: days(7) }), now)).toBe(true);
  });

  it("is refused for cancelled, unpaid and incomplete plans, even inside their period", () => {
    for (const status of ["canceled", "unpaid", "incomplete"] as const) {
      expect(grantsPremium(sub({ status }), now)).toBe(false);
    }
  });

  it("lasts through the past-due grace period and ends after it", () => {
    const justFailed = sub({ status: "past_due", pastDueSince: days(-1) });
    expect(grantsPremium(justFailed, now)).toBe(true);
    const graceOver = sub({ status: "past_due", pastDueSince: days(-PAST_DUE_GRACE_DAYS) });
    expect(grantsPremium(graceOver, now)).toBe(false);
  });

  it("ends when a period ran out long ago without a renewal (a missed webhook)", () => {
    expect(grantsPremium(sub({ currentPeriodEnd: days(-1) }), now)).toBe(true);
    expect(grantsPremium(sub({ currentPeriodEnd: new Date(now.getTime() - PERIOD_END_SLACK_MS) }), now)).toBe(false);
  });

  it("counts a team seat and any granting plan", () => {
    expect(hasPremiumAccess({ subscriptions: [] }, now)).toBe(false);
    expect(hasPremiumAccess({ subscriptions: [], teamSeat: true }, now)).toBe(true);
    expect(hasPremiumAccess({ subscriptions: [sub({ status: "canceled" }), sub({})] }, now)).toBe(true);
  });
});

describe("premium buttons", () => {
  it("send a visitor to sign up, a free learner to upgrade and let a subscriber in", () => {
    expect(premiumGateHref(null)).toBe("/signup");
    expect(premiumGateHref({ isSubscriber: false })).toBe("/pricing");
    expect(premiumGateHref({ isSubscriber: true })).toBeNull();
  });

  it("carry the locked item's page: back after sign-up, named on the plans page", () => {
    const lesson = "/course/excel-essentials/lesson/les_excel-essentials-04";
    expect(premiumGateHref(null, lesson)).toBe(`/signup?returnTo=${encodeURIComponent(lesson)}`);
    expect(premiumGateHref({ isSubscriber: false }, "/path/data-analyst-excel")).toBe(
      "/pricing?unlock=%2Fpath%2Fdata-analyst-excel",
    );
    expect(premiumGateHref({ isSubscriber: true }, lesson)).toBeNull();
  });
});
