/**
 * npm run test:image — the Dockerfile's runtime stage, checked without a container engine (CI has none,
 * and no registry to pull `node:20-bookworm-slim` from). It reads the Dockerfile, lays out a directory
 * exactly as the runtime stage's COPY lines do (production dependencies installed as the deps stage
 * does, see productionDependencies; the build from `react-router build`), and starts it with the
 * stage's ENV and CMD:
 *
 * - without SITE_URL, the image refuses to start and says why (it listens on every interface);
 * - configured as an operator would, it migrates and seeds an empty embedded database, answers the
 *   HEALTHCHECK command, serves pages, a lesson video, a data set preview and the client assets,
 *   seeds no demo sign-in, and exits 0 on SIGTERM; then the operator commands (`node bin/ops.js`) run
 *   on the same database.
 *
 * npm run test:image:podman — the same checks in the real image: podman builds the Dockerfile (every
 * stage, `npm install` included) and the checks run inside the built image as its user, with the
 * image's ENV, CMD and HEALTHCHECK (scripts/image-podman.ts); it also checks that the user is not root,
 * can write ./data and not the code, and that the base image's Node satisfies `engines`. Needs root and
 * podman; about 8 minutes with vfs storage, so it is not in `.ci/run`.
 *
 * Ends with `N passed, M failed`.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";
import { buildAndOpen, inImage, type OpenedImage } from "./image-podman.ts";

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

/** Where the checks run: the laid-out directory (emulated) or the built image (podman). */
interface Target {
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  /** The argv that runs `cmd` there with only the image's kind of environment plus `env`. */
  argv(cmd: string[], env: Record<string, string>): { argv: string[]; cwd?: string };
}

