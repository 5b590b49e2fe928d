/**
 * Creating teams and letting people in without ever using more seats than the team has (issue 19).
 * Every join locks the team row first, so concurrent joins (a join link shared in a company chat)
 * are counted one after another: the first `seats` become active, the rest wait for an admin.
 */
import crypto from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { TeamRole } from "~/core/teams.ts";
import type { Database, Tx } from "~/db/client.ts";
import { teamAssignees, teamAssignments, teamGroupMembers, teamMembers, teams } from "~/db/schema/teams.ts";
import { Conflict, NotFound } from "../errors.ts";

export const newTeamId = () => `team_${crypto.randomBytes(12).toString("base64url")}`;
export const newJoinToken = () => crypto.randomBytes(18).toString("base64url");

export type JoinSource = "buyer" | "invitation" | "link" | "sso" | "staff";

export interface NewTeam {
  name: string;
  billing: "card" | "invoice";
  seats: number;
  subscriptionId?: string | null;
  contractEndsAt?: Date | null;
  /** The first admin, who joins at once to run the team. */
  adminUserId: string;
  adminSource: JoinSource;
  /**
   * Whether that admin holds one of the seats: the buyer of a Teams plan does (they learn on it like
   * the colleagues they invite, decision 053); an admin made by staff runs the team without one.
   */
  adminHoldsSeat?: boolean;
}

/** Makes a team and its first admin, in the caller's transaction. */
export async function createTeam(tx: Tx, input: NewTeam): Promise<string> {
  const id = newTeamId();
  await tx.insert(teams).values({
    id,
    name: input.name,
    billing: input.billing,
    seats: input.seats,
    subscriptionId: input.subscriptionId ?? null,
    contractEndsAt: input.contractEndsAt ?? null,
    createdBy: input.adminUserId,
    joinToken: newJoinToken(),
  });
  await joinTeam(tx, {
    teamId: id,
    userId: input.adminUserId,
    role: "admin",
    source: input.adminSource,
    seat: input.adminHoldsSeat === true,
  });
  return id;
}

/** Seats taken now: active members who hold one. */
export async function seatsUsed(db: Database | Tx, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, "active"), eq(teamMembers.holdsSeat, true)));
  return row?.n ?? 0;
}

export interface JoinResult {
  status: "active" | "waiting";
  /** Already a member of this team before the call: nothing changed. */
  already: boolean;
}

/**
 * Adds a person to a team: active while a seat is free, else waiting; `seat: false` (an admin who
 * runs the team) joins active without one. Someone in another team is refused (a person belongs to
 * one team); someone already in this team keeps their place. Must run inside a transaction: the team
 * row stays locked until it commits.
 */
export async function joinTeam(
  tx: Tx,
  input: {
    teamId: string;
    userId: string;
    role?: TeamRole;
    source: JoinSource;
    groupId?: string | null;
    seat?: boolean;
  },
): Promise<JoinResult> {
  const [team] = await tx
    .select({ id: teams.id, seats: teams.seats, name: teams.name })
    .from(teams)
    .where(eq(teams.id, input.teamId))
    .for("update")
    .limit(1);
  if (!team) throw new NotFound("That team no longer exists.");
  const [existing] = await tx
    .select({ teamId: teamMembers.teamId, status: teamMembers.status })
    .from(teamMembers)
    .where(eq(teamMembers.userId, input.userId))
    .limit(1);
  if (existing) {
    if (existing.teamId !== input.teamId)
      throw new Conflict("You're already a member of another team. Leave it before joining this one.");
    return { status: existing.status, already: true };
  }
  const seat = input.seat !== false;
  const status = !seat || (await seatsUsed(tx, input.teamId)) < team.seats ? "active" : "waiting";
  await tx.insert(teamMembers).values({
    teamId: input.teamId,
    userId: input.userId,
    role: input.role ?? "member",
    status,
    holdsSeat: seat,
    source: input.source,
  });
  if (input.groupId) {
    await tx.insert(teamGroupMembers).values({ groupId: input.groupId, userId: input.userId }).onConflictDoNothing();
  }
  if (status === "active") await assignTeamWide(tx, input.teamId, input.userId);
  await tx
    .update(teams)
    .set({ updatedAt: sql`now()` })
    .where(eq(teams.id, input.teamId));
  return { status, already: false };
}

/** Gives a person who is now in the team the assignments made to the whole team (issue 19). */
export async function assignTeamWide(tx: Tx, teamId: string, userId: string): Promise<void> {
  const wide = await tx
    .select({ id: teamAssignments.id })
    .from(teamAssignments)
    .where(and(eq(teamAssignments.teamId, teamId), eq(teamAssignments.everyone, true)));
  if (wide.length === 0) return;
  await tx
    .insert(teamAssignees)
    .values(wide.map((a) => ({ assignmentId: a.id, userId })))
    .onConflictDoNothing();
}

/**
 * Keeps a card-billed team in step with its Teams subscription (called by the billing events in the
 * transaction that applies the provider's event): the first event makes the team with the buyer as
 * its admin holding one of its seats (decision 053); later ones copy the seat count. A buyer who already administers a team whose plan ended
 * gets that team back on the new subscription instead of a second team.
 */
export async function syncTeamSubscription(
  tx: Tx,
  input: { subscriptionId: string; userId: string; seats: number; buyerName: string },
): Promise<string> {
  const [team] = await tx
    .select({ id: teams.id, seats: teams.seats })
    .from(teams)
    .where(eq(teams.subscriptionId, input.subscriptionId))
    .limit(1);
  if (team) {
    if (team.seats !== input.seats)
      await tx
        .update(teams)
        .set({ seats: input.seats, updatedAt: sql`now()` })
        .where(eq(teams.id, team.id));
    return team.id;
  }
  const [membership] = await tx
    .select({
      teamId: teamMembers.teamId,
      role: teamMembers.role,
      holdsSeat: teamMembers.holdsSeat,
      billing: teams.billing,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, input.userId))
    .limit(1);
  if (membership?.role === "admin" && membership.billing === "card") {
    await tx
      .update(teams)
      .set({ subscriptionId: input.subscriptionId, seats: input.seats, updatedAt: sql`now()` })
      .where(eq(teams.id, membership.teamId));
    // The buyer learns on a seat of the plan they pay for: one who gave theirs back gets it again
    // when one is free (the team row is locked by the update above).
    if (!membership.holdsSeat && (await seatsUsed(tx, membership.teamId)) < input.seats)
      await tx
        .update(teamMembers)
        .set({ holdsSeat: true, status: "active" })
        .where(eq(teamMembers.userId, input.userId));
    return membership.teamId;
  }
  // Checkout refuses a Teams plan to someone in another team; a race past it moves the buyer to the
  // team they paid for rather than losing the payment's team.
  if (membership) await tx.delete(teamMembers).where(eq(teamMembers.userId, input.userId));
  const firstName = input.buyerName.trim().split(/\s+/)[0] || "Your";
  return createTeam(tx, {
    name: `${firstName}'s team`,
    billing: "card",
    seats: input.seats,
    subscriptionId: input.subscriptionId,
    adminUserId: input.userId,
    adminSource: "buyer",
    adminHoldsSeat: true,
  });
}
