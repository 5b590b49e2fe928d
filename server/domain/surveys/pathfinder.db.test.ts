import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHFINDER_STATEMENTS } from "~/core/pathfinder.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { newViewer } from "~/tests/fixtures/viewers.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { BadInput, NotFound, RateLimited } from "../errors.ts";
import { createRateLimiter } from "../rate-limit.ts";
import {
  createPathfinderService,
  PATHFINDER_CLAIM_WINDOW_DAYS,
  PATHFINDER_RESULTS_PER_IP_PER_HOUR,
  type PathfinderService,
} from "./pathfinder.ts";

let database: TestDatabase;
let now = new Date("2026-11-25T10:00:00Z");
const clock = () => now;
let pathfinder: PathfinderService;
let ipCounter = 0;
const meta = () => ({ ip: `198.51.100.${++ipCounter}` });

/** Agrees strongly with the statements that count for data engineering, mildly with the rest. */
const engineerAnswers = Object.fromEntries(
  PATHFINDER_STATEMENTS.map((s) => [s.id, (s.weights["data-engineer"] ?? 0) >= 2 ? "4" : "1"]),
);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  pathfinder = createPathfinderService({
    db: database.db,
    limiter: createRateLimiter({ db: database.db, clock }),
    secret: TEST_AUTH_SECRET,
    clock,
  });
});
afterAll(() => database.destroy());

describe("Pathfinder results", () => {
  it("scores a visitor's answers on the server and serves them under a shareable id", async () => {
    const { id } = await pathfinder.submit(null, engineerAnswers, meta());
    const result = await pathfinder.result(null, id);
    expect(result.ownership).toBe("visitor");
    expect(result.careers[0]!.career.id).toBe("data-engineer");
    expect(result.careers[0]!.path).toEqual({
      slug: "python-for-analytics",
      title: "Python for Analytics",
      url: "/path/python-for-analytics",
    });
    // Anyone with the link sees the same ranking.
    const shared = await pathfinder.result(await newViewer(database.db), id);
    expect(shared.careers).toEqual(result.careers);
    expect(shared.ownership).toBe("visitor");
  });

  it("refuses an incomplete or out-of-range set of answers", async () => {
    const { q7: _skipped, ...missing } = engineerAnswers;
    await expect(pathfinder.submit(null, missing, meta())).rejects.toBeInstanceOf(BadInput);
    await expect(pathfinder.submit(null, { ...engineerAnswers, q7: "9" }, meta())).rejects.toBeInstanceOf(BadInput);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    await expect(pathfinder.result(null, "nope")).rejects.toBeInstanceOf(NotFound);
    await expect(pathfinder.result(null, "A".repeat(22))).rejects.toBeInstanceOf(NotFound);
  });

  it("saves a visitor's result to the account created next, once, and not after the window", async () => {
    const { id, claimTicket } = await pathfinder.submit(null, engineerAnswers, meta());
    expect(pathfinder.ticketResultId(claimTicket)).toBe(id);
    const learner = await newViewer(database.db);
    expect(await pathfinder.latest(learner)).toBeNull();
    expect(await pathfinder.claim(learner, claimTicket!)).toBe(true);
    expect((await pathfinder.result(learner, id)).ownership).toBe("mine");
    expect((await pathfinder.latest(learner))!.top.career.id).toBe("data-engineer");

    // Someone else cannot take it over, ticket or not.
    const other = await newViewer(database.db);
    expect(await pathfinder.claim(other, claimTicket!)).toBe(false);
    expect((await pathfinder.result(other, id)).ownership).toBe("someone-else");

    const old = await pathfinder.submit(null, engineerAnswers, meta());
    now = new Date(now.getTime() + (PATHFINDER_CLAIM_WINDOW_DAYS + 1) * 24 * 3600 * 1000);
    expect(await pathfinder.claim(other, old.claimTicket!)).toBe(false);
  });

  it("takes a result only with the ticket of the browser that took it, never by its shared id", async () => {
    const { id, claimTicket } = await pathfinder.submit(null, engineerAnswers, meta());
    const another = await pathfinder.submit(null, engineerAnswers, meta());
    const [, mac] = claimTicket!.split(".");
    const stranger = await newViewer(database.db);
    const forged = [
      id, // the share link's id alone
      `${id}.`,
      `${id}.${"A".repeat(43)}`,
      `${id}.${another.claimTicket!.split(".")[1]}`, // another result's MAC
      `${another.id}.${mac}`,
      `${claimTicket}.x`,
      "",
    ];
    for (const ticket of forged) {
      expect(pathfinder.ticketResultId(ticket), ticket).toBeNull();
      expect(await pathfinder.claim(stranger, ticket), ticket).toBe(false);
    }
    expect((await pathfinder.result(stranger, id)).ownership).toBe("visitor");
    // A server with another secret makes other tickets.
    const elsewhere = createPathfinderService({
      db: database.db,
      limiter: createRateLimiter({ db: database.db, clock }),
      secret: "another-secret-0123456789abcdefghijkl",
      clock,
    });
    expect(elsewhere.ticketResultId(claimTicket)).toBeNull();
    // A signed-in learner's own result needs no ticket.
    expect((await pathfinder.submit(stranger, engineerAnswers, meta())).claimTicket).toBeNull();
  });

  it("a signed-in learner's result is theirs at once", async () => {
    const learner = await newViewer(database.db);
    const { id } = await pathfinder.submit(learner, engineerAnswers, meta());
    expect((await pathfinder.result(learner, id)).ownership).toBe("mine");
  });

  it("limits how many results one address can store per hour", async () => {
    const ip = { ip: "203.0.113.77" };
    for (let i = 0; i < PATHFINDER_RESULTS_PER_IP_PER_HOUR; i++) await pathfinder.submit(null, engineerAnswers, ip);
    await expect(pathfinder.submit(null, engineerAnswers, ip)).rejects.toBeInstanceOf(RateLimited);
  });
});
