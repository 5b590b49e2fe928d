// The team area's authorization matrix (issue 19): every team route's loader and action, found by
// walking the route table, run as a visitor, someone in no team, someone waiting for a seat, a member,
// a manager of one group and the admin. Refusals are checked by their status and by what did not
// change; what each role may see is checked by whose addresses reach the page's data.
import crypto from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamAssignments, teamGroups, teamInvitations, teamMembers, teams } from "~/db/schema/teams.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { createTeam, joinTeam } from "~/server/domain/teams/membership.ts";
import { sessionCookie, testTokenHash } from "~/tests/setup/auth.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import routes from "../../routes.ts";

type Role = "visitor" | "outsider" | "waiting" | "member" | "manager" | "admin";
const ROLES: Role[] = ["visitor", "outsider", "waiting", "member", "manager", "admin"];

/** Every route under /dashboard/team, and /onboarding/team, with its module file. */
function teamRoutes(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  for (const entry of entries) {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    if (/^(dashboard\/team|onboarding\/team)(\/|$|\.)/.test(path) && entry.file.includes("teams/"))
      out.push({ path: `/${path}`, file: entry.file });
    if (entry.children) out.push(...teamRoutes(entry.children, path));
  }
  return out;
}

const TEAM_ROUTES = teamRoutes(routes);
const modules = import.meta.glob<{ loader?: unknown; action?: unknown }>([
  "/app/routes/teams/*.{ts,tsx}",
  "!**/*.test.ts",
]);

let app: RouteTestApp;
let teamId: string;
let groupA: string;
let groupB: string;
let courseId: string;
const people = {} as Record<Exclude<Role, "visitor"> | "inA", { userId: string; email: string; token: string }>;

async function person(label: string) {
  const userId = `usr_team_access_${label}_${crypto.randomBytes(4).toString("hex")}`;
  const email = `${userId}@example.com`;
  const token = crypto.randomBytes(24).toString("base64url");
  await app.database.db.insert(users).values({ id: userId, name: `Person ${label}`, email, emailVerified: true });
  await app.database.db
    .insert(sessions)
    .values({ id: `s_${userId}`, token: testTokenHash(token), userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId, email, token };
}

beforeAll(async () => {
  app = await createRouteTestApp("team-access-");
  const db = app.database.db;
  const { seedDatabase } = await import("~/db/seed/seed.ts");
  await seedDatabase(db, { demoAccounts: false });
  for (const label of ["outsider", "waiting", "member", "manager", "admin", "inA"] as const)
    people[label] = await person(label);
  courseId = "crs_excel-essentials";
  teamId = await db.transaction((tx) =>
    createTeam(tx, {
      name: "Matrix",
      billing: "invoice",
      seats: 3,
      adminUserId: people.admin.userId,
      adminSource: "staff",
    }),
  );
  groupA = `tgrp_a_${crypto.randomBytes(4).toString("hex")}`;
  groupB = `tgrp_b_${crypto.randomBytes(4).toString("hex")}`;
  await db.insert(teamGroups).values([
    { id: groupA, teamId, name: "Group A" },
    { id: groupB, teamId, name: "Group B" },
  ]);
  await db.transaction(async (tx) => {
    await joinTeam(tx, {
      teamId,
      userId: people.manager.userId,
      role: "manager",
      source: "invitation",
      groupId: groupA,
    });
    await joinTeam(tx, { teamId, userId: people.inA.userId, source: "invitation", groupId: groupA });
    await joinTeam(tx, { teamId, userId: people.member.userId, source: "invitation", groupId: groupB });
    // The three seats are taken: the next one waits.
    await joinTeam(tx, { teamId, userId: people.waiting.userId, source: "link" });
  });
  await app.services.teams.setGroupMembership(viewerOf("admin"), {
    groupId: groupA,
    userId: people.manager.userId,
    inGroup: true,
    manages: true,
  });
});
afterAll(async () => {
  await app?.destroy();
});

function viewerOf(role: Exclude<Role, "visitor">) {
  const p = people[role];
  return {
    userId: p.userId,
    email: p.email,
    name: role,
    sessionId: `s_${p.userId}`,
    isSubscriber: false,
    accessTokenExpiresAt: new Date(),
  };
}

interface Outcome {
  status: number;
  location: string | null;
  data: unknown;
}

async function run(fn: unknown, role: Role, path: string, body?: Record<string, string>): Promise<Outcome> {
  const url = `http://localhost${path}`;
  const headers: Record<string, string> = role === "visitor" ? {} : { cookie: sessionCookie(people[role].token) };
  const request = body
    ? new Request(url, {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      })
    : new Request(url, { headers });
  const settle = (value: unknown): Outcome => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), data: null };
    if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
      const d = value as { init: ResponseInit | null; data: unknown };
      return { status: d.init?.status ?? 200, location: null, data: d.data };
    }
    return { status: 200, location: null, data: value };
  };
  try {
    return settle(
      await (fn as (args: object) => Promise<unknown>)({ request, params: {}, context: await app.contextFor(request) }),
    );
  } catch (thrown) {
    return settle(thrown);
  }
}

