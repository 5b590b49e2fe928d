import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TYPE_MESSAGE } from "~/core/images.ts";
import { MAX_PROJECT_IMAGES, PROJECT_MESSAGES } from "~/core/projects.ts";
import { projectLikes, showcaseProjects } from "~/db/schema/catalog.ts";
import { users } from "~/db/schema/users.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { makeImage, TEXT_PRETENDING_TO_BE_PNG } from "~/tests/fixtures/images.ts";
import { errorOf } from "~/tests/setup/domain-errors.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createImageStore, mediaKeyOf } from "../../media/images.ts";
import { BadInput, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import { createShowcaseService } from "../showcase/service.ts";
import { createProjectService, type ProjectService } from "./service.ts";

let database: TestDatabase;
let dir: string;
let projects: ProjectService;
let showcase: ReturnType<typeof createShowcaseService>;
let png: Buffer;

async function newUser(name = "Learner") {
  const id = `usr_test_${crypto.randomBytes(5).toString("hex")}`;
  await database.db.insert(users).values({ id, name, email: `${id}@example.com` });
  return { userId: id };
}

const fields = (overrides: Record<string, string> = {}) => ({
  title: "Sales by region",
  summary: "Which regions grew fastest in 2024.",
  body: "## Question\n\nWhere did sales grow?",
  tools: "Excel, Power BI, excel",
  link: "https://example.com/sales",
  status: "published",
  ...overrides,
});

const storedFiles = () =>
  fs.existsSync(path.join(dir, "images/project")) ? fs.readdirSync(path.join(dir, "images/project")).length : 0;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "projects-service-"));
  const { logger } = createTestLogger();
  const images = createImageStore({ storage: createLocalStorage(dir), logger });
  projects = createProjectService({ db: database.db, images, logger });
  showcase = createShowcaseService({ db: database.db, logger });
  png = await makeImage("png");
});
afterAll(async () => {
  await database?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("creating and editing projects", () => {
  it("creates a published project with images that the showcase lists", async () => {
    const author = await newUser("Ada Lovelace");
    const { id } = await projects.create(author, {
      fields: fields(),
      uploads: [
        { filename: "a.png", bytes: png },
        { filename: "b.jpg", bytes: await makeImage("jpeg") },
      ],
    });
    const shown = await showcase.byId(id);
    expect(shown).toMatchObject({
      title: "Sales by region",
      tools: ["Excel", "Power BI"],
      authorName: "Ada Lovelace",
      published: true,
      isAuthor: false,
    });
    expect(shown.images).toHaveLength(2);
    expect(shown.images.every((i) => mediaKeyOf(i.src) !== null && i.alt.includes("Sales by region"))).toBe(true);
    expect((await showcase.list()).map((p) => p.id)).toContain(id);
  });

  it("keeps drafts out of the showcase and away from everyone but the author", async () => {
    const author = await newUser();
    const other = await newUser();
    const { id } = await projects.create(author, { fields: fields({ status: "draft" }) });
    expect((await showcase.list()).map((p) => p.id)).not.toContain(id);
    await expect(showcase.byId(id)).rejects.toBeInstanceOf(NotFound);
    await expect(showcase.byId(id, other)).rejects.toBeInstanceOf(NotFound);
    expect(await showcase.byId(id, author)).toMatchObject({ published: false, isAuthor: true });
    expect((await projects.listMine(author)).map((p) => [p.id, p.published])).toEqual([[id, false]]);
    expect(await projects.listMine(other)).toEqual([]);
  });

  it("refuses bad input with field errors and stores nothing", async () => {
    const author = await newUser();
    const before = storedFiles();
    const bad = await errorOf(
      projects.create(author, {
        fields: fields({ title: "x".repeat(121), link: "javascript:alert(1)", tools: "a,b,c,d,e,f,g,h,i" }),
      }),
    );
    expect(bad).toBeInstanceOf(BadInput);
    expect(bad.fieldErrors).toMatchObject({
      title: [PROJECT_MESSAGES.titleTooLong],
      link: [PROJECT_MESSAGES.linkInvalid],
      tools: [PROJECT_MESSAGES.toolsTooMany],
    });
    const badImage = await errorOf(
      projects.create(author, {
        fields: fields(),
        uploads: [
          { filename: "good.png", bytes: png },
          { filename: "notes.png", bytes: TEXT_PRETENDING_TO_BE_PNG },
        ],
      }),
    );
    expect(badImage.fieldErrors).toEqual({ images: [`notes.png: ${IMAGE_TYPE_MESSAGE}`] });
    const tooMany = await errorOf(
      projects.create(author, {
        fields: fields(),
        uploads: Array.from({ length: MAX_PROJECT_IMAGES + 1 }, (_, i) => ({ filename: `${i}.png`, bytes: png })),
      }),
    );
    expect(tooMany.fieldErrors).toEqual({ images: [PROJECT_MESSAGES.tooManyImages] });
    expect(await projects.listMine(author)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it("lets only the author edit: images kept in order, new ones appended, dropped ones deleted", async () => {
    const author = await newUser();
    const other = await newUser();
    const { id } = await projects.create(author, {
      fields: fields(),
      uploads: [
        { filename: "1.png", bytes: png },
        { filename: "2.png", bytes: png },
      ],
    });
    const [first, second] = (await projects.forEdit(author, id)).images;
    const before = storedFiles();

    await expect(projects.forEdit(other, id)).rejects.toBeInstanceOf(Forbidden);
    await expect(projects.update(other, id, { fields: fields({ title: "Hijacked" }) })).rejects.toBeInstanceOf(
      Forbidden,
    );
    await expect(projects.update(null, id, { fields: fields() })).rejects.toBeInstanceOf(Unauthenticated);

    await projects.update(author, id, {
      fields: fields({ title: "Sales by region, revised", status: "draft" }),
      keep: [
        { src: second!.src, alt: "Map of growth by region" },
        { src: "/media/images/project/AAAAAAAAAAAAAAAAAAAAAA.webp", alt: "forged" },
      ],
      uploads: [{ filename: "3.webp", bytes: await makeImage("webp") }],
    });
    const edited = await projects.forEdit(author, id);
    expect(edited).toMatchObject({ title: "Sales by region, revised", published: false });
    expect(edited.images.map((i) => i.src)[0]).toBe(second!.src);
    expect(edited.images[0]!.alt).toBe("Map of growth by region");
    expect(edited.images).toHaveLength(2);
    expect(edited.images.map((i) => i.src)).not.toContain(first!.src);
    expect(storedFiles()).toBe(before); // one dropped, one added
  });

  it("lets only the author delete; the project, its likes and its files go", async () => {
    const author = await newUser();
    const other = await newUser();
    const { id } = await projects.create(author, { fields: fields(), uploads: [{ filename: "1.png", bytes: png }] });
    await projects.setLike(other, id, true);
    const before = storedFiles();
    await expect(projects.remove(other, id)).rejects.toBeInstanceOf(Forbidden);
    await expect(projects.remove(null, id)).rejects.toBeInstanceOf(Unauthenticated);
    await projects.remove(author, id);
    await expect(projects.remove(author, id)).rejects.toBeInstanceOf(NotFound);
    expect(await database.db.select().from(projectLikes).where(eq(projectLikes.projectId, id))).toEqual([]);
    expect(storedFiles()).toBe(before - 1);
  });
});

describe("likes", () => {
  it("counts exactly under concurrent likes from many users", async () => {
    const author = await newUser();
    const { id } = await projects.create(author, { fields: fields() });
    const likers = await Promise.all(Array.from({ length: 25 }, () => newUser()));
    // Each liker also sends a duplicate at the same time (a double click).
    await Promise.all(likers.flatMap((u) => [projects.setLike(u, id, true), projects.setLike(u, id, true)]));
    const [row] = await database.db.select().from(showcaseProjects).where(eq(showcaseProjects.id, id));
    expect(row!.likeCount).toBe(25);
    expect(await database.db.$count(projectLikes, eq(projectLikes.projectId, id))).toBe(25);

    await Promise.all(
      likers.slice(0, 10).flatMap((u) => [projects.setLike(u, id, false), projects.setLike(u, id, false)]),
    );
    expect((await showcase.byId(id)).likeCount).toBe(15);
  });

  it("likes once, unlikes once, and reports the viewer's state", async () => {
    const author = await newUser();
    const fan = await newUser();
    const { id } = await projects.create(author, { fields: fields() });
    expect(await projects.setLike(fan, id, true)).toEqual({ liked: true, likeCount: 1 });
    expect(await projects.setLike(fan, id, true)).toEqual({ liked: true, likeCount: 1 });
    expect(await projects.isLiked(fan, id)).toBe(true);
    expect([...(await projects.likedAmong(fan, [id, "prj_other"]))]).toEqual([id]);
    expect(await projects.setLike(author, id, true)).toEqual({ liked: true, likeCount: 2 });
    expect(await projects.setLike(fan, id, false)).toEqual({ liked: false, likeCount: 1 });
    expect(await projects.setLike(fan, id, false)).toEqual({ liked: false, likeCount: 1 });
    expect(await projects.isLiked(fan, id)).toBe(false);
  });

  it("refuses visitors, missing projects and drafts, changing nothing", async () => {
    const author = await newUser();
    const fan = await newUser();
    const { id: draft } = await projects.create(author, { fields: fields({ status: "draft" }) });
    await expect(projects.setLike(null, draft, true)).rejects.toBeInstanceOf(Unauthenticated);
    const missing = await errorOf(projects.setLike(fan, "prj_does-not-exist", true));
    expect(missing).toBeInstanceOf(NotFound);
    expect(missing.message).toBe(PROJECT_MESSAGES.notFound);
    await expect(projects.setLike(fan, "../../etc", true)).rejects.toBeInstanceOf(NotFound);
    await expect(projects.setLike(fan, draft, true)).rejects.toBeInstanceOf(NotFound);
    await expect(projects.setLike(author, draft, true)).rejects.toBeInstanceOf(Forbidden);
    expect(await database.db.$count(projectLikes, eq(projectLikes.projectId, draft))).toBe(0);
  });
});
