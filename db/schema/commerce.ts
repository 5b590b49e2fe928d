import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What can be bought (issue 15). Prices are integer minor units of `currency`; `unitAmount` is per seat
 * when `perSeat`. Enterprise has no price: it is sold by contact. Rows come from the seed's plan content.
 */
export const plans = pgTable("plan", {
  id: text("id").primaryKey(),
  product: text("product", { enum: ["free", "pro", "teams", "enterprise"] }).notNull(),
  name: text("name").notNull(),
  interval: text("interval", { enum: ["month", "year"] }),
  unitAmount: integer("unit_amount"),
  currency: text("currency").notNull().default("usd"),
  perSeat: boolean("per_seat").notNull().default(false),
  minSeats: integer("min_seats").notNull().default(1),
  trialDays: integer("trial_days").notNull().default(0),
  /** The Stripe Price this plan maps to when Stripe is the payments provider. */
  stripePriceId: text("stripe_price_id"),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** A promotion code: percent or amount off, for the first period or for as long as the plan runs. */
export const promotionCodes = pgTable(
  "promotion_code",
  {
    id: text("id").primaryKey(),
    /** Stored upper case; codes are matched case-insensitively. */
    code: text("code").notNull().unique(),
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    currency: text("currency"),
    duration: text("duration", { enum: ["once", "forever"] }).notNull(),
    /** Products the code applies to; null for every paid product. */
    products: jsonb("products").$type<string[]>(),
    expiresAt: at("expires_at"),
    maxRedemptions: integer("max_redemptions"),
    timesRedeemed: integer("times_redeemed").notNull().default(0),
    active: boolean("active").notNull().default(true),
    stripePromotionCodeId: text("stripe_promotion_code_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "promotion_code_one_discount",
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and coalesce(${t.percentOff}, 1) between 1 and 100 and coalesce(${t.amountOff}, 1) > 0`,
    ),
  ],
);

/** The payments provider's customer for a user, and the card on file (brand and last four only). */
export const billingCustomers = pgTable("billing_customer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
  providerCustomerId: text("provider_customer_id").notNull().unique(),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  cardExpMonth: integer("card_exp_month"),
  cardExpYear: integer("card_exp_year"),
  /** Test mode keeps the simulated card's outcome so renewals succeed or fail like the card would. */
  testCardBehaviour: text("test_card_behaviour"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * The company, postal address and tax ID a buyer wants on their invoices. One row per person, made
 * when they first save the form; each invoice copies it when issued (`invoice.billing_*`).
 */
export const billingDetails = pgTable("billing_details", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull().default(""),
  address: text("address").notNull().default(""),
  country: text("country").notNull().default(""),
  taxId: text("tax_id").notNull().default(""),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * A paid plan. The state mirrors the provider's subscription object (status, period, trial, cancel at
 * period end); `core/entitlement.ts` decides what it grants. `plan` holds a `plan.id`.
 */
export const subscriptions = pgTable(
  "subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull().default("pro-monthly"),
    status: text("status", {
      enum: ["incomplete", "trialing", "active", "past_due", "unpaid", "canceled"],
    }).notNull(),
    seats: integer("seats").notNull().default(1),
    currentPeriodStart: at("current_period_start"),
    currentPeriodEnd: at("current_period_end").notNull(),
    trialEnd: at("trial_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelReason: text("cancel_reason"),
    canceledAt: at("canceled_at"),
    endedAt: at("ended_at"),
    pastDueSince: at("past_due_since"),
    /** A promotion applied at checkout; a `once` discount is cleared after the first paid period. */
    promotionCodeId: text("promotion_code_id").references(() => promotionCodes.id, { onDelete: "set null" }),
    discountActive: boolean("discount_active").notNull().default(false),
    provider: text("provider", { enum: ["test", "stripe", "seed"] })
      .notNull()
      .default("seed"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscription_user_idx").on(t.userId),
    // One live plan per person: a second checkout, or a double-clicked Pay, cannot make another.
    uniqueIndex("subscription_one_live_per_user")
      .on(t.userId)
      .where(sql`status in ('incomplete', 'trialing', 'active', 'past_due', 'unpaid')`),
  ],
);

/**
 * One checkout: what the server priced, the promotion applied and how it ended. Its id is the thanks
 * page's key; `idempotencyKey` makes a repeated Pay the same order.
 */
export const checkoutOrders = pgTable(
  "checkout_order",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan")
      .notNull()
      .references(() => plans.id),
    seats: integer("seats").notNull().default(1),
    promotionCodeId: text("promotion_code_id").references(() => promotionCodes.id, { onDelete: "set null" }),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    /** Due today: zero during a trial. */
    dueToday: integer("due_today").notNull(),
    /** The first full charge after a trial, or the next renewal. */
    nextAmount: integer("next_amount").notNull(),
    trialEnd: at("trial_end"),
    status: text("status", { enum: ["open", "processing", "complete", "failed", "expired"] })
      .notNull()
      .default("open"),
    failureMessage: text("failure_message"),
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    /** The account was made in this checkout's funnel: its thanks page is /signup/confirm. */
    newAccount: boolean("new_account").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    completedAt: at("completed_at"),
  },
  (t) => [
    uniqueIndex("checkout_order_idempotency").on(t.userId, t.idempotencyKey),
    index("checkout_order_user_idx").on(t.userId, t.createdAt),
  ],
);

export const invoiceNumbers = pgSequence("invoice_number_seq", { startWith: 1001 });

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  periodStart?: string;
  periodEnd?: string;
}

/**
 * Every charge (`invoice`) and refund (`credit_note`). Amounts in the currency's minor unit; `lines`
 * and the card are a snapshot, so a later plan or card change does not rewrite history.
 */
export const invoices = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["invoice", "credit_note"] })
      .notNull()
      .default("invoice"),
    number: text("number").notNull().unique(),
    description: text("description").notNull(),
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull().default([]),
    subtotal: integer("subtotal").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status", { enum: ["paid", "open", "void", "refunded", "uncollectible"] }).notNull(),
    billingName: text("billing_name"),
    billingEmail: text("billing_email"),
    /** The buyer's billing details when the invoice was issued (`billing_details`), kept as they were. */
    billingCompany: text("billing_company"),
    billingAddress: text("billing_address"),
    billingTaxId: text("billing_tax_id"),
    /** What the discount was: the promotion code and its terms, e.g. "WELCOME20 (20% off)". */
    discountLabel: text("discount_label"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** `manual`: issued by staff and paid by transfer (enterprise teams), marked paid by staff. */
    provider: text("provider", { enum: ["test", "stripe", "seed", "manual"] })
      .notNull()
      .default("seed"),
    providerInvoiceId: text("provider_invoice_id").unique(),
    /** The team an invoice is for (enterprise teams, issue 19); null for a person's own plan. */
    teamId: text("team_id").references((): AnyPgColumn => teams.id, { onDelete: "set null" }),
    issuedAt: at("issued_at").notNull().defaultNow(),
    /** When an invoice paid by transfer is due (enterprise teams, issue 19); null for card charges. */
    dueAt: at("due_at"),
    paidAt: at("paid_at"),
  },
  (t) => [index("invoice_user_issued_idx").on(t.userId, t.issuedAt)],
);

/** Provider events already applied: a webhook delivered twice is applied once. */
export const paymentEvents = pgTable("payment_event", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/** Test mode's simulated clock: `billing:advance` moves it forward and runs what falls due. */
export const billingClock = pgTable("billing_clock", {
  id: text("id").primaryKey(),
  offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
});
