import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { formatDate } from "~/core/format.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_MESSAGES, CHECKOUT_MESSAGES, PROMOTION_MESSAGES } from "~/core/billing.ts";
import {
  billingClock,
  billingCustomers,
  checkoutOrders,
  invoices,
  promotionCodes,
  subscriptions,
} from "~/db/schema/commerce.ts";
import { leads } from "~/db/schema/leads.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { pdfText } from "~/tests/support/pdf-text.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { createPaymentsProvider } from "../../payments/index.ts";
import { BadInput, Conflict, NotFound } from "../errors.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createViewerService, type Viewer } from "../viewer.ts";
import { createBillingEvents } from "./events.ts";
import { createBillingService } from "./service.ts";
import { createLeadsService } from "../leads/service.ts";

let database: TestDatabase;
const { logger: silentLogger } = createTestLogger();
const sent: MailMessage[] = [];
let billing: ReturnType<typeof createBillingService>;
let clock: NonNullable<ReturnType<typeof createPaymentsProvider>["testMode"]>;
let payments: ReturnType<typeof createPaymentsProvider>;
let events: ReturnType<typeof createBillingEvents>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demoAccounts: false });
  const db = database.db;
  const mailer = {
    async send(message: MailMessage) {
      sent.push(message);
    },
  };
  events = createBillingEvents({ db, mailer, logger: silentLogger, siteUrl: "http://localhost:3000" });
  const provider = createPaymentsProvider({
    env: { payments: { mode: "test" } },
    db,
    logger: silentLogger,
    // As the app wires it (server/services.ts): events reach the billing service.
    sink: async (event) => {
      await billing.applyEvent(event);
    },
  });
  clock = provider.testMode!;
  payments = provider;
  billing = createBillingService({
    db,
    provider,
    events,
    leads: createLeadsService({
      db,
      mailer,
      limiter: createRateLimiter({ db }),
      logger: silentLogger,
      supportEmail: "support@example.com",
      siteUrl: "http://localhost:3000",
    }),
    logger: silentLogger,
    siteUrl: "http://localhost:3000",
    salesEmail: "sales@example.com",
  });
});
afterAll(() => database.destroy());

beforeEach(async () => {
  sent.length = 0;
  // Each test starts on the real clock.
  await database.db.delete(billingClock);
});

const unique = () => crypto.randomBytes(6).toString("hex");
const key = () => crypto.randomBytes(18).toString("base64url");
const card = (number = "4242 4242 4242 4242") => ({
  cardName: "Ada Lovelace",
  cardNumber: number,
  cardExpiry: "12 / 40",
  cardCvc: "123",
});

async function createUser(): Promise<Viewer> {
  const id = `usr_bill_${unique()}`;
  const email = `${id}@example.com`;
  await database.db.insert(users).values({ id, name: "Ada Lovelace", email });
  return {
    userId: id,
    email,
    name: "Ada Lovelace",
    sessionId: `s_${id}`,
    isSubscriber: false,
    accessTokenExpiresAt: new Date(),
  };
}

async function isPremium(viewer: Viewer): Promise<boolean> {
  const viewers = createViewerService({
    db: database.db,
    sessions: {} as never,
    secureCookies: false,
  });
  const found = await viewers.fromAccessToken({ sub: viewer.userId, jti: "t" });
  return found?.isSubscriber ?? false;
}

async function subscriptionOf(viewer: Viewer) {
  return database.db.select().from(subscriptions).where(eq(subscriptions.userId, viewer.userId));
}
async function invoicesOf(viewer: Viewer) {
  return database.db.select().from(invoices).where(eq(invoices.userId, viewer.userId)).orderBy(invoices.issuedAt);
}

async function buy(viewer: Viewer, plan: string, extra: Record<string, unknown> = {}) {
  return billing.checkout(viewer, { plan, seats: "1", idempotencyKey: key(), ...card(), ...extra });
}

describe("plans", () => {
  it("come from the database, with each plan's own annual saving and Teams per seat", async () => {
    const pricing = await billing.pricing(null);
    expect(pricing.plans.map((p) => p.id)).toEqual([
      "free",
      "pro-monthly",
      "pro-annual",
      "teams-monthly",
      "teams-annual",
      "enterprise",
    ]);
    // $39 × 12 against $299 saves 36%; Teams' $35 × 12 against $279 a seat saves 34%, not Pro's 36%.
    expect(pricing.annualSavings).toEqual({
      pro: { amount: 16900, percent: 36 },
      teams: { amount: 14100, percent: 34 },
    });
    expect(pricing.plans.find((p) => p.id === "teams-annual")).toMatchObject({ perSeat: true, minSeats: 2 });
    expect(pricing.currentPlanId).toBeNull();
  });
});

