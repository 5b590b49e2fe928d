import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENTERPRISE_INVOICE_DUE_DAYS } from "~/core/teams.ts";
import { invoices } from "~/db/schema/commerce.ts";
import { leads } from "~/db/schema/leads.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { pdfText } from "~/tests/support/pdf-text.ts";
import { invoicePdf } from "../billing/invoice-pdf.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { BadInput, Conflict, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import { contractEndOf, createEnterpriseTeamsService, ENTERPRISE_MESSAGES } from "./enterprise.ts";
import { joinTeam } from "./membership.ts";

let database: TestDatabase;
const { logger } = createTestLogger();
const sent: MailMessage[] = [];
// A fixed "now" so the due date is known: 26 Nov 2026, 10:00 UTC.
const NOW = new Date("2026-11-26T10:00:00Z");
let service: ReturnType<typeof createEnterpriseTeamsService>;
let staff: { userId: string };

const unique = () => crypto.randomBytes(5).toString("hex");

async function makeUser(role: "learner" | "staff" = "learner") {
  const id = `usr_ent_${unique()}`;
  const email = `${id}@acme-${unique()}.test`;
  await database.db.insert(users).values({ id, name: `Person ${id}`, email, emailVerified: true, role });
  return { userId: id, email };
}

const contract = { contractEnd: "2027-11-30", seatPriceMinor: 30_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  service = createEnterpriseTeamsService({
    db: database.db,
    mailer: {
      async send(message: MailMessage) {
        sent.push(message);
      },
    },
    logger,
    siteUrl: "http://localhost:3000",
    now: () => NOW,
  });
  staff = await makeUser("staff");
});
afterAll(() => database.destroy());
beforeEach(() => {
  sent.length = 0;
});

describe("creating an enterprise team", () => {
  it("makes an invoiced team with the admin as first member and an open invoice due in 30 days", async () => {
    const admin = await makeUser();
    const { teamId, invoice } = await service.create(staff, {
      name: "Acme Analytics",
      adminEmail: admin.email.toUpperCase(),
      seats: 25,
      ...contract,
    });
    const [team] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team).toMatchObject({ billing: "invoice", seats: 25, name: "Acme Analytics", subscriptionId: null });
    expect(team!.contractEndsAt!.toISOString()).toBe("2027-11-30T23:59:59.999Z");
    const members = await database.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(members).toEqual([
      expect.objectContaining({ userId: admin.userId, role: "admin", status: "active", source: "staff" }),
    ]);

    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({
      userId: admin.userId,
      status: "open",
      amountMinor: 25 * 30_000,
      subtotal: 25 * 30_000,
      currency: "USD",
      paidAt: null,
    });
    expect(row!.number).toMatch(/^MA-2026-\d{6}$/);
    const due = new Date(NOW.getTime() + ENTERPRISE_INVOICE_DUE_DAYS * 24 * 3600 * 1000);
    expect(row!.dueAt).toEqual(due);
    expect(row).toMatchObject({ teamId, provider: "manual" });
    expect(row!.description).toContain("Due 12/26/2026");
    expect(row!.lines).toEqual([
      expect.objectContaining({ quantity: 25, unitAmount: 30_000, amount: 750_000, periodEnd: "2027-11-30" }),
    ]);
    // The PDF the admin downloads says when it is due.
    expect(await pdfText(await invoicePdf(row!))).toContain("Due by");

    // The admin hears about the team and the invoice.
    expect(sent.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        [admin.email, `Your team Acme Analytics is ready on Maven Analytics`],
        [admin.email, `Invoice ${row!.number} for Acme Analytics`],
      ]),
    );

    const detail = await service.detail(staff, teamId);
    // The admin runs the team; the 25 seats are for the people they bring in.
    expect(detail).toMatchObject({ seats: 25, active: 0, waiting: 0, billing: "invoice" });
    expect(detail.invoices).toEqual([expect.objectContaining({ id: invoice.id, status: "open", amount: "$7,500.00" })]);
    expect((await service.list(staff)).find((t) => t.id === teamId)).toMatchObject({ used: 0, seats: 25 });
  });

  it("prefills from an enterprise request and marks the request in progress", async () => {
    const admin = await makeUser();
    const leadId = `lead_${unique()}`;
    await database.db.insert(leads).values({
      id: leadId,
      kind: "enterprise",
      name: "Dana Buyer",
      email: admin.email,
      organisation: "Globex",
      details: { seats: 40 },
    });
    expect(await service.leadPrefill(staff, leadId)).toMatchObject({
      name: "Globex",
      adminEmail: admin.email,
      seats: 40,
    });
    await service.create(staff, { name: "Globex", adminEmail: admin.email, seats: 40, leadId, ...contract });
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("in_progress");
  });

  it("refuses an address without an account, telling staff to have them sign up first", async () => {
    const email = `nobody-${unique()}@acme.test`;
    const attempt = service.create(staff, { name: "Nobody Inc", adminEmail: email, seats: 5, ...contract });
    await expect(attempt).rejects.toThrow(BadInput);
    await expect(attempt).rejects.toThrow(ENTERPRISE_MESSAGES.noAccount(email));
    expect(sent).toEqual([]);
  });

  it("refuses an admin who is in another team, and leaves nothing behind", async () => {
    const admin = await makeUser();
    await service.create(staff, { name: "First Co", adminEmail: admin.email, seats: 3, ...contract });
    const before = (await database.db.select().from(teams)).length;
    await expect(
      service.create(staff, { name: "Second Co", adminEmail: admin.email, seats: 3, ...contract }),
    ).rejects.toThrow(Conflict);
    expect((await database.db.select().from(teams)).length).toBe(before);
  });

  it("refuses a contract that already ended, bad seats and a bad price, field by field", async () => {
    const admin = await makeUser();
    const error = await service
      .create(staff, {
        name: "Past Co",
        adminEmail: admin.email,
        seats: 0,
        contractEnd: "2026-11-01",
        seatPriceMinor: -1,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadInput);
    expect((error as BadInput).fieldErrors).toMatchObject({
      seats: [expect.stringContaining("whole number")],
      contractEnd: [ENTERPRISE_MESSAGES.contractInPast],
      seatPrice: [expect.any(String)],
    });
    expect(contractEndOf("2027-02-30")).toBeNull();
  });

  it("is for staff only", async () => {
    const learner = await makeUser();
    await expect(service.list(null)).rejects.toThrow(Unauthenticated);
    await expect(service.list(learner)).rejects.toThrow(Forbidden);
    await expect(
      service.create(learner, { name: "Sneaky", adminEmail: learner.email, seats: 500, ...contract }),
    ).rejects.toThrow(Forbidden);
  });
});

