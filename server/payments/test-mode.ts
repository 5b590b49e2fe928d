/**
 * Test mode (issue 15, decision 026): the embedded payments provider when no Stripe key is set. It
 * behaves like Stripe with test cards and a test clock: Stripe's documented test card numbers succeed
 * or fail the way Stripe's do, trials end, renewals charge, failed renewals are retried and then give
 * up, cancellations take effect at period end. It reports all of that as the same `PaymentEvent`s the
 * Stripe webhooks produce, so the domain cannot tell the two apart. Only a card's brand and last four
 * digits are kept.
 *
 * Its clock is real time plus an offset kept in `billing_clock`; `npm run billing:advance -- --days N`
 * moves it forward and runs whatever fell due. Subscription periods are in that clock's time.
 */
import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  addDays,
  addInterval,
  CARD_MESSAGES,
  discountOf,
  proration,
  TEST_CARDS,
  type CardFailure,
  type Interval,
} from "~/core/billing.ts";
import type { Database } from "~/db/client.ts";
import {
  billingClock,
  billingCustomers,
  invoices,
  plans,
  promotionCodes,
  subscriptions,
} from "~/db/schema/commerce.ts";
import type { InvoiceLine } from "~/db/schema/commerce.ts";
import {
  CardDeclined,
  InvalidWebhook,
  type CardSnapshot,
  type CheckoutOutcome,
  type CheckoutRequest,
  type InvoiceSnapshot,
  type PaymentEventSink,
  type PaymentsProvider,
  type SubscriptionSnapshot,
} from "./port.ts";

/** Days after a failed renewal on which test mode retries the card; after the last it gives up. */
export const TEST_MODE_RETRY_DAYS = [3, 5, 7] as const;

const CLOCK_ID = "test";
const id = (prefix: string) => `${prefix}_test_${crypto.randomBytes(10).toString("base64url")}`;

type Card = NonNullable<CheckoutRequest["testCard"]>;

/** The card's outcome for a first charge, or why it is refused before any charge. */
export function testCardCheck(
  card: Card,
  now: Date,
): { ok: true; brand: string; behaviour: string } | { ok: false; failure: CardFailure | "notATestCard" } {
  const known = TEST_CARDS[card.number];
  if (!known) return { ok: false, failure: "notATestCard" };
  const expiresAfter = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiresAfter <= now.getTime()) return { ok: false, failure: "pastExpiry" };
  if (known.outcome === "succeeds" || known.outcome === "fails-later")
    return { ok: true, brand: known.brand, behaviour: known.outcome };
  return { ok: false, failure: known.outcome };
}