describe("checkout in test mode", () => {
  it("starts a first-time Pro trial with the test card: nothing charged, premium open, card kept as brand and last four", async () => {
    const viewer = await createUser();
    const result = await buy(viewer, "pro-annual");
    expect(result.kind).toBe("complete");
    const [sub] = await subscriptionOf(viewer);
    expect(sub).toMatchObject({ plan: "pro-annual", status: "trialing", provider: "test" });
    expect(sub!.trialEnd!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const [customer] = await database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, viewer.userId));
    expect(customer).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    expect(JSON.stringify(customer)).not.toContain("4242424242424242");
    const order = await billing.order(viewer, result.orderId);
    expect(order).toMatchObject({ status: "complete", dueToday: 0, nextAmount: 29900 });
    expect(await isPremium(viewer)).toBe(true);
    expect(sent.map((m) => m.subject)).toContain("Your Maven Pro (annual) free trial has started");
    const [invoice] = await invoicesOf(viewer);
    expect(invoice).toMatchObject({ amountMinor: 0, status: "paid" });
  });

  it("leaves no subscription after a declined card and says why", async () => {
    const viewer = await createUser();
    const declined = await buy(viewer, "pro-monthly", card("4000 0000 0000 0002"));
    expect(declined).toMatchObject({ kind: "failed", message: CARD_MESSAGES.declined });
    const poor = await buy(viewer, "pro-monthly", card("4000000000009995"));
    expect(poor).toMatchObject({ kind: "failed", message: CARD_MESSAGES.insufficient_funds });
    const real = await buy(viewer, "pro-monthly", card("4111 1111 1111 1112"));
    expect(real).toMatchObject({ kind: "failed", message: CARD_MESSAGES.notATestCard });
    expect(await subscriptionOf(viewer)).toEqual([]);
    expect(await isPremium(viewer)).toBe(false);
  });

  it("computes every amount on the server: a tampered plan, price or seat count changes nothing", async () => {
    const viewer = await createUser();
    await expect(buy(viewer, "pro-lifetime")).rejects.toBeInstanceOf(NotFound);
    await expect(buy(viewer, "enterprise")).rejects.toBeInstanceOf(BadInput);
    await expect(buy(viewer, "free")).rejects.toBeInstanceOf(BadInput);
    await expect(buy(viewer, "teams-annual", { seats: "1" })).rejects.toThrow("Teams starts at 2 seats.");
    // A price and a seat count sent for Pro are ignored: one seat at the stored price.
    const result = await billing.checkout(viewer, {
      plan: "pro-monthly",
      seats: "40",
      unitAmount: "1",
      dueToday: "0",
      idempotencyKey: key(),
      ...card(),
    });
    const order = await billing.order(viewer, result.orderId);
    expect(order).toMatchObject({ seats: 1, subtotal: 3900, nextAmount: 3900 });
  });

  it("prices Teams per seat with no trial, charged today", async () => {
    const viewer = await createUser();
    const result = await buy(viewer, "teams-annual", { seats: "5" });
    const order = await billing.order(viewer, result.orderId);
    expect(order).toMatchObject({ seats: 5, subtotal: 139500, dueToday: 139500 });
    const [sub] = await subscriptionOf(viewer);
    expect(sub).toMatchObject({ status: "active", seats: 5 });
    expect(sent.some((m) => m.subject === "Your Maven Analytics receipt: $1,395.00")).toBe(true);
  });

  it("refuses a checkout for a plan the buyer already has", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly");
    await expect(buy(viewer, "pro-annual")).rejects.toThrow(CHECKOUT_MESSAGES.alreadySubscribed);
    await expect(buy(viewer, "teams-monthly", { seats: "3" })).rejects.toBeInstanceOf(Conflict);
    expect(await subscriptionOf(viewer)).toHaveLength(1);
  });

  it("makes one subscription and one charge from 25 concurrent submits of one Pay", async () => {
    const viewer = await createUser();
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        billing.checkout(viewer, { plan: "pro-monthly", seats: "1", idempotencyKey, ...card() }),
      ),
    );
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.every((r) => r.kind === "complete")).toBe(true);
    expect(await subscriptionOf(viewer)).toHaveLength(1);
    expect(await invoicesOf(viewer)).toHaveLength(1);
    const orders = await database.db.select().from(checkoutOrders).where(eq(checkoutOrders.userId, viewer.userId));
    expect(orders).toHaveLength(1);
  });

  it("makes one subscription when two tabs pay with different keys at once", async () => {
    const viewer = await createUser();
    const results = await Promise.allSettled([buy(viewer, "pro-monthly"), buy(viewer, "pro-annual")]);
    expect(await subscriptionOf(viewer)).toHaveLength(1);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.kind === "complete")).toHaveLength(1);
  });

  it("shows a thanks page only to the buyer", async () => {
    const buyer = await createUser();
    const other = await createUser();
    const { orderId } = await buy(buyer, "pro-monthly");
    await expect(billing.order(other, orderId)).rejects.toBeInstanceOf(NotFound);
    await expect(billing.order(buyer, "ord_nope")).rejects.toBeInstanceOf(NotFound);
  });
});

