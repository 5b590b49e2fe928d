import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoices, subscriptions } from "~/db/schema/commerce.ts";
import { teamInvitations, teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { createImageStore } from "../../media/images.ts";
import { createPaymentsProvider } from "../../payments/index.ts";
import { createBillingEvents } from "../billing/events.ts";
import { createBillingService } from "../billing/service.ts";
import { BadInput, Conflict, Forbidden, NotFound } from "../errors.ts";
import { createLeadsService } from "../leads/service.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createViewerService, type Viewer } from "../viewer.ts";
import { joinTeam } from "./membership.ts";
import { createTeamsService } from "./service.ts";

let database: TestDatabase;
const { logger } = createTestLogger();
const sent: MailMessage[] = [];
let billing: ReturnType<typeof createBillingService>;
let teamsService: ReturnType<typeof createTeamsService>;
let storageDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demoAccounts: false });
  const db = database.db;
  const mailer = {
    async send(message: MailMessage) {
      sent.push(message);
    },
  };
  const events = createBillingEvents({ db, mailer, logger, siteUrl: "http://localhost:3000" });
  const provider = createPaymentsProvider({
    env: { payments: { mode: "test" } },
    db,
    logger,
    sink: async (event) => {
      await events.apply("test", event);
    },
  });
  billing = createBillingService({
    db,
    provider,
    events,
    leads: createLeadsService({
      db,
      mailer,
      limiter: createRateLimiter({ db }),
      logger,
      supportEmail: "support@example.com",
      siteUrl: "http://localhost:3000",
    }),
    logger,
    siteUrl: "http://localhost:3000",
    salesEmail: "sales@example.com",
  });
  storageDir = `/tmp/teams-test-${crypto.randomBytes(4).toString("hex")}`;
  teamsService = createTeamsService({
    db,
    mailer,
    images: createImageStore({ storage: createLocalStorage(storageDir) }),
    payments: provider,
    siteUrl: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret",
    logger,
  });
});
afterAll(() => database.destroy());
beforeEach(() => {
  sent.length = 0;
});

const unique = () => crypto.randomBytes(6).toString("hex");
const key = () => crypto.randomBytes(18).toString("base64url");

async function createUser(email?: string): Promise<Viewer> {
  const id = `usr_team_${unique()}`;
  const address = email ?? `${id}@example.com`;
  await database.db.insert(users).values({ id, name: `Person ${id.slice(-4)}`, email: address, emailVerified: true });
  return {
    userId: id,
    email: address,
    name: `Person ${id.slice(-4)}`,
    sessionId: `s_${id}`,
    isSubscriber: false,
    accessTokenExpiresAt: new Date(),
  };
}

async function isPremium(viewer: Viewer): Promise<boolean> {
  const viewers = createViewerService({ db: database.db, sessions: {} as never, secureCookies: false });
  return (await viewers.fromAccessToken({ sub: viewer.userId, jti: "t" }))?.isSubscriber ?? false;
}

/**
 * Buys Teams monthly with this many seats; the buyer is the team's admin. The buyer holds a seat
 * (decision 053) and, unless `keepSeat`, gives it back, so the seats count colleagues only.
 */
async function buyTeam(seats: number, { keepSeat = false } = {}) {
  const admin = await createUser();
  const result = await billing.checkout(admin, {
    plan: "teams-monthly",
    seats: String(seats),
    idempotencyKey: key(),
    cardName: "Ada Lovelace",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12 / 40",
    cardCvc: "123",
  });
  expect(result.kind).toBe("complete");
  const [member] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, admin.userId));
  if (!keepSeat) await teamsService.releaseSeat(admin);
  // The receipt and welcome mails of the purchase are not what the tests look at.
  sent.length = 0;
  return { admin, teamId: member!.teamId };
}

