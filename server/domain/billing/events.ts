/**
 * Applies what the payments provider reports (server/payments/port.ts) to our tables. Both adapters
 * end here: Stripe's verified webhooks and test mode's simulated charges. Each event is applied once:
 * its id goes into `payment_event` in the same transaction as its effect. A subscription event
 * carries the provider's whole current object, so a late, older event cannot roll the state back
 * further than the provider's own latest state (the Stripe adapter re-reads the object).
 */
import crypto from "node:crypto";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { upcomingCharge } from "~/core/billing.ts";
import { formatDate } from "~/core/format.ts";
import { formatMoney } from "~/core/money.ts";
import type { Database, Tx } from "~/db/client.ts";
import {
  billingCustomers,
  billingDetails,
  checkoutOrders,
  invoices,
  paymentEvents,
  plans,
  promotionCodes,
  subscriptions,
} from "~/db/schema/commerce.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noticeMail } from "../../mail/templates.ts";
import { syncTeamSubscription } from "../teams/membership.ts";
import type { InvoiceSnapshot, PaymentEvent, PaymentsMode, SubscriptionSnapshot } from "../../payments/port.ts";

export const newSubscriptionId = () => `sub_${crypto.randomBytes(12).toString("base64url")}`;
const newInvoiceId = () => `inv_${crypto.randomBytes(12).toString("base64url")}`;

/** The unique index that keeps one live plan per person (db/schema/commerce.ts). */
export function isOneLivePlanViolation(error: unknown): boolean {
  const text =
    String((error as { message?: string })?.message ?? "") + String((error as { cause?: unknown })?.cause ?? "");
  return text.includes("subscription_one_live_per_user");
}

