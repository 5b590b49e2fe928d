#!/usr/bin/env node
// Issue 20: does database work hold up the request thread? Starts the built app (npm run build first) on a
// fresh PGlite directory (or BENCH_DATABASE_URL), loads database pages with 50 connections and, at the
// same time, times a static file with a few more: a static file needs no query, so its latency under that
// load is the time it waits for the event loop. Loopback only, bounded in time.
//   node scripts/bench-event-loop.mjs [seconds=20]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const seconds = Number(process.argv[2] ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4700);
const base = `http://127.0.0.1:${port}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-event-loop-"));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  ENV_FILE: "",
  STORAGE_DIR: path.join(tmp, "files"),
  ...(process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : { PGLITE_DIR: path.join(tmp, "pglite") }),
};
const server = spawn(process.execPath, ["bin/start.js"], { env, stdio: ["ignore", "inherit", "inherit"] });

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

const run = (options) => autocannon({ duration: seconds, ...options });

try {
  await waitUp();
  const assets = fs.readdirSync("build/client/assets").filter((f) => f.endsWith(".css"));
  const staticPath = process.env.BENCH_STATIC ?? (assets.length ? `/assets/${assets[0]}` : "/favicon.svg");
  // Warm up caches and the JIT.
  await autocannon({ url: `${base}/courses?q=sql`, connections: 5, duration: 3 });
  const [pages, statics] = await Promise.all([
    run({
      url: base,
      connections: 50,
      requests: [{ path: "/courses?q=sql" }, { path: "/data-playground" }],
    }),
    run({ url: `${base}${staticPath}`, connections: 4 }),
  ]);
  const summary = {
    database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite",
    seconds,
    pages: {
      reqPerSec: pages.requests.average,
      p50: pages.latency.p50,
      p99: pages.latency.p99,
      max: pages.latency.max,
      non2xx: pages.non2xx,
      errors: pages.errors,
      timeouts: pages.timeouts,
    },
    static: {
      path: staticPath,
      reqPerSec: statics.requests.average,
      p50: statics.latency.p50,
      p99: statics.latency.p99,
      max: statics.latency.max,
      non2xx: statics.non2xx,
      errors: statics.errors,
    },
  };
  console.log(JSON.stringify(summary, null, 2));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(tmp, { recursive: true, force: true });
}
