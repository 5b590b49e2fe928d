import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, getTableColumns, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~/db/schema/index.ts";
import { showcaseProjects } from "~/db/schema/catalog.ts";
import { checkoutOrders, invoices, subscriptions } from "~/db/schema/commerce.ts";
import { lessonProgress } from "~/db/schema/learning.ts";
import { teamMembers } from "~/db/schema/teams.ts";
import { accounts, sessions, users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { parseEnv } from "../../env.ts";
import { createServices, type Services } from "../../services.ts";
import { BadInput } from "../errors.ts";
import { CLOSE_ACCOUNT_MESSAGES } from "./close-account.ts";
import { MESSAGES } from "./service.ts";

const PASSWORD = "Demo-Learner-2026!";
const meta = { ip: "203.0.113.40", userAgent: "vitest" };

let database: TestDatabase;
let storageDir: string;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "close-account-test-"));
  services = createServices({
    database,
    storage: createLocalStorage(storageDir),
    env: parseEnv({ NODE_ENV: "test" }),
    logger: createTestLogger().logger,
    authSecret: TEST_AUTH_SECRET,
  });
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(() => services.outbox!.clear());

const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;
const rowsOf = async (table: PgTable, column: Parameters<typeof eq>[0], id: string) =>
  (await database.db.select({ n: count() }).from(table).where(eq(column, id)))[0]!.n;

async function refusal(work: Promise<unknown>): Promise<BadInput> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadInput);
  return error as BadInput;
}