/** The invitation token from the last invitation mail to this address. */
function tokenFromMail(email: string): string {
  const mail = [...sent].reverse().find((m) => m.to === email);
  const match = mail?.text.match(/team-invitations\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return match[1]!;
}

describe("buying the Teams plan", () => {
  it("makes a team with the seats bought, run by the buyer as admin holding one of them", async () => {
    const { admin, teamId } = await buyTeam(3, { keepSeat: true });
    const [team] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team).toMatchObject({ seats: 3, billing: "card", name: `${admin.name.split(" ")[0]}'s team` });
    const overview = await teamsService.overview(admin);
    expect(overview).toMatchObject({ role: "admin", seatsUsed: 1, waiting: 0 });
    const members = await teamsService.members(admin);
    expect(members.viewerHoldsSeat).toBe(true);
    // Premium access comes from the seat, as the members page says, not from paying.
    expect(await isPremium(admin)).toBe(true);
    await teamsService.releaseSeat(admin);
    expect((await teamsService.members(admin)).viewerHoldsSeat).toBe(false);
    expect(await isPremium(admin)).toBe(false);
    await teamsService.takeSeat(admin);
    expect(await isPremium(admin)).toBe(true);
  });

  it("names the buyer for the settings page: the plan and receipts are in their account, not another admin's", async () => {
    const { admin, teamId } = await buyTeam(3);
    const other = await createUser();
    await database.db
      .insert(teamMembers)
      .values({ teamId, userId: other.userId, role: "admin", holdsSeat: true, source: "invitation" });
    expect((await teamsService.overview(admin)).buyer).toEqual({ name: admin.name, isViewer: true });
    expect((await teamsService.overview(other)).buyer).toEqual({ name: admin.name, isViewer: false });
  });

  it("tells the buyer on the order and on My Subscription that one seat is theirs", async () => {
    const admin = await createUser();
    const result = await billing.checkout(admin, {
      plan: "teams-monthly",
      seats: "3",
      idempotencyKey: key(),
      cardName: "Ada Lovelace",
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12 / 40",
      cardCvc: "123",
    });
    const order = await billing.order(admin, result.orderId);
    expect(order).toMatchObject({ status: "complete", seats: 3, buyerHoldsSeat: true });
    const subscription = await billing.subscription(admin);
    expect(subscription.live?.team).toMatchObject({ seatsUsed: 1, buyerHoldsSeat: true });
    await teamsService.releaseSeat(admin);
    expect((await billing.order(admin, result.orderId)).buyerHoldsSeat).toBe(false);
    expect((await billing.subscription(admin)).live?.team).toMatchObject({ seatsUsed: 0, buyerHoldsSeat: false });
  });

  it("lets an admin take a free seat and give it back", async () => {
    const { admin, teamId } = await buyTeam(2);
    const colleague = await createUser();
    await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: colleague.userId, source: "link" }));
    await teamsService.takeSeat(admin);
    expect((await teamsService.overview(admin)).seatsUsed).toBe(2);
    const late = await createUser();
    expect(
      (await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: late.userId, source: "link" }))).status,
    ).toBe("waiting");
    await teamsService.releaseSeat(admin);
    expect((await teamsService.overview(admin)).seatsUsed).toBe(1);
    await teamsService.approve(admin, late.userId);
    await expect(teamsService.takeSeat(admin)).rejects.toThrow(/Every seat is taken/);
  });

  it("refuses a Teams checkout to someone who is a member of another team", async () => {
    const { teamId } = await buyTeam(2);
    const member = await createUser();
    await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: member.userId, source: "link" }));
    await expect(
      billing.checkout(member, {
        plan: "teams-monthly",
        seats: "2",
        idempotencyKey: key(),
        cardName: "A B",
        cardNumber: "4242 4242 4242 4242",
        cardExpiry: "12 / 40",
        cardCvc: "123",
      }),
    ).rejects.toThrow(Conflict);
  });
});

