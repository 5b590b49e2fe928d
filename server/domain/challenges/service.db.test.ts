import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRIEF_MESSAGES, CHALLENGE_MESSAGES, JUDGING_MESSAGES } from "~/core/challenges.ts";
import { challengeEntries, showcaseProjects } from "~/db/schema/catalog.ts";
import { challenges as challengeRows } from "~/db/schema/resources.ts";
import { users } from "~/db/schema/users.ts";
import { seedDatabase } from "~/db/seed/seed.ts";
import { errorOf } from "~/tests/setup/domain-errors.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { exportUserData } from "../account/data-export.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { BadInput, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import { createShowcaseService } from "../showcase/service.ts";
import type { Viewer } from "../viewer.ts";
import { createChallengeService } from "./service.ts";

// chl_7 runs from 2026-11-02 to 2026-12-14 (db/seed/content/challenges.ts); chl_6 closed on 2026-11-01.
const OPEN = "chl_7";
const CLOSED = "chl_6";
const DURING = new Date("2026-11-20T12:00:00Z");

let database: TestDatabase;
let challenges: ReturnType<typeof createChallengeService>;

async function learner(): Promise<Viewer> {
  const userId = `usr_chl_${crypto.randomBytes(4).toString("hex")}`;
  await database.db
    .insert(users)
    .values({ id: userId, name: `Entrant ${userId.slice(-4)}`, email: `${userId}@example.com` });
  return {
    userId,
    email: `${userId}@example.com`,
    name: "Entrant",
    sessionId: "s_test",
    isSubscriber: false,
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
  };
}

async function project(authorId: string, title: string, published = true): Promise<string> {
  const id = `prj_chl_${crypto.randomBytes(4).toString("hex")}`;
  await database.db
    .insert(showcaseProjects)
    .values({ id, authorId, title, summary: `${title}, in one line.`, published });
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  challenges = createChallengeService({ db: database.db, logger: createTestLogger().logger, now: () => DURING });
});
afterAll(async () => {
  await database?.destroy();
});

