// Performance report for the production build: JS shipped, throughput and
// latency under load, Lighthouse scores. It reports against budgets and, in the
// same run, as ratios to the floor: a bare React Router 7 page (bench/floor/,
// same react-router/vite/express versions) built and served beside the app
// (issue 20). It does not gate (exit 0 unless the server cannot be started or reached).
// Beside the issue's figures, the floor also renders /courses's markup (its /sized route, from the
// app's page as Chromium parsed it): rendered pages are then set against a bare page of their own size,
// which splits the gap into what the page's size costs and what the app's code costs.
// Each app load window (cached or rendered) is set against a window on the floor's page measured just
// before it, not against one floor figure from minutes earlier: a neighbour's load then falls on both
// sides of the ratio.
//
//   npm run bench                         # builds, then runs this
//   BENCH_URL=http://127.0.0.1:3000 tsx scripts/bench.ts   # an already-running server
//
// Environment: BENCH_URL, BENCH_DATABASE_URL (start the server on PostgreSQL
// instead of a fresh PGlite), BENCH_DURATION (s, default 10),
// BENCH_CONNECTIONS (default 10), BENCH_WARMUP (s, default 2),
// BENCH_LIGHTHOUSE_RUNS (runs per page, the median is reported; default 3),
// BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH.
// BENCH_SKIP_FLOOR=1 (no floor, no ratios). BENCH_PAGES=/pricing,/signup/checkout (only those pages).
// BENCH_SKIP_TEAM_REPORT=1 (no team report figure: scripts/bench-team-report.ts, issue 19).
// Writes bench-results/latest.json and bench-results/lighthouse*.html.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_FLAGS, findChromium } from "../tests/support/browser.ts";
import { freePort } from "./free-port.ts";
import { signInDemoLearner } from "./demo-sign-in.ts";

const ROOT = process.cwd();
const OUT_DIR = path.join(ROOT, "bench-results");
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const BUDGET = {
  jsGzipKB: 150,
  reqPerSec: 150,
  p99Ms: 150,
  // Issue 3: the server-rendered catalogue.
  coursesReqPerSec: 120,
  coursesP99Ms: 200,
  // Issue 4: preview of the largest seeded file, time to the first table page on the server.
  previewMedianMs: 200,
  // Issue 20: ratios to the floor measured in the same run.
  floor: {
    lighthousePerformance: 0.97, // >= this share of the floor's score
    tbtMs: 200, // total blocking time under Lighthouse's throttling
    jsGzip: 1.3, // <= this multiple of the floor's JS
    cachedReqPerSec: 2, // cached catalogue pages >= this multiple of the floor's req/s
    renderedReqPerSec: 0.7, // rendered pages >= this multiple
  },
  lighthouse: {
    performance: 95,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
} as const;
type CategoryId = keyof typeof BUDGET.lighthouse;
const CATEGORIES = Object.keys(BUDGET.lighthouse) as CategoryId[];

interface Row {
  metric: string;
  value: number | null; // null: could not be measured
  unit: string;
  budget: string;
  pass: boolean | null | "info"; // null: error; info: a figure with no budget
  note?: string;
}

interface Server {
  url: string;
  child: ChildProcess;
  tmpDir: string;
  logFile: string;
  startupMs: number;
}

const rows: Row[] = [];
const report: Record<string, unknown> = {
  timestamp: new Date().toISOString(),
  node: process.version,
  platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} cpus`,
};

function log(msg: string): void {
  console.log(`[bench] ${msg}`);
}

function errMsg(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

// ---------------------------------------------------------------------------
// Server lifecycle

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

async function waitForHealth(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before /healthz answered`);
    }
    if (child && child.signalCode !== null) {
      throw new Error(`server was killed by ${child.signalCode} before /healthz answered`);
    }
    try {
      const res = await fetch(`${url}/healthz`, {
        signal: AbortSignal.timeout(2000),
      });
      const body = await res.text();
      if (res.ok) return;
      last = `HTTP ${res.status} ${body.slice(0, 200)}`;
    } catch (err) {
      last = errMsg(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`/healthz not ready after ${timeoutMs / 1000} s (last: ${last})`);
}

async function startServer(): Promise<Server> {
  const entry = path.join(ROOT, "bin", "start.js");
  if (!existsSync(entry)) {
    throw new Error(`${entry} not found: run from the repository root after \`npm run build\``);
  }
  const port = await freePort();
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
  const logFile = path.join(tmpDir, "server.log");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    // Canonical links must point at the URL measured (Lighthouse SEO).
    SITE_URL: `http://127.0.0.1:${port}`,
    // No mail leaves a benchmark run: mails and texts go to the development outbox.
    DEV_MAILBOX: "true",
    PGLITE_DIR: path.join(tmpDir, "pglite"),
  };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

  const fd = openSync(logFile, "a");
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const server: Server = { url, child, tmpDir, logFile, startupMs: 0 };
  try {
    await waitForHealth(url, child, 120_000);
  } catch (err) {
    const lastLines = tail(logFile);
    await stopServer(server);
    throw new Error(`${errMsg(err)}\n--- server log (last lines) ---\n${lastLines}`);
  }
  server.startupMs = Math.round(performance.now() - started);
  return server;
}