export function createTestModeProvider({ db, sink }: { db: Database; sink: PaymentEventSink }) {
  async function offsetMs(): Promise<number> {
    const [row] = await db.select().from(billingClock).where(eq(billingClock.id, CLOCK_ID)).limit(1);
    return row?.offsetMs ?? 0;
  }
  async function now(): Promise<Date> {
    return new Date(Date.now() + (await offsetMs()));
  }

  function snapshotOf(
    row: typeof subscriptions.$inferSelect,
    customerId: string,
    over: Partial<SubscriptionSnapshot> = {},
  ): SubscriptionSnapshot {
    return {
      providerSubscriptionId: row.providerSubscriptionId!,
      providerCustomerId: customerId,
      userId: row.userId,
      planId: row.plan,
      seats: row.seats,
      status: row.status,
      currentPeriodStart: row.currentPeriodStart ?? row.createdAt,
      currentPeriodEnd: row.currentPeriodEnd,
      trialEnd: row.trialEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: row.canceledAt,
      endedAt: row.endedAt,
      discountActive: row.discountActive,
      orderId: null,
      ...over,
    };
  }

  async function customerOf(userId: string) {
    const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
    return customer ?? null;
  }

  async function subscriptionRow(providerSubscriptionId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
      .limit(1);
    if (!row) throw new Error(`test mode: no subscription ${providerSubscriptionId}`);
    return row;
  }

  async function planOf(planId: string) {
    const [plan] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
    if (!plan || plan.unitAmount === null || plan.interval === null) throw new Error(`test mode: plan ${planId}`);
    return { ...plan, unitAmount: plan.unitAmount, interval: plan.interval as Interval };
  }

  function invoiceSnapshot(input: {
    userId: string;
    providerSubscriptionId: string;
    lines: InvoiceLine[];
    discount: number;
    currency: string;
    at: Date;
    paid: boolean;
    card: { brand: string; last4: string } | null;
    failureMessage?: string;
    providerInvoiceId?: string;
  }): InvoiceSnapshot {
    const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
    return {
      providerInvoiceId: input.providerInvoiceId ?? id("in"),
      providerSubscriptionId: input.providerSubscriptionId,
      userId: input.userId,
      kind: "invoice",
      status: input.paid ? "paid" : "open",
      currency: input.currency,
      lines: input.lines,
      subtotal,
      discount: input.discount,
      total: Math.max(0, subtotal - input.discount),
      issuedAt: input.at,
      paidAt: input.paid ? input.at : null,
      card: input.card,
      failureMessage: input.failureMessage ?? null,
    };
  }

  const periodLine = (
    description: string,
    quantity: number,
    unitAmount: number,
    start: Date,
    end: Date,
  ): InvoiceLine => ({
    description,
    quantity,
    unitAmount,
    amount: quantity * unitAmount,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  });

  const charges = (behaviour: string | null | undefined) => behaviour === "succeeds";

  const provider: PaymentsProvider & {
    advance(days: number): Promise<{ now: Date; events: number }>;
    runDue(): Promise<number>;
    now(): Promise<Date>;
  } = {
    mode: "test",

    async checkout(request: CheckoutRequest): Promise<CheckoutOutcome> {
      const at = await now();
      if (!request.testCard) return { kind: "declined", message: CARD_MESSAGES.declined };
      const check = testCardCheck(request.testCard, at);
      const trial = request.trialDays > 0;
      const failure: CardFailure | "notATestCard" | null = !check.ok
        ? check.failure
        : check.behaviour === "fails-later" && !trial
          ? "declined"
          : null;
      if (failure) {
        const message = CARD_MESSAGES[failure];
        await sink({ id: id("evt"), type: "checkout.failed", orderId: request.orderId, message });
        return { kind: "declined", message };
      }
      const ok = check as { ok: true; brand: string; behaviour: string };
      const existing = await customerOf(request.customer.userId);
      const customerId = existing?.providerCustomerId ?? `cus_test_${request.customer.userId}`;
      const card: CardSnapshot = {
        brand: ok.brand,
        last4: request.testCard.number.slice(-4),
        expMonth: request.testCard.expMonth,
        expYear: request.testCard.expYear,
      };
      const { plan, seats, promotion } = request;
      const periodEnd = trial ? addDays(at, request.trialDays) : addInterval(at, plan.interval);
      const subscriptionId = id("sub");
      const snapshot: SubscriptionSnapshot = {
        providerSubscriptionId: subscriptionId,
        providerCustomerId: customerId,
        userId: request.customer.userId,
        planId: plan.id,
        seats,
        status: trial ? "trialing" : "active",
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        trialEnd: trial ? periodEnd : null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        // A once-only discount is used by the first paid period: after a trial, that is the next one.
        discountActive: promotion !== null && (promotion.duration === "forever" || trial),
        orderId: request.orderId,
      };
      // The subscription first: if the person already has a live plan, the unique index refuses it
      // here, before any charge.
      await sink({
        id: `${request.orderId}:completed`,
        type: "checkout.completed",
        orderId: request.orderId,
        subscription: snapshot,
      });
      await sink({
        id: `${request.orderId}:card`,
        type: "customer.card_updated",
        userId: request.customer.userId,
        providerCustomerId: customerId,
        card,
      });
      await db
        .update(billingCustomers)
        .set({ testCardBehaviour: ok.behaviour })
        .where(eq(billingCustomers.userId, request.customer.userId));
      const unit = plan.unitAmount;
      const subtotal = unit * seats;
      const lines = trial
        ? [periodLine(`Free trial of ${plan.name}`, seats, 0, at, periodEnd)]
        : [periodLine(plan.name, seats, unit, at, periodEnd)];
      await sink({
        id: `${request.orderId}:invoice`,
        type: "invoice.paid",
        invoice: invoiceSnapshot({
          userId: request.customer.userId,
          providerSubscriptionId: subscriptionId,
          lines,
          discount: trial ? 0 : discountOf(subtotal, promotion),
          currency: plan.currency,
          at,
          paid: true,
          card: { brand: card.brand, last4: card.last4 },
        }),
      });
      return { kind: "completed" };
    },

    async changePlan({ providerSubscriptionId, plan, seats, idempotencyKey, endTrial = false }) {
      const row = await subscriptionRow(providerSubscriptionId);
      const at = await now();
      const customer = await customerOf(row.userId);
      const customerId = customer?.providerCustomerId ?? `cus_test_${row.userId}`;
      const card = customer?.cardLast4 ? { brand: customer.cardBrand ?? "card", last4: customer.cardLast4 } : null;
      if (row.status === "trialing" && !endTrial) {
        // Nothing was paid during a trial: the new plan simply takes over when the trial ends.
        await sink({
          id: `${idempotencyKey}:plan`,
          type: "subscription.updated",
          subscription: snapshotOf(row, customerId, { planId: plan.id, seats }),
        });
        return;
      }
      // A trial ended early paid nothing: no credit, as Stripe's trial_end=now invoices it.
      const [lastPaid] =
        row.status === "trialing"
          ? []
          : await db
              .select({ amount: invoices.amountMinor })
              .from(invoices)
              .where(
                and(eq(invoices.subscriptionId, row.id), eq(invoices.status, "paid"), eq(invoices.kind, "invoice")),
              )
              .orderBy(desc(invoices.issuedAt))
              .limit(1);
      const periodStart = row.currentPeriodStart ?? row.createdAt;
      const newAmount = plan.unitAmount * seats;
      const { credit } = proration({
        paidForPeriod: lastPaid?.amount ?? 0,
        periodStart,
        periodEnd: row.currentPeriodEnd,
        now: at,
        newPeriodAmount: newAmount,
      });
      const periodEnd = addInterval(at, plan.interval);
      const paid = charges(customer?.testCardBehaviour);
      const lines = [
        periodLine(plan.name, seats, plan.unitAmount, at, periodEnd),
        ...(credit > 0
          ? [
              periodLine(
                `Unused time on ${row.plan === plan.id ? plan.name : "your previous plan"}`,
                1,
                -credit,
                at,
                row.currentPeriodEnd,
              ),
            ]
          : []),
      ];
      if (!paid) throw new CardDeclined(CARD_MESSAGES.declined);
      await sink({
        id: `${idempotencyKey}:invoice`,
        type: "invoice.paid",
        invoice: invoiceSnapshot({
          userId: row.userId,
          providerSubscriptionId,
          lines,
          discount: 0,
          currency: plan.currency,
          at,
          paid: true,
          card,
        }),
      });
      await sink({
        id: `${idempotencyKey}:plan`,
        type: "subscription.updated",
        subscription: snapshotOf(row, customerId, {
          planId: plan.id,
          seats,
          status: "active",
          currentPeriodStart: at,
          currentPeriodEnd: periodEnd,
          ...(row.status === "trialing" ? { trialEnd: at } : {}),
        }),
      });
    },

    async changeSeats({ providerSubscriptionId, seats, idempotencyKey }) {
      const row = await subscriptionRow(providerSubscriptionId);
      const plan = await planOf(row.plan);
      const at = await now();
      const customer = await customerOf(row.userId);
      const customerId = customer?.providerCustomerId ?? `cus_test_${row.userId}`;
      const added = seats - row.seats;
      // Added seats are paid now for the rest of the period, as Stripe's always_invoice proration does;
      // nothing is charged during a trial, and removed seats are not refunded.
      if (added > 0 && row.status !== "trialing") {
        const periodStart = row.currentPeriodStart ?? row.createdAt;
        const { credit: prorated } = proration({
          paidForPeriod: plan.unitAmount * added,
          periodStart,
          periodEnd: row.currentPeriodEnd,
          now: at,
          newPeriodAmount: 0,
        });
        if (!charges(customer?.testCardBehaviour)) throw new CardDeclined(CARD_MESSAGES.declined);
        const card = customer?.cardLast4 ? { brand: customer.cardBrand ?? "card", last4: customer.cardLast4 } : null;
        await sink({
          id: `${idempotencyKey}:invoice`,
          type: "invoice.paid",
          invoice: invoiceSnapshot({
            userId: row.userId,
            providerSubscriptionId,
            lines: [
              {
                description: `${added} added seat${added === 1 ? "" : "s"} on ${plan.name}, for the rest of the period (prorated)`,
                quantity: 1,
                unitAmount: prorated,
                amount: prorated,
                periodStart: at.toISOString(),
                periodEnd: row.currentPeriodEnd.toISOString(),
              },
            ],
            discount: 0,
            currency: plan.currency,
            at,
            paid: true,
            card,
          }),
        });
      }
      await sink({
        id: `${idempotencyKey}:seats`,
        type: "subscription.updated",
        subscription: snapshotOf(row, customerId, { seats }),
      });
    },

    async setCancelAtPeriodEnd({ providerSubscriptionId, cancel }) {
      const row = await subscriptionRow(providerSubscriptionId);
      const customer = await customerOf(row.userId);
      const at = await now();
      await sink({
        id: id("evt"),
        type: "subscription.updated",
        subscription: snapshotOf(row, customer?.providerCustomerId ?? `cus_test_${row.userId}`, {
          cancelAtPeriodEnd: cancel,
          canceledAt: cancel ? at : null,
        }),
      });
    },

    async updateCustomerDetails() {
      // Test mode's customer is only our own row: our invoices read the details from billing_details.
    },

    async updateCard({ userId, providerCustomerId, testCard }) {
      if (!testCard) throw new CardDeclined(CARD_MESSAGES.declined);
      const check = testCardCheck(testCard, await now());
      if (!check.ok) throw new CardDeclined(CARD_MESSAGES[check.failure]);
      await sink({
        id: id("evt"),
        type: "customer.card_updated",
        userId,
        providerCustomerId,
        card: {
          brand: check.brand,
          last4: testCard.number.slice(-4),
          expMonth: testCard.expMonth,
          expYear: testCard.expYear,
        },
      });
      await db
        .update(billingCustomers)
        .set({ testCardBehaviour: check.behaviour })
        .where(eq(billingCustomers.userId, userId));
      // Like Stripe's retry after a card change: an overdue invoice is paid at once.
      await provider.runDue();
      return null;
    },

    async parseWebhook() {
      throw new InvalidWebhook("Test mode has no webhooks: its events are applied as they happen.");
    },

    now,

    /** Runs everything due at the test clock's now; returns the number of events it produced. */
    async runDue(): Promise<number> {
      let produced = 0;
      // Each pass moves every due subscription one step; a long jump takes several passes.
      for (let pass = 0; pass < 1000; pass++) {
        const at = await now();
        const due = await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.provider, "test"),
              inArray(subscriptions.status, ["trialing", "active", "past_due"]),
              sql`(${subscriptions.currentPeriodEnd} <= ${at} or ${subscriptions.status} = 'past_due')`,
            ),
          );
        let progressed = 0;
        for (const row of due) progressed += await step(row, at);
        produced += progressed;
        if (progressed === 0) break;
      }
      return produced;
    },

    async advance(days: number) {
      if (!Number.isFinite(days) || days <= 0 || days > 3660) throw new Error("days must be between 1 and 3660");
      await db
        .insert(billingClock)
        .values({ id: CLOCK_ID, offsetMs: days * 86_400_000 })
        .onConflictDoUpdate({
          target: billingClock.id,
          set: { offsetMs: sql`${billingClock.offsetMs} + ${days * 86_400_000}` },
        });
      const events = await provider.runDue();
      return { now: await now(), events };
    },
  };

  /** One step of one subscription at `at`: renew, retry, cancel at period end, or give up. */
  async function step(row: typeof subscriptions.$inferSelect, at: Date): Promise<number> {
    const customer = await customerOf(row.userId);
    const customerId = customer?.providerCustomerId ?? `cus_test_${row.userId}`;
    const card = customer?.cardLast4 ? { brand: customer.cardBrand ?? "card", last4: customer.cardLast4 } : null;
    const providerSubscriptionId = row.providerSubscriptionId!;
    const periodKey = `${providerSubscriptionId}:${row.currentPeriodEnd.toISOString()}`;

    if (row.status === "past_due") {
      const since = row.pastDueSince ?? row.currentPeriodStart ?? at;
      const [open] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.status, "open")))
        .orderBy(desc(invoices.issuedAt))
        .limit(1);
      if (charges(customer?.testCardBehaviour) && open) {
        await sink({
          id: `${open.providerInvoiceId}:paid`,
          type: "invoice.paid",
          invoice: invoiceSnapshot({
            providerInvoiceId: open.providerInvoiceId!,
            userId: row.userId,
            providerSubscriptionId,
            lines: open.lines,
            discount: open.discount,
            currency: open.currency,
            at,
            paid: true,
            card,
          }),
        });
        await sink({
          id: `${periodKey}:recovered`,
          type: "subscription.updated",
          subscription: snapshotOf(row, customerId, { status: "active" }),
        });
        return 2;
      }
      const lastRetry = addDays(since, TEST_MODE_RETRY_DAYS[TEST_MODE_RETRY_DAYS.length - 1]!);
      if (at.getTime() < lastRetry.getTime()) return 0;
      // Every retry failed: the invoice is written off and the plan ends (Stripe's "cancel" setting).
      if (open) {
        await sink({
          id: `${open.providerInvoiceId}:uncollectible`,
          type: "invoice.payment_failed",
          invoice: {
            ...invoiceSnapshot({
              providerInvoiceId: open.providerInvoiceId!,
              userId: row.userId,
              providerSubscriptionId,
              lines: open.lines,
              discount: open.discount,
              currency: open.currency,
              at: open.issuedAt,
              paid: false,
              card,
            }),
            status: "uncollectible",
          },
        });
      }
      await sink({
        id: `${periodKey}:gave-up`,
        type: "subscription.updated",
        subscription: snapshotOf(row, customerId, { status: "canceled", canceledAt: lastRetry, endedAt: lastRetry }),
      });
      return 1;
    }

    if (row.cancelAtPeriodEnd) {
      await sink({
        id: `${periodKey}:ended`,
        type: "subscription.updated",
        subscription: snapshotOf(row, customerId, { status: "canceled", endedAt: row.currentPeriodEnd }),
      });
      return 1;
    }

    // A renewal (or the end of a trial): charge the next period.
    const plan = await planOf(row.plan);
    const start = row.currentPeriodEnd;
    const end = addInterval(start, plan.interval);
    const amount = plan.unitAmount * row.seats;
    // The promotion, read once: its discount if it still applies, and whether it lasts past this period.
    const [promo] =
      row.discountActive && row.promotionCodeId
        ? await db.select().from(promotionCodes).where(eq(promotionCodes.id, row.promotionCodeId)).limit(1)
        : [];
    const discount = promo ? discountOf(amount, promo) : 0;
    const discountActive = promo?.duration === "forever";
    const paid = charges(customer?.testCardBehaviour);
    const invoice = invoiceSnapshot({
      providerInvoiceId: `in_${periodKey}`,
      userId: row.userId,
      providerSubscriptionId,
      lines: [periodLine(plan.name, row.seats, plan.unitAmount, start, end)],
      discount,
      currency: plan.currency,
      at: start,
      paid,
      card,
      failureMessage: paid ? undefined : CARD_MESSAGES.declined,
    });
    await sink({ id: `${periodKey}:invoice`, type: paid ? "invoice.paid" : "invoice.payment_failed", invoice });
    await sink({
      id: `${periodKey}:renewed`,
      type: "subscription.updated",
      subscription: snapshotOf(row, customerId, {
        status: paid ? "active" : "past_due",
        currentPeriodStart: start,
        currentPeriodEnd: end,
        trialEnd: row.trialEnd,
        discountActive,
      }),
    });
    return 2;
  }

  return provider;
}

export type TestModeProvider = ReturnType<typeof createTestModeProvider>;
