/**
 * Teams for business (issue 19): roles, what each may do, the limits and the shared form schemas.
 * Services decide with these policies; the UI asks the same ones only to decide what to show.
 */
import { z } from "zod";
import { CHECKOUT_MESSAGES, MAX_ONLINE_SEATS } from "./billing.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "./single-line.ts";

export type TeamRole = "admin" | "manager" | "member";
export const TEAM_ROLES: readonly TeamRole[] = ["admin", "manager", "member"];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { admin: "Admin", manager: "Manager", member: "Member" };

/** An invitation link works this long; resending starts it again. */
export const INVITATION_TTL_DAYS = 14;
/** Addresses one invite (pasted or a CSV file) may hold. */
export const MAX_INVITES_PER_BATCH = 500;
/** A CSV of invitations larger than this is refused before it is read. */
export const MAX_INVITE_CSV_BYTES = 256 * 1024;
export const INVITE_CSV_TOO_LARGE_MESSAGE = "That file is too large: keep invitation files under 256 KB.";
/** Reminder mails go out this many days before an assignment is due. */
export const ASSIGNMENT_REMINDER_DAYS = 2;
/** The team report lists this many members per page. */
export const TEAM_REPORT_PAGE_SIZE = 50;
/** Enterprise invoices are due this many days after they are issued. */
export const ENTERPRISE_INVOICE_DUE_DAYS = 30;
export const TEAM_NAME_MAX = 80;
export const GROUP_NAME_MAX = 60;

/** Who the viewer is in a team, as every policy takes it. `groupIds` are the groups they manage. */
export interface TeamActor {
  teamId: string;
  userId: string;
  role: TeamRole;
  managedGroupIds: readonly string[];
}

/** Billing, seats, roles, join link, settings, invitations for anyone: admins only. */
export const canAdminTeam = (actor: TeamActor | null): boolean => actor?.role === "admin";

/** Reports and assignments: admins for everyone, managers for their groups. */
export const canSeeReports = (actor: TeamActor | null): boolean => actor?.role === "admin" || actor?.role === "manager";

export const canAssign = canSeeReports;

/** Whether the actor may see (in reports) or assign to this member, given the member's groups. */
export function canSeeMember(actor: TeamActor | null, memberGroupIds: readonly string[], memberId?: string): boolean {
  if (!actor) return false;
  if (actor.role === "admin") return true;
  if (actor.role === "manager") {
    if (memberId === actor.userId) return true;
    return memberGroupIds.some((g) => actor.managedGroupIds.includes(g));
  }
  return false;
}

/** Whether the actor may act on this group (assign to it, filter a report by it). */
export function canUseGroup(actor: TeamActor | null, groupId: string): boolean {
  if (!actor) return false;
  return actor.role === "admin" || (actor.role === "manager" && actor.managedGroupIds.includes(groupId));
}

export type AssignmentStatus = "not_started" | "in_progress" | "done" | "overdue";
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  done: "Done",
  overdue: "Overdue",
};

/**
 * An assignee's status: done once the work is complete (even late); otherwise overdue past the due
 * date, else in progress once started.
 */
export function assignmentStatus(input: {
  started: boolean;
  completedAt: Date | null;
  dueAt: Date | null;
  now: Date;
}): AssignmentStatus {
  if (input.completedAt) return "done";
  if (input.dueAt && input.dueAt.getTime() <= input.now.getTime()) return "overdue";
  return input.started ? "in_progress" : "not_started";
}

/** The part of an address after @, lower case; "" for none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

const DOMAIN_RE = /^(?=.{3,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export function isValidDomain(domain: string): boolean {
  return DOMAIN_RE.test(domain);
}

// A practical address check (the sign-up form's): something@domain.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPlausibleEmail = (value: string) => value.length <= 254 && EMAIL_RE.test(value);

export interface InviteRow {
  /** 1-based line of the paste or CSV file, for error messages. */
  line: number;
  email: string;
  role: TeamRole;
  error: string | null;
}

const ROLE_WORDS: Record<string, TeamRole> = {
  admin: "admin",
  manager: "manager",
  member: "member",
  learner: "member",
};

