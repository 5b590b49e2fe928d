import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite in a worker thread (issue 20, decision 025): the main-thread side. It offers what Drizzle's
 * pglite driver, pg-boss's executor (server/jobs/queue.ts) and db/client.ts call on a PGlite (`query`,
 * `exec`, `transaction`, `close`, `closed`, `waitReady`, `dumpDataDir`) and runs each in the worker
 * (db/pglite-worker.js), where PGlite orders the work as it does in one thread: a transaction's
 * statements run in the order they are awaited and nothing else runs until it ends.
 *
 * @electric-sql/pglite's own PGliteWorker is built for browser Web Workers (it needs `navigator.locks`,
 * which Node 20 does not have), so this is a small message-passing proxy instead.
 */

/** A function that returns its text unchanged: the only kind of parser that can cross to the worker. */
function isPassThrough(parser: unknown): boolean {
  return (
    typeof parser === "function" &&
    (parser as (value: string) => unknown)("2026-01-01 00:00:00") === "2026-01-01 00:00:00"
  );
}

/** Query options as plain data. Drizzle passes pass-through parsers (dates stay text): sent as type ids. */
function plainOptions(options: QueryOptions | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const { parsers, serializers, blob, onNotice, ...rest } = options;
  if (serializers || blob || onNotice) {
    throw new Error("The PGlite worker proxy does not take serializers, blob or onNotice options");
  }
  if (!parsers) return rest;
  const rawTypes = Object.entries(parsers).map(([oid, parser]) => {
    if (!isPassThrough(parser))
      throw new Error(`The PGlite worker proxy takes pass-through parsers only (type ${oid})`);
    return Number(oid);
  });
  return { ...rest, rawTypes };
}

interface PlainError {
  name?: string;
  message: string;
  stack?: string;
  cause?: PlainError;
  [key: string]: unknown;
}

/** The worker's error back as an Error with the same PostgreSQL fields (`code` 23505 and so on). */
function toError(plain: PlainError): Error {
  const { name, message, stack, cause, ...fields } = plain;
  const error = new Error(message, cause ? { cause: toError(cause) } : undefined);
  if (name) error.name = name;
  if (stack) error.stack = stack;
  Object.assign(error, fields);
  return error;
}

/** Worker file, found from this module whether it runs from source or from the build. */
export function findWorkerScript(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, "pglite-worker.js"), path.join(dir, "db", "pglite-worker.js")]) {
      if (fs.existsSync(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("db/pglite-worker.js not found above " + import.meta.url);
    dir = parent;
  }
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PlainError };
type Ready = { ready: true } | { ready: false; error: PlainError };

export interface PGliteWorkerOptions {
  /** Data directory; unset: in memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (tests). */
  loadDataDir?: Uint8Array;
}

export class PGliteWorkerProxy {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #closed = false;
  #exited: Error | null = null;

  constructor(options: PGliteWorkerOptions = {}) {
    this.#worker = new Worker(findWorkerScript(), { workerData: options });
    let ready: (value: void) => void;
    let failed: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.#worker.on("message", (message: Reply | Ready) => {
      if ("ready" in message) {
        if (message.ready) ready();
        else failed(toError(message.error));
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(toError(message.error));
    });
    const stopped = (reason: string) => {
      // Read as a lost connection (db-errors: "Connection terminated"): requests answer 503.
      this.#exited = new Error(`Connection terminated: the PGlite worker ${reason}`);
      this.#closed = true;
      failed(this.#exited);
      for (const pending of this.#pending.values()) pending.reject(this.#exited);
      this.#pending.clear();
    };
    this.#worker.on("error", (error) => stopped(`failed: ${error.message}`));
    this.#worker.on("exit", (code) => stopped(`exited (code ${code})`));
    // Failing to start is reported through waitReady; keep it from being an unhandled rejection too.
    this.waitReady.catch(() => undefined);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: "query", sql, params, options: plainOptions(options) });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#call({ op: "exec", sql, options: plainOptions(options) });
  }

  /** Runs `callback` in one transaction on the worker: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let closed = false;
    const check = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.#call<Results<R>>({ op: "tx-query", tx: id, sql, params, options: plainOptions(options) });
      },
      exec: async (sql: string, options?: QueryOptions) => {
        check();
        return this.#call<Results[]>({ op: "tx-exec", tx: id, sql, options: plainOptions(options) });
      },
      rollback: async () => {
        check();
        await this.#call({ op: "tx-rollback", tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: "end", tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  async dumpDataDir(compression?: "auto" | "gzip" | "none"): Promise<File> {
    const bytes = await this.#call<Uint8Array<ArrayBuffer>>({ op: "dump", compression });
    return new File([bytes], "pgdata.tar" + (compression === "none" ? "" : ".gz"));
  }

  async close(): Promise<void> {
    if (this.#exited) return;
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  /** For Drizzle and pg-boss, which are typed against PGlite but call only what this class has. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
