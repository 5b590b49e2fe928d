import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentEntries } from "~/db/schema/publishing.ts";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { Conflict, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import { createPublishingService, grantAdmin } from "./service.ts";

let database: TestDatabase;
let now = new Date("2026-11-25T12:00:00Z");
const clock = () => now;
const staff = { userId: "usr_pub_staff", email: "staff@example.com" };
const learner = { userId: "usr_pub_learner", email: "learner@example.com" };
const admin = { userId: "usr_pub_admin", email: "admin@example.com" };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: staff.userId, name: "Staff", email: staff.email, role: "staff" },
    { id: learner.userId, name: "Learner", email: learner.email },
    { id: admin.userId, name: "Admin", email: admin.email },
  ]);
});
afterAll(() => database.destroy());
beforeEach(async () => {
  now = new Date("2026-11-25T12:00:00Z");
  await database.db.delete(contentEntries);
  await database.db.delete(auditLog);
});

const service = () => createPublishingService({ db: database.db, clock });
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  summary: "A summary.",
  body: "## Hello\n\nSome words.",
  image: "",
  fields: { author: "Maya", tags: "Excel, Tutorial", notAField: "dropped" },
  ...extra,
});

describe("publishing", () => {
  it("refuses visitors and learners everywhere in the staff area", async () => {
    const s = service();
    await expect(s.create(null, "post", post("a"))).rejects.toBeInstanceOf(Unauthenticated);
    await expect(s.create(learner, "post", post("a"))).rejects.toBeInstanceOf(Forbidden);
    await expect(s.list(learner, "post")).rejects.toBeInstanceOf(Forbidden);
    await expect(s.auditLog(learner)).rejects.toBeInstanceOf(Forbidden);
    await expect(s.setRole(staff, learner.email, "staff")).rejects.toThrow("Only admins can change roles.");
  });

  it("keeps a draft and a scheduled post invisible until its time, then lists it", async () => {
    const s = service();
    const entry = await s.create(staff, "post", post("draft-one"));
    expect(entry.fields).toEqual({ author: "Maya", tags: "Excel, Tutorial" });
    await expect(s.findLive("post", "draft-one")).rejects.toBeInstanceOf(NotFound);
    await s.publish(staff, entry.id, new Date("2026-11-26T09:00:00Z"));
    expect((await s.get(staff, entry.id)).state).toBe("scheduled");
    await expect(s.findLive("post", "draft-one")).rejects.toBeInstanceOf(NotFound);
    expect(await s.listLive("post")).toHaveLength(0);
    now = new Date("2026-11-26T09:00:01Z");
    expect((await s.findLive("post", "draft-one")).status).toBe("found");
    expect((await s.listLive("post")).map((p) => p.slug)).toEqual(["draft-one"]);
    await s.unpublish(staff, entry.id);
    await expect(s.findLive("post", "draft-one")).rejects.toBeInstanceOf(NotFound);
  });

  it("refuses a slug clash with a message on the slug field", async () => {
    const s = service();
    await s.create(staff, "post", post("taken"));
    const clash = s.create(staff, "post", post("taken"));
    await expect(clash).rejects.toBeInstanceOf(Conflict);
    await expect(clash).rejects.toMatchObject({
      fieldErrors: { slug: [expect.stringContaining('"taken" is already used')] },
    });
    // Another kind may use it.
    await expect(s.create(staff, "guide", post("taken"))).resolves.toMatchObject({ kind: "guide" });
  });

  it("keeps an old slug as a redirect, and refuses it to other entries", async () => {
    const s = service();
    const entry = await s.create(staff, "post", post("old-name"));
    await s.publish(staff, entry.id);
    await s.update(staff, entry.id, post("new-name"));
    expect(await s.findLive("post", "old-name")).toEqual({ status: "moved", slug: "new-name" });
    expect((await s.findLive("post", "new-name")).status).toBe("found");
    await expect(s.create(staff, "post", post("old-name"))).rejects.toBeInstanceOf(Conflict);
    // Renaming back takes the old address back.
    await s.update(staff, entry.id, post("old-name"));
    expect((await s.findLive("post", "old-name")).status).toBe("found");
    expect(await s.findLive("post", "new-name")).toEqual({ status: "moved", slug: "old-name" });
  });

  it("keeps a legal page at its address", async () => {
    const s = service();
    await expect(s.create(staff, "legal", { title: "Cookies", slug: "cookies" })).rejects.toThrow(
      "can be edited, not added",
    );
    const [terms] = await database.db
      .insert(contentEntries)
      .values({ id: "ent_test-terms", kind: "legal", slug: "terms", title: "Terms of Use", body: "Text." })
      .returning();
    await expect(s.update(staff, terms!.id, { title: "Terms", slug: "terms-of-use", body: "Text." })).rejects.toThrow(
      "A legal page keeps its address",
    );
    await expect(
      s.update(staff, terms!.id, { title: "Terms", slug: "terms", body: "New text." }),
    ).resolves.toMatchObject({
      body: "New text.",
    });
  });

  it("keeps every change as a revision that can be restored, and audits who did what", async () => {
    const s = service();
    const entry = await s.create(staff, "post", post("rev", { title: "First title" }));
    await s.update(staff, entry.id, post("rev", { title: "Second title" }));
    await s.publish(staff, entry.id);
    const revisions = await s.revisions(staff, entry.id);
    expect(revisions.map((r) => [r.number, r.note, r.title])).toEqual([
      [3, "Published", "Second title"],
      [2, "Edited", "Second title"],
      [1, "Created", "First title"],
    ]);
    await s.restore(staff, entry.id, 1);
    const restored = await s.get(staff, entry.id);
    expect(restored.title).toBe("First title");
    expect(restored.state).toBe("published");
    expect((await s.revisions(staff, entry.id))[0]).toMatchObject({ number: 4, title: "First title" });
    const log = await s.auditLog(staff);
    // One fixed clock in this test: the order within the same instant is not defined.
    expect(log.map((a) => a.action).sort()).toEqual(["create", "publish", "restore", "update", "update"]);
    expect(log.every((a) => a.actorEmail === staff.email)).toBe(true);
  });

  it("refuses a revision number that names no revision, without touching the entry", async () => {
    const s = service();
    const entry = await s.create(staff, "post", post("rev-bad", { title: "Only title" }));
    for (const number of [Number.NaN, 0, -1, 1.5, 2 ** 31, 99]) {
      await expect(s.restore(staff, entry.id, number), String(number)).rejects.toBeInstanceOf(NotFound);
    }
    expect((await s.get(staff, entry.id)).title).toBe("Only title");
    expect(await s.revisions(staff, entry.id)).toHaveLength(1);
  });

  it("answers gone for a deleted post, or redirects to its replacement", async () => {
    const s = service();
    const a = await s.create(staff, "post", post("to-delete"));
    const b = await s.create(staff, "post", post("replacement"));
    const c = await s.create(staff, "post", post("deleted-no-replacement"));
    for (const e of [a, b, c]) await s.publish(staff, e.id);
    await s.remove(staff, a.id, b.id);
    await s.remove(staff, c.id);
    expect(await s.findLive("post", "to-delete")).toEqual({ status: "moved", slug: "replacement" });
    expect(await s.findLive("post", "deleted-no-replacement")).toEqual({ status: "gone" });
    expect((await s.list(staff, "post")).map((e) => e.slug)).toEqual(["replacement"]);
  });

  it("lets only admins grant roles; the first admin comes from the command", async () => {
    const s = service();
    await expect(grantAdmin(database.db, "nobody@example.com")).rejects.toThrow("Sign up first");
    expect(await grantAdmin(database.db, "ADMIN@example.com")).toBe("granted");
    expect(await grantAdmin(database.db, "admin@example.com")).toBe("already");
    await s.setRole(admin, learner.email, "staff");
    expect(await s.roleOf(learner)).toBe("staff");
    await s.setRole(admin, learner.email, "learner");
    await expect(s.list(learner, "post")).rejects.toBeInstanceOf(Forbidden);
    await expect(s.setRole(admin, admin.email, "learner")).rejects.toThrow("You can't change your own role.");
  });
});

describe("bylines", () => {
  it("give a post author's role and card as the live team entry has them now", async () => {
    const s = service();
    const person = await s.create(staff, "team", {
      title: "Maya Okafor",
      slug: "maya-okafor",
      summary: "",
      body: "Bio.",
      image: "",
      fields: { role: "Lead Power BI Instructor", order: "10" },
    });
    await s.publish(staff, person.id);
    expect(await s.teamMemberNamed("Maya Okafor")).toEqual({
      role: "Lead Power BI Instructor",
      url: "/team#maya-okafor",
    });
    await s.update(staff, person.id, {
      title: "Maya Okafor",
      slug: "maya-okafor",
      summary: "",
      body: "Bio.",
      image: "",
      fields: { role: "Head of Power BI Curriculum", order: "10" },
    });
    expect((await s.teamMemberNamed("Maya Okafor"))?.role).toBe("Head of Power BI Curriculum");
    expect(await s.teamMemberNamed("Someone Else")).toBeNull();
    await s.unpublish(staff, person.id);
    expect(await s.teamMemberNamed("Maya Okafor")).toBeNull();
  });
});