describe("changing the contract", () => {
  it("refuses seats below the members holding seats with a clear message, and allows down to them", async () => {
    const admin = await makeUser();
    const { teamId } = await service.create(staff, { name: "Seaty", adminEmail: admin.email, seats: 3, ...contract });
    for (let i = 0; i < 3; i += 1) {
      const member = await makeUser();
      await database.db.transaction((tx) => joinTeam(tx, { teamId, userId: member.userId, source: "invitation" }));
    }
    const attempt = service.setSeats(staff, teamId, 2);
    await expect(attempt).rejects.toThrow(Conflict);
    await expect(attempt).rejects.toThrow(ENTERPRISE_MESSAGES.seatsBelowMembers(3));
    expect(await service.setSeats(staff, teamId, 3)).toEqual({ seats: 3, used: 3 });
    expect(await service.setSeats(staff, teamId, 10)).toEqual({ seats: 10, used: 3 });
  });

  it("moves the contract end and marks the invoice paid once", async () => {
    const admin = await makeUser();
    const { teamId, invoice } = await service.create(staff, {
      name: "Payer",
      adminEmail: admin.email,
      seats: 2,
      ...contract,
    });
    await service.setContractEnd(staff, teamId, "2028-01-31");
    expect((await service.detail(staff, teamId)).contractEndsAt!.toISOString()).toBe("2028-01-31T23:59:59.999Z");
    await service.markInvoicePaid(staff, teamId, invoice.id);
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: "paid", paidAt: NOW });
    await expect(service.markInvoicePaid(staff, teamId, invoice.id)).rejects.toThrow(NotFound);
    // Another team's id cannot reach this invoice.
    await expect(service.markInvoicePaid(staff, "team_other", invoice.id)).rejects.toThrow(NotFound);
  });

  it("issues a further invoice for the team", async () => {
    const admin = await makeUser();
    const { teamId } = await service.create(staff, { name: "Renew", adminEmail: admin.email, seats: 2, ...contract });
    const second = await service.issueTeamInvoice(staff, teamId, { seats: 5, seatPriceMinor: 10_000 });
    expect(second.amountMinor).toBe(50_000);
    expect((await service.detail(staff, teamId)).invoices).toHaveLength(2);
  });
});
