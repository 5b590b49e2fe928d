import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ATTRIBUTES_LIST_LIMIT } from "~/core/user-attributes.ts";
import { lessonProgress, pathEnrolments } from "~/db/schema/learning.ts";
import { courseEnrolments, userAttributes, userProfiles } from "~/db/schema/account.ts";
import { lessonSeed } from "~/db/seed/content/lessons.ts";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { BadInput, Conflict, Forbidden, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createAccountService, NEWSLETTER_UNAVAILABLE_MESSAGE } from "./service.ts";
import { createNewsletterService } from "../newsletter/service.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { newsletterSubscribers } from "~/db/schema/newsletter.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { createImageStore } from "../../media/images.ts";
import { makeImage, TEXT_PRETENDING_TO_BE_PNG } from "~/tests/fixtures/images.ts";
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from "~/core/images.ts";
import { NotFound } from "../errors.ts";
import { projectLikes, showcaseProjects, userCredentials } from "~/db/schema/catalog.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { courseSeed } from "~/db/seed/content/courses.ts";
import { pathCourseSeed, pathSeed } from "~/db/seed/content/paths.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const unique = () => crypto.randomBytes(6).toString("hex");
let seeded = false;
/** Courses, paths and credentials for the dashboard tests (the demo content, seeded once). */
async function seedCatalogue() {
  if (!seeded) await seedDatabase(database.db);
  seeded = true;
}

async function createUser(
  name = "Ada Lovelace",
  names: { firstName?: string; lastName?: string } = { firstName: "Ada", lastName: "Lovelace" },
): Promise<Viewer> {
  const id = `acct_test_${unique()}`;
  const email = `${id}@example.com`;
  await database.db.insert(users).values({ id, name, email, image: `/images/users/${id}.svg`, ...names });
  return {
    userId: id,
    email,
    name,
    sessionId: `sess_${id}`,
    isSubscriber: false,
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
  };
}

let storageDir: string;
let service: () => ReturnType<typeof createAccountService>;
/** The addresses the newsletter webhook was given; `webhookOk` false makes it answer 500. */
const webhook = { calls: [] as string[], ok: true };
const newsletterOf = () =>
  createNewsletterService({
    db: database.db,
    logger: createTestLogger().logger,
    webhookUrl: "http://127.0.0.1:9/hook",
    rateLimitPerHour: 100,
    limiter: createRateLimiter({ db: database.db }),
    fetch: (async (_url: string, init: RequestInit) => {
      webhook.calls.push((JSON.parse(String(init.body)) as { email: string }).email);
      return new Response(null, { status: webhook.ok ? 204 : 500 });
    }) as unknown as typeof fetch,
  });
beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "account-test-"));
  const images = createImageStore({ storage: createLocalStorage(storageDir) });
  const account = createAccountService({ db: database.db, images, newsletter: newsletterOf() });
  service = () => account;
});
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));
const storedAvatars = () =>
  fs.existsSync(path.join(storageDir, "images/avatar")) ? fs.readdirSync(path.join(storageDir, "images/avatar")) : [];