describe("promotion codes", () => {
  async function promo(values: Partial<typeof promotionCodes.$inferInsert>) {
    const code = `T${unique().toUpperCase()}`;
    await database.db
      .insert(promotionCodes)
      .values({ id: `promo_${code}`, code, duration: "once", percentOff: 20, ...values });
    return code;
  }

  it("takes percent off the first paid period and counts the redemption", async () => {
    const code = await promo({ maxRedemptions: 1 });
    const viewer = await createUser();
    const preview = await billing.checkoutPreview(viewer, {
      plan: "teams-monthly",
      seats: "4",
      code: code.toLowerCase(),
    });
    expect(preview.quote).toMatchObject({ subtotal: 14000, discount: 2800, dueToday: 11200, nextAmount: 14000 });
    const result = await buy(viewer, "teams-monthly", { seats: "4", promotionCode: code });
    expect(await billing.order(viewer, result.orderId)).toMatchObject({ dueToday: 11200 });
    const [row] = await database.db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
    expect(row!.timesRedeemed).toBe(1);
    // Used up now: the next buyer is refused with a message.
    const next = await createUser();
    await expect(buy(next, "pro-monthly", { promotionCode: code })).rejects.toThrow(PROMOTION_MESSAGES.usedUp);
  });

  it("prices no seat count the plan doesn't sell and charges nothing for one", async () => {
    const viewer = await createUser();
    for (const [seats, message] of [
      ["0", "Teams starts at 2 seats."],
      ["-3", "Teams starts at 2 seats."],
      ["2.5", "Seats must be a whole number."],
      ["51", "For more than 50 seats, talk to our sales team."],
    ]) {
      const preview = await billing.checkoutPreview(viewer, { plan: "teams-monthly", seats });
      expect(preview).toMatchObject({ seats: null, seatsInput: seats, seatsError: message, quote: null });
    }
    expect((await billing.checkoutPreview(viewer, { plan: "teams-monthly" })).seats).toBe(2);
    await expect(buy(viewer, "teams-monthly", { seats: "51" })).rejects.toThrow(
      "For more than 50 seats, talk to our sales team.",
    );
    await expect(buy(viewer, "teams-monthly", { seats: "2.5" })).rejects.toThrow(BadInput);
    expect(await subscriptionOf(viewer)).toEqual([]);
  });

  it("says when a switch to annual during a trial is charged, with the first-payment discount it keeps", async () => {
    const code = await promo({});
    const viewer = await createUser();
    const result = await buy(viewer, "pro-monthly", { promotionCode: code });
    // A trial charges nothing today: the discount is on the first payment, which the order says.
    const order = await billing.order(viewer, result.orderId);
    expect(order).toMatchObject({ dueToday: 0, discount: 780, nextAmount: 3120 });
    expect(order.promotion).toEqual({ code, duration: "once" });
    const before = await billing.subscription(viewer);
    expect(before.live!.switchOffer).toMatchObject({
      trialing: true,
      firstCharge: { subtotal: 29900, discount: 5980, total: 23920 },
    });
    sent.length = 0;
    const invoicesBefore = await invoicesOf(viewer);
    await billing.switchToAnnual(viewer, { idempotencyKey: key() });
    const after = await billing.subscription(viewer);
    expect(after.live).toMatchObject({
      status: "trialing",
      nextAmount: 23920,
      discount: { code, duration: "once", amount: 5980 },
    });
    // Nothing is invoiced until the trial ends, so the switch's confirmation is a mail of its own.
    expect(await invoicesOf(viewer)).toEqual(invoicesBefore);
    const mail = sent.find((m) => m.subject === "You've switched to Maven Pro (annual)");
    expect(mail?.text).toContain(`Your free trial continues until ${formatDate(after.live!.trialEnd!)}`);
    expect(mail?.text).toContain(`is $239.20: $299.00 with ${code}'s $59.80 off, on this first payment only`);
    expect(mail?.text).toContain("Then $299.00 every year until you cancel.");
  });

  it("refuses unknown and expired codes with a message and no charge", async () => {
    const viewer = await createUser();
    const expired = await promo({ expiresAt: new Date(Date.now() - 1000) });
    await expect(buy(viewer, "pro-monthly", { promotionCode: "NOPE" })).rejects.toThrow(PROMOTION_MESSAGES.unknown);
    await expect(buy(viewer, "pro-monthly", { promotionCode: expired })).rejects.toThrow(PROMOTION_MESSAGES.expired);
    const preview = await billing.checkoutPreview(viewer, { plan: "pro-monthly", code: expired });
    expect(preview.promotionError).toBe(PROMOTION_MESSAGES.expired);
    expect(await subscriptionOf(viewer)).toEqual([]);
  });

  it("keeps a forever discount on renewals", async () => {
    const code = await promo({ duration: "forever", percentOff: 10 });
    const viewer = await createUser();
    await buy(viewer, "teams-monthly", { seats: "2", promotionCode: code });
    await clock.advance(31);
    const paid = (await invoicesOf(viewer)).filter((i) => i.status === "paid");
    expect(paid.map((i) => i.amountMinor)).toEqual([6300, 6300]);
  });
});

