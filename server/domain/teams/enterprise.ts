/**
 * Enterprise teams (issue 19, decision 042): staff make a team billed by invoice, with seats by
 * contract until a contract end, from an enterprise request or from scratch. The first admin must
 * already have an account; the team's invoice is issued at once, due ENTERPRISE_INVOICE_DUE_DAYS later.
 * Every call checks the actor is staff (the routes check too).
 */
import crypto from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { formatUtcDate, parseUtcDay } from "~/core/format.ts";
import { formatMoney } from "~/core/money.ts";
import { ENTERPRISE_INVOICE_DUE_DAYS, TEAM_NAME_MAX, isPlausibleEmail } from "~/core/teams.ts";
import type { Database, Tx } from "~/db/client.ts";
import { invoices, type InvoiceLine } from "~/db/schema/commerce.ts";
import { leads } from "~/db/schema/leads.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noticeMail } from "../../mail/templates.ts";
import { BadInput, Conflict, NotFound } from "../errors.ts";
import { requireStaffActor } from "../staff.ts";
import { createTeam, seatsUsed } from "./membership.ts";

const DAY_MS = 24 * 3600 * 1000;
/** Seats one contract may hold; beyond it, staff split the contract or raise the limit here. */
export const ENTERPRISE_MAX_SEATS = 100_000;
/** A per-seat price above this is a typing mistake (minor units: $100,000 a seat a year). */
const MAX_SEAT_PRICE_MINOR = 10_000_000;
const CURRENCY = "USD";

const newInvoiceId = () => `inv_${crypto.randomBytes(12).toString("base64url")}`;
/** The invoice table has no team column: the team is named in the provider reference (decision 042). */

export const ENTERPRISE_MESSAGES = {
  noAccount: (email: string) =>
    `There is no account for ${email}. Ask the customer's admin to sign up at /signup with that address first, then create the team.`,
  otherTeam: (email: string) =>
    `${email} is already a member of another team. A person belongs to one team: they must leave it first.`,
  seatsBelowMembers: (used: number) =>
    `The team has ${used} member${used === 1 ? "" : "s"} with seats: the contract needs at least ${used} seat${used === 1 ? "" : "s"}. Remove members first to go lower.`,
  notInvoiced: "This team pays by card: its seats follow its Teams subscription.",
  contractInPast: "The contract must end in the future.",
} as const;

export interface EnterpriseTeamInput {
  name: string;
  adminEmail: string;
  seats: number;
  /** The last day of the contract (YYYY-MM-DD); access lasts to the end of that day (UTC). */
  contractEnd: string;
  /** The annual price of one seat, in minor units (cents). */
  seatPriceMinor: number;
  /** The enterprise request this team comes from: marked in progress. */
  leadId?: string | null;
}

/** The end of a contract day: 23:59:59.999 UTC of `YYYY-MM-DD`, or null for a date that does not exist. */
export function contractEndOf(day: string): Date | null {
  const start = parseUtcDay(day);
  return start && new Date(start.getTime() + DAY_MS - 1);
}

