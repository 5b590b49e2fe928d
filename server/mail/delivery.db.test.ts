import crypto from "node:crypto";
import net from "node:net";
import os from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "~/db/storage/local.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { startTestSmtp, type TestSmtp } from "~/tests/e2e/support/smtp.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { parseEnv } from "../env.ts";
import { createJobQueue, type JobQueue } from "../jobs/queue.ts";
import { createServices, type Services } from "../services.ts";
import { MAIL_BATCH_SIZE, MAIL_RETRY_LIMIT, MAIL_SEND_JOB } from "./delivery.ts";
import type { MailMessage } from "./mailer.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** What stops after each test: queues, SMTP servers, sockets. */
let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  const installed = (await database.db.execute(sql`select to_regclass('pgboss.job') as t`)) as {
    rows: { t: unknown }[];
  };
  if (installed.rows[0]?.t) await database.db.execute(sql`delete from pgboss.job`);
});

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Services as an app server builds them (pg-boss on the test database), mail to `smtpUrl`. */
function servicesWith(
  smtpUrl: string,
  pollIntervalS = 0.5,
): { services: Services; jobs: JobQueue; lines: Record<string, unknown>[] } {
  const { logger, lines } = createTestLogger();
  const jobs = createJobQueue({ database, logger, pollIntervalS });
  const services = createServices({
    database,
    storage: createLocalStorage(os.tmpdir()),
    env: parseEnv({ NODE_ENV: "test", SMTP_URL: smtpUrl, DEV_MAILBOX: "false" }),
    logger,
    authSecret: TEST_AUTH_SECRET,
    jobs,
  });
  cleanups.push(() => jobs.stop());
  return { services, jobs, lines };
}

async function startSmtp(port = 0): Promise<TestSmtp> {
  const smtp = await startTestSmtp({ port });
  cleanups.push(() => smtp.close());
  return smtp;
}

async function mailJobs(): Promise<{ state: string; retry_count: number; start_after: Date }[]> {
  const result = (await database.db.execute(
    sql`select state, retry_count, start_after from pgboss.job where name = ${MAIL_SEND_JOB}`,
  )) as { rows: { state: string; retry_count: number; start_after: Date }[] };
  return result.rows;
}

const unique = () => crypto.randomBytes(5).toString("hex");
const message = (to: string): MailMessage => ({
  to,
  subject: "Reset your password",
  html: '<a href="https://maven.test/reset?token=secret-token-123">Reset</a>',
  text: "Reset: https://maven.test/reset?token=secret-token-123 or enter 654321",
});
const meta = { ip: "10.9.0.1", userAgent: "vitest", headers: new Headers() };

