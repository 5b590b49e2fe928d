import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "~/db/schema/catalog.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { NotFound } from "../errors.ts";
import { createCatalogService } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.destroy());

describe("catalog service", () => {
  it("returns featured course cards with tools as a list", async () => {
    const catalog = createCatalogService({ db: database.db });
    const cards = await catalog.featuredCourses(4);
    expect(cards.length).toBe(4);
    for (const card of cards) expect(Array.isArray(card.tools)).toBe(true);
  });

  it("reads broken lessons as an empty list and logs it, never failing the page", async () => {
    const [course] = await database.db.select().from(courses).limit(1);
    await database.db.update(courses).set({ lessons: '[{"title": "cut off' }).where(eq(courses.id, course!.id));
    const { logger, lines } = createTestLogger();
    const detail = await createCatalogService({ db: database.db, logger }).courseBySlug(course!.slug);
    expect(detail.lessons).toEqual([]);
    expect(detail.title).toBe(course!.title);
    expect(lines.some((l) => l.msg === "course lessons unreadable" && l.course === course!.slug)).toBe(true);
  });

  it("throws NotFound for an unknown slug", async () => {
    await expect(createCatalogService({ db: database.db }).courseBySlug("no-such-course")).rejects.toBeInstanceOf(
      NotFound,
    );
  });

  it("lists a path's courses in order with their total hours", async () => {
    const catalog = createCatalogService({ db: database.db });
    const [banner] = await catalog.featuredPaths(1);
    const path = await catalog.pathBySlug(banner!.slug);
    expect(path.courses.length).toBe(banner!.courseCount);
    expect(path.totalHours).toBeCloseTo(banner!.totalHours);
  });
});
