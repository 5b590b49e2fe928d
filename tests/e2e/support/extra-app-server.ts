// A second instance of the app with its own configuration, for specs that need settings the shared
// e2e server does not have (the integrations spec: chat widget on and off, Sentry). It runs the same
// production build on a free port and its own PGlite directory inside the run directory.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { smtpPort } from "./inbox.ts";

export interface ExtraAppServer {
  url: string;
  /** Everything the server wrote to stdout and stderr so far (pino JSON lines). */
  output(): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A new PGlite directory runs initdb, migrations and the seed: slow on a busy two-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`app server at ${url} did not become healthy:\n${output()}`);
}

export async function startExtraAppServer(name: string, env: Record<string, string>): Promise<ExtraAppServer> {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR is not set (playwright.config.ts sets it)");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ["bin/start.js"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
      DEV_MAILBOX: "true",
      ENV_FILE: "",
      TRUST_PROXY: "true",
      PGLITE_DIR: path.join(runDir, `${name}-pglite`),
      STORAGE_DIR: path.join(runDir, `${name}-files`),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    output: () => output,
    async close() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