describe("listUserAttributes", () => {
  it("gives the owner the five known attributes with their types and values", async () => {
    const ada = await createUser("Ada King", { firstName: "Ada", lastName: "King" });
    const page = await service().listUserAttributes(ada, { owner: ada.userId });
    expect(page).toEqual({
      items: [
        { name: "first_name", type: "string", value: "Ada" },
        { name: "last_name", type: "string", value: "King" },
        { name: "email", type: "string", value: ada.email },
        { name: "avatar_src", type: "string", value: `/images/users/${ada.userId}.svg` },
        { name: "portfolio_url_postfix", type: "string", value: expect.stringMatching(/^ada-king(-\d+)?$/) },
      ],
      nextToken: null,
    });
  });

  it("converts stored int and float64 values and keeps other types as stored", async () => {
    const owner = await createUser();
    await service().setUserAttribute(owner, {
      owner: owner.userId,
      name: "weekly_goal_minutes",
      type: "int",
      value: "150",
    });
    await service().setUserAttribute(owner, {
      owner: owner.userId,
      name: "assessment_score",
      type: "float64",
      value: "0.875",
    });
    await service().setUserAttribute(owner, { owner: owner.userId, name: "onboarded", type: "bool", value: "true" });
    const { items } = await service().listUserAttributes(owner, { owner: owner.userId });
    expect(items.slice(5)).toEqual([
      { name: "assessment_score", type: "float64", value: 0.875 },
      { name: "onboarded", type: "bool", value: "true" },
      { name: "weekly_goal_minutes", type: "int", value: 150 },
    ]);
  });

  it("refuses a visitor and another user, whatever the owner", async () => {
    const owner = await createUser();
    const other = await createUser();
    await expect(service().listUserAttributes(null, { owner: owner.userId })).rejects.toBeInstanceOf(Unauthenticated);
    await expect(service().listUserAttributes(other, { owner: owner.userId })).rejects.toBeInstanceOf(Forbidden);
    await expect(service().listUserAttributes(other, { owner: "usr_missing" })).rejects.toBeInstanceOf(Forbidden);
  });

  it("refuses a limit outside 1 to 1000 and a forged page token", async () => {
    const owner = await createUser();
    for (const limit of [0, -1, 1001, 2.5]) {
      await expect(service().listUserAttributes(owner, { owner: owner.userId, limit })).rejects.toBeInstanceOf(
        BadInput,
      );
    }
    await expect(
      service().listUserAttributes(owner, { owner: owner.userId, nextToken: "not-a-token" }),
    ).rejects.toThrow("The page token is not valid.");
  });

  it("returns at most 1,000 items for one owner and pages through the rest", async () => {
    const owner = await createUser();
    // Written directly: the service keeps fewer stored attributes than the listing limit.
    const stored = Array.from({ length: 1100 }, (_, i) => ({
      userId: owner.userId,
      name: `metric_${String(i).padStart(4, "0")}`,
      type: "int",
      value: String(i),
    }));
    await database.db.insert(userAttributes).values(stored);

    const first = await service().listUserAttributes(owner, { owner: owner.userId });
    expect(first.items).toHaveLength(USER_ATTRIBUTES_LIST_LIMIT);
    expect(first.items[5]).toEqual({ name: "metric_0000", type: "int", value: 0 });
    expect(first.nextToken).not.toBeNull();
    const second = await service().listUserAttributes(owner, { owner: owner.userId, nextToken: first.nextToken });
    expect(second.items).toHaveLength(1105 - USER_ATTRIBUTES_LIST_LIMIT);
    expect(second.items.at(-1)).toEqual({ name: "metric_1099", type: "int", value: 1099 });
    expect(second.nextToken).toBeNull();

    const names: string[] = [];
    let token: string | null = null;
    do {
      const page: Awaited<ReturnType<ReturnType<typeof service>["listUserAttributes"]>> =
        await service().listUserAttributes(owner, { owner: owner.userId, limit: 3, nextToken: token });
      expect(page.items.length).toBeLessThanOrEqual(3);
      names.push(...page.items.map((item) => item.name));
      token = page.nextToken;
    } while (token && names.length < 2000);
    expect(names).toHaveLength(1105);
    expect(new Set(names).size).toBe(1105);
  });
});

describe("knownUserAttributes", () => {
  it("gives the owner the five known values, making the profile on first use, and refuses others", async () => {
    const ada = await createUser("Ada King", { firstName: "Ada", lastName: "King" });
    const known = await service().knownUserAttributes(ada, { owner: ada.userId });
    expect(known).toEqual({
      first_name: "Ada",
      last_name: "King",
      email: ada.email,
      avatar_src: `/images/users/${ada.userId}.svg`,
      portfolio_url_postfix: expect.stringMatching(/^ada-king(-\d+)?$/),
    });
    // The same values the paged list starts with, and the profile made once.
    const { items } = await service().listUserAttributes(ada, { owner: ada.userId });
    expect(Object.fromEntries(items.slice(0, 5).map((i) => [i.name, i.value]))).toEqual(known);

    const other = await createUser();
    await expect(service().knownUserAttributes(null, { owner: ada.userId })).rejects.toBeInstanceOf(Unauthenticated);
    await expect(service().knownUserAttributes(other, { owner: ada.userId })).rejects.toBeInstanceOf(Forbidden);
  });
});

