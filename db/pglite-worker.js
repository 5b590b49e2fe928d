// The embedded database's thread (issue 20, decision 025): this worker owns the PGlite instance and
// its data directory, so query execution never blocks the request thread. `db/pglite-proxy.ts` is the
// other end. Plain JavaScript so that it runs as is from the source tree, the build and Vitest.
//
// Messages in: { id, op: "query" | "exec" | "begin" | "tx-query" | "tx-exec" | "tx-rollback" | "end" |
// "dump" | "close", ... }; each is answered with { id, ok: true, value } or { id, ok: false, error }.
// Every message is handled at once (not one after another): PGlite's own mutexes order the work, so a
// query that arrives while a transaction is open waits for it, exactly as in one thread, while the
// transaction's own statements ("tx-*", in the order the caller awaits them) go ahead.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array }} */
const { dataDir, loadDataDir } = workerData ?? {};
const pglite = new PGlite(dataDir, loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {});

/** Open transactions by id: PGlite's transaction object and how to end it. */
const transactions = new Map();
let nextTransaction = 1;
const ROLLBACK = Symbol("rollback");

/** Options from the proxy: `rawTypes` stands for parsers that return the text as is (Drizzle's). */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, (value) => value])) };
}

/** A PGlite error as plain data: the PostgreSQL fields (code, detail, constraint...) survive the copy. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean", "undefined"].includes(typeof value)) plain[key] = value;
  }
  if (error.cause !== undefined) plain.cause = plainError(error.cause);
  return plain;
}

function transaction(id) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`Transaction ${id} is not open`);
  return entry;
}

async function handle(message) {
  switch (message.op) {
    case "query":
      return pglite.query(message.sql, message.params, queryOptions(message.options));
    case "exec":
      return pglite.exec(message.sql, queryOptions(message.options));
    case "begin": {
      // Resolves once BEGIN ran (after any open transaction ended); the transaction then stays open
      // until "end" settles it.
      const id = nextTransaction++;
      return new Promise((resolve, reject) => {
        const done = pglite
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                transactions.set(id, { tx, commit, rollback, done });
                resolve(id);
              }),
          )
          .finally(() => transactions.delete(id));
        // BEGIN failed (after a resolve this does nothing; "end" reports the outcome).
        done.catch(reject);
      });
    }
    case "tx-query":
      return transaction(message.tx).tx.query(message.sql, message.params, queryOptions(message.options));
    case "tx-exec":
      return transaction(message.tx).tx.exec(message.sql, queryOptions(message.options));
    case "tx-rollback":
      return transaction(message.tx).tx.rollback();
    case "end": {
      const entry = transaction(message.tx);
      if (message.commit) entry.commit(undefined);
      else entry.rollback(ROLLBACK);
      try {
        await entry.done;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      return undefined;
    }
    case "dump": {
      const file = await pglite.dumpDataDir(message.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case "close":
      if (!pglite.closed) await pglite.close();
      return undefined;
    default:
      throw new Error(`Unknown PGlite worker message ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});

pglite.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);
