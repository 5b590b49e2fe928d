/**
 * Money arithmetic of plans, promotions, trials and plan switches (issue 15), in integer minor units.
 * Every amount a buyer sees or pays is computed here on the server from stored plans: nothing the
 * browser sends is a price. Pure and isomorphic, so the pages and the tests share it.
 */
import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "./single-line.ts";

export type Interval = "month" | "year";
export type Product = "free" | "pro" | "teams" | "enterprise";

export interface PlanPrice {
  id: string;
  product: Product;
  name: string;
  interval: Interval | null;
  unitAmount: number | null;
  currency: string;
  perSeat: boolean;
  minSeats: number;
  trialDays: number;
}

export interface Promotion {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: "once" | "forever";
  products: string[] | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  active: boolean;
}

/**
 * Seats a Teams plan can have when bought online by card; more is an Enterprise conversation, as the
 * pricing pages say ("Buying for more than 50 people?", "Need more than 50 seats? Talk to sales").
 */
export const MAX_ONLINE_SEATS = 50;

export const PROMOTION_MESSAGES = {
  unknown: "That promotion code doesn't exist. Check the spelling and try again.",
  expired: "That promotion code has expired.",
  usedUp: "That promotion code has been used the maximum number of times.",
  notForPlan: "That promotion code doesn't apply to this plan.",
} as const;

export const CHECKOUT_MESSAGES = {
  alreadySubscribed: "You already have this plan. Manage it from My Subscription.",
  // Only Teams to Pro gets here (Pro moves to Teams, decision 054), and My Subscription has no switch back.
  hasOtherPlan:
    "You already have a paid plan, which includes this one. To change to it, cancel yours from My Subscription and buy this plan once it ends.",
  notForSale: "This plan can't be bought online.",
  seatsBelowMinimum: (min: number) => `Teams starts at ${min} seats.`,
  seatsAboveMaximum: `For more than ${MAX_ONLINE_SEATS} seats, talk to our sales team.`,
  seatsNotANumber: "Enter the number of seats.",
  seatsNotWhole: "Seats must be a whole number.",
  moveToTeamsOnlyPro: "You don't have a Pro plan to move to Teams.",
  moveToTeamsNotActive:
    "Your Pro plan has a payment to settle first. Update your card in My Subscription, then move to Teams.",
  moveToTeamsCanceling:
    "Your Pro plan is set to end. Resume it in My Subscription to move it to Teams, or buy Teams after it ends.",
  moveToTeamsInTeam: (team: string) =>
    `You're a member of ${team}. Leave that team before buying a team plan of your own.`,
} as const;

/** Midway values round half up: the buyer never pays a fraction of a cent. */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

/** Adds one billing interval in UTC, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addInterval(date: Date, interval: Interval, count = 1): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (interval === "month") d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const DAY_MS = 24 * 3600 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The discount a promotion gives on an amount (never more than the amount). */
export function discountOf(amount: number, promotion: Pick<Promotion, "percentOff" | "amountOff"> | null): number {
  if (!promotion) return 0;
  if (promotion.percentOff !== null) return Math.min(amount, roundHalfUp((amount * promotion.percentOff) / 100));
  return Math.min(amount, promotion.amountOff ?? 0);
}

/** Why a promotion cannot be used for a plan now, or null when it can. */
export function promotionProblem(promotion: Promotion | null, plan: PlanPrice, now: Date): string | null {
  if (!promotion || !promotion.active) return PROMOTION_MESSAGES.unknown;
  if (promotion.expiresAt && promotion.expiresAt.getTime() <= now.getTime()) return PROMOTION_MESSAGES.expired;
  if (promotion.maxRedemptions !== null && promotion.timesRedeemed >= promotion.maxRedemptions)
    return PROMOTION_MESSAGES.usedUp;
  if (promotion.products && !promotion.products.includes(plan.product)) return PROMOTION_MESSAGES.notForPlan;
  if (promotion.amountOff !== null && promotion.currency && promotion.currency !== plan.currency)
    return PROMOTION_MESSAGES.notForPlan;
  return null;
}

