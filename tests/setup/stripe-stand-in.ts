/* eslint-disable @typescript-eslint/no-explicit-any -- a stand-in of a JSON API: its objects are Stripe-shaped JSON */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import qs from "qs";
import Stripe from "stripe";

/**
 * A local stand-in of the Stripe API for tests (decision 027): node:http on 127.0.0.1 and a random
 * port, reached through the official SDK (`createStripeProvider({ api })`), so the requests are the
 * ones the SDK really sends (form-encoded, bracket notation, `Idempotency-Key`, `expand[]`).
 *
 * It implements only what the adapter calls, answers Stripe-shaped objects and errors, replays a
 * repeated idempotency key with the same body, and lets tests create and advance objects directly
 * (a checkout completed, a subscription gone past due, an invoice paid or failed, a refund) and sign
 * webhook deliveries with the SDK's own `generateTestHeaderString`.
 */

export type StripeObject = Record<string, any> & { id: string; object: string };

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, any>;
  query: Record<string, any>;
  idempotencyKey: string | null;
  replayed: boolean;
  /** The work was done but the connection was cut before the answer (`dropNextResponse`). */
  dropped: boolean;
}

export interface CardInput {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface InvoiceInput {
  subscriptionId: string;
  lines: { description: string; quantity: number; unitAmount: number; periodStart?: Date; periodEnd?: Date }[];
  discount?: number;
  /** Paid (default) or a failed attempt with the issuer's message. */
  outcome?: { paid: true } | { paid: false; message: string };
  card?: CardInput;
}

const EMBEDDED_LINES = 10;
const VISA: CardInput = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 };
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const clone = <T>(value: T): T => structuredClone(value);
const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const missing = (kind: string, id: string) =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param: "id",
    message: `No such ${kind}: '${id}'`,
  });
const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