const refused = (o: Outcome) => o.status === 401 || o.status === 403 || o.status === 404;
const toLogin = (o: Outcome) => o.status === 302 && /^\/login\?returnTo=/.test(o.location ?? "");
const mentions = (o: Outcome, who: keyof typeof people) => JSON.stringify(o.data ?? "").includes(people[who].email);

async function loaderOf(file: string) {
  const load = modules[`/app/${file}`];
  expect(load, `module for ${file}`).toBeDefined();
  return (await load!()).loader;
}
async function actionOf(file: string) {
  return (await modules[`/app/${file}`]!()).action;
}
const fileOf = (path: string) => TEAM_ROUTES.find((r) => r.path === path)!.file;

describe("the team area's route table", () => {
  it("has every page of the team area", () => {
    expect(TEAM_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/dashboard/team",
        "/dashboard/team/assignments",
        "/dashboard/team/members",
        "/dashboard/team/groups",
        "/dashboard/team/invite",
        "/dashboard/team/settings",
        "/dashboard/team/report.csv",
        "/onboarding/team",
      ]),
    );
  });

  it("sends a visitor to log in from every loader and action", async () => {
    for (const { path, file } of TEAM_ROUTES) {
      const mod = await modules[`/app/${file}`]!();
      for (const name of ["loader", "action"] as const) {
        if (typeof mod[name] !== "function") continue;
        const outcome = await run(mod[name], "visitor", path, name === "action" ? { intent: "x" } : undefined);
        expect(toLogin(outcome), `${name} of ${path} as a visitor: ${JSON.stringify(outcome)}`).toBe(true);
      }
    }
  });
});

/** Loaders: who gets in (2xx) and who is refused, per page. */
const LOADER_ACCESS: Record<string, Partial<Record<Role, "in" | "refused">>> = {
  "/dashboard/team/assignments": {
    outsider: "refused",
    waiting: "refused",
    member: "refused",
    manager: "in",
    admin: "in",
  },
  "/dashboard/team/members": { outsider: "refused", waiting: "refused", member: "refused", manager: "in", admin: "in" },
  "/dashboard/team/groups": { outsider: "refused", waiting: "refused", member: "refused", manager: "in", admin: "in" },
  "/dashboard/team/invite": {
    outsider: "refused",
    waiting: "refused",
    member: "refused",
    manager: "refused",
    admin: "in",
  },
  "/dashboard/team/settings": {
    outsider: "refused",
    waiting: "refused",
    member: "refused",
    manager: "refused",
    admin: "in",
  },
  "/dashboard/team/report.csv": {
    outsider: "refused",
    waiting: "refused",
    member: "refused",
    manager: "in",
    admin: "in",
  },
};

