import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { users } from "~/db/schema/users.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";

// Migration 0016 (decision 053) run again on rows as the old model left them: it is idempotent SQL.
const MIGRATION = readFileSync(path.join(import.meta.dirname, "migrations", "0016_buyers_hold_a_seat.sql"), "utf8");

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function team(id: string, seats: number, billing: "card" | "invoice", members: [string, boolean, string][]) {
  const db = database.db;
  await db.insert(users).values(members.map(([user]) => ({ id: user, name: user, email: `${user}@example.com` })));
  await db.insert(teams).values({ id, name: id, billing, seats, joinToken: `tok-${id}` });
  await db.insert(teamMembers).values(
    members.map(([userId, holdsSeat, source], i) => ({
      teamId: id,
      userId,
      role: i === 0 ? ("admin" as const) : ("member" as const),
      holdsSeat,
      source: source as "buyer",
    })),
  );
}

const seatOf = async (userId: string) =>
  (await database.db.select().from(teamMembers).where(eq(teamMembers.userId, userId)))[0]!.holdsSeat;

describe("migration 0016: Teams buyers hold a seat", () => {
  it("gives a seat to each card team's buyer who ran it without one, where a seat is free, and to nobody else", async () => {
    await team("t_free", 3, "card", [
      ["u_buyer_free", false, "buyer"],
      ["u_member_free", true, "invitation"],
    ]);
    await team("t_full", 2, "card", [
      ["u_buyer_full", false, "buyer"],
      ["u_a_full", true, "invitation"],
      ["u_b_full", true, "invitation"],
    ]);
    await team("t_invoice", 5, "invoice", [["u_staff_admin", false, "staff"]]);
    await database.db.execute(sql.raw(MIGRATION));
    await database.db.execute(sql.raw(MIGRATION));
    expect(await seatOf("u_buyer_free")).toBe(true);
    expect(await seatOf("u_buyer_full")).toBe(false); // no free seat: the Members page offers one when there is
    expect(await seatOf("u_staff_admin")).toBe(false); // an admin made by staff still runs the team without one
  });
});
