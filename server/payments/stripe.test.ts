import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "~/tests/setup/stripe-stand-in.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { InvalidWebhook, type CheckoutRequest, type PaymentEvent, type PaymentsProvider } from "./port.ts";
import { createStripeProvider } from "./stripe.ts";

const PRO_PRICE = "price_pro_monthly";
const TEAMS_PRICE = "price_teams_monthly";
const PLAN_FOR_PRICE: Record<string, string> = { [PRO_PRICE]: "pro-monthly", [TEAMS_PRICE]: "teams-monthly" };

const proPlan: CheckoutRequest["plan"] = {
  id: "pro-monthly",
  name: "Pro (monthly)",
  interval: "month",
  unitAmount: 2900,
  currency: "usd",
  stripePriceId: PRO_PRICE,
};
const teamsPlan: CheckoutRequest["plan"] = {
  id: "teams-monthly",
  name: "Teams (monthly)",
  interval: "month",
  unitAmount: 1900,
  currency: "usd",
  stripePriceId: TEAMS_PRICE,
};

let standIn: StripeStandIn;
let provider: PaymentsProvider;
const log = createTestLogger();
let sequence = 0;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    orderId: `order_${sequence}`,
    idempotencyKey: `key_${sequence}`,
    customer: {
      userId: `user_${sequence}`,
      email: `buyer${sequence}@example.com`,
      name: "Ada",
      providerCustomerId: null,
    },
    plan: proPlan,
    seats: 1,
    trialDays: 0,
    promotion: null,
    successUrl: "https://learn.example/checkout/thanks?order=1",
    cancelUrl: "https://learn.example/pricing",
    ...overrides,
  };
}

/** Checkout through the adapter, then paid on "Stripe's page": the subscription exists. */
async function subscribed(overrides: Partial<CheckoutRequest> = {}) {
  const request = checkoutRequest(overrides);
  await provider.checkout(request);
  const session = standIn.checkoutSessions().find((s) => s.client_reference_id === request.orderId)!;
  const done = standIn.completeCheckout(session.id);
  return { request, session: done.session, subscription: done.subscription, customer: done.customer };
}

async function webhook(type: string, object: Record<string, unknown>, previousAttributes?: object) {
  const { body, header } = standIn.deliver(type, object, { previousAttributes });
  return provider.parseWebhook(body, header);
}

function only<T extends PaymentEvent["type"]>(events: PaymentEvent[], type: T) {
  expect(events).toHaveLength(1);
  expect(events[0]!.type).toBe(type);
  return events[0] as PaymentEvent & { type: T };
}

const postsTo = (path: string) => standIn.requests.filter((r) => r.method === "POST" && r.path === path);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  standIn.createPrice({ id: PRO_PRICE, unitAmount: 2900, currency: "usd", interval: "month" });
  standIn.createPrice({ id: TEAMS_PRICE, unitAmount: 1900, currency: "usd", interval: "month" });
  provider = createStripeProvider({
    secretKey: standIn.secretKey,
    webhookSecret: standIn.webhookSecret,
    planIdForPrice: (priceId) => PLAN_FOR_PRICE[priceId] ?? null,
    api: standIn.api,
    logger: log.logger,
  });
});

afterAll(async () => {
  await standIn.close();
});