async function stopServer(server: Server): Promise<{
  shutdownMs: number;
  exitCode: number | null;
  signal: string | null;
}> {
  const { child } = server;
  let shutdownMs = 0;
  if (child.exitCode === null && child.signalCode === null) {
    const t0 = performance.now();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const inTime = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
    ]);
    if (!inTime) {
      log("server did not exit within 10 s of SIGTERM; killing it");
      child.kill("SIGKILL");
      await exited;
    }
    shutdownMs = Math.round(performance.now() - t0);
  }
  await rm(server.tmpDir, { recursive: true, force: true });
  return { shutdownMs, exitCode: child.exitCode, signal: child.signalCode };
}

// ---------------------------------------------------------------------------
// The floor: bench/floor/ built by `npm run bench` (react-router build bench/floor).

const FLOOR_DIR = path.join(ROOT, "bench", "floor");

async function startFloor(extraEnv: Record<string, string> = {}): Promise<Server> {
  const entry = path.join(FLOOR_DIR, "server.js");
  if (!existsSync(path.join(FLOOR_DIR, "build", "server", "index.js"))) {
    throw new Error("bench/floor is not built: run `npx react-router build bench/floor` (npm run bench does)");
  }
  const port = await freePort();
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), "bench-floor-"));
  const logFile = path.join(tmpDir, "floor.log");
  const fd = openSync(logFile, "a");
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: FLOOR_DIR,
    env: { ...process.env, ...extraEnv, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const server: Server = { url: `http://127.0.0.1:${port}`, child, tmpDir, logFile, startupMs: 0 };
  try {
    await waitForHealth(server.url, child, 30_000);
  } catch (err) {
    const lastLines = tail(logFile);
    await stopServer(server);
    throw new Error(`floor: ${errMsg(err)}\n${lastLines}`);
  }
  server.startupMs = Math.round(performance.now() - started);
  return server;
}

// The app page the floor renders at its size (bench/floor/app/routes/sized.tsx).
const SIZED_PAGE = "/courses";

/**
 * Writes the fixture for the floor's /sized route: the server-rendered DOM of an app page as Chromium
 * parsed it with scripting off (so nothing is hydrated or added), its inline stylesheet, and a string
 * as long as its inline data scripts. Returns what it holds, for the report.
 */
async function writeFloorFixture(base: string, file: string): Promise<{ elements: number; htmlBytes: number }> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const response = await page.goto(`${base}${SIZED_PAGE}?floor-fixture`);
    if (!response?.ok()) throw new Error(`GET ${SIZED_PAGE} answered HTTP ${response?.status()}`);
    const htmlBytes = (await response.body()).length;
    // A string, not a function: tsx's helpers in a compiled function do not exist in the page.
    const fixture = (await page.evaluate(`(() => {
      let elements = 0;
      const walk = (n) => {
        if (n.nodeType === 3) return n.data;
        if (n.nodeType !== 1 || n.localName === "script") return null;
        elements++;
        const attrs = {};
        for (const a of n.attributes) attrs[a.name] = a.value;
        return [n.localName, attrs, [...n.childNodes].map(walk).filter((c) => c !== null)];
      };
      const body = [...document.body.childNodes].map(walk).filter((c) => c !== null);
      const style = [...document.head.querySelectorAll("style")].map((s) => s.textContent).join("\\n");
      const dataLength = [...document.querySelectorAll("script:not([type=module])")]
        .map((s) => s.textContent.length).reduce((a, b) => a + b, 0);
      return { body, style, data: "x".repeat(dataLength), elements };
    })()`)) as { body: unknown[]; style: string; data: string; elements: number };
    writeFileSync(file, JSON.stringify(fixture));
    return { elements: fixture.elements, htmlBytes };
  } finally {
    await browser.close();
  }
}

/**
 * The floor's base URL once it runs. Each app load window is then set against a floor window measured
 * just before it: on a shared machine, one floor figure from minutes earlier moved a ratio by a third.
 */
let floorBase: string | undefined;

/** Floor figures, filled as they are measured; the app's rows are then given as ratios to them. */
const floor: {
  jsGzipBytes?: number;
  reqPerSec?: number;
  /** The floor's page asked for gzipped, as a browser asks. */
  gzipReqPerSec?: number;
  /** The floor rendering SIZED_PAGE's markup (/sized), rendered per request. */
  sizedReqPerSec?: number;
  performance?: number;
  tbtMs?: number;
} = {};

function ratioRow(
  metric: string,
  value: number,
  floorValue: number | undefined,
  budget: string,
  ok: (r: number) => boolean,
  note?: string,
): void {
  if (floorValue === undefined || floorValue === 0) return;
  const r = value / floorValue;
  rows.push({ metric: `${metric} / floor`, value: round(r, 3), unit: "x", budget, pass: ok(r), note });
}