describe("renewals, cancellation and dunning on the test clock", () => {
  it("charges the full price when the trial ends and renews each period", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly");
    await clock.advance(8);
    let [sub] = await subscriptionOf(viewer);
    expect(sub!.status).toBe("active");
    await clock.advance(31);
    [sub] = await subscriptionOf(viewer);
    const paid = (await invoicesOf(viewer)).filter((i) => i.amountMinor > 0);
    expect(paid.map((i) => i.amountMinor)).toEqual([3900, 3900]);
    const receipts = sent.filter((m) => m.to === viewer.email && m.subject.startsWith("Your Maven Analytics receipt"));
    expect(receipts).toHaveLength(2);
  });

  it("keeps access to the end of the paid period after a cancel, then reverts to free", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly");
    await clock.advance(8); // trial over, first month paid
    const cancelled = await billing.cancel(viewer, { reason: "not_using" });
    let view = await billing.subscription(viewer);
    expect(view.live).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: "not_using" });
    expect(view.live!.currentPeriodEnd).toEqual(cancelled.endsAt);
    expect(await isPremium(viewer)).toBe(true);
    const endsOn = formatDate(cancelled.endsAt);
    const cancelMail = sent.find(
      (m) => m.to === viewer.email && m.subject.startsWith("Your Maven Pro (monthly) plan ends on"),
    );
    expect(cancelMail?.text).toContain(`You keep full access until ${endsOn}.`);
    // Changed their mind, then cancelled again.
    await billing.resume(viewer);
    expect((await billing.subscription(viewer)).live!.cancelAtPeriodEnd).toBe(false);
    expect(sent.some((m) => m.to === viewer.email && m.subject === "Your Maven Pro (monthly) plan will renew")).toBe(
      true,
    );
    await billing.cancel(viewer, {});
    await clock.advance(31);
    view = await billing.subscription(viewer);
    expect(view.live).toBeNull();
    expect(view.ended?.planName).toBe("Maven Pro (monthly)");
    expect(await isPremium(viewer)).toBe(false);
    expect(sent.some((m) => m.subject === "Your Maven Pro (monthly) plan has ended")).toBe(true);
    // Nothing more was charged after the cancel.
    expect((await invoicesOf(viewer)).filter((i) => i.amountMinor > 0)).toHaveLength(1);
  });

  it("tells a Teams buyer by mail that every member loses premium access when the plan ends", async () => {
    const viewer = await createUser();
    await buy(viewer, "teams-annual", { seats: "3" });
    const { endsAt } = await billing.cancel(viewer, {});
    const mail = sent.find(
      (m) => m.to === viewer.email && m.subject.startsWith("Your Maven Teams (annual) plan ends on"),
    );
    expect(mail?.text).toMatch(
      new RegExp(
        `Every member of .+ keeps premium access until ${formatDate(endsAt)}, then loses it \\(1 person holds a seat now\\)`,
      ),
    );
  });

  it("tells each member holding a Teams seat, not only the buyer, when the plan is cancelled, resumed and ends", async () => {
    const buyer = await createUser();
    await buy(buyer, "teams-monthly", { seats: "3" });
    const [sub] = await subscriptionOf(buyer);
    const [team] = await database.db.select().from(teams).where(eq(teams.subscriptionId, sub!.id));
    const seated = await createUser();
    const waiting = await createUser();
    await database.db.insert(teamMembers).values([
      { teamId: team!.id, userId: seated.userId, role: "member", holdsSeat: true, source: "invitation" },
      { teamId: team!.id, userId: waiting.userId, role: "member", status: "waiting", source: "invitation" },
    ]);
    const to = (viewer: Viewer) => sent.filter((m) => m.to === viewer.email);

    const { endsAt } = await billing.cancel(buyer, {});
    const endsOn = formatDate(endsAt);
    expect(to(seated).map((m) => m.subject)).toEqual([`Your premium access through ${team!.name} ends on ${endsOn}`]);
    expect(to(seated)[0]!.text).toContain(
      `${team!.name} has canceled its Maven Teams plan: it won't renew. You keep premium access through your seat until ${endsOn}; after that your account is on Free Forever.`,
    );
    // The buyer has their own mail; someone not yet let in has no seat to lose.
    expect(to(buyer).filter((m) => m.subject.includes("premium access through"))).toEqual([]);
    expect(to(waiting)).toEqual([]);

    sent.length = 0;
    await billing.resume(buyer);
    expect(to(seated).map((m) => m.subject)).toEqual([`Your premium access through ${team!.name} continues`]);
    expect(to(seated)[0]!.text).toContain(`it renews as usual on ${endsOn}`);

    await billing.cancel(buyer, {});
    sent.length = 0;
    await clock.advance(32);
    expect((await subscriptionOf(buyer))[0]!.status).toBe("canceled");
    expect(to(seated).map((m) => m.subject)).toEqual([`Your premium access through ${team!.name} has ended`]);
    expect(to(seated)[0]!.text).toContain(`the team's Maven Teams plan ended on ${endsOn}`);
    expect(await isPremium(seated)).toBe(false);
  });

  it("mails a failed renewal, keeps access during retries and ends it when they give up", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly", card("4000 0000 0000 0341"));
    await clock.advance(8);
    let [sub] = await subscriptionOf(viewer);
    expect(sub!.status).toBe("past_due");
    expect(await isPremium(viewer)).toBe(true);
    expect(sent.some((m) => m.subject === "Your Maven Analytics payment didn't go through")).toBe(true);
    await clock.advance(8);
    [sub] = await subscriptionOf(viewer);
    expect(sub!.status).toBe("canceled");
    expect(await isPremium(viewer)).toBe(false);
    const [invoice] = (await invoicesOf(viewer)).filter((i) => i.amountMinor > 0);
    expect(invoice!.status).toBe("uncollectible");
  });

  it("recovers a past-due plan when the card is updated", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly", card("4000000000000341"));
    await clock.advance(8);
    await expect(billing.updateCard(viewer, card("4000 0000 0000 0002"))).rejects.toThrow(CARD_MESSAGES.declined);
    await billing.updateCard(viewer, card("5555 5555 5555 4444"));
    const [sub] = await subscriptionOf(viewer);
    expect(sub!.status).toBe("active");
    const view = await billing.subscription(viewer);
    expect(view.card).toMatchObject({ brand: "mastercard", last4: "4444" });
  });

  it("dates the checkout's next payment by the billing clock, as the provider will charge it", async () => {
    await clock.advance(40);
    const now = await clock.now();
    const viewer = await createUser();
    const preview = await billing.checkoutPreview(viewer, { plan: "pro-monthly" });
    const trialEnd = now.getTime() + 7 * 24 * 3600 * 1000;
    // Not today's real date plus the trial: the clock is 40 days ahead of it.
    expect(Math.abs(preview.quote!.nextChargeDate.getTime() - trialEnd)).toBeLessThan(60_000);
    const result = await buy(viewer, "pro-monthly");
    const order = await billing.order(viewer, result.orderId);
    expect(Math.abs(new Date(order.nextChargeDate!).getTime() - preview.quote!.nextChargeDate.getTime())).toBeLessThan(
      60_000,
    );
    expect(order.newAccount).toBe(true);
  });

  it("switches monthly to annual at once, with credit for the unused month", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly");
    await clock.advance(8); // the first month is paid now
    const before = await billing.subscription(viewer);
    expect(before.live!.switchOffer).toMatchObject({ planId: "pro-annual", newAmount: 29900 });
    await billing.switchToAnnual(viewer, { idempotencyKey: key() });
    const [sub] = await subscriptionOf(viewer);
    expect(sub!.plan).toBe("pro-annual");
    const latest = (await invoicesOf(viewer)).at(-1)!;
    const credit = -latest.lines.find((l) => l.amount < 0)!.amount;
    expect(credit).toBeGreaterThan(3700); // almost the whole month was unused
    expect(latest.amountMinor).toBe(29900 - credit);
    await expect(billing.switchToAnnual(viewer, {})).rejects.toBeInstanceOf(Conflict);
  });
});

