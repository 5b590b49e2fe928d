import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import PgBoss from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.ts";
import type { Logger } from "../logger.ts";

/**
 * Background jobs in PostgreSQL (pg-boss 10, its own `pgboss` schema), on PGlite and on PostgreSQL
 * alike (docs/decisions/020-job-queue-and-shared-limits.md). Checked on PGlite 0.5: schema creation
 * (one multi-statement string under `pg_advisory_xact_lock`), `FOR UPDATE SKIP LOCKED` fetches and
 * enqueuing inside a caller's transaction all work through the app's own connection.
 */

/** How often an idle worker asks for due jobs; a send in this process wakes it at once. */
export const JOB_POLL_INTERVAL_S = 1;
/** Completed jobs (mail bodies hold sign-in links) leave the job table after a minute... */
export const JOB_ARCHIVE_AFTER_S = 60;
/** ...and the archive after an hour; a job that gave up is logged, not kept for replay. */
export const JOB_DELETE_AFTER_S = 60 * 60;
/** How long stop() lets running jobs finish before handing them back to the queue (retried later). */
export const JOB_STOP_GRACE_MS = 2_000;

/** A drizzle database or transaction: `send` through it commits or rolls back with the caller's work. */
export type JobExecutor = Pick<Database, "execute">;

export interface JobAttempt {
  id: string;
  /** Failed attempts so far (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

export interface JobDefinition<T extends object> {
  /** Letters, digits, `.`, `_` and `-`. */
  name: string;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** With backoff: the n-th retry waits between retryDelayS·2^(n-1) and twice that. */
  retryDelayS: number;
  backoff: boolean;
  /** A running attempt that takes longer is failed (and retried), e.g. a worker that died. */
  expireInS: number;
  /**
   * Jobs one worker takes per poll and runs side by side (default 1). pg-boss waits out the polling
   * interval between fetches, so this is also how many a second a backlog drains.
   */
  batchSize?: number;
  /** Also run on this cron schedule (UTC, pg-boss's timekeeper: one run per tick across servers). */
  cron?: string;
  handle(data: T, attempt: JobAttempt): Promise<void>;
  /** Told about each failed attempt, with whether another one will follow (for logs). */
  onFailure?(data: T, attempt: JobAttempt, error: unknown, willRetry: boolean): void;
}

export interface SendOptions {
  /** Enqueue inside this transaction (or database); the job exists only if it commits. */
  executor?: JobExecutor;
}

export interface DrainResult {
  completed: number;
  failed: number;
}

export interface JobQueue {
  /** Registers a job type and its handler; before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Installs or migrates the `pgboss` schema and the defined queues (idempotent; send() calls it too). */
  start(): Promise<void>;
  /** Starts polling workers for every defined job type in this process. */
  work(): Promise<void>;
  /** Enqueues a job; resolves with its id once it is stored. With an executor, after start() only. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /**
   * Runs the jobs that are due now in this process and resolves when they are done (tests, scripts).
   * `includeRetries` also runs jobs waiting for a later retry, each once; `name` only that job type.
   */
  drain(options?: { includeRetries?: boolean; name?: string }): Promise<DrainResult>;
  /** Stops the workers, letting running jobs finish briefly; call before the database closes. */
  stop(): Promise<void>;
}

interface SqlResult {
  rows: unknown[];
}

/** pg-boss's schema and maintenance scripts: several statements between BEGIN and COMMIT. */
const SCRIPT = /^\s*BEGIN\b/i;

/** Runs pg-boss's SQL on the app's connection: the pg pool, or PGlite (one connection, serialised). */
export function executorFor(database: DatabaseHandle): PgBoss.Db {
  if (database.kind === "postgres") {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return {
      async executeSql(text, values) {
        if (!SCRIPT.test(text)) return pool.query(text, values);
        // A script that fails after its BEGIN (two servers installing the schema at once) must not
        // go back to the app's pool as a connection stuck in an aborted transaction.
        const client = await pool.connect();
        try {
          return await client.query(text, values);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // pg-boss's schema and maintenance scripts are several statements in one string; the
      // extended protocol behind query() takes one, exec() takes many (and no parameters).
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        // A script that fails after its BEGIN would leave the app's only connection in an aborted
        // transaction, failing every later request (checked on PGlite 0.5).
        if (SCRIPT.test(text)) await client.exec("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
  };
}

/** pg-boss's `$n` text and values as a drizzle query, so it runs on a drizzle transaction. */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 1 ? sql.param(values[Number(part) - 1] ?? null) : sql.raw(part))));
}

const drizzleExecutor = (executor: JobExecutor): PgBoss.Db => ({
  executeSql: async (text, values) => (await executor.execute(toDrizzleSql(text, values))) as unknown as SqlResult,
});

/**
 * The queue on the app's database. Nothing touches the database until start() or the first send(),
 * so building the services stays free.
 *
 * PGlite is one connection: pg-boss's statements wait for any open transaction and hold none across
 * an await, so polling (one short query a second) cannot deadlock a request; but a send from inside
 * a PGlite transaction must pass that transaction as `executor`, or it waits for itself.
 */
