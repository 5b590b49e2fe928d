import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ATTRIBUTES_LIST_LIMIT } from "~/core/user-attributes.ts";
import { userAttributes, userProfiles } from "~/db/schema/account.ts";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { BadInput, Conflict, Forbidden, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createAccountService } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const unique = () => crypto.randomBytes(6).toString("hex");

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

const service = () => createAccountService({ db: database.db });

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
