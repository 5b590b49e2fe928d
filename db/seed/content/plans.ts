import type { plans, promotionCodes } from "../../schema/commerce.ts";

/**
 * The plans on sale (issue 15). Prices in US cents. Pro annual is $299 a year against $39 a month
 * (36 % less than twelve months); Teams is per seat with a minimum of two. Enterprise is sold by
 * contact, so it has no price. Free Forever is a plan too, so the pricing page lists one source.
 */
type PlanRow = typeof plans.$inferInsert;
const defaults = { currency: "usd", perSeat: false, minSeats: 1, trialDays: 0, active: true, stripePriceId: null };

export const planSeed: PlanRow[] = (
  [
    { id: "free", product: "free", name: "Free Forever", interval: null, unitAmount: 0, sortOrder: 0 },
    {
      id: "pro-monthly",
      product: "pro",
      name: "Maven Pro (monthly)",
      interval: "month",
      unitAmount: 3900,
      trialDays: 7,
      sortOrder: 10,
    },
    {
      id: "pro-annual",
      product: "pro",
      name: "Maven Pro (annual)",
      interval: "year",
      unitAmount: 29900,
      trialDays: 7,
      sortOrder: 11,
    },
    {
      id: "teams-monthly",
      product: "teams",
      name: "Maven Teams (monthly)",
      interval: "month",
      unitAmount: 3500,
      perSeat: true,
      minSeats: 2,
      sortOrder: 20,
    },
    {
      id: "teams-annual",
      product: "teams",
      name: "Maven Teams (annual)",
      interval: "year",
      unitAmount: 27900,
      perSeat: true,
      minSeats: 2,
      sortOrder: 21,
    },
    { id: "enterprise", product: "enterprise", name: "Enterprise", interval: null, unitAmount: null, sortOrder: 30 },
  ] satisfies PlanRow[]
).map((plan) => ({ ...defaults, ...plan }));

/** Demo promotion codes (only with the demo accounts): one of each kind, for trying the checkout. */
export const demoPromotionSeed: (typeof promotionCodes.$inferInsert)[] = [
  { id: "promo_demo-welcome20", code: "WELCOME20", percentOff: 20, duration: "once", maxRedemptions: 1000 },
  { id: "promo_demo-team10", code: "TEAM10", percentOff: 10, duration: "forever", products: ["teams"] },
  { id: "promo_demo-save50", code: "SAVE50", amountOff: 5000, currency: "usd", duration: "once" },
  {
    id: "promo_demo-expired",
    code: "SUMMER2025",
    percentOff: 30,
    duration: "once",
    expiresAt: new Date("2025-09-01T00:00:00Z"),
  },
];