/**
 * Invitations from pasted text or a CSV file: one address per line, optionally followed by a role
 * (`email,role`); a header row (`email` …) is skipped. Each row is checked on its own so good rows can
 * still be invited; an address that repeats is an error on its second line.
 */
export function parseInviteRows(rows: readonly (readonly string[])[], defaultRole: TeamRole = "member"): InviteRow[] {
  const out: InviteRow[] = [];
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    const line = index + 1;
    const email = (cells[0] ?? "").trim().toLowerCase();
    const roleCell = (cells[1] ?? "").trim().toLowerCase();
    if (!email && !roleCell) return;
    if (index === 0 && /^e-?mail/.test(email)) return;
    let error: string | null = null;
    let role = defaultRole;
    if (!isPlausibleEmail(email))
      error = email ? `"${cells[0]!.trim()}" isn't an e-mail address.` : "The e-mail address is missing.";
    else if (roleCell) {
      const mapped = ROLE_WORDS[roleCell];
      if (mapped) role = mapped;
      else error = `"${cells[1]!.trim()}" isn't a role: use admin, manager or member.`;
    }
    if (!error && seen.has(email)) error = `${email} is listed twice.`;
    if (!error) seen.add(email);
    out.push({ line, email, role, error });
  });
  return out;
}

/** Pasted addresses: one per line, or separated by commas, semicolons or spaces. */
export function splitPastedEmails(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => {
      // "email,role" stays a row; a line of several addresses becomes several rows.
      const cells = line.split(/[,;\t]/).map((c) => c.trim());
      if (cells.length === 2 && !cells[1]!.includes("@")) return [cells];
      return line
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((email) => [email]);
    })
    .filter((cells) => cells.some(Boolean));
}

export const TeamNameSchema = z
  .string({ error: "Enter your team's name." })
  .trim()
  .min(2, "Enter your team's name (at least 2 characters).")
  .max(TEAM_NAME_MAX, `Keep the name under ${TEAM_NAME_MAX} characters.`)
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

export const TeamDetailsFormSchema = z.object({ name: TeamNameSchema });

export const InviteFormSchema = z.object({
  emails: z
    .string({ error: "Enter at least one e-mail address." })
    .trim()
    .min(3, "Enter at least one e-mail address.")
    .max(64_000, "That's too much text: invite at most 500 people at a time."),
  role: z.enum(["admin", "manager", "member"]).default("member"),
  groupId: z.string().trim().max(64).optional(),
});

export const JoinLinkFormSchema = z.object({
  enabled: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^@/, ""))
    .refine((v) => v === "" || isValidDomain(v), "Enter a domain like example.com, or leave it empty.")
    .optional(),
});

export const SeatsFormSchema = z.object({
  seats: z.coerce
    .number({ error: "Enter a number of seats." })
    .int("Enter a whole number of seats.")
    .min(1, "A team needs at least one seat.")
    .max(MAX_ONLINE_SEATS, CHECKOUT_MESSAGES.seatsAboveMaximum),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});

export const GroupFormSchema = z.object({
  name: z
    .string({ error: "Enter the group's name." })
    .trim()
    .min(1, "Enter the group's name.")
    .max(GROUP_NAME_MAX, `Keep the name under ${GROUP_NAME_MAX} characters.`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
});

export const AssignmentFormSchema = z.object({
  kind: z.enum(["course", "path", "assessment"], { error: "Choose what to assign." }),
  itemId: z
    .string({ error: "Choose a course, path or assessment." })
    .trim()
    .min(1, "Choose a course, path or assessment."),
  /** "team" (everyone, and each person who joins later), "group:<id>" or "member:<userId>". */
  target: z
    .union([z.string(), z.array(z.string())], { error: "Choose who it is for." })
    .transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(team|(group|member):[A-Za-z0-9_-]{1,64})$/)).min(1, "Choose who it is for.")),
  dueDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Enter the date as YYYY-MM-DD.")
    .optional(),
});

export type AssignmentForm = z.infer<typeof AssignmentFormSchema>;

/** The assignment target meaning the whole team, now and later. */
export const EVERYONE_TARGET = "team";