describe("challenge entries", () => {
  it("enters a learner's published project, lists it first and counts it, and shows it as theirs", async () => {
    const me = await learner();
    const before = await challenges.entries(OPEN);
    const id = await project(me.userId, "CO2 and temperature, one wall");
    expect((await challenges.mine(me, OPEN)).entry).toBeNull();

    await challenges.enter(me, OPEN, { projectId: id });

    const after = await challenges.entries(OPEN);
    expect(after.total).toBe(before.total + 1);
    expect(after.shown[0]).toMatchObject({ id, title: "CO2 and temperature, one wall" });
    const mine = await challenges.mine(me, OPEN);
    expect(mine.entry).toMatchObject({ projectId: id, published: true, enteredAt: DURING });
    expect(mine.projects.map((p) => p.id)).toEqual([id]);
    // The project's own page says where it was entered.
    const shown = await createShowcaseService({ db: database.db }).byId(id);
    expect(shown.challenges).toEqual([
      { id: OPEN, slug: "climate-trends-challenge", title: "Climate Trends Challenge" },
    ]);
  });

  it("replaces an entry with another project, keeps one entry per learner, and withdraws it", async () => {
    const me = await learner();
    const first = await project(me.userId, "First draft of the wall");
    const second = await project(me.userId, "Final wall chart");
    await challenges.enter(me, OPEN, { projectId: first });
    // A double submit or two tabs: still one entry.
    await Promise.all([
      challenges.enter(me, OPEN, { projectId: second }),
      challenges.enter(me, OPEN, { projectId: second }),
    ]);
    const rows = await database.db
      .select()
      .from(challengeEntries)
      .where(and(eq(challengeEntries.challengeId, OPEN), eq(challengeEntries.userId, me.userId)));
    expect(rows.map((r) => r.projectId)).toEqual([second]);

    await challenges.withdraw(me, OPEN);
    expect((await challenges.mine(me, OPEN)).entry).toBeNull();
    expect((await challenges.entries(OPEN)).shown.map((p) => p.id)).not.toContain(second);
    const again = await errorOf(challenges.withdraw(me, OPEN));
    expect(again).toBeInstanceOf(BadInput);
    expect(again.message).toBe(CHALLENGE_MESSAGES.notEntered);
  });

  it("refuses someone else's project, a draft, a malformed id and a visitor, and changes nothing", async () => {
    const me = await learner();
    const other = await learner();
    const theirs = await project(other.userId, "Someone else's chart");
    const draft = await project(me.userId, "Not ready yet", false);
    const total = (await challenges.entries(OPEN)).total;

    expect((await errorOf(challenges.enter(me, OPEN, { projectId: theirs }))).message).toBe(
      CHALLENGE_MESSAGES.notYours,
    );
    expect((await errorOf(challenges.enter(me, OPEN, { projectId: draft }))).message).toBe(CHALLENGE_MESSAGES.notYours);
    for (const input of [{}, { projectId: "" }, { projectId: "prj_\u0000" }, { projectId: ["a"] }, null]) {
      expect((await errorOf(challenges.enter(me, OPEN, input))).message).toBe(CHALLENGE_MESSAGES.chooseProject);
    }
    expect(await errorOf(challenges.enter(null, OPEN, { projectId: draft }))).toBeInstanceOf(Unauthenticated);
    expect((await challenges.entries(OPEN)).total).toBe(total);
    expect((await challenges.mine(me, OPEN)).projects).toEqual([]);
  });

  it("takes no entry, change or withdrawal once the challenge has closed", async () => {
    const me = await learner();
    const id = await project(me.userId, "Late chart");
    const closed = await errorOf(challenges.enter(me, CLOSED, { projectId: id }));
    expect(closed).toBeInstanceOf(BadInput);
    expect(closed.message).toBe(CHALLENGE_MESSAGES.closed);

    await challenges.enter(me, OPEN, { projectId: id });
    const afterClose = createChallengeService({ db: database.db, now: () => new Date("2026-12-15T00:00:00Z") });
    expect((await errorOf(afterClose.withdraw(me, OPEN))).message).toBe(CHALLENGE_MESSAGES.closed);
    expect((await errorOf(afterClose.enter(me, OPEN, { projectId: id }))).message).toBe(CHALLENGE_MESSAGES.closed);
    expect((await afterClose.mine(me, OPEN)).entry?.projectId).toBe(id);
    // The pages show open or closed by the same clock that takes or refuses the entry.
    expect((await challenges.get(OPEN)).open).toBe(true);
    expect((await challenges.get(CLOSED)).open).toBe(false);
    expect((await afterClose.get(OPEN)).open).toBe(false);
    expect((await afterClose.listStarted()).some((c) => c.open)).toBe(false);
  });

  it("leaves a project made a draft out of the list and the count, and tells its author", async () => {
    const me = await learner();
    const id = await project(me.userId, "Chart I will rework");
    await challenges.enter(me, OPEN, { projectId: id });
    const total = (await challenges.entries(OPEN)).total;
    await database.db.update(showcaseProjects).set({ published: false }).where(eq(showcaseProjects.id, id));

    const after = await challenges.entries(OPEN);
    expect(after.total).toBe(total - 1);
    expect(after.shown.map((p) => p.id)).not.toContain(id);
    expect((await challenges.mine(me, OPEN)).entry).toMatchObject({ projectId: id, published: false });
  });

  it("lists a past challenge's winning entries from the seed, and an entry is in its author's data export", async () => {
    const past = await challenges.entries(CLOSED);
    const winners = (await challenges.get(CLOSED)).winners;
    expect(past.total).toBeGreaterThan(0);
    expect(past.total).toBe(winners.filter((w) => w.entryUrl).length);

    const me = await learner();
    const id = await project(me.userId, "Exported entry");
    await challenges.enter(me, OPEN, { projectId: id });
    const exported = await exportUserData(database.db, me.userId);
    expect(exported.challengeEntries).toEqual([
      expect.objectContaining({ challenge: "Climate Trends Challenge", projectId: id, project: "Exported entry" }),
    ]);
  });
});

