// Faults and load, measured (issue 20). Loopback only, bounded in time; reports, does not gate.
//
//   npm run bench:reliability            # builds, then runs this (a few minutes)
//   tsx scripts/bench-reliability.ts --quick   # shorter durations: a smoke run
//   tsx scripts/bench-reliability.ts --only=a  # some parts only (a, b, c, d), e.g. to compare settings
//
// (a) 60 s at 10, 50 and 200 connections on a mix of anonymous pages, the demo learner's pages and
//     GraphQL requests, on PostgreSQL: errors, p99, server RSS before and after.
// (b) newsletter sign-ups under load with 5 `kill -9` of the app server, on PostgreSQL and on PGlite:
//     every acknowledged write is looked up afterwards; each restart must come up healthy.
// (c) PostgreSQL stopped for 30 s under light load: 503 without stack traces, the process stays up,
//     recovery within 5 s of the database's return, no request slower than the timeouts.
// (d) SIGTERM under load: in-flight requests finish, the process exits within the grace period.
// Needs PostgreSQL 15 binaries for scripts/pg-throwaway.sh (PGlite-only parts run without them).
// Writes bench-results/reliability.json (--quick: reliability-quick.json).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";
import { signInDemoLearner } from "./demo-sign-in.ts";

const ROOT = process.cwd();
const OUT_DIR = path.join(ROOT, "bench-results");
const QUICK = process.argv.includes("--quick");
const ONLY = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const selected = (part: "a" | "b" | "c" | "d") => !ONLY || ONLY.includes(part);
const OUT_FILE = QUICK || ONLY ? "reliability-quick.json" : "reliability.json";
const LOAD_S = QUICK ? 8 : 60;
const KILLS = 5;
const WRITE_S_BEFORE_KILL = QUICK ? 1.5 : 3;
const OUTAGE_S = QUICK ? 10 : 30;
const RECOVERY_BUDGET_MS = 5_000;
const HANG_MS = 15_000; // a request slower than this counts as a hang
const GRACE_MS = 5_000; // SHUTDOWN_GRACE_MS in server/http/shutdown.ts
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

const report: Record<string, unknown> = {
  timestamp: new Date().toISOString(),
  quick: QUICK,
  node: process.version,
  platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} cpus`,
};
const table: { part: string; figure: string; value: string; ok: boolean | null }[] = [];
const log = (msg: string) => console.log(`[reliability] ${msg}`);
const errMsg = (e: unknown) => (e instanceof Error ? e.message : String(e));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------
// PostgreSQL (throwaway) and the app server

interface Pg {
  url: string;
  dir: string;
  port: number;
}

function pgStart(): Pg {
  const url = execFileSync("bash", [path.join(ROOT, "scripts/pg-throwaway.sh"), "start"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
  const port = Number(new URL(url).port);
  const parent = process.env.PG_THROWAWAY_PARENT ?? "/tmp";
  const dir = readdirSync(parent)
    .filter((d) => d.startsWith("pg-throwaway."))
    .map((d) => path.join(parent, d))
    .find(
      (d) => existsSync(path.join(d, "port")) && readFileSync(path.join(d, "port"), "utf8").trim() === String(port),
    );
  if (!dir) throw new Error(`throwaway cluster on port ${port} not found`);
  return { url, dir, port };
}

function pgCtl(p: Pg, args: string[]): void {
  const cmd = [`${PG_BIN}/pg_ctl`, "-D", `${p.dir}/data`, ...args];
  const asOwner = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", ...cmd]] : [cmd[0]!, cmd.slice(1)];
  execFileSync(asOwner[0] as string, asOwner[1] as string[], { cwd: p.dir, stdio: "ignore" });
}
const pgPause = (p: Pg) => pgCtl(p, ["-m", "fast", "-w", "stop"]);
const pgResume = (p: Pg) =>
  pgCtl(p, [
    "-l",
    `${p.dir}/server.log`,
    "-w",
    "-o",
    `-p ${p.port} -k ${p.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "start",
  ]);