describe("checkout", () => {
  it("makes one Checkout Session for a double-clicked Pay and sends the buyer to it", async () => {
    const request = checkoutRequest({ seats: 3, trialDays: 14 });

    const [first, second] = await Promise.all([provider.checkout(request), provider.checkout(request)]);
    const third = await provider.checkout(request);

    const sessions = standIn.checkoutSessions().filter((s) => s.client_reference_id === request.orderId);
    expect(sessions).toHaveLength(1);
    expect(first).toEqual({ kind: "redirect", url: sessions[0].url });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it("carries our price, seats, trial and metadata, and where to come back", async () => {
    const request = checkoutRequest({ seats: 3, trialDays: 14 });
    await provider.checkout(request);

    const session = standIn.checkoutSessions().find((s) => s.client_reference_id === request.orderId)!;
    const params = standIn.checkoutParams(session.id)!;
    const ours = { user_id: request.customer.userId, order_id: request.orderId, plan_id: "pro-monthly" };
    expect(params.mode).toBe("subscription");
    expect(params.line_items).toEqual([{ price: PRO_PRICE, quantity: 3 }]);
    expect(params.subscription_data).toEqual({ metadata: ours, trial_period_days: "14" });
    expect(params.metadata).toEqual(ours);
    expect(params.client_reference_id).toBe(request.orderId);
    expect(params.customer_email).toBe(request.customer.email);
    expect(params.customer).toBeUndefined();
    expect(params.success_url).toBe(request.successUrl);
    expect(params.cancel_url).toBe(request.cancelUrl);
  });

  it("sells a plan with a Stripe price at Stripe's price: no amount from us or the browser is sent", async () => {
    const request = checkoutRequest();
    await provider.checkout(request);

    const create = postsTo("/v1/checkout/sessions").at(-1)!;
    expect(JSON.stringify(create.body)).not.toMatch(/amount/);
  });

  it("prices a plan without a Stripe price from our plan row, recurring, in our currency", async () => {
    const request = checkoutRequest({
      plan: { ...proPlan, id: "pro-yearly", interval: "year", unitAmount: 29000, stripePriceId: null },
      seats: 2,
    });
    await provider.checkout(request);

    const create = postsTo("/v1/checkout/sessions").at(-1)!;
    expect(create.body.line_items).toEqual([
      {
        price_data: {
          currency: "usd",
          unit_amount: "29000",
          recurring: { interval: "year" },
          product_data: { name: "Pro (monthly)", metadata: { plan_id: "pro-yearly" } },
        },
        quantity: "2",
      },
    ]);
    // The subscription Stripe makes from it is still recognised as our plan.
    const session = standIn.checkoutSessions().find((s) => s.client_reference_id === request.orderId)!;
    const { subscription } = standIn.completeCheckout(session.id);
    const event = only(await webhook("customer.subscription.created", subscription), "subscription.updated");
    expect(event.subscription.planId).toBe("pro-yearly");
    expect(event.subscription.seats).toBe(2);
  });

  it("uses the person's existing Stripe customer instead of an email", async () => {
    const customer = standIn.createCustomer({ email: "known@example.com", metadata: { user_id: "user_known" } });
    const request = checkoutRequest({
      customer: { userId: "user_known", email: "known@example.com", name: "Known", providerCustomerId: customer.id },
    });
    await provider.checkout(request);

    const create = postsTo("/v1/checkout/sessions").at(-1)!;
    expect(create.body.customer).toBe(customer.id);
    expect(create.body.customer_email).toBeUndefined();
    expect(create.body.subscription_data.trial_period_days).toBeUndefined();
  });

  it("applies a promotion by its Stripe promotion code when it has one", async () => {
    const code = standIn.createPromotionCode({ code: "LAUNCH20", percentOff: 20, duration: "once" });
    const request = checkoutRequest({
      promotion: {
        id: "promo_launch",
        code: "LAUNCH20",
        percentOff: 20,
        amountOff: null,
        duration: "once",
        stripePromotionCodeId: code.id,
      },
    });
    await provider.checkout(request);

    expect(postsTo("/v1/checkout/sessions").at(-1)!.body.discounts).toEqual([{ promotion_code: code.id }]);
    const session = standIn.checkoutSessions().find((s) => s.client_reference_id === request.orderId)!;
    const { subscription } = standIn.completeCheckout(session.id);
    const event = only(await webhook("customer.subscription.created", subscription), "subscription.updated");
    expect(event.subscription.discountActive).toBe(true);
  });

  it("makes one coupon for a promotion Stripe does not know, reused by later checkouts", async () => {
    const promotion: CheckoutRequest["promotion"] = {
      id: "promo_spring",
      code: "SPRING5",
      percentOff: null,
      amountOff: 500,
      duration: "forever",
      stripePromotionCodeId: null,
    };
    await provider.checkout(checkoutRequest({ promotion }));
    await provider.checkout(checkoutRequest({ promotion }));

    const coupons = postsTo("/v1/coupons").filter((r) => r.body.metadata?.promotion_id === "promo_spring");
    const created = coupons.filter((r) => !r.replayed);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ amount_off: "500", currency: "usd", duration: "forever" });
    const couponId = created[0]!.body.id as string;
    const sessions = postsTo("/v1/checkout/sessions").slice(-2);
    expect(sessions.map((s) => s.body.discounts)).toEqual([[{ coupon: couponId }], [{ coupon: couponId }]]);
  });

  it("makes one session when the answer is lost and the SDK sends the request again", async () => {
    const request = checkoutRequest();
    standIn.dropNextResponse("POST", "/v1/checkout/sessions");

    const outcome = await provider.checkout(request);

    const sessions = standIn.checkoutSessions().filter((s) => s.client_reference_id === request.orderId);
    expect(sessions).toHaveLength(1);
    expect(outcome).toEqual({ kind: "redirect", url: sessions[0].url });
    const attempts = postsTo("/v1/checkout/sessions").slice(-2);
    expect(attempts.map((a) => [a.dropped, a.replayed])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("refuses a changed order under an idempotency key already used", async () => {
    const request = checkoutRequest();
    await provider.checkout(request);

    await expect(provider.checkout({ ...request, seats: 9 })).rejects.toThrow(/same parameters/);
    expect(standIn.checkoutSessions().filter((s) => s.client_reference_id === request.orderId)).toHaveLength(1);
  });
});

describe("webhook verification", () => {
  it("maps a correctly signed delivery", async () => {
    const { subscription, request } = await subscribed();
    const event = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(event.subscription.userId).toBe(request.customer.userId);
  });

  it("refuses a delivery without a signature", async () => {
    const { subscription } = await subscribed();
    const { body } = standIn.deliver("customer.subscription.updated", subscription);
    await expect(provider.parseWebhook(body, null)).rejects.toBeInstanceOf(InvalidWebhook);
    await expect(provider.parseWebhook(body, "")).rejects.toBeInstanceOf(InvalidWebhook);
  });

  it("refuses a delivery signed with another secret, or a body changed after signing", async () => {
    const { subscription } = await subscribed();
    const { body, header } = standIn.deliver("customer.subscription.updated", subscription);
    const forged = standIn.sign(body, { secret: "whsec_not_ours" });
    await expect(provider.parseWebhook(body, forged)).rejects.toBeInstanceOf(InvalidWebhook);
    const tampered = body.replace(subscription.id, "sub_someone_else");
    await expect(provider.parseWebhook(tampered, header)).rejects.toBeInstanceOf(InvalidWebhook);
  });

  it("refuses a replayed delivery older than the tolerance", async () => {
    const { subscription } = await subscribed();
    const { body } = standIn.deliver("customer.subscription.updated", subscription);
    const old = standIn.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    await expect(provider.parseWebhook(body, old)).rejects.toBeInstanceOf(InvalidWebhook);
  });

  it("refuses a signed body that is not a Stripe event", async () => {
    for (const body of ["not json", "{}", JSON.stringify({ id: "evt_1", type: "invoice.paid" })]) {
      await expect(provider.parseWebhook(body, standIn.sign(body))).rejects.toBeInstanceOf(InvalidWebhook);
    }
  });

  it("ignores event types we do not use, after verifying them", async () => {
    const price = standIn.retrieve(PRO_PRICE);
    expect(await webhook("price.updated", price)).toEqual([]);
    const { body } = standIn.deliver("price.updated", price);
    await expect(provider.parseWebhook(body, "t=1,v1=bad")).rejects.toBeInstanceOf(InvalidWebhook);
  });
});

describe("subscription events", () => {
  it("map the subscription with its item's period, trial, seats, order and discount", async () => {
    const { subscription, request, customer } = await subscribed({ seats: 4, trialDays: 7 });
    const item = subscription.items.data[0];

    const event = only(await webhook("customer.subscription.created", subscription), "subscription.updated");

    expect(event.subscription).toEqual({
      providerSubscriptionId: subscription.id,
      providerCustomerId: customer.id,
      userId: request.customer.userId,
      planId: "pro-monthly",
      seats: 4,
      status: "trialing",
      currentPeriodStart: new Date(item.current_period_start * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      trialEnd: new Date(subscription.trial_end * 1000),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      discountActive: false,
      orderId: request.orderId,
    });
    expect(event.id).toMatch(/^evt_/);
  });

  it("converge on Stripe's current state when an older event arrives after a newer one", async () => {
    const { subscription } = await subscribed({ trialDays: 7 });
    const older = standIn.deliver("customer.subscription.updated", subscription);
    const now = standIn.setSubscription(subscription.id, { status: "active", quantity: 5, trial_end: null });
    const newer = standIn.deliver("customer.subscription.updated", now);

    const fromNewer = only(await provider.parseWebhook(newer.body, newer.header), "subscription.updated");
    const fromOlder = only(await provider.parseWebhook(older.body, older.header), "subscription.updated");

    expect(fromOlder.subscription).toEqual(fromNewer.subscription);
    expect(fromOlder.subscription).toMatchObject({ status: "active", seats: 5, trialEnd: null });
  });

  it.each([
    ["trialing", "trialing"],
    ["active", "active"],
    ["past_due", "past_due"],
    ["unpaid", "unpaid"],
    ["canceled", "canceled"],
    ["incomplete", "incomplete"],
    ["incomplete_expired", "canceled"],
    ["paused", "unpaid"],
  ] as const)("map Stripe's %s to our %s", async (stripeStatus, ours) => {
    const { subscription } = await subscribed();
    standIn.setSubscription(subscription.id, { status: stripeStatus });
    const event = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(event.subscription.status).toBe(ours);
  });

  it("map a deleted (ended) subscription with when it was canceled and ended", async () => {
    const { subscription } = await subscribed();
    const at = Math.floor(Date.now() / 1000);
    const ended = standIn.setSubscription(subscription.id, { status: "canceled", canceled_at: at, ended_at: at });
    const event = only(await webhook("customer.subscription.deleted", ended), "subscription.updated");
    expect(event.subscription).toMatchObject({
      status: "canceled",
      canceledAt: new Date(at * 1000),
      endedAt: new Date(at * 1000),
    });
  });

  it("say whether a promotion's discount still applies", async () => {
    const { subscription } = await subscribed();
    const future = Math.floor(Date.now() / 1000) + 3600;
    standIn.setSubscription(subscription.id, { discount: { coupon: "coupon_x", end: future } });
    const during = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    standIn.setSubscription(subscription.id, { discount: null });
    const after = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(during.subscription.discountActive).toBe(true);
    expect(after.subscription.discountActive).toBe(false);
  });

  it("map trial_will_end like an update", async () => {
    const { subscription } = await subscribed({ trialDays: 3 });
    const event = only(await webhook("customer.subscription.trial_will_end", subscription), "subscription.updated");
    expect(event.subscription.status).toBe("trialing");
  });

  it("ignore a subscription that is not ours, with a warning", async () => {
    const customer = standIn.createCustomer({ email: "dashboard@example.com" });
    const foreign = standIn.setSubscription(null, { customer: customer.id, price: PRO_PRICE });
    expect(await webhook("customer.subscription.created", foreign)).toEqual([]);
    expect(log.lines.some((line) => line.subscription === foreign.id && line.level === 40)).toBe(true);
  });
});

describe("checkout events", () => {
  it("complete our order with the subscription Stripe made", async () => {
    const { session, subscription, request } = await subscribed({ trialDays: 14 });
    const events = await webhook("checkout.session.completed", session);
    expect(events.map((e) => e.type)).toEqual(["checkout.completed", "customer.card_updated"]);
    const [completed, card] = events as [
      Extract<PaymentEvent, { type: "checkout.completed" }>,
      Extract<PaymentEvent, { type: "customer.card_updated" }>,
    ];
    expect(completed.orderId).toBe(request.orderId);
    expect(completed.subscription).toMatchObject({
      providerSubscriptionId: subscription.id,
      userId: request.customer.userId,
      status: "trialing",
      orderId: request.orderId,
    });
    // The card typed on Stripe's page, under an id of its own derived from the event's.
    expect(card).toMatchObject({
      id: `${completed.id}:card`,
      userId: request.customer.userId,
      providerCustomerId: subscription.customer,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
  });

  it("fail our order when the session expires", async () => {
    const request = checkoutRequest();
    await provider.checkout(request);
    const session = standIn.checkoutSessions().find((s) => s.client_reference_id === request.orderId)!;
    const event = only(await webhook("checkout.session.expired", { ...session, status: "expired" }), "checkout.failed");
    expect(event.orderId).toBe(request.orderId);
    expect(event.message).toMatch(/expired/);
  });
});

describe("invoice events", () => {
  it("map a paid invoice with its lines, discount and card, in minor units", async () => {
    const { subscription, request } = await subscribed({ seats: 3 });
    const { invoice } = standIn.createInvoice({
      subscriptionId: subscription.id,
      lines: [{ description: "3 × Pro (monthly)", quantity: 3, unitAmount: 2900 }],
      discount: 870,
      card: { brand: "mastercard", last4: "4444", expMonth: 1, expYear: 2031 },
    });
    const item = subscription.items.data[0];

    const event = only(await webhook("invoice.paid", invoice), "invoice.paid");

    expect(event.id).toMatch(/^evt_/);
    expect(event.invoice).toMatchObject({
      providerInvoiceId: invoice.id,
      providerSubscriptionId: subscription.id,
      userId: request.customer.userId,
      kind: "invoice",
      status: "paid",
      currency: "usd",
      lines: [
        {
          description: "3 × Pro (monthly)",
          quantity: 3,
          unitAmount: 2900,
          amount: 8700,
          periodStart: new Date(item.current_period_start * 1000).toISOString(),
          periodEnd: new Date(item.current_period_end * 1000).toISOString(),
        },
      ],
      subtotal: 8700,
      discount: 870,
      total: 7830,
      card: { brand: "mastercard", last4: "4444" },
    });
    expect(event.invoice.paidAt).toBeInstanceOf(Date);
    const same = only(await webhook("invoice.payment_succeeded", invoice), "invoice.paid");
    expect(same.invoice).toEqual(event.invoice);
  });

  it("map every line of a long invoice, past the lines Stripe embeds", async () => {
    const { subscription } = await subscribed();
    const lines = Array.from({ length: 13 }, (_, i) => ({
      description: `Proration ${i + 1}`,
      quantity: 1,
      unitAmount: 100 + i,
    }));
    const { invoice } = standIn.createInvoice({ subscriptionId: subscription.id, lines });

    const event = only(await webhook("invoice.paid", invoice), "invoice.paid");

    expect(event.invoice.lines.map((line) => [line.description, line.amount])).toEqual(
      lines.map((line) => [line.description, line.unitAmount]),
    );
    expect(event.invoice.subtotal).toBe(lines.reduce((sum, line) => sum + line.unitAmount, 0));
  });

  it("map a failed payment with the issuer's message", async () => {
    const { subscription } = await subscribed();
    const { invoice } = standIn.createInvoice({
      subscriptionId: subscription.id,
      lines: [{ description: "Pro (monthly)", quantity: 1, unitAmount: 2900 }],
      outcome: { paid: false, message: "Your card has insufficient funds." },
    });
    const event = only(await webhook("invoice.payment_failed", invoice), "invoice.payment_failed");
    expect(event.invoice).toMatchObject({
      status: "open",
      total: 2900,
      paidAt: null,
      failureMessage: "Your card has insufficient funds.",
    });
  });

  it("map each refund of a charge to a credit note for the refunded amount", async () => {
    const { subscription, request } = await subscribed();
    const { chargeId } = standIn.createInvoice({
      subscriptionId: subscription.id,
      lines: [{ description: "Pro (monthly)", quantity: 1, unitAmount: 2900 }],
    });
    const first = standIn.refund(chargeId, 1000);
    const one = only(await webhook("charge.refunded", first.charge), "invoice.refunded");
    expect(one.invoice).toMatchObject({
      providerInvoiceId: first.refund.id,
      providerSubscriptionId: subscription.id,
      userId: request.customer.userId,
      kind: "credit_note",
      status: "refunded",
      currency: "usd",
      subtotal: 1000,
      total: 1000,
      lines: [{ quantity: 1, unitAmount: 1000, amount: 1000 }],
      card: { brand: "visa", last4: "4242" },
    });

    const second = standIn.refund(chargeId, 1900);
    const both = await webhook("charge.refunded", second.charge);
    expect(both.map((e) => e.type === "invoice.refunded" && [e.invoice.providerInvoiceId, e.invoice.total])).toEqual([
      [second.refund.id, 1900],
      [first.refund.id, 1000],
    ]);
    expect(new Set(both.map((e) => e.id)).size).toBe(2);
  });
});

describe("card events", () => {
  it("report a card attached to a customer of ours", async () => {
    const { customer, request } = await subscribed();
    const method = standIn.attachCard(customer.id, { brand: "amex", last4: "0005", expMonth: 4, expYear: 2030 });
    const event = only(await webhook("payment_method.attached", method), "customer.card_updated");
    expect(event).toMatchObject({
      userId: request.customer.userId,
      providerCustomerId: customer.id,
      card: { brand: "amex", last4: "0005", expMonth: 4, expYear: 2030 },
    });
  });

  it("report a new default card, and nothing for other customer changes", async () => {
    const customer = standIn.createCustomer({ email: "c@example.com", metadata: { user_id: "user_card" } });
    const method = standIn.attachCard(customer.id, { brand: "visa", last4: "1881", expMonth: 2, expYear: 2029 });
    const updated = standIn.setCustomer(customer.id, {
      invoice_settings: { ...customer.invoice_settings, default_payment_method: method.id },
    });
    const changed = await webhook("customer.updated", updated, { invoice_settings: { default_payment_method: null } });
    expect(only(changed, "customer.card_updated")).toMatchObject({ userId: "user_card", card: { last4: "1881" } });
    expect(await webhook("customer.updated", updated, { email: "old@example.com" })).toEqual([]);
  });
});

describe("changing a subscription", () => {
  it("moves to another plan at once, invoiced now with credit for unused time", async () => {
    const { subscription } = await subscribed();
    await provider.changePlan({
      providerSubscriptionId: subscription.id,
      plan: teamsPlan,
      seats: 6,
      idempotencyKey: "change_1",
    });

    const update = postsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(update.body).toMatchObject({
      items: [{ id: subscription.items.data[0].id, price: TEAMS_PRICE, quantity: "6" }],
      proration_behavior: "always_invoice",
    });
    expect(update.idempotencyKey).toContain("change_1");
    const event = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(event.subscription).toMatchObject({ planId: "teams-monthly", seats: 6 });
  });

  it("ends a trial at once when the move asks for it, and only then", async () => {
    const { subscription } = await subscribed();
    await provider.changePlan({
      providerSubscriptionId: subscription.id,
      plan: teamsPlan,
      seats: 2,
      idempotencyKey: "change_trial",
      endTrial: true,
    });
    expect(postsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!.body).toMatchObject({
      trial_end: "now",
      proration_behavior: "always_invoice",
    });
    await provider.changePlan({
      providerSubscriptionId: subscription.id,
      plan: teamsPlan,
      seats: 3,
      idempotencyKey: "c3",
    });
    expect(postsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!.body).not.toHaveProperty("trial_end");
  });

  it("moves to a plan without a Stripe price by making one from our plan", async () => {
    const { subscription } = await subscribed();
    const plan = {
      ...teamsPlan,
      id: "teams-yearly",
      interval: "year" as const,
      unitAmount: 19000,
      stripePriceId: null,
    };
    await provider.changePlan({ providerSubscriptionId: subscription.id, plan, seats: 2, idempotencyKey: "change_2" });

    expect(postsTo("/v1/prices").at(-1)!.body).toMatchObject({
      unit_amount: "19000",
      metadata: { plan_id: "teams-yearly" },
    });
    const event = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(event.subscription).toMatchObject({ planId: "teams-yearly", seats: 2 });
  });

  it("adds seats with the rest of the period invoiced now, and removes them without a refund (issue 19)", async () => {
    const { subscription } = await subscribed();
    await provider.changeSeats({ providerSubscriptionId: subscription.id, seats: 7, idempotencyKey: "seats_1" });
    const more = postsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(more.body).toMatchObject({
      items: [{ id: subscription.items.data[0].id, quantity: "7" }],
      proration_behavior: "always_invoice",
    });
    // The seat change keeps the plan: no price is sent.
    expect((more.body as { items: Record<string, unknown>[] }).items[0]).not.toHaveProperty("price");
    expect(more.idempotencyKey).toContain("seats_1");
    const event = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(event.subscription.seats).toBe(7);

    await provider.changeSeats({ providerSubscriptionId: subscription.id, seats: 3, idempotencyKey: "seats_2" });
    expect(postsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!.body).toMatchObject({
      items: [{ quantity: "3" }],
      proration_behavior: "none",
    });
  });

  it("cancels at the period end with the reason, and takes it back", async () => {
    const { subscription } = await subscribed();
    await provider.setCancelAtPeriodEnd({
      providerSubscriptionId: subscription.id,
      cancel: true,
      reason: "Too expensive",
    });
    expect(standIn.retrieve(subscription.id).cancellation_details.comment).toBe("Too expensive");
    const canceling = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(canceling.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });

    await provider.setCancelAtPeriodEnd({ providerSubscriptionId: subscription.id, cancel: false });
    const resumed = only(await webhook("customer.subscription.updated", subscription), "subscription.updated");
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
    expect(standIn.retrieve(subscription.id).cancellation_details.comment).toBeNull();
  });

  it("lets Stripe's errors reach the caller as the SDK's errors", async () => {
    const changing = provider.changePlan({
      providerSubscriptionId: "sub_missing",
      plan: teamsPlan,
      seats: 1,
      idempotencyKey: "change_missing",
    });
    await expect(changing).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("sends the person to the Customer Portal to change their card", async () => {
    const { customer } = await subscribed();
    const result = await provider.updateCard({
      userId: "user_x",
      providerCustomerId: customer.id,
      returnUrl: "https://learn.example/account/subscription",
    });
    const portal = postsTo("/v1/billing_portal/sessions").at(-1)!;
    expect(portal.body).toEqual({ customer: customer.id, return_url: "https://learn.example/account/subscription" });
    expect(result).toEqual({
      redirectUrl: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/),
    });
  });
});

describe("billing details on the customer", () => {
  it("sets the company, the address with the country's code and the tax ID shown on Stripe's invoices, then clears them", async () => {
    const customer = standIn.createCustomer({ email: "billing@example.com", name: "Ada Lovelace" });
    await provider.updateCustomerDetails({
      providerCustomerId: customer.id,
      companyName: "Northwind Analytics Ltd",
      address: "12 Harbour Street\nFloor 3\nLeeds LS1 4AB",
      country: "United Kingdom",
      taxId: "GB 123 4567 89",
    });
    const updated = standIn.retrieve(customer.id);
    expect(updated).toMatchObject({
      name: "Ada Lovelace",
      business_name: "Northwind Analytics Ltd",
      address: { line1: "12 Harbour Street", line2: "Floor 3, Leeds LS1 4AB", country: "GB" },
      invoice_settings: { custom_fields: [{ name: "Tax ID", value: "GB 123 4567 89" }] },
    });

    // A country Stripe has no code for stays in the address lines instead of being refused.
    await provider.updateCustomerDetails({
      providerCustomerId: customer.id,
      companyName: "",
      address: "1 Main St",
      country: "Atlantis",
      taxId: "",
    });
    expect(standIn.retrieve(customer.id)).toMatchObject({
      business_name: null,
      address: { line1: "1 Main St", line2: "Atlantis", country: null },
      invoice_settings: { custom_fields: null },
    });

    await provider.updateCustomerDetails({
      providerCustomerId: customer.id,
      companyName: "",
      address: "",
      country: "",
      taxId: "",
    });
    expect(standIn.retrieve(customer.id)).toMatchObject({ business_name: null, address: null });
  });
});
