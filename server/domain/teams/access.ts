/**
 * Who the viewer is in their team (issue 19): the one lookup every team service starts from. A person
 * belongs to one team; a waiting member (no seat yet) has no team role until approved.
 */
import { and, eq } from "drizzle-orm";
import type { TeamActor, TeamRole } from "~/core/teams.ts";
import type { Database, Tx } from "~/db/client.ts";
import { teamGroupMembers, teamGroups, teamMembers, teams } from "~/db/schema/teams.ts";
import { Forbidden, Unauthenticated } from "../errors.ts";

export interface TeamSummary {
  id: string;
  name: string;
  logoKey: string | null;
  billing: "card" | "invoice";
  seats: number;
  onboardedAt: Date | null;
}

export interface TeamActorWithTeam extends TeamActor {
  team: TeamSummary;
  status: "active" | "waiting";
  /** Whether they hold one of the seats (premium access from the team); an admin may not. */
  holdsSeat: boolean;
}

/** The viewer's membership, or null when they are in no team. */
export async function loadTeamMembership(db: Database | Tx, userId: string): Promise<TeamActorWithTeam | null> {
  const [row] = await db
    .select({
      teamId: teamMembers.teamId,
      role: teamMembers.role,
      status: teamMembers.status,
      holdsSeat: teamMembers.holdsSeat,
      team: {
        id: teams.id,
        name: teams.name,
        logoKey: teams.logoKey,
        billing: teams.billing,
        seats: teams.seats,
        onboardedAt: teams.onboardedAt,
      },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  if (!row) return null;
  const managed =
    row.role === "manager"
      ? await db
          .select({ groupId: teamGroupMembers.groupId })
          .from(teamGroupMembers)
          .innerJoin(teamGroups, eq(teamGroups.id, teamGroupMembers.groupId))
          .where(
            and(
              eq(teamGroupMembers.userId, userId),
              eq(teamGroupMembers.manages, true),
              eq(teamGroups.teamId, row.teamId),
            ),
          )
      : [];
  return {
    teamId: row.teamId,
    userId,
    role: row.role as TeamRole,
    status: row.status,
    holdsSeat: row.holdsSeat,
    managedGroupIds: managed.map((m) => m.groupId),
    team: row.team,
  };
}

/**
 * The viewer's active membership, or a domain error: Unauthenticated for a visitor, Forbidden for
 * someone in no team (or still waiting for a seat) or below `minimum` ("manager" lets admins and
 * managers in; "admin" only admins).
 */
export async function requireTeamActor(
  db: Database | Tx,
  viewer: { userId: string } | null,
  minimum: TeamRole = "member",
): Promise<TeamActorWithTeam> {
  if (!viewer) throw new Unauthenticated("Sign in to see your team.");
  const actor = await loadTeamMembership(db, viewer.userId);
  if (!actor || actor.status !== "active") throw new Forbidden("You're not a member of a team.");
  if (minimum === "admin" && actor.role !== "admin") throw new Forbidden("Only team admins can do that.");
  if (minimum === "manager" && actor.role === "member")
    throw new Forbidden("Only team admins and managers can see this.");
  return actor;
}