const pgStop = (p: Pg) => {
  try {
    execFileSync("bash", [path.join(ROOT, "scripts/pg-throwaway.sh"), "stop", p.dir], { stdio: "ignore" });
  } catch (e) {
    log(`pg stop: ${errMsg(e)}`);
  }
};

interface App {
  url: string;
  child: ChildProcess;
  logFile: string;
  startMs: number;
}

async function startApp(
  db: { databaseUrl?: string; pgliteDir?: string },
  logFile: string,
  port?: number,
): Promise<App> {
  port ??= await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DEV_MAILBOX: "true",
    SEED_DEMO_USERS: "true",
    NEWSLETTER_RATE_LIMIT_PER_HOUR: "100000000",
    GRAPHQL_RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  if (db.pgliteDir) env.PGLITE_DIR = db.pgliteDir;
  const fd = openSync(logFile, "a");
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "bin/start.js")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before /healthz answered:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { url, child, logFile, startMs: Math.round(performance.now() - t0) };
    } catch {
      // not yet
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`/healthz not ready after 120 s:\n${tail(logFile)}`);
}

function tail(file: string, n = 20): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-n).join("\n");
  } catch {
    return "";
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once("exit", () => r()));
}

async function stopApp(app: App): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  const done = await Promise.race([exited(app.child).then(() => true), sleep(10_000).then(() => false)]);
  if (!done) {
    app.child.kill("SIGKILL");
    await exited(app.child);
  }
}

function rssMb(pid: number | undefined): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// (a) mixed load

