/**
 * Plans, checkout, the subscriber's plan and invoices (issue 15). Every amount comes from stored
 * plans through core/billing.ts; the browser only says which plan, how many seats and which code.
 * The provider (Stripe or test mode) takes the money and reports back through `events.apply`.
 */
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  addInterval,
  annualSaving,
  annualSavings,
  bestAnnualPercent,
  CHECKOUT_MESSAGES,
  MAX_ONLINE_SEATS,
  EnterpriseFormSchema,
  normalizePromotionCode,
  parseExpiry,
  promotionProblem,
  proration,
  quote,
  seatCountSchema,
  seatsProblem,
  upcomingCharge,
  CancelFormSchema,
  CheckoutFormSchema,
  MoveToTeamsFormSchema,
  TestCardFieldsSchema,
  type PlanPrice,
  type Quote,
} from "~/core/billing.ts";
import { LIVE_STATUSES, type SubscriptionStatus } from "~/core/entitlement.ts";
import { premiumTargetOf } from "~/core/premium-target.ts";
import type { Database } from "~/db/client.ts";
import { BillingDetailsFormSchema } from "~/core/billing-details.ts";
import {
  billingCustomers,
  billingDetails,
  checkoutOrders,
  invoices,
  plans,
  promotionCodes,
  subscriptions,
} from "~/db/schema/commerce.ts";
import { leads } from "~/db/schema/leads.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import type { Viewer } from "../viewer.ts";
import { BadInput, Conflict, NotFound, parseInput, Unauthenticated } from "../errors.ts";
import type { LeadsService } from "../leads/service.ts";
import type { Logger } from "../../logger.ts";
import type { Payments } from "../../payments/index.ts";
import { CardDeclined, InvalidWebhook, type CheckoutRequest, type PaymentEvent } from "../../payments/port.ts";
import { isOneLivePlanViolation, type BillingEvents } from "./events.ts";
import { invoicePdf } from "./invoice-pdf.ts";

export interface PlanView extends PlanPrice {
  sortOrder: number;
}

export type CheckoutMode = "test" | "stripe";

/** How long a second Pay waits for the first one of the same order to finish. */
export const CHECKOUT_WAIT_MS = 15_000;
const CHECKOUT_POLL_MS = 100;

export const newIdempotencyKey = () => crypto.randomBytes(18).toString("base64url");
/** An account this young that buys its first plan came through the sign-up funnel. */
const NEW_ACCOUNT_MS = 24 * 3600 * 1000;
const newOrderId = () => `ord_${crypto.randomBytes(12).toString("base64url")}`;

