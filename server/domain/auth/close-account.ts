import { and, count, desc, eq, getTableColumns, gt, inArray, is, ne, sql } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { CloseAccountFormSchema } from "~/core/auth-forms.ts";
import { LIVE_STATUSES } from "~/core/entitlement.ts";
import { formatUtcDate, formatUtcDateTime } from "~/core/format.ts";
import { parseJsonList, ProjectImageSchema } from "~/core/json-list.ts";
import type { Tx } from "~/db/client.ts";
import * as schema from "~/db/schema/index.ts";
import { showcaseProjects } from "~/db/schema/catalog.ts";
import { billingCustomers, checkoutOrders, invoices, subscriptions } from "~/db/schema/commerce.ts";
import { leads } from "~/db/schema/leads.ts";
import { newsletterSubscribers } from "~/db/schema/newsletter.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import { noticeMail } from "../../mail/templates.ts";
import { BadInput, parseInput } from "../errors.ts";
import type { AuthKit } from "./kit.ts";

/** How long a checkout can still be paid after it starts (Stripe's Checkout Session lifetime). */
export const OPEN_CHECKOUT_HOURS = 24;

/**
 * Records kept after an account is closed: the law keeps invoices for years, and orders, the plan's
 * history and the provider's customer are what a refund or a dispute is settled with. They stay tied
 * to the user row, which then names nobody.
 */
const KEPT = new Set<PgTable>([subscriptions, checkoutOrders, invoices, billingCustomers]);

/** Rows that only point at the person (`on delete set null`) but are the person's own words: erased too. */
const ERASED_ALTHOUGH_SET_NULL = new Set<PgTable>([leads]);

export const CLOSE_ACCOUNT_MESSAGES = {
  emailMismatch: "Type the email address of this account, as shown above.",
  passwordNeeded: "Enter your password.",
} as const;

/** What stops an account from being closed now, said so the person knows what to do first. */
export interface ClosureBlocker {
  reason: "staff" | "plan" | "checkout" | "team";
  message: string;
}

/** Every foreign key to `user.id` in the schema, found rather than listed, so a new table is not forgotten. */
function userReferences() {
  const found: { table: PgTable; column: PgColumn; key: string; onDelete: string | undefined }[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === users) continue;
    const columns = Object.entries(getTableColumns(table));
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== users || ref.columns.length !== 1) continue;
      const column = ref.columns[0]!;
      const key = columns.find(([, c]) => c === column)![0];
      found.push({ table, column, key, onDelete: fk.onDelete });
    }
  }
  return found;
}

/**
 * Closing an account (decision 059). The person confirms with their address and, when the account
 * has one, their password; their data is erased in one transaction with the goodbye mail, and every
 * session ends.
 */