describe("loaders by role", () => {
  for (const [path, access] of Object.entries(LOADER_ACCESS)) {
    for (const role of ROLES.filter((r) => r !== "visitor")) {
      it(`${path} as ${role}: ${access[role]}`, async () => {
        const outcome = await run(await loaderOf(fileOf(path)), role, path);
        if (access[role] === "refused") expect(refused(outcome), JSON.stringify(outcome)).toBe(true);
        else expect(outcome.status, JSON.stringify(outcome).slice(0, 300)).toBeLessThan(300);
      });
    }
  }

  it("a manager sees their group's members only; the admin sees everyone", async () => {
    for (const path of ["/dashboard/team/members", "/dashboard/team"]) {
      const asManager = await run(await loaderOf(fileOf(path)), "manager", path);
      expect(mentions(asManager, "inA"), `${path}: the manager's group`).toBe(true);
      expect(mentions(asManager, "member"), `${path}: another group`).toBe(false);
      const asAdmin = await run(await loaderOf(fileOf(path)), "admin", path);
      expect(mentions(asAdmin, "member"), `${path} as admin`).toBe(true);
    }
  });

  it("a member's team page shows their own work, nobody else's", async () => {
    const path = "/dashboard/team";
    const outcome = await run(await loaderOf(fileOf(path)), "member", path);
    expect(outcome.status).toBeLessThan(300);
    expect(mentions(outcome, "inA")).toBe(false);
    expect(mentions(outcome, "manager")).toBe(false);
  });

  it("the CSV export follows the same scope", async () => {
    const path = "/dashboard/team/report.csv";
    const text = async (role: Role) => {
      const url = `http://localhost${path}`;
      const request = new Request(url, { headers: { cookie: sessionCookie(people[role as "admin"].token) } });
      const response = (await ((await loaderOf(fileOf(path))) as (a: object) => Promise<Response>)({
        request,
        params: {},
        context: await app.contextFor(request),
      })) as Response;
      return response.text();
    };
    const manager = await text("manager");
    expect(manager).toContain(people.inA.email);
    expect(manager).not.toContain(people.member.email);
    expect(await text("admin")).toContain(people.member.email);
  });

  it("onboarding shows its steps to the admin only", async () => {
    const path = "/onboarding/team";
    for (const role of ["outsider", "waiting", "member", "manager"] as const) {
      const outcome = await run(await loaderOf(fileOf(path)), role, path);
      expect((outcome.data as { state?: string }).state, role).toBe("not-admin");
    }
    expect(((await run(await loaderOf(fileOf(path)), "admin", path)).data as { state?: string }).state).toBe("setup");
  });
});

describe("actions by role: a refused role changes nothing", () => {
  const db = () => app.database.db;
  const teamName = async () =>
    (await db().select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)))[0]!.name;

  /** Each action, a harmful request, and how to see whether it took effect. */
  const cases: {
    path: string;
    allowed: Role[];
    body: (role: Role) => Record<string, string>;
    tookEffect: (role: Role) => Promise<boolean>;
    undo?: () => Promise<void>;
  }[] = [
    {
      path: "/dashboard/team/members",
      allowed: ["admin"],
      body: () => ({ intent: "role", userId: people.inA.userId, role: "admin" }),
      tookEffect: async () =>
        (await db().select().from(teamMembers).where(eq(teamMembers.userId, people.inA.userId)))[0]!.role === "admin",
      undo: async () => {
        await db().update(teamMembers).set({ role: "member" }).where(eq(teamMembers.userId, people.inA.userId));
      },
    },
    {
      path: "/dashboard/team/groups",
      allowed: ["admin"],
      body: (role) => ({ intent: "create", name: `Made by ${role}` }),
      tookEffect: async (role) =>
        (
          await db()
            .select()
            .from(teamGroups)
            .where(and(eq(teamGroups.teamId, teamId), eq(teamGroups.name, `Made by ${role}`)))
        ).length > 0,
    },
    {
      path: "/dashboard/team/settings",
      allowed: ["admin"],
      body: (role) => ({ intent: "name", name: `Renamed by ${role}` }),
      tookEffect: async (role) => (await teamName()) === `Renamed by ${role}`,
    },
    {
      path: "/onboarding/team",
      allowed: ["admin"],
      body: (role) => ({ intent: "details", name: `Onboarded by ${role}` }),
      tookEffect: async (role) => (await teamName()) === `Onboarded by ${role}`,
    },
    {
      path: "/dashboard/team/invite",
      allowed: ["admin"],
      body: (role) => ({ intent: "send", kind: "text", source: `invited-by-${role}@example.com`, role: "member" }),
      tookEffect: async (role) =>
        (
          await db()
            .select()
            .from(teamInvitations)
            .where(eq(teamInvitations.email, `invited-by-${role}@example.com`))
        ).length > 0,
    },
    {
      path: "/dashboard/team/assignments",
      allowed: ["admin", "manager"],
      body: () => ({
        intent: "create",
        kind: "course",
        itemId: courseId,
        target: `member:${people.inA.userId}`,
        dueDate: "",
      }),
      tookEffect: async () => {
        const rows = await db().select().from(teamAssignments).where(eq(teamAssignments.teamId, teamId));
        const made = rows.length > 0;
        await db().delete(teamAssignments).where(eq(teamAssignments.teamId, teamId));
        return made;
      },
    },
  ];

  for (const c of cases) {
    for (const role of ROLES.filter((r) => r !== "visitor")) {
      const allowed = c.allowed.includes(role);
      it(`${c.path} as ${role}: ${allowed ? "takes effect" : "refused, nothing changes"}`, async () => {
        const outcome = await run(await actionOf(fileOf(c.path)), role, c.path, c.body(role));
        const effect = await c.tookEffect(role);
        if (allowed) {
          expect(effect, JSON.stringify(outcome).slice(0, 400)).toBe(true);
        } else {
          expect(effect).toBe(false);
          expect(outcome.status, JSON.stringify(outcome).slice(0, 400)).toBeGreaterThanOrEqual(400);
        }
        await c.undo?.();
      });
    }
  }

  it("a manager cannot assign to a member of another group", async () => {
    const path = "/dashboard/team/assignments";
    const outcome = await run(await actionOf(fileOf(path)), "manager", path, {
      intent: "create",
      kind: "course",
      itemId: courseId,
      target: `member:${people.member.userId}`,
      dueDate: "",
    });
    expect(outcome.status).toBeGreaterThanOrEqual(400);
    expect(await db().select().from(teamAssignments).where(eq(teamAssignments.teamId, teamId))).toEqual([]);
  });
});