describe("moving Pro to Teams", () => {
  it("moves a paid Pro plan at once, with credit for the unused Pro time, to a team where the buyer holds a seat", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly");
    await clock.advance(8); // the trial is over and the first month is paid
    const preview = await billing.checkoutPreview(viewer, { plan: "teams-annual", seats: "3" });
    expect(preview.blocked).toBeNull();
    const move = preview.moveToTeams!;
    expect(move).toMatchObject({ fromPlan: "Maven Pro (monthly)", subtotal: 83700 });
    expect(move.credit).toBeGreaterThan(3000);
    expect(move.dueToday).toBe(83700 - move.credit);

    await billing.moveToTeams(viewer, { plan: "teams-annual", seats: "3", idempotencyKey: key() });
    const [sub] = await subscriptionOf(viewer);
    expect(sub).toMatchObject({ plan: "teams-annual", seats: 3, status: "active" });
    const latest = (await invoicesOf(viewer)).at(-1)!;
    expect(latest.amountMinor).toBe(move.dueToday);
    expect(latest.lines.map((l) => l.description)).toEqual([
      "Maven Teams (annual)",
      "Unused time on your previous plan",
    ]);
    const [team] = await database.db.select().from(teams).where(eq(teams.subscriptionId, sub!.id));
    expect(team).toMatchObject({ seats: 3, billing: "card" });
    const [member] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, viewer.userId));
    expect(member).toMatchObject({ teamId: team!.id, role: "admin", holdsSeat: true });
    expect(await isPremium(viewer)).toBe(true);
    // Once on Teams there is no Pro plan left to move.
    await expect(
      billing.moveToTeams(viewer, { plan: "teams-annual", seats: "4", idempotencyKey: key() }),
    ).rejects.toThrow(CHECKOUT_MESSAGES.moveToTeamsOnlyPro);
  });

  it("moves a Pro trial to Teams by ending the trial: the first Teams period is paid today, with no credit", async () => {
    const trialing = await createUser();
    await buy(trialing, "pro-monthly");
    expect((await subscriptionOf(trialing))[0]!.status).toBe("trialing");
    const preview = await billing.checkoutPreview(trialing, { plan: "teams-monthly", seats: "2" });
    expect(preview.blocked).toBeNull();
    expect(preview.moveToTeams).toMatchObject({ endsTrial: true, credit: 0, subtotal: 7000, dueToday: 7000 });

    await billing.moveToTeams(trialing, { plan: "teams-monthly", seats: "2", idempotencyKey: key() });
    const [sub] = await subscriptionOf(trialing);
    expect(sub).toMatchObject({ plan: "teams-monthly", seats: 2, status: "active" });
    expect(sub!.trialEnd!.getTime()).toBeLessThanOrEqual(sub!.currentPeriodStart!.getTime());
    const latest = (await invoicesOf(trialing)).at(-1)!;
    expect(latest).toMatchObject({ amountMinor: 7000, status: "paid" });
    expect(latest.lines.map((l) => l.description)).toEqual(["Maven Teams (monthly)"]);
    expect(await isPremium(trialing)).toBe(true);
  });

  it("tells a Teams buyer who opens the Pro checkout the way that exists: cancel Teams, then buy Pro", async () => {
    const viewer = await createUser();
    await buy(viewer, "teams-annual", { seats: "3" });
    const preview = await billing.checkoutPreview(viewer, { plan: "pro-monthly" });
    expect(preview.blocked).toBe(CHECKOUT_MESSAGES.hasOtherPlan);
    expect(preview.blocked).toMatch(/cancel yours from My Subscription and buy this plan once it ends/);
    await expect(buy(viewer, "pro-monthly")).rejects.toThrow(CHECKOUT_MESSAGES.hasOtherPlan);
    expect((await subscriptionOf(viewer)).map((s) => s.plan)).toEqual(["teams-annual"]);
  });

  it("does not move to a seat count Teams does not sell", async () => {
    const paying = await createUser();
    await buy(paying, "pro-annual");
    await clock.advance(8);
    await expect(
      billing.moveToTeams(paying, { plan: "teams-annual", seats: "1", idempotencyKey: key() }),
    ).rejects.toThrow("Teams starts at 2 seats.");
    await expect(
      billing.moveToTeams(paying, { plan: "teams-annual", seats: "2.5", idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(BadInput);
    expect((await subscriptionOf(paying))[0]!.plan).toBe("pro-annual");
  });
});

describe("events", () => {
  it("apply a delivery once, however often it comes", async () => {
    const viewer = await createUser();
    await buy(viewer, "pro-monthly");
    const [sub] = await subscriptionOf(viewer);
    const event = {
      id: `evt_${unique()}`,
      type: "subscription.updated" as const,
      subscription: {
        providerSubscriptionId: sub!.providerSubscriptionId!,
        providerCustomerId: `cus_test_${viewer.userId}`,
        userId: viewer.userId,
        planId: "pro-monthly",
        seats: 1,
        status: "active" as const,
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        trialEnd: null,
        cancelAtPeriodEnd: true,
        canceledAt: new Date(),
        endedAt: null,
        discountActive: false,
        orderId: null,
      },
    };
    expect(await events.apply("test", event)).toBe(true);
    expect(await events.apply("test", event)).toBe(false);
    const [after] = await subscriptionOf(viewer);
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });
});

describe("invoices", () => {
  it("lists the buyer's invoices only and makes a PDF whose text shows the total", async () => {
    const viewer = await createUser();
    const other = await createUser();
    await buy(viewer, "teams-annual", { seats: "3" });
    const [listed] = await billing.invoices(viewer);
    expect(listed).toMatchObject({ amountMinor: 83700, status: "paid" });
    await expect(billing.invoicePdf(other, listed!.id)).rejects.toBeInstanceOf(NotFound);
    const pdf = await billing.invoicePdf(viewer, listed!.id);
    expect(pdf.filename).toBe(`${listed!.number}.pdf`);
    const text = await pdfText(pdf.body);
    expect(text).toContain(listed!.number);
    expect(text).toContain("Maven Teams (annual)");
    expect(text).toMatch(/Total \$837\.00/);
    expect(text).toContain("VISA ending 4242");
  });
});

describe("billing details on invoices", () => {
  it("puts the buyer's company, address, tax ID and the named discount on the invoice, its PDF and the receipt", async () => {
    const viewer = await createUser();
    const code = `T${unique().toUpperCase()}`;
    await database.db.insert(promotionCodes).values({ id: `promo_${code}`, code, duration: "once", percentOff: 20 });
    await billing.saveBillingDetails(viewer, {
      companyName: "  Northwind Analytics Ltd ",
      address: "12 Harbour Street\r\n\r\nLeeds LS1 4AB",
      country: "United Kingdom",
      taxId: "gb 123 4567 89",
    });
    await buy(viewer, "teams-annual", { seats: "3", promotionCode: code });
    const [row] = await invoicesOf(viewer);
    expect(row).toMatchObject({
      billingCompany: "Northwind Analytics Ltd",
      billingName: "Ada Lovelace",
      billingAddress: "12 Harbour Street\nLeeds LS1 4AB\nUnited Kingdom",
      billingTaxId: "GB 123 4567 89",
      discountLabel: `${code}: 20% off the first period`,
    });
    const text = await pdfText((await billing.invoicePdf(viewer, row!.id)).body);
    for (const expected of [
      "Northwind Analytics Ltd",
      "Attn: Ada Lovelace",
      "12 Harbour Street",
      "Leeds LS1 4AB",
      "United Kingdom",
      "Tax ID: GB 123 4567 89",
      `Discount (${code}: 20% off the first period)`,
    ])
      expect(text).toContain(expected);
    const receipt = sent.find((m) => m.to === viewer.email && m.subject.startsWith("Your Maven Analytics receipt"));
    expect(receipt?.text).toContain("Maven Teams (annual): 3 seats × $279.00");
    expect(receipt?.text).toContain(`${code}: 20% off the first period`);

    // Invoices keep the details they were issued with.
    await billing.saveBillingDetails(viewer, { companyName: "Renamed Ltd", address: "", country: "", taxId: "" });
    const [again] = await invoicesOf(viewer);
    expect(again!.billingCompany).toBe("Northwind Analytics Ltd");
    expect(await billing.billingDetails(viewer)).toMatchObject({ companyName: "Renamed Ltd", taxId: "" });
  });

  it("passes saved details to the payment provider's customer, those saved before the first purchase too, and a provider that fails does not lose the save", async () => {
    const update = vi.spyOn(payments, "updateCustomerDetails");
    try {
      // No customer at the provider yet: nothing to update until the first purchase makes one.
      const viewer = await createUser();
      await billing.saveBillingDetails(viewer, { companyName: "Contoso", address: "", country: "GB", taxId: "" });
      expect(update).not.toHaveBeenCalled();

      await buy(viewer, "pro-monthly");
      const [customer] = await database.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, viewer.userId));
      expect(update).toHaveBeenCalledTimes(1);
      expect(update).toHaveBeenLastCalledWith({
        providerCustomerId: customer!.providerCustomerId,
        companyName: "Contoso",
        address: "",
        country: "GB",
        taxId: "",
      });
      await billing.saveBillingDetails(viewer, {
        companyName: "Northwind Analytics Ltd",
        address: "12 Harbour Street\nLeeds LS1 4AB",
        country: "United Kingdom",
        taxId: "gb 123 4567 89",
      });
      expect(update).toHaveBeenLastCalledWith({
        providerCustomerId: customer!.providerCustomerId,
        companyName: "Northwind Analytics Ltd",
        address: "12 Harbour Street\nLeeds LS1 4AB",
        country: "United Kingdom",
        taxId: "GB 123 4567 89",
      });

      update.mockRejectedValueOnce(new Error("provider down"));
      await billing.saveBillingDetails(viewer, { companyName: "Renamed Ltd", address: "", country: "", taxId: "" });
      expect(await billing.billingDetails(viewer)).toMatchObject({ companyName: "Renamed Ltd", taxId: "" });
    } finally {
      update.mockRestore();
    }
  });

  it("confirms by mail an order a promotion pays in full: a receipt for nothing charged", async () => {
    const viewer = await createUser();
    const code = `FREE${unique().toUpperCase()}`;
    await database.db.insert(promotionCodes).values({ id: `promo_${code}`, code, duration: "once", percentOff: 100 });
    await buy(viewer, "teams-monthly", { seats: "2", promotionCode: code });
    const [invoice] = await invoicesOf(viewer);
    expect(invoice!.amountMinor).toBe(0);
    const receipt = sent.find((m) => m.to === viewer.email && m.subject === "Your Maven Analytics receipt: $0.00");
    expect(receipt?.text).toContain(`${code}: 100% off the first period covers this invoice in full`);
    expect(receipt?.text).toContain("nothing was charged");
    expect(receipt?.text).not.toContain("We received your payment");
    expect(receipt?.text).not.toContain("Paid with");
  });

  it("refuses details an invoice cannot carry, with a message for each field, and keeps the saved ones", async () => {
    const viewer = await createUser();
    await billing.saveBillingDetails(viewer, { companyName: "Contoso", address: "1 Main St", country: "", taxId: "" });
    const error = await billing
      .saveBillingDetails(viewer, {
        companyName: "Contoso\nInjected: header",
        address: "1\n2\n3\n4\n5\n6",
        country: "x".repeat(61),
        taxId: "<script>",
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadInput);
    expect(Object.keys((error as BadInput).fieldErrors ?? {}).sort()).toEqual([
      "address",
      "companyName",
      "country",
      "taxId",
    ]);
    expect(await billing.billingDetails(viewer)).toMatchObject({ companyName: "Contoso", address: "1 Main St" });
    // A buyer without details gets invoices billed to their name alone.
    const plain = await createUser();
    await buy(plain, "pro-monthly");
    expect(await billing.billingDetails(plain)).toMatchObject({ companyName: "", address: "", taxId: "" });
  });
});

