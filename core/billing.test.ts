import { describe, expect, it } from "vitest";
import {
  CancelFormSchema,
  addInterval,
  annualSaving,
  annualSavings,
  bestAnnualPercent,
  checkoutSeatsFormSchema,
  discountOf,
  PROMOTION_MESSAGES,
  promotionProblem,
  proration,
  quote,
  seatsProblem,
  TestModeCheckoutFormSchema,
  type PlanPrice,
  type Promotion,
} from "./billing.ts";

const now = new Date("2026-01-31T10:00:00Z");
const proMonthly: PlanPrice = {
  id: "pro-monthly",
  product: "pro",
  name: "Pro",
  interval: "month",
  unitAmount: 3900,
  currency: "usd",
  perSeat: false,
  minSeats: 1,
  trialDays: 7,
};
const teamsAnnual: PlanPrice = {
  ...proMonthly,
  id: "teams-annual",
  product: "teams",
  interval: "year",
  unitAmount: 24900,
  perSeat: true,
  minSeats: 2,
  trialDays: 0,
};
const promo = (over: Partial<Promotion>): Promotion => ({
  code: "SAVE20",
  percentOff: 20,
  amountOff: null,
  currency: null,
  duration: "once",
  products: null,
  expiresAt: null,
  maxRedemptions: null,
  timesRedeemed: 0,
  active: true,
  ...over,
});

