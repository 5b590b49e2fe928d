/**
 * npm run test:scale — the multi-server topology of issue 20, tested on this machine (loopback only):
 * Debian's nginx (round robin, retries the other upstream on a connection error) in front of two app
 * servers (`node bin/start.js`, the production build) on one throwaway PostgreSQL 15
 * (scripts/pg-throwaway.sh) and an S3-compatible server (s3rver, in process).
 *
 * Checks: a session made through one server works on the other; a file written to the bucket by one
 * server is served by the other; a limit counts across both; a rolling restart under load through nginx
 * loses no request; four servers started at once on a fresh database all migrate and answer /healthz.
 * Ends with `N passed, M failed`; exits non-zero when any failed. Expects `react-router build` done.
 */
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdtemp, mkdir, writeFile, readFile, chmod, rm, readdir } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { freePort } from "./free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DEADLINE_MS = 4 * 60_000;
const AUTH_SECRET = "scale-test-shared-secret-0123456789abcdef";
const BUCKET = "scale-test";
const S3_KEY = "S3RVER"; // s3rver's built-in account
const GRAPHQL_LIMIT = 12;
const DEMO = { email: "demo.subscriber@example.com", password: "Demo-Learner-2026!" };
const exec = promisify(execFile);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[scale +${elapsed()}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Processes

interface App {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();

function startApp(name: string, port: number, env: Record<string, string>): App {
  const child = spawn(process.execPath, [path.join(ROOT, "bin/start.js")], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { name, port, child, output, exited };
}

async function waitHealthy(app: App, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void app.exited.then((code) => (exitCode = code));
  while (Date.now() < until) {
    if (exitCode !== undefined)
      throw new Error(`${app.name} exited (${exitCode}):\n${app.output.join("").slice(-3000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${app.port}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${app.name} not healthy after ${timeoutMs} ms:\n${app.output.join("").slice(-3000)}`);
}

async function stopApp(app: App): Promise<number | null> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return app.child.exitCode;
  app.child.kill("SIGTERM");
  const code = await Promise.race([app.exited, sleep(20_000).then(() => "timeout" as const)]);
  if (code === "timeout") {
    app.child.kill("SIGKILL");
    throw new Error(`${app.name} did not exit within 20 s of SIGTERM`);
  }
  return code;
}

/**
 * The committed deploy/nginx.conf (what compose.yaml mounts), made to run here: upstreams on loopback
 * ports instead of app1:3000 and app2:3000, a loopback listen port, and pid, logs and temporary files
 * in `dir`. Every proxy setting is the committed one; a rewrite that finds nothing to rewrite fails,
 * so the file cannot change shape without this test noticing.
 */
function nginxConfig(committed: string, dir: string, listenPort: number, upstreams: number[]): string {
  const rewrite = (text: string, pattern: RegExp, by: (...groups: string[]) => string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${String(pattern)}`);
    return text.replace(pattern, by);
  };
  let config = committed;
  config = rewrite(config, /^worker_processes .*;$/m, () =>
    [`worker_processes 1;`, `pid ${dir}/nginx.pid;`, `error_log ${dir}/error.log warn;`].join("\n"),
  );
  config = rewrite(config, /^http \{$/m, () =>
    [
      "http {",
      "  access_log off;",
      // nginx closes a client's keep-alive connection after 1,000 requests (keepalive_requests) with
      // `Connection: close`; autocannon ignores that and writes its next request at once, which now
      // and then meets the closed socket (ECONNRESET), an error of the load client, not a lost request:
      // a browser retries a GET on a reused connection. At 8 connections and ~1,300 req/s each connection
      // passed 1,000 requests in the rolling restart's 9 s (1 run in 3 failed; 0 of 8 with this).
      "  keepalive_requests 1000000;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((k) => `  ${k}_temp_path ${dir}/tmp/${k};`),
    ].join("\n"),
  );
  config = rewrite(config, /server app(\d+):3000/g, (_all, n) => {
    const port = upstreams[Number(n) - 1];
    if (port === undefined) throw new Error(`deploy/nginx.conf names app${n}, and this test runs ${upstreams.length}`);
    return `server 127.0.0.1:${port}`;
  });
  config = rewrite(config, /^(\s*)listen 80;$/m, (_all, indent) => `${indent}listen 127.0.0.1:${listenPort};`);
  return `# deploy/nginx.conf, rewritten by scripts/test-scale.ts to run on loopback.\n${config}`;
}

// ---------------------------------------------------------------------------------------------------
// Tests

const results: { name: string; ok: boolean; detail: string }[] = [];

async function test(name: string, fn: () => Promise<string | void>): Promise<void> {
  const started = Date.now();
  try {
    const detail = (await fn()) ?? "";
    results.push({ name, ok: true, detail });
    console.log(`  PASS  ${name} (${Date.now() - started} ms)${detail ? ` — ${detail}` : ""}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`  FAIL  ${name} (${Date.now() - started} ms)\n        ${detail.replaceAll("\n", "\n        ")}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

async function main(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error(`test:scale: over ${DEADLINE_MS / 1000} s, giving up`);
    void cleanup().finally(() => process.exit(2));
  }, DEADLINE_MS);
  hardStop.unref();

  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("build/server/index.js is missing: run `npx react-router build` first (npm run test:scale does)");
  }
  const nginxBin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (!nginxBin) throw new Error("nginx is not installed (apt-get install -y nginx)");

  const dir = await mkdtemp(path.join(tmpdir(), "test-scale-"));
  state.dir = dir;
  await chmod(dir, 0o755);
  for (const sub of ["tmp", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "s3"]) {
    await mkdir(path.join(dir, sub), { recursive: true });
    await chmod(path.join(dir, sub), 0o777); // nginx workers run as nobody when started by root
  }

  // PostgreSQL 15
  const { stdout } = await exec("bash", [path.join(ROOT, "scripts/pg-throwaway.sh"), "start"], { cwd: ROOT });
  const pgUrl = stdout.trim().split("\n").pop()!;
  state.pgUrl = pgUrl;
  log(`PostgreSQL at ${pgUrl}`);
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query("create database scale_app");
  await admin.query("create database scale_fresh");
  await admin.end();
  const dbUrl = (name: string) => pgUrl.replace(/\/[^/]*$/, `/${name}`);

  // S3
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const s3Address = await s3.run();
  state.s3 = s3;
  const s3Endpoint = `http://127.0.0.1:${s3Address.port}`;
  log(`s3rver at ${s3Endpoint}, bucket ${BUCKET}`);

  const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${portNginx}`;
  const appEnv: Record<string, string> = {
    DATABASE_URL: dbUrl("scale_app"),
    SITE_URL: siteUrl,
    TRUST_PROXY: "1",
    AUTH_SECRET,
    SEED_DEMO_USERS: "true",
    DEV_MAILBOX: "true",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    GRAPHQL_RATE_LIMIT_PER_MINUTE: String(GRAPHQL_LIMIT),
    LOG_LEVEL: "warn",
    DISABLE_INTERCOM: "true",
  };

  // Server A first: it migrates and seeds (writing the data set files to the bucket); then B.
  const apps: Record<"A" | "B", App> = {
    A: startApp("server A", portA, appEnv),
    B: undefined as unknown as App,
  };
  state.apps = apps;
  await waitHealthy(apps.A);
  log(`server A up on ${portA} (migrated and seeded)`);
  apps.B = startApp("server B", portB, appEnv);
  await waitHealthy(apps.B);
  log(`server B up on ${portB}`);

  const committed = await readFile(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  await writeFile(path.join(dir, "nginx.conf"), nginxConfig(committed, dir, portNginx, [portA, portB]));
  const nginx = spawn(
    nginxBin,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  state.nginx = nginx;
  children.add(nginx);
  nginx.once("exit", () => children.delete(nginx));
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`${siteUrl}/healthz`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // starting
    }
    if (i > 100)
      throw new Error(`nginx did not answer:\n${await readFile(path.join(dir, "error.log"), "utf8").catch(() => "")}`);
    await sleep(100);
  }
  log(`nginx on ${portNginx} in front of ${portA} and ${portB}`);
  const direct = (key: "A" | "B") => `http://127.0.0.1:${apps[key].port}`;

  let cookie = "";
  await test("a session made through nginx is signed in on server A and on server B", async () => {
    const body = new URLSearchParams({ email: DEMO.email, password: DEMO.password, returnTo: "/dashboard" });
    const res = await fetch(`${siteUrl}/login`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: siteUrl, "content-type": "application/x-www-form-urlencoded" },
    });
    await res.arrayBuffer();
    assert(res.status >= 300 && res.status < 400, `log-in through nginx answered ${res.status}, not a redirect`);
    cookie = cookieHeader(res);
    assert(cookie, "log-in set no cookie");
    for (const key of ["B", "A"] as const) {
      const page = await fetch(`${direct(key)}/dashboard`, { headers: { cookie }, redirect: "manual" });
      const html = await page.text();
      assert(
        page.status === 200,
        `/dashboard on ${key} answered ${page.status} (${page.headers.get("location") ?? ""})`,
      );
      assert(!/action="\/login/.test(html), `/dashboard on ${key} shows a log-in form`);
    }
    const anonymous = await fetch(`${direct("B")}/dashboard`, { redirect: "manual" });
    await anonymous.arrayBuffer();
    assert(anonymous.status >= 300 && anonymous.status < 400, `anonymous /dashboard on B answered ${anonymous.status}`);
    return `cookie ${cookie.split("=")[0]}; /dashboard 200 on B, anonymous redirected`;
  });

  await test("a profile photo uploaded through server A is served by server B", async () => {
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#20e2d7" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("intent", "avatar");
    form.append("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    // Straight to A, as nginx would forward it (its Host and the site's Origin): fetch cannot set Host.
    const encoded = new Response(form);
    const res = await rawRequest(apps.A.port, "/dashboard/account", {
      method: "POST",
      headers: {
        host: `127.0.0.1:${portNginx}`,
        origin: siteUrl,
        cookie,
        "content-type": encoded.headers.get("content-type")!,
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    assert(res.status === 302 || res.status === 303, `upload on A answered ${res.status}: ${res.body.slice(0, 300)}`);
    const db = new pg.Client({ connectionString: dbUrl("scale_app") });
    await db.connect();
    const { rows } = await db.query<{ image: string | null }>('select image from "user" where email = $1', [
      DEMO.email,
    ]);
    await db.end();
    const src = rows[0]?.image;
    assert(src && src.startsWith("/media/"), `the user's image is ${src}`);
    const key = src.slice("/media/".length);
    const stored = await findStoredObject(path.join(dir, "s3", BUCKET), key);
    assert(stored, `object ${key} is not in the bucket`);
    const served = await fetch(`${direct("B")}${src}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    assert(served.status === 200, `${src} on B answered ${served.status}`);
    assert(bytes.equals(stored), `B served ${bytes.length} bytes, the bucket holds ${stored.length}`);
    return `${key} (${bytes.length} bytes, ${served.headers.get("content-type")}) byte for byte`;
  });

  await test("a file server A wrote to the bucket is served by server B", async () => {
    const db = new pg.Client({ connectionString: dbUrl("scale_app") });
    await db.connect();
    const { rows } = await db.query<{ dataset_id: string; id: string; storage_key: string }>(
      "select f.dataset_id, f.id, f.storage_key from dataset_file f join dataset d on d.id = f.dataset_id " +
        "where f.role = 'download' and d.locked = false order by f.file_size limit 1",
    );
    await db.end();
    assert(rows[0], "the seed wrote no free data set file");
    const { dataset_id: datasetId, id: fileId, storage_key: key } = rows[0];
    const stored = await findStoredObject(path.join(dir, "s3", BUCKET), key);
    assert(stored, `object ${key} is not in the bucket`);
    const res = await fetch(`${direct("B")}/data-playground/files/${datasetId}/${fileId}`, { headers: { cookie } });
    const bytes = Buffer.from(await res.arrayBuffer());
    assert(res.status === 200, `download from B answered ${res.status}: ${bytes.toString().slice(0, 200)}`);
    assert(bytes.equals(stored), `B served ${bytes.length} bytes, the bucket holds ${stored.length}`);
    return `${key} (${bytes.length} bytes) byte for byte`;
  });

  await test(`the GraphQL limit (${GRAPHQL_LIMIT}/min) counts across both servers`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GRAPHQL_LIMIT + 4; i++) {
      const res = await fetch(`${direct(i % 2 === 0 ? "A" : "B")}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: siteUrl },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const first429 = statuses.indexOf(429);
    assert(
      statuses.slice(0, GRAPHQL_LIMIT).every((s) => s === 200),
      `the first ${GRAPHQL_LIMIT} were not all 200: ${statuses.join(",")}`,
    );
    assert(first429 === GRAPHQL_LIMIT, `expected 429 at request ${GRAPHQL_LIMIT + 1}: ${statuses.join(",")}`);
    assert(
      statuses.slice(GRAPHQL_LIMIT).every((s) => s === 429),
      `after the limit: ${statuses.join(",")}`,
    );
    return `200 x${GRAPHQL_LIMIT} alternating A/B, then 429 on both`;
  });

  await test("a rolling restart under load through nginx loses no request", async () => {
    const urls = ["/healthz", "/courses", "/data-playground"];
    const instance = autocannon({
      url: siteUrl,
      connections: 8,
      duration: 120,
      requests: urls.map((p) => ({ method: "GET", path: p })),
    });
    const done = new Promise<autocannon.Result>((resolve, reject) =>
      instance.once("done", resolve).once("error", reject),
    );
    await sleep(1500);
    for (const key of ["A", "B"] as const) {
      const code = await stopApp(apps[key]);
      assert(code === 0, `${apps[key].name} exited ${code} on SIGTERM`);
      await sleep(500); // under load with one server
      apps[key] = startApp(apps[key].name, apps[key].port, appEnv);
      await waitHealthy(apps[key]);
      await sleep(1000);
    }
    instance.stop();
    const r = await done;
    const lost = r.errors + r.timeouts + r.non2xx;
    assert(r.requests.total > 100, `only ${r.requests.total} requests`);
    assert(
      lost === 0,
      `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx of ${r.requests.total} (${JSON.stringify(r.statusCodeStats)})`,
    );
    return `${r.requests.total} requests in ${r.duration} s, 0 errors, 0 non-2xx, p99 ${r.latency.p99} ms`;
  });

  await test("4 servers started at once on a fresh database all migrate and answer /healthz", async () => {
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
    const fresh = ports.map((p, i) =>
      startApp(`fresh server ${i + 1}`, p, { ...appEnv, DATABASE_URL: dbUrl("scale_fresh"), S3_PREFIX: "fresh/" }),
    );
    try {
      await Promise.all(fresh.map((a) => waitHealthy(a, 90_000)));
    } finally {
      await Promise.all(fresh.map((a) => stopApp(a).catch(() => null)));
    }
    return "4/4 healthy";
  });

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  await cleanup();
  console.log(`\ntest:scale took ${elapsed()}`);
  console.log(`${passed} passed, ${failed} failed`);
  // s3rver's and autocannon's sockets may linger; the result is known.
  process.exit(failed ? 1 : 0);
}

/** One HTTP/1.1 request with the headers exactly as given (Host included). */
function rawRequest(
  port: number,
  pathname: string,
  options: { method: string; headers: Record<string, string>; body: Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method: options.method, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.once("error", reject);
    req.end(options.body);
  });
}

/** s3rver keeps an object as `<key>._S3rver_object` under the bucket's directory. */
async function findStoredObject(bucketDir: string, key: string): Promise<Buffer | null> {
  const file = path.join(bucketDir, `${key}._S3rver_object`);
  if (existsSync(file)) return readFile(file);
  const names = await readdir(bucketDir, { recursive: true });
  const hit = names.find((n) => String(n).endsWith(`${key}._S3rver_object`));
  return hit ? readFile(path.join(bucketDir, String(hit))) : null;
}

const state: {
  dir?: string;
  pgUrl?: string;
  s3?: S3rver;
  nginx?: ChildProcess;
  apps?: Record<string, App>;
} = {};

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  return (cleaning ??= (async () => {
    for (const child of children) {
      if (child !== state.nginx) child.kill("SIGTERM");
    }
    state.nginx?.kill("SIGQUIT");
    const until = Date.now() + 15_000;
    while (children.size && Date.now() < until) await sleep(100);
    for (const child of children) child.kill("SIGKILL");
    await state.s3?.close().catch(() => undefined);
    if (state.pgUrl) {
      await exec("bash", [path.join(ROOT, "scripts/pg-throwaway.sh"), "stop", state.pgUrl], { cwd: ROOT }).catch(
        (error) => console.error(`pg-throwaway stop: ${error}`),
      );
    }
    if (state.dir) await rm(state.dir, { recursive: true, force: true });
  })());
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

main().catch(async (error) => {
  console.error(`test:scale could not run: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  await cleanup();
  const passed = results.filter((r) => r.ok).length;
  console.log(`${passed} passed, ${results.length - passed + 1} failed`);
  process.exit(1);
});