describe("setUserAttribute", () => {
  it("refuses known names, values that do not match their type, and other users", async () => {
    const owner = await createUser();
    const other = await createUser();
    const set = (actor: Viewer | null, name: string, type: string, value: string) =>
      service().setUserAttribute(actor, { owner: owner.userId, name, type, value });
    await expect(set(owner, "email", "string", "x@example.com")).rejects.toThrow(/through the profile/);
    await expect(set(owner, "goal", "int", "ten")).rejects.toThrow("Enter a whole number.");
    await expect(set(owner, "Goal", "string", "x")).rejects.toBeInstanceOf(BadInput);
    await expect(set(owner, "goal", "decimal", "1")).rejects.toBeInstanceOf(BadInput);
    await expect(set(other, "goal", "int", "1")).rejects.toBeInstanceOf(Forbidden);
    await expect(set(null, "goal", "int", "1")).rejects.toBeInstanceOf(Unauthenticated);
    expect(await database.db.select().from(userAttributes).where(eq(userAttributes.userId, owner.userId))).toEqual([]);
  });

  it("keeps an account within the stored-attribute cap", async () => {
    const owner = await createUser();
    await database.db
      .insert(userAttributes)
      .values(
        Array.from({ length: 200 }, (_, i) => ({ userId: owner.userId, name: `a_${i}`, type: "string", value: "x" })),
      );
    await expect(
      service().setUserAttribute(owner, { owner: owner.userId, name: "one_more", type: "string", value: "x" }),
    ).rejects.toBeInstanceOf(Conflict);
    // Replacing an existing one is still fine.
    await expect(
      service().setUserAttribute(owner, { owner: owner.userId, name: "a_1", type: "int", value: "5" }),
    ).resolves.toEqual({ name: "a_1", type: "int", value: 5 });
  });
});

describe("profile postfix", () => {
  it("suggests the postfix from the name and numbers it when taken", async () => {
    const first = await createUser("Grace Hopper", { firstName: "Grace", lastName: "Hopper" });
    const second = await createUser("Grace Hopper", { firstName: "Grace", lastName: "Hopper" });
    const a = await service().ensureProfile(first.userId);
    const b = await service().ensureProfile(second.userId);
    expect(a.portfolioUrlPostfix).toBe("grace-hopper");
    expect(b.portfolioUrlPostfix).toBe("grace-hopper-2");
    // Created once: a second call returns the same row.
    expect((await service().ensureProfile(first.userId)).portfolioUrlPostfix).toBe("grace-hopper");
    const rows = await database.db.select().from(userProfiles).where(eq(userProfiles.userId, first.userId));
    expect(rows).toHaveLength(1);
  });
});

const profileForm = (overrides: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  portfolioUrlPostfix: "ada-lovelace",
  headline: "",
  bio: "",
  location: "",
  link1: "",
  link2: "",
  link3: "",
  ...overrides,
});

describe("profile creation under concurrency", () => {
  it("gives people with the same name distinct postfixes when their profiles are created at once", async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, () => createUser("Kim Same", { firstName: "Kim", lastName: "Same" })),
    );
    const profiles = await Promise.all(people.map((p) => service().ensureProfile(p.userId)));
    const postfixes = profiles.map((p) => p.portfolioUrlPostfix);
    expect(new Set(postfixes).size).toBe(6);
    expect(postfixes.every((p) => /^kim-same(-\d+)?$/.test(p))).toBe(true);
  });
});

