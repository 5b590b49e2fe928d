import net from "node:net";
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads } from "~/db/schema/leads.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { parseEnv } from "../../env.ts";
import { createJobQueue } from "../../jobs/queue.ts";
import type { MailMessage, Mailer } from "../../mail/mailer.ts";
import { createServices } from "../../services.ts";
import { BadInput, RateLimited } from "../errors.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createLeadsService, LEADS_PER_IP_PER_HOUR, leadsToCsv, sweepLeads } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(leads);
  await database.db.delete(authThrottles);
});

function setup(mailer: Mailer) {
  const { logger, lines } = createTestLogger();
  const service = createLeadsService({
    db: database.db,
    mailer,
    limiter: createRateLimiter({ db: database.db }),
    logger,
    supportEmail: "support@example.com",
    siteUrl: "http://localhost:3000",
  });
  return { service, lines };
}

const contact = {
  kind: "contact",
  name: "Ada",
  email: "Ada@Example.com",
  topic: "Plans and billing",
  message: "Where is my invoice?",
};

describe("leads", () => {
  it("stores a contact message, mails staff and confirms to the sender", async () => {
    const sent: MailMessage[] = [];
    const { service } = setup({ send: async (m) => void sent.push(m) });
    const result = await service.create(
      contact,
      { ip: "1.1.1.1" },
      {
        confirmation: { subject: "We received your message", intro: "Thanks.", echoMessage: true },
      },
    );
    expect(result.status).toBe("stored");
    const rows = await database.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "contact", email: "ada@example.com", status: "new", ipAddress: "1.1.1.1" });
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ["support@example.com", "Contact message from Ada"],
      ["ada@example.com", "We received your message"],
    ]);
    expect(sent[1]!.text).toContain("Where is my invoice?");
  });

  it("never loses the message when mail cannot even be queued", async () => {
    const { service, lines } = setup({
      send: async () => {
        throw new Error("queue down");
      },
    });
    await expect(
      service.create(contact, { ip: "1.1.1.1" }, { confirmation: { subject: "s", intro: "i" } }),
    ).resolves.toMatchObject({
      status: "stored",
    });
    expect(await database.db.select().from(leads)).toHaveLength(1);
    expect(lines.some((l) => l.msg === "lead mail could not be queued")).toBe(true);
  });

  it("keeps the lead and its mail job when the SMTP server is down (the retrying queue delivers later)", async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const { logger } = createTestLogger();
    const jobs = createJobQueue({ database, logger, pollIntervalS: 0.5 });
    const services = createServices({
      database,
      storage: createLocalStorage(os.tmpdir()),
      env: parseEnv({
        NODE_ENV: "test",
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        DEV_MAILBOX: "false",
        SUPPORT_EMAIL: "support@example.com",
      }),
      logger,
      authSecret: TEST_AUTH_SECRET,
      jobs,
    });
    try {
      await services.leads.create(contact, { ip: "2.2.2.2" });
      expect(await database.db.select().from(leads)).toHaveLength(1);
      const queued = (await database.db.execute(
        sql`select data->>'to' as "to" from pgboss.job where name = 'mail.send'`,
      )) as { rows: { to: string }[] };
      expect(queued.rows.map((r) => r.to)).toContain("support@example.com");
    } finally {
      await jobs.stop();
      await database.db.execute(sql`delete from pgboss.job`);
    }
  });

  it("refuses bad input before storing anything, and drops a filled honeypot silently", async () => {
    const sent: MailMessage[] = [];
    const { service } = setup({ send: async (m) => void sent.push(m) });
    await expect(service.create({ ...contact, email: "nope" }, { ip: "1.1.1.1" })).rejects.toBeInstanceOf(BadInput);
    await expect(service.create({ ...contact, kind: "spam" }, { ip: "1.1.1.1" })).rejects.toBeInstanceOf(BadInput);
    await expect(service.create({ ...contact, website: "http://spam" }, { ip: "1.1.1.1" })).resolves.toEqual({
      status: "ignored",
    });
    expect(await database.db.select().from(leads)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it("limits each address per hour, counted in the database", async () => {
    const { service } = setup({ send: async () => {} });
    for (let i = 0; i < LEADS_PER_IP_PER_HOUR; i++) await service.create(contact, { ip: "3.3.3.3" });
    await expect(service.create(contact, { ip: "3.3.3.3" })).rejects.toBeInstanceOf(RateLimited);
    await expect(service.create(contact, { ip: "4.4.4.4" })).resolves.toMatchObject({ status: "stored" });
  });

  it("takes enterprise requests from the commerce pages, lists, filters and exports them", async () => {
    const { service } = setup({ send: async () => {} });
    await service.create(
      { kind: "enterprise", name: "Bo", email: "bo@corp.example", organisation: "=Corp", details: { seats: 250 } },
      { ip: "5.5.5.5" },
    );
    await service.create(contact, { ip: "5.5.5.5" });
    const enterprise = await service.list({ kind: "enterprise" });
    expect(enterprise.map((l) => l.name)).toEqual(["Bo"]);
    await service.setStatus(enterprise[0]!.id, "in_progress");
    expect(await service.list({ status: "in_progress" })).toHaveLength(1);
    const csv = leadsToCsv(await service.list());
    expect(csv.split("\r\n")[0]).toBe("id,kind,status,created_at,name,email,organisation,topic,message,details");
    // A cell that would be a spreadsheet formula is defused.
    expect(csv).toContain(",'=Corp,");
    expect(csv).toContain('"{""seats"":250}"');
  });

  it("deletes leads two years after their last update, as the Privacy Policy says", async () => {
    const { service } = setup({ send: async () => {} });
    const old = await service.create(contact, { ip: "6.6.6.6" });
    await service.create(contact, { ip: "6.6.6.6" });
    if (old.status !== "stored") throw new Error("not stored");
    await database.db
      .update(leads)
      .set({ updatedAt: new Date(Date.now() - 731 * 24 * 3600 * 1000) })
      .where(eq(leads.id, old.lead.id));
    expect(await sweepLeads(database.db)).toBe(1);
    expect(await database.db.select().from(leads)).toHaveLength(1);
  });
});