describe("seats", () => {
  it("never exceed the count under concurrent joins: the rest wait", async () => {
    const { admin, teamId } = await buyTeam(3);
    await teamsService.setJoinLink(admin, { enabled: "on", domain: "" });
    const [team] = await database.db.select({ token: teams.joinToken }).from(teams).where(eq(teams.id, teamId));
    const joiners = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    const results = await Promise.all(joiners.map((j) => teamsService.joinByLink(j, team!.token)));
    expect(results.filter((r) => r.status === "active")).toHaveLength(3);
    expect(results.filter((r) => r.status === "waiting")).toHaveLength(9);
    const members = await teamsService.members(admin);
    expect(members.seatsUsed).toBe(3);
    expect(members.waiting).toHaveLength(9);
    const waiting = joiners.find((_, i) => results[i]!.status === "waiting")!;
    expect(await isPremium(waiting)).toBe(false);
    await expect(teamsService.approve(admin, waiting.userId)).rejects.toThrow(/Every seat is taken/);
  });

  it("charges added seats for the rest of the period, prorated, then lets a waiting person in", async () => {
    const { admin, teamId } = await buyTeam(2);
    const waiting = await createUser();
    for (const first of [await createUser(), await createUser()])
      await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: first.userId, source: "link" }));
    await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: waiting.userId, source: "link" }));
    expect((await teamsService.members(admin)).waiting.map((w) => w.userId)).toEqual([waiting.userId]);

    // Halfway through a 30-day period: one added seat costs half a month of one seat.
    const [team] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    const start = new Date(Date.now() - 15 * 24 * 3600 * 1000);
    const end = new Date(Date.now() + 15 * 24 * 3600 * 1000);
    await database.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.id, team!.subscriptionId!));
    const quote = await teamsService.seatQuote(admin, 3);
    expect(quote.perSeat).toBe(3500);
    expect(quote.dueNow).toBeGreaterThanOrEqual(1749);
    expect(quote.dueNow).toBeLessThanOrEqual(1751);

    const before = await database.db.select().from(invoices).where(eq(invoices.userId, admin.userId));
    await teamsService.changeSeats(admin, { seats: "3", idempotencyKey: key() });
    const after = await database.db.select().from(invoices).where(eq(invoices.userId, admin.userId));
    const added = after.find((i) => !before.some((b) => b.id === i.id))!;
    expect(added.amountMinor).toBe(quote.dueNow);
    expect(added.lines[0]!.description).toMatch(/1 added seat on Maven Teams.*prorated/);
    const [resized] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(resized!.seats).toBe(3);

    await teamsService.approve(admin, waiting.userId);
    expect(await isPremium(waiting)).toBe(true);
    expect(sent.some((m) => m.to === waiting.email && /seat in .* is ready/.test(m.subject))).toBe(true);
  });

  it("a form sent again with another count (back button) changes the seats; a double submit changes them once", async () => {
    const { admin, teamId } = await buyTeam(2);
    const seatsNow = async () =>
      (await database.db.select({ seats: teams.seats }).from(teams).where(eq(teams.id, teamId)))[0]!.seats;
    const invoiceCount = async () =>
      (await database.db.select().from(invoices).where(eq(invoices.userId, admin.userId))).length;
    const staleForm = key();
    await teamsService.changeSeats(admin, { seats: "3", idempotencyKey: staleForm });
    await teamsService.changeSeats(admin, { seats: "3", idempotencyKey: staleForm });
    expect(await seatsNow()).toBe(3);
    await teamsService.changeSeats(admin, { seats: "2", idempotencyKey: key() });
    expect(await seatsNow()).toBe(2);
    const before = await invoiceCount();

    await teamsService.changeSeats(admin, { seats: "10", idempotencyKey: staleForm });
    expect(await seatsNow()).toBe(10);
    expect(await invoiceCount()).toBe(before + 1);
    // The same again is no change at all.
    expect(await teamsService.changeSeats(admin, { seats: "10", idempotencyKey: staleForm })).toEqual({
      seats: 10,
      changed: false,
    });
  });

  it("sends more than 50 seats to sales, as the pricing pages do, and changes nothing", async () => {
    const { admin, teamId } = await buyTeam(3);
    await expect(teamsService.changeSeats(admin, { seats: "51", idempotencyKey: key() })).rejects.toThrow(
      "For more than 50 seats, talk to our sales team.",
    );
    const [team] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team!.seats).toBe(3);
  });

  it("refuses a seat count below the members who hold seats", async () => {
    const { admin, teamId } = await buyTeam(3);
    for (let i = 0; i < 3; i++) {
      const u = await createUser();
      await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: u.userId, source: "link" }));
    }
    await expect(teamsService.changeSeats(admin, { seats: "2" })).rejects.toThrow(
      /3 members with seats: remove members before going below 3 seats/,
    );
    const [team] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team!.seats).toBe(3);
  });
});

