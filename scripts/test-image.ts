/**
 * npm run test:image — the Dockerfile's runtime stage, checked without a container engine (no registry
 * is reachable here to pull `node:20-bookworm-slim`). It reads the Dockerfile, lays out a directory
 * exactly as the runtime stage's COPY lines do (production dependencies installed as the deps stage
 * does, see productionDependencies; the build from `react-router build`), and starts it with the
 * stage's ENV and CMD:
 *
 * - without SITE_URL, the image refuses to start and says why (it listens on every interface);
 * - configured as an operator would, it migrates and seeds an empty embedded database, answers the
 *   HEALTHCHECK command, serves pages, a lesson video, a data set preview and the client assets,
 *   seeds no demo sign-in, and exits 0 on SIGTERM.
 *
 * What it cannot check: the base image, the `node` user and file ownership. Ends with `N passed, M failed`.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const exec = promisify(execFile);
const t0 = Date.now();
const log = (message: string) => console.log(`[image +${((Date.now() - t0) / 1000).toFixed(1)} s] ${message}`);
// Unref: a timeout still pending when its race is won must not hold the process open.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

interface Stage {
  from: string;
  name: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(text: string): Stage[] {
  const instructions = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** ENV KEY=value pairs of a stage (values without spaces, as ours are). */
function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of stage.lines.filter((l) => /^ENV\s/i.test(l))) {
    for (const pair of line.replace(/^ENV\s+/i, "").split(/\s+/)) {
      const [key, ...value] = pair.split("=");
      env[key!] = value.join("=");
    }
  }
  return env;
}