export function createBillingService({
  db,
  provider,
  events,
  leads: leadsService,
  logger,
  siteUrl,
  salesEmail,
}: {
  db: Database;
  provider: Payments;
  events: BillingEvents;
  leads: Pick<LeadsService, "create">;
  logger: Logger;
  siteUrl: string;
  salesEmail: string;
}) {
  const mode: CheckoutMode = provider.mode;
  /**
   * The billing domain's "now": test mode's clock (moved by billing:advance) when it runs, else real
   * time. Quotes, trials and prorations use it, so the dates a page shows are the provider's dates.
   */
  const billingNow = async (): Promise<Date> => (provider.testMode ? provider.testMode.now() : new Date());

  async function activePlans(): Promise<PlanView[]> {
    const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
    return rows.map(toPlanView);
  }

  function toPlanView(row: typeof plans.$inferSelect): PlanView {
    return {
      id: row.id,
      product: row.product,
      name: row.name,
      interval: row.interval,
      unitAmount: row.unitAmount,
      currency: row.currency,
      perSeat: row.perSeat,
      minSeats: row.minSeats,
      trialDays: row.trialDays,
      sortOrder: row.sortOrder,
    };
  }

  async function purchasablePlan(planId: string) {
    const [row] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.active, true)))
      .limit(1);
    if (!row) throw new NotFound("That plan doesn't exist.");
    if (row.unitAmount === null || row.interval === null || row.product === "free" || row.product === "enterprise")
      throw new BadInput(CHECKOUT_MESSAGES.notForSale, { plan: [CHECKOUT_MESSAGES.notForSale] });
    return row;
  }

  async function liveSubscription(userId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Trials are for people who never had a paid plan. */
  async function isFirstTimeSubscriber(userId: string | null): Promise<boolean> {
    if (!userId) return true;
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.status} <> 'incomplete'`))
      .limit(1);
    return !row;
  }

  async function findPromotion(code: string | undefined) {
    if (!code) return null;
    const [row] = await db
      .select()
      .from(promotionCodes)
      .where(eq(promotionCodes.code, normalizePromotionCode(code)))
      .limit(1);
    return row ?? null;
  }

  /** The team the buyer is in, if any: a person belongs to one team (issue 19). */
  async function teamOfMember(userId: string) {
    const [row] = await db
      .select({ name: teams.name, billing: teams.billing, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId))
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether a live Pro plan can become the Teams plan priced here, and what moving costs today: the
   * Teams period from now, less the unused part of the last Pro payment (the same proration the
   * provider charges, `changePlan`). A trial has paid nothing to credit and Teams has no trial, so
   * moving ends the trial and the first Teams period is paid today; `refusal` says why a plan cannot move.
   */
  async function teamsMoveFor(
    userId: string,
    live: typeof subscriptions.$inferSelect,
    plan: PlanView,
    seats: number | null,
    now: Date,
  ) {
    const [from] = await db.select().from(plans).where(eq(plans.id, live.plan)).limit(1);
    if (!from || from.product !== "pro" || plan.product !== "teams") return null;
    const endsTrial = live.status === "trialing";
    const refusal =
      (live.status !== "active" && !endsTrial) || !live.providerSubscriptionId
        ? CHECKOUT_MESSAGES.moveToTeamsNotActive
        : live.cancelAtPeriodEnd
          ? CHECKOUT_MESSAGES.moveToTeamsCanceling
          : await (async () => {
              // As at checkout: only the admin of a card team whose plan ended may buy for it again.
              const team = await teamOfMember(userId);
              return team && !(team.role === "admin" && team.billing === "card")
                ? CHECKOUT_MESSAGES.moveToTeamsInTeam(team.name)
                : null;
            })();
    // A trial paid nothing, so there is no last payment to credit.
    const [lastPaid] = endsTrial
      ? []
      : await db
          .select({ amount: invoices.amountMinor })
          .from(invoices)
          .where(and(eq(invoices.subscriptionId, live.id), eq(invoices.status, "paid"), eq(invoices.kind, "invoice")))
          .orderBy(desc(invoices.issuedAt))
          .limit(1);
    const subtotal = seats === null ? null : (plan.unitAmount ?? 0) * seats;
    const { credit, dueNow } = proration({
      paidForPeriod: lastPaid?.amount ?? 0,
      periodStart: live.currentPeriodStart ?? live.createdAt,
      periodEnd: live.currentPeriodEnd,
      now,
      newPeriodAmount: subtotal ?? 0,
    });
    return {
      fromPlan: from.name,
      endsTrial,
      refusal,
      subtotal,
      credit,
      dueToday: subtotal === null ? null : dueNow,
      nextAmount: subtotal,
      periodEnd: addInterval(now, plan.interval ?? "year"),
    };
  }

  /**
   * The team a Teams plan pays for, as its buyer's account pages tell it: the people with premium
   * access from it (active members holding a seat) and whether the buyer is one of them.
   */
  async function teamOfSubscription(subscriptionId: string, buyerId: string) {
    const [team] = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.subscriptionId, subscriptionId))
      .limit(1);
    if (!team) return null;
    // Active members holding a seat are the ones the plan gives premium access (and takes it from).
    const seated = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.status, "active"), eq(teamMembers.holdsSeat, true)));
    return {
      name: team.name,
      seatsUsed: seated.length,
      buyerHoldsSeat: seated.some((m) => m.userId === buyerId),
    };
  }

  async function productOfPlan(planId: string): Promise<string> {
    const [row] = await db.select({ product: plans.product }).from(plans).where(eq(plans.id, planId)).limit(1);
    return row?.product ?? planId;
  }

  async function orderView(row: typeof checkoutOrders.$inferSelect) {
    const [plan] = await db.select().from(plans).where(eq(plans.id, row.plan)).limit(1);
    const [sub] = row.subscriptionId
      ? await db.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId)).limit(1)
      : [];
    // A Teams buyer holds one of the seats they bought (decision 053), unless they gave it back.
    const [member] =
      plan!.product === "teams"
        ? await db
            .select({ holdsSeat: teamMembers.holdsSeat, status: teamMembers.status })
            .from(teamMembers)
            .where(eq(teamMembers.userId, row.userId))
            .limit(1)
        : [];
    const [promotion] = row.promotionCodeId
      ? await db
          .select({ code: promotionCodes.code, duration: promotionCodes.duration })
          .from(promotionCodes)
          .where(eq(promotionCodes.id, row.promotionCodeId))
          .limit(1)
      : [];
    return {
      id: row.id,
      status: row.status,
      /** The code used, to say which charges its discount comes off. */
      promotion: promotion ?? null,
      buyerHoldsSeat: member ? member.holdsSeat && member.status === "active" : null,
      failureMessage: row.failureMessage,
      newAccount: row.newAccount,
      plan: { id: plan!.id, name: plan!.name, product: plan!.product, interval: plan!.interval },
      seats: row.seats,
      currency: row.currency,
      subtotal: row.subtotal,
      discount: row.discount,
      dueToday: row.dueToday,
      nextAmount: row.nextAmount,
      trialEnd: sub?.trialEnd ?? row.trialEnd,
      nextChargeDate: sub ? (sub.trialEnd ?? sub.currentPeriodEnd) : null,
      createdAt: row.createdAt,
    };
  }

  async function waitForOrder(orderId: string) {
    const deadline = Date.now() + CHECKOUT_WAIT_MS;
    for (;;) {
      const [row] = await db.select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId)).limit(1);
      if (!row || row.status !== "processing" || Date.now() > deadline) return row!;
      await new Promise((resolve) => setTimeout(resolve, CHECKOUT_POLL_MS));
    }
  }

  type CheckoutResult =
    | { kind: "complete"; orderId: string }
    | { kind: "redirect"; orderId: string; url: string }
    | { kind: "failed"; orderId: string; message: string }
    | { kind: "processing"; orderId: string };

  function resultOf(row: typeof checkoutOrders.$inferSelect): CheckoutResult {
    if (row.status === "complete") return { kind: "complete", orderId: row.id };
    if (row.status === "failed" || row.status === "expired")
      return { kind: "failed", orderId: row.id, message: row.failureMessage ?? "The payment didn't go through." };
    return { kind: "processing", orderId: row.id };
  }

  /**
   * The provider's customer carries the billing details too, for its own invoices and receipts. Ours
   * read them from billing_details, so a provider that is down costs a warning, not the buyer's save.
   */
  async function passDetailsToProvider(
    userId: string,
    providerCustomerId: string,
    details: { companyName: string; address: string; country: string; taxId: string },
  ) {
    const { companyName, address, country, taxId } = details;
    await provider
      .updateCustomerDetails({ providerCustomerId, companyName, address, country, taxId })
      .catch((error: unknown) =>
        logger.warn({ err: error, userId }, "billing details not passed to the payments provider"),
      );
  }

  const service = {
    mode,

    /** A key for one Pay: the page embeds it, so a repeated submit is the same payment. */
    newIdempotencyKey,

    plans: activePlans,

    /** The pricing page: every plan, and which one the viewer has now. */
    async pricing(viewer: Viewer | null) {
      const all = await activePlans();
      const savings = annualSavings(all);
      const live = viewer ? await liveSubscription(viewer.userId) : null;
      return {
        plans: all,
        currentPlanId: live?.plan ?? (viewer ? "free" : null),
        currentStatus: live?.status ?? null,
        trialEligible: await isFirstTimeSubscriber(viewer?.userId ?? null),
        annualSavings: savings,
        /** The most a plan saves by paying yearly, for the billing-period switch ("save up to"). */
        bestAnnualSavingPercent: bestAnnualPercent(savings),
        /** More seats than this is a conversation with sales, as the pricing pages say. */
        maxOnlineSeats: MAX_ONLINE_SEATS,
        mode,
      };
    },

    /**
     * The order summary for a plan, seat count and code, as the checkout page shows it. Problems
     * (a code, the seats, a plan the viewer already has) come back as messages, not errors.
     */
    async checkoutPreview(viewer: Viewer | null, input: { plan: string; seats?: string; code?: string }) {
      const planRow = await purchasablePlan(input.plan);
      const plan = toPlanView(planRow);
      // A count that isn't one the plan sells (0, -3, 2.5, 51) is the form's error and gets no quote;
      // it never quietly becomes another count. No count at all starts at the minimum.
      const parsed = plan.perSeat
        ? seatCountSchema(plan.minSeats).safeParse(input.seats ?? String(plan.minSeats))
        : ({ success: true, data: 1 } as const);
      const seats = parsed.success ? parsed.data : null;
      const seatsError = parsed.success ? null : (parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.seatsNotANumber);
      const now = await billingNow();
      const code = input.code ? normalizePromotionCode(input.code) : "";
      const promo = code ? await findPromotion(code) : null;
      const promotionError = code ? promotionProblem(promo, plan, now) : null;
      const promotion = promo && !promotionError ? promo : null;
      const firstTime = await isFirstTimeSubscriber(viewer?.userId ?? null);
      const summary: Quote | null =
        seats === null ? null : quote({ plan, seats, promotion, firstTimeSubscriber: firstTime, now });
      const live = viewer ? await liveSubscription(viewer.userId) : null;
      const moveToTeams = live && viewer ? await teamsMoveFor(viewer.userId, live, plan, seats, now) : null;
      const blocked = live
        ? (await productOfPlan(live.plan)) === plan.product
          ? CHECKOUT_MESSAGES.alreadySubscribed
          : (moveToTeams?.refusal ?? (moveToTeams ? null : CHECKOUT_MESSAGES.hasOtherPlan))
        : null;
      const alternates = (await activePlans()).filter((p) => p.product === plan.product && p.id !== plan.id);
      return {
        plan,
        seats,
        /** The count as typed, shown back in the field beside its error. */
        seatsInput: plan.perSeat ? (input.seats ?? String(plan.minSeats)) : "1",
        seatsError,
        quote: summary,
        promotion: promotion
          ? {
              code: promotion.code,
              percentOff: promotion.percentOff,
              amountOff: promotion.amountOff,
              duration: promotion.duration,
            }
          : null,
        promotionCode: code,
        promotionError,
        blocked,
        /** A live Pro plan that can become this Teams plan today, and what that costs. */
        moveToTeams: moveToTeams && !moveToTeams.refusal ? moveToTeams : null,
        otherInterval: alternates[0] ?? null,
        idempotencyKey: newIdempotencyKey(),
        mode,
      };
    },

    /**
     * Pays for a plan. The same idempotency key (a double-clicked Pay, a retried request) is the same
     * order and at most one charge; a second checkout while a plan is live is refused.
     */
    async checkout(viewer: Viewer | null, input: Record<string, unknown>): Promise<CheckoutResult> {
      if (!viewer) throw new Unauthenticated("Sign in to buy a plan.");
      const form = parseInput(CheckoutFormSchema, input);
      const card = mode === "test" ? parseInput(TestCardFieldsSchema, input) : null;
      const planRow = await purchasablePlan(form.plan);
      const plan = toPlanView(planRow);
      const seats = plan.perSeat ? form.seats : 1;
      const seatsError = seatsProblem(plan, seats);
      if (seatsError) throw new BadInput(seatsError, { seats: [seatsError] });
      const now = await billingNow();
      const promo = form.promotionCode ? await findPromotion(form.promotionCode) : null;
      if (form.promotionCode) {
        const problem = promotionProblem(promo, plan, now);
        if (problem) throw new BadInput(problem, { promotionCode: [problem] });
      }
      const [existing] = await db
        .select()
        .from(checkoutOrders)
        .where(and(eq(checkoutOrders.userId, viewer.userId), eq(checkoutOrders.idempotencyKey, form.idempotencyKey)))
        .limit(1);
      if (existing) return resultOf(await waitForOrder(existing.id));

      const live = await liveSubscription(viewer.userId);
      if (live) {
        const message =
          (await productOfPlan(live.plan)) === plan.product
            ? CHECKOUT_MESSAGES.alreadySubscribed
            : CHECKOUT_MESSAGES.hasOtherPlan;
        throw new Conflict(message);
      }
      if (plan.product === "teams") {
        const team = await teamOfMember(viewer.userId);
        if (team && !(team.role === "admin" && team.billing === "card"))
          throw new Conflict(`You're a member of ${team.name}. Leave that team before buying a team plan of your own.`);
      }
      const firstTime = await isFirstTimeSubscriber(viewer.userId);
      // A buyer who made the account for this purchase is welcomed at /signup/confirm.
      const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, viewer.userId));
      const newAccount =
        // The account's age is real time (its row's clock), not the billing clock.
        firstTime && account !== undefined && Date.now() - account.createdAt.getTime() < NEW_ACCOUNT_MS;
      const summary = quote({ plan, seats, promotion: promo, firstTimeSubscriber: firstTime, now });
      const orderId = newOrderId();
      const [created] = await db
        .insert(checkoutOrders)
        .values({
          id: orderId,
          userId: viewer.userId,
          plan: plan.id,
          seats,
          promotionCodeId: promo?.id ?? null,
          currency: summary.currency,
          subtotal: summary.subtotal,
          discount: summary.discount,
          dueToday: summary.dueToday,
          nextAmount: summary.nextAmount,
          trialEnd: summary.trialEnd,
          status: "processing",
          idempotencyKey: form.idempotencyKey,
          provider: mode,
          newAccount,
        })
        .onConflictDoNothing()
        .returning({ id: checkoutOrders.id });
      // Another request with this key won the insert: it is the one paying; wait for its outcome.
      if (!created) {
        const [other] = await db
          .select()
          .from(checkoutOrders)
          .where(and(eq(checkoutOrders.userId, viewer.userId), eq(checkoutOrders.idempotencyKey, form.idempotencyKey)))
          .limit(1);
        return resultOf(await waitForOrder(other!.id));
      }

      const [customer] = await db
        .select({ id: billingCustomers.providerCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, viewer.userId))
        .limit(1);
      const expiry = card ? parseExpiry(card.cardExpiry) : null;
      // The locked item the buyer came from, only if it is one of ours: the confirmation offers it.
      const target = premiumTargetOf(form.returnTo);
      const back = target ? `&returnTo=${encodeURIComponent(target.path)}` : "";
      const request: CheckoutRequest = {
        orderId,
        idempotencyKey: `${viewer.userId}:${form.idempotencyKey}`,
        customer: {
          userId: viewer.userId,
          email: viewer.email,
          name: viewer.name,
          providerCustomerId: customer?.id ?? null,
        },
        plan: {
          id: plan.id,
          name: plan.name,
          interval: plan.interval!,
          unitAmount: plan.unitAmount!,
          currency: plan.currency,
          stripePriceId: planRow.stripePriceId,
        },
        seats,
        trialDays: firstTime ? plan.trialDays : 0,
        promotion: promo
          ? {
              id: promo.id,
              code: promo.code,
              percentOff: promo.percentOff,
              amountOff: promo.amountOff,
              duration: promo.duration,
              stripePromotionCodeId: promo.stripePromotionCodeId,
            }
          : null,
        successUrl: `${siteUrl}${newAccount ? "/signup/confirm" : "/checkout/thanks"}?order=${orderId}${back}`,
        cancelUrl: `${siteUrl}/signup/checkout?plan=${encodeURIComponent(plan.id)}&seats=${seats}${back}`,
        testCard:
          card && expiry
            ? { number: card.cardNumber, expMonth: expiry.month, expYear: expiry.year, cvc: card.cardCvc }
            : undefined,
      };
      try {
        const outcome = await provider.checkout(request);
        if (outcome.kind === "redirect") {
          await db.update(checkoutOrders).set({ status: "open" }).where(eq(checkoutOrders.id, orderId));
          return { kind: "redirect", orderId, url: outcome.url };
        }
        if (outcome.kind === "declined") {
          await db
            .update(checkoutOrders)
            .set({ status: "failed", failureMessage: outcome.message })
            .where(eq(checkoutOrders.id, orderId));
          return { kind: "failed", orderId, message: outcome.message };
        }
        const [done] = await db.select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId)).limit(1);
        return resultOf(done!);
      } catch (error) {
        const message = isOneLivePlanViolation(error)
          ? CHECKOUT_MESSAGES.hasOtherPlan
          : "We couldn't reach the payment service. Nothing was charged; please try again.";
        if (!isOneLivePlanViolation(error)) logger.error({ err: error, orderId }, "checkout failed");
        await db
          .update(checkoutOrders)
          .set({ status: "failed", failureMessage: message })
          .where(and(eq(checkoutOrders.id, orderId), sql`${checkoutOrders.status} <> 'complete'`));
        return { kind: "failed", orderId, message };
      }
    },

    /** A checkout's outcome, for its thanks page: only the buyer's own order exists for them. */
    async order(viewer: Viewer | null, orderId: string) {
      if (!viewer) throw new Unauthenticated();
      const [row] = await db
        .select()
        .from(checkoutOrders)
        .where(and(eq(checkoutOrders.id, orderId), eq(checkoutOrders.userId, viewer.userId)))
        .limit(1);
      if (!row) throw new NotFound("We couldn't find that order.");
      return orderView(row);
    },

    /** My Subscription: the live plan with its price, dates, card and what can be changed. */
    async subscription(viewer: Viewer | null) {
      if (!viewer) throw new Unauthenticated();
      const live = await liveSubscription(viewer.userId);
      const [customer] = await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, viewer.userId))
        .limit(1);
      const card =
        customer?.cardLast4 && customer.cardBrand
          ? {
              brand: customer.cardBrand,
              last4: customer.cardLast4,
              expMonth: customer.cardExpMonth,
              expYear: customer.cardExpYear,
            }
          : null;
      if (!live) {
        const [ended] = await db
          .select({
            plan: subscriptions.plan,
            endedAt: subscriptions.endedAt,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
          })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, viewer.userId), eq(subscriptions.status, "canceled")))
          .orderBy(desc(subscriptions.currentPeriodEnd))
          .limit(1);
        const endedPlan = ended
          ? (await db.select().from(plans).where(eq(plans.id, ended.plan)).limit(1))[0]
          : undefined;
        return {
          live: null,
          card,
          mode,
          ended: ended
            ? { planName: endedPlan?.name ?? "Maven Pro", endedAt: ended.endedAt ?? ended.currentPeriodEnd }
            : null,
        };
      }
      const [planRow] = await db.select().from(plans).where(eq(plans.id, live.plan)).limit(1);
      const plan = planRow ? toPlanView(planRow) : null;
      const unit = plan?.unitAmount ?? 0;
      const [promo] =
        live.discountActive && live.promotionCodeId
          ? await db.select().from(promotionCodes).where(eq(promotionCodes.id, live.promotionCodeId)).limit(1)
          : [];
      const next = upcomingCharge({
        unitAmount: unit,
        perSeat: plan?.perSeat ?? false,
        seats: live.seats,
        promotion: promo ?? null,
      });
      const amount = next.subtotal;
      const nextAmount = next.total;
      let switchOffer = null;
      if (plan && plan.interval === "month" && live.status !== "past_due" && !live.cancelAtPeriodEnd) {
        const [annualRow] = await db
          .select()
          .from(plans)
          .where(and(eq(plans.product, plan.product), eq(plans.interval, "year"), eq(plans.active, true)))
          .limit(1);
        if (annualRow?.unitAmount) {
          const newAmount = annualRow.unitAmount * (annualRow.perSeat ? live.seats : 1);
          const [lastPaid] = await db
            .select({ amount: invoices.amountMinor })
            .from(invoices)
            .where(and(eq(invoices.subscriptionId, live.id), eq(invoices.status, "paid"), eq(invoices.kind, "invoice")))
            .orderBy(desc(invoices.issuedAt))
            .limit(1);
          const trialing = live.status === "trialing";
          const { credit, dueNow } = trialing
            ? { credit: 0, dueNow: 0 }
            : proration({
                paidForPeriod: lastPaid?.amount ?? 0,
                periodStart: live.currentPeriodStart ?? live.createdAt,
                periodEnd: live.currentPeriodEnd,
                now: await billingNow(),
                newPeriodAmount: newAmount,
              });
          switchOffer = {
            planId: annualRow.id,
            name: annualRow.name,
            newAmount,
            // During a trial the first annual charge comes at its end, with a first-payment discount
            // still waiting (test mode and Stripe keep the code on the subscription across the switch).
            firstCharge: trialing
              ? upcomingCharge({
                  unitAmount: annualRow.unitAmount,
                  perSeat: annualRow.perSeat,
                  seats: live.seats,
                  promotion: promo ?? null,
                })
              : null,
            credit,
            dueNow,
            trialing,
            saving: annualSaving(unit, annualRow.unitAmount),
          };
        }
      }
      return {
        live: {
          id: live.id,
          plan,
          team: plan?.product === "teams" ? await teamOfSubscription(live.id, viewer.userId) : null,
          seats: live.seats,
          status: live.status as SubscriptionStatus,
          amount,
          nextAmount,
          currentPeriodEnd: live.currentPeriodEnd,
          trialEnd: live.trialEnd,
          cancelAtPeriodEnd: live.cancelAtPeriodEnd,
          /** A promotion still discounting the next charge, to say so beside it. */
          discount: promo
            ? {
                code: promo.code,
                percentOff: promo.percentOff,
                amountOff: promo.amountOff,
                duration: promo.duration,
                amount: next.discount,
              }
            : null,
          cancelReason: live.cancelReason,
          pastDueSince: live.pastDueSince,
          switchOffer,
          idempotencyKey: newIdempotencyKey(),
        },
        card,
        mode,
        ended: null,
      };
    },

    async switchToAnnual(viewer: Viewer | null, input: { idempotencyKey?: unknown }) {
      if (!viewer) throw new Unauthenticated();
      const live = await liveSubscription(viewer.userId);
      if (!live || !live.providerSubscriptionId) throw new Conflict("You don't have a plan to switch.");
      const current = (await db.select().from(plans).where(eq(plans.id, live.plan)).limit(1))[0];
      if (!current || current.interval !== "month") throw new Conflict("Your plan is already billed yearly.");
      const [annual] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.product, current.product), eq(plans.interval, "year"), eq(plans.active, true)))
        .limit(1);
      if (!annual?.unitAmount) throw new Conflict("There is no annual plan to switch to.");
      const key =
        typeof input.idempotencyKey === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(input.idempotencyKey)
          ? input.idempotencyKey
          : newIdempotencyKey();
      try {
        await provider.changePlan({
          providerSubscriptionId: live.providerSubscriptionId,
          plan: {
            id: annual.id,
            name: annual.name,
            interval: "year",
            unitAmount: annual.unitAmount,
            currency: annual.currency,
            stripePriceId: annual.stripePriceId,
          },
          seats: live.seats,
          idempotencyKey: `${viewer.userId}:switch:${key}`,
        });
      } catch (error) {
        if (error instanceof CardDeclined) throw new BadInput(error.message);
        throw error;
      }
      return { plan: annual.name };
    },

    /**
     * A Pro subscriber moves to Teams: the same subscription changes plan and seat count, charged now
     * with credit for the unused Pro time; the team is made by the plan's event, the buyer holding a
     * seat (decision 053). Checked like a checkout: the seat count, and one team per person.
     */
    async moveToTeams(viewer: Viewer | null, input: Record<string, unknown>) {
      if (!viewer) throw new Unauthenticated();
      const form = parseInput(MoveToTeamsFormSchema, input);
      const planRow = await purchasablePlan(form.plan);
      const plan = toPlanView(planRow);
      if (plan.product !== "teams") throw new BadInput("Choose a Teams plan to move to.");
      const seatsError = seatsProblem(plan, form.seats);
      if (seatsError) throw new BadInput(seatsError, { seats: [seatsError] });
      const live = await liveSubscription(viewer.userId);
      const move = live ? await teamsMoveFor(viewer.userId, live, plan, form.seats, await billingNow()) : null;
      if (!live || !move) throw new Conflict(CHECKOUT_MESSAGES.moveToTeamsOnlyPro);
      if (move.refusal) throw new Conflict(move.refusal);
      try {
        await provider.changePlan({
          providerSubscriptionId: live.providerSubscriptionId!,
          plan: {
            id: plan.id,
            name: plan.name,
            interval: plan.interval ?? "year",
            unitAmount: plan.unitAmount ?? 0,
            currency: plan.currency,
            stripePriceId: planRow.stripePriceId,
          },
          seats: form.seats,
          idempotencyKey: `${viewer.userId}:teams:${form.idempotencyKey}`,
          endTrial: move.endsTrial,
        });
      } catch (error) {
        if (error instanceof CardDeclined) throw new BadInput(error.message);
        throw error;
      }
      return { plan: plan.name, seats: form.seats };
    },

    async cancel(viewer: Viewer | null, input: Record<string, unknown>) {
      if (!viewer) throw new Unauthenticated();
      const form = parseInput(CancelFormSchema, input);
      const live = await liveSubscription(viewer.userId);
      if (!live?.providerSubscriptionId) throw new Conflict("You don't have a plan to cancel.");
      if (live.cancelAtPeriodEnd) return { endsAt: live.currentPeriodEnd };
      const reason = [form.reason, form.comment].filter(Boolean).join(": ") || null;
      await provider.setCancelAtPeriodEnd({
        providerSubscriptionId: live.providerSubscriptionId,
        cancel: true,
        reason,
      });
      await db.update(subscriptions).set({ cancelReason: reason }).where(eq(subscriptions.id, live.id));
      return { endsAt: live.currentPeriodEnd };
    },

    async resume(viewer: Viewer | null) {
      if (!viewer) throw new Unauthenticated();
      const live = await liveSubscription(viewer.userId);
      if (!live?.providerSubscriptionId || !live.cancelAtPeriodEnd) throw new Conflict("Your plan isn't set to end.");
      await provider.setCancelAtPeriodEnd({ providerSubscriptionId: live.providerSubscriptionId, cancel: false });
      await db.update(subscriptions).set({ cancelReason: null }).where(eq(subscriptions.id, live.id));
      return { renewsAt: live.currentPeriodEnd };
    },

    /** Test mode takes a test card here; Stripe answers with its Customer Portal to send the user to. */
    async updateCard(viewer: Viewer | null, input: Record<string, unknown>) {
      if (!viewer) throw new Unauthenticated();
      const [customer] = await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, viewer.userId))
        .limit(1);
      if (!customer) throw new Conflict("There is no card on file yet: it is added at checkout.");
      const card = mode === "test" ? parseInput(TestCardFieldsSchema, input) : null;
      const expiry = card ? parseExpiry(card.cardExpiry) : null;
      try {
        return await provider.updateCard({
          userId: viewer.userId,
          providerCustomerId: customer.providerCustomerId,
          returnUrl: `${siteUrl}/dashboard/account/subscription`,
          testCard:
            card && expiry
              ? { number: card.cardNumber, expMonth: expiry.month, expYear: expiry.year, cvc: card.cardCvc }
              : undefined,
        });
      } catch (error) {
        if (error instanceof CardDeclined) throw new BadInput(error.message, { cardNumber: [error.message] });
        throw error;
      }
    },

    async invoices(viewer: Viewer | null) {
      if (!viewer) throw new Unauthenticated();
      return db
        .select({
          id: invoices.id,
          kind: invoices.kind,
          number: invoices.number,
          description: invoices.description,
          amountMinor: invoices.amountMinor,
          currency: invoices.currency,
          status: invoices.status,
          issuedAt: invoices.issuedAt,
        })
        .from(invoices)
        .where(eq(invoices.userId, viewer.userId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.number));
    },

    /** The company, address and tax ID the buyer's next invoices will carry (empty strings when unset). */
    async billingDetails(viewer: Viewer | null) {
      if (!viewer) throw new Unauthenticated();
      const [row] = await db
        .select({
          companyName: billingDetails.companyName,
          address: billingDetails.address,
          country: billingDetails.country,
          taxId: billingDetails.taxId,
          updatedAt: billingDetails.updatedAt,
        })
        .from(billingDetails)
        .where(eq(billingDetails.userId, viewer.userId))
        .limit(1);
      return row ?? { companyName: "", address: "", country: "", taxId: "", updatedAt: null };
    },

    /** Saves them for invoices issued from now on; invoices already issued keep theirs. */
    async saveBillingDetails(viewer: Viewer | null, input: Record<string, unknown>) {
      if (!viewer) throw new Unauthenticated();
      const details = parseInput(BillingDetailsFormSchema, input);
      const updatedAt = new Date();
      await db
        .insert(billingDetails)
        .values({ userId: viewer.userId, ...details, updatedAt })
        .onConflictDoUpdate({ target: billingDetails.userId, set: { ...details, updatedAt } });
      const [customer] = await db
        .select({ id: billingCustomers.providerCustomerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, viewer.userId), eq(billingCustomers.provider, provider.mode)))
        .limit(1);
      if (customer) await passDetailsToProvider(viewer.userId, customer.id, details);
      return details;
    },

    async invoice(viewer: Viewer | null, id: string) {
      if (!viewer) throw new Unauthenticated();
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, viewer.userId)))
        .limit(1);
      if (!row) throw new NotFound("We couldn't find that invoice.");
      return row;
    },

    /** The invoice as a PDF made on the server. */
    async invoicePdf(viewer: Viewer | null, id: string): Promise<{ filename: string; body: Buffer }> {
      const row = await service.invoice(viewer, id);
      return { filename: `${row.number}.pdf`, body: await invoicePdf(row) };
    },

    /**
     * An enterprise request: a lead like every other form's (server/domain/leads), stored before its
     * mails; the staff copy goes to sales.
     */
    async enterpriseRequest(input: Record<string, unknown>, meta: { ip: string; userId: string | null }) {
      const form = parseInput(EnterpriseFormSchema, input);
      const seats = `${form.seats} seat${form.seats === 1 ? "" : "s"}`;
      const result = await leadsService.create(
        {
          kind: "enterprise",
          name: form.name,
          email: form.email,
          organisation: form.organisation,
          message: form.needs ?? "",
          details: { seats: form.seats },
          website: form.website ?? "",
        },
        meta,
        {
          staffAddress: salesEmail,
          confirmation: {
            subject: "We've received your Maven Analytics enterprise request",
            intro: `Thanks for telling us about ${form.organisation} (${seats}). A member of our team will reply within one business day to set up a call.`,
            link: { label: "See what teams get", url: `${siteUrl}/pricing` },
          },
        },
      );
      return { id: result.status === "stored" ? result.lead.id : null };
    },

    /** What the sender of an enterprise request sees on its confirmation page. */
    async enterpriseRequestSummary(id: string) {
      const [lead] = await db
        .select({ organisation: leads.organisation, details: leads.details, createdAt: leads.createdAt })
        .from(leads)
        .where(and(eq(leads.id, id), eq(leads.kind, "enterprise")))
        .limit(1);
      if (!lead) throw new NotFound("We couldn't find that request.");
      const seats = Number((lead.details as { seats?: unknown }).seats);
      return {
        organisation: lead.organisation ?? "",
        seats: Number.isFinite(seats) ? seats : null,
        createdAt: lead.createdAt,
      };
    },

    /** A Stripe webhook delivery: verified, mapped, each event applied once. */
    async handleWebhook(rawBody: string, signature: string | null) {
      let batch;
      await provider.refreshPrices();
      try {
        batch = await provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidWebhook) throw new BadInput(error.message);
        throw error;
      }
      let applied = 0;
      for (const event of batch) if (await service.applyEvent(event)) applied++;
      return { received: batch.length, applied };
    },

    /** One event from the provider (a webhook's, or test mode's as it happens), applied once. */
    async applyEvent(event: PaymentEvent): Promise<boolean> {
      if (!(await events.apply(mode, event))) return false;
      // A first purchase makes the provider's customer: details saved before it go to it now.
      if (event.type === "checkout.completed") {
        const { userId, providerCustomerId } = event.subscription;
        const [details] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
        if (details) await passDetailsToProvider(userId, providerCustomerId, details);
      }
      return true;
    },
  };
  return service;
}

export type BillingService = ReturnType<typeof createBillingService>;