describe("profile rename", () => {
  it("moves the profile to the new postfix and redirects the old one there", async () => {
    const ada = await createUser("Ada Byron", { firstName: "Ada", lastName: "Byron" });
    const old = (await service().ensureProfile(ada.userId)).portfolioUrlPostfix;
    const renamed = `ada-${unique()}`;
    await expect(
      service().updateProfile(ada, { owner: ada.userId, ...profileForm({ portfolioUrlPostfix: renamed }) }),
    ).resolves.toEqual({ portfolioUrlPostfix: renamed, previousPostfix: old });

    await expect(service().publicProfile(null, { postfix: old })).resolves.toEqual({
      kind: "redirect",
      postfix: renamed,
    });
    const found = await service().publicProfile(null, { postfix: renamed });
    expect(found.kind === "profile" && found.profile.name).toBe("Ada Lovelace");

    // A second rename: the first address still leads to the current one.
    const again = `ada-${unique()}`;
    await service().updateProfile(ada, { owner: ada.userId, ...profileForm({ portfolioUrlPostfix: again }) });
    await expect(service().publicProfile(null, { postfix: old })).resolves.toEqual({
      kind: "redirect",
      postfix: again,
    });
    await expect(service().publicProfile(null, { postfix: renamed })).resolves.toEqual({
      kind: "redirect",
      postfix: again,
    });
    // Differently cased addresses lead to the lowercase one.
    await expect(service().publicProfile(null, { postfix: again.toUpperCase() })).resolves.toEqual({
      kind: "redirect",
      postfix: again,
    });
  });

  it("refuses a postfix that is someone's current or old one, and changes nothing", async () => {
    const first = await createUser();
    const second = await createUser();
    const firstPostfix = `taken-${unique()}`;
    await service().updateProfile(first, {
      owner: first.userId,
      ...profileForm({ portfolioUrlPostfix: firstPostfix }),
    });
    const before = await service().profileSettings(second);

    await expect(
      service().updateProfile(second, {
        owner: second.userId,
        ...profileForm({ portfolioUrlPostfix: firstPostfix, headline: "Changed" }),
      }),
    ).rejects.toThrow("That profile address is taken. Choose another.");
    // `first` moves on; their old address stays theirs (it redirects), so still refused.
    await service().updateProfile(first, {
      owner: first.userId,
      ...profileForm({ portfolioUrlPostfix: `moved-${unique()}` }),
    });
    await expect(
      service().updateProfile(second, { owner: second.userId, ...profileForm({ portfolioUrlPostfix: firstPostfix }) }),
    ).rejects.toBeInstanceOf(Conflict);
    // ...but its owner may take it back, and then it no longer redirects.
    await service().updateProfile(first, {
      owner: first.userId,
      ...profileForm({ portfolioUrlPostfix: firstPostfix }),
    });
    const back = await service().publicProfile(null, { postfix: firstPostfix });
    expect(back.kind).toBe("profile");

    expect(await service().profileSettings(second)).toEqual(before);
  });

  it("explains invalid postfixes and over-long fields, and another user cannot save", async () => {
    const owner = await createUser();
    const other = await createUser();
    const save = (overrides: Record<string, string>, actor: Viewer | null = owner) =>
      service().updateProfile(actor, {
        owner: owner.userId,
        ...profileForm({ portfolioUrlPostfix: `ok-${unique()}`, ...overrides }),
      });
    await expect(save({ portfolioUrlPostfix: "Has Spaces" })).rejects.toThrow(/lowercase letters/);
    await expect(save({ portfolioUrlPostfix: "settings" })).rejects.toThrow(/reserved/);
    await expect(save({ headline: "x".repeat(121) })).rejects.toThrow("Headline can be at most 120 characters.");
    await expect(save({ bio: "x".repeat(2001) })).rejects.toThrow("Bio can be at most 2000 characters.");
    await expect(save({ firstName: "" })).rejects.toThrow("Enter your first name.");
    await expect(save({ link1: "javascript:alert(1)" })).rejects.toThrow(/full web address/);
    await expect(save({}, other)).rejects.toBeInstanceOf(Forbidden);
    await expect(save({}, null)).rejects.toBeInstanceOf(Unauthenticated);
    const settings = await service().profileSettings(owner);
    expect(settings.headline).toBe("");
    expect(settings.portfolioUrlPostfix).toMatch(/^ada-lovelace/);
  });
});

describe("preferences: the newsletter box is the newsletter list", () => {
  const onList = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers)).filter(
      (r) => r.email.toLowerCase() === email.toLowerCase(),
    );

  it("shows a footer sign-up as ticked, and unticking takes the address off the list", async () => {
    const ada = await createUser();
    await newsletterOf().subscribe({ email: ada.email.toUpperCase() }, { ip: "203.0.113.20" });
    expect((await service().preferences(ada)).emailNewsletter).toBe(true);

    await service().updatePreferences(ada, { owner: ada.userId, visibility: "public" });
    expect(await onList(ada.email)).toEqual([]);
    expect((await service().preferences(ada)).emailNewsletter).toBe(false);
  });

  it("ticking it puts the address on the list through the webhook, once", async () => {
    const ada = await createUser();
    webhook.calls = [];
    await service().updatePreferences(ada, { owner: ada.userId, emailNewsletter: "on", visibility: "public" });
    await service().updatePreferences(ada, { owner: ada.userId, emailNewsletter: "on", visibility: "public" });
    expect(await onList(ada.email)).toEqual([expect.objectContaining({ email: ada.email, source: "preferences" })]);
    expect(webhook.calls).toEqual([ada.email]);
    expect((await service().preferences(ada)).emailNewsletter).toBe(true);
  });

  it("a webhook failure says so on the box, keeps the other choices and leaves nobody half-subscribed", async () => {
    const ada = await createUser();
    webhook.ok = false;
    try {
      const saving = service().updatePreferences(ada, {
        owner: ada.userId,
        emailNewsletter: "on",
        visibility: "private",
      });
      await expect(saving).rejects.toMatchObject({
        message: NEWSLETTER_UNAVAILABLE_MESSAGE,
        fieldErrors: { emailNewsletter: [NEWSLETTER_UNAVAILABLE_MESSAGE] },
      });
    } finally {
      webhook.ok = true;
    }
    expect(await onList(ada.email)).toEqual([]);
    expect(await service().preferences(ada)).toMatchObject({ emailNewsletter: false, visibility: "private" });
  });
});