describe("answers that are pages of their own", () => {
  const db = () => app.database.db;
  it("a send of invitations redirects to its result, which a reload shows without sending again", async () => {
    const path = "/dashboard/team/invite";
    const email = `reload-${crypto.randomBytes(3).toString("hex")}@example.com`;
    const posted = await run(await actionOf(fileOf(path)), "admin", path, {
      intent: "send",
      kind: "text",
      source: `${email}\nnot-an-address`,
      role: "member",
    });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/dashboard\/team\/invite\?sent=tib_/);
    const sentTo = async () =>
      (await db().select().from(teamInvitations).where(eq(teamInvitations.email, email))).map((i) => i.sendCount);
    expect(await sentTo()).toEqual([1]);
    for (let reload = 0; reload < 2; reload++) {
      const page = await run(await loaderOf(fileOf(path)), "admin", posted.location!);
      expect(page.data).toMatchObject({
        sent: { intent: "send", outcome: { invited: [email], errors: [expect.objectContaining({ line: 2 })] } },
      });
    }
    expect(await sentTo()).toEqual([1]);
    // Another team member cannot read it.
    const asManager = await run(await loaderOf(fileOf(path)), "manager", posted.location!);
    expect(refused(asManager)).toBe(true);
  });

  it("someone waiting for a seat can leave the waiting list themselves", async () => {
    const path = "/dashboard/team/members";
    const waitingRow = () =>
      db()
        .select({ status: teamMembers.status })
        .from(teamMembers)
        .where(eq(teamMembers.userId, people.waiting.userId));
    expect(await waitingRow()).toEqual([{ status: "waiting" }]);
    const left = await run(await actionOf(fileOf(path)), "waiting", path, { intent: "leave" });
    expect(left).toMatchObject({ status: 302, location: "/dashboard/team" });
    expect(await waitingRow()).toEqual([]);
    const layout = await run(await loaderOf(fileOf("/dashboard/team")), "waiting", "/dashboard/team");
    expect(layout.data).toEqual({ state: "none" });
    await db().transaction((tx) => joinTeam(tx, { teamId, userId: people.waiting.userId, source: "link" }));
  });
});