describe("invitations", () => {
  it("invites the good rows of a CSV and reports each bad row", async () => {
    const { admin } = await buyTeam(5);
    const csv = [
      "email,role",
      "ana@example.com,member",
      "not-an-address,member",
      "ben@example.com,boss",
      "cleo@example.com,manager",
      "ana@example.com,member",
      `${admin.email},member`,
    ].join("\n");
    const outcome = await teamsService.invite(admin, { csv: new TextEncoder().encode(csv) });
    expect(outcome.invited.sort()).toEqual(["ana@example.com", "cleo@example.com"]);
    expect(outcome.errors.map((e) => [e.line, e.error])).toEqual([
      [3, `"not-an-address" isn't an e-mail address.`],
      [4, `"boss" isn't a role: use admin, manager or member.`],
      [6, "ana@example.com is listed twice."],
      [7, `${admin.email} is already in your team.`],
    ]);
    expect(sent.map((m) => m.to).sort()).toEqual(["ana@example.com", "cleo@example.com"]);
    const list = await teamsService.invitations(admin);
    expect(list.find((i) => i.email === "cleo@example.com")).toMatchObject({ role: "manager", state: "open" });
  });

  it("keeps a send's outcome for its result page: the same team's admins only, for a day", async () => {
    const { admin } = await buyTeam(5);
    const other = await buyTeam(5);
    const outcome = await teamsService.invite(admin, { emails: "dina@example.com\nnot-an-address" });
    expect(outcome.batchId).toMatch(/^tib_/);
    const kept = await teamsService.inviteBatch(admin, outcome.batchId);
    expect(kept).toEqual({ invited: ["dina@example.com"], resent: [], errors: [expect.objectContaining({ line: 2 })] });
    // Reading it again sends nothing.
    expect(sent.map((m) => m.to)).toEqual(["dina@example.com"]);
    expect(await teamsService.inviteBatch(other.admin, outcome.batchId)).toBeNull();
    const tomorrow = createTeamsService({
      db: database.db,
      mailer: { send: async () => {} },
      images: createImageStore({ storage: createLocalStorage(storageDir) }),
      payments: createPaymentsProvider({
        env: { payments: { mode: "test" } },
        db: database.db,
        logger,
        sink: async () => {},
      }),
      siteUrl: "http://localhost:3000",
      secret: "test-secret-test-secret-test-secret",
      logger,
      now: () => new Date(Date.now() + 25 * 3600 * 1000),
    });
    expect(await tomorrow.inviteBatch(admin, outcome.batchId)).toBeNull();
  });

  it("reads a role column even when the header names only the address", async () => {
    const { admin } = await buyTeam(4);
    const csv = "email\r\nfay@example.com,manager\r\ngus@example.com\r\n";
    const rows = await teamsService.previewInvites(admin, { csv: new TextEncoder().encode(csv) });
    expect(rows.map((r) => [r.line, r.email, r.role, r.error])).toEqual([
      [2, "fay@example.com", "manager", null],
      [3, "gus@example.com", "member", null],
    ]);
  });

  it("is accepted once, by the invited address only", async () => {
    const { admin, teamId } = await buyTeam(3);
    const invitee = await createUser(`inv-${unique()}@example.com`);
    await teamsService.invite(admin, { emails: invitee.email });
    const token = tokenFromMail(invitee.email);

    const stranger = await createUser();
    await expect(teamsService.acceptInvitation(stranger, token)).rejects.toThrow(Forbidden);

    const joined = await teamsService.acceptInvitation(invitee, token);
    expect(joined.status).toBe("active");
    const [row] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, invitee.userId));
    expect(row).toMatchObject({ teamId, source: "invitation", role: "member" });
    expect(await isPremium(invitee)).toBe(true);

    // The same link again: already in, nothing changes; for anyone else it is used.
    expect((await teamsService.acceptInvitation(invitee, token)).already).toBe(true);
    expect((await teamsService.invitationByToken(token)).state).toBe("accepted");
  });

  it("refuses expired, revoked and replaced links, and people in another team", async () => {
    const { admin, teamId } = await buyTeam(4);
    const late = await createUser(`late-${unique()}@example.com`);
    await teamsService.invite(admin, { emails: late.email });
    const lateToken = tokenFromMail(late.email);
    await database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, late.email)));
    await expect(teamsService.acceptInvitation(late, lateToken)).rejects.toThrow(/has expired/);

    // Resending gives a new link that works again; the old one no longer does.
    const [inv] = await database.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, late.email)));
    await teamsService.resendInvitation(admin, inv!.id);
    const fresh = tokenFromMail(late.email);
    expect(fresh).not.toBe(lateToken);
    await expect(teamsService.invitationByToken(lateToken)).rejects.toThrow(NotFound);
    await teamsService.revokeInvitation(admin, inv!.id);
    await expect(teamsService.acceptInvitation(late, fresh)).rejects.toThrow(/withdrawn/);

    // An invitation to a person who is in another team.
    const other = await buyTeam(2);
    const taken = await createUser(`taken-${unique()}@example.com`);
    await database.db.transaction((tx) => joinTeam(tx, { teamId: other.teamId, userId: taken.userId, source: "link" }));
    await teamsService.invite(admin, { emails: taken.email });
    await expect(teamsService.acceptInvitation(taken, tokenFromMail(taken.email))).rejects.toThrow(
      /already a member of another team/,
    );
    // Another team's admin cannot revoke this team's invitations.
    await expect(teamsService.revokeInvitation(other.admin, inv!.id)).rejects.toThrow(NotFound);
  });

  it("refuses bad input with a clear message and invites nobody", async () => {
    const { admin } = await buyTeam(2);
    await expect(teamsService.invite(admin, { emails: "" })).rejects.toThrow(BadInput);
    await expect(teamsService.invite(admin, { csv: new Uint8Array([0xff, 0xfe, 0x00, 0x41]) })).rejects.toThrow(
      /isn't a text CSV file/,
    );
    expect(sent).toHaveLength(0);
  });
});