describe("public profile", () => {
  it("hides a private profile from visitors and other users, as if it did not exist", async () => {
    const owner = await createUser("Priya Private", { firstName: "Priya", lastName: "Private" });
    const other = await createUser();
    const { portfolioUrlPostfix } = await service().ensureProfile(owner.userId);
    await service().updatePreferences(owner, { owner: owner.userId, visibility: "private" });

    await expect(service().publicProfile(null, { postfix: portfolioUrlPostfix })).rejects.toBeInstanceOf(NotFound);
    await expect(service().publicProfile(other, { postfix: portfolioUrlPostfix })).rejects.toBeInstanceOf(NotFound);
    const own = await service().publicProfile(owner, { postfix: portfolioUrlPostfix });
    expect(own.kind === "profile" && own.profile.isOwner).toBe(true);

    // Its old address does not give it away either.
    await service().updateProfile(owner, {
      owner: owner.userId,
      ...profileForm({ firstName: "Priya", portfolioUrlPostfix: `priya-${unique()}` }),
    });
    await expect(service().publicProfile(other, { postfix: portfolioUrlPostfix })).rejects.toBeInstanceOf(NotFound);
  });

  it("shows published projects to others, drafts to the owner, and liked projects with view=liked", async () => {
    const author = await createUser("Lena Author", { firstName: "Lena", lastName: "Author" });
    const fan = await createUser("Fay Fan", { firstName: "Fay", lastName: "Fan" });
    const id = `prj_acct_${unique()}`;
    await database.db.insert(showcaseProjects).values([
      { id, authorId: author.userId, title: "Published work", published: true },
      { id: `${id}_draft`, authorId: author.userId, title: "Draft work", published: false },
    ]);
    await database.db.insert(projectLikes).values({ projectId: id, userId: fan.userId });
    const authorPostfix = (await service().ensureProfile(author.userId)).portfolioUrlPostfix;
    const fanPostfix = (await service().ensureProfile(fan.userId)).portfolioUrlPostfix;

    const titles = async (actor: Viewer | null, postfix: string, view?: "liked") => {
      const found = await service().publicProfile(actor, { postfix, view });
      return found.kind === "profile" ? found.profile.projects.map((p) => p.title) : [];
    };
    expect(await titles(null, authorPostfix)).toEqual(["Published work"]);
    expect((await titles(author, authorPostfix)).sort()).toEqual(["Draft work", "Published work"]);
    expect(await titles(null, fanPostfix, "liked")).toEqual(["Published work"]);
    expect(await titles(null, fanPostfix)).toEqual([]);
  });

  it("answers NotFound for a postfix that cannot exist", async () => {
    for (const postfix of ["", "a/b", "x".repeat(65), "../etc"]) {
      await expect(service().publicProfile(null, { postfix })).rejects.toBeInstanceOf(NotFound);
    }
  });
});