describe("closing an account", () => {
  it("refuses another address or a wrong password, and changes nothing", async () => {
    const id = "usr_demo-learner";
    const before = await userRow(id);
    expect(await services.auth.closureAsksPassword(id)).toBe(true);
    const otherAddress = await refusal(
      services.auth.closeAccount(id, { email: "someone.else@example.com", password: PASSWORD }),
    );
    expect(otherAddress.fieldErrors).toEqual({ email: [CLOSE_ACCOUNT_MESSAGES.emailMismatch] });
    const noPassword = await refusal(services.auth.closeAccount(id, { email: before.email }));
    expect(noPassword.fieldErrors).toEqual({ password: [CLOSE_ACCOUNT_MESSAGES.passwordNeeded] });
    const wrong = await refusal(services.auth.closeAccount(id, { email: before.email, password: "Not-The-One-2026!" }));
    expect(wrong.fieldErrors).toEqual({ password: [MESSAGES.wrongPassword] });

    expect(await userRow(id)).toEqual(before);
    expect(await rowsOf(accounts, accounts.userId, id)).toBe(1);
    expect(services.outbox!.list()).toHaveLength(0);
  });

  it("waits while a plan would renew, then closes once its renewal is cancelled", async () => {
    const id = "usr_demo-subscriber";
    const { email } = await userRow(id);
    expect(await services.auth.paidAccessLostOnClosure(id)).toBeNull();
    const [blocker] = await services.auth.closureBlockers(id);
    expect(blocker?.reason).toBe("plan");
    expect(blocker?.message).toMatch(/^Your plan renews on \d{2}\/\d{2}\/\d{4}\. Cancel it in My Subscription first/);
    const refused = await refusal(services.auth.closeAccount(id, { email, password: PASSWORD }));
    expect(refused.message).toBe(blocker!.message);
    expect((await userRow(id)).email).toBe(email);

    await database.db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, id));
    expect(await services.auth.closureBlockers(id)).toEqual([]);
    expect(await services.auth.paidAccessLostOnClosure(id)).toBeInstanceOf(Date);
    const plans = await rowsOf(subscriptions, subscriptions.userId, id);
    await services.auth.closeAccount(id, { email, password: PASSWORD });
    // The plan's record stays for the invoices and a dispute; the account no longer names anyone.
    expect(await rowsOf(subscriptions, subscriptions.userId, id)).toBe(plans);
    expect((await userRow(id)).name).toBe("Deleted account");
  });

  it("waits while a checkout started in the last day could still be paid", async () => {
    const id = "usr_demo-learner";
    await database.db.insert(checkoutOrders).values({
      id: "ord_open_closing",
      userId: id,
      plan: "pro-monthly",
      seats: 1,
      status: "open",
      currency: "USD",
      subtotal: 3900,
      dueToday: 3900,
      nextAmount: 3900,
      idempotencyKey: "closing-open-checkout",
      provider: "stripe",
    });
    try {
      const blockers = await services.auth.closureBlockers(id);
      expect(blockers.map((b) => b.reason)).toEqual(["checkout"]);
      expect(blockers[0]!.message).toMatch(
        /^A checkout you started is still open .+ \(\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC\)\.$/,
      );
      await database.db
        .update(checkoutOrders)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(checkoutOrders.id, "ord_open_closing"));
      expect(await services.auth.closureBlockers(id)).toEqual([]);
    } finally {
      await database.db.delete(checkoutOrders).where(eq(checkoutOrders.id, "ord_open_closing"));
    }
  });

  it("keeps a team from losing its only admin, and a staff account from closing itself", async () => {
    const [admin] = await database.db
      .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, "usr_demo-team-admin"));
    expect(admin).toBeDefined();
    const others = await rowsOf(teamMembers, teamMembers.teamId, admin!.teamId);
    expect(others).toBeGreaterThan(1);
    const blockers = await services.auth.closureBlockers(admin!.userId);
    expect(blockers.map((b) => b.reason)).toContain("team");
    expect(blockers.find((b) => b.reason === "team")!.message).toMatch(/^You are the only admin of .+\. Make another/);

    await database.db.update(users).set({ role: "staff" }).where(eq(users.id, "usr_demo-learner"));
    try {
      expect((await services.auth.closureBlockers("usr_demo-learner")).map((b) => b.reason)).toEqual(["staff"]);
    } finally {
      await database.db.update(users).set({ role: "learner" }).where(eq(users.id, "usr_demo-learner"));
    }
  });

  it("erases the learner's data, keeps their invoices, signs them out and frees the address", async () => {
    const id = "usr_demo-learner";
    const { email } = await userRow(id);
    await database.db.insert(sessions).values({
      id: "sess_closing",
      token: "closing-session-token-hash",
      userId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const kept = await rowsOf(invoices, invoices.userId, id);
    expect(kept).toBeGreaterThan(0);
    expect(await rowsOf(lessonProgress, lessonProgress.userId, id)).toBeGreaterThan(0);
    expect(await rowsOf(showcaseProjects, showcaseProjects.authorId, id)).toBeGreaterThan(0);

    expect(await services.auth.closeAccount(id, { email: email.toUpperCase(), password: PASSWORD })).toEqual({
      email,
    });

    const closed = await userRow(id);
    expect(closed).toMatchObject({ name: "Deleted account", firstName: null, lastName: null, image: null });
    expect(closed.email).toBe(`deleted-${id}@deleted.invalid`);
    expect(await rowsOf(invoices, invoices.userId, id)).toBe(kept);
    // Nothing but the kept commerce records still points at the closed account, in any table.
    const kept_ = new Set(["subscription", "checkout_order", "invoice", "billing_customer"]);
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const { name, foreignKeys } = getTableConfig(table);
      if (kept_.has(name)) continue;
      for (const fk of foreignKeys) {
        const ref = fk.reference();
        if (ref.foreignTable !== users) continue;
        const column = ref.columns[0]!;
        expect(Object.values(getTableColumns(table))).toContain(column);
        expect(await rowsOf(table, column, id), `${name}.${column.name}`).toBe(0);
      }
    }

    const [goodbye] = services.outbox!.list();
    expect(goodbye).toMatchObject({ to: email, subject: "Your Maven Analytics account is deleted" });
    expect(goodbye!.text).toContain("We keep your invoices and order records");

    const signIn = await refusal(services.auth.signIn({ email, password: PASSWORD }, meta));
    expect(signIn.message).toBe(MESSAGES.badCredentials);
    await expect(
      services.auth.signUp({ firstName: "Alex", lastName: "Again", email, password: "A-Fresh-Start-2026!" }, meta),
    ).resolves.toEqual({ email });
  });

  it("asks a Google-only account, which has no password, for its address alone", async () => {
    const id = "usr_google_only_closing";
    const email = "google.only.closing@example.com";
    await database.db.insert(users).values({ id, name: "Gia Google", email, emailVerified: true });
    await database.db
      .insert(accounts)
      .values({ id: "acc_google_closing", accountId: "google-subject-1", providerId: "google", userId: id });
    expect(await services.auth.closureAsksPassword(id)).toBe(false);
    await services.auth.closeAccount(id, { email });
    expect((await userRow(id)).email).toBe(`deleted-${id}@deleted.invalid`);
    expect(await rowsOf(accounts, accounts.userId, id)).toBe(0);
  });
});