describe("join link", () => {
  it("is off until an admin turns it on, and can be limited to a company domain", async () => {
    const { admin, teamId } = await buyTeam(5);
    const [team] = await database.db.select({ token: teams.joinToken }).from(teams).where(eq(teams.id, teamId));
    const outsider = await createUser();
    await expect(teamsService.joinByLink(outsider, team!.token)).rejects.toThrow(/join link is turned off/);
    await teamsService.setJoinLink(admin, { enabled: "on", domain: "@Acme.example" });
    await expect(teamsService.joinByLink(outsider, team!.token)).rejects.toThrow(/addresses at acme.example/);
    const insider = await createUser(`dana-${unique()}@acme.example`);
    expect((await teamsService.joinByLink(insider, team!.token)).status).toBe("active");
    await expect(teamsService.setJoinLink(admin, { enabled: "on", domain: "not a domain" })).rejects.toThrow(BadInput);
    const { url } = await teamsService.regenerateJoinLink(admin);
    expect(url).not.toContain(team!.token);
    await expect(teamsService.joinLinkInfo(team!.token)).rejects.toThrow(NotFound);
  });
});

describe("members and roles", () => {
  it("removing a member frees the seat at once and ends their premium access; the last admin stays", async () => {
    const { admin, teamId } = await buyTeam(2);
    const member = await createUser();
    await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: member.userId, source: "link" }));
    expect(await isPremium(member)).toBe(true);
    await teamsService.removeMember(admin, member.userId);
    expect(await isPremium(member)).toBe(false);
    expect((await teamsService.overview(admin)).seatsUsed).toBe(0);

    await expect(teamsService.removeMember(admin, admin.userId)).rejects.toThrow(/needs an admin/);
    await expect(teamsService.changeRole(admin, { userId: admin.userId, role: "member" })).rejects.toThrow(
      /needs an admin/,
    );
    await expect(teamsService.leave(admin)).rejects.toThrow(/only admin/);
  });

  it("a second admin who runs the team without a seat takes one when made a member, or waits for it", async () => {
    const { admin, teamId } = await buyTeam(2);
    const [deputy, full1, full2] = await Promise.all([createUser(), createUser(), createUser()]);
    await database.db.transaction((tx) =>
      joinTeam(tx, { teamId, userId: deputy.userId, source: "staff", role: "admin", seat: false }),
    );
    await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: full1.userId, source: "link" }));
    await teamsService.changeRole(admin, { userId: deputy.userId, role: "member" });
    expect((await teamsService.overview(admin)).seatsUsed).toBe(2);
    expect(await isPremium(deputy)).toBe(true);
    // With every seat taken, the next admin made a member waits for a seat.
    await database.db.transaction((tx) =>
      joinTeam(tx, { teamId, userId: full2.userId, source: "staff", role: "admin", seat: false }),
    );
    await teamsService.changeRole(admin, { userId: full2.userId, role: "manager" });
    const [row] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, full2.userId));
    expect(row).toMatchObject({ role: "manager", status: "waiting", holdsSeat: true });
    expect(await isPremium(full2)).toBe(false);
  });

  it("managers see their groups' members only, members see no member list", async () => {
    const { admin, teamId } = await buyTeam(6);
    const [manager, inGroup, outside] = await Promise.all([createUser(), createUser(), createUser()]);
    for (const u of [manager, inGroup, outside])
      await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: u.userId, source: "link" }));
    await teamsService.changeRole(admin, { userId: manager.userId, role: "manager" });
    const group = await teamsService.createGroup(admin, { name: "Finance" });
    await teamsService.setGroupMembership(admin, {
      groupId: group.id,
      userId: manager.userId,
      inGroup: true,
      manages: true,
    });
    await teamsService.setGroupMembership(admin, { groupId: group.id, userId: inGroup.userId, inGroup: true });
    await expect(
      teamsService.setGroupMembership(admin, {
        groupId: group.id,
        userId: inGroup.userId,
        inGroup: true,
        manages: true,
      }),
    ).rejects.toThrow(/Only managers can manage a group/);
    await expect(teamsService.createGroup(admin, { name: "finance" })).rejects.toThrow(/already a group/);

    const seen = await teamsService.members(manager);
    expect(seen.active.map((m) => m.userId).sort()).toEqual([manager.userId, inGroup.userId].sort());
    expect(seen.waiting).toEqual([]);
    await expect(teamsService.members(outside)).rejects.toThrow(Forbidden);
    await expect(teamsService.invite(manager, { emails: "x@example.com" })).rejects.toThrow(Forbidden);
    await expect(teamsService.removeMember(manager, inGroup.userId)).rejects.toThrow(Forbidden);
  });
});