describe("avatar upload", () => {
  it("stores a resized WebP, points avatar_src at it and removes the previous upload", async () => {
    const owner = await createUser();
    const before = storedAvatars().length;
    const first = await service().uploadAvatar(owner, {
      owner: owner.userId,
      bytes: await makeImage("png", { width: 900, height: 600 }),
    });
    expect(first.src).toMatch(/^\/media\/images\/avatar\/[A-Za-z0-9_-]{22}\.webp$/);
    const second = await service().uploadAvatar(owner, { owner: owner.userId, bytes: await makeImage("jpeg") });
    expect(storedAvatars().length).toBe(before + 1);
    const { items } = await service().listUserAttributes(owner, { owner: owner.userId });
    expect(items.find((i) => i.name === "avatar_src")?.value).toBe(second.src);
  });

  it("refuses a file that only claims to be an image, and an image over 5 MB, changing nothing", async () => {
    const owner = await createUser();
    const before = storedAvatars().length;
    await expect(
      service().uploadAvatar(owner, { owner: owner.userId, bytes: TEXT_PRETENDING_TO_BE_PNG }),
    ).rejects.toThrow(IMAGE_TYPE_MESSAGE);
    await expect(
      service().uploadAvatar(owner, { owner: owner.userId, bytes: new Uint8Array(5_000_001) }),
    ).rejects.toThrow(IMAGE_SIZE_MESSAGE);
    const other = await createUser();
    await expect(
      service().uploadAvatar(other, { owner: owner.userId, bytes: await makeImage("png") }),
    ).rejects.toBeInstanceOf(Forbidden);
    expect(storedAvatars().length).toBe(before);
    expect((await service().profileSettings(owner)).avatarSrc).toBe(`/images/users/${owner.userId}.svg`);
  });
});

