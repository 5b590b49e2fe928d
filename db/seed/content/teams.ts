import type { courseEnrolments } from "~/db/schema/account.ts";
import type { billingCustomers, invoices, subscriptions } from "~/db/schema/commerce.ts";
import type {
  teamAssignees,
  teamAssignments,
  teamGroupMembers,
  teamGroups,
  teamMembers,
  teams,
} from "~/db/schema/teams.ts";
import { lessonCount } from "./profiles.ts";

/**
 * The demo team (issue 19): Northwind Analytics on Maven Teams (annual, 8 seats), run by the demo
 * team admin (README), with two groups and their managers, a person on the waiting list, two
 * assignments (one overdue for some) and progress, so the team report has something to show.
 * Seeded with the demo sign-ins only. Dates are relative to the seed, so the report stays current.
 */
const DAY_MS = 24 * 3600 * 1000;
const TEAM_ID = "team_demo-northwind";
const ADMIN = "usr_demo-team-admin";
const SEATS = 8;
const FINANCE = "tgrp_demo-finance";
const MARKETING = "tgrp_demo-marketing";

const active: { userId: string; role: "admin" | "manager" | "member"; group?: string; manages?: boolean }[] = [
  { userId: ADMIN, role: "admin" },
  { userId: "usr_amara-osei", role: "manager", group: FINANCE, manages: true },
  { userId: "usr_tiago-ferreira", role: "member", group: FINANCE },
  { userId: "usr_mei-nakamura", role: "member", group: FINANCE },
  { userId: "usr_jonas-weber", role: "member", group: FINANCE },
  { userId: "usr_elena-petrova", role: "manager", group: MARKETING, manages: true },
  { userId: "usr_lucia-marquez", role: "member", group: MARKETING },
  { userId: "usr_kofi-boateng", role: "member", group: MARKETING },
];
const WAITING = "usr_noah-brennan";

/** Course progress: [user, course, days ago enrolled, days ago of last activity, completed]. */
const progress: [string, string, number, number, boolean][] = [
  ["usr_amara-osei", "crs_excel-essentials", 60, 40, true],
  ["usr_amara-osei", "crs_excel-pivot-tables", 40, 12, true],
  ["usr_amara-osei", "crs_excel-power-query-power-pivot", 12, 2, false],
  ["usr_tiago-ferreira", "crs_excel-essentials", 45, 20, true],
  ["usr_tiago-ferreira", "crs_excel-pivot-tables", 20, 6, false],
  ["usr_mei-nakamura", "crs_excel-essentials", 30, 9, true],
  ["usr_mei-nakamura", "crs_statistics-for-analysts", 9, 1, false],
  ["usr_jonas-weber", "crs_excel-essentials", 10, 8, false],
  ["usr_elena-petrova", "crs_data-visualization-principles", 50, 25, true],
  ["usr_elena-petrova", "crs_data-storytelling", 25, 4, true],
  ["usr_lucia-marquez", "crs_data-visualization-principles", 21, 3, true],
  ["usr_lucia-marquez", "crs_power-bi-desktop", 3, 0, false],
  ["usr_kofi-boateng", "crs_data-visualization-principles", 14, 14, false],
  [ADMIN, "crs_data-literacy-essentials", 70, 33, true],
];

