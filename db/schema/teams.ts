import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { InviteRow } from "../../core/teams.ts";
import { subscriptions } from "./commerce.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A business team (issue 19). A card-billed team is paid by its Teams subscription (the buyer's), whose
 * seat count the billing events copy into `seats`; an enterprise team is invoiced, with seats by
 * contract until `contractEndsAt`. Members have premium access while the team's billing grants it.
 */
export const teams = pgTable(
  "team",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Storage key of the logo (server/media/images.ts), or null. */
    logoKey: text("logo_key"),
    billing: text("billing", { enum: ["card", "invoice"] }).notNull(),
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    seats: integer("seats").notNull(),
    contractEndsAt: at("contract_ends_at"),
    /** The first admin; onboarding is theirs. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    onboardedAt: at("onboarded_at"),
    /** The join link: its secret, whether it works, and an optional e-mail domain it is limited to. */
    joinToken: text("join_token").notNull(),
    joinLinkEnabled: boolean("join_link_enabled").notNull().default(false),
    joinDomain: text("join_domain"),
    /** Single sign-on through the team's own OpenID Connect provider (enterprise; set by staff). */
    ssoIssuer: text("sso_issuer"),
    ssoClientId: text("sso_client_id"),
    /** Encrypted with the auth secret (server/auth/crypto.ts createCipher); never shown back. */
    ssoClientSecret: text("sso_client_secret"),
    /** Users whose address is at this domain sign in through the team's provider. */
    ssoDomain: text("sso_domain"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_join_token_uq").on(t.joinToken),
    uniqueIndex("team_subscription_uq").on(t.subscriptionId),
    uniqueIndex("team_sso_domain_uq").on(t.ssoDomain),
    check("team_seats_positive", sql`${t.seats} >= 1`),
  ],
);

/**
 * A person in a team. `active` members are in (holding a seat unless `holdsSeat` is false, for admins
 * who only run the team); `waiting` ones joined when the seats had run out and wait for an admin. A
 * person belongs to one team (the unique user index).
 */
export const teamMembers = pgTable(
  "team_member",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "manager", "member"] })
      .notNull()
      .default("member"),
    status: text("status", { enum: ["active", "waiting"] })
      .notNull()
      .default("active"),
    /**
     * Whether this active member uses one of the team's seats (premium access from the team). Admins
     * may run the team without one (the buyer does until they take one); everyone else holds a seat.
     */
    holdsSeat: boolean("holds_seat").notNull().default(true),
    joinedAt: at("joined_at").notNull().defaultNow(),
    /** How they came: an invitation, the join link, single sign-on, or as the buyer. */
    source: text("source", { enum: ["buyer", "invitation", "link", "sso", "staff"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex("team_member_one_team_uq").on(t.userId),
    index("team_member_team_status_idx").on(t.teamId, t.status),
  ],
);

/** A group of members (a department, a cohort); managers see and assign to their groups only. */
export const teamGroups = pgTable(
  "team_group",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("team_group_name_uq").on(t.teamId, sql`lower(${t.name})`)],
);

/** Who is in a group; `manages` marks the group's managers (members with the manager role). */
export const teamGroupMembers = pgTable(
  "team_group_member",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => teamGroups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    manages: boolean("manages").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("team_group_member_user_idx").on(t.userId)],
);

/**
 * An invitation by e-mail. The mail carries a random token; the row keeps its hash. Accepted once, by
 * signing up or in with that address; it expires, and can be resent (a new token) or revoked.
 */
export const teamInvitations = pgTable(
  "team_invitation",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "manager", "member"] })
      .notNull()
      .default("member"),
    groupId: text("group_id").references(() => teamGroups.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    sentAt: at("sent_at").notNull().defaultNow(),
    sendCount: integer("send_count").notNull().default(1),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("team_invitation_token_uq").on(t.tokenHash),
    // One open invitation per address and team: inviting again resends it.
    uniqueIndex("team_invitation_open_uq")
      .on(t.teamId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/**
 * What one send of invitations did, kept so the page that shows it is a GET (post/redirect/get):
 * reloading it shows the outcome again instead of sending again. Pruned after a day.
 */
export const teamInviteBatches = pgTable(
  "team_invite_batch",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    outcome: jsonb("outcome").$type<{ invited: string[]; resent: string[]; errors: InviteRow[] }>().notNull(),
  },
  (t) => [index("team_invite_batch_team_idx").on(t.teamId, t.createdAt)],
);

/** Learning assigned to members: a course, a path or an assessment, with an optional due date. */
export const teamAssignments = pgTable(
  "team_assignment",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["course", "path", "assessment"] }).notNull(),
    /** A course id, a path id or an assessment slug. */
    itemId: text("item_id").notNull(),
    /** Assigned to a group (its members at the time), or null for members picked one by one. */
    groupId: text("group_id").references(() => teamGroups.id, { onDelete: "set null" }),
    /** Assigned to the whole team: everyone in it now, and each person who joins later. */
    everyone: boolean("everyone").notNull().default(false),
    dueAt: at("due_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("team_assignment_team_idx").on(t.teamId, t.createdAt)],
);

/** One member's copy of an assignment; the reminder is sent once. */
export const teamAssignees = pgTable(
  "team_assignee",
  {
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => teamAssignments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reminderSentAt: at("reminder_sent_at"),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index("team_assignee_user_idx").on(t.userId)],
);