function start(target: Target, cmd: string[], env: Record<string, string>): Started {
  const { argv, cwd } = target.argv(cmd, env);
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd,
    env: { PATH: process.env.PATH ?? "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

/** Runs a short command there to its end: exit code and output. */
async function runToEnd(
  target: Target,
  cmd: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { argv, cwd } = target.argv(cmd, env);
  try {
    const { stdout, stderr } = await exec(argv[0]!, argv.slice(1), { cwd, env: { PATH: process.env.PATH ?? "" } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** Runs a short command there: its standard output (rejects when it fails). */
async function output(target: Target, cmd: string[], env: Record<string, string>): Promise<string> {
  const result = await runToEnd(target, cmd, env);
  if (result.code !== 0) throw new Error(`${cmd.join(" ")} exited ${result.code}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Runs a short command there: whether it exited 0. */
const succeeds = (target: Target, cmd: string[], env: Record<string, string>) =>
  runToEnd(target, cmd, env).then((result) => result.code === 0);

/** The Dockerfile's runtime stage laid out in `dir` and run with this machine's Node. */
function emulated(dir: string, runtime: Stage): Target {
  const cmdLine = runtime.lines.find((l) => /^CMD\s/i.test(l));
  const healthLine = runtime.lines.find((l) => /^HEALTHCHECK\s/i.test(l));
  assert(cmdLine && healthLine, "the runtime stage has a CMD and a HEALTHCHECK");
  return {
    env: stageEnv(runtime),
    cmd: JSON.parse(cmdLine.replace(/^CMD\s+/i, "")) as string[],
    healthcheck: JSON.parse(healthLine.replace(/^.*?CMD\s+(\[.*\])$/i, "$1")) as string[],
    // Only what the image would have: no variables from this shell, no .env file (the image has none).
    argv: (cmd, env) => ({
      argv: [
        "/usr/bin/env",
        "-i",
        `PATH=${process.env.PATH ?? ""}`,
        `HOME=${dir}`,
        "ENV_FILE=",
        ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
        cmd[0] === "node" ? process.execPath : cmd[0]!,
        ...cmd.slice(1),
      ],
      cwd: dir,
    }),
  };
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
  assert(
    runtime.lines.some((l) => /^USER\s+(?!root)\S+/i.test(l)),
    "the runtime stage runs as a non-root user",
  );

  const podman = process.argv.includes("--podman");
  const dir = podman ? "" : await mkdtemp(path.join(tmpdir(), "maven-image-"));
  let image: OpenedImage | undefined;
  let server: Started | undefined;
  try {
    let target: Target;
    if (podman) {
      image = await buildAndOpen(ROOT, runtime.from, log);
      const opened = image;
      target = {
        env: opened.env,
        cmd: opened.cmd,
        healthcheck: opened.healthcheck,
        argv: (cmd, env) => ({ argv: inImage(opened, cmd, env) }),
      };
      log(`built: ${opened.sizeMb} MB, user ${opened.user.name} (uid ${opened.user.uid})`);
      await check("the image runs as its non-root user, who can write ./data and not the code", async () => {
        assert(opened.user.uid !== 0, `user ${opened.user.name} is root`);
        const env = opened.env;
        for (const code of ["build/server/index.js", "node_modules/react/package.json", "bin/start.js"]) {
          assert(!(await succeeds(target, ["sh", "-c", `echo x >> ${code}`], env)), `${code} is writable`);
        }
        assert(
          await succeeds(target, ["sh", "-c", "touch data/.probe && rm data/.probe"], env),
          "data/ is not writable",
        );
      });
      const engines = (
        JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }
      ).engines.node;
      await check(`the base image's Node satisfies engines (${engines})`, async () => {
        const version = await output(target, ["node", "--version"], opened.env);
        // semver comes with npm's tree (as check-engines uses it).
        const semver = createRequire(import.meta.url)("semver") as { satisfies(v: string, r: string): boolean };
        assert(semver.satisfies(version, engines), `node ${version}`);
      });
    } else {
      await layOut(stages, dir);
      target = emulated(dir, runtime);
    }
    const { env: imageEnv, cmd, healthcheck } = target;
    assert(cmd.length > 0 && healthcheck.length > 0, "the image has a CMD and a HEALTHCHECK command");
    const port = await freePort();
    // The stage's ENV, on a free port and loopback (this check stays on this machine).
    const base = { ...imageEnv, PORT: String(port), HOST: "127.0.0.1" };

    await check("without SITE_URL, a server on every interface refuses to start and says why", async () => {
      const bare = start(target, cmd, { ...imageEnv, PORT: String(port) });
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
    const operatorEnv = {
      ...base,
      SITE_URL: site,
      SMTP_URL: "smtp://127.0.0.1:9",
      PAYMENTS_TEST_MODE: "true",
      AUTH_SECRET: "image-test-secret-0123456789abcdefghij",
    };
    server = start(target, cmd, { ...operatorEnv, LOG_LEVEL: "info" });
    const url = `http://127.0.0.1:${port}`;
    const running = server;
    await check("migrates and seeds an empty database, then answers the HEALTHCHECK command", async () => {
      const until = Date.now() + 120_000;
      let ok = false;
      while (!ok && Date.now() < until && running.child.exitCode === null) {
        ok = await succeeds(target, healthcheck, { ...imageEnv, PORT: String(port) });
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
    await check("runs the operator commands (node bin/ops.js) on the server's database", async () => {
      const ops = (...args: string[]) => runToEnd(target, ["node", "bin/ops.js", ...args], operatorEnv);
      const usage = await ops();
      assert(usage.code === 2 && /admin:grant/.test(usage.stderr), `no usage: ${usage.code} ${usage.stderr}`);
      const migrate = await ops("db:migrate");
      assert(
        migrate.code === 0 && /Migrated the pglite database/.test(migrate.stdout),
        `db:migrate: ${migrate.stderr}`,
      );
      const grant = await ops("admin:grant", "nobody@example.com");
      assert(
        grant.code === 1 && /No account uses nobody@example\.com/.test(grant.stderr),
        `admin:grant: ${grant.stderr}`,
      );
    });
  } finally {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await server?.exited;
    await image?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
