import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, guidedProjects, instructors, pathCourses, paths } from "~/db/schema/catalog.ts";
import { contentEntries } from "~/db/schema/publishing.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createGuidedProjectService } from "../guided-projects/service.ts";
import { createPublishingService } from "../publishing/service.ts";
import { createCatalogService } from "./service.ts";

let database: TestDatabase;
const staff = { userId: "usr_ins_staff", email: "ins-staff@example.com" };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await database.db.insert(users).values({ id: staff.userId, name: "Staff", email: staff.email, role: "staff" });
});
afterAll(() => database.destroy());

describe("instructors shown on course, path and project pages", () => {
  it("every seeded instructor has a live team card with the same name, role and bio", async () => {
    const catalog = createCatalogService({ db: database.db });
    const rows = await database.db
      .select({ slug: courses.slug, instructorId: courses.instructorId })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId));
    const team = await createPublishingService({ db: database.db }).listLive("team");
    for (const row of rows.slice(0, 5)) {
      const { instructor } = await catalog.courseBySlug(row.slug);
      const card = team.find((p) => `/team#${p.slug}` === instructor?.profileUrl);
      expect(card, row.slug).toBeDefined();
      expect(instructor).toMatchObject({ name: card!.title, title: card!.fields.role, bio: card!.body });
    }
  });

  it("follow a staff edit of the person's team entry, new slug included, and stop linking a card that is gone", async () => {
    const publishing = createPublishingService({ db: database.db });
    const [entry] = await database.db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.id, "ent_team-maya-okafor"));
    await publishing.update(staff, entry!.id, {
      title: "Maya Okafor-Reid",
      slug: "maya-okafor-reid",
      summary: entry!.summary,
      body: "Maya now leads the Power BI curriculum.",
      image: "",
      fields: { ...entry!.fields, role: "Head of Power BI Curriculum" },
    });
    const expected = {
      name: "Maya Okafor-Reid",
      title: "Head of Power BI Curriculum",
      bio: "Maya now leads the Power BI curriculum.",
      profileUrl: "/team#maya-okafor-reid",
    };

    const catalog = createCatalogService({ db: database.db });
    const [course] = await database.db
      .select()
      .from(courses)
      .where(eq(courses.instructorId, "ins_maya-okafor"))
      .limit(1);
    expect((await catalog.courseBySlug(course!.slug)).instructor).toMatchObject(expected);

    const [path] = await database.db
      .select({ slug: paths.slug })
      .from(pathCourses)
      .innerJoin(paths, eq(paths.id, pathCourses.pathId))
      .where(eq(pathCourses.courseId, course!.id))
      .limit(1);
    const pathDetail = await catalog.pathBySlug(path!.slug);
    expect(pathDetail.instructors.find((i) => i.id === "ins_maya-okafor")).toMatchObject(expected);

    const [project] = await database.db
      .select({ slug: guidedProjects.slug })
      .from(guidedProjects)
      .where(eq(guidedProjects.instructorId, "ins_maya-okafor"))
      .limit(1);
    if (project) {
      const detail = await createGuidedProjectService({ db: database.db }).bySlug(project.slug);
      expect(detail.instructor).toMatchObject(expected);
    }

    // The course cards of the catalogue, search and path pages name them the same way.
    expect((await catalog.allCourses()).find((c) => c.id === course!.id)?.authorName).toBe("Maya Okafor-Reid");
    expect(pathDetail.courses.find((c) => c.id === course!.id)?.authorName).toBe("Maya Okafor-Reid");

    await publishing.unpublish(staff, entry!.id);
    const after = (await catalog.courseBySlug(course!.slug)).instructor;
    expect(after?.name).toBe("Maya Okafor");
    expect(after?.profileUrl).toBeNull();
  });
});
