import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createChatService } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function viewerFor(row: { name: string; firstName?: string | null; lastName?: string | null }) {
  const id = `chat_${crypto.randomBytes(6).toString("hex")}`;
  const email = `${id}@example.com`;
  await database.db.insert(users).values({ id, email, ...row });
  return {
    userId: id,
    email,
    name: row.name,
    sessionId: "s",
    isSubscriber: false,
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
  };
}

describe("chat widget user", () => {
  it("is null for a visitor", async () => {
    expect(await createChatService({ db: database.db, identitySecret: undefined }).chatUser(null)).toBeNull();
  });

  it("gives sub, given_name, family_name and email from the account", async () => {
    const viewer = await viewerFor({ name: "Ada L.", firstName: "Ada", lastName: "Lovelace" });
    const user = await createChatService({ db: database.db, identitySecret: undefined }).chatUser(viewer);
    expect(user).toEqual({ sub: viewer.userId, given_name: "Ada", family_name: "Lovelace", email: viewer.email });
  });

  it("falls back to the display name when first and last names are missing", async () => {
    const viewer = await viewerFor({ name: "Grace Brewster Hopper" });
    const user = await createChatService({ db: database.db, identitySecret: undefined }).chatUser(viewer);
    expect(user).toMatchObject({ given_name: "Grace", family_name: "Brewster Hopper" });
  });

  it("signs the user id for Intercom identity verification when a secret is configured", async () => {
    const viewer = await viewerFor({ name: "Ada", firstName: "Ada", lastName: "Lovelace" });
    const secret = "identity-secret-0123456789";
    const user = await createChatService({ db: database.db, identitySecret: secret }).chatUser(viewer);
    expect(user?.user_hash).toBe(crypto.createHmac("sha256", secret).update(viewer.userId).digest("hex"));
  });
});