describe("dashboard", () => {
  it("shows progress from the enrolments, the next steps, credentials and the learner's projects", async () => {
    await seedCatalogue();
    const learner = await createUser();
    const now = Date.now();
    await database.db.insert(courseEnrolments).values([
      // Lessons done beyond the course's count (a shortened course) are capped at 100 %.
      {
        userId: learner.userId,
        courseId: "crs_excel-essentials",
        lessonsCompleted: 99,
        lastActivityAt: new Date(now - 9e8),
      },
      {
        userId: learner.userId,
        courseId: "crs_power-bi-desktop",
        lessonsCompleted: 4,
        lastActivityAt: new Date(now - 1e6),
      },
    ]);
    // The player's progress rows (issue 16): the first four lessons done.
    await database.db.insert(lessonProgress).values(
      [1, 2, 3, 4].map((n) => ({
        userId: learner.userId,
        lessonId: `les_power-bi-desktop-0${n}`,
        courseId: "crs_power-bi-desktop",
        completedAt: new Date(now - 1e6),
      })),
    );
    await database.db
      .insert(userCredentials)
      .values({ id: `vc-${unique()}`, userId: learner.userId, credentialId: "cred_crs_excel-essentials" });
    await database.db
      .insert(showcaseProjects)
      .values({ id: `prj_dash_${unique()}`, authorId: learner.userId, title: "Mine", published: false });

    const dashboard = await service().dashboard(learner, { owner: learner.userId });
    expect(dashboard.firstName).toBe("Ada");
    expect(dashboard.inProgress).toEqual([
      expect.objectContaining({
        slug: "power-bi-desktop",
        lessonsCompleted: 4,
        lessonsTotal: 16,
        percent: 25,
        completed: false,
      }),
    ]);
    // Four lessons done: the next one is the fifth of the seeded course.
    const seeded = courseSeed.find((c) => c.slug === "power-bi-desktop")!;
    const lessons = JSON.parse(seeded.lessons!) as { title: string }[];
    expect(dashboard.inProgress[0]?.nextLesson).toBe(lessons[4]!.title);
    expect(dashboard.completed).toEqual([
      expect.objectContaining({ slug: "excel-essentials", percent: 100, completed: true }),
    ]);
    // The only course in progress needs a plan for its next lesson: still the one to continue, saying so.
    expect(dashboard.recommendations[0]).toMatchObject({
      kind: "continue",
      detail: `Next lesson, with Pro: ${lessons[4]!.title}`,
      url: "/course/power-bi-desktop/lesson/les_power-bi-desktop-05",
    });
    expect(dashboard.inProgress[0]?.continueUrl).toBe("/course/power-bi-desktop/lesson/les_power-bi-desktop-05");
    // Lesson 5 is past the free first chapter: a learner without a plan is told before the gate.
    expect(lessonSeed.find((l) => l.id === "les_power-bi-desktop-05")?.chapter).toBeGreaterThan(1);
    expect(learner.isSubscriber).toBe(false);
    expect(dashboard.inProgress[0]?.nextLessonLocked).toBe(true);
    const asSubscriber = await service().dashboard({ ...learner, isSubscriber: true }, { owner: learner.userId });
    expect(asSubscriber.inProgress[0]?.nextLessonLocked).toBe(false);
    expect(asSubscriber.recommendations[0]?.detail).toBe(`Next lesson: ${lessons[4]!.title}`);

    // A course the learner can go on with now comes first, even if another was touched more recently.
    await database.db.insert(courseEnrolments).values({
      userId: learner.userId,
      courseId: "crs_mysql-data-analysis",
      lessonsCompleted: 1,
      lastActivityAt: new Date(now - 5e6),
    });
    await database.db.insert(lessonProgress).values({
      userId: learner.userId,
      lessonId: "les_mysql-data-analysis-01",
      courseId: "crs_mysql-data-analysis",
      completedAt: new Date(now - 5e6),
    });
    const withFreeNext = await service().dashboard(learner, { owner: learner.userId });
    expect(withFreeNext.inProgress.map((p) => p.slug)).toEqual(["power-bi-desktop", "mysql-data-analysis"]);
    expect(withFreeNext.recommendations[0]).toMatchObject({
      kind: "continue",
      title: "Continue SQL for Data Analysis with MySQL",
      url: "/course/mysql-data-analysis/lesson/les_mysql-data-analysis-02",
    });
    expect(dashboard.recommendations).toHaveLength(3);
    // No joined path: no "next in your path" from paths the courses merely belong to (the first by
    // title used to be offered as the learner's), popular starting points instead.
    expect(dashboard.recommendations.slice(1).map((r) => r.kind)).toEqual(["start", "start"]);
    // Joined paths, the most recently active first, give the next courses in path order.
    const enrolled = new Set(["crs_excel-essentials", "crs_power-bi-desktop", "crs_mysql-data-analysis"]);
    const pathsOf = (courseId: string) =>
      pathCourseSeed.filter((pc) => pc.courseId === courseId).map((pc) => pc.pathId);
    const [older] = pathsOf("crs_excel-essentials");
    const newer = pathsOf("crs_power-bi-desktop").find((id) => id !== older)!;
    // The seed must give two different paths, one per course, for the ordering below to mean anything.
    expect(older).toMatch(/^pth_/);
    expect(newer).toMatch(/^pth_/);
    expect(newer).not.toBe(older);
    await database.db.insert(pathEnrolments).values([
      { userId: learner.userId, pathId: older!, enrolledAt: new Date(now - 9e6) },
      { userId: learner.userId, pathId: newer, enrolledAt: new Date(now - 8e6) },
    ]);
    const titleOf = (pathId: string) => pathSeed.find((p) => p.id === pathId)!.title;
    // Power BI Desktop (in `newer`) was touched more recently than Excel Essentials (in `older`).
    const nextInPaths = [newer, older!]
      .flatMap((pathId) =>
        pathCourseSeed
          .filter((pc) => pc.pathId === pathId && !enrolled.has(pc.courseId))
          .filter((pc) => !courseSeed.find((c) => c.id === pc.courseId)?.comingSoon)
          .sort((a, b) => a.position - b.position),
      )
      .filter((pc, i, all) => all.findIndex((other) => other.courseId === pc.courseId) === i)
      .map((pc) => ({
        kind: "next-in-path",
        url: `/course/${courseSeed.find((c) => c.id === pc.courseId)!.slug}`,
        detail: `Next in the ${titleOf(pc.pathId)} path`,
      }));
    expect(nextInPaths.length).toBeGreaterThanOrEqual(2);
    const joined = await service().dashboard(learner, { owner: learner.userId });
    expect(joined.recommendations.slice(1)).toMatchObject(nextInPaths.slice(0, 2));
    // Never a course the learner already has.
    expect(joined.recommendations.slice(1).map((r) => r.url)).not.toContain("/course/excel-essentials");
    expect(dashboard.credentials.map((c) => c.title)).toEqual(["Excel Essentials for Data Analysis"]);
    expect(dashboard.projects.map((p) => [p.title, p.published])).toEqual([["Mine", false]]);
  });

  it("is the owner's alone", async () => {
    const owner = await createUser();
    const other = await createUser();
    await expect(service().dashboard(null, { owner: owner.userId })).rejects.toBeInstanceOf(Unauthenticated);
    await expect(service().dashboard(other, { owner: owner.userId })).rejects.toBeInstanceOf(Forbidden);
  });
});