describe("judging a closed challenge (staff area)", () => {
  const AFTER = new Date("2026-12-20T09:00:00Z");
  const sent: { message: MailMessage; inTransaction: boolean }[] = [];
  const judges = () =>
    createChallengeService({
      db: database.db,
      logger: createTestLogger().logger,
      siteUrl: "http://localhost:3000",
      now: () => AFTER,
      mailer: {
        async send(message, options) {
          sent.push({ message, inTransaction: options?.executor !== undefined });
        },
      },
    });
  const note = (what: string) => `${what}: clear, careful and honest about what the data can show.`;
  const winnersOf = async (id: string) =>
    (await database.db.select().from(challengeRows).where(eq(challengeRows.id, id)))[0]!.winners;

  let staff: Viewer;
  /** A closed challenge of its own with three entries that count and one made a draft. */
  let closed: string;
  let entries: { id: string; me: Viewer }[];
  let draftEntry: string;

  beforeAll(async () => {
    staff = await learner();
    await database.db.update(users).set({ role: "staff" }).where(eq(users.id, staff.userId));
    closed = `chl_judge_${crypto.randomBytes(3).toString("hex")}`;
    await database.db.insert(challengeRows).values({
      id: closed,
      slug: `judging-test-${closed}`,
      title: "Judging Test Challenge",
      startsAt: new Date("2026-11-01T00:00:00Z"),
      endsAt: new Date("2026-12-01T00:00:00Z"),
    });
    entries = [];
    for (const title of ["Sunny side up", "Rain check", "Cloud atlas", "Half-done draft"]) {
      const me = await learner();
      const id = await project(me.userId, title);
      await database.db.insert(challengeEntries).values({ challengeId: closed, userId: me.userId, projectId: id });
      entries.push({ id, me });
    }
    draftEntry = entries.pop()!.id;
    await database.db.update(showcaseProjects).set({ published: false }).where(eq(showcaseProjects.id, draftEntry));
  });

  it("is for staff only", async () => {
    const me = await learner();
    expect(await errorOf(judges().staffList(me))).toBeInstanceOf(Forbidden);
    expect(await errorOf(judges().staffList(null))).toBeInstanceOf(Unauthenticated);
    expect(await errorOf(judges().announceResults(me, closed, { place1: entries[0]!.id }))).toBeInstanceOf(Forbidden);
    expect(await winnersOf(closed)).toBe("[]");
  });

  it("lists every challenge with its state, counted entries and places announced", async () => {
    const list = await judges().staffList(staff);
    expect(list.find((c) => c.id === closed)).toMatchObject({ state: "closed", entries: 3, places: 0 });
    expect(list.find((c) => c.id === CLOSED)?.places).toBeGreaterThan(0);
    expect(list.find((c) => c.id === CLOSED)).toMatchObject({ state: "closed" });
    const during = createChallengeService({ db: database.db, now: () => DURING });
    expect((await during.staffList(staff)).find((c) => c.id === OPEN)).toMatchObject({ state: "open", places: 0 });
    const judging = await judges().judging(staff, closed);
    expect(judging.challenge).toMatchObject({ id: closed, closed: true });
    expect(judging.entries.map((e) => e.projectId).sort()).toEqual(entries.map((e) => e.id).sort());
    expect(judging.results).toEqual([]);
  });

  it("refuses results that break a rule, and changes nothing", async () => {
    const [a, b] = entries.map((e) => e.id);
    const cases: [unknown, string, string][] = [
      [{}, "place1", JUDGING_MESSAGES.chooseFirst],
      [{ place1: a, note1: "Too short." }, "note1", JUDGING_MESSAGES.noteNeeded],
      [{ place1: a, note1: note("A"), place2: a, note2: note("B") }, "place2", JUDGING_MESSAGES.twice],
      [{ place1: a, note1: note("A"), place3: b, note3: note("B") }, "place2", JUDGING_MESSAGES.inOrder],
      [{ place1: a, note1: note("A"), note2: note("B") }, "place2", JUDGING_MESSAGES.noteWithoutEntry],
      [{ place1: draftEntry, note1: note("Draft") }, "place1", JUDGING_MESSAGES.notEntered],
      [{ place1: "prj_nobody", note1: note("Ghost") }, "place1", JUDGING_MESSAGES.notEntered],
      [{ place1: "<script>", note1: note("Odd") }, "place1", JUDGING_MESSAGES.chooseEntry],
    ];
    for (const [input, field, message] of cases) {
      const error = await errorOf(judges().announceResults(staff, closed, input));
      expect(error, JSON.stringify(input)).toBeInstanceOf(BadInput);
      expect(error.fieldErrors?.[field], JSON.stringify(input)).toContain(message);
    }
    expect(await winnersOf(closed)).toBe("[]");
    expect(sent).toEqual([]);
  });

  it("takes no results while the challenge is open", async () => {
    const during = createChallengeService({ db: database.db, now: () => DURING });
    const me = await learner();
    const id = await project(me.userId, "Early bird");
    await during.enter(me, OPEN, { projectId: id });
    const error = await errorOf(during.announceResults(staff, OPEN, { place1: id, note1: note("Early") }));
    expect(error.message).toBe(JUDGING_MESSAGES.stillOpen);
    expect(await winnersOf(OPEN)).toBe("[]");
  });

  it("shows the winners on the challenge's page and tells each one by mail, in the same transaction", async () => {
    const [first, second, third] = entries;
    const { mailed } = await judges().announceResults(staff, closed, {
      place1: first!.id,
      note1: note("First"),
      place2: second!.id,
      note2: note("Second"),
    });
    expect(mailed).toBe(2);
    const page = await judges().get(closed);
    expect(page.winners).toEqual([
      expect.objectContaining({
        place: 1,
        title: "Sunny side up",
        summary: note("First"),
        entryUrl: `/project/${first!.id}`,
      }),
      expect.objectContaining({
        place: 2,
        title: "Rain check",
        summary: note("Second"),
        entryUrl: `/project/${second!.id}`,
      }),
    ]);
    expect(sent.map((s) => [s.message.to, s.message.subject, s.inTransaction])).toEqual([
      [first!.me.email, "You took 1st place in the Judging Test Challenge", true],
      [second!.me.email, "You took 2nd place in the Judging Test Challenge", true],
    ]);
    expect(sent[0]!.message.text).toContain(note("First"));
    expect(sent[0]!.message.text).toContain(
      `http://localhost:3000/challenges/judging-test-${closed}/${closed}#results`,
    );
    expect((await judges().staffList(staff)).find((c) => c.id === closed)).toMatchObject({ places: 2 });

    // A correction: the same 1st and 2nd, and a 3rd. Only the new winner is told again.
    sent.length = 0;
    const corrected = await judges().announceResults(staff, closed, {
      place1: first!.id,
      note1: note("First, still"),
      place2: second!.id,
      note2: note("Second"),
      place3: third!.id,
      note3: note("Third"),
    });
    expect(corrected.mailed).toBe(1);
    expect(sent.map((s) => s.message.to)).toEqual([third!.me.email]);
    expect((await judges().judging(staff, closed)).results.map((r) => [r.place, r.projectId, r.note])).toEqual([
      [1, first!.id, note("First, still")],
      [2, second!.id, note("Second")],
      [3, third!.id, note("Third")],
    ]);
  });

  it("keeps judged results and edited briefs when the demo content is seeded again", async () => {
    const during = createChallengeService({ db: database.db, now: () => DURING });
    const me = await learner();
    const id = await project(me.userId, "Wall of warming");
    await during.enter(me, OPEN, { projectId: id });
    await judges().announceResults(staff, OPEN, { place1: id, note1: note("Wall") });
    const edited = await judges().brief(staff, CLOSED);
    await judges().updateBrief(staff, CLOSED, { ...edited.values, excerpt: "Edited by staff, kept by the seed." });
    await seedDatabase(database.db);
    expect((await judges().get(CLOSED)).excerpt).toBe("Edited by staff, kept by the seed.");
    expect((await judges().get(OPEN)).winners).toEqual([
      expect.objectContaining({ place: 1, title: "Wall of warming", entryUrl: `/project/${id}` }),
    ]);
  });
});

