// The blog's routes as React Router calls them: the list (tag, search, pages), a post (found, moved
// after a slug change, gone after a delete, invisible while scheduled), the feed and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEntries } from "~/db/schema/publishing.ts";
import { users } from "~/db/schema/users.ts";
import { postSeed } from "~/db/seed/content/publishing/posts.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import * as sitemap from "../api/sitemap.ts";
import * as list from "./blog.tsx";
import * as feed from "./feed.ts";
import * as post from "./post.tsx";

let app: RouteTestApp;
const staff = { userId: "usr_blog_staff", email: "blog.staff@example.com" };

beforeAll(async () => {
  app = await createRouteTestApp("blog-routes-");
  await app.database.db.insert(users).values({ id: staff.userId, name: "Staff", email: staff.email, role: "staff" });
  await app.database.db.insert(contentEntries).values(postSeed.map((p) => ({ ...p, status: "published" as const })));
});
afterAll(async () => {
  await app?.destroy();
});

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params, context: app.context }) as never;

async function outcome(work: () => Promise<unknown>) {
  try {
    const value = await work();
    return { status: value instanceof Response ? value.status : 200, value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 500 };
  }
}

describe("blog routes", () => {
  it("lists nine posts a page, newest first, filtered by tag and by search", async () => {
    const first = await list.loader(args("/blog"));
    expect(first.page.total).toBe(postSeed.length);
    expect(first.page.items).toHaveLength(9);
    expect(first.page.items[0]!.slug).toBe("xlookup-vs-index-match");
    expect((await list.loader(args("/blog?page=2"))).page.items).toHaveLength(postSeed.length - 9);
    const challenges = await list.loader(args("/blog?tag=challenges"));
    expect(challenges.tagLabel).toBe("Challenges");
    expect(challenges.page.items.every((p) => p.tags.includes("Challenges"))).toBe(true);
    const search = await list.loader(args("/blog?q=window%20functions"));
    expect(search.page.items.map((p) => p.slug)).toContain("sql-window-functions-explained");
  });

  it("answers a post, its old slug with 301, a scheduled post with 404 and a deleted one with 410", async () => {
    const { publishing } = app.services;
    const found = await post.loader(args("/blog/power-bi-star-schema", { slug: "power-bi-star-schema" }));
    expect(found.post.html).toContain("<h2>Facts and dimensions</h2>");
    expect(found.related).toHaveLength(3);

    const created = await publishing.create(staff, "post", { title: "Scheduled", slug: "later", body: "Soon." });
    await publishing.publish(staff, created.id, new Date(Date.now() + 3_600_000));
    expect((await outcome(() => post.loader(args("/blog/later", { slug: "later" })))).status).toBe(404);
    const feedXml = await (await feed.loader(args("/blog/feed.xml"))).text();
    expect(feedXml).not.toContain("/blog/later");
    expect(feedXml).toContain("/blog/xlookup-vs-index-match");

    await publishing.publish(staff, created.id);
    await publishing.update(staff, created.id, { title: "Now", slug: "now-live", body: "Here." });
    expect(await outcome(() => post.loader(args("/blog/later", { slug: "later" })))).toEqual({
      status: 301,
      location: "/blog/now-live",
    });
    const map = await (await sitemap.loader(args("/sitemap.xml"))).text();
    expect(map).toContain("/blog/now-live");

    await publishing.remove(staff, created.id);
    expect((await outcome(() => post.loader(args("/blog/now-live", { slug: "now-live" })))).status).toBe(410);
  });
});