export function createEnterpriseTeamsService({
  db,
  mailer,
  logger,
  siteUrl,
  now: clock = () => new Date(),
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  siteUrl: string;
  now?: () => Date;
}) {
  const requireStaff = (actor: { userId: string } | null) => requireStaffActor(db, actor);

  async function teamRow(executor: Database | Tx, teamId: string, lock = false) {
    const query = executor.select().from(teams).where(eq(teams.id, teamId)).limit(1);
    const [team] = lock ? await query.for("update") : await query;
    if (!team) throw new NotFound("No such team.");
    return team;
  }

  function checkContract(input: { seats: number; contractEnd: string }) {
    const errors: Record<string, string[]> = {};
    if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > ENTERPRISE_MAX_SEATS)
      errors.seats = [`Enter a whole number of seats from 1 to ${ENTERPRISE_MAX_SEATS.toLocaleString("en-US")}.`];
    const end = contractEndOf(input.contractEnd);
    if (!end) errors.contractEnd = ["Enter the contract's end date as YYYY-MM-DD."];
    else if (end.getTime() <= clock().getTime()) errors.contractEnd = [ENTERPRISE_MESSAGES.contractInPast];
    return { errors, end };
  }

  /**
   * Issues the team's invoice to its admin: seats × the annual seat price, open, due
   * ENTERPRISE_INVOICE_DUE_DAYS after today (in `due_at`, and in its description for the PDF's readers).
   */
  async function issueInvoice(
    tx: Tx,
    input: { teamId: string; teamName: string; seats: number; seatPriceMinor: number; contractEndsAt: Date },
  ) {
    const [admin] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.role, "admin")))
      .orderBy(asc(teamMembers.joinedAt))
      .limit(1);
    if (!admin) throw new Conflict("The team has no admin to send the invoice to.");
    const issuedAt = clock();
    const dueAt = new Date(issuedAt.getTime() + ENTERPRISE_INVOICE_DUE_DAYS * DAY_MS);
    const amount = input.seats * input.seatPriceMinor;
    const periodStart = issuedAt.toISOString().slice(0, 10);
    const periodEnd = input.contractEndsAt.toISOString().slice(0, 10);
    const line: InvoiceLine = {
      description: `Maven Analytics for Teams: ${input.seats} seat${input.seats === 1 ? "" : "s"} for ${input.teamName}, to ${formatUtcDate(input.contractEndsAt)}`,
      quantity: input.seats,
      unitAmount: input.seatPriceMinor,
      amount,
      periodStart,
      periodEnd,
    };
    const sequence = (await tx.execute(sql`select nextval('invoice_number_seq')::int as next`)) as unknown as {
      rows: { next: number }[];
    };
    const number = `MA-${issuedAt.getUTCFullYear()}-${String(Number(sequence.rows[0]!.next)).padStart(6, "0")}`;
    const id = newInvoiceId();
    await tx.insert(invoices).values({
      id,
      userId: admin.id,
      kind: "invoice",
      number,
      description: `${input.teamName}: ${input.seats} seats by contract. Due ${formatUtcDate(dueAt)}, by bank transfer.`,
      lines: [line],
      subtotal: amount,
      discount: 0,
      amountMinor: amount,
      currency: CURRENCY,
      status: "open",
      billingName: input.teamName,
      billingEmail: admin.email,
      // No payment provider: staff issue it and mark it paid when the transfer arrives.
      provider: "manual",
      teamId: input.teamId,
      issuedAt,
      dueAt,
    });
    await mailer.send(
      {
        to: admin.email,
        ...noticeMail({
          name: admin.name,
          subject: `Invoice ${number} for ${input.teamName}`,
          paragraphs: [
            `Your invoice for ${input.teamName} is ready. Please pay it by bank transfer by ${formatUtcDate(dueAt)}.`,
          ],
          rows: [
            ["Seats", String(input.seats)],
            ["Amount", formatMoney(amount, CURRENCY)],
            ["Due", formatUtcDate(dueAt)],
          ],
          action: { label: "See the invoice", url: `${siteUrl}/dashboard/account/invoices/${id}` },
          siteUrl,
        }),
      },
      { executor: tx },
    );
    return { id, number, dueAt, amountMinor: amount };
  }

  return {
    /** Every team, newest first, with seats used: the staff list. */
    async list(actor: { userId: string } | null) {
      await requireStaff(actor);
      const used = db
        .select({ teamId: teamMembers.teamId, n: count().as("n") })
        .from(teamMembers)
        .where(and(eq(teamMembers.status, "active"), eq(teamMembers.holdsSeat, true)))
        .groupBy(teamMembers.teamId)
        .as("used");
      const rows = await db
        .select({
          id: teams.id,
          name: teams.name,
          billing: teams.billing,
          seats: teams.seats,
          used: sql<number>`coalesce(${used.n}, 0)::int`,
          contractEndsAt: teams.contractEndsAt,
          ssoDomain: teams.ssoDomain,
          createdAt: teams.createdAt,
        })
        .from(teams)
        .leftJoin(used, eq(used.teamId, teams.id))
        .orderBy(desc(teams.createdAt))
        .limit(500);
      return rows;
    },

    /** What the new-team form starts from when staff come from an enterprise request. */
    async leadPrefill(actor: { userId: string } | null, leadId: string) {
      await requireStaff(actor);
      const [lead] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.kind, "enterprise")))
        .limit(1);
      if (!lead) throw new NotFound("No such enterprise request.");
      const seats = Number((lead.details as { seats?: unknown }).seats);
      return {
        leadId: lead.id,
        name: (lead.organisation ?? "").slice(0, TEAM_NAME_MAX),
        adminEmail: lead.email,
        seats: Number.isInteger(seats) && seats > 0 ? seats : null,
        contactName: lead.name,
      };
    },

    /**
     * Makes the team, its first admin (source "staff") and its invoice in one transaction. The admin
     * must have an account and be in no other team; the contract must end in the future.
     */
    async create(actor: { userId: string } | null, input: EnterpriseTeamInput) {
      await requireStaff(actor);
      const name = input.name.trim();
      const email = input.adminEmail.trim().toLowerCase();
      const { errors, end } = checkContract(input);
      if (name.length < 2 || name.length > TEAM_NAME_MAX)
        errors.name = [`Enter the team's name (2 to ${TEAM_NAME_MAX} characters).`];
      if (!isPlausibleEmail(email)) errors.adminEmail = ["Enter the admin's e-mail address."];
      if (
        !Number.isInteger(input.seatPriceMinor) ||
        input.seatPriceMinor < 0 ||
        input.seatPriceMinor > MAX_SEAT_PRICE_MINOR
      )
        errors.seatPrice = ["Enter the annual price of one seat, like 300 or 299.50."];
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new BadInput(first, errors);

      const result = await db.transaction(async (tx) => {
        const [admin] = await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.email, email))
          .limit(1);
        if (!admin) {
          const message = ENTERPRISE_MESSAGES.noAccount(email);
          throw new BadInput(message, { adminEmail: [message] });
        }
        const [membership] = await tx
          .select({ teamId: teamMembers.teamId })
          .from(teamMembers)
          .where(eq(teamMembers.userId, admin.id))
          .limit(1);
        if (membership) {
          const message = ENTERPRISE_MESSAGES.otherTeam(email);
          throw new Conflict(message, { adminEmail: [message] });
        }
        const teamId = await createTeam(tx, {
          name,
          billing: "invoice",
          seats: input.seats,
          contractEndsAt: end!,
          adminUserId: admin.id,
          adminSource: "staff",
        });
        const invoice = await issueInvoice(tx, {
          teamId,
          teamName: name,
          seats: input.seats,
          seatPriceMinor: input.seatPriceMinor,
          contractEndsAt: end!,
        });
        if (input.leadId) {
          await tx
            .update(leads)
            .set({ status: "in_progress", updatedAt: clock() })
            .where(and(eq(leads.id, input.leadId), eq(leads.kind, "enterprise"), eq(leads.status, "new")));
        }
        await mailer.send(
          {
            to: email,
            ...noticeMail({
              name: admin.name,
              subject: `Your team ${name} is ready on Maven Analytics`,
              paragraphs: [
                `We've set up ${name} with ${input.seats} seats until ${formatUtcDate(end!)}, and made you its admin.`,
                "Invite your colleagues and assign their first learning from your team page.",
              ],
              action: { label: "Set up your team", url: `${siteUrl}/onboarding/team` },
              siteUrl,
            }),
          },
          { executor: tx },
        );
        return { teamId, invoice };
      });
      logger.info({ teamId: result.teamId, seats: input.seats }, "enterprise team created");
      return result;
    },

    /** One team as staff see it: contract, members, its enterprise invoices and SSO (without the secret). */
    async detail(actor: { userId: string } | null, teamId: string) {
      await requireStaff(actor);
      const team = await teamRow(db, teamId);
      const [members] = await db
        .select({
          active: sql<number>`count(*) filter (where ${teamMembers.status} = 'active' and ${teamMembers.holdsSeat})::int`,
          waiting: sql<number>`count(*) filter (where ${teamMembers.status} = 'waiting')::int`,
        })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId));
      const admins = await db
        .select({ name: users.name, email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, "admin")))
        .orderBy(asc(teamMembers.joinedAt));
      const teamInvoices = await db
        .select({
          id: invoices.id,
          number: invoices.number,
          status: invoices.status,
          amountMinor: invoices.amountMinor,
          currency: invoices.currency,
          issuedAt: invoices.issuedAt,
          dueAt: invoices.dueAt,
          paidAt: invoices.paidAt,
        })
        .from(invoices)
        .where(eq(invoices.teamId, teamId))
        .orderBy(desc(invoices.issuedAt));
      return {
        id: team.id,
        name: team.name,
        billing: team.billing,
        seats: team.seats,
        contractEndsAt: team.contractEndsAt,
        active: members?.active ?? 0,
        waiting: members?.waiting ?? 0,
        admins,
        invoices: teamInvoices.map((i) => ({ ...i, amount: formatMoney(i.amountMinor, i.currency) })),
        sso: {
          issuer: team.ssoIssuer,
          clientId: team.ssoClientId,
          domain: team.ssoDomain,
          hasSecret: team.ssoClientSecret !== null,
        },
      };
    },

    /** The contract's seats; never below the active members (waiting ones are let in by their admin). */
    async setSeats(actor: { userId: string } | null, teamId: string, seats: number) {
      await requireStaff(actor);
      if (!Number.isInteger(seats) || seats < 1 || seats > ENTERPRISE_MAX_SEATS) {
        const message = `Enter a whole number of seats from 1 to ${ENTERPRISE_MAX_SEATS.toLocaleString("en-US")}.`;
        throw new BadInput(message, { seats: [message] });
      }
      return db.transaction(async (tx) => {
        // The same lock joinTeam takes: no join can slip in between the count and the change.
        const team = await teamRow(tx, teamId, true);
        if (team.billing !== "invoice") throw new Conflict(ENTERPRISE_MESSAGES.notInvoiced);
        const used = await seatsUsed(tx, teamId);
        if (seats < used) {
          const message = ENTERPRISE_MESSAGES.seatsBelowMembers(used);
          throw new Conflict(message, { seats: [message] });
        }
        await tx.update(teams).set({ seats, updatedAt: clock() }).where(eq(teams.id, teamId));
        return { seats, used };
      });
    },

    async setContractEnd(actor: { userId: string } | null, teamId: string, contractEnd: string) {
      await requireStaff(actor);
      const end = contractEndOf(contractEnd);
      if (!end)
        throw new BadInput("Enter the contract's end date as YYYY-MM-DD.", {
          contractEnd: ["Enter the contract's end date as YYYY-MM-DD."],
        });
      const team = await teamRow(db, teamId);
      if (team.billing !== "invoice") throw new Conflict(ENTERPRISE_MESSAGES.notInvoiced);
      await db.update(teams).set({ contractEndsAt: end, updatedAt: clock() }).where(eq(teams.id, teamId));
      return { contractEndsAt: end };
    },

    /** Another invoice for the team (a renewal, added seats): seats × price, due like the first. */
    async issueTeamInvoice(
      actor: { userId: string } | null,
      teamId: string,
      input: { seats: number; seatPriceMinor: number },
    ) {
      await requireStaff(actor);
      if (
        !Number.isInteger(input.seatPriceMinor) ||
        input.seatPriceMinor < 0 ||
        input.seatPriceMinor > MAX_SEAT_PRICE_MINOR
      )
        throw new BadInput("Enter the annual price of one seat, like 300 or 299.50.", {
          seatPrice: ["Enter the annual price of one seat, like 300 or 299.50."],
        });
      if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > ENTERPRISE_MAX_SEATS)
        throw new BadInput("Enter the number of seats to invoice.", {
          seats: ["Enter the number of seats to invoice."],
        });
      return db.transaction(async (tx) => {
        const team = await teamRow(tx, teamId);
        if (team.billing !== "invoice" || !team.contractEndsAt) throw new Conflict(ENTERPRISE_MESSAGES.notInvoiced);
        return issueInvoice(tx, {
          teamId,
          teamName: team.name,
          seats: input.seats,
          seatPriceMinor: input.seatPriceMinor,
          contractEndsAt: team.contractEndsAt,
        });
      });
    },

    /** The transfer arrived: the team's open invoice is paid. */
    async markInvoicePaid(actor: { userId: string } | null, teamId: string, invoiceId: string) {
      await requireStaff(actor);
      const [updated] = await db
        .update(invoices)
        .set({ status: "paid", paidAt: clock() })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.teamId, teamId), eq(invoices.status, "open")))
        .returning({ number: invoices.number });
      if (!updated) throw new NotFound("That invoice isn't open on this team.");
      return updated;
    },
  };
}

export type EnterpriseTeamsService = ReturnType<typeof createEnterpriseTeamsService>;