describe("writing a challenge's brief (staff area)", () => {
  // 2026-11-20: chl_7 is running, chl_6 has closed.
  const service = () =>
    createChallengeService({ db: database.db, logger: createTestLogger().logger, now: () => DURING });
  const BODY = `${"A regional bus company wants to know which routes run late and when. ".repeat(4)}\n\nSubmit one chart and up to 300 words.`;
  const brief = (overrides: Record<string, string> = {}) => ({
    title: "Bus Punctuality Challenge",
    excerpt: "Find out which bus routes run late, and at what time of day.",
    body: BODY,
    startsOn: "2026-12-15",
    endsOn: "2027-01-18",
    featuredImageSrc: "/images/challenges/airport-access-challenge.png",
    datasetId: "ds_seattle-weather",
    ...overrides,
  });
  let staff: Viewer;
  beforeAll(async () => {
    staff = await learner();
    await database.db.update(users).set({ role: "staff" }).where(eq(users.id, staff.userId));
  });
  const rowOf = async (id: string) =>
    (await database.db.select().from(challengeRows).where(eq(challengeRows.id, id)))[0]!;

  it("creates a challenge that opens on its first day and closes at the end of its last, hidden until then", async () => {
    const { id, slug } = await service().create(staff, brief());
    expect(slug).toBe("bus-punctuality-challenge");
    expect(await rowOf(id)).toMatchObject({
      title: "Bus Punctuality Challenge",
      startsAt: new Date("2026-12-15T00:00:00Z"),
      endsAt: new Date("2027-01-18T23:59:59Z"),
      datasetId: "ds_seattle-weather",
      winners: "[]",
    });
    expect((await service().staffList(staff)).find((c) => c.id === id)).toMatchObject({ state: "upcoming" });
    // Not on the site before its first day.
    expect((await service().listStarted()).map((c) => c.id)).not.toContain(id);
    expect(await errorOf(service().get(id))).toBeInstanceOf(NotFound);
    // A second challenge of the same title gets a slug of its own.
    expect((await service().create(staff, brief({ startsOn: "2027-02-01", endsOn: "2027-02-28" }))).slug).toBe(
      "bus-punctuality-challenge-2",
    );
  });

  it("refuses a brief that breaks a rule, and a learner, and stores nothing", async () => {
    const before = (await service().staffList(staff)).length;
    const cases: [Record<string, string>, string, string][] = [
      [{ title: "Bus" }, "title", BRIEF_MESSAGES.title],
      [{ body: "Too short." }, "body", BRIEF_MESSAGES.body],
      [{ startsOn: "2026-02-30" }, "startsOn", BRIEF_MESSAGES.date],
      [{ endsOn: "2026-12-18" }, "endsOn", BRIEF_MESSAGES.length],
      [{ endsOn: "2027-06-30" }, "endsOn", BRIEF_MESSAGES.length],
      [{ startsOn: "2026-11-10", endsOn: "2026-12-10" }, "startsOn", BRIEF_MESSAGES.startsInPast],
      [{ featuredImageSrc: "https://example.com/x.png" }, "featuredImageSrc", BRIEF_MESSAGES.image],
      [{ datasetId: "ds_nothing-here" }, "datasetId", BRIEF_MESSAGES.dataset],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await errorOf(service().create(staff, brief(overrides)));
      expect(error, JSON.stringify(overrides)).toBeInstanceOf(BadInput);
      expect(error.fieldErrors?.[field], JSON.stringify(overrides)).toContain(message);
    }
    expect(await errorOf(service().create(await learner(), brief()))).toBeInstanceOf(Forbidden);
    expect((await service().staffList(staff)).length).toBe(before);
  });

  it("changes a brief within what the challenge's state allows", async () => {
    // Before it starts: everything.
    const { id } = await service().create(staff, brief({ title: "Ferry Delays Challenge" }));
    const { slug } = await service().updateBrief(
      staff,
      id,
      brief({ title: "Ferry Timetable Challenge", startsOn: "2026-12-20", endsOn: "2027-01-20" }),
    );
    expect(slug).toBe("ferry-timetable-challenge");
    expect(await rowOf(id)).toMatchObject({ startsAt: new Date("2026-12-20T00:00:00Z") });

    // While it runs (chl_7, 2026-11-02 to 12-14): the words and the last day, not the first.
    const running = await service().brief(staff, OPEN);
    expect(running.state).toBe("open");
    const moved = await errorOf(service().updateBrief(staff, OPEN, { ...running.values, startsOn: "2026-11-09" }));
    expect(moved.fieldErrors?.startsOn).toContain(BRIEF_MESSAGES.startFixed);
    const early = await errorOf(service().updateBrief(staff, OPEN, { ...running.values, endsOn: "2026-11-19" }));
    expect(early.fieldErrors?.endsOn).toContain(BRIEF_MESSAGES.endInPast);
    await service().updateBrief(staff, OPEN, { ...running.values, endsOn: "2026-12-21" });
    expect((await rowOf(OPEN)).endsAt).toEqual(new Date("2026-12-21T23:59:59Z"));
    await service().updateBrief(staff, OPEN, running.values);

    // Once closed (chl_6): the words only.
    const closed = await service().brief(staff, CLOSED);
    const reopened = await errorOf(service().updateBrief(staff, CLOSED, { ...closed.values, endsOn: "2026-12-01" }));
    expect(reopened.fieldErrors?.endsOn).toContain(BRIEF_MESSAGES.closed);
    await service().updateBrief(staff, CLOSED, { ...closed.values, excerpt: `${closed.values.excerpt} (judged)` });
    expect((await rowOf(CLOSED)).excerpt).toBe(`${closed.values.excerpt} (judged)`);
    await service().updateBrief(staff, CLOSED, closed.values);
  });
});
