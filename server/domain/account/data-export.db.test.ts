import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectLikes, showcaseProjects, userCredentials } from "~/db/schema/catalog.ts";
import { invoices } from "~/db/schema/commerce.ts";
import { lessonProgress } from "~/db/schema/learning.ts";
import { accounts, sessions, users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createImageStore } from "../../media/images.ts";
import { Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createNewsletterService } from "../newsletter/service.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createAccountService } from "./service.ts";

let database: TestDatabase;
let storageDir: string;
let account: ReturnType<typeof createAccountService>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "data-export-test-"));
  account = createAccountService({
    db: database.db,
    images: createImageStore({ storage: createLocalStorage(storageDir) }),
    newsletter: createNewsletterService({
      db: database.db,
      logger: createTestLogger().logger,
      webhookUrl: undefined,
      rateLimitPerHour: 100,
      limiter: createRateLimiter({ db: database.db }),
    }),
  });
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const viewerOf = (userId: string, email: string): Viewer => ({
  userId,
  email,
  name: "Demo",
  sessionId: `sess_${userId}`,
  isSubscriber: false,
  accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
});

describe("Download your data", () => {
  it("holds what the demo learner owns: progress, credentials, projects, likes and invoices", async () => {
    const userId = "usr_demo-learner";
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    await database.db.insert(sessions).values({
      id: "sess_export",
      token: "secret-session-token-hash",
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: "Mozilla/5.0 Firefox",
      ipAddress: "203.0.113.9",
    });
    const data = await account.exportData(viewerOf(userId, user!.email));

    expect(data.account).toMatchObject({ id: userId, email: user!.email, firstName: user!.firstName });
    expect(data.profile?.portfolioUrlPostfix).toBe("alex-morgan");
    expect(data.emailPreferences).toEqual({
      newsletter: expect.any(Boolean),
      courseReminders: expect.any(Boolean),
    });

    const count = async (table: typeof lessonProgress | typeof userCredentials | typeof invoices) =>
      (await database.db.select().from(table).where(eq(table.userId, userId))).length;
    const projects = await database.db.select().from(showcaseProjects).where(eq(showcaseProjects.authorId, userId));
    const likes = await database.db.select().from(projectLikes).where(eq(projectLikes.userId, userId));
    // The seed gives the demo learner some of each, so an empty export section would be a loss.
    expect(await count(lessonProgress)).toBeGreaterThan(0);
    expect(projects.length).toBeGreaterThan(0);
    expect(likes.length).toBeGreaterThan(0);
    expect(data.learning.lessons).toHaveLength(await count(lessonProgress));
    expect(data.learning.credentials).toHaveLength(await count(userCredentials));
    expect(data.learning.courses.length).toBeGreaterThan(0);
    expect(data.projects.map((p) => p.title).sort()).toEqual(projects.map((p) => p.title).sort());
    expect(data.projects[0]!.body).toBe(projects.find((p) => p.id === data.projects[0]!.id)!.body);
    expect(Array.isArray(data.projects[0]!.images)).toBe(true);
    expect(data.likes).toHaveLength(likes.length);
    expect(data.billing.invoices).toHaveLength(await count(invoices));
    expect(data.billing.subscriptions.length).toBeGreaterThan(0);
    expect(data.security.sessions).toContainEqual(
      expect.objectContaining({ userAgent: "Mozilla/5.0 Firefox", ipAddress: "203.0.113.9" }),
    );
    expect(data.security.signInMethods).toEqual([expect.objectContaining({ provider: "password" })]);

    // Secrets that check the person are not data about them: none is in the file.
    const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    const text = JSON.stringify(data);
    expect(text).not.toContain(credential!.password!);
    expect(text).not.toContain("secret-session-token-hash");
    expect(text).not.toContain("sess_export");
  });

  it("holds nobody else's data, and a visitor gets none", async () => {
    const [other] = await database.db
      .insert(users)
      .values({
        id: "usr_export_other",
        name: "Grace Hopper",
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace.export@example.com",
      })
      .returning();
    const data = await account.exportData(viewerOf(other!.id, other!.email));
    expect(data.account.email).toBe("grace.export@example.com");
    expect(data.profile?.portfolioUrlPostfix).toBe("grace-hopper");
    expect(data.learning.lessons).toEqual([]);
    expect(data.projects).toEqual([]);
    expect(data.likes).toEqual([]);
    expect(data.billing.invoices).toEqual([]);
    expect(data.team).toBeNull();
    await expect(account.exportData(null)).rejects.toBeInstanceOf(Unauthenticated);
  });
});
