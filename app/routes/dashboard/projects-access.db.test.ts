// Who may do what with a showcase project, by plain requests to every project loader and action
// (the way React Router calls them: a Request with the session cookie, params and the app
// context): a visitor, the author and another signed-in user, against a published project and a
// draft. The e2e spec checks the same through the browser for a few of these cells.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { projectLikes, showcaseProjects } from "~/db/schema/catalog.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { makeImage, multipartRequest } from "~/tests/fixtures/images.ts";
import { sessionCookie, testTokenHash } from "~/tests/setup/auth.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import * as projectPage from "../catalog/project.tsx";
import * as deletePage from "./project-delete.tsx";
import * as editPage from "./project-edit.tsx";
import * as newPage from "./project-new.tsx";
import * as listPage from "./projects.tsx";

type Who = "visitor" | "author" | "other";
const WHO: Who[] = ["visitor", "author", "other"];

let app: RouteTestApp;
let database: RouteTestApp["database"];
let services: RouteTestApp["services"];
const people: Record<Exclude<Who, "visitor">, { userId: string; token: string }> = {
  author: { userId: "", token: "" },
  other: { userId: "", token: "" },
};
let published = "";
let draft = "";

async function createUser(name: string) {
  const userId = `usr_access_${name}_${crypto.randomBytes(4).toString("hex")}`;
  const token = crypto.randomBytes(24).toString("base64url");
  await database.db.insert(users).values({ id: userId, name, email: `${userId}@example.com` });
  await database.db
    .insert(sessions)
    .values({ id: `s_${userId}`, token: testTokenHash(token), userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId, token };
}

const projectFields = (title: string, status = "published") => ({
  title,
  summary: "A summary.",
  body: "Body",
  tools: "Excel",
  link: "",
  status,
});

beforeAll(async () => {
  app = await createRouteTestApp("project-routes-");
  ({ database, services } = app);
  people.author = await createUser("author");
  people.other = await createUser("other");
});
afterAll(async () => {
  await app?.destroy();
});
beforeEach(async () => {
  await database.db.delete(showcaseProjects);
  published = (await services.projects.create(people.author, { fields: projectFields("Published one") })).id;
  draft = (await services.projects.create(people.author, { fields: projectFields("Draft one", "draft") })).id;
});

/** The HTTP outcome of a loader or action: its status and, for redirects, where to. */
async function run(
  fn: (args: never) => unknown,
  { who, path: url, params = {}, body }: { who: Who; path: string; params?: Record<string, string>; body?: Request },
): Promise<{ status: number; location: string | null; data: unknown }> {
  const cookie: Record<string, string> = who === "visitor" ? {} : { cookie: sessionCookie(people[who].token) };
  const request = body
    ? new Request(`http://localhost${url}`, {
        method: "POST",
        headers: { ...Object.fromEntries(body.headers), ...cookie },
        body: await body.arrayBuffer(),
      })
    : new Request(`http://localhost${url}`, { headers: cookie });
  const settle = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), data: null };
    if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
      const d = value as { data: unknown; init: ResponseInit | null };
      return { status: d.init?.status ?? 200, location: null, data: d.data };
    }
    return { status: 200, location: null, data: value };
  };
  try {
    return settle(
      await (fn as unknown as (args: object) => Promise<unknown>)({
        request,
        params,
        context: await app.contextFor(request),
      }),
    );
  } catch (thrown) {
    return settle(thrown);
  }
}

const form = (fields: Record<string, string>) =>
  multipartRequest(Object.entries(fields).map(([name, value]) => ({ name, value })));
const titleOf = async (id: string) =>
  (await database.db.select().from(showcaseProjects).where(eq(showcaseProjects.id, id)))[0]?.title ?? null;
const loginRedirect = (from: string) => `/login?returnTo=${encodeURIComponent(from)}`;

describe("project loaders: visitor, author, another user", () => {
  it.each(WHO)("My Projects lists only the %s's own projects", async (who) => {
    const result = await run(listPage.loader, { who, path: "/dashboard/projects" });
    if (who === "visitor") return expect(result.location).toBe(loginRedirect("/dashboard/projects"));
    const ids = (result.data as { projects: { id: string }[] }).projects.map((p) => p.id).sort();
    expect(ids).toEqual(who === "author" ? [published, draft].sort() : []);
  });

  const cases: [string, (args: never) => unknown, () => string, Record<Who, number>][] = [
    ["new form", newPage.loader, () => "/dashboard/projects/new", { visitor: 302, author: 200, other: 200 }],
    [
      "edit form (published)",
      editPage.loader,
      () => `/dashboard/projects/${published}/edit`,
      { visitor: 302, author: 200, other: 403 },
    ],
    [
      "edit form (draft)",
      editPage.loader,
      () => `/dashboard/projects/${draft}/edit`,
      { visitor: 302, author: 200, other: 404 },
    ],
    [
      "delete page (published)",
      deletePage.loader,
      () => `/dashboard/projects/${published}/delete`,
      { visitor: 302, author: 200, other: 403 },
    ],
    [
      "delete page (draft)",
      deletePage.loader,
      () => `/dashboard/projects/${draft}/delete`,
      { visitor: 302, author: 200, other: 404 },
    ],
    [
      "project page (published)",
      projectPage.loader,
      () => `/project/${published}`,
      { visitor: 200, author: 200, other: 200 },
    ],
    ["project page (draft)", projectPage.loader, () => `/project/${draft}`, { visitor: 404, author: 200, other: 404 }],
  ];
  it.each(cases)("%s", async (_, loader, pathOf, expected) => {
    for (const who of WHO) {
      const url = pathOf();
      const id = url.match(/prj_[A-Za-z0-9_-]+/)?.[0];
      const result = await run(loader, { who, path: url, params: id ? { id } : {} });
      expect(result.status, who).toBe(expected[who]);
      if (expected[who] === 302) expect(result.location).toBe(loginRedirect(url));
    }
  });

  it("answers 404 for a project that does not exist, to everyone", async () => {
    for (const who of WHO) {
      for (const [loader, url] of [
        [editPage.loader, "/dashboard/projects/prj_missing/edit"],
        [deletePage.loader, "/dashboard/projects/prj_missing/delete"],
        [projectPage.loader, "/project/prj_missing"],
      ] as const) {
        const result = await run(loader, { who, path: url, params: { id: "prj_missing" } });
        expect(result.status, `${who} ${url}`).toBe(who === "visitor" && url.startsWith("/dashboard") ? 302 : 404);
      }
    }
  });
});