describe("mail through the job queue", () => {
  it("queues the mail in the database and a worker delivers it over SMTP", async () => {
    const smtp = await startSmtp();
    const { services, jobs } = servicesWith(smtp.url);
    const email = `queued-${unique()}@example.com`;

    await services.auth.signUp(
      { email, password: "Correct-Horse-7-Battery", firstName: "Ada", lastName: "Queue" },
      { ...meta, ip: `10.9.1.${Math.floor(Math.random() * 250)}` },
    );
    expect(await mailJobs()).toMatchObject([{ state: "created", retry_count: 0 }]);
    expect(smtp.messages()).toEqual([]);

    await jobs.work();
    const mail = await smtp.waitForMail(email, { subject: /verify/i });
    expect(mail.text).toMatch(/\/signup\/verify\?token=/);
    await expect.poll(async () => (await mailJobs())[0]?.state).toBe("completed");
  });

  it(`sends a backlog ${MAIL_BATCH_SIZE} at a time, not one mail per poll`, async () => {
    const smtp = await startSmtp();
    // A poll a minute: one mail per poll would leave all but the first waiting for the next one.
    const { services, jobs } = servicesWith(smtp.url, 60);
    const to = (i: number) => `burst-${i}-${unique()}@example.com`;
    const sent = Array.from({ length: MAIL_BATCH_SIZE }, (_, i) => to(i));
    for (const address of sent) await services.mailer.send(message(address));

    await jobs.work();
    for (const address of sent) await smtp.waitForMail(address, { timeoutMs: 30_000 });
    expect(smtp.messages()).toHaveLength(MAIL_BATCH_SIZE);
  });

  it("retries while SMTP is down and delivers once it is back, logging neither body nor code", async () => {
    const port = await freePort();
    const { services, jobs, lines } = servicesWith(`smtp://127.0.0.1:${port}`);
    const email = `outage-${unique()}@example.com`;

    await services.mailer.send(message(email));
    expect(await jobs.drain({ name: MAIL_SEND_JOB })).toEqual({ completed: 0, failed: 1 });
    const [waiting] = await mailJobs();
    expect(waiting).toMatchObject({ state: "retry", retry_count: 0 });
    // Backed off: not due again at once.
    expect(new Date(waiting!.start_after).getTime()).toBeGreaterThan(Date.now());
    expect(await jobs.drain({ name: MAIL_SEND_JOB })).toEqual({ completed: 0, failed: 0 });

    const smtp = await startSmtp(port);
    expect(await jobs.drain({ name: MAIL_SEND_JOB, includeRetries: true })).toEqual({ completed: 1, failed: 0 });
    const mail = await smtp.waitForMail(email);
    expect(mail.text).toContain("secret-token-123");
    expect(await mailJobs()).toMatchObject([{ state: "completed" }]);

    const failure = lines.find((line) => line.msg === "mail delivery failed; will retry");
    expect(failure).toMatchObject({ to: email, subject: "Reset your password", attempt: 1, retryLimit: 10 });
    const log = JSON.stringify(lines);
    expect(log).not.toContain("secret-token-123");
    expect(log).not.toContain("654321");
  });

  it(`gives up after ${MAIL_RETRY_LIMIT} retries and logs it`, async () => {
    const port = await freePort();
    const { services, jobs, lines } = servicesWith(`smtp://127.0.0.1:${port}`);
    const email = `gone-${unique()}@example.com`;

    await services.mailer.send(message(email));
    for (let attempt = 0; attempt <= MAIL_RETRY_LIMIT; attempt++) {
      expect(await jobs.drain({ name: MAIL_SEND_JOB, includeRetries: true })).toEqual({ completed: 0, failed: 1 });
    }
    expect(await jobs.drain({ name: MAIL_SEND_JOB, includeRetries: true })).toEqual({ completed: 0, failed: 0 });
    expect(await mailJobs()).toMatchObject([{ state: "failed", retry_count: MAIL_RETRY_LIMIT }]);
    expect(lines.filter((line) => line.msg === "mail delivery failed; will retry")).toHaveLength(MAIL_RETRY_LIMIT);
    expect(lines.filter((line) => line.msg === "mail delivery gave up")).toEqual([
      expect.objectContaining({ level: 50, to: email, attempt: MAIL_RETRY_LIMIT + 1 }),
    ]);
  });

  it("answers the request while SMTP accepts the connection but never replies", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const { port } = silent.address() as net.AddressInfo;
    const { services, jobs } = servicesWith(`smtp://127.0.0.1:${port}`);
    await jobs.work();
    const email = `silent-${unique()}@example.com`;

    await services.auth.signUp(
      { email, password: "Correct-Horse-7-Battery", firstName: "Ada", lastName: "Silent" },
      { ...meta, ip: `10.9.2.${Math.floor(Math.random() * 250)}` },
    );
    // The sign-up has answered; the worker is still waiting for the server's greeting.
    await expect.poll(() => sockets.length).toBe(1);
    expect(await mailJobs()).toMatchObject([{ state: "active" }]);

    // The server hangs up: the attempt fails and the mail waits for its retry, nothing lost.
    for (const socket of sockets) socket.destroy();
    await expect.poll(async () => (await mailJobs())[0]?.state).toBe("retry");
  });

  it("queues inside the caller's transaction: kept on commit, gone on rollback", async () => {
    const smtp = await startSmtp();
    const { services, jobs } = servicesWith(smtp.url);
    const kept = `kept-${unique()}@example.com`;
    const dropped = `dropped-${unique()}@example.com`;
    await jobs.start();

    await database.db
      .transaction(async (tx) => {
        await services.mailer.send(message(dropped), { executor: tx });
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await services.mailer.send(message(kept), { executor: tx });
    });

    expect(await jobs.drain({ name: MAIL_SEND_JOB })).toEqual({ completed: 1, failed: 0 });
    expect(smtp.messages().map((m) => m.to)).toEqual([[kept]]);
  });

  it("refuses to start inside a transaction rather than wait for it", async () => {
    const { services } = servicesWith("smtp://127.0.0.1:1");
    await expect(
      database.db.transaction((tx) => services.mailer.send(message("early@example.com"), { executor: tx })),
    ).rejects.toThrow(/start\(\) the job queue/);
  });
});
