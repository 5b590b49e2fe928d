// The billing domain on Stripe (issue 15): checkout through the official SDK against a local stand-in
// of Stripe's API, then signed webhook deliveries applied to a real database, twice and out of order.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOrders, invoices, subscriptions } from "~/db/schema/commerce.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { startStripeStandIn, type StripeStandIn } from "~/tests/setup/stripe-stand-in.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { createPaymentsProvider } from "../../payments/index.ts";
import { BadInput } from "../errors.ts";
import { createLeadsService } from "../leads/service.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createViewerService, type Viewer } from "../viewer.ts";
import { createBillingEvents } from "./events.ts";
import { createBillingService } from "./service.ts";

let database: TestDatabase;
let standIn: StripeStandIn;
let billing: ReturnType<typeof createBillingService>;
const sent: MailMessage[] = [];
const { logger } = createTestLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demoAccounts: false });
  standIn = await startStripeStandIn();
  const db = database.db;
  const mailer = {
    async send(message: MailMessage) {
      sent.push(message);
    },
  };
  const siteUrl = "http://localhost:3000";
  const events = createBillingEvents({ db, mailer, logger, siteUrl });
  const { host, port, protocol } = standIn.api;
  const payments = createPaymentsProvider({
    env: {
      payments: {
        mode: "stripe",
        secretKey: standIn.secretKey,
        webhookSecret: standIn.webhookSecret,
        apiUrl: `${protocol}://${host}:${port}`,
      },
    },
    db,
    logger,
    sink: async (event) => {
      await events.apply("stripe", event);
    },
  });
  billing = createBillingService({
    db,
    provider: payments,
    events,
    leads: createLeadsService({
      db,
      mailer,
      limiter: createRateLimiter({ db }),
      logger,
      supportEmail: "support@example.com",
      siteUrl,
    }),
    logger,
    siteUrl,
    salesEmail: "sales@example.com",
  });
});
afterAll(async () => {
  await standIn?.close();
  await database?.destroy();
});

async function createUser(): Promise<Viewer> {
  const id = `usr_stripe_${crypto.randomBytes(5).toString("hex")}`;
  const email = `${id}@example.com`;
  await database.db.insert(users).values({ id, name: "Grace Hopper", email });
  return {
    userId: id,
    email,
    name: "Grace Hopper",
    sessionId: `s_${id}`,
    isSubscriber: false,
    accessTokenExpiresAt: new Date(),
  };
}

async function isPremium(viewer: Viewer) {
  const viewers = createViewerService({ db: database.db, sessions: {} as never, secureCookies: false });
  return (await viewers.fromAccessToken({ sub: viewer.userId, jti: "t" }))?.isSubscriber ?? false;
}

const rowOf = async (viewer: Viewer) =>
  (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, viewer.userId)))[0];

/** A buyer who went through our checkout and paid on Stripe's page; the webhook not yet delivered. */
async function paidOnStripe(plan = "pro-monthly") {
  const viewer = await createUser();
  const idempotencyKey = crypto.randomBytes(18).toString("base64url");
  const result = await billing.checkout(viewer, { plan, seats: "1", idempotencyKey });
  expect(result.kind).toBe("redirect");
  const session = standIn.checkoutSessions().find((s) => s.client_reference_id === result.orderId)!;
  const done = standIn.completeCheckout(session.id);
  return { viewer, orderId: result.orderId, session: done.session, subscription: done.subscription };
}

const deliver = (type: string, object: Record<string, unknown>) => {
  const { body, header } = standIn.deliver(type, object);
  return billing.handleWebhook(body, header);
};