export async function startStripeStandIn() {
  const secretKey = `sk_test_standin_${randomBytes(6).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const newId = (prefix: string) =>
    `${prefix}_${(++counter).toString().padStart(6, "0")}${randomBytes(4).toString("hex")}`;
  const now = () => Math.floor(Date.now() / 1000);

  const get = (id: string, kind: string, object: string) => {
    const found = objects.get(id);
    if (!found || found.object !== object) throw missing(kind, id);
    return found;
  };
  const put = <T extends StripeObject>(value: T): T => {
    objects.set(value.id, value);
    return value;
  };

  /** Includable fields (not in a response unless expanded), then `expand` paths as the API does. */
  const INCLUDABLE: Record<string, string[]> = { invoice: ["payments"], charge: ["refunds"] };
  function render(value: StripeObject, expand: string[] = []) {
    const out: any = clone(value);
    for (const field of INCLUDABLE[value.object] ?? []) if (!expand.includes(field)) delete out[field];
    // An invoice embeds its first ten lines; the rest are paged from /v1/invoices/:id/lines.
    if (value.object === "invoice" && out.lines.data.length > EMBEDDED_LINES) {
      out.lines = { ...out.lines, data: out.lines.data.slice(0, EMBEDDED_LINES), has_more: true };
    }
    for (const path of expand) expandPath(out, path.split("."));
    return out;
  }
  function expandPath(node: any, parts: string[]): any {
    if (node == null || typeof node !== "object" || parts.length === 0) return node;
    if (Array.isArray(node)) return node.map((element) => expandPath(element, parts));
    const [key, ...rest] = parts as [string, ...string[]];
    const load = (v: unknown) => (typeof v === "string" && objects.has(v) ? render(objects.get(v)!) : v);
    let value = node[key];
    value = Array.isArray(value) ? value.map(load) : load(value);
    node[key] = expandPath(value, rest);
    return node;
  }

  function price(id: string) {
    return get(id, "price", "price");
  }

  function createPrice(input: {
    id?: string;
    unitAmount: number;
    currency: string;
    interval: "month" | "year";
    metadata?: Record<string, string>;
    productName?: string;
  }) {
    const product = put({ id: newId("prod"), object: "product", name: input.productName ?? "Plan", metadata: {} });
    return put({
      id: input.id ?? newId("price"),
      object: "price",
      active: true,
      currency: input.currency.toLowerCase(),
      unit_amount: input.unitAmount,
      unit_amount_decimal: String(input.unitAmount),
      recurring: { interval: input.interval, interval_count: 1, usage_type: "licensed" },
      type: "recurring",
      product: product.id,
      metadata: input.metadata ?? {},
      livemode: false,
      created: now(),
    });
  }

  function createPromotionCode(input: {
    code: string;
    percentOff?: number;
    amountOff?: number;
    currency?: string;
    duration: "once" | "forever";
  }) {
    const coupon = put({
      id: newId("coupon"),
      object: "coupon",
      duration: input.duration,
      percent_off: input.percentOff ?? null,
      amount_off: input.amountOff ?? null,
      currency: input.currency ?? null,
      metadata: {},
      valid: true,
      created: now(),
    });
    return put({ id: newId("promo"), object: "promotion_code", code: input.code, coupon: coupon.id, active: true });
  }

  function createCustomer(input: { email?: string | null; name?: string | null; metadata?: Record<string, string> }) {
    return put({
      id: newId("cus"),
      object: "customer",
      email: input.email ?? null,
      name: input.name ?? null,
      metadata: input.metadata ?? {},
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
      created: now(),
      livemode: false,
    });
  }

  /** Stripe's customer update for the fields we send: an empty string clears an "emptyable" one. */
  function updateCustomer(id: string, body: Record<string, any>) {
    const customer = get(id, "customer", "customer");
    const emptyable = (value: unknown) => (value === "" ? null : value);
    for (const field of ["name", "email", "business_name", "individual_name"])
      if (field in body) customer[field] = emptyable(body[field]);
    if ("address" in body) {
      const address = emptyable(body.address) as Record<string, string> | null;
      customer.address = address
        ? Object.fromEntries(
            ["city", "country", "line1", "line2", "postal_code", "state"].map((key) => [key, address[key] || null]),
          )
        : null;
    }
    if (body.invoice_settings && "custom_fields" in body.invoice_settings) {
      const fields = emptyable(body.invoice_settings.custom_fields) as { name: string; value: string }[] | null;
      if (fields && (!Array.isArray(fields) || fields.length > 4))
        throw new ApiError(400, { type: "invalid_request_error", message: "At most 4 custom fields." });
      customer.invoice_settings = { ...customer.invoice_settings, custom_fields: fields };
    }
    if (body.metadata) customer.metadata = { ...customer.metadata, ...body.metadata };
    return customer;
  }

  function attachCard(customerId: string, card: CardInput = VISA, options: { makeDefault?: boolean } = {}) {
    const customer = get(customerId, "customer", "customer");
    const method = put({
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer: customerId,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: "credit",
      },
      billing_details: { email: customer.email, name: customer.name },
      metadata: {},
      created: now(),
      livemode: false,
    });
    if (options.makeDefault) customer.invoice_settings.default_payment_method = method.id;
    return method;
  }

  function subscriptionItem(subscriptionId: string, priceId: string, quantity: number, start: number, end: number) {
    const p = price(priceId);
    return {
      id: newId("si"),
      object: "subscription_item",
      subscription: subscriptionId,
      price: clone(p),
      plan: { id: p.id, object: "plan", amount: p.unit_amount, currency: p.currency, interval: p.recurring.interval },
      quantity,
      current_period_start: start,
      current_period_end: end,
      discounts: [],
      metadata: {},
      created: start,
    };
  }

  /** Creates (with `customer` and `price`) or changes a subscription, fields as Stripe names them. */
  function setSubscription(
    id: string | null,
    patch: Record<string, any> & {
      price?: string;
      quantity?: number;
      current_period_start?: number;
      current_period_end?: number;
      discount?: { coupon: string; end: number | null } | null;
    },
  ) {
    const { price: priceId, quantity, current_period_start, current_period_end, discount, ...fields } = patch;
    let subscription = id ? objects.get(id) : undefined;
    if (!subscription) {
      if (!fields.customer || !priceId) throw new Error("A new subscription needs a customer and a price.");
      const subscriptionId = id ?? newId("sub");
      const start = current_period_start ?? now();
      const end = current_period_end ?? start + 30 * 24 * 3600;
      subscription = put({
        id: subscriptionId,
        object: "subscription",
        customer: fields.customer,
        status: "active",
        metadata: {},
        items: list([subscriptionItem(subscriptionId, priceId, quantity ?? 1, start, end)], "/v1/subscription_items"),
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        cancellation_details: { comment: null, feedback: null, reason: null },
        ended_at: null,
        trial_start: null,
        trial_end: null,
        discounts: [],
        currency: price(priceId).currency,
        start_date: start,
        created: start,
        livemode: false,
        latest_invoice: null,
      });
    } else {
      const item = subscription.items.data[0];
      if (priceId) item.price = clone(price(priceId));
      if (quantity != null) item.quantity = quantity;
      if (current_period_start != null) item.current_period_start = current_period_start;
      if (current_period_end != null) item.current_period_end = current_period_end;
    }
    Object.assign(subscription, fields);
    if (discount !== undefined) {
      subscription.discounts = [];
      if (discount) {
        const made = put({
          id: newId("di"),
          object: "discount",
          source: { type: "coupon", coupon: discount.coupon },
          subscription: subscription.id,
          customer: subscription.customer,
          start: now(),
          end: discount.end,
          promotion_code: null,
        });
        subscription.discounts = [made.id];
      }
    }
    return render(subscription);
  }

  /** What Stripe does when the buyer pays on the Checkout page: customer, card, subscription. */
  function completeCheckout(sessionId: string, options: { card?: CardInput } = {}) {
    const session = get(sessionId, "checkout session", "checkout.session");
    const params = sessionParams.get(sessionId)!;
    const customer = session.customer
      ? get(session.customer, "customer", "customer")
      : createCustomer({ email: session.customer_email });
    const card = attachCard(customer.id, options.card ?? VISA, { makeDefault: true });
    const line = params.line_items[0];
    const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
    const start = now();
    const periodEnd = start + (trialDays > 0 ? trialDays : 30) * 24 * 3600;
    const subscription = setSubscription(null, {
      customer: customer.id,
      price: line.price,
      quantity: Number(line.quantity ?? 1),
      current_period_start: start,
      current_period_end: periodEnd,
      status: trialDays > 0 ? "trialing" : "active",
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? periodEnd : null,
      metadata: { ...(params.subscription_data?.metadata ?? {}) },
      default_payment_method: card.id,
      discount: session.discounts?.[0]
        ? {
            coupon: session.discounts[0].coupon,
            end: objects.get(session.discounts[0].coupon)?.duration === "once" ? periodEnd : null,
          }
        : undefined,
    });
    Object.assign(session, {
      status: "complete",
      payment_status: trialDays > 0 ? "no_payment_required" : "paid",
      customer: customer.id,
      subscription: subscription.id,
    });
    return { session: render(session), subscription, customer: render(customer) };
  }

  function createInvoice(input: InvoiceInput) {
    const subscription = get(input.subscriptionId, "subscription", "subscription");
    const customer = get(subscription.customer, "customer", "customer");
    const currency = subscription.currency;
    const invoiceId = newId("in");
    const start = subscription.items.data[0].current_period_start;
    const end = subscription.items.data[0].current_period_end;
    const lines = input.lines.map((line) => ({
      id: newId("il"),
      object: "line_item",
      invoice: invoiceId,
      amount: line.unitAmount * line.quantity,
      currency,
      description: line.description,
      quantity: line.quantity,
      pricing: {
        type: "price_details",
        price_details: {
          price: subscription.items.data[0].price.id,
          product: subscription.items.data[0].price.product,
        },
        unit_amount_decimal: String(line.unitAmount),
      },
      period: {
        start: line.periodStart ? unix(line.periodStart) : start,
        end: line.periodEnd ? unix(line.periodEnd) : end,
      },
      subscription: subscription.id,
      discounts: [],
      metadata: {},
      livemode: false,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const discount = input.discount ?? 0;
    const total = subtotal - discount;
    const outcome = input.outcome ?? { paid: true };
    const card = input.card ?? VISA;
    const method = attachCard(customer.id, card);
    const chargeId = newId("ch");
    const intent = put({
      id: newId("pi"),
      object: "payment_intent",
      amount: total,
      currency,
      customer: customer.id,
      payment_method: method.id,
      latest_charge: chargeId,
      status: outcome.paid ? "succeeded" : "requires_payment_method",
      last_payment_error: outcome.paid
        ? null
        : { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: outcome.message },
      metadata: {},
      created: now(),
      livemode: false,
    });
    put({
      id: chargeId,
      object: "charge",
      amount: total,
      amount_captured: outcome.paid ? total : 0,
      amount_refunded: 0,
      currency,
      customer: customer.id,
      paid: outcome.paid,
      status: outcome.paid ? "succeeded" : "failed",
      failure_message: outcome.paid ? null : outcome.message,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        type: "card",
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      },
      refunded: false,
      refunds: list([], `/v1/charges/${chargeId}/refunds`),
      metadata: {},
      created: now(),
      livemode: false,
    });
    const payment = put({
      id: newId("inpay"),
      object: "invoice_payment",
      invoice: invoiceId,
      amount_paid: outcome.paid ? total : null,
      amount_requested: total,
      currency,
      is_default: true,
      payment: { type: "payment_intent", payment_intent: intent.id },
      status: outcome.paid ? "paid" : "open",
      status_transitions: { paid_at: outcome.paid ? now() : null, canceled_at: null },
      created: now(),
      livemode: false,
    });
    const invoice = put({
      id: invoiceId,
      object: "invoice",
      number: `STANDIN-${counter.toString().padStart(4, "0")}`,
      customer: customer.id,
      currency,
      status: outcome.paid ? "paid" : "open",
      lines: list(lines, `/v1/invoices/${invoiceId}/lines`),
      subtotal,
      total,
      amount_due: total,
      amount_paid: outcome.paid ? total : 0,
      amount_remaining: outcome.paid ? 0 : total,
      total_discount_amounts: discount ? [{ amount: discount, discount: "di_standin" }] : [],
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      payments: list([payment.id], `/v1/invoices/${invoiceId}/payments`),
      status_transitions: { finalized_at: now(), paid_at: outcome.paid ? now() : null, voided_at: null },
      period_start: start,
      period_end: end,
      created: now(),
      livemode: false,
    });
    // The list holds ids internally; a response carries the objects.
    invoice.payments.data = [clone(payment)];
    subscription.latest_invoice = invoice.id;
    return { invoice: render(invoice, ["payments"]), chargeId, paymentIntentId: intent.id };
  }

  function refund(chargeId: string, amount: number) {
    const charge = get(chargeId, "charge", "charge");
    if (charge.amount_refunded + amount > charge.amount) throw new Error("Refund exceeds the charge.");
    const made = put({
      id: newId("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: "succeeded",
      reason: "requested_by_customer",
      created: now(),
      metadata: {},
    });
    charge.refunds.data.unshift(clone(made));
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { refund: clone(made), charge: render(charge, ["refunds"]) };
  }

  /** A Stripe event with a copy of `object` as it is now (later changes do not reach it). */
  function event(type: string, object: Record<string, unknown>, options: { previousAttributes?: object } = {}) {
    return {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      data: {
        object: clone(object),
        ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  /** The delivery Stripe would make: the raw body and its `Stripe-Signature` header. */
  function sign(payload: string, options: { timestamp?: number; secret?: string } = {}) {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp != null ? { timestamp: options.timestamp } : {}),
    });
  }
  function deliver(type: string, object: Record<string, unknown>, options: { previousAttributes?: object } = {}) {
    const body = JSON.stringify(event(type, object, options));
    return { body, header: sign(body) };
  }

  // --- The HTTP API ---------------------------------------------------------------------------

  const sessionParams = new Map<string, Record<string, any>>();
  const toDrop = new Set<string>();
  const numberOrUndefined = (value: unknown) => (value == null || value === "" ? undefined : Number(value));

  function routeCheckoutCreate(body: Record<string, any>) {
    if (body.mode !== "subscription") throw invalid("The stand-in only makes subscription sessions.", "mode");
    const lineItems: any[] = body.line_items ?? [];
    if (lineItems.length === 0) throw invalid("line_items is required in subscription mode.", "line_items");
    const normalized = lineItems.map((item, index) => {
      let priceId = item.price as string | undefined;
      if (!priceId && item.price_data) {
        const data = item.price_data;
        if (!data.recurring?.interval) throw invalid("A subscription price needs recurring.", `line_items[${index}]`);
        priceId = createPrice({
          unitAmount: Number(data.unit_amount),
          currency: data.currency,
          interval: data.recurring.interval,
          productName: data.product_data?.name,
          metadata: {},
        }).id;
        const product = objects.get(price(priceId).product)!;
        product.metadata = data.product_data?.metadata ?? {};
      }
      if (!priceId) throw invalid("A line item needs price or price_data.", `line_items[${index}]`);
      price(priceId);
      return { price: priceId, quantity: Number(item.quantity ?? 1) };
    });
    if (body.customer) get(body.customer, "customer", "customer");
    if (body.customer && body.customer_email) throw invalid("customer and customer_email cannot both be set.");
    const discounts = (body.discounts ?? []).map((d: Record<string, string>) => {
      if (d.coupon) {
        const coupon = get(d.coupon, "coupon", "coupon");
        return { coupon: coupon.id, promotion_code: null };
      }
      const code = get(d.promotion_code ?? "", "promotion code", "promotion_code");
      return { coupon: code.coupon, promotion_code: code.id };
    });
    const id = newId("cs_test");
    sessionParams.set(id, { ...body, line_items: normalized });
    return put({
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      discounts,
      subscription: null,
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      expires_at: now() + 24 * 3600,
      created: now(),
      livemode: false,
    });
  }

  function routeSubscriptionUpdate(id: string, body: Record<string, any>) {
    const subscription = get(id, "subscription", "subscription");
    for (const item of body.items ?? []) {
      const existing = subscription.items.data.find((i: any) => i.id === item.id);
      if (!existing) throw invalid(`No such subscription item: '${item.id}'`, "items", "resource_missing");
      if (item.price) existing.price = clone(price(item.price));
      if (item.quantity != null) existing.quantity = Number(item.quantity);
    }
    if (body.cancel_at_period_end != null) {
      subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
      subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0].current_period_end : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
    }
    if (body.cancellation_details?.comment != null) {
      subscription.cancellation_details.comment = body.cancellation_details.comment || null;
    }
    if (body.metadata) subscription.metadata = { ...subscription.metadata, ...body.metadata };
    return subscription;
  }

  function route(method: string, path: string, body: Record<string, any>, query: Record<string, any>) {
    const expand: string[] = (method === "GET" ? query.expand : body.expand) ?? [];
    const parts = path.split("/").filter(Boolean);
    const [version, resource, a, b] = parts;
    if (version !== "v1")
      throw new ApiError(404, { type: "invalid_request_error", message: "Unrecognized request URL" });
    switch (true) {
      case method === "POST" && resource === "customers" && !a:
        return createCustomer({ email: body.email, name: body.name, metadata: body.metadata });
      case method === "GET" && resource === "customers" && !!a:
        return render(get(a!, "customer", "customer"), expand);
      case method === "POST" && resource === "customers" && !!a && !b:
        return render(updateCustomer(a!, body), expand);
      case method === "POST" && resource === "checkout" && a === "sessions" && !b:
        return render(routeCheckoutCreate(body), expand);
      case method === "GET" && resource === "checkout" && a === "sessions" && !!b:
        return render(get(b!, "checkout session", "checkout.session"), expand);
      case method === "GET" && resource === "subscriptions" && !a: {
        const found = [...objects.values()]
          .filter((o) => o.object === "subscription" && (!query.customer || o.customer === query.customer))
          .filter((o) => !query.status || query.status === "all" || o.status === query.status)
          .sort((x, y) => y.created - x.created)
          .slice(0, numberOrUndefined(query.limit) ?? 10);
        return list(
          found.map((o) => render(o)),
          "/v1/subscriptions",
        );
      }
      case method === "GET" && resource === "subscriptions":
        return render(get(a!, "subscription", "subscription"), expand);
      case method === "POST" && resource === "subscriptions" && !!a:
        return render(routeSubscriptionUpdate(a!, body), expand);
      case method === "GET" && resource === "invoices" && !!a && b === "lines": {
        const all: any[] = get(a!, "invoice", "invoice").lines.data;
        const from = query.starting_after ? all.findIndex((line) => line.id === query.starting_after) + 1 : 0;
        const page = all.slice(from, from + (numberOrUndefined(query.limit) ?? 10));
        return { ...list(clone(page), `/v1/invoices/${a}/lines`), has_more: from + page.length < all.length };
      }
      case method === "GET" && resource === "invoices" && !!a && !b:
        return render(get(a!, "invoice", "invoice"), expand);
      case method === "GET" && resource === "payment_intents" && !!a:
        return render(get(a!, "payment intent", "payment_intent"), expand);
      case method === "GET" && resource === "payment_methods" && !!a:
        return render(get(a!, "payment method", "payment_method"), expand);
      case method === "GET" && resource === "charges" && !!a:
        return render(get(a!, "charge", "charge"), expand);
      case method === "GET" && resource === "invoice_payments" && !a: {
        const wanted = query.payment?.payment_intent;
        const found = [...objects.values()].filter(
          (o) => o.object === "invoice_payment" && (!wanted || o.payment.payment_intent === wanted),
        );
        return render(
          {
            id: "list",
            object: "list",
            data: found.map((o) => render(o)),
            has_more: false,
            url: "/v1/invoice_payments",
          },
          expand,
        );
      }
      case method === "POST" && resource === "billing_portal" && a === "sessions": {
        if (!body.customer) throw invalid("Missing required param: customer.", "customer");
        get(body.customer, "customer", "customer");
        const id = newId("bps");
        return put({
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          created: now(),
          livemode: false,
        });
      }
      case method === "POST" && resource === "coupons" && !a: {
        const id = body.id ?? newId("coupon");
        if (objects.has(id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
        if (body.amount_off && !body.currency) throw invalid("amount_off requires currency.", "currency");
        return put({
          id,
          object: "coupon",
          name: body.name ?? null,
          duration: body.duration ?? "once",
          percent_off: numberOrUndefined(body.percent_off) ?? null,
          amount_off: numberOrUndefined(body.amount_off) ?? null,
          currency: body.currency ?? null,
          metadata: body.metadata ?? {},
          valid: true,
          created: now(),
          livemode: false,
        });
      }
      case method === "POST" && resource === "prices" && !a: {
        const made = createPrice({
          unitAmount: Number(body.unit_amount),
          currency: body.currency,
          interval: body.recurring?.interval,
          productName: body.product_data?.name,
          metadata: body.metadata,
        });
        return made;
      }
      default:
        throw new ApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const method = req.method ?? "GET";
      const raw = Buffer.concat(chunks).toString("utf8");
      const parse = (text: string) => qs.parse(text, { depth: 10, arrayLimit: 100 }) as Record<string, any>;
      const body = parse(raw);
      const query = parse(url.search.slice(1));
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const send = (status: number, payload: string, replayed = false) => {
        const drop = toDrop.delete(`${method} ${url.pathname}`);
        requests.push({ method, path: url.pathname, body, query, idempotencyKey, replayed, dropped: drop });
        if (drop) return void req.socket.destroy();
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${randomBytes(6).toString("hex")}`,
          ...(replayed ? { "idempotent-replayed": "true" } : {}),
        });
        res.end(payload);
      };

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(
          401,
          JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }),
        );
      }
      // Stripe's rule: the same key with the same parameters answers the first response again; the
      // same key with other parameters is refused.
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      if (method === "POST" && idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            return send(
              400,
              JSON.stringify({
                error: {
                  type: "idempotency_error",
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
                },
              }),
            );
          }
          return send(earlier.status, earlier.body, true);
        }
      }
      let status = 200;
      let payload: string;
      try {
        payload = JSON.stringify(route(method, url.pathname, body, query));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = error.status;
        payload = JSON.stringify({ error: error.body });
      }
      if (method === "POST" && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status, body: payload });
      send(status, payload);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    secretKey,
    webhookSecret,
    /** For `createStripeProvider({ api })`. */
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    /** Every request the stand-in answered, in order. */
    requests,
    /** The next such request is carried out, then its connection cut before the answer is sent. */
    dropNextResponse: (method: string, path: string) => void toDrop.add(`${method} ${path}`),
    /** The parameters a Checkout Session was created with (prices resolved to ids). */
    checkoutParams: (id: string) => sessionParams.get(id),
    checkoutSessions: () => [...objects.values()].filter((o) => o.object === "checkout.session").map((o) => render(o)),
    retrieve: (id: string, expand: string[] = []) => {
      const found = objects.get(id);
      if (!found) throw new Error(`The stand-in has no ${id}.`);
      return render(found, expand);
    },
    createPrice,
    createPromotionCode,
    createCustomer,
    attachCard,
    setCustomer: (id: string, patch: Record<string, any>) =>
      render(Object.assign(get(id, "customer", "customer"), patch)),
    setSubscription,
    completeCheckout,
    createInvoice,
    refund,
    event,
    sign,
    deliver,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