export function createCloseAccountFlow(kit: AuthKit) {
  const { db, mailer, siteUrl, clock, audit } = kit;
  const references = userReferences();

  /** The person's plan that can still charge, set to renew or (renews: false) canceled but running. */
  async function livePlan(userId: string, { renews }: { renews: boolean }) {
    const [plan] = await db
      .select({ periodEnd: subscriptions.currentPeriodEnd, status: subscriptions.status })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          eq(subscriptions.cancelAtPeriodEnd, !renews),
        ),
      )
      .limit(1);
    return plan ?? null;
  }

  async function closureBlockers(userId: string): Promise<ClosureBlocker[]> {
    const user = await kit.userById(userId);
    const blockers: ClosureBlocker[] = [];
    if (user.role !== "learner") {
      blockers.push({
        reason: "staff",
        message:
          "This account has a staff role. An admin removes the role first (Staff area → People); then you can delete it here.",
      });
    }
    const plan = await livePlan(userId, { renews: true });
    if (plan) {
      blockers.push({
        reason: "plan",
        message:
          plan.status === "trialing"
            ? `Your free trial turns into a paid plan on ${formatUtcDate(plan.periodEnd)}. Cancel it in My Subscription first, so you are not charged.`
            : `Your plan renews on ${formatUtcDate(plan.periodEnd)}. Cancel it in My Subscription first, so you are not charged again.`,
      });
    }
    // A checkout still open could be paid after the account is gone, buying a plan nobody can use.
    const [checkout] = await db
      .select({ createdAt: checkoutOrders.createdAt })
      .from(checkoutOrders)
      .where(
        and(
          eq(checkoutOrders.userId, userId),
          inArray(checkoutOrders.status, ["open", "processing"]),
          gt(checkoutOrders.createdAt, new Date(clock().getTime() - OPEN_CHECKOUT_HOURS * 3_600_000)),
        ),
      )
      .orderBy(desc(checkoutOrders.createdAt))
      .limit(1);
    if (checkout) {
      const closes = new Date(checkout.createdAt.getTime() + OPEN_CHECKOUT_HOURS * 3_600_000);
      blockers.push({
        reason: "checkout",
        message: `A checkout you started is still open and could still be paid. Finish it, or delete your account after it closes (${formatUtcDateTime(closes)}).`,
      });
    }
    const [membership] = await db
      .select({ teamId: teamMembers.teamId, role: teamMembers.role, team: teams.name })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, "active")))
      .limit(1);
    if (membership?.role === "admin") {
      const others = await db
        .select({ role: teamMembers.role, n: count() })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, membership.teamId), ne(teamMembers.userId, userId)))
        .groupBy(teamMembers.role);
      const otherAdmins = others.find((o) => o.role === "admin")?.n ?? 0;
      const otherPeople = others.reduce((sum, o) => sum + o.n, 0);
      if (otherPeople > 0 && otherAdmins === 0) {
        blockers.push({
          reason: "team",
          message: `You are the only admin of ${membership.team}. Make another member an admin on the team's Members page first, so the team is not left without one.`,
        });
      }
    }
    return blockers;
  }

  /** Every file the person uploaded: the avatar and their showcase projects' images. */
  async function uploadsOf(tx: Tx, userId: string, avatar: string | null): Promise<string[]> {
    const projects = await tx
      .select({ images: showcaseProjects.images })
      .from(showcaseProjects)
      .where(eq(showcaseProjects.authorId, userId));
    // An unreadable list has no file we could name; the project row goes either way.
    const images = projects.flatMap((p) => parseJsonList(p.images, ProjectImageSchema, () => {}));
    return [...(avatar ? [avatar] : []), ...images.map((image) => image.src)];
  }

  return {
    closureBlockers,

    /** The end of paid access a closure gives up (a plan canceled but still running), or null. */
    async paidAccessLostOnClosure(userId: string): Promise<Date | null> {
      const plan = await livePlan(userId, { renews: false });
      return plan && plan.periodEnd > clock() ? plan.periodEnd : null;
    },

    /** Whether the confirmation asks for a password (a Google-only account types its address alone). */
    async closureAsksPassword(userId: string): Promise<boolean> {
      return (await kit.passwordHashOf(userId)) !== null;
    },

    /**
     * Erases the account and returns the address the goodbye mail went to. Refused while a blocker
     * stands, or when the address or password typed is not this account's.
     */
    async closeAccount(userId: string, input: unknown): Promise<{ email: string }> {
      const data = parseInput(CloseAccountFormSchema, input);
      const user = await kit.userById(userId);
      if (data.email !== user.email.toLowerCase()) {
        throw new BadInput(CLOSE_ACCOUNT_MESSAGES.emailMismatch, { email: [CLOSE_ACCOUNT_MESSAGES.emailMismatch] });
      }
      if (await kit.passwordHashOf(userId)) {
        if (!data.password) {
          throw new BadInput(CLOSE_ACCOUNT_MESSAGES.passwordNeeded, {
            password: [CLOSE_ACCOUNT_MESSAGES.passwordNeeded],
          });
        }
        await kit.assertPassword(user, data.password);
      }
      const [blocker] = await closureBlockers(userId);
      if (blocker) throw new BadInput(blocker.message);

      const uploads = await db.transaction(async (tx) => {
        const srcs = await uploadsOf(tx, userId, user.image);
        await mailer.send(
          {
            to: user.email,
            ...noticeMail({
              name: user.firstName ?? user.name,
              subject: "Your Maven Analytics account is deleted",
              paragraphs: [
                `We deleted the account for ${user.email} on ${formatUtcDate(clock())}, as you asked: your profile, learning progress, certificates, projects and preferences are gone, and every device is signed out.`,
                "We keep your invoices and order records, because tax law requires it; they no longer belong to an account anyone can sign in to.",
                "You are welcome back any time: signing up again with this address starts a new, empty account.",
              ],
              siteUrl,
            }),
          },
          { executor: tx },
        );
        for (const { table, column, key, onDelete } of references) {
          if (KEPT.has(table)) continue;
          if (onDelete === "cascade" || ERASED_ALTHOUGH_SET_NULL.has(table)) {
            await tx.delete(table).where(eq(column, userId));
          } else {
            await tx
              .update(table)
              .set({ [key]: null })
              .where(eq(column, userId));
          }
        }
        await tx
          .delete(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${user.email.toLowerCase()}`);
        await tx
          .update(billingCustomers)
          .set({ cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null, updatedAt: clock() })
          .where(eq(billingCustomers.userId, userId));
        await tx
          .update(users)
          .set({
            name: "Deleted account",
            firstName: null,
            lastName: null,
            email: `deleted-${userId}@deleted.invalid`,
            emailVerified: false,
            image: null,
            updatedAt: clock(),
          })
          .where(eq(users.id, userId));
        return srcs;
      });
      await kit.images?.remove(uploads);
      await kit.onSessionsEnded?.(userId, {});
      audit("account.closed", { userId });
      return { email: user.email };
    },
  };
}