export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A Teams seat count as typed: a whole number from the plan's minimum to `MAX_ONLINE_SEATS`. The
 * checkout's seat form and its loader parse with it, so 0, -3 or 2.5 get a message, never a quote.
 */
export function seatCountSchema(minSeats: number) {
  return z
    .string()
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.seatsNotANumber, abort: true })
    .regex(/^[+-]?\d+(\.\d+)?$/, CHECKOUT_MESSAGES.seatsNotANumber)
    .transform(Number)
    .pipe(
      z
        .number()
        .int(CHECKOUT_MESSAGES.seatsNotWhole)
        .min(minSeats, CHECKOUT_MESSAGES.seatsBelowMinimum(minSeats))
        .max(MAX_ONLINE_SEATS, CHECKOUT_MESSAGES.seatsAboveMaximum),
    );
}

/** The checkout's "Seats" form (a GET form: the count travels in the URL with the plan and code). */
export function checkoutSeatsFormSchema(minSeats: number) {
  return z.object({
    plan: trimmed.min(1).max(40),
    seats: seatCountSchema(minSeats),
    code: trimmed.max(40).optional(),
  });
}

/** Why a seat count is not allowed for a plan, or null. */
export function seatsProblem(plan: PlanPrice, seats: number): string | null {
  if (!plan.perSeat) return seats === 1 ? null : "This plan is for one person.";
  if (!Number.isInteger(seats)) return CHECKOUT_MESSAGES.seatsNotWhole;
  if (seats < plan.minSeats) return CHECKOUT_MESSAGES.seatsBelowMinimum(plan.minSeats);
  if (seats > MAX_ONLINE_SEATS) return CHECKOUT_MESSAGES.seatsAboveMaximum;
  return null;
}

export interface Quote {
  currency: string;
  seats: number;
  /** Price of one period before any discount. */
  subtotal: number;
  /** The discount on the first paid period. */
  discount: number;
  /** What the card is charged today: nothing during a trial. */
  dueToday: number;
  trialEnd: Date | null;
  /** The next charge: at the trial's end, or at the first renewal. */
  nextChargeDate: Date;
  nextAmount: number;
}

/**
 * The order summary of a checkout. A trial is for first-time subscribers only; a `once` promotion
 * discounts the first paid period (the one after a trial), a `forever` one every period.
 */
export function quote(input: {
  plan: PlanPrice;
  seats: number;
  promotion: Pick<Promotion, "percentOff" | "amountOff" | "duration"> | null;
  firstTimeSubscriber: boolean;
  now: Date;
}): Quote {
  const { plan, seats, promotion, now } = input;
  if (plan.unitAmount === null || plan.interval === null) throw new Error(`plan ${plan.id} has no online price`);
  const subtotal = plan.unitAmount * (plan.perSeat ? seats : 1);
  const discount = discountOf(subtotal, promotion);
  const firstPeriod = subtotal - discount;
  const renewal = promotion?.duration === "forever" ? firstPeriod : subtotal;
  const trialDays = input.firstTimeSubscriber ? plan.trialDays : 0;
  if (trialDays > 0) {
    const trialEnd = addDays(now, trialDays);
    return {
      currency: plan.currency,
      seats,
      subtotal,
      discount,
      dueToday: 0,
      trialEnd,
      nextChargeDate: trialEnd,
      nextAmount: firstPeriod,
    };
  }
  return {
    currency: plan.currency,
    seats,
    subtotal,
    discount,
    dueToday: firstPeriod,
    trialEnd: null,
    nextChargeDate: addInterval(now, plan.interval),
    nextAmount: renewal,
  };
}

/**
 * A live plan's next charge: the price of a period for its seats, less a promotion's discount while
 * it still applies (a `once` code's discount waits for the first paid period, also after a trial and
 * across a switch to annual made during it).
 */