describe("enterprise requests", () => {
  it("are stored as leads, mailed to sales and confirmed to the sender", async () => {
    const result = await billing.enterpriseRequest(
      {
        organisation: "Northwind Traders",
        name: "Kim Lee",
        email: "Kim@Northwind.example",
        seats: "250",
        needs: "SSO",
      },
      { ip: "10.9.0.1", userId: null },
    );
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, result.id!));
    expect(lead).toMatchObject({
      kind: "enterprise",
      email: "kim@northwind.example",
      organisation: "Northwind Traders",
    });
    expect(lead!.details).toEqual({ seats: 250 });
    expect(sent.map((m) => m.to).sort()).toEqual(["kim@northwind.example", "sales@example.com"]);
  });

  it("refuses a bad e-mail with a message and keeps nothing from a bot", async () => {
    await expect(
      billing.enterpriseRequest(
        { organisation: "X", name: "Y", email: "nope", seats: "3" },
        { ip: "10.9.0.2", userId: null },
      ),
    ).rejects.toBeInstanceOf(BadInput);
    const before = await database.db
      .select()
      .from(leads)
      .where(and(eq(leads.kind, "enterprise"), eq(leads.name, "Bot")));
    await billing.enterpriseRequest(
      { organisation: "Spam", name: "Bot", email: "bot@example.com", seats: "3", website: "http://spam" },
      { ip: "10.9.0.3", userId: null },
    );
    const after = await database.db
      .select()
      .from(leads)
      .where(and(eq(leads.kind, "enterprise"), eq(leads.name, "Bot")));
    expect(after).toHaveLength(before.length);
    expect(sent).toHaveLength(0);
  });
});