/** A ratio with no budget: it explains the issue's figures and is not one of them. */
function infoRatioRow(metric: string, value: number, of: number | undefined, what: string): void {
  if (of === undefined || of === 0) return;
  rows.push({
    metric,
    value: round(value / of, 3),
    unit: "x",
    budget: "",
    pass: "info",
    note: `${what}; not one of the issue's figures`,
  });
}

// ---------------------------------------------------------------------------
// (a) JS shipped for /

function attr(tag: string, name: string): string | undefined {
  const re = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
  const m = re.exec(tag);
  const v = m?.[1] ?? m?.[2] ?? m?.[3];
  return v?.replace(/&amp;/g, "&");
}

function collectScriptUrls(html: string, base: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(m[0], "src");
    if (src) found.push(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(m[0], "href");
    if (href && rel.includes("modulepreload")) found.push(href);
  }
  // Modules imported by inline module scripts (React Router's hydration script).
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const imp of (m[1] ?? "").matchAll(/(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s+)["']([^"']+\.js)["']/g)) {
      found.push(imp[1]!);
    }
  }
  const origin = new URL(base).origin;
  const urls = new Set<string>();
  for (const raw of found) {
    let u: URL;
    try {
      u = new URL(raw, `${base}/`);
    } catch {
      continue;
    }
    if (u.origin === origin && u.pathname.startsWith("/assets/") && u.pathname.endsWith(".js")) {
      urls.add(u.origin + u.pathname);
    }
  }
  return [...urls].sort();
}

/** Same-origin /assets/*.js modules that a module imports statically (`import … from "…"`, `import "…"`). */
function staticImports(code: string, moduleUrl: string): string[] {
  const origin = new URL(moduleUrl).origin;
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
    const u = new URL(m[1]!, moduleUrl);
    if (u.origin === origin && u.pathname.startsWith("/assets/")) found.add(u.origin + u.pathname);
  }
  return [...found];
}

async function measureJs(base: string, pagePath = "/", isFloor = false): Promise<void> {
  const res = await fetch(`${base}${pagePath}`);
  const html = await res.text();
  if (!res.ok) throw new Error(`GET ${pagePath} answered HTTP ${res.status}`);
  // The page's modules and, recursively, what they import statically: the browser loads those on
  // page load whether or not the HTML lists them as module preloads.
  const queue = collectScriptUrls(html, base);
  const seen = new Set(queue);
  const files: { url: string; bytes: number; gzipBytes: number }[] = [];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const r = await fetch(url);
    if (!r.ok) throw new Error(`GET ${url} answered HTTP ${r.status}`);
    const buf = Buffer.from(await r.arrayBuffer());
    for (const dep of staticImports(buf.toString("utf8"), url)) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
    files.push({
      url: new URL(url).pathname,
      bytes: buf.length,
      gzipBytes: gzipSync(buf, { level: 9 }).length,
    });
  }
  const gzip = files.reduce((s, f) => s + f.gzipBytes, 0);
  const raw = files.reduce((s, f) => s + f.bytes, 0);
  const kb = gzip / 1024;
  const js = (report.js ??= {}) as Record<string, unknown>;
  js[isFloor ? `floor ${pagePath}` : pagePath] = { files, totalBytes: raw, totalGzipBytes: gzip };
  const note =
    files.length === 0
      ? `no /assets/*.js found in the HTML of ${pagePath}`
      : `${files.length} files, ${round(raw / 1024, 1)} KB raw`;
  if (isFloor) {
    floor.jsGzipBytes = gzip;
    rows.push({
      metric: `floor: JS shipped for ${pagePath} (gzip -9)`,
      value: round(kb, 1),
      unit: "KB",
      budget: "",
      pass: true,
      note,
    });
    return;
  }
  rows.push({
    metric: `JS shipped for ${pagePath} (gzip -9)`,
    value: round(kb, 1),
    unit: "KB",
    budget: `<= ${BUDGET.jsGzipKB} KB`,
    pass: kb <= BUDGET.jsGzipKB,
    note,
  });
  ratioRow(`JS ${pagePath}`, gzip, floor.jsGzipBytes, `<= ${BUDGET.floor.jsGzip}`, (r) => r <= BUDGET.floor.jsGzip);
}

// ---------------------------------------------------------------------------
// (b) autocannon

interface AutocannonResult {
  requests: { average: number; total: number };
  throughput: { total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (req: { path: string }) => { path: string } }[];
}) => Promise<AutocannonResult>;

/**
 * autocannon as the bench loads it. It decodes every response body into a string it never reads
 * here (`req.body += chunk`, for verifyBody and expectBody, which the bench does not use). V8 decodes
 * ASCII at memory speed but everything after a page's first non-ASCII byte slowly: 0.73 ms per
 * /courses body (an en dash 81 KB in) against 0.015 ms with its 5 non-ASCII bytes replaced. Served
 * as a static file, those two bodies measured 1,043 and 7,674 req/s: the client's decoding, not the
 * server, set the cached-page figure. So bodies are counted in bytes (throughput) but not decoded.
 */