export function demoTeamSeed(now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const periodStart = ago(45);
  const periodEnd = new Date(periodStart.getTime() + 365 * DAY_MS);
  const subscription: typeof subscriptions.$inferInsert = {
    id: "sub_demo-team",
    userId: ADMIN,
    plan: "teams-annual",
    status: "active",
    seats: SEATS,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    // A test-mode plan, so the demo admin can add seats (prorated) with the card on file.
    provider: "test",
    providerSubscriptionId: "sub_test_demo-team",
    createdAt: periodStart,
  };
  const customer: typeof billingCustomers.$inferInsert = {
    userId: ADMIN,
    provider: "test",
    providerCustomerId: `cus_test_${ADMIN}`,
    cardBrand: "visa",
    cardLast4: "4242",
    cardExpMonth: 12,
    cardExpYear: 2030,
    testCardBehaviour: "succeeds",
  };
  const invoice: typeof invoices.$inferInsert = {
    id: "inv_demo-team-1",
    userId: ADMIN,
    number: "MA-DEMO-000002",
    description: "Maven Teams (annual)",
    subscriptionId: "sub_demo-team",
    lines: [
      {
        description: "Maven Teams (annual)",
        quantity: SEATS,
        unitAmount: 27900,
        amount: SEATS * 27900,
        periodStart: periodStart.toISOString(),
        periodEnd: periodEnd.toISOString(),
      },
    ],
    subtotal: SEATS * 27900,
    amountMinor: SEATS * 27900,
    currency: "USD",
    status: "paid",
    billingName: "Sam Rivera",
    billingEmail: "demo.teamadmin@example.com",
    cardBrand: "visa",
    cardLast4: "4242",
    issuedAt: periodStart,
    paidAt: periodStart,
    provider: "test",
    providerInvoiceId: "in_test_demo-team-1",
  };
  const team: typeof teams.$inferInsert = {
    id: TEAM_ID,
    name: "Northwind Analytics",
    billing: "card",
    subscriptionId: "sub_demo-team",
    seats: SEATS,
    createdBy: ADMIN,
    onboardedAt: periodStart,
    joinToken: "demo-northwind-join-link",
    joinLinkEnabled: false,
    createdAt: periodStart,
  };
  const members: (typeof teamMembers.$inferInsert)[] = [
    ...active.map((m, i) => ({
      teamId: TEAM_ID,
      userId: m.userId,
      role: m.role,
      status: "active" as const,
      source: m.userId === ADMIN ? ("buyer" as const) : ("invitation" as const),
      joinedAt: ago(44 - i),
    })),
    { teamId: TEAM_ID, userId: WAITING, role: "member", status: "waiting", source: "link", joinedAt: ago(1) },
  ];
  const groups: (typeof teamGroups.$inferInsert)[] = [
    { id: FINANCE, teamId: TEAM_ID, name: "Finance", createdAt: periodStart },
    { id: MARKETING, teamId: TEAM_ID, name: "Marketing", createdAt: periodStart },
  ];
  const groupMembers: (typeof teamGroupMembers.$inferInsert)[] = active
    .filter((m) => m.group)
    .map((m) => ({ groupId: m.group!, userId: m.userId, manages: Boolean(m.manages) }));
  const assignments: (typeof teamAssignments.$inferInsert)[] = [
    {
      id: "tasg_demo-excel-path",
      teamId: TEAM_ID,
      kind: "path",
      itemId: "pth_data-analyst-excel",
      groupId: FINANCE,
      dueAt: ago(-30),
      createdBy: ADMIN,
      createdAt: ago(40),
    },
    {
      id: "tasg_demo-dataviz",
      teamId: TEAM_ID,
      kind: "course",
      itemId: "crs_data-visualization-principles",
      groupId: null,
      dueAt: ago(3),
      createdBy: ADMIN,
      createdAt: ago(28),
    },
  ];
  const assignees: (typeof teamAssignees.$inferInsert)[] = [
    ...active
      .filter((m) => m.group === FINANCE)
      .map((m) => ({ assignmentId: "tasg_demo-excel-path", userId: m.userId })),
    ...active
      .filter((m) => m.userId !== ADMIN)
      .map((m) => ({ assignmentId: "tasg_demo-dataviz", userId: m.userId, reminderSentAt: ago(5) })),
  ];
  const enrolments: (typeof courseEnrolments.$inferInsert)[] = progress.map(
    ([userId, courseId, enrolled, last, done]) => {
      const total = lessonCount(courseId);
      return {
        userId,
        courseId,
        lessonsCompleted: done ? total : Math.max(1, Math.floor(total / 3)),
        enrolledAt: ago(enrolled),
        lastActivityAt: ago(last),
        completedAt: done ? ago(last) : null,
      };
    },
  );
  // A finished course earns its credential (issue 16), so the report's credentials match the completions.
  const credentials = progress
    .filter(([, , , , done]) => done)
    .map(([userId, courseId, , last], i) => ({
      id: `vc-NW${String(i + 1).padStart(6, "0")}`,
      userId,
      credentialId: `cred_${courseId}`,
      issuedAt: ago(last),
    }));
  return {
    subscription,
    customer,
    invoice,
    team,
    members,
    groups,
    groupMembers,
    assignments,
    assignees,
    enrolments,
    credentials,
  };
}
