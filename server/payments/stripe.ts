/**
 * The Stripe adapter of the payments port (issue 15, decisions 026 and 027), on the official SDK.
 *
 * Webhooks are verified, then the object they name is retrieved from the API and mapped as it is
 * now: Stripe does not deliver events in order, so an event's own payload may be older than one
 * applied before it. Mapping the current object makes every delivery converge on Stripe's state.
 */
import Stripe from "stripe";
import type { SubscriptionStatus } from "~/core/entitlement.ts";
import type { InvoiceLine } from "~/db/schema/commerce.ts";
import type { Logger } from "../logger.ts";
import {
  InvalidWebhook,
  type CardSnapshot,
  type CheckoutOutcome,
  type CheckoutRequest,
  type InvoiceSnapshot,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionSnapshot,
} from "./port.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Our plan id for a Stripe price id, or null when the price is not one of ours. */
  planIdForPrice: (priceId: string) => string | null;
  /** The Stripe price to sell a plan at; defaults to `plan.stripePriceId`. */
  priceForPlan?: (plan: CheckoutRequest["plan"]) => string | null;
  /** Where the API is (tests point this at the stand-in); defaults to api.stripe.com over https. */
  api?: { host: string; port: number; protocol: "http" | "https" };
  logger: Pick<Logger, "warn" | "info">;
}

// Network failures and 409/5xx are retried by the SDK with the same idempotency key, so a retry
// never doubles a write; two retries keep a stalled request under a few seconds of backoff.
const MAX_NETWORK_RETRIES = 2;
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_INVOICE_LINES = 1000;

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
]);

const DEFAULT_FAILURE_MESSAGE = "The payment did not go through. Please update your card and try again.";

const seconds = (value: number) => new Date(value * 1000);
const orNullDate = (value: number | null | undefined) => (value == null ? null : seconds(value));
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Stripe's subscription statuses in our words (`core/entitlement.ts` decides what they grant). */
export function mapSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case "trialing":
    case "active":
    case "past_due":
    case "unpaid":
    case "canceled":
    case "incomplete":
      return status as SubscriptionStatus;
    case "incomplete_expired":
      return "canceled";
    // A trial that ended without a card: still the person's plan (it resumes when they pay), but
    // it grants nothing, which is what `unpaid` means to us.
    case "paused":
      return "unpaid";
    default:
      return "incomplete";
  }
}