describe("checkout on Stripe", () => {
  it("sends the buyer to Stripe and completes the order from the signed webhook, once", async () => {
    const { viewer, orderId, session } = await paidOnStripe();
    const [order] = await database.db.select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId));
    expect(order!.status).toBe("open");
    expect(await isPremium(viewer)).toBe(false);

    const { body, header } = standIn.deliver("checkout.session.completed", session);
    expect(await billing.handleWebhook(body, header)).toMatchObject({ applied: expect.any(Number) });
    expect((await billing.order(viewer, orderId)).status).toBe("complete");
    expect(await rowOf(viewer)).toMatchObject({ plan: "pro-monthly", provider: "stripe" });
    expect(await isPremium(viewer)).toBe(true);
    // The same delivery again changes nothing.
    const again = await billing.handleWebhook(body, header);
    expect(again.applied).toBe(0);
    expect(await database.db.select().from(subscriptions).where(eq(subscriptions.userId, viewer.userId))).toHaveLength(
      1,
    );
  });

  it("refuses unsigned, wrongly signed, expired and tampered deliveries with 400 and changes nothing", async () => {
    const { viewer, session } = await paidOnStripe();
    const { body } = standIn.deliver("checkout.session.completed", session);
    const attempts: [string, string | null][] = [
      [body, null],
      [body, standIn.sign(body, { secret: "whsec_not_ours" })],
      [body, standIn.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })],
      [body.replace("checkout.session.completed", "checkout.session.expired"), standIn.sign(body)],
    ];
    for (const [payload, signature] of attempts) {
      await expect(billing.handleWebhook(payload, signature)).rejects.toBeInstanceOf(BadInput);
    }
    expect(await rowOf(viewer)).toBeUndefined();
    expect(await isPremium(viewer)).toBe(false);
  });
});

describe("subscription state from Stripe's object", () => {
  it("follows every status, and a late older event cannot roll the state back", async () => {
    const { viewer, session, subscription } = await paidOnStripe();
    await deliver("checkout.session.completed", session);
    const now = Math.floor(Date.now() / 1000);

    const steps: [Record<string, unknown>, string, boolean][] = [
      [{ status: "trialing", trial_end: now + 5 * 86400 }, "trialing", true],
      [{ status: "active", trial_end: null }, "active", true],
      [{ status: "past_due" }, "past_due", true],
      [{ status: "unpaid" }, "unpaid", false],
      [{ status: "active" }, "active", true],
    ];
    const snapshots: Record<string, unknown>[] = [];
    for (const [patch, status, premium] of steps) {
      snapshots.push(standIn.setSubscription(subscription.id, patch));
      await deliver("customer.subscription.updated", snapshots.at(-1)!);
      expect((await rowOf(viewer))!.status, status).toBe(status);
      expect(await isPremium(viewer), status).toBe(premium);
    }

    // Cancelled at period end: still active until Stripe ends it.
    await deliver(
      "customer.subscription.updated",
      standIn.setSubscription(subscription.id, { cancel_at_period_end: true }),
    );
    expect(await rowOf(viewer)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await isPremium(viewer)).toBe(true);
    const ended = standIn.setSubscription(subscription.id, { status: "canceled", ended_at: now, canceled_at: now });
    await deliver("customer.subscription.deleted", ended);
    expect((await rowOf(viewer))!.status).toBe("canceled");
    expect(await isPremium(viewer)).toBe(false);

    // An older "past due" event arrives late: the adapter reads the current object, still cancelled.
    await deliver("customer.subscription.updated", snapshots[2]!);
    expect((await rowOf(viewer))!.status).toBe("canceled");
    expect(await isPremium(viewer)).toBe(false);
  });

  it("records paid and failed invoices once, with a receipt for the payment and a notice for the failure", async () => {
    const { viewer, session, subscription } = await paidOnStripe();
    await deliver("checkout.session.completed", session);
    sent.length = 0;
    const { invoice: paid } = standIn.createInvoice({
      subscriptionId: subscription.id,
      lines: [{ description: "Maven Pro (monthly)", quantity: 1, unitAmount: 3900 }],
    });
    await deliver("invoice.paid", paid);
    await deliver("invoice.paid", paid);
    const { invoice: failed } = standIn.createInvoice({
      subscriptionId: subscription.id,
      lines: [{ description: "Maven Pro (monthly)", quantity: 1, unitAmount: 3900 }],
      outcome: { paid: false, message: "Your card has insufficient funds." },
    });
    await deliver("invoice.payment_failed", failed);
    const rows = await database.db.select().from(invoices).where(eq(invoices.userId, viewer.userId));
    expect(rows.map((r) => [r.amountMinor, r.status]).sort()).toEqual([
      [3900, "open"],
      [3900, "paid"],
    ]);
    const mine = sent.filter((m) => m.to === viewer.email).map((m) => m.subject);
    expect(mine.filter((s) => s.startsWith("Your Maven Analytics receipt"))).toHaveLength(1);
    expect(mine).toContain("Your Maven Analytics payment didn't go through");
  });
});
