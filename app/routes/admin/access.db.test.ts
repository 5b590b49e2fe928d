// Every route of the staff area, found by walking the route table (app/routes.ts), refuses a visitor
// (redirect to log in) and a learner (403) in its loader and its action, and lets staff in.
import crypto from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema/users.ts";
import { sessionCookie, testTokenHash } from "~/tests/setup/auth.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import routes from "../../routes.ts";

type Who = "visitor" | "learner" | "staff";

/** Every route whose URL starts with /admin, with its full path and module file. */
function adminRoutes(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  for (const entry of entries) {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    if (path === "admin" || path.startsWith("admin/")) out.push({ path: `/${path}`, file: entry.file });
    if (entry.children) out.push(...adminRoutes(entry.children, path));
  }
  return out;
}

const ADMIN_ROUTES = adminRoutes(routes);
const ADMIN_ONLY_ACTIONS = new Set(["/admin/people"]);
const modules = import.meta.glob<{ loader?: unknown; action?: unknown }>([
  "/app/routes/admin/**/*.{ts,tsx}",
  "!**/*.test.ts",
]);

let app: RouteTestApp;
const tokens: Record<Exclude<Who, "visitor">, string> = { learner: "", staff: "" };

async function createUser(role: "learner" | "staff") {
  const userId = `usr_admin_access_${role}_${crypto.randomBytes(4).toString("hex")}`;
  const token = crypto.randomBytes(24).toString("base64url");
  await app.database.db.insert(users).values({ id: userId, name: role, email: `${userId}@example.com`, role });
  await app.database.db
    .insert(sessions)
    .values({ id: `s_${userId}`, token: testTokenHash(token), userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

beforeAll(async () => {
  app = await createRouteTestApp("admin-access-");
  tokens.learner = await createUser("learner");
  tokens.staff = await createUser("staff");
});
afterAll(async () => {
  await app?.destroy();
});

async function run(fn: unknown, who: Who, path: string, method: "GET" | "POST") {
  const url = `http://localhost${path.replace(":kind", "post").replace(":id", "ent_none")}`;
  const headers: Record<string, string> = who === "visitor" ? {} : { cookie: sessionCookie(tokens[who]) };
  const request =
    method === "POST"
      ? new Request(url, {
          method,
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: "intent=publish&email=x%40example.com&role=admin&status=closed",
        })
      : new Request(url, { headers });
  const settle = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
    if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit")
      return { status: (value as { init: ResponseInit | null }).init?.status ?? 200, location: null };
    return { status: 200, location: null };
  };
  try {
    return settle(
      await (fn as (args: object) => Promise<unknown>)({
        request,
        params: { kind: "post", id: "ent_none" },
        context: await app.contextFor(request),
      }),
    );
  } catch (thrown) {
    return settle(thrown);
  }
}

describe("the staff area's route table", () => {
  it("has the routes the issue asks for", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(10);
    expect(ADMIN_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/admin", "/admin/content/:kind/:id", "/admin/leads", "/admin/leads.csv"]),
    );
  });

  for (const { path, file } of ADMIN_ROUTES) {
    it(`${path} (${file}) refuses visitors and learners`, async () => {
      const load = modules[`/app/${file}`];
      expect(load, `module for ${file}`).toBeDefined();
      const mod = await load!();
      const handlers = (["loader", "action"] as const).filter((name) => typeof mod[name] === "function");
      // A page module without a loader would render without a check: every admin route has one.
      expect(handlers).toContain("loader");
      for (const name of handlers) {
        const method = name === "loader" ? "GET" : "POST";
        const visitor = await run(mod[name], "visitor", path, method);
        expect(visitor.status, `${name} as a visitor`).toBe(302);
        expect(visitor.location).toMatch(/^\/login\?returnTo=/);
        expect((await run(mod[name], "learner", path, method)).status, `${name} as a learner`).toBe(403);
        // Staff get past the gate; changing roles is for admins only.
        const staffStatus = (await run(mod[name], "staff", path, method)).status;
        if (name === "action" && ADMIN_ONLY_ACTIONS.has(path)) expect(staffStatus).toBe(403);
        else expect([403, 302].includes(staffStatus) ? "refused" : "let in", `${name} as staff`).toBe("let in");
      }
    });
  }
});