function isMissing(error: unknown) {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

function metadataOf(value: unknown): Record<string, string> {
  if (value && typeof value === "object" && "metadata" in value) {
    const metadata = (value as { metadata: unknown }).metadata;
    if (metadata && typeof metadata === "object") return metadata as Record<string, string>;
  }
  return {};
}

function cardOf(card: Stripe.PaymentMethod.Card | undefined | null): CardSnapshot | null {
  if (!card) return null;
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** ISO 3166 codes by English name ("germany" → "DE"), for a country typed as a name. */
let regionCodes: Map<string, string> | null = null;
const NOT_ISO_3166 = new Set([
  "AC",
  "CP",
  "CQ",
  "DG",
  "EA",
  "EU",
  "EZ",
  "IC",
  "QO",
  "TA",
  "UK",
  "UN",
  "XA",
  "XB",
  "ZZ",
]);
function regionCodeOf(country: string): string | null {
  const typed = country.trim();
  if (!typed) return null;
  if (!regionCodes) {
    regionCodes = new Map();
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        // Only ISO 3166-1 codes: the names also know reserved ones (UK, EU, UN, Canary Islands…).
        if (name && !NOT_ISO_3166.has(code) && !regionCodes.has(name.toLowerCase()))
          regionCodes.set(name.toLowerCase(), code);
      }
  }
  if (/^[A-Za-z]{2}$/.test(typed) && [...regionCodes.values()].includes(typed.toUpperCase()))
    return typed.toUpperCase();
  return regionCodes.get(typed.toLowerCase()) ?? null;
}

/**
 * Our free-form address (up to five lines) and country as Stripe's address: the first line, the rest
 * on the second, and the country as its code; a country Stripe would not know stays in the lines.
 */
export function stripeAddress(address: string, country: string): Stripe.AddressParam | "" {
  const lines = address.split("\n").filter(Boolean);
  const code = regionCodeOf(country);
  if (country.trim() && !code) lines.push(country.trim());
  if (lines.length === 0 && !code) return "";
  return { line1: lines[0] ?? "", line2: lines.slice(1).join(", "), ...(code ? { country: code } : {}) };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const { webhookSecret, planIdForPrice, logger } = options;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });
  const priceForPlan = options.priceForPlan ?? ((plan) => plan.stripePriceId);

  /**
   * A coupon for a promotion we have no Stripe id for. Its id is derived from what it gives, so a
   * repeat (or a second checkout with the same code) reuses it, and an edited promotion gets a new one.
   */
  async function couponFor(promotion: NonNullable<CheckoutRequest["promotion"]>, currency: string) {
    const off =
      promotion.percentOff != null ? `p${promotion.percentOff}` : `a${promotion.amountOff}${currency.toLowerCase()}`;
    const id = `ours_${promotion.id.replace(/[^A-Za-z0-9_-]/g, "_")}_${off}_${promotion.duration}`;
    const params: Stripe.CouponCreateParams = {
      id,
      name: promotion.code,
      duration: promotion.duration,
      metadata: { promotion_id: promotion.id },
      ...(promotion.percentOff != null
        ? { percent_off: promotion.percentOff }
        : { amount_off: promotion.amountOff ?? 0, currency: currency.toLowerCase() }),
    };
    try {
      await stripe.coupons.create(params, { idempotencyKey: `coupon:${id}` });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === "resource_already_exists")) throw error;
    }
    return id;
  }

  /** A price for a plan that has no Stripe price yet; our amount, never one from the browser. */
  function priceData(plan: CheckoutRequest["plan"]) {
    return {
      currency: plan.currency.toLowerCase(),
      unit_amount: plan.unitAmount,
      recurring: { interval: plan.interval },
      product_data: { name: plan.name, metadata: { plan_id: plan.id } },
    };
  }

  async function customerUserId(customer: string | Stripe.Customer | Stripe.DeletedCustomer | null) {
    if (customer == null) return null;
    const object = typeof customer === "string" ? await stripe.customers.retrieve(customer) : customer;
    const fromCustomer = metadataOf(object).user_id;
    if (fromCustomer) return fromCustomer;
    // Checkout with `customer_email` makes a customer without our metadata; the subscription has it.
    const subscriptions = await stripe.subscriptions.list({ customer: object.id, status: "all", limit: 1 });
    return subscriptions.data[0]?.metadata.user_id ?? null;
  }

  async function retrieveSubscription(id: string, fallback?: Stripe.Subscription) {
    try {
      return await stripe.subscriptions.retrieve(id, { expand: ["discounts", "customer", "default_payment_method"] });
    } catch (error) {
      // Deleted test-mode data and the like: the event's copy is the best there is.
      if (isMissing(error) && fallback) return fallback;
      throw error;
    }
  }

  async function subscriptionSnapshot(subscription: Stripe.Subscription): Promise<SubscriptionSnapshot | null> {
    const item = subscription.items.data[0];
    if (!item) {
      logger.warn({ subscription: subscription.id }, "stripe subscription without items ignored");
      return null;
    }
    const metadata = subscription.metadata ?? {};
    const planId = planIdForPrice(item.price.id) ?? item.price.metadata?.plan_id ?? metadata.plan_id ?? null;
    const userId = metadata.user_id ?? (await customerUserId(subscription.customer));
    if (!planId || !userId) {
      logger.warn(
        { subscription: subscription.id, price: item.price.id },
        "stripe subscription not ours (no user or plan) ignored",
      );
      return null;
    }
    const now = Date.now();
    // Stripe removes a discount once it has run its course; one with an end in the past no longer
    // applies either.
    const discountActive = subscription.discounts.some(
      (discount) => typeof discount === "string" || discount.end == null || discount.end * 1000 > now,
    );
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer) ?? "",
      userId,
      planId,
      seats: item.quantity ?? 1,
      status: mapSubscriptionStatus(subscription.status),
      // Since API version 2025-03-31 the billing period lives on the item, not the subscription.
      currentPeriodStart: seconds(item.current_period_start),
      currentPeriodEnd: seconds(item.current_period_end),
      trialEnd: orNullDate(subscription.trial_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      canceledAt: orNullDate(subscription.canceled_at),
      endedAt: orNullDate(subscription.ended_at),
      discountActive,
      orderId: metadata.order_id ?? null,
    };
  }

  /** The card and the decline message of an invoice's latest payment, when there is one. */
  async function invoicePayment(invoice: Stripe.Invoice) {
    const payments = invoice.payments?.data ?? [];
    const payment = payments.find((p) => p.is_default) ?? payments[0];
    const paymentIntentId = idOf(payment?.payment.payment_intent);
    if (!paymentIntentId) return { card: null, failureMessage: null };
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
      expand: ["payment_method", "latest_charge"],
    });
    const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    const cardDetails = method?.card ?? charge?.payment_method_details?.card ?? null;
    return {
      card: cardDetails ? { brand: cardDetails.brand ?? "card", last4: cardDetails.last4 ?? "" } : null,
      failureMessage: intent.last_payment_error?.message ?? charge?.failure_message ?? null,
    };
  }

  async function invoiceLines(invoice: Stripe.Invoice): Promise<InvoiceLine[]> {
    // An invoice carries its first lines only; a long one (many proration lines) is paged.
    const lines = invoice.lines.has_more
      ? await stripe.invoices.listLineItems(invoice.id, { limit: 100 }).autoPagingToArray({ limit: MAX_INVOICE_LINES })
      : invoice.lines.data;
    return lines.map((line) => {
      const quantity = line.quantity ?? 1;
      const decimal = line.pricing?.unit_amount_decimal;
      const unitAmount =
        decimal != null ? Math.round(Number(String(decimal))) : Math.round(line.amount / (quantity || 1));
      return {
        description: line.description ?? "",
        quantity,
        unitAmount,
        amount: line.amount,
        periodStart: seconds(line.period.start).toISOString(),
        periodEnd: seconds(line.period.end).toISOString(),
      };
    });
  }

  async function invoiceSubscriptionAndUser(invoice: Stripe.Invoice) {
    const details = invoice.parent?.subscription_details ?? null;
    const subscriptionId = idOf(details?.subscription);
    let userId = details?.metadata?.user_id ?? null;
    if (!userId && subscriptionId) userId = (await retrieveSubscription(subscriptionId)).metadata.user_id ?? null;
    if (!userId) userId = await customerUserId(invoice.customer);
    return { subscriptionId, userId };
  }

  async function invoiceSnapshot(invoiceId: string) {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
    const { subscriptionId, userId } = await invoiceSubscriptionAndUser(invoice);
    if (!userId) {
      logger.warn({ invoice: invoice.id }, "stripe invoice without a user of ours ignored");
      return null;
    }
    const { card, failureMessage } = await invoicePayment(invoice);
    const discount = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
    const status: InvoiceSnapshot["status"] =
      invoice.status === "paid" || invoice.status === "void" || invoice.status === "uncollectible"
        ? (invoice.status as InvoiceSnapshot["status"])
        : "open";
    const snapshot: InvoiceSnapshot = {
      providerInvoiceId: invoice.id,
      providerSubscriptionId: subscriptionId,
      userId,
      kind: "invoice",
      status,
      currency: invoice.currency,
      lines: await invoiceLines(invoice),
      subtotal: invoice.subtotal,
      discount,
      total: invoice.total,
      issuedAt: seconds(invoice.status_transitions.finalized_at ?? invoice.created),
      paidAt: orNullDate(invoice.status_transitions.paid_at),
      card,
    };
    return { snapshot, failureMessage };
  }

  /** One credit note per refund on the charge, each keyed by the refund's id. */
  async function refundEvents(eventId: string, chargeId: string): Promise<PaymentEvent[]> {
    const charge = await stripe.charges.retrieve(chargeId, { expand: ["refunds"] });
    const paymentIntentId = idOf(charge.payment_intent);
    let invoice: Stripe.Invoice | null = null;
    if (paymentIntentId) {
      const payments = await stripe.invoicePayments.list({
        payment: { type: "payment_intent", payment_intent: paymentIntentId },
        expand: ["data.invoice"],
        limit: 1,
      });
      const linked = payments.data[0]?.invoice;
      invoice = linked && typeof linked === "object" && !("deleted" in linked && linked.deleted) ? linked : null;
    }
    const { subscriptionId, userId } = invoice
      ? await invoiceSubscriptionAndUser(invoice)
      : { subscriptionId: null, userId: await customerUserId(charge.customer) };
    if (!userId) {
      logger.warn({ charge: charge.id }, "stripe refund without a user of ours ignored");
      return [];
    }
    const details = charge.payment_method_details?.card;
    const card = details ? { brand: details.brand ?? "card", last4: details.last4 ?? "" } : null;
    const refunds = (charge.refunds?.data ?? []).filter((r) => r.status === "succeeded" || r.status === "pending");
    return refunds.map((refund) => ({
      id: `${eventId}:${refund.id}`,
      type: "invoice.refunded" as const,
      invoice: {
        providerInvoiceId: refund.id,
        providerSubscriptionId: subscriptionId,
        userId,
        kind: "credit_note" as const,
        status: "refunded" as const,
        currency: refund.currency,
        lines: [
          {
            description: invoice?.number ? `Refund of invoice ${invoice.number}` : "Refund",
            quantity: 1,
            unitAmount: refund.amount,
            amount: refund.amount,
          },
        ],
        subtotal: refund.amount,
        discount: 0,
        total: refund.amount,
        issuedAt: seconds(refund.created),
        paidAt: seconds(refund.created),
        card,
      },
    }));
  }

  async function cardEvent(eventId: string, customerId: string, paymentMethod: string | Stripe.PaymentMethod) {
    const method =
      typeof paymentMethod === "string" ? await stripe.paymentMethods.retrieve(paymentMethod) : paymentMethod;
    const card = cardOf(method.card);
    const userId = await customerUserId(customerId);
    if (!card || !userId) return [];
    return [{ id: eventId, type: "customer.card_updated" as const, userId, providerCustomerId: customerId, card }];
  }

  async function mapEvent(event: Stripe.Event): Promise<PaymentEvent[]> {
    const object = event.data.object as { id?: unknown };
    const objectId = typeof object.id === "string" ? object.id : null;
    if (!objectId) throw new InvalidWebhook("The event has no object id.");

    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const subscription = await retrieveSubscription(objectId, event.data.object as Stripe.Subscription);
      const snapshot = await subscriptionSnapshot(subscription);
      return snapshot ? [{ id: event.id, type: "subscription.updated", subscription: snapshot }] : [];
    }
    switch (event.type) {
      case "checkout.session.completed": {
        const session = await stripe.checkout.sessions.retrieve(objectId);
        const orderId = session.client_reference_id ?? session.metadata?.order_id ?? null;
        const subscriptionId = idOf(session.subscription);
        if (!orderId || !subscriptionId) {
          logger.warn({ session: session.id }, "stripe checkout session not ours (no order or subscription) ignored");
          return [];
        }
        const subscription = await retrieveSubscription(subscriptionId);
        const snapshot = await subscriptionSnapshot(subscription);
        if (!snapshot) return [];
        const events: PaymentEvent[] = [{ id: event.id, type: "checkout.completed", orderId, subscription: snapshot }];
        // The card typed on Stripe's page, so the account shows it before the first invoice.
        const method = subscription.default_payment_method;
        const card = typeof method === "object" ? cardOf(method?.card) : null;
        if (card) {
          events.push({
            id: `${event.id}:card`,
            type: "customer.card_updated",
            userId: snapshot.userId,
            providerCustomerId: snapshot.providerCustomerId,
            card,
          });
        }
        return events;
      }
      case "checkout.session.expired": {
        const session = await stripe.checkout.sessions.retrieve(objectId);
        const orderId = session.client_reference_id ?? session.metadata?.order_id ?? null;
        if (!orderId) return [];
        return [
          {
            id: event.id,
            type: "checkout.failed",
            orderId,
            message: "The checkout expired before payment was completed. Nothing was charged.",
          },
        ];
      }
      case "invoice.paid":
      case "invoice.payment_succeeded":
      case "invoice.payment_failed": {
        const mapped = await invoiceSnapshot(objectId);
        if (!mapped) return [];
        if (event.type === "invoice.payment_failed") {
          const failureMessage = mapped.failureMessage ?? DEFAULT_FAILURE_MESSAGE;
          return [{ id: event.id, type: "invoice.payment_failed", invoice: { ...mapped.snapshot, failureMessage } }];
        }
        return [{ id: event.id, type: "invoice.paid", invoice: mapped.snapshot }];
      }
      case "charge.refunded":
        return refundEvents(event.id, objectId);
      case "payment_method.attached": {
        const method = await stripe.paymentMethods.retrieve(objectId);
        const customerId = idOf(method.customer);
        return customerId ? cardEvent(event.id, customerId, method) : [];
      }
      case "customer.updated": {
        const previous = (event.data.previous_attributes ?? {}) as { invoice_settings?: unknown };
        if (!previous.invoice_settings || !("default_payment_method" in (previous.invoice_settings as object))) {
          return [];
        }
        const customer = await stripe.customers.retrieve(objectId);
        if ("deleted" in customer && customer.deleted) return [];
        const method = customer.invoice_settings.default_payment_method;
        return method ? cardEvent(event.id, customer.id, method) : [];
      }
      default:
        return [];
    }
  }

  return {
    mode: "stripe",

    async checkout(request: CheckoutRequest): Promise<CheckoutOutcome> {
      const { plan, customer, promotion } = request;
      const metadata = { user_id: customer.userId, order_id: request.orderId, plan_id: plan.id };
      const price = priceForPlan(plan);
      let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
      if (promotion?.stripePromotionCodeId) discounts = [{ promotion_code: promotion.stripePromotionCodeId }];
      else if (promotion) discounts = [{ coupon: await couponFor(promotion, plan.currency) }];
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [{ ...(price ? { price } : { price_data: priceData(plan) }), quantity: request.seats }],
          client_reference_id: request.orderId,
          metadata,
          subscription_data: {
            metadata,
            ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
          },
          ...(customer.providerCustomerId
            ? { customer: customer.providerCustomerId }
            : { customer_email: customer.email }),
          ...(discounts ? { discounts } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout:${request.idempotencyKey}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return { kind: "redirect", url: session.url };
    },

    async changePlan({ providerSubscriptionId, plan, seats, idempotencyKey, endTrial = false }) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item to change.`);
      let price = priceForPlan(plan);
      if (!price) {
        const created = await stripe.prices.create(
          { ...priceData(plan), metadata: { plan_id: plan.id } },
          { idempotencyKey: `price:${idempotencyKey}` },
        );
        price = created.id;
      }
      await stripe.subscriptions.update(
        providerSubscriptionId,
        {
          items: [{ id: item.id, price, quantity: seats }],
          // Charged now, with credit for the unused time of the old plan (decision 026).
          proration_behavior: "always_invoice",
          ...(endTrial ? { trial_end: "now" as const } : {}),
          metadata: { plan_id: plan.id },
        },
        { idempotencyKey: `change-plan:${idempotencyKey}` },
      );
    },

    async changeSeats({ providerSubscriptionId, seats, idempotencyKey }) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item to change.`);
      const adding = seats > (item.quantity ?? 0);
      await stripe.subscriptions.update(
        providerSubscriptionId,
        {
          items: [{ id: item.id, quantity: seats }],
          // Added seats are charged now for the rest of the period; removed ones are not refunded.
          proration_behavior: adding ? "always_invoice" : "none",
        },
        { idempotencyKey: `change-seats:${idempotencyKey}` },
      );
    },

    async setCancelAtPeriodEnd({ providerSubscriptionId, cancel, reason }) {
      await stripe.subscriptions.update(providerSubscriptionId, {
        cancel_at_period_end: cancel,
        // A plan taken back keeps no reason; an empty string is how the API clears it.
        ...(cancel
          ? reason
            ? { cancellation_details: { comment: reason } }
            : {}
          : { cancellation_details: { comment: "" } }),
      });
    },

    async updateCustomerDetails({ providerCustomerId, companyName, address, country, taxId }) {
      await stripe.customers.update(providerCustomerId, {
        business_name: companyName,
        address: stripeAddress(address, country),
        // Stripe's tax ID objects need a type (eu_vat, us_ein…) we are not told; a custom field shows the
        // ID as entered on every Stripe invoice, as Stripe suggests for types it does not know.
        invoice_settings: { custom_fields: taxId ? [{ name: "Tax ID", value: taxId }] : "" },
      });
    },

    async updateCard({ providerCustomerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: providerCustomerId,
        return_url: returnUrl,
      });
      return { redirectUrl: session.url };
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhook("The webhook has no Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        // The default tolerance (300 s) refuses a replayed old delivery.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        throw new InvalidWebhook(error instanceof Error ? error.message : "The webhook could not be verified.");
      }
      if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.data?.object) {
        throw new InvalidWebhook("The webhook is not a Stripe event.");
      }
      const mapped = await mapEvent(event);
      if (mapped.length > 0) logger.info({ event: event.id, type: event.type }, "stripe webhook mapped");
      return mapped;
    },
  };
}