export function createBillingEvents({
  db,
  mailer,
  logger,
  siteUrl,
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  siteUrl: string;
}) {
  const accountUrl = `${siteUrl}/dashboard/account/subscription`;
  const invoicesUrl = `${siteUrl}/dashboard/account/invoices`;

  async function userOf(tx: Tx, userId: string) {
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return user ?? null;
  }

  /** The buyer's billing details as they are now: each new invoice keeps a copy. */
  async function detailsOf(tx: Tx, userId: string) {
    const [row] = await tx.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
    return {
      billingCompany: row?.companyName || null,
      billingAddress: [row?.address, row?.country].filter(Boolean).join("\n") || null,
      billingTaxId: row?.taxId || null,
    };
  }

  /**
   * Names a discount by its code and terms ("WELCOME20: 20% off the first period"). The code is the
   * subscription's, or, for the first invoice (which can arrive before the checkout completes), the
   * buyer's latest checkout with a code.
   */
  async function discountLabel(tx: Tx, inv: InvoiceSnapshot, subscriptionId: string | null) {
    if (inv.discount <= 0) return null;
    const [viaSubscription] = subscriptionId
      ? await tx
          .select({ id: subscriptions.promotionCodeId })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId))
          .limit(1)
      : [];
    const [viaOrder] = viaSubscription?.id
      ? []
      : await tx
          .select({ id: checkoutOrders.promotionCodeId })
          .from(checkoutOrders)
          .where(and(eq(checkoutOrders.userId, inv.userId), isNotNull(checkoutOrders.promotionCodeId)))
          .orderBy(desc(checkoutOrders.createdAt))
          .limit(1);
    const codeId = viaSubscription?.id ?? viaOrder?.id;
    if (!codeId) return null;
    const [code] = await tx.select().from(promotionCodes).where(eq(promotionCodes.id, codeId)).limit(1);
    if (!code) return null;
    const off = code.percentOff
      ? `${code.percentOff}% off`
      : `${formatMoney(code.amountOff ?? 0, code.currency ?? inv.currency)} off`;
    return `${code.code}: ${off} ${code.duration === "once" ? "the first period" : "every period"}`;
  }

  async function planName(tx: Tx, planId: string): Promise<string> {
    const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, planId)).limit(1);
    return plan?.name ?? planId;
  }

  async function productOf(tx: Tx, planId: string): Promise<string | null> {
    const [plan] = await tx.select({ product: plans.product }).from(plans).where(eq(plans.id, planId)).limit(1);
    return plan?.product ?? null;
  }

  /** Writes the provider's subscription object; returns our id and the status it had before. */
  async function upsertSubscription(tx: Tx, provider: PaymentsMode, s: SubscriptionSnapshot) {
    const [existing] = await tx
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        plan: subscriptions.plan,
        promotionCodeId: subscriptions.promotionCodeId,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        pastDueSince: subscriptions.pastDueSince,
      })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, s.providerSubscriptionId))
      .limit(1);
    const now = new Date();
    const state = {
      plan: s.planId,
      status: s.status,
      seats: s.seats,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      trialEnd: s.trialEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: s.canceledAt,
      endedAt: s.endedAt,
      discountActive: s.discountActive,
      pastDueSince: s.status === "past_due" ? (existing?.pastDueSince ?? s.currentPeriodStart) : null,
      updatedAt: now,
    };
    if (existing) {
      await tx.update(subscriptions).set(state).where(eq(subscriptions.id, existing.id));
      return {
        id: existing.id,
        previousStatus: existing.status,
        previousPlan: existing.plan,
        previousCancelAtPeriodEnd: existing.cancelAtPeriodEnd,
        promotionCodeId: existing.promotionCodeId,
      };
    }
    const id = newSubscriptionId();
    await tx.insert(subscriptions).values({
      id,
      userId: s.userId,
      provider,
      providerSubscriptionId: s.providerSubscriptionId,
      createdAt: now,
      ...state,
    });
    await tx
      .insert(billingCustomers)
      .values({ userId: s.userId, provider, providerCustomerId: s.providerCustomerId })
      .onConflictDoNothing();
    return { id, previousStatus: null, previousPlan: null, previousCancelAtPeriodEnd: false, promotionCodeId: null };
  }

  async function upsertInvoice(tx: Tx, provider: PaymentsMode, inv: InvoiceSnapshot) {
    const [existing] = await tx
      .select({ id: invoices.id, status: invoices.status, discountLabel: invoices.discountLabel })
      .from(invoices)
      .where(eq(invoices.providerInvoiceId, inv.providerInvoiceId))
      .limit(1);
    const [sub] = inv.providerSubscriptionId
      ? await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, inv.providerSubscriptionId))
          .limit(1)
      : [];
    const user = await userOf(tx, inv.userId);
    const values = {
      status: inv.status,
      lines: inv.lines,
      subtotal: inv.subtotal,
      discount: inv.discount,
      amountMinor: inv.total,
      currency: inv.currency.toUpperCase(),
      paidAt: inv.paidAt,
      cardBrand: inv.card?.brand ?? null,
      cardLast4: inv.card?.last4 ?? null,
    };
    if (existing) {
      await tx.update(invoices).set(values).where(eq(invoices.id, existing.id));
      return { id: existing.id, previousStatus: existing.status, discountLabel: existing.discountLabel };
    }
    const sequence = (await tx.execute(sql`select nextval('invoice_number_seq')::int as next`)) as unknown as {
      rows: { next: number }[];
    };
    const next = Number(sequence.rows[0]!.next);
    const prefix = inv.kind === "credit_note" ? "CN" : "MA";
    const id = newInvoiceId();
    const label = await discountLabel(tx, inv, sub?.id ?? null);
    await tx.insert(invoices).values({
      id,
      userId: inv.userId,
      kind: inv.kind,
      number: `${prefix}-${inv.issuedAt.getUTCFullYear()}-${String(next).padStart(6, "0")}`,
      description: inv.lines[0]?.description ?? "Maven Analytics",
      subscriptionId: sub?.id ?? null,
      billingName: user?.name ?? null,
      billingEmail: user?.email ?? null,
      ...(await detailsOf(tx, inv.userId)),
      discountLabel: label,
      provider,
      providerInvoiceId: inv.providerInvoiceId,
      issuedAt: inv.issuedAt,
      ...values,
    });
    return { id, previousStatus: null, discountLabel: label };
  }

  async function receipt(tx: Tx, inv: InvoiceSnapshot, discount: string | null) {
    const user = await userOf(tx, inv.userId);
    if (!user) return;
    const total = formatMoney(inv.total, inv.currency);
    // A promotion that pays the whole invoice: nothing was charged, and the receipt says so.
    const free = inv.total === 0;
    const card = inv.card && !free ? `${inv.card.brand.toUpperCase()} ending ${inv.card.last4}` : null;
    await mailer.send(
      {
        to: user.email,
        ...noticeMail({
          name: user.name,
          subject: `Your Maven Analytics receipt: ${total}`,
          paragraphs: [
            free
              ? `Thanks for learning with us. ${discount ?? "Your discount"} covers this invoice in full, so nothing was charged on ${formatDate(inv.paidAt ?? inv.issuedAt)}.`
              : `Thanks for learning with us. We received your payment of ${total} on ${formatDate(inv.paidAt ?? inv.issuedAt)}.`,
            "Your invoice, with a PDF copy, is in your account.",
          ],
          rows: [
            // Only seat lines have a quantity above one: say what the amount is made of.
            ...inv.lines.map((line): [string, string] => [
              line.quantity > 1
                ? `${line.description}: ${line.quantity} seats × ${formatMoney(line.unitAmount, inv.currency)}`
                : line.description,
              formatMoney(line.amount, inv.currency),
            ]),
            ...(inv.discount
              ? [[discount ?? "Discount", `−${formatMoney(inv.discount, inv.currency)}`] as [string, string]]
              : []),
            ["Total paid", total],
            ...(card ? [["Paid with", card] as [string, string]] : []),
          ],
          action: { label: "View invoices", url: invoicesUrl },
          siteUrl,
        }),
      },
      { executor: tx },
    );
  }

  async function paymentFailedMail(tx: Tx, inv: InvoiceSnapshot) {
    const user = await userOf(tx, inv.userId);
    if (!user) return;
    await mailer.send(
      {
        to: user.email,
        ...noticeMail({
          name: user.name,
          subject: "Your Maven Analytics payment didn't go through",
          paragraphs: [
            `We couldn't charge ${formatMoney(inv.total, inv.currency)} for your plan${inv.failureMessage ? `: ${inv.failureMessage}` : "."}`,
            "Your access continues for now while we retry over the next few days. Update your card to keep learning without a break.",
          ],
          action: { label: "Update your card", url: accountUrl },
          siteUrl,
        }),
      },
      { executor: tx },
    );
  }

  async function statusMail(tx: Tx, s: SubscriptionSnapshot, previous: string | null, name: string) {
    const user = await userOf(tx, s.userId);
    if (!user) return;
    if (previous === null && s.status === "trialing" && s.trialEnd) {
      await mailer.send(
        {
          to: user.email,
          ...noticeMail({
            name: user.name,
            subject: `Your ${name} free trial has started`,
            paragraphs: [
              `Welcome to ${name}! Every course, path and premium data set is open to you now.`,
              `Your trial ends on ${formatDate(s.trialEnd)}. We'll charge your card then unless you cancel before, from My Subscription.`,
            ],
            action: { label: "Start learning", url: `${siteUrl}/courses` },
            siteUrl,
          }),
        },
        { executor: tx },
      );
    }
    if (previous !== null && previous !== "canceled" && s.status === "canceled") {
      await mailer.send(
        {
          to: user.email,
          ...noticeMail({
            name: user.name,
            subject: `Your ${name} plan has ended`,
            paragraphs: [
              `Your ${name} plan ended on ${formatDate(s.endedAt ?? s.currentPeriodEnd)}, and your account is on Free Forever now.`,
              "Your progress, projects and credentials stay yours. You can come back to a paid plan at any time.",
            ],
            action: { label: "See plans", url: `${siteUrl}/pricing` },
            siteUrl,
          }),
        },
        { executor: tx },
      );
    }
  }

  /** The people other than the buyer who hold a seat on the team a subscription pays for. */
  async function otherSeatHolders(tx: Tx, subscriptionId: string, buyerId: string) {
    const [team] = await tx
      .select({ name: teams.name, id: teams.id })
      .from(teams)
      .where(eq(teams.subscriptionId, subscriptionId))
      .limit(1);
    if (!team) return null;
    const members = await tx
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.status, "active"), eq(teamMembers.holdsSeat, true)))
      .orderBy(users.id);
    return { team, members: members.filter((m) => m.userId !== buyerId) };
  }

  /**
   * A team plan cancelled, resumed or ended changes every seat holder's access, not only the buyer's:
   * each is told, in the same transaction as the change, what it means for them and from when.
   */
  async function seatHolderMails(
    tx: Tx,
    s: SubscriptionSnapshot,
    subscriptionId: string,
    change: "cancelled" | "resumed" | "ended",
    date: string,
  ) {
    const holders = await otherSeatHolders(tx, subscriptionId, s.userId);
    if (!holders) return;
    const team = holders.team.name;
    const mail = {
      cancelled: {
        subject: `Your premium access through ${team} ends on ${date}`,
        paragraphs: [
          `${team} has canceled its Maven Teams plan: it won't renew. You keep premium access through your seat until ${date}; after that your account is on Free Forever.`,
          "Your progress, projects and credentials stay yours. If the plan is resumed before then, your seat carries on as before.",
        ],
        action: { label: "Keep learning", url: `${siteUrl}/dashboard` },
      },
      resumed: {
        subject: `Your premium access through ${team} continues`,
        paragraphs: [
          `${team} has resumed its Maven Teams plan: it renews as usual on ${date}, and you keep premium access through your seat.`,
        ],
        action: { label: "Keep learning", url: `${siteUrl}/dashboard` },
      },
      ended: {
        subject: `Your premium access through ${team} has ended`,
        paragraphs: [
          `Your seat on ${team} no longer gives you premium access: the team's Maven Teams plan ended on ${date}. Your account is on Free Forever now.`,
          "Your progress, projects and credentials stay yours. Maven Pro opens every course, path and premium data set again whenever you want it.",
        ],
        action: { label: "See plans", url: `${siteUrl}/pricing` },
      },
    }[change];
    for (const member of holders.members)
      await mailer.send({ to: member.email, ...noticeMail({ name: member.name, ...mail, siteUrl }) }, { executor: tx });
  }

  /**
   * Cancelling (set to end at the period's end) and resuming are confirmed by mail, as every other
   * change to a plan is: the date access ends, and for a Teams plan that every member loses it then.
   */
  async function cancelChangeMail(tx: Tx, s: SubscriptionSnapshot, subscriptionId: string, name: string) {
    const user = await userOf(tx, s.userId);
    if (!user) return;
    const ends = formatDate(s.trialEnd && s.status === "trialing" ? s.trialEnd : s.currentPeriodEnd);
    const [team] = await tx
      .select({ name: teams.name, id: teams.id })
      .from(teams)
      .where(eq(teams.subscriptionId, subscriptionId))
      .limit(1);
    const holders = team
      ? (
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(teamMembers)
            .where(
              and(eq(teamMembers.teamId, team.id), eq(teamMembers.status, "active"), eq(teamMembers.holdsSeat, true)),
            )
        )[0]!.n
      : 0;
    const paragraphs = s.cancelAtPeriodEnd
      ? [
          `Your ${name} plan is canceled: it won't renew, and nothing more will be charged.`,
          team
            ? `Every member of ${team.name} keeps premium access until ${ends}, then loses it (${holders} ${holders === 1 ? "person holds" : "people hold"} a seat now). Their progress, projects and credentials stay theirs.`
            : `You keep full access until ${ends}. After that your account is on Free Forever; your progress, projects and credentials stay yours.`,
          "Changed your mind? Resume the plan from My Subscription before that date.",
        ]
      : [`Your ${name} plan will renew as usual on ${ends}.`];
    await mailer.send(
      {
        to: user.email,
        ...noticeMail({
          name: user.name,
          subject: s.cancelAtPeriodEnd ? `Your ${name} plan ends on ${ends}` : `Your ${name} plan will renew`,
          paragraphs,
          action: { label: "My Subscription", url: accountUrl },
          siteUrl,
        }),
      },
      { executor: tx },
    );
    if (team) await seatHolderMails(tx, s, subscriptionId, s.cancelAtPeriodEnd ? "cancelled" : "resumed", ends);
  }

  /**
   * A plan switched during a trial: no invoice and so no receipt, which is every other plan change's
   * confirmation. This mail says what the switch means: when the first charge comes and how much it
   * is, with a first-payment discount that carries over.
   */
  async function trialSwitchMail(tx: Tx, s: SubscriptionSnapshot, promotionCodeId: string | null) {
    const user = await userOf(tx, s.userId);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, s.planId)).limit(1);
    if (!user || !plan?.unitAmount || !s.trialEnd) return;
    const [promo] =
      s.discountActive && promotionCodeId
        ? await tx.select().from(promotionCodes).where(eq(promotionCodes.id, promotionCodeId)).limit(1)
        : [];
    const charge = upcomingCharge({
      unitAmount: plan.unitAmount,
      perSeat: plan.perSeat,
      seats: s.seats,
      promotion: promo ?? null,
    });
    const money = (amount: number) => formatMoney(amount, plan.currency);
    const per = plan.interval === "year" ? "year" : "month";
    await mailer.send(
      {
        to: user.email,
        ...noticeMail({
          name: user.name,
          subject: `You've switched to ${plan.name}`,
          paragraphs: [
            `Your plan is now ${plan.name}. Your free trial continues until ${formatDate(s.trialEnd)}, and nothing is charged before then.`,
            promo && charge.discount > 0
              ? `Your first payment, on ${formatDate(s.trialEnd)}, is ${money(charge.total)}: ${money(charge.subtotal)} with ${promo.code}'s ${money(charge.discount)} off${promo.duration === "forever" ? ", which stays on every payment" : ", on this first payment only"}. Then ${money(promo.duration === "forever" ? charge.total : charge.subtotal)} every ${per} until you cancel.`
              : `Your first payment, on ${formatDate(s.trialEnd)}, is ${money(charge.total)}, then ${money(charge.total)} every ${per} until you cancel.`,
          ],
          action: { label: "See your subscription", url: accountUrl },
          siteUrl,
        }),
      },
      { executor: tx },
    );
  }

  async function completeOrder(tx: Tx, orderId: string, subscriptionId: string) {
    const [order] = await tx
      .update(checkoutOrders)
      .set({ status: "complete", subscriptionId, completedAt: new Date(), failureMessage: null })
      .where(and(eq(checkoutOrders.id, orderId), sql`${checkoutOrders.status} <> 'complete'`))
      .returning({ promotionCodeId: checkoutOrders.promotionCodeId });
    if (order?.promotionCodeId) {
      await tx
        .update(promotionCodes)
        .set({ timesRedeemed: sql`${promotionCodes.timesRedeemed} + 1` })
        .where(eq(promotionCodes.id, order.promotionCodeId));
      await tx
        .update(subscriptions)
        .set({ promotionCodeId: order.promotionCodeId })
        .where(eq(subscriptions.id, subscriptionId));
    }
  }

  /** Applies one event; false when it was applied before (a repeated delivery). */
  async function apply(provider: PaymentsMode, event: PaymentEvent): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ id: `${provider}:${event.id}`, provider, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh) return false;
      switch (event.type) {
        case "subscription.updated":
        case "checkout.completed": {
          const s = event.subscription;
          const { id, previousStatus, previousPlan, previousCancelAtPeriodEnd, promotionCodeId } =
            await upsertSubscription(tx, provider, s);
          const orderId = event.type === "checkout.completed" ? event.orderId : s.orderId;
          if (orderId && event.type === "checkout.completed") await completeOrder(tx, orderId, id);
          if (previousStatus !== s.status) await statusMail(tx, s, previousStatus, await planName(tx, s.planId));
          // Before the team's seats are synced away: whoever held one is told it has ended.
          if (previousStatus !== null && previousStatus !== "canceled" && s.status === "canceled")
            await seatHolderMails(tx, s, id, "ended", formatDate(s.endedAt ?? s.currentPeriodEnd));
          if (previousPlan && previousPlan !== s.planId && s.status === "trialing")
            await trialSwitchMail(tx, s, promotionCodeId);
          if (s.status !== "canceled" && previousCancelAtPeriodEnd !== s.cancelAtPeriodEnd && previousStatus !== null)
            await cancelChangeMail(tx, s, id, await planName(tx, s.planId));
          if ((await productOf(tx, s.planId)) === "teams") {
            const buyer = await userOf(tx, s.userId);
            await syncTeamSubscription(tx, {
              subscriptionId: id,
              userId: s.userId,
              seats: s.seats,
              buyerName: buyer?.name ?? "",
            });
          }
          break;
        }
        case "checkout.failed":
          await tx
            .update(checkoutOrders)
            .set({ status: "failed", failureMessage: event.message })
            .where(and(eq(checkoutOrders.id, event.orderId), sql`${checkoutOrders.status} <> 'complete'`));
          break;
        case "invoice.paid":
        case "invoice.payment_failed":
        case "invoice.refunded": {
          const { previousStatus, discountLabel: discount } = await upsertInvoice(tx, provider, event.invoice);
          const inv = event.invoice;
          // A fully discounted invoice is confirmed too: for that order it is the only mail.
          if (event.type === "invoice.paid" && previousStatus !== "paid" && (inv.total > 0 || inv.discount > 0))
            await receipt(tx, inv, discount);
          if (event.type === "invoice.payment_failed" && previousStatus === null) await paymentFailedMail(tx, inv);
          break;
        }
        case "customer.card_updated":
          await tx
            .insert(billingCustomers)
            .values({
              userId: event.userId,
              provider,
              providerCustomerId: event.providerCustomerId,
              cardBrand: event.card.brand,
              cardLast4: event.card.last4,
              cardExpMonth: event.card.expMonth,
              cardExpYear: event.card.expYear,
            })
            .onConflictDoUpdate({
              target: billingCustomers.userId,
              set: {
                cardBrand: event.card.brand,
                cardLast4: event.card.last4,
                cardExpMonth: event.card.expMonth,
                cardExpYear: event.card.expYear,
                updatedAt: new Date(),
              },
            });
          break;
      }
      logger.info({ provider, eventId: event.id, type: event.type }, "payment event applied");
      return true;
    });
  }

  return { apply };
}

export type BillingEvents = ReturnType<typeof createBillingEvents>;
