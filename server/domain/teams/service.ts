/**
 * Teams for business (issue 19): the team, its seats, invitations, the join link, members, roles and
 * groups. Assignments and reports are their own modules (assignments.ts, reports.ts). Every action
 * starts from `requireTeamActor` and the policies of core/teams.ts.
 */
import crypto from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { proration } from "~/core/billing.ts";
import { CsvError, CsvParser } from "~/core/csv.ts";
import { formatMoney } from "~/core/money.ts";
import {
  emailDomain,
  GroupFormSchema,
  INVITATION_TTL_DAYS,
  INVITE_CSV_TOO_LARGE_MESSAGE,
  InviteFormSchema,
  JoinLinkFormSchema,
  MAX_INVITE_CSV_BYTES,
  MAX_INVITES_PER_BATCH,
  parseInviteRows,
  SeatsFormSchema,
  splitPastedEmails,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  TeamDetailsFormSchema,
  type InviteRow,
  type TeamRole,
} from "~/core/teams.ts";
import type { Database, Tx } from "~/db/client.ts";
import { plans, subscriptions } from "~/db/schema/commerce.ts";
import {
  teamGroupMembers,
  teamGroups,
  teamInvitations,
  teamInviteBatches,
  teamMembers,
  teams,
} from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import { createHasher, randomToken } from "../../auth/crypto.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noticeMail } from "../../mail/templates.ts";
import type { ImageStore } from "../../media/images.ts";
import type { PaymentsProvider } from "../../payments/port.ts";
import { CardDeclined } from "../../payments/port.ts";
import { BadInput, Conflict, Forbidden, NotFound, parseInput, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { loadTeamMembership, requireTeamActor } from "./access.ts";
import { assignTeamWide, joinTeam, newJoinToken, seatsUsed, type JoinResult } from "./membership.ts";

const DAY_MS = 24 * 3600 * 1000;
const newInvitationId = () => `tinv_${crypto.randomBytes(12).toString("base64url")}`;
const newGroupId = () => `tgrp_${crypto.randomBytes(12).toString("base64url")}`;

export type InvitationState = "open" | "expired" | "accepted" | "revoked";

export interface InviteOutcome {
  invited: string[];
  resent: string[];
  /** Rows that were not invited, each with its reason (bad address, already a member, …). */
  errors: InviteRow[];
}

export function createTeamsService({
  db,
  mailer,
  images,
  payments,
  siteUrl,
  secret,
  logger,
  now: clock = () => new Date(),
  billingNow = async () => clock(),
}: {
  db: Database;
  mailer: Mailer;
  images: ImageStore;
  payments: Pick<PaymentsProvider, "mode" | "changeSeats">;
  siteUrl: string;
  /** The auth secret: invitation tokens are kept as keyed hashes. */
  secret: string;
  logger: Logger;
  now?: () => Date;
  /** The payments provider's time: test mode keeps its own clock (billing:advance), which quotes follow. */
  billingNow?: () => Promise<Date>;
}) {
  const hash = createHasher(secret);
  const site = siteUrl.replace(/\/$/, "");
  const invitationUrl = (token: string) => `${site}/team-invitations/${token}`;
  const joinUrl = (token: string) => `${site}/join/${token}`;

  async function memberIds(teamId: string, executor: Database | Tx = db) {
    const rows = await executor
      .select({ userId: teamMembers.userId, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId));
    return rows;
  }

  async function adminCount(tx: Database | Tx, teamId: string) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, "admin"), eq(teamMembers.status, "active")));
    return row?.n ?? 0;
  }

  async function groupOfTeam(teamId: string, groupId: string | undefined | null, executor: Database | Tx = db) {
    if (!groupId) return null;
    const [group] = await executor
      .select({ id: teamGroups.id, name: teamGroups.name })
      .from(teamGroups)
      .where(and(eq(teamGroups.id, groupId), eq(teamGroups.teamId, teamId)))
      .limit(1);
    if (!group) throw new BadInput("That group isn't in your team.", { groupId: ["Choose one of your groups."] });
    return group;
  }

  function invitationState(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }): InvitationState {
    if (row.acceptedAt) return "accepted";
    if (row.revokedAt) return "revoked";
    if (row.expiresAt.getTime() <= clock().getTime()) return "expired";
    return "open";
  }

  async function sendInvitationMail(
    tx: Tx,
    input: { email: string; token: string; teamName: string; inviterName: string | null; expiresAt: Date },
  ) {
    const mail = noticeMail({
      subject: `${input.inviterName ?? "Your team"} invited you to ${input.teamName} on Maven Analytics`,
      paragraphs: [
        `${input.inviterName ?? "A team admin"} invited you to join ${input.teamName} on Maven Analytics: courses, learning paths and guided projects in data analytics, paid for by your team.`,
        `Accept with this address (${input.email}): sign up or log in, and you're in. The invitation works until ${input.expiresAt.toUTCString().slice(0, 16)}.`,
      ],
      action: { label: "Accept the invitation", url: invitationUrl(input.token) },
      siteUrl: site,
    });
    await mailer.send({ to: input.email, ...mail }, { executor: tx });
  }

  /** The rows of a pasted list or an uploaded CSV, before anything is checked against the team. */
  function inviteRowsOf(input: { emails?: unknown; csv?: Uint8Array | null }, role: TeamRole): InviteRow[] {
    if (input.csv && input.csv.byteLength > 0) {
      if (input.csv.byteLength > MAX_INVITE_CSV_BYTES)
        throw new BadInput(INVITE_CSV_TOO_LARGE_MESSAGE, { csv: [INVITE_CSV_TOO_LARGE_MESSAGE] });
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(input.csv).replace(/^\uFEFF/, "");
      } catch {
        throw new BadInput("That file isn't a text CSV file.", { csv: ["That file isn't a text CSV file."] });
      }
      try {
        // Raw rows, not parseCsv's header-shaped ones: a role column may follow an `email`-only header.
        const parser = new CsvParser();
        parser.push(text);
        parser.end();
        const rows = parser.takeRows();
        if (rows.length > MAX_INVITES_PER_BATCH + 1)
          throw new BadInput(`Invite at most ${MAX_INVITES_PER_BATCH} people at a time.`, {
            csv: [`Invite at most ${MAX_INVITES_PER_BATCH} people at a time.`],
          });
        return parseInviteRows(rows, role);
      } catch (error) {
        if (error instanceof CsvError)
          throw new BadInput(`That CSV file can't be read: ${error.message}.`, { csv: [error.message] });
        throw error;
      }
    }
    const text = typeof input.emails === "string" ? input.emails : "";
    return parseInviteRows(splitPastedEmails(text), role);
  }

  /** Locks the team row for the rest of the transaction (seat counts); returns its seat count. */
  async function lockTeam(tx: Tx, teamId: string): Promise<number> {
    const [team] = await tx.select({ seats: teams.seats }).from(teams).where(eq(teams.id, teamId)).for("update");
    if (!team) throw new NotFound("That team no longer exists.");
    return team.seats;
  }

  /** Takes a person out of a team: their group places, then the membership itself. */
  async function removeFromTeam(tx: Tx, teamId: string, userId: string) {
    const groupIds = tx.select({ id: teamGroups.id }).from(teamGroups).where(eq(teamGroups.teamId, teamId));
    await tx
      .delete(teamGroupMembers)
      .where(and(eq(teamGroupMembers.userId, userId), inArray(teamGroupMembers.groupId, groupIds)));
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  }

  const service = {
    /** The viewer's team membership as the shell and the team pages need it, or null. */
    async membership(viewer: Viewer | null) {
      if (!viewer) return null;
      return loadTeamMembership(db, viewer.userId);
    },

    /** The team's header: name, logo, seats used and waiting, billing. For any active member. */
    async overview(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer);
      const [waiting] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.status, "waiting")));
      const [team] = await db.select().from(teams).where(eq(teams.id, actor.teamId)).limit(1);
      // Who pays by card: the plan and its receipts are in that person's account, not every admin's.
      const [buyer] = team!.subscriptionId
        ? await db
            .select({ userId: users.id, name: users.name })
            .from(subscriptions)
            .innerJoin(users, eq(users.id, subscriptions.userId))
            .where(eq(subscriptions.id, team!.subscriptionId))
            .limit(1)
        : [];
      return {
        role: actor.role,
        buyer: buyer ? { name: buyer.name, isViewer: buyer.userId === viewer!.userId } : null,
        managedGroupIds: actor.managedGroupIds,
        team: {
          id: team!.id,
          name: team!.name,
          logoSrc: team!.logoKey,
          billing: team!.billing,
          seats: team!.seats,
          onboarded: team!.onboardedAt !== null,
          contractEndsAt: team!.contractEndsAt,
        },
        seatsUsed: await seatsUsed(db, actor.teamId),
        waiting: waiting?.n ?? 0,
      };
    },

    // ---------------------------------------------------------------- details and onboarding

    async rename(viewer: Viewer | null, input: Record<string, unknown>) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const form = parseInput(TeamDetailsFormSchema, input);
      await db.update(teams).set({ name: form.name, updatedAt: new Date() }).where(eq(teams.id, actor.teamId));
      return { name: form.name };
    },

    /** A new logo: checked by content, resized and re-encoded by the image store; the old file goes. */
    async setLogo(viewer: Viewer | null, bytes: Uint8Array) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const stored = await images.save(bytes, "logo", "logo");
      const [before] = await db.select({ logo: teams.logoKey }).from(teams).where(eq(teams.id, actor.teamId));
      await db.update(teams).set({ logoKey: stored.src, updatedAt: new Date() }).where(eq(teams.id, actor.teamId));
      if (before?.logo) await images.remove([before.logo]);
      return { src: stored.src };
    },

    async removeLogo(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const [before] = await db.select({ logo: teams.logoKey }).from(teams).where(eq(teams.id, actor.teamId));
      await db.update(teams).set({ logoKey: null, updatedAt: new Date() }).where(eq(teams.id, actor.teamId));
      if (before?.logo) await images.remove([before.logo]);
    },

    async completeOnboarding(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      await db
        .update(teams)
        .set({ onboardedAt: sql`coalesce(${teams.onboardedAt}, now())`, updatedAt: new Date() })
        .where(eq(teams.id, actor.teamId));
    },

    // ---------------------------------------------------------------- invitations

    /**
     * What an invite would do, row by row, without sending anything: the preview of a pasted list or
     * CSV file. Rows for people already in the team or already invited are marked.
     */
    async previewInvites(viewer: Viewer | null, input: { emails?: unknown; csv?: Uint8Array | null; role?: unknown }) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const role = TEAM_ROLES.includes(input.role as TeamRole) ? (input.role as TeamRole) : "member";
      const rows = inviteRowsOf(input, role);
      if (rows.length > MAX_INVITES_PER_BATCH)
        throw new BadInput(`Invite at most ${MAX_INVITES_PER_BATCH} people at a time.`);
      const members = new Set((await memberIds(actor.teamId)).map((m) => m.email.toLowerCase()));
      return rows.map((row) =>
        row.error || !members.has(row.email) ? row : { ...row, error: `${row.email} is already in your team.` },
      );
    },

    /**
     * Invites people by e-mail: each good row gets an invitation (or, when one is open already, a
     * new link by mail); bad rows come back with their reasons and do not stop the good ones.
     */
    async invite(
      viewer: Viewer | null,
      input: { emails?: unknown; csv?: Uint8Array | null; role?: unknown; groupId?: unknown },
    ): Promise<InviteOutcome & { batchId: string }> {
      const actor = await requireTeamActor(db, viewer, "admin");
      const hasCsv = Boolean(input.csv && input.csv.byteLength > 0);
      const form = hasCsv
        ? {
            role: TEAM_ROLES.includes(input.role as TeamRole) ? (input.role as TeamRole) : "member",
            groupId: typeof input.groupId === "string" ? input.groupId : undefined,
          }
        : parseInput(InviteFormSchema, {
            emails: input.emails,
            role: input.role || undefined,
            groupId: input.groupId || undefined,
          });
      const group = await groupOfTeam(actor.teamId, form.groupId || null);
      const rows = inviteRowsOf(input, form.role);
      if (rows.length === 0)
        throw new BadInput("There are no e-mail addresses to invite.", {
          emails: ["Enter at least one e-mail address."],
        });
      if (rows.length > MAX_INVITES_PER_BATCH)
        throw new BadInput(`Invite at most ${MAX_INVITES_PER_BATCH} people at a time.`);
      const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
      const outcome: InviteOutcome = { invited: [], resent: [], errors: [] };
      const batchId = `tib_${crypto.randomBytes(12).toString("base64url")}`;
      await db.transaction(async (tx) => {
        const members = new Set((await memberIds(actor.teamId, tx)).map((m) => m.email.toLowerCase()));
        const open = await tx
          .select({ id: teamInvitations.id, email: teamInvitations.email })
          .from(teamInvitations)
          .where(
            and(
              eq(teamInvitations.teamId, actor.teamId),
              isNull(teamInvitations.acceptedAt),
              isNull(teamInvitations.revokedAt),
            ),
          );
        const openByEmail = new Map(open.map((o) => [o.email, o.id]));
        const expiresAt = new Date(clock().getTime() + INVITATION_TTL_DAYS * DAY_MS);
        for (const row of rows) {
          if (row.error) {
            outcome.errors.push(row);
            continue;
          }
          if (members.has(row.email)) {
            outcome.errors.push({ ...row, error: `${row.email} is already in your team.` });
            continue;
          }
          const token = randomToken();
          const existing = openByEmail.get(row.email);
          if (existing) {
            await tx
              .update(teamInvitations)
              .set({
                tokenHash: hash(token),
                role: row.role,
                groupId: group?.id ?? null,
                sentAt: clock(),
                sendCount: sql`${teamInvitations.sendCount} + 1`,
                expiresAt,
              })
              .where(eq(teamInvitations.id, existing));
            outcome.resent.push(row.email);
          } else {
            await tx.insert(teamInvitations).values({
              id: newInvitationId(),
              teamId: actor.teamId,
              email: row.email,
              role: row.role,
              groupId: group?.id ?? null,
              tokenHash: hash(token),
              invitedBy: actor.userId,
              sentAt: clock(),
              createdAt: clock(),
              expiresAt,
            });
            outcome.invited.push(row.email);
          }
          await sendInvitationMail(tx, {
            email: row.email,
            token,
            teamName: actor.team.name,
            inviterName: inviter?.name ?? null,
            expiresAt,
          });
        }
        await tx
          .delete(teamInviteBatches)
          .where(
            and(
              eq(teamInviteBatches.teamId, actor.teamId),
              lt(teamInviteBatches.createdAt, new Date(clock().getTime() - DAY_MS)),
            ),
          );
        await tx
          .insert(teamInviteBatches)
          .values({ id: batchId, teamId: actor.teamId, createdBy: actor.userId, createdAt: clock(), outcome });
      });
      return { ...outcome, batchId };
    },

    /** A send's outcome for its result page (a day long), to an admin of the same team; else null. */
    async inviteBatch(viewer: Viewer | null, batchId: string): Promise<InviteOutcome | null> {
      const actor = await requireTeamActor(db, viewer, "admin");
      const [batch] = await db
        .select({ outcome: teamInviteBatches.outcome })
        .from(teamInviteBatches)
        .where(
          and(
            eq(teamInviteBatches.id, batchId),
            eq(teamInviteBatches.teamId, actor.teamId),
            gt(teamInviteBatches.createdAt, new Date(clock().getTime() - DAY_MS)),
          ),
        )
        .limit(1);
      return batch?.outcome ?? null;
    },

    /** Invitations not yet accepted (open, expired or revoked in the last 30 days), newest first. */
    async invitations(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const rows = await db
        .select({
          id: teamInvitations.id,
          email: teamInvitations.email,
          role: teamInvitations.role,
          groupName: teamGroups.name,
          sentAt: teamInvitations.sentAt,
          sendCount: teamInvitations.sendCount,
          expiresAt: teamInvitations.expiresAt,
          acceptedAt: teamInvitations.acceptedAt,
          revokedAt: teamInvitations.revokedAt,
        })
        .from(teamInvitations)
        .leftJoin(teamGroups, eq(teamGroups.id, teamInvitations.groupId))
        .where(
          and(
            eq(teamInvitations.teamId, actor.teamId),
            isNull(teamInvitations.acceptedAt),
            sql`(${teamInvitations.revokedAt} is null or ${teamInvitations.revokedAt} > now() - interval '30 days')`,
          ),
        )
        .orderBy(desc(teamInvitations.sentAt));
      return rows.map((r) => ({ ...r, state: invitationState(r) }));
    },

    /** A new link by mail, valid for another INVITATION_TTL_DAYS; the old link stops working. */
    async resendInvitation(viewer: Viewer | null, invitationId: string) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(teamInvitations)
          .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, actor.teamId)))
          .limit(1);
        if (!row) throw new NotFound("That invitation isn't in your team.");
        if (row.acceptedAt) throw new Conflict(`${row.email} has already accepted.`);
        if (row.revokedAt) throw new Conflict(`The invitation to ${row.email} was revoked: invite them again.`);
        const token = randomToken();
        const expiresAt = new Date(clock().getTime() + INVITATION_TTL_DAYS * DAY_MS);
        await tx
          .update(teamInvitations)
          .set({ tokenHash: hash(token), sentAt: clock(), sendCount: row.sendCount + 1, expiresAt })
          .where(eq(teamInvitations.id, row.id));
        await sendInvitationMail(tx, {
          email: row.email,
          token,
          teamName: actor.team.name,
          inviterName: inviter?.name ?? null,
          expiresAt,
        });
        return { email: row.email };
      });
    },

    async revokeInvitation(viewer: Viewer | null, invitationId: string) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const [row] = await db
        .update(teamInvitations)
        .set({ revokedAt: clock() })
        .where(
          and(
            eq(teamInvitations.id, invitationId),
            eq(teamInvitations.teamId, actor.teamId),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        )
        .returning({ email: teamInvitations.email });
      if (!row) throw new NotFound("That invitation isn't open in your team.");
      return row;
    },

    /** What an invitation link shows before anyone signs in: the team and whether it still works. */
    async invitationByToken(token: string) {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new NotFound("That invitation link isn't valid.");
      const [row] = await db
        .select({
          id: teamInvitations.id,
          email: teamInvitations.email,
          role: teamInvitations.role,
          expiresAt: teamInvitations.expiresAt,
          acceptedAt: teamInvitations.acceptedAt,
          revokedAt: teamInvitations.revokedAt,
          teamId: teams.id,
          teamName: teams.name,
          logoSrc: teams.logoKey,
        })
        .from(teamInvitations)
        .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
        .where(eq(teamInvitations.tokenHash, hash(token)))
        .limit(1);
      if (!row) throw new NotFound("That invitation link isn't valid: it may have been replaced by a newer one.");
      return {
        email: row.email,
        role: row.role,
        teamId: row.teamId,
        teamName: row.teamName,
        logoSrc: row.logoSrc,
        expiresAt: row.expiresAt,
        state: invitationState(row),
      };
    },

    /**
     * Accepts an invitation for the signed-in viewer. It is personal: the viewer's address must be
     * the invited one. Used, expired and revoked invitations, and people in another team, are refused.
     */
    async acceptInvitation(viewer: Viewer | null, token: string): Promise<JoinResult & { teamName: string }> {
      if (!viewer) throw new Unauthenticated("Sign up or log in to accept the invitation.");
      const invitation = await service.invitationByToken(token);
      if (invitation.state === "accepted") {
        const mine = await loadTeamMembership(db, viewer.userId);
        if (mine?.teamId === invitation.teamId)
          return { status: mine.status, already: true, teamName: invitation.teamName };
        throw new Conflict("This invitation has already been used.");
      }
      if (invitation.state === "revoked") throw new Conflict("This invitation was withdrawn by the team's admin.");
      if (invitation.state === "expired")
        throw new Conflict("This invitation has expired. Ask your team's admin to send a new one.");
      if (invitation.email !== viewer.email.toLowerCase())
        throw new Forbidden(
          `This invitation is for ${invitation.email}, and you're logged in as ${viewer.email}. Log in with the invited address to accept it.`,
        );
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(teamInvitations)
          .where(eq(teamInvitations.tokenHash, hash(token)))
          .for("update")
          .limit(1);
        if (!row || row.acceptedAt || row.revokedAt) throw new Conflict("This invitation has already been used.");
        const result = await joinTeam(tx, {
          teamId: row.teamId,
          userId: viewer.userId,
          role: row.role,
          source: "invitation",
          groupId: row.groupId,
        });
        await tx
          .update(teamInvitations)
          .set({ acceptedAt: clock(), acceptedBy: viewer.userId })
          .where(eq(teamInvitations.id, row.id));
        return { ...result, teamName: invitation.teamName };
      });
    },

    // ---------------------------------------------------------------- join link

    async joinLink(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const [team] = await db
        .select({ token: teams.joinToken, enabled: teams.joinLinkEnabled, domain: teams.joinDomain })
        .from(teams)
        .where(eq(teams.id, actor.teamId));
      return { url: joinUrl(team!.token), enabled: team!.enabled, domain: team!.domain };
    },

    async setJoinLink(viewer: Viewer | null, input: Record<string, unknown>) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const form = parseInput(JoinLinkFormSchema, input);
      await db
        .update(teams)
        .set({ joinLinkEnabled: form.enabled, joinDomain: form.domain || null, updatedAt: new Date() })
        .where(eq(teams.id, actor.teamId));
      return { enabled: form.enabled, domain: form.domain || null };
    },

    /** A new join link; the old one stops working at once. */
    async regenerateJoinLink(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const token = newJoinToken();
      await db.update(teams).set({ joinToken: token, updatedAt: new Date() }).where(eq(teams.id, actor.teamId));
      return { url: joinUrl(token) };
    },

    /** What a join link shows: the team, and whether it takes new people now. */
    async joinLinkInfo(token: string) {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw new NotFound("That join link isn't valid.");
      const [team] = await db
        .select({
          id: teams.id,
          name: teams.name,
          logoSrc: teams.logoKey,
          enabled: teams.joinLinkEnabled,
          domain: teams.joinDomain,
        })
        .from(teams)
        .where(eq(teams.joinToken, token))
        .limit(1);
      if (!team) throw new NotFound("That join link isn't valid: the team may have replaced it.");
      return team;
    },

    async joinByLink(viewer: Viewer | null, token: string): Promise<JoinResult & { teamName: string }> {
      if (!viewer) throw new Unauthenticated("Sign up or log in to join the team.");
      const team = await service.joinLinkInfo(token);
      if (!team.enabled)
        throw new Conflict(`${team.name}'s join link is turned off. Ask the team's admin for an invitation.`);
      if (team.domain && emailDomain(viewer.email) !== team.domain)
        throw new Forbidden(
          `This link is for addresses at ${team.domain}. Log in with your ${team.domain} address to join.`,
        );
      const result = await db.transaction((tx) =>
        joinTeam(tx, { teamId: team.id, userId: viewer.userId, source: "link" }),
      );
      return { ...result, teamName: team.name };
    },

    // ---------------------------------------------------------------- members

    /**
     * The people in the team with their roles and groups; admins also see the waiting queue. A
     * manager sees the members of the groups they manage.
     */
    async members(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "manager");
      const rows = await db
        .select({
          userId: teamMembers.userId,
          name: users.name,
          email: users.email,
          image: users.image,
          role: teamMembers.role,
          status: teamMembers.status,
          holdsSeat: teamMembers.holdsSeat,
          joinedAt: teamMembers.joinedAt,
          source: teamMembers.source,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, actor.teamId))
        .orderBy(asc(teamMembers.status), asc(users.name));
      const memberships = await db
        .select({
          userId: teamGroupMembers.userId,
          groupId: teamGroups.id,
          name: teamGroups.name,
          manages: teamGroupMembers.manages,
        })
        .from(teamGroupMembers)
        .innerJoin(teamGroups, eq(teamGroups.id, teamGroupMembers.groupId))
        .where(eq(teamGroups.teamId, actor.teamId))
        .orderBy(asc(teamGroups.name));
      const groupsOf = new Map<string, { id: string; name: string; manages: boolean }[]>();
      for (const m of memberships) {
        const list = groupsOf.get(m.userId) ?? [];
        list.push({ id: m.groupId, name: m.name, manages: m.manages });
        groupsOf.set(m.userId, list);
      }
      const visible = rows
        .map((r) => ({ ...r, groups: groupsOf.get(r.userId) ?? [] }))
        .filter(
          (r) =>
            actor.role === "admin" ||
            r.userId === actor.userId ||
            (r.status === "active" && r.groups.some((g) => actor.managedGroupIds.includes(g.id))),
        );
      const [team] = await db
        .select({ seats: teams.seats, billing: teams.billing })
        .from(teams)
        .where(eq(teams.id, actor.teamId));
      return {
        role: actor.role,
        seats: team!.seats,
        billing: team!.billing,
        seatsUsed: rows.filter((r) => r.status === "active" && r.holdsSeat).length,
        /** Whether the viewer runs the team without a seat and may take one. */
        viewerHoldsSeat: rows.find((r) => r.userId === actor.userId)?.holdsSeat ?? false,
        active: visible.filter((r) => r.status === "active"),
        waiting: actor.role === "admin" ? visible.filter((r) => r.status === "waiting") : [],
      };
    },

    /** Gives a waiting person a free seat. */
    async approve(viewer: Viewer | null, userId: string) {
      const actor = await requireTeamActor(db, viewer, "admin");
      return db.transaction(async (tx) => {
        const seats = await lockTeam(tx, actor.teamId);
        const [member] = await tx
          .select({ status: teamMembers.status, name: users.name, email: users.email })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.userId))
          .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, userId)))
          .limit(1);
        if (!member) throw new NotFound("That person isn't waiting to join your team.");
        if (member.status === "active") return { name: member.name };
        if ((await seatsUsed(tx, actor.teamId)) >= seats)
          throw new Conflict("Every seat is taken. Add a seat or remove a member first.");
        await tx
          .update(teamMembers)
          .set({ status: "active", holdsSeat: true, joinedAt: clock() })
          .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, userId)));
        await assignTeamWide(tx, actor.teamId, userId);
        const mail = noticeMail({
          name: member.name,
          subject: `You're in: your seat in ${actor.team.name} is ready`,
          paragraphs: [
            `A seat in ${actor.team.name} is now yours: every course, path and guided project on Maven Analytics is open to you.`,
          ],
          action: { label: "Go to your dashboard", url: `${site}/dashboard` },
          siteUrl: site,
        });
        await mailer.send({ to: member.email, ...mail }, { executor: tx });
        return { name: member.name };
      });
    },

    /**
     * Removes someone from the team: their seat is free at once and premium access from the team ends
     * with it; their own progress, projects and credentials stay theirs. The last admin stays.
     */
    async removeMember(viewer: Viewer | null, userId: string) {
      const actor = await requireTeamActor(db, viewer, "admin");
      return db.transaction(async (tx) => {
        await lockTeam(tx, actor.teamId);
        const [member] = await tx
          .select({ role: teamMembers.role, status: teamMembers.status, name: users.name })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.userId))
          .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, userId)))
          .limit(1);
        if (!member) throw new NotFound("That person isn't in your team.");
        if (member.role === "admin" && member.status === "active" && (await adminCount(tx, actor.teamId)) <= 1)
          throw new Conflict("A team needs an admin: make someone else an admin before removing the last one.");
        await removeFromTeam(tx, actor.teamId, userId);
        return { name: member.name };
      });
    },

    /** Leaving the team yourself; the last admin cannot leave. */
    async leave(viewer: Viewer | null) {
      if (!viewer) throw new Unauthenticated();
      const membership = await loadTeamMembership(db, viewer.userId);
      if (!membership) throw new NotFound("You're not in a team.");
      return db.transaction(async (tx) => {
        await lockTeam(tx, membership.teamId);
        if (
          membership.role === "admin" &&
          membership.status === "active" &&
          (await adminCount(tx, membership.teamId)) <= 1
        )
          throw new Conflict("You're the team's only admin: make someone else an admin before you leave.");
        await removeFromTeam(tx, membership.teamId, viewer.userId);
        return { teamName: membership.team.name };
      });
    },

    /** An admin who runs the team without a seat takes a free one (premium access from the team). */
    async takeSeat(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      return db.transaction(async (tx) => {
        const seats = await lockTeam(tx, actor.teamId);
        const [me] = await tx
          .select({ holdsSeat: teamMembers.holdsSeat })
          .from(teamMembers)
          .where(eq(teamMembers.userId, actor.userId));
        if (me?.holdsSeat) return { seats };
        if ((await seatsUsed(tx, actor.teamId)) >= seats)
          throw new Conflict("Every seat is taken. Add a seat or remove a member first.");
        await tx.update(teamMembers).set({ holdsSeat: true }).where(eq(teamMembers.userId, actor.userId));
        return { seats };
      });
    },

    /** An admin gives their seat back and keeps running the team; the seat is free at once. */
    async releaseSeat(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "admin");
      await db.update(teamMembers).set({ holdsSeat: false }).where(eq(teamMembers.userId, actor.userId));
    },

    async changeRole(viewer: Viewer | null, input: { userId: string; role: unknown }) {
      const actor = await requireTeamActor(db, viewer, "admin");
      if (!TEAM_ROLES.includes(input.role as TeamRole)) throw new BadInput("Choose admin, manager or member.");
      const role = input.role as TeamRole;
      return db.transaction(async (tx) => {
        await lockTeam(tx, actor.teamId);
        const [member] = await tx
          .select({
            role: teamMembers.role,
            status: teamMembers.status,
            holdsSeat: teamMembers.holdsSeat,
            name: users.name,
          })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.userId))
          .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, input.userId)))
          .limit(1);
        if (!member) throw new NotFound("That person isn't in your team.");
        if (member.role === "admin" && role !== "admin" && (await adminCount(tx, actor.teamId)) <= 1)
          throw new Conflict("A team needs an admin: make someone else an admin first.");
        // Only admins may run the team without a seat: anyone else takes a free one, or waits for it.
        const seat =
          role !== "admin" && member.status === "active" && !member.holdsSeat
            ? (await seatsUsed(tx, actor.teamId)) < actor.team.seats
              ? { holdsSeat: true }
              : { holdsSeat: true, status: "waiting" as const }
            : {};
        await tx
          .update(teamMembers)
          .set({ role, ...seat })
          .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, input.userId)));
        // Only managers manage groups: a change of role ends any group management.
        if (role !== "manager") {
          const groupIds = tx.select({ id: teamGroups.id }).from(teamGroups).where(eq(teamGroups.teamId, actor.teamId));
          await tx
            .update(teamGroupMembers)
            .set({ manages: false })
            .where(and(eq(teamGroupMembers.userId, input.userId), inArray(teamGroupMembers.groupId, groupIds)));
        }
        return { name: member.name, role: TEAM_ROLE_LABELS[role] };
      });
    },

    // ---------------------------------------------------------------- groups

    async groups(viewer: Viewer | null) {
      const actor = await requireTeamActor(db, viewer, "manager");
      const groups = await db
        .select({ id: teamGroups.id, name: teamGroups.name })
        .from(teamGroups)
        .where(eq(teamGroups.teamId, actor.teamId))
        .orderBy(asc(teamGroups.name));
      const members = await db
        .select({
          groupId: teamGroupMembers.groupId,
          userId: teamGroupMembers.userId,
          manages: teamGroupMembers.manages,
          name: users.name,
        })
        .from(teamGroupMembers)
        .innerJoin(teamGroups, eq(teamGroups.id, teamGroupMembers.groupId))
        .innerJoin(users, eq(users.id, teamGroupMembers.userId))
        .where(eq(teamGroups.teamId, actor.teamId))
        .orderBy(asc(users.name));
      return groups
        .filter((g) => actor.role === "admin" || actor.managedGroupIds.includes(g.id))
        .map((g) => {
          const inGroup = members.filter((m) => m.groupId === g.id);
          return {
            ...g,
            members: inGroup.map((m) => ({ userId: m.userId, name: m.name, manages: m.manages })),
          };
        });
    },

    async createGroup(viewer: Viewer | null, input: Record<string, unknown>) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const form = parseInput(GroupFormSchema, input);
      const id = newGroupId();
      const [created] = await db
        .insert(teamGroups)
        .values({ id, teamId: actor.teamId, name: form.name })
        .onConflictDoNothing()
        .returning({ id: teamGroups.id });
      if (!created)
        throw new Conflict(`There is already a group called ${form.name}.`, { name: ["Choose another name."] });
      return { id, name: form.name };
    },

    async renameGroup(viewer: Viewer | null, groupId: string, input: Record<string, unknown>) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const form = parseInput(GroupFormSchema, input);
      await groupOfTeam(actor.teamId, groupId);
      const [clash] = await db
        .select({ id: teamGroups.id })
        .from(teamGroups)
        .where(
          and(
            eq(teamGroups.teamId, actor.teamId),
            sql`lower(${teamGroups.name}) = lower(${form.name})`,
            ne(teamGroups.id, groupId),
          ),
        )
        .limit(1);
      if (clash)
        throw new Conflict(`There is already a group called ${form.name}.`, { name: ["Choose another name."] });
      await db.update(teamGroups).set({ name: form.name }).where(eq(teamGroups.id, groupId));
      return { name: form.name };
    },

    async deleteGroup(viewer: Viewer | null, groupId: string) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const group = await groupOfTeam(actor.teamId, groupId);
      await db.delete(teamGroups).where(eq(teamGroups.id, groupId));
      return { name: group!.name };
    },

    /**
     * Puts a member in a group or takes them out; `manages` makes a manager the group's manager
     * (only people with the manager role can manage a group).
     */
    async setGroupMembership(
      viewer: Viewer | null,
      input: { groupId: string; userId: string; inGroup: boolean; manages?: boolean },
    ) {
      const actor = await requireTeamActor(db, viewer, "admin");
      await groupOfTeam(actor.teamId, input.groupId);
      const [member] = await db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, input.userId)))
        .limit(1);
      if (!member) throw new NotFound("That person isn't in your team.");
      if (!input.inGroup) {
        await db
          .delete(teamGroupMembers)
          .where(and(eq(teamGroupMembers.groupId, input.groupId), eq(teamGroupMembers.userId, input.userId)));
        return;
      }
      const manages = Boolean(input.manages);
      if (manages && member.role !== "manager")
        throw new Conflict("Only managers can manage a group: change their role to manager first.");
      await db
        .insert(teamGroupMembers)
        .values({ groupId: input.groupId, userId: input.userId, manages })
        .onConflictDoUpdate({ target: [teamGroupMembers.groupId, teamGroupMembers.userId], set: { manages } });
    },

    // ---------------------------------------------------------------- seats

    /**
     * What a change to `seats` costs now: added seats are charged for the rest of the paid period
     * (prorated), fewer seats take effect at once and the next renewal charges the new count.
     */
    async seatQuote(viewer: Viewer | null, requested: number) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const context = await seatContext(actor.teamId);
      const used = await seatsUsed(db, actor.teamId);
      const seats = Math.trunc(requested);
      const added = seats - context.seats;
      const dueNow =
        added > 0 && context.plan && context.subscription && context.subscription.status !== "trialing"
          ? proration({
              paidForPeriod: context.plan.unitAmount * added,
              periodStart: context.subscription.currentPeriodStart ?? context.subscription.createdAt,
              periodEnd: context.subscription.currentPeriodEnd,
              now: await billingNow(),
              newPeriodAmount: 0,
            }).credit
          : 0;
      return {
        billing: context.billing,
        current: context.seats,
        requested: seats,
        used,
        perSeat: context.plan?.unitAmount ?? null,
        interval: context.plan?.interval ?? null,
        currency: context.plan?.currency ?? "usd",
        dueNow,
        dueNowLabel: formatMoney(dueNow, context.plan?.currency ?? "usd"),
        periodEnd: context.subscription?.currentPeriodEnd ?? null,
        trialing: context.subscription?.status === "trialing",
      };
    },

    /** Changes the seat count of a card-billed team through the payments provider. */
    async changeSeats(viewer: Viewer | null, input: Record<string, unknown>) {
      const actor = await requireTeamActor(db, viewer, "admin");
      const form = parseInput(SeatsFormSchema, input);
      const context = await seatContext(actor.teamId);
      if (context.billing === "invoice")
        throw new Conflict("Your seats are set by your contract. Contact your account manager to change them.");
      if (!context.subscription?.providerSubscriptionId || !context.plan)
        throw new Conflict(
          "Your team's plan isn't active, so its seats can't be changed. Whoever bought it renews it from their My Subscription page.",
        );
      const used = await seatsUsed(db, actor.teamId);
      if (form.seats < used)
        throw new BadInput(`You have ${used} members with seats: remove members before going below ${used} seats.`, {
          seats: [`At least ${used}: that's how many members have seats.`],
        });
      if (form.seats < context.plan.minSeats)
        throw new BadInput(`The Teams plan starts at ${context.plan.minSeats} seats.`, {
          seats: [`At least ${context.plan.minSeats}.`],
        });
      if (form.seats === context.seats) return { seats: form.seats, changed: false };
      const key = form.idempotencyKey ?? crypto.randomBytes(18).toString("base64url");
      try {
        await payments.changeSeats({
          providerSubscriptionId: context.subscription.providerSubscriptionId,
          seats: form.seats,
          // The change (from → to) is part of the key: a double submit of one form is one change, but
          // the same form sent again later with another count (back button) is a new change, not a
          // "duplicate" the provider drops (test mode) or refuses (Stripe) while the page says done.
          idempotencyKey: `${actor.userId}:seats:${context.seats}-${form.seats}:${key}`,
        });
      } catch (error) {
        if (error instanceof CardDeclined) throw new BadInput(error.message, { seats: [error.message] });
        logger.error({ err: error, teamId: actor.teamId }, "seat change failed");
        throw error;
      }
      const [team] = await db.select({ seats: teams.seats }).from(teams).where(eq(teams.id, actor.teamId));
      return { seats: team!.seats, changed: true };
    },
  };

  async function seatContext(teamId: string) {
    const [row] = await db
      .select({ seats: teams.seats, billing: teams.billing, subscriptionId: teams.subscriptionId })
      .from(teams)
      .where(eq(teams.id, teamId));
    if (!row) throw new NotFound("That team no longer exists.");
    const [subscription] = row.subscriptionId
      ? await db.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId)).limit(1)
      : [];
    const [plan] = subscription ? await db.select().from(plans).where(eq(plans.id, subscription.plan)).limit(1) : [];
    const live = subscription && ["trialing", "active", "past_due"].includes(subscription.status);
    return {
      seats: row.seats,
      billing: row.billing,
      subscription: live ? subscription : null,
      plan:
        plan?.unitAmount && plan.interval ? { ...plan, unitAmount: plan.unitAmount, interval: plan.interval } : null,
    };
  }

  return service;
}

export type TeamsService = ReturnType<typeof createTeamsService>;