function loadAutocannon(): Autocannon {
  const require = createRequire(import.meta.url);
  const queue = require("autocannon/lib/pipelinedRequestsQueue.js") as {
    prototype: { addBody(data: Buffer): void };
  };
  queue.prototype.addBody = () => {};
  return require("autocannon") as Autocannon;
}

async function measureLoad(
  base: string,
  pagePath = "/",
  budget: { reqPerSec: number; p99Ms: number } = { reqPerSec: BUDGET.reqPerSec, p99Ms: BUDGET.p99Ms },
  // kind: the floor's page, a catalogue page served from the page cache, or a page rendered per
  // request for an anonymous visitor: a new query string each time misses the page cache, which is
  // keyed by the exact URL (decision 016); pages outside the cache ignore it.
  kind: "floor" | "floor-sized" | "cached" | "rendered" = "cached",
  // As a browser asks: every browser sends Accept-Encoding, and compression is then part of the cost.
  gzip = false,
): Promise<void> {
  const autocannon = loadAutocannon();
  const url = `${base}${pagePath}`;
  const headers: Record<string, string> = { accept: "text/html", ...(gzip ? { "accept-encoding": "gzip" } : {}) };
  let n = 0;
  const requests =
    kind === "rendered" || kind === "floor-sized"
      ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: `${pagePath}?bench=${n++}` }) }]
      : undefined;
  const label =
    (kind === "floor"
      ? `floor: GET ${pagePath}`
      : kind === "floor-sized"
        ? `floor at ${SIZED_PAGE}'s size: GET ${pagePath} (rendered)`
        : `GET ${pagePath}${kind === "rendered" ? " (rendered, no cache)" : ""}`) + (gzip ? " (gzip)" : "");
  if (WARMUP_S > 0) {
    log(`warm-up: ${CONNECTIONS} connections for ${WARMUP_S} s`);
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: WARMUP_S,
      headers,
      requests,
    });
  }
  let adjacentFloor: number | undefined;
  if (floorBase && (kind === "cached" || kind === "rendered")) {
    log(`load: the floor's / ${gzip ? "(gzip) " : ""}just before, ${CONNECTIONS} connections for ${DURATION_S} s`);
    const f = await autocannon({ url: `${floorBase}/`, connections: CONNECTIONS, duration: DURATION_S, headers });
    if (f.non2xx + f.errors === 0) adjacentFloor = f.requests.average;
  }
  log(`load: ${CONNECTIONS} connections for ${DURATION_S} s on ${url}`);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests,
  });
  const loads = (report.load ??= {}) as Record<string, unknown>;
  loads[label] = {
    kind,
    url,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    requestsPerSecAvg: r.requests.average,
    ...(adjacentFloor === undefined ? {} : { floorJustBeforeReqPerSec: adjacentFloor }),
    requestsTotal: r.requests.total,
    latencyMs: {
      avg: r.latency.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    status2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  // autocannon counts timeouts among errors.
  const bad = r.non2xx + r.errors;
  const note =
    bad > 0
      ? `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`
      : `${r.requests.total} requests, all 2xx`;
  // Bytes per response, headers included: the sized floor's answer is as large as the app's page.
  const perResponse =
    r.requests.total > 0 ? `, ${Math.round(r.throughput.total / r.requests.total / 1024)} KB each` : "";
  if (kind === "floor" || kind === "floor-sized") {
    rows.push({
      metric: `${label} req/s (${CONNECTIONS} conn, ${DURATION_S} s)`,
      value: round(r.requests.average, 1),
      unit: "req/s",
      budget: "",
      pass: bad === 0,
      note: `${note}, p99 ${r.latency.p99} ms${kind === "floor-sized" ? perResponse : ""}`,
    });
    if (kind === "floor" && gzip) floor.gzipReqPerSec = r.requests.average;
    else if (kind === "floor") floor.reqPerSec = r.requests.average;
    else {
      floor.sizedReqPerSec = r.requests.average;
      infoRatioRow(`${label} req/s / floor`, r.requests.average, floor.reqPerSec, "the page's size alone");
    }
    return;
  }
  rows.push({
    metric: `${label} req/s (${CONNECTIONS} conn, ${DURATION_S} s)`,
    value: round(r.requests.average, 1),
    unit: "req/s",
    budget: `>= ${budget.reqPerSec}`,
    pass: r.requests.average >= budget.reqPerSec && bad === 0,
    note: kind === "rendered" ? note + perResponse : note,
  });
  const want = kind === "cached" ? BUDGET.floor.cachedReqPerSec : BUDGET.floor.renderedReqPerSec;
  const floorReqPerSec = adjacentFloor ?? (gzip ? floor.gzipReqPerSec : floor.reqPerSec);
  ratioRow(
    `${label} req/s`,
    r.requests.average,
    floorReqPerSec,
    `>= ${want}`,
    (x) => x >= want,
    adjacentFloor === undefined ? undefined : `floor ${round(adjacentFloor, 1)} req/s in the window just before`,
  );
  if (kind === "rendered" && pagePath === SIZED_PAGE) {
    // Against the same markup rendered by a bare React Router page: what the app's own code costs.
    infoRatioRow(
      `${label} req/s / floor at its size`,
      r.requests.average,
      floor.sizedReqPerSec,
      "the app's code alone",
    );
  }
  rows.push({
    metric: `${label} latency p99`,
    value: round(r.latency.p99, 1),
    unit: "ms",
    budget: `< ${budget.p99Ms} ms`,
    pass: r.latency.p99 < budget.p99Ms,
    note: `avg ${round(r.latency.average, 1)} ms, p50 ${r.latency.p50} ms`,
  });
}

// ---------------------------------------------------------------------------
// (b2) Preview of the largest seeded file: time until the server has sent the first table page
// (header + rows), measured as time to the complete preview answer, which is what the drawer waits for.

const PREVIEW_RUNS = 20;

async function measurePreview(base: string): Promise<void> {
  const { datasetFileSeed } = await import("../db/seed/content/datasets.ts");
  const { materializeDatasetFile } = await import("../db/seed/dataset-files.ts");
  let largest: { file: (typeof datasetFileSeed)[number]; bytes: number } | null = null;
  for (const file of datasetFileSeed.filter((f) => f.role === "preview")) {
    const bytes = (await materializeDatasetFile(file.source)).length;
    if (!largest || bytes > largest.bytes) largest = { file, bytes };
  }
  if (!largest) throw new Error("no preview files in the seed");
  const url = `${base}/data-playground/preview/${largest.file.datasetId}/${largest.file.id}`;
  log(`preview: ${PREVIEW_RUNS} requests of ${url} (${(largest.bytes / 1e6).toFixed(1)} MB source)`);
  const times: number[] = [];
  let rowCount = 0;
  for (let i = 0; i < PREVIEW_RUNS + 1; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    const text = await res.text();
    if (!res.ok) throw new Error(`preview answered ${res.status}`);
    // The first run warms the connection and the file cache; it is not counted.
    if (i > 0) times.push(performance.now() - t0);
    rowCount = Number(res.headers.get("x-preview-rows") ?? text.split("\n").length - 2);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  report.preview = {
    url,
    sourceBytes: largest.bytes,
    rows: rowCount,
    runs: times.length,
    medianMs: median,
    maxMs: times.at(-1),
  };
  rows.push({
    metric: `preview of the largest file (${(largest.bytes / 1e6).toFixed(1)} MB), median of ${PREVIEW_RUNS}`,
    value: round(median, 1),
    unit: "ms",
    budget: `< ${BUDGET.previewMedianMs} ms`,
    pass: median < BUDGET.previewMedianMs,
    note: `${rowCount} rows sent, max ${round(times.at(-1)!, 1)} ms`,
  });
}

// ---------------------------------------------------------------------------
// (b2) Checkout: one Pay sent 50 times at once (issue 15)

const DOUBLE_SUBMITS = 50;

async function measureDoubleSubmit(base: string, cookie: string): Promise<void> {
  const form = new URLSearchParams({
    plan: "pro-monthly",
    seats: "1",
    promotionCode: "",
    idempotencyKey: `bench-${Date.now().toString(36)}-double-submit`,
    cardName: "Bench Buyer",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12 / 34",
    cardCvc: "123",
  });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: DOUBLE_SUBMITS }, () =>
      fetch(`${base}/signup/checkout?plan=pro-monthly`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
      }),
    ),
  );
  const elapsedMs = performance.now() - started;
  const orders = new Set(
    answers.map((r) => new URL(r.headers.get("location") ?? "/", base).searchParams.get("order")).filter(Boolean),
  );
  const statuses = [...new Set(answers.map((r) => r.status))].join(", ");
  const invoicesPage = await (await fetch(`${base}/dashboard/account/invoices`, { headers: { cookie } })).text();
  const invoiceCount = new Set(invoicesPage.match(/MA-\d{4}-\d{6}/g) ?? []).size;
  const subscriptionPage = await (
    await fetch(`${base}/dashboard/account/subscription`, { headers: { cookie } })
  ).text();
  const onePlan = subscriptionPage.includes("Maven Pro (monthly)");
  rows.push({
    metric: `checkout: ${DOUBLE_SUBMITS} concurrent submits of one Pay, orders`,
    value: orders.size,
    unit: "",
    budget: "= 1",
    pass: orders.size === 1 && onePlan,
    note: `statuses ${statuses}; ${Math.round(elapsedMs)} ms for all; plan shown: ${onePlan}`,
  });
  rows.push({
    metric: `checkout: ${DOUBLE_SUBMITS} concurrent submits of one Pay, charges (invoices)`,
    value: invoiceCount,
    unit: "",
    budget: "= 1",
    pass: invoiceCount === 1,
  });
  report.doubleSubmit = { submits: DOUBLE_SUBMITS, orders: orders.size, invoices: invoiceCount, statuses, elapsedMs };
}