export function upcomingCharge(input: {
  unitAmount: number;
  perSeat: boolean;
  seats: number;
  promotion: Pick<Promotion, "percentOff" | "amountOff"> | null;
}): { subtotal: number; discount: number; total: number } {
  const subtotal = input.unitAmount * (input.perSeat ? input.seats : 1);
  const discount = discountOf(subtotal, input.promotion);
  return { subtotal, discount, total: subtotal - discount };
}

/** What a year on the annual plan saves over twelve monthly payments. */
export function annualSaving(monthly: number, annual: number): { amount: number; percent: number } {
  const amount = Math.max(0, monthly * 12 - annual);
  return { amount, percent: monthly > 0 ? Math.round((amount / (monthly * 12)) * 100) : 0 };
}

export type AnnualSavings = Partial<Record<Product, { amount: number; percent: number }>>;

/**
 * Each product's annual saving (per seat for Teams), from its own monthly and annual prices: Pro's
 * and Teams' differ, so no page may show one product's figure for another.
 */
export function annualSavings(plans: readonly Pick<PlanPrice, "product" | "interval" | "unitAmount">[]): AnnualSavings {
  const savings: AnnualSavings = {};
  for (const annual of plans) {
    if (annual.interval !== "year" || !annual.unitAmount) continue;
    const monthly = plans.find((p) => p.product === annual.product && p.interval === "month");
    if (!monthly?.unitAmount) continue;
    const saving = annualSaving(monthly.unitAmount, annual.unitAmount);
    if (saving.amount > 0) savings[annual.product] = saving;
  }
  return savings;
}

/** The most any plan saves by paying yearly: the billing-period switch says "save up to". */
export function bestAnnualPercent(savings: AnnualSavings): number | null {
  const percents = Object.values(savings).map((s) => s.percent);
  return percents.length > 0 ? Math.max(...percents) : null;
}

/**
 * Switching plans mid-period (monthly to annual): the unused part of what was paid for the current
 * period comes off the new plan's first period, which starts now and is charged at once.
 */
export function proration(input: {
  paidForPeriod: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  newPeriodAmount: number;
}): { credit: number; dueNow: number } {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const unused = Math.min(total, Math.max(0, input.periodEnd.getTime() - input.now.getTime()));
  const credit = total > 0 ? roundHalfUp((input.paidForPeriod * unused) / total) : 0;
  return { credit, dueNow: Math.max(0, input.newPeriodAmount - credit) };
}

/**
 * Stripe's documented test cards (https://docs.stripe.com/testing) and what each does in test mode.
 * `fails-later` attaches and starts a trial but every charge fails, for dunning.
 */
export const TEST_CARDS: Record<
  string,
  { brand: string; outcome: "succeeds" | "declined" | "insufficient_funds" | "expired" | "bad_cvc" | "fails-later" }
> = {
  "4242424242424242": { brand: "visa", outcome: "succeeds" },
  "4000056655665556": { brand: "visa", outcome: "succeeds" },
  "5555555555554444": { brand: "mastercard", outcome: "succeeds" },
  "2223003122003222": { brand: "mastercard", outcome: "succeeds" },
  "378282246310005": { brand: "amex", outcome: "succeeds" },
  "6011111111111117": { brand: "discover", outcome: "succeeds" },
  "4000000000000002": { brand: "visa", outcome: "declined" },
  "4000000000009995": { brand: "visa", outcome: "insufficient_funds" },
  "4000000000000069": { brand: "visa", outcome: "expired" },
  "4000000000000127": { brand: "visa", outcome: "bad_cvc" },
  "4000000000000341": { brand: "visa", outcome: "fails-later" },
};

export const CARD_MESSAGES = {
  declined: "Your card was declined. Try another card.",
  insufficient_funds: "Your card has insufficient funds. Try another card.",
  expired: "Your card has expired. Try another card.",
  bad_cvc: "Your card's security code is incorrect.",
  notATestCard: "Test mode takes Stripe's test cards only, such as 4242 4242 4242 4242. No real card is charged.",
  pastExpiry: "Your card's expiry date is in the past.",
} as const;