describe("billing intervals", () => {
  it("clamps a monthly renewal to the end of a shorter month and handles leap days", () => {
    expect(addInterval(now, "month").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addInterval(new Date("2028-02-29T00:00:00Z"), "year").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(addInterval(new Date("2026-12-15T00:00:00Z"), "month").toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});

describe("quote", () => {
  it("charges nothing today during a first-time trial and the full price when it ends", () => {
    const q = quote({ plan: proMonthly, seats: 1, promotion: null, firstTimeSubscriber: true, now });
    expect(q).toMatchObject({ subtotal: 3900, discount: 0, dueToday: 0, nextAmount: 3900 });
    expect(q.trialEnd?.toISOString()).toBe("2026-02-07T10:00:00.000Z");
    expect(q.nextChargeDate).toEqual(q.trialEnd);
  });

  it("gives no second trial: a returning subscriber pays today", () => {
    const q = quote({ plan: proMonthly, seats: 1, promotion: null, firstTimeSubscriber: false, now });
    expect(q).toMatchObject({ dueToday: 3900, trialEnd: null, nextAmount: 3900 });
    expect(q.nextChargeDate.toISOString()).toBe("2026-02-28T10:00:00.000Z");
  });

  it("prices Teams per seat and applies a once-only discount to the first period only", () => {
    const q = quote({ plan: teamsAnnual, seats: 5, promotion: promo({}), firstTimeSubscriber: true, now });
    expect(q).toMatchObject({ subtotal: 124500, discount: 24900, dueToday: 99600, nextAmount: 124500 });
  });

  it("keeps a forever discount on every renewal", () => {
    const q = quote({
      plan: teamsAnnual,
      seats: 2,
      promotion: promo({ duration: "forever", percentOff: 10 }),
      firstTimeSubscriber: false,
      now,
    });
    expect(q).toMatchObject({ subtotal: 49800, discount: 4980, dueToday: 44820, nextAmount: 44820 });
  });
});

describe("discounts", () => {
  it("rounds half a cent up and never discounts more than the amount", () => {
    expect(discountOf(3900, { percentOff: 15, amountOff: null })).toBe(585);
    expect(discountOf(999, { percentOff: 50, amountOff: null })).toBe(500);
    expect(discountOf(3900, { percentOff: null, amountOff: 5000 })).toBe(3900);
  });

  it("refuses unknown, expired, used-up and other-product codes", () => {
    expect(promotionProblem(null, proMonthly, now)).toBe(PROMOTION_MESSAGES.unknown);
    expect(promotionProblem(promo({ active: false }), proMonthly, now)).toBe(PROMOTION_MESSAGES.unknown);
    expect(promotionProblem(promo({ expiresAt: now }), proMonthly, now)).toBe(PROMOTION_MESSAGES.expired);
    expect(promotionProblem(promo({ maxRedemptions: 3, timesRedeemed: 3 }), proMonthly, now)).toBe(
      PROMOTION_MESSAGES.usedUp,
    );
    expect(promotionProblem(promo({ products: ["teams"] }), proMonthly, now)).toBe(PROMOTION_MESSAGES.notForPlan);
    expect(promotionProblem(promo({ maxRedemptions: 3, timesRedeemed: 2 }), proMonthly, now)).toBeNull();
  });
});

describe("seats", () => {
  it("needs at least the minimum for Teams and exactly one for Pro", () => {
    expect(seatsProblem(teamsAnnual, 1)).toBe("Teams starts at 2 seats.");
    expect(seatsProblem(teamsAnnual, 2)).toBeNull();
    expect(seatsProblem(proMonthly, 3)).toBe("This plan is for one person.");
  });

  it("takes a whole count from the minimum to 50 and says what is wrong with any other", () => {
    const schema = checkoutSeatsFormSchema(2);
    const problem = (seats: string) => {
      const result = schema.safeParse({ plan: "teams-annual", seats });
      return result.success ? null : result.error.issues.map((i) => i.message);
    };
    expect(problem("0")).toEqual(["Teams starts at 2 seats."]);
    expect(problem("-3")).toEqual(["Teams starts at 2 seats."]);
    expect(problem("2.5")).toEqual(["Seats must be a whole number."]);
    expect(problem("51")).toEqual(["For more than 50 seats, talk to our sales team."]);
    expect(problem("")).toEqual(["Enter the number of seats."]);
    expect(problem("five")).toEqual(["Enter the number of seats."]);
    expect(problem(" 2 ")).toBeNull();
    expect(problem("50")).toBeNull();
    expect(seatsProblem(teamsAnnual, 51)).toBe("For more than 50 seats, talk to our sales team.");
    expect(seatsProblem(teamsAnnual, 2.5)).toBe("Seats must be a whole number.");
  });
});

describe("switching monthly to annual", () => {
  it("credits the unused part of the month against the year", () => {
    const periodStart = new Date("2026-03-01T00:00:00Z");
    const periodEnd = new Date("2026-03-31T00:00:00Z");
    const halfway = new Date("2026-03-16T00:00:00Z");
    expect(proration({ paidForPeriod: 3900, periodStart, periodEnd, now: halfway, newPeriodAmount: 29900 })).toEqual({
      credit: 1950,
      dueNow: 27950,
    });
    expect(proration({ paidForPeriod: 3900, periodStart, periodEnd, now: periodEnd, newPeriodAmount: 29900 })).toEqual({
      credit: 0,
      dueNow: 29900,
    });
  });

  it("works out each product's saving from its own prices", () => {
    const savings = annualSavings([
      { product: "pro", interval: "month", unitAmount: 3900 },
      { product: "pro", interval: "year", unitAmount: 29900 },
      { product: "teams", interval: "month", unitAmount: 3500 },
      { product: "teams", interval: "year", unitAmount: 27900 },
      { product: "enterprise", interval: null, unitAmount: null },
    ]);
    expect(savings).toEqual({ pro: { amount: 16900, percent: 36 }, teams: { amount: 14100, percent: 34 } });
    expect(bestAnnualPercent(savings)).toBe(36);
    expect(bestAnnualPercent({})).toBeNull();
  });

  it("shows what the annual plan saves", () => {
    expect(annualSaving(3900, 29900)).toEqual({ amount: 16900, percent: 36 });
  });
});

describe("the test-mode checkout form", () => {
  it("takes spaced card numbers and refuses a malformed expiry", () => {
    const base = { plan: "pro-annual", seats: "1", idempotencyKey: "k".repeat(20), cardName: "Ada", cardCvc: "123" };
    const ok = TestModeCheckoutFormSchema.safeParse({
      ...base,
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12 / 30",
    });
    expect(ok.success && ok.data.cardNumber).toBe("4242424242424242");
    const bad = TestModeCheckoutFormSchema.safeParse({ ...base, cardNumber: "4242", cardExpiry: "13/30" });
    expect(bad.success).toBe(false);
  });
});

describe("the cancel form", () => {
  // The form posts strings as they are (parseForm turns auto-coercion off).
  it("cancels without a reason: Prefer not to say posts an empty one", () => {
    const parsed = CancelFormSchema.safeParse({ reason: "", comment: "" });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.reason).toBeUndefined();
  });

  it("keeps a chosen reason and refuses an unknown one in plain words", () => {
    expect(CancelFormSchema.parse({ reason: "not_using" }).reason).toBe("not_using");
    const bad = CancelFormSchema.safeParse({ reason: "bogus" });
    expect(bad.error?.issues[0]?.message).toBe("Choose one of the reasons, or Prefer not to say");
  });
});