// ---------------------------------------------------------------------------
// (c) Lighthouse

async function measureLighthouse(base: string, pagePath = "/", isFloor = false, cookie?: string): Promise<void> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chromePath = findChromium();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    log(`lighthouse (mobile) on ${base}${pagePath} with ${chromePath}`);
    // Lighthouse's advice for variable machines: several runs, report the median one (by the
    // performance score). Headless Chromium sometimes loses the trace (NO_NAVSTART): such a run has
    // no performance score and is repeated rather than reported as a miss.
    type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
    const complete: LighthouseResult[] = [];
    let last: LighthouseResult | undefined;
    for (let attempt = 1; complete.length < LIGHTHOUSE_RUNS && attempt <= LIGHTHOUSE_RUNS + 2; attempt++) {
      const run = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        // A signed-in page (the checkout) is measured with the demo learner's session.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!run) continue;
      last = run;
      if (CATEGORIES.every((id) => run.lhr.categories[id]?.score != null)) complete.push(run);
      else log(`lighthouse ${pagePath}: incomplete run (trace lost), retrying`);
    }
    const byPerformance = [...complete].sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const performanceRuns = byPerformance.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
    const result = byPerformance[Math.floor(byPerformance.length / 2)] ?? last;
    if (!result) throw new Error("lighthouse returned no result");
    const lhr = result.lhr;
    mkdirSync(OUT_DIR, { recursive: true });
    const html = Array.isArray(result.report) ? result.report[0] : result.report;
    const reportName = isFloor
      ? "lighthouse-floor.html"
      : pagePath === "/"
        ? "lighthouse.html"
        : `lighthouse${pagePath.replace(/[^a-z0-9]+/gi, "-")}.html`;
    const performance =
      lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100);
    const tbtMs = lhr.audits["total-blocking-time"]?.numericValue ?? null;
    const runsNote = `median of ${performanceRuns.length} runs: ${performanceRuns.join(", ")}`;
    if (isFloor) {
      if (html) writeFileSync(path.join(OUT_DIR, reportName), html);
      if (performance !== null) floor.performance = performance;
      if (tbtMs !== null) floor.tbtMs = tbtMs;
      rows.push({
        metric: `floor: Lighthouse performance ${pagePath}`,
        value: performance,
        unit: "",
        budget: "",
        pass: performance !== null,
        note: runsNote,
      });
      rows.push({
        metric: `floor: total blocking time ${pagePath}`,
        value: tbtMs === null ? null : Math.round(tbtMs),
        unit: "ms",
        budget: "",
        pass: tbtMs !== null,
      });
      const reports = (report.lighthouse ??= {}) as Record<string, unknown>;
      reports[`floor ${pagePath}`] = { url: lhr.finalDisplayedUrl, performance, performanceRuns, tbtMs };
      return;
    }
    if (performance !== null) {
      ratioRow(
        `Lighthouse performance ${pagePath}`,
        performance,
        floor.performance,
        `>= ${BUDGET.floor.lighthousePerformance}`,
        (r) => r >= BUDGET.floor.lighthousePerformance,
        runsNote,
      );
    }
    rows.push({
      metric: `total blocking time ${pagePath}`,
      value: tbtMs === null ? null : Math.round(tbtMs),
      unit: "ms",
      budget: `<= ${BUDGET.floor.tbtMs} ms`,
      pass: tbtMs === null ? null : tbtMs <= BUDGET.floor.tbtMs,
      note: floor.tbtMs === undefined ? undefined : `floor ${Math.round(floor.tbtMs)} ms`,
    });
    if (html) writeFileSync(path.join(OUT_DIR, reportName), html);

    const scores: Record<string, number | null> = {};
    const failing: Record<
      string,
      {
        id: string;
        title: string;
        score: number;
        weight: number;
        displayValue?: string;
      }[]
    > = {};
    for (const id of CATEGORIES) {
      const cat = lhr.categories[id];
      const score = cat?.score == null ? null : Math.round(cat.score * 100);
      scores[id] = score;
      const budget = BUDGET.lighthouse[id];
      if (cat && score !== null && score < 100) {
        failing[id] = cat.auditRefs
          .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
          .filter(
            ({ audit }) =>
              audit &&
              typeof audit.score === "number" &&
              audit.score < 1 &&
              !["manual", "notApplicable", "informative", "error"].includes(audit.scoreDisplayMode),
          )
          .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit!.score ?? 0) - (b.audit!.score ?? 0))
          .map(({ ref, audit }) => ({
            id: ref.id,
            title: audit!.title,
            score: audit!.score as number,
            weight: ref.weight,
            ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
          }));
      }
      // A page kept out of search on purpose (checkout says noindex) fails only Lighthouse's
      // is-crawlable audit: that is the page doing its job, not an SEO fault.
      const noindexOnly = id === "seo" && (failing.seo ?? []).every((audit) => audit.id === "is-crawlable");
      rows.push({
        metric: `Lighthouse ${id} ${pagePath}`,
        value: score,
        unit: "",
        budget: `>= ${budget}`,
        pass: score === null ? null : score >= budget || noindexOnly,
        note:
          score === null
            ? "no score (see lighthouse.html)"
            : id === "performance" && performanceRuns.length > 1
              ? `median of ${performanceRuns.length} runs: ${performanceRuns.join(", ")}`
              : noindexOnly && score < budget
                ? "noindex on purpose; every other SEO audit passes"
                : undefined,
      });
    }
    const runWarnings = lhr.runWarnings ?? [];
    const reports = (report.lighthouse ??= {}) as Record<string, unknown>;
    reports[pagePath] = {
      url: lhr.finalDisplayedUrl,
      formFactor: lhr.configSettings.formFactor,
      lighthouseVersion: lhr.lighthouseVersion,
      chromium: chromePath,
      userAgent: lhr.environment.hostUserAgent,
      scores,
      performanceRuns,
      totalBlockingTimeMs: tbtMs,
      failingAudits: failing,
      runWarnings,
    };
    for (const w of runWarnings) log(`lighthouse warning: ${w}`);
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------
// Output

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function printTable(): void {
  const head = ["metric", "value", "budget", "result", "note"];
  const body = rows.map((r) => [
    r.metric,
    r.value === null
      ? "-"
      : `${r.unit === "KB" ? r.value.toFixed(1) : r.value}${r.unit && r.unit !== "req/s" ? ` ${r.unit}` : ""}`,
    r.budget,
    r.pass === null ? "ERROR" : r.pass === "info" ? "" : r.pass ? "PASS" : "MISS",
    r.note ?? "",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log("");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));

  const pages = (report.lighthouse ?? {}) as Record<
    string,
    { failingAudits?: Record<string, { title: string; displayValue?: string }[]> }
  >;
  for (const [pagePath, lh] of Object.entries(pages)) {
    for (const [cat, audits] of Object.entries(lh.failingAudits ?? {})) {
      if (audits.length === 0) continue;
      console.log(`\nLighthouse ${cat} on ${pagePath}: audits below 100`);
      for (const a of audits.slice(0, 15)) {
        console.log(`  - ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      }
      if (audits.length > 15) console.log(`  ... and ${audits.length - 15} more (bench-results/)`);
    }
  }
  console.log("");
}

function writeResults(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  report.results = rows;
  const file = path.join(OUT_DIR, "latest.json");
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(ROOT, file)}`);
}

async function step(name: string, metrics: string[], fn: () => Promise<void>): Promise<void> {
  const t0 = performance.now();
  try {
    await fn();
  } catch (err) {
    log(`${name} failed: ${errMsg(err)}`);
    for (const metric of metrics) {
      rows.push({
        metric,
        value: null,
        unit: "",
        budget: "",
        pass: null,
        note: `${name} failed: ${errMsg(err).split("\n")[0]}`,
      });
    }
    const errors = (report.errors ??= []) as string[];
    errors.push(`${name}: ${errMsg(err)}`);
  }
  log(`${name} took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------
// Issue 19: the team report's first page for 500 members and 50,000 progress rows, measured by
// scripts/bench-team-report.ts on its own PGlite (in a child, after the servers have stopped).

const TEAM_REPORT_TARGET_MS = 300;
let teamReportLine: string | null = null;

async function measureTeamReport(): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-team-report.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`bench-team-report exited with ${code}`);
  const lines = out.trim().split("\n");
  const figure = JSON.parse(lines.at(-1)!) as { medianMs: number; members: number; enrolments: number };
  teamReportLine = lines[0] ?? null;
  report.teamReport = figure;
  rows.push({
    metric: `team report, ${figure.members} members / ${figure.enrolments.toLocaleString("en-US")} progress rows (median of 10)`,
    value: figure.medianMs,
    unit: "ms",
    budget: `< ${TEAM_REPORT_TARGET_MS} ms`,
    pass: figure.medianMs < TEAM_REPORT_TARGET_MS,
  });
}

// ---------------------------------------------------------------------------

async function main(): Promise<number> {
  let server: Server | null = null;
  let stopping: Promise<unknown> | null = null;
  const cleanup = async () => {
    if (server && !stopping) {
      const s = server;
      stopping = stopServer(s).then((r) => {
        report.server = { ...(report.server as object), ...r };
        log(`server stopped (SIGTERM to exit ${r.shutdownMs} ms, exit code ${r.exitCode ?? r.signal})`);
      });
    }
    await stopping;
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.once(sig, () => {
      log(`${sig}: stopping`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  let base: string;
  try {
    if (process.env.BENCH_URL) {
      base = process.env.BENCH_URL.replace(/\/+$/, "");
      log(`using running server ${base}`);
      await waitForHealth(base, null, 10_000);
      report.server = { url: base, started: false };
    } else {
      log("starting node bin/start.js with a fresh PGlite directory");
      server = await startServer();
      base = server.url;
      log(`server ready at ${base} in ${server.startupMs} ms`);
      report.server = {
        url: base,
        started: true,
        database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite (fresh)",
        startupToHealthyMs: server.startupMs,
      };
    }
  } catch (err) {
    console.error(`[bench] could not start or reach the server: ${errMsg(err)}`);
    await cleanup();
    return 1;
  }
  report.url = base;

  const ALL_PAGES = ["/", "/courses", "/course/excel-essentials", "/data-playground", "/pricing"];
  const CHECKOUT = "/signup/checkout?plan=pro-annual";
  // BENCH_PAGES=/pricing,/signup/checkout measures only those pages (and the floor).
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p)) : ALL_PAGES;
  const measureCheckout = !only || only.some((p) => CHECKOUT.startsWith(p));
  let learnerCookie = "";
  let floorServer: Server | null = null;
  let fixtureDir: string | null = null;
  let sized: { elements: number; htmlBytes: number } | null = null;
  try {
    if (!process.env.BENCH_SKIP_FLOOR) {
      await step("floor", ["floor"], async () => {
        fixtureDir = await mkdtemp(path.join(os.tmpdir(), "bench-fixture-"));
        const fixtureFile = path.join(fixtureDir, "fixture.json");
        try {
          sized = await writeFloorFixture(base, fixtureFile);
          log(`floor fixture: ${SIZED_PAGE}, ${sized.elements} elements, ${sized.htmlBytes} bytes of HTML`);
        } catch (err) {
          log(`floor fixture skipped: ${errMsg(err)}`);
        }
        floorServer = await startFloor(sized ? { FLOOR_FIXTURE: fixtureFile } : {});
        log(`floor ready at ${floorServer.url} in ${floorServer.startupMs} ms`);
        report.floor = {
          url: floorServer.url,
          startupToHealthyMs: floorServer.startupMs,
          ...(sized ? { sized: { page: SIZED_PAGE, ...sized } } : {}),
        };
      });
    }
    const floorUrl = (floorServer as Server | null)?.url;
    floorBase = floorUrl;
    if (floorUrl) await step("floor js", ["floor: JS shipped for /"], () => measureJs(floorUrl, "/", true));
    for (const pagePath of PAGES) {
      await step(`js ${pagePath}`, [`JS shipped for ${pagePath} (gzip -9)`], () => measureJs(base, pagePath));
    }
    if (floorUrl) {
      await step("floor load", ["floor: GET / req/s"], () => measureLoad(floorUrl, "/", undefined, "floor"));
      if (sized) {
        await step("floor load sized", [`floor at ${SIZED_PAGE}'s size`], () =>
          measureLoad(floorUrl, "/sized", undefined, "floor-sized"),
        );
      }
    }
    await step("load", ["GET / req/s", "GET / latency p99"], () => measureLoad(base));
    await step("load /courses", ["GET /courses req/s", "GET /courses latency p99"], () =>
      measureLoad(base, "/courses", { reqPerSec: BUDGET.coursesReqPerSec, p99Ms: BUDGET.coursesP99Ms }),
    );
    if (floorUrl) {
      await step("floor load gzip", ["floor: GET / (gzip) req/s"], () =>
        measureLoad(floorUrl, "/", undefined, "floor", true),
      );
    }
    await step("load /courses gzip", ["GET /courses (gzip) req/s", "GET /courses (gzip) latency p99"], () =>
      measureLoad(base, "/courses", { reqPerSec: BUDGET.coursesReqPerSec, p99Ms: BUDGET.coursesP99Ms }, "cached", true),
    );
    for (const pagePath of ["/courses", "/data-playground"]) {
      await step(`load ${pagePath} rendered`, [`GET ${pagePath} (rendered) req/s`], () =>
        measureLoad(base, pagePath, { reqPerSec: 0, p99Ms: 1000 }, "rendered"),
      );
    }
    await step("preview", ["preview of the largest file"], () => measurePreview(base));
    await step("sign in", ["demo learner session"], async () => {
      learnerCookie = await signInDemoLearner(base);
    });
    if (process.env.BENCH_SKIP_LIGHTHOUSE) {
      log("lighthouse skipped (BENCH_SKIP_LIGHTHOUSE)");
    } else {
      if (floorUrl) {
        await step("lighthouse floor", ["floor: Lighthouse performance /"], () =>
          measureLighthouse(floorUrl, "/", true),
        );
      }
      for (const pagePath of PAGES) {
        await step(
          `lighthouse ${pagePath}`,
          CATEGORIES.map((c) => `Lighthouse ${c} ${pagePath}`),
          () => measureLighthouse(base, pagePath),
        );
      }
      if (learnerCookie && measureCheckout) {
        await step(
          `lighthouse ${CHECKOUT}`,
          CATEGORIES.map((c) => `Lighthouse ${c} ${CHECKOUT}`),
          () => measureLighthouse(base, CHECKOUT, false, learnerCookie),
        );
      }
    }
    // Last: it gives the demo learner a plan, which changes what the checkout page shows.
    if (learnerCookie) {
      await step("double submit", [`checkout: ${DOUBLE_SUBMITS} concurrent submits of one Pay, orders`], () =>
        measureDoubleSubmit(base, learnerCookie),
      );
    }
  } finally {
    if (floorServer) await stopServer(floorServer);
    if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
    await cleanup();
  }
  if (process.env.BENCH_SKIP_TEAM_REPORT) log("team report skipped (BENCH_SKIP_TEAM_REPORT)");
  else await step("team report", ["team report, 500 members / 50,000 progress rows"], measureTeamReport);
  printTable();
  if (teamReportLine) console.log(teamReportLine);
  writeResults();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[bench] crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