describe("project actions: visitor, author, another user", () => {
  it.each(WHO)("create as %s", async (who) => {
    const before = await database.db.$count(showcaseProjects);
    const result = await run(newPage.action, {
      who,
      path: "/dashboard/projects/new",
      body: form(projectFields(`New by ${who}`)),
    });
    if (who === "visitor") {
      expect(result.location).toBe(loginRedirect("/dashboard/projects/new"));
      expect(await database.db.$count(showcaseProjects)).toBe(before);
    } else {
      expect(result.status).toBe(302);
      expect(result.location).toMatch(/^\/dashboard\/projects\?saved=prj_/);
      expect(await database.db.$count(showcaseProjects)).toBe(before + 1);
    }
  });

  it.each(WHO)("edit as %s: only the author changes anything", async (who) => {
    const url = `/dashboard/projects/${published}/edit`;
    const result = await run(editPage.action, {
      who,
      path: url,
      params: { id: published },
      body: form(projectFields("Changed")),
    });
    expect(result.status).toBe({ visitor: 302, author: 302, other: 403 }[who]);
    expect(await titleOf(published)).toBe(who === "author" ? "Changed" : "Published one");
  });

  it.each(WHO)("delete as %s: only the author deletes", async (who) => {
    const url = `/dashboard/projects/${published}/delete`;
    const result = await run(deletePage.action, { who, path: url, params: { id: published }, body: form({}) });
    expect(result.status).toBe({ visitor: 302, author: 302, other: 403 }[who]);
    expect(await titleOf(published)).toBe(who === "author" ? null : "Published one");
  });

  it("refuses another user's edit of a draft as if it did not exist", async () => {
    const url = `/dashboard/projects/${draft}/edit`;
    const result = await run(editPage.action, {
      who: "other",
      path: url,
      params: { id: draft },
      body: form(projectFields("x")),
    });
    expect(result.status).toBe(404);
    expect(await titleOf(draft)).toBe("Draft one");
  });

  it.each(WHO)("like as %s: visitors are sent to log in and back", async (who) => {
    const url = `/project/${published}`;
    const result = await run(projectPage.action, {
      who,
      path: url,
      params: { id: published },
      body: form({ intent: "like", respond: "data", returnTo: url }),
    });
    const likes = await database.db.$count(projectLikes, eq(projectLikes.projectId, published));
    if (who === "visitor") {
      expect(result.location).toBe(loginRedirect(url));
      expect(likes).toBe(0);
    } else {
      expect(result.data).toEqual({ liked: true, likeCount: 1 });
      expect(likes).toBe(1);
    }
  });

  it("without JavaScript a like redirects back to the page it came from (same site only)", async () => {
    const liked = await run(projectPage.action, {
      who: "other",
      path: `/project/${published}`,
      params: { id: published },
      body: form({ intent: "like", returnTo: "/showcase?sort=newest" }),
    });
    expect(liked).toMatchObject({ status: 302, location: "/showcase?sort=newest" });
    const offsite = await run(projectPage.action, {
      who: "other",
      path: `/project/${published}`,
      params: { id: published },
      body: form({ intent: "unlike", returnTo: "https://evil.example/" }),
    });
    expect(offsite).toMatchObject({ status: 302, location: `/project/${published}` });
  });

  it("refuses a like on a draft of someone else and on a missing project with 404", async () => {
    for (const id of [draft, "prj_missing"]) {
      const result = await run(projectPage.action, {
        who: "other",
        path: `/project/${id}`,
        params: { id },
        body: form({ intent: "like", respond: "data" }),
      });
      expect(result).toMatchObject({ status: 404, data: { error: "This project does not exist." } });
    }
    expect(await database.db.$count(projectLikes)).toBe(0);
  });

  it("refuses an upload that is not an image without creating anything", async () => {
    const before = await database.db.$count(showcaseProjects);
    const body = multipartRequest([
      ...Object.entries(projectFields("With a fake image")).map(([name, value]) => ({ name, value })),
      { name: "images", filename: "chart.png", type: "image/png", bytes: Buffer.from("not an image") },
      { name: "images", filename: "real.png", type: "image/png", bytes: await makeImage("png") },
    ]);
    const result = await run(newPage.action, { who: "author", path: "/dashboard/projects/new", body });
    expect(result.status).toBe(400);
    // Conform's reply: the field errors, and the values sent for the form to show again.
    expect(result.data).toMatchObject({
      result: {
        error: { images: ["chart.png: Choose a PNG, JPEG or WebP image."] },
        initialValue: { title: "With a fake image" },
      },
    });
    expect(await database.db.$count(showcaseProjects)).toBe(before);
  });
});