export type CardFailure = keyof typeof CARD_MESSAGES;

export function cardNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

const trimmed = z.string().trim();

/** The checkout's Pay form. Plan and seats are what the buyer chose, never a price. */
export const CheckoutFormSchema = z.object({
  plan: trimmed.min(1, "Choose a plan").max(40),
  seats: z.coerce.number().int("Seats must be a whole number").min(1, "At least one seat").max(100_000),
  promotionCode: trimmed.max(40).optional(),
  idempotencyKey: trimmed.regex(/^[A-Za-z0-9_-]{16,64}$/, "Reload the page and try again"),
  /** The locked lesson, path or project the buyer came from; checked again with core/premium-target.ts. */
  returnTo: z.string().max(300).optional(),
});

/** Moving a live Pro plan to Teams: the card on file pays, so only the plan and the seats. */
export const MoveToTeamsFormSchema = z.object({
  plan: trimmed.min(1, "Choose a plan").max(40),
  seats: z.coerce.number({ message: CHECKOUT_MESSAGES.seatsNotANumber }).int(CHECKOUT_MESSAGES.seatsNotWhole),
  idempotencyKey: trimmed.regex(/^[A-Za-z0-9_-]{16,64}$/, "Reload the page and try again"),
});

/** Test mode's on-site card form (no card number is ever stored: only brand and last four). */
export const TestCardFieldsSchema = z.object({
  cardName: trimmed.min(1, "Enter the name on the card").max(120),
  cardNumber: trimmed
    .transform(cardNumberDigits)
    .pipe(z.string().regex(/^\d{13,19}$/, "Enter a card number of 13 to 19 digits")),
  cardExpiry: trimmed.regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, "Enter the expiry as MM / YY"),
  cardCvc: trimmed.regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code"),
});

export const TestModeCheckoutFormSchema = CheckoutFormSchema.extend(TestCardFieldsSchema.shape);

export const PromotionCodeFormSchema = z.object({
  plan: trimmed.min(1).max(40),
  seats: z.coerce.number().int().min(1).max(100_000).default(1),
  code: trimmed.min(1, "Enter a promotion code").max(40, "That promotion code is too long"),
});

export const CANCEL_REASONS = [
  ["too_expensive", "It's too expensive"],
  ["not_using", "I'm not using it enough"],
  ["finished", "I finished what I came for"],
  ["missing_features", "It's missing something I need"],
  ["switching", "I'm switching to another service"],
  ["other", "Something else"],
] as const;

export const CancelFormSchema = z.object({
  // "Prefer not to say" posts an empty reason: the question is optional.
  reason: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(CANCEL_REASONS.map(([value]) => value) as [string, ...string[]], {
        message: "Choose one of the reasons, or Prefer not to say",
      })
      .optional(),
  ),
  comment: trimmed.max(1000, "Keep it under 1,000 characters").optional(),
});

/** MM / YY to a month and four-digit year. */
export function parseExpiry(value: string): { month: number; year: number } {
  const [month, year] = value.split("/").map((part) => Number(part.trim()));
  return { month: month ?? 0, year: 2000 + (year ?? 0) };
}

export const EnterpriseFormSchema = z.object({
  organisation: trimmed.min(1, "Enter your organization's name").max(200).refine(isSingleLine, SINGLE_LINE_MESSAGE),
  name: trimmed.min(1, "Enter your name").max(120).refine(isSingleLine, SINGLE_LINE_MESSAGE),
  email: trimmed.toLowerCase().pipe(z.email("Enter a valid work email address").max(254)),
  seats: z.coerce
    .number({ message: "Enter the number of seats" })
    .int("Seats must be a whole number")
    .min(1, "At least one seat")
    .max(1_000_000, "Enter a realistic number of seats"),
  needs: trimmed.max(4000, "Keep it under 4,000 characters").optional(),
  /** A honeypot: people leave it empty, form-filling bots do not. */
  website: z.string().max(500).optional(),
});
