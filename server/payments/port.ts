/**
 * The payments port (issue 15, decision 026). Two adapters implement it: Stripe (`stripe.ts`, when
 * STRIPE_SECRET_KEY is set) and test mode (`test-mode.ts`, the embedded default). Neither writes our
 * tables: both report what happened as `PaymentEvent`s, which the billing domain applies
 * (server/domain/billing/events.ts) idempotently by event id. A subscription event carries the
 * provider's whole subscription object as it is now, so events applied out of order still leave the
 * latest state.
 */
import type { SubscriptionStatus } from "~/core/entitlement.ts";
import type { InvoiceLine } from "~/db/schema/commerce.ts";

export type PaymentsMode = "test" | "stripe";

/** The provider's subscription object, mapped to our words. Times are absolute instants. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** Our user, from the customer's or the subscription's metadata. */
  userId: string;
  /** Our plan id (`plan.id`), from the price's metadata or our price mapping. */
  planId: string;
  seats: number;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  /** Whether a promotion's discount still applies to coming invoices. */
  discountActive: boolean;
  /** The checkout order this subscription was created from, when known (metadata `order_id`). */
  orderId: string | null;
}

export interface CardSnapshot {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A charge (`invoice`) or a refund (`credit_note`). Amounts in minor units. */
export interface InvoiceSnapshot {
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  userId: string;
  kind: "invoice" | "credit_note";
  status: "paid" | "open" | "void" | "uncollectible" | "refunded";
  currency: string;
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  total: number;
  issuedAt: Date;
  paidAt: Date | null;
  card: Pick<CardSnapshot, "brand" | "last4"> | null;
  /** Why a payment failed, in words a person can act on. */
  failureMessage?: string | null;
}

export type PaymentEvent =
  | { id: string; type: "subscription.updated"; subscription: SubscriptionSnapshot }
  | { id: string; type: "invoice.paid" | "invoice.payment_failed" | "invoice.refunded"; invoice: InvoiceSnapshot }
  | { id: string; type: "customer.card_updated"; userId: string; providerCustomerId: string; card: CardSnapshot }
  | { id: string; type: "checkout.completed"; orderId: string; subscription: SubscriptionSnapshot }
  | { id: string; type: "checkout.failed"; orderId: string; message: string };

/** What a checkout needs from us: amounts are ours, computed on the server (core/billing.ts). */
export interface CheckoutRequest {
  orderId: string;
  idempotencyKey: string;
  /** `providerCustomerId` when this user already has a customer with the provider. */
  customer: { userId: string; email: string; name: string; providerCustomerId: string | null };
  plan: {
    id: string;
    name: string;
    interval: "month" | "year";
    unitAmount: number;
    currency: string;
    stripePriceId: string | null;
  };
  seats: number;
  trialDays: number;
  promotion: {
    id: string;
    code: string;
    percentOff: number | null;
    amountOff: number | null;
    duration: "once" | "forever";
    stripePromotionCodeId: string | null;
  } | null;
  /** Where the provider sends the buyer back (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
  /** Test mode only: the card typed into our labelled test form. */
  testCard?: { number: string; expMonth: number; expYear: number; cvc: string };
}

export type CheckoutOutcome =
  /** Stripe: the buyer pays on the provider's page; a webhook completes the order. */
  | { kind: "redirect"; url: string }
  /** Test mode: paid (or trial started) at once; the events were already applied. */
  | { kind: "completed" }
  | { kind: "declined"; message: string };

export interface PaymentsProvider {
  readonly mode: PaymentsMode;
  /** Starts paying for an order. Repeating the same `idempotencyKey` never charges twice. */
  checkout(request: CheckoutRequest): Promise<CheckoutOutcome>;
  /**
   * Moves a subscription to another plan at once, charging the difference now with credit for the
   * unused time (Stripe: `proration_behavior: "always_invoice"`).
   */
  changePlan(input: {
    providerSubscriptionId: string;
    plan: CheckoutRequest["plan"];
    seats: number;
    idempotencyKey: string;
    /**
     * End a trial now and charge the new plan's first period today (Pro trial to Teams, which has no
     * trial); without it a trialing plan switches with nothing charged, and the trial runs on.
     */
    endTrial?: boolean;
  }): Promise<void>;
  /**
   * Changes the seat count of a per-seat plan (Teams, issue 19) and keeps its period: added seats are
   * charged now for the rest of the period (prorated); fewer seats take effect at once without a
   * refund, and the next renewal charges the new count.
   */
  changeSeats(input: { providerSubscriptionId: string; seats: number; idempotencyKey: string }): Promise<void>;
  /** Cancel at the end of the paid period (true) or take that back (false). */
  setCancelAtPeriodEnd(input: {
    providerSubscriptionId: string;
    cancel: boolean;
    reason?: string | null;
  }): Promise<void>;
  /**
   * The company, address and tax ID the buyer saved for their invoices, onto the provider's customer,
   * so the provider's own invoices and receipts carry them too (empty strings clear them).
   */
  updateCustomerDetails(input: {
    providerCustomerId: string;
    companyName: string;
    address: string;
    country: string;
    taxId: string;
  }): Promise<void>;
  /**
   * Changing the card: Stripe answers with a Customer Portal URL to send the user to; test mode
   * takes a test card directly and answers null.
   */
  updateCard(input: {
    userId: string;
    providerCustomerId: string;
    returnUrl: string;
    testCard?: CheckoutRequest["testCard"];
  }): Promise<{ redirectUrl: string } | null>;
  /**
   * Verifies a webhook delivery (signature over the raw body, timestamp tolerance) and maps it to
   * events; throws `InvalidWebhook` for anything unsigned, wrongly signed, expired or malformed.
   * Test mode has no webhooks and always throws.
   */
  parseWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent[]>;
}

/** A card the provider refused, with the reason in words the card holder can act on. */
export class CardDeclined extends Error {
  override name = "CardDeclined";
}

export class InvalidWebhook extends Error {
  override name = "InvalidWebhook";
}

/** The domain's side of the port: how adapters hand over what happened. */
export type PaymentEventSink = (event: PaymentEvent) => Promise<void>;