export function createJobQueue({
  database,
  logger,
  pollIntervalS = JOB_POLL_INTERVAL_S,
}: {
  database: DatabaseHandle;
  logger: Logger;
  pollIntervalS?: number;
}): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const ensureStarted = () =>
    (starting ??= (async () => {
      const instance = new PgBoss({
        db: executorFor(database),
        schedule: [...definitions.values()].some((definition) => definition.cron),
        supervise: true,
        archiveCompletedAfterSeconds: JOB_ARCHIVE_AFTER_S,
        deleteAfterSeconds: JOB_DELETE_AFTER_S,
        pollingIntervalSeconds: pollIntervalS,
      });
      // An EventEmitter without an 'error' listener would crash the process on a failed poll.
      instance.on("error", (error) => logger.warn({ err: error }, "job queue error"));
      await instance.start();
      for (const definition of definitions.values()) {
        const options = {
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelayS,
          retryBackoff: definition.backoff,
          expireInSeconds: definition.expireInS,
        };
        // Servers started at once create the same queues: PostgreSQL may pick one as a deadlock victim.
        await retryOnDeadlock(() => instance.createQueue(definition.name, { name: definition.name, ...options }));
        // A queue created by an older release keeps its row: bring its retry policy up to date.
        await retryOnDeadlock(() => instance.updateQueue(definition.name, { name: definition.name, ...options }));
        if (definition.cron) await instance.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
      }
      boss = instance;
      return instance;
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    }));

  async function run(definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    const attempt = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
    try {
      await definition.handle(job.data, attempt);
    } catch (error) {
      definition.onFailure?.(job.data, attempt, error, attempt.retryCount < attempt.retryLimit);
      throw error;
    }
  }

  return {
    define(definition) {
      if (starting) throw new Error(`define ${definition.name} before the job queue starts`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },

    async start() {
      await ensureStarted();
    },

    async work() {
      const instance = await ensureStarted();
      for (const definition of definitions.values()) {
        if (workerIds.has(definition.name)) continue;
        const id = await instance.work<object>(
          definition.name,
          { includeMetadata: true, batchSize: definition.batchSize ?? 1 },
          // Each job of a batch fails on its own: a rejected batch fails every job in it, and the
          // mails already sent were sent again on retry. pg-boss then completes only the jobs still
          // active, the ones that succeeded.
          (jobs) =>
            Promise.all(
              jobs.map((job) =>
                run(definition, job).catch((error: unknown) =>
                  instance.fail(definition.name, job.id, { message: String(error) }),
                ),
              ),
            ),
        );
        workerIds.set(definition.name, id);
      }
    },

    async send(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      // Starting runs on the app's connection, which a PGlite transaction holds until it ends.
      if (options.executor && !boss) throw new Error("start() the job queue before sending inside a transaction");
      const instance = await ensureStarted();
      const id = await instance.send(name, data, options.executor ? { db: drizzleExecutor(options.executor) } : {});
      if (!id) throw new Error(`job ${name} was not stored`);
      // A worker in this process picks it up now rather than at its next poll. In a transaction
      // it may look before the commit; it then finds the job at its next poll.
      const workerId = workerIds.get(name);
      if (workerId) instance.notifyWorker(workerId);
      return id;
    },

    async drain({ includeRetries = false, name } = {}) {
      const instance = await ensureStarted();
      const result: DrainResult = { completed: 0, failed: 0 };
      for (const definition of definitions.values()) {
        if (name !== undefined && definition.name !== name) continue;
        // With includeRetries a failed job is due again at once: one pass, so each runs once.
        for (let pass = 0; pass === 0 || !includeRetries; pass++) {
          const jobs = await instance.fetch<object>(definition.name, {
            batchSize: 100,
            includeMetadata: true,
            ignoreStartAfter: includeRetries,
          });
          if (!jobs?.length) break;
          for (const job of jobs) {
            try {
              await run(definition, job);
              await instance.complete(definition.name, job.id);
              result.completed += 1;
            } catch (error) {
              await instance.fail(definition.name, job.id, { message: String(error) });
              result.failed += 1;
            }
          }
        }
      }
      return result;
    },

    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      const instance = boss;
      boss = null;
      starting = null;
      workerIds.clear();
      // Jobs still running after the grace period are failed, so another attempt follows later.
      await instance?.stop({ graceful: true, wait: true, close: false, timeout: JOB_STOP_GRACE_MS });
    },
  };
}

/**
 * Tests only (services built with NODE_ENV=test): send() runs the job's real handler at once and
 * rejects when it fails, as mail did before the queue, so a test reads the outbox straight after
 * the call. Nothing is stored and nothing is retried.
 */
export function createInlineJobQueue(): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  return {
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    start: async () => {},
    work: async () => {},
    async send(name, data) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job ${name}`);
      const attempt = { id: "inline", retryCount: 0, retryLimit: 0 };
      try {
        await definition.handle(data, attempt);
      } catch (error) {
        definition.onFailure?.(data, attempt, error, false);
        throw error;
      }
      return attempt.id;
    },
    drain: async () => ({ completed: 0, failed: 0 }),
    stop: async () => {},
  };
}

/** Runs `fn` again (up to 5 tries, after a short random pause) when PostgreSQL reports a deadlock (40P01). */
async function retryOnDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown } | null)?.code !== "40P01") throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