/** Lays out the runtime stage in `dir`: COPY from the context, from the deps stage, or from the build. */
async function layOut(stages: Stage[], dir: string): Promise<void> {
  const runtime = stages.at(-1)!;
  for (const line of runtime.lines.filter((l) => /^COPY\s/i.test(l))) {
    const words = line.split(/\s+/).slice(1);
    const fromStage = words.find((w) => w.startsWith("--from="))?.slice("--from=".length);
    const paths = words.filter((w) => !w.startsWith("--"));
    const dest = path.join(dir, paths.pop()!);
    for (const source of paths) {
      if (fromStage === "deps" && source === "/app/node_modules") {
        // The deps stage: the lockfile's production dependencies, as `npm install --omit=dev` there.
        const deps = stages.find((s) => s.name === "deps")!;
        const install = deps.lines.find((l) => /^RUN npm install/.test(l))!;
        if (!/--omit=dev/.test(install)) throw new Error(`the deps stage installs dev dependencies: ${install}`);
        await cp(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
        await cp(path.join(ROOT, "package-lock.json"), path.join(dir, "package-lock.json"));
        await productionDependencies(dir);
      } else if (fromStage === "build" && source === "/app/build") {
        await cp(path.join(ROOT, "build"), dest, { recursive: true });
      } else if (fromStage) {
        throw new Error(`test:image does not know how to copy ${source} from stage ${fromStage}`);
      } else {
        const target = paths.length > 1 || dest.endsWith("/") ? path.join(dest, path.basename(source)) : dest;
        await mkdir(path.dirname(target), { recursive: true });
        await cp(path.join(ROOT, source), target, { recursive: true });
      }
    }
  }
  for (const line of runtime.lines.filter((l) => /^RUN mkdir/.test(l))) {
    const made = /mkdir -p (\S+)/.exec(line)?.[1];
    if (made) await mkdir(path.join(dir, path.relative("/app", made)), { recursive: true });
  }
}

/**
 * The lockfile's production dependencies in `dir/node_modules`: this checkout's install, hard-linked and
 * pruned of dev dependencies, which leaves the tree `npm install --omit=dev` makes from the same
 * lockfile in 6 s instead of 40 (a fresh install where hard links cannot be made).
 */
async function productionDependencies(dir: string): Promise<void> {
  const npm = (args: string[]) =>
    exec("npm", [...args, "--no-audit", "--no-fund"], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 64 * 1024 * 1024,
    });
  try {
    await exec("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  } catch {
    await rm(path.join(dir, "node_modules"), { recursive: true, force: true });
    log("npm install --omit=dev (the deps stage)");
    await npm(["install", "--omit=dev"]);
    return;
  }
  log("npm prune --omit=dev (the deps stage's tree, from this checkout's install)");
  await npm(["prune", "--omit=dev"]);
  // Build caches and the scope folders prune empties are not in a fresh install.
  for (const cache of [".vite", ".vite-temp", ".cache"]) {
    await rm(path.join(dir, "node_modules", cache), { recursive: true, force: true });
  }
  await exec("find", [path.join(dir, "node_modules"), "-mindepth", "1", "-type", "d", "-empty", "-delete"]);
}

interface Started {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function start(dir: string, cmd: string[], env: Record<string, string>): Started {
  // Only what the image would have: no variables from this shell, no .env file (the image has none).
  const child = spawn(cmd[0] === "node" ? process.execPath : cmd[0]!, cmd.slice(1), {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: dir, ENV_FILE: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

let passed = 0;
let failed = 0;
async function check(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
    passed++;
    log(`ok: ${name}`);
  } catch (error) {
    failed++;
    log(`FAILED: ${name}\n${error instanceof Error ? error.message : String(error)}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function main(): Promise<void> {
  const dockerfile = await readFile(path.join(ROOT, "Dockerfile"), "utf8");
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1)!;
  const cmdLine = runtime.lines.find((l) => /^CMD\s/i.test(l));
  const healthLine = runtime.lines.find((l) => /^HEALTHCHECK\s/i.test(l));
  assert(cmdLine && healthLine, "the runtime stage has a CMD and a HEALTHCHECK");
  const cmd = JSON.parse(cmdLine.replace(/^CMD\s+/i, "")) as string[];
  const healthcheck = JSON.parse(healthLine.replace(/^.*?CMD\s+(\[.*\])$/i, "$1")) as string[];
  assert(
    runtime.lines.some((l) => /^USER\s+(?!root)\S+/i.test(l)),
    "the runtime stage runs as a non-root user",
  );

  const dir = await mkdtemp(path.join(tmpdir(), "maven-image-"));
  let server: Started | undefined;
  try {
    await layOut(stages, dir);
    const imageEnv = stageEnv(runtime);
    const port = await freePort();
    // The stage's ENV, on a free port and loopback (this check stays on this machine).
    const base = { ...imageEnv, PORT: String(port), HOST: "127.0.0.1" };

    await check("without SITE_URL, a server on every interface refuses to start and says why", async () => {
      const bare = start(dir, cmd, { ...imageEnv, PORT: String(port) });
      const code = await Promise.race([bare.exited, sleep(60_000).then(() => "timeout" as const)]);
      if (code === "timeout") bare.child.kill("SIGKILL");
      assert(code !== 0 && code !== "timeout", `exit code ${String(code)}`);
      assert(
        /SITE_URL is required in production when HOST \(0\.0\.0\.0\)/.test(bare.output.join("")),
        bare.output.join("").slice(-2000),
      );
    });

    // An operator's configuration: a public SITE_URL, mail through SMTP (nothing listens: mail waits in
    // the queue), test-mode payments by name.
    const site = "https://learn.example.com";
    server = start(dir, cmd, {
      ...base,
      SITE_URL: site,
      SMTP_URL: "smtp://127.0.0.1:9",
      PAYMENTS_TEST_MODE: "true",
      AUTH_SECRET: "image-test-secret-0123456789abcdefghij",
      LOG_LEVEL: "info",
    });
    const url = `http://127.0.0.1:${port}`;
    const running = server;
    await check("migrates and seeds an empty database, then answers the HEALTHCHECK command", async () => {
      const until = Date.now() + 120_000;
      let ok = false;
      while (!ok && Date.now() < until && running.child.exitCode === null) {
        const probe = await exec(healthcheck[0] === "node" ? process.execPath : healthcheck[0]!, healthcheck.slice(1), {
          cwd: dir,
          env: { PATH: process.env.PATH ?? "", PORT: String(port) },
        }).then(
          () => true,
          () => false,
        );
        ok = probe;
        if (!ok) await sleep(250);
      }
      assert(ok, `not healthy:\n${running.output.join("").slice(-3000)}`);
      assert(/demo content seeded/.test(running.output.join("")), "no seed in the log");
    });

    const get = async (pathname: string) => {
      const res = await fetch(`${url}${pathname}`, { headers: { accept: "text/html" } });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };
    await check("serves the catalogue and a course page", async () => {
      for (const page of ["/", "/courses", "/course/excel-essentials", "/data-playground"]) {
        const { res, body } = await get(page);
        assert(res.status === 200, `${page}: ${res.status}`);
        assert(body.toString().includes("Maven Analytics"), `${page}: not our page`);
      }
    });
    await check("serves a lesson's video and captions, and the page's scripts", async () => {
      const { body } = await get("/course/excel-essentials/lesson/les_excel-essentials-01");
      const html = body.toString();
      const video = /<source src="([^"]+\.mp4)"/.exec(html)?.[1];
      const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      assert(video && script, "no video or script on the lesson page");
      const mp4 = await get(video);
      assert(
        mp4.res.status === 200 && mp4.res.headers.get("content-type") === "video/mp4",
        `${video}: ${mp4.res.status}`,
      );
      assert(mp4.body.subarray(4, 8).toString() === "ftyp", `${video} is not an MP4`);
      const vtt = await get(video.replace(/\.mp4$/, ".vtt"));
      assert(vtt.res.status === 200 && vtt.body.toString().startsWith("WEBVTT"), "no captions");
      const js = await get(script);
      assert(js.res.status === 200 && js.body.length > 0, `${script}: ${js.res.status}`);
    });
    await check("previews a data set file the seed wrote to storage", async () => {
      const { body } = await get("/data-playground?datasetId=ds_penguins");
      const preview = /\/data-playground\/preview\/ds_penguins\/[^"?&\\]+/.exec(body.toString())?.[0];
      assert(preview, "no preview link in the drawer");
      const res = await fetch(`${url}${preview}`);
      const text = await res.text();
      assert(res.status === 200 && /species/i.test(text), `${preview}: ${res.status} ${text.slice(0, 200)}`);
    });
    await check("seeds no demo sign-in on a public site", async () => {
      assert(/"demoUsers":false/.test(running.output.join("")), "the seed reported demo users");
    });
    await check("exits 0 on SIGTERM", async () => {
      running.child.kill("SIGTERM");
      const code = await Promise.race([running.exited, sleep(20_000).then(() => "timeout" as const)]);
      assert(code === 0, `exit ${String(code)}`);
    });
  } finally {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
