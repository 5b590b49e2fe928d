import crypto from "node:crypto";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { LEAD_KINDS, LEAD_STATUSES, LeadInputSchema, type LeadKind, type LeadStatus } from "~/core/publishing.ts";
import type { Database } from "~/db/client.ts";
import { leads } from "~/db/schema/leads.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { leadConfirmationMail, leadNoticeMail } from "../../mail/templates.ts";
import { BadInput, NotFound } from "../errors.ts";
import { parseInput } from "../errors.ts";
import type { RateLimiter } from "../rate-limit.ts";

/** Per address and hour, for every form together: enough for a person, too few for a bot. */
export const LEADS_PER_IP_PER_HOUR = 10;
const HOUR_S = 60 * 60;

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact message",
  consulting: "Consulting inquiry",
  training: "Training inquiry",
  guide: "Guide download",
  enterprise: "Enterprise request",
};

export interface LeadMail {
  /** The sender's receipt; leave out for none. */
  confirmation?: { subject: string; intro: string; link?: { label: string; url: string }; echoMessage?: boolean };
  /** Whether staff get a copy at SUPPORT_EMAIL (guide downloads are counted, not mailed). */
  notifyStaff?: boolean;
  /** Where the staff copy goes instead of SUPPORT_EMAIL (enterprise requests: SALES_EMAIL). */
  staffAddress?: string;
}

export type LeadView = typeof leads.$inferSelect;

export interface LeadsDeps {
  db: Database;
  mailer: Mailer;
  limiter: Pick<RateLimiter, "enforce">;
  logger: Logger;
  supportEmail: string;
  siteUrl: string;
}

/**
 * Every form of the publishing and business pages (contact, consulting, training, guide downloads)
 * and the commerce work's enterprise requests end here. The lead is committed before any mail is
 * queued, and a mail that cannot even be queued is logged, never thrown: a message is never lost.
 */
export function createLeadsService(deps: LeadsDeps) {
  const { db, logger } = deps;

  async function queueMails(lead: LeadView, mail: LeadMail) {
    const messages = [];
    if (mail.notifyStaff ?? true) {
      const lines: [string, string][] = [];
      if (lead.organisation) lines.push(["Organization", lead.organisation]);
      if (lead.topic) lines.push(["Topic", lead.topic]);
      for (const [k, v] of Object.entries(lead.details)) lines.push([k, String(v)]);
      messages.push({
        to: mail.staffAddress ?? deps.supportEmail,
        ...leadNoticeMail({
          kindLabel: LEAD_KIND_LABELS[lead.kind],
          name: lead.name,
          email: lead.email,
          lines,
          message: lead.message ?? "",
          inboxUrl: `${deps.siteUrl}/admin/leads/${lead.id}`,
        }),
      });
    }
    if (mail.confirmation) {
      messages.push({
        to: lead.email,
        ...leadConfirmationMail({
          name: lead.name,
          subject: mail.confirmation.subject,
          intro: mail.confirmation.intro,
          message: mail.confirmation.echoMessage ? (lead.message ?? "") : undefined,
          link: mail.confirmation.link,
          siteUrl: deps.siteUrl,
        }),
      });
    }
    for (const message of messages) {
      try {
        await deps.mailer.send(message);
      } catch (error) {
        // The lead is stored and shows in the inbox: staff answer from there.
        logger.error({ err: error, leadId: lead.id, to: message.to }, "lead mail could not be queued");
      }
    }
  }

  return {
    /**
     * Stores a lead (any kind, including 'enterprise' from the commerce pages) and queues its mails.
     * Throws BadInput or RateLimited before anything is stored. A filled honeypot answers like a
     * success (`ignored`), stores and sends nothing.
     */
    async create(
      input: unknown,
      meta: { ip: string; userId?: string | null },
      mail: LeadMail | ((lead: LeadView) => LeadMail) = {},
    ): Promise<{ status: "stored"; lead: LeadView } | { status: "ignored" }> {
      const value = parseInput(LeadInputSchema, input);
      await deps.limiter.enforce(
        "leads",
        meta.ip,
        LEADS_PER_IP_PER_HOUR,
        HOUR_S,
        "You have sent several messages in a short time. Please try again in an hour, or write to us by email.",
      );
      if (value.website) return { status: "ignored" };
      const [lead] = await db
        .insert(leads)
        .values({
          id: `lead_${crypto.randomBytes(12).toString("base64url")}`,
          kind: value.kind,
          name: value.name,
          email: value.email,
          organisation: value.organisation || null,
          topic: value.topic || null,
          message: value.message || null,
          details: value.details,
          userId: meta.userId ?? null,
          ipAddress: meta.ip,
        })
        .returning();
      await queueMails(lead!, typeof mail === "function" ? mail(lead!) : mail);
      return { status: "stored", lead: lead! };
    },

    async get(id: string): Promise<LeadView> {
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      if (!lead) throw new NotFound("No such lead.");
      return lead;
    },

    async list(filter: { kind?: string; status?: string } = {}): Promise<LeadView[]> {
      const where: SQL[] = [];
      if (filter.kind && (LEAD_KINDS as readonly string[]).includes(filter.kind))
        where.push(eq(leads.kind, filter.kind as LeadKind));
      if (filter.status && (LEAD_STATUSES as readonly string[]).includes(filter.status))
        where.push(eq(leads.status, filter.status as LeadStatus));
      return db
        .select()
        .from(leads)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(leads.createdAt))
        .limit(1000);
    },

    async setStatus(id: string, status: string): Promise<LeadView> {
      if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw new BadInput("Choose a status.");
      const [lead] = await db
        .update(leads)
        .set({ status: status as LeadStatus, updatedAt: new Date() })
        .where(eq(leads.id, id))
        .returning();
      if (!lead) throw new NotFound("No such lead.");
      return lead;
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

/** The Privacy Policy's promise: a lead is deleted two years after its last update. */
export const LEAD_RETENTION_DAYS = 730;
export const LEADS_SWEEP_JOB = "leads.sweep";

/** Deletes leads untouched for LEAD_RETENTION_DAYS; returns how many. */
export async function sweepLeads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LEAD_RETENTION_DAYS * 24 * 3600 * 1000);
  const deleted = await db.delete(leads).where(lt(leads.updatedAt, cutoff)).returning({ id: leads.id });
  return deleted.length;
}

/** A daily job keeps the retention the Privacy Policy states. */
export function defineLeadsSweep(queue: JobQueue, db: Database) {
  queue.define({
    name: LEADS_SWEEP_JOB,
    cron: "41 3 * * *",
    retryLimit: 2,
    retryDelayS: 300,
    backoff: false,
    expireInS: 10 * 60,
    handle: async () => {
      await sweepLeads(db);
    },
  });
}

const csvCell = (value: unknown) => {
  let s = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  // A cell starting with = + - @ would be a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The leads as CSV (RFC 4180), safe to open in a spreadsheet. */
export function leadsToCsv(rows: LeadView[]): string {
  const header = ["id", "kind", "status", "created_at", "name", "email", "organisation", "topic", "message", "details"];
  const lines = rows.map((r) =>
    [
      r.id,
      r.kind,
      r.status,
      r.createdAt,
      r.name,
      r.email,
      r.organisation,
      r.topic,
      r.message,
      JSON.stringify(r.details),
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