interface AcResult {
  requests: { average: number; total: number };
  latency: { p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AcResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

async function partA(p: Pg, tmp: string): Promise<void> {
  const app = await startApp({ databaseUrl: p.url }, path.join(tmp, "a.log"));
  try {
    const cookie = await signInDemoLearner(app.url);
    const gql = JSON.stringify({ query: "{ listDatasets(limit: 5) { items { id title } } }" });
    const results: Record<string, unknown> = {};
    for (const connections of [10, 50, 200]) {
      const rssBefore = rssMb(app.child.pid);
      const share = (f: number) => Math.max(1, Math.round(connections * f));
      const runs = await Promise.all([
        autocannon({
          url: app.url,
          connections: share(0.5),
          duration: LOAD_S,
          headers: { accept: "text/html" },
          requests: ["/", "/courses", "/course/excel-essentials", "/data-playground", "/paths"].map((p) => ({
            path: p,
          })),
        }),
        autocannon({
          url: app.url,
          connections: share(0.25),
          duration: LOAD_S,
          headers: { accept: "text/html", cookie },
          requests: ["/dashboard", "/courses", "/dashboard/account"].map((p) => ({ path: p })),
        }),
        autocannon({
          url: `${app.url}/graphql`,
          connections: share(0.25),
          duration: LOAD_S,
          method: "POST",
          headers: { "content-type": "application/json", origin: app.url },
          body: gql,
        }),
      ]);
      const rssAfter = rssMb(app.child.pid);
      const [anon, signedIn, api] = runs as [AcResult, AcResult, AcResult];
      // autocannon counts timeouts among errors.
      const bad = (r: AcResult) => r.errors + r.non2xx;
      const detail = (r: AcResult) => ({
        reqPerSec: r.requests.average,
        p99: r.latency.p99,
        bad: bad(r),
        non2xx: r.non2xx,
        timeouts: r.timeouts,
        errors: r.errors,
        statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
      });
      const errors = runs.reduce((s, r) => s + bad(r), 0);
      const p99 = Math.max(...runs.map((r) => r.latency.p99));
      const total = runs.reduce((s, r) => s + r.requests.total, 0);
      results[String(connections)] = {
        durationS: LOAD_S,
        requests: total,
        errors,
        p99Ms: p99,
        rssMbBefore: rssBefore,
        rssMbAfter: rssAfter,
        anonymous: detail(anon),
        signedIn: detail(signedIn),
        graphql: detail(api),
      };
      table.push({
        part: "a mix",
        figure: `${connections} conn, ${LOAD_S} s: errors / p99 / RSS MB`,
        value: `${errors} of ${total} / ${p99} ms (anon ${anon.latency.p99}, signed-in ${signedIn.latency.p99}, api ${api.latency.p99}) / ${rssBefore} -> ${rssAfter}`,
        ok: errors === 0,
      });
      log(`a: ${connections} connections: ${errors} errors of ${total}, p99 ${p99} ms`);
    }
    report.load = { database: "postgresql", results };
  } finally {
    await stopApp(app);
  }
}

// ---------------------------------------------------------------------------
// (b) writers with kill -9

async function partB(kind: "postgresql" | "pglite", tmp: string, p?: Pg): Promise<void> {
  const pgliteDir = path.join(tmp, `pglite-${Date.now()}`);
  const db = kind === "postgresql" ? { databaseUrl: p!.url } : { pgliteDir };
  const logFile = path.join(tmp, `b-${kind}.log`);
  const port = await freePort();
  const acked = new Set<string>();
  let attempts = 0;
  let failures = 0;
  const starts: { ms: number; ok: boolean; error?: string }[] = [];
  let app = await startApp(db, logFile, port);
  starts.push({ ms: app.startMs, ok: true });
  const base = app.url;
  let running = true;
  let n = 0;
  const writer = async (w: number) => {
    while (running) {
      const email = `w${w}-${n++}-${kind}@bench.example.com`;
      attempts++;
      try {
        const res = await fetch(`${base}/api/newsletter`, {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json().catch(() => null)) as { ok?: boolean } | null;
        if (res.status === 200 && body?.ok === true) acked.add(email);
        else failures++;
      } catch {
        failures++;
        await sleep(50);
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, i) => writer(i));
  try {
    for (let k = 0; k < KILLS; k++) {
      await sleep(WRITE_S_BEFORE_KILL * 1000);
      app.child.kill("SIGKILL");
      await exited(app.child);
      try {
        app = await startApp(db, logFile, port);
        starts.push({ ms: app.startMs, ok: true });
      } catch (e) {
        starts.push({ ms: -1, ok: false, error: errMsg(e).split("\n")[0] });
        log(`b ${kind}: restart ${k + 1} failed: ${errMsg(e)}`);
        break;
      }
    }
    await sleep(1000);
  } finally {
    running = false;
    await Promise.all(writers);
    await stopApp(app);
  }
  // Rows after: every acknowledged address must be there.
  let stored = new Set<string>();
  if (kind === "postgresql") {
    const client = new pg.Client({ connectionString: p!.url });
    await client.connect();
    const r = await client.query<{ email: string }>("select email from newsletter_subscriber where email like $1", [
      `%-${kind}@bench.example.com`,
    ]);
    stored = new Set(r.rows.map((x) => x.email));
    await client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const lite = new PGlite(pgliteDir);
    const r = await lite.query<{ email: string }>("select email from newsletter_subscriber");
    stored = new Set(r.rows.map((x) => x.email));
    await lite.close();
  }
  const lost = [...acked].filter((e) => !stored.has(e));
  const cleanStarts = starts.filter((s) => s.ok).length;
  report[`writers_${kind}`] = {
    kills: KILLS,
    attempts,
    acknowledged: acked.size,
    failedOrUnacknowledged: failures,
    storedRows: stored.size,
    lost: lost.length,
    lostSample: lost.slice(0, 10),
    starts,
  };
  table.push({
    part: `b ${kind}`,
    figure: `${KILLS} x kill -9: acked / lost / clean starts (restart ms)`,
    value: `${acked.size} / ${lost.length} / ${cleanStarts - 1} of ${KILLS} (${starts
      .slice(1)
      .map((s) => s.ms)
      .join(", ")})`,
    ok: lost.length === 0 && cleanStarts === KILLS + 1,
  });
  log(`b ${kind}: ${acked.size} acknowledged, ${lost.length} lost, ${cleanStarts - 1}/${KILLS} clean restarts`);
}

// ---------------------------------------------------------------------------
// (c) PostgreSQL outage

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

async function partC(p: Pg, tmp: string): Promise<void> {
  const app = await startApp({ databaseUrl: p.url }, path.join(tmp, "c.log"));
  const cookie = await signInDemoLearner(app.url);
  // An anonymous catalogue page may still answer from memory (200); everything else needs the database.
  const probes: { name: string; path: string; headers: Record<string, string>; may200?: boolean }[] = [
    { name: "signed-in page", path: "/dashboard", headers: { accept: "text/html", cookie } },
    {
      name: "anonymous page",
      path: "/courses",
      headers: { accept: "text/html", cookie: "bench.session_token=none" },
      may200: true,
    },
    { name: "healthz", path: "/healthz", headers: {} },
    {
      name: "graphql",
      path: "/graphql?query=%7BlistDatasets(limit%3A1)%7Bitems%7Bid%7D%7D%7D",
      headers: { accept: "application/json" },
    },
  ];

  type Sample = { probe: string; t: number; status: number; ms: number; stack: boolean; retryAfter: boolean };
  const samples: Sample[] = [];
  let running = true;
  const loop = async (probe: (typeof probes)[number]) => {
    while (running) {
      const t = Date.now();
      let status = 0;
      let stack = false;
      let retryAfter = false;
      try {
        const res = await fetch(`${app.url}${probe.path}`, {
          headers: probe.headers,
          signal: AbortSignal.timeout(HANG_MS + 5000),
        });
        const body = await res.text();
        status = res.status;
        stack = STACK.test(body);
        retryAfter = res.headers.has("retry-after");
      } catch {
        status = -1;
      }
      samples.push({ probe: probe.name, t, status, ms: Date.now() - t, stack, retryAfter });
      await sleep(200);
    }
  };
  const loops = probes.map(loop);
  try {
    await sleep(3000);
    const down = Date.now();
    pgPause(p);
    log(`c: PostgreSQL stopped for ${OUTAGE_S} s`);
    await sleep(OUTAGE_S * 1000);
    pgResume(p);
    const up = Date.now();
    log("c: PostgreSQL back");
    await sleep(8000);
    running = false;
    await Promise.all(loops);
    const during = samples.filter((s) => s.t > down + 1000 && s.t + s.ms < up);
    const byProbe: Record<string, unknown> = {};
    let allOk = true;
    for (const probe of probes) {
      const d = during.filter((s) => s.probe === probe.name);
      const statuses: Record<string, number> = {};
      for (const s of d) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const firstOk = samples.find((s) => s.probe === probe.name && s.t >= up && s.status === 200);
      const recoveryMs = firstOk ? firstOk.t + firstOk.ms - up : null;
      const stackTraces = d.filter((s) => s.stack).length;
      const maxMs = Math.max(0, ...samples.filter((s) => s.probe === probe.name).map((s) => s.ms));
      const all503 = d.length > 0 && d.every((s) => s.status === 503 || (probe.may200 === true && s.status === 200));
      byProbe[probe.name] = {
        statusesDuringOutage: statuses,
        stackTraces,
        recoveryMs,
        maxMs,
        retryAfter: d.every((s) => s.retryAfter),
      };
      const ok =
        all503 && stackTraces === 0 && recoveryMs !== null && recoveryMs <= RECOVERY_BUDGET_MS && maxMs < HANG_MS;
      allOk &&= ok;
      table.push({
        part: "c outage",
        figure: `${probe.name}: statuses during / recovery / slowest`,
        value: `${Object.entries(statuses)
          .map(([k, v]) => `${k}x${v}`)
          .join(" ")} / ${recoveryMs ?? "never"} ms / ${maxMs} ms${stackTraces ? ` / ${stackTraces} with stack` : ""}`,
        ok,
      });
    }
    const alive = app.child.exitCode === null && app.child.signalCode === null;
    table.push({ part: "c outage", figure: "process stayed up", value: String(alive), ok: alive });
    report.outage = { outageS: OUTAGE_S, probes: byProbe, processStayedUp: alive, ok: allOk && alive };
  } finally {
    running = false;
    await Promise.all(loops);
    await stopApp(app);
  }
}

// ---------------------------------------------------------------------------
// (d) SIGTERM under load

async function partD(p: Pg | undefined, tmp: string): Promise<void> {
  const db = p ? { databaseUrl: p.url } : { pgliteDir: path.join(tmp, "pglite-d") };
  const app = await startApp(db, path.join(tmp, "d.log"));
  let running = true;
  let signalAt = 0;
  const inFlight = { startedBefore: 0, okBefore: 0, failedBefore: 0, startedAfter: 0, okAfter: 0, refusedAfter: 0 };
  const worker = async () => {
    while (running) {
      const t = Date.now();
      const before = signalAt === 0;
      if (!before) inFlight.startedAfter++;
      try {
        const res = await fetch(`${app.url}/courses`, {
          headers: { accept: "text/html", cookie: "bench.session_token=none" },
          signal: AbortSignal.timeout(HANG_MS),
        });
        await res.text();
        const ok = res.status === 200;
        if (before && signalAt !== 0) {
          if (ok) inFlight.okBefore++;
          else inFlight.failedBefore++;
        } else if (!before) {
          if (ok) inFlight.okAfter++;
          else inFlight.refusedAfter++;
        }
      } catch {
        if (before && signalAt !== 0) inFlight.failedBefore++;
        else if (!before) inFlight.refusedAfter++;
        await sleep(20);
      }
      if (before && signalAt !== 0 && t < signalAt) inFlight.startedBefore++;
    }
  };
  const workers = Array.from({ length: 20 }, worker);
  await sleep(3000);
  signalAt = Date.now();
  app.child.kill("SIGTERM");
  await exited(app.child);
  const exitMs = Date.now() - signalAt;
  await sleep(300);
  running = false;
  await Promise.all(workers);
  const ok = inFlight.failedBefore === 0 && exitMs <= GRACE_MS && app.child.exitCode === 0;
  report.sigterm = {
    database: p ? "postgresql" : "pglite",
    ...inFlight,
    exitMs,
    exitCode: app.child.exitCode,
    graceMs: GRACE_MS,
    ok,
  };
  table.push({
    part: "d SIGTERM",
    figure: "in flight at signal: finished / failed; exit ms (code)",
    value: `${inFlight.okBefore} / ${inFlight.failedBefore}; ${exitMs} ms (${app.child.exitCode ?? app.child.signalCode})`,
    ok,
  });
}

// ---------------------------------------------------------------------------

async function part(name: string, fn: () => Promise<void>): Promise<void> {
  const t0 = performance.now();
  log(`${name}: start`);
  try {
    await fn();
  } catch (e) {
    log(`${name} failed: ${errMsg(e)}`);
    table.push({ part: name, figure: "error", value: errMsg(e).split("\n")[0]!, ok: null });
    ((report.errors ??= []) as string[]).push(`${name}: ${errMsg(e)}`);
  }
  log(`${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("no build: run `npm run build` first");
  const tmp = await mkdtemp(path.join(os.tmpdir(), "bench-reliability-"));
  let p: Pg | undefined;
  try {
    try {
      p = pgStart();
      log(`PostgreSQL at ${p.url}`);
    } catch (e) {
      log(`no throwaway PostgreSQL (${errMsg(e)}): PostgreSQL parts are skipped`);
    }
    if (p && selected("a")) await part("a mix", () => partA(p!, tmp));
    if (p && selected("b")) await part("b postgresql", () => partB("postgresql", tmp, p));
    if (selected("b")) await part("b pglite", () => partB("pglite", tmp));
    if (p && selected("c")) await part("c outage", () => partC(p!, tmp));
    if (selected("d")) await part("d SIGTERM", () => partD(p, tmp));
  } finally {
    if (p) pgStop(p);
    await rm(tmp, { recursive: true, force: true });
  }
  report.results = table;
  const w = [0, 1, 2].map((i) => Math.max(...table.map((r) => [r.part, r.figure, r.value][i]!.length), 6));
  console.log("");
  for (const r of table) {
    console.log(
      `${r.part.padEnd(w[0]!)}  ${r.figure.padEnd(w[1]!)}  ${r.value.padEnd(w[2]!)}  ${r.ok === null ? "ERROR" : r.ok ? "ok" : "FAULT"}`,
    );
  }
  console.log("");
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, OUT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to bench-results/${OUT_FILE}`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`[reliability] crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
