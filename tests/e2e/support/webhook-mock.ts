// A stand-in for the newsletter webhook during e2e runs.
//
// The Playwright globalSetup (this file's default export) starts it on
// 127.0.0.1:$E2E_WEBHOOK_PORT (default 3199); globalTeardown stops it. The app
// under test gets NEWSLETTER_WEBHOOK_URL=<base>/webhook; specs get the base URL
// as E2E_WEBHOOK_URL and drive it through the helpers below:
//
//   POST <any path but /__*>  records the body; answers 200 ({"ok":true}),
//                             or 500 while the mode is "fail"
//   POST /__mode              {"mode":"ok"|"fail"}
//   GET  /__received          JSON array of the bodies answered with 200
//   GET  /__attempts          JSON array of every POST: {path, status, body, headers}
//   POST /__reset             clears both lists and sets the mode back to "ok"
//
// Bodies are recorded parsed: JSON as JSON, form-encoded as an object, else text.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type WebhookMode = "ok" | "fail";

export interface WebhookAttempt {
  path: string;
  status: number;
  body: unknown;
  headers: http.IncomingHttpHeaders;
  at: string;
}

export interface WebhookMock {
  /** Base URL, e.g. http://127.0.0.1:3199 */
  url: string;
  /** URL to give the app as its webhook target. */
  hookUrl: string;
  close(): Promise<void>;
}

export const DEFAULT_WEBHOOK_PORT = 3199;

export function webhookPort(): number {
  const raw = process.env.E2E_WEBHOOK_PORT;
  const port = raw ? Number(raw) : DEFAULT_WEBHOOK_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`E2E_WEBHOOK_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

export function webhookBaseUrl(port = webhookPort()): string {
  return `http://127.0.0.1:${port}`;
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === "") return null;
  const type = (contentType ?? "").toLowerCase();
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function send(res: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
    })
    .end(text);
}

/** Start the mock on 127.0.0.1:port (0 = any free port). */
export async function startWebhookMock(port = webhookPort()): Promise<WebhookMock> {
  let mode: WebhookMode = "ok";
  let received: unknown[] = [];
  let attempts: WebhookAttempt[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("error", () => send(res, 400, { error: "bad request" }));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const path = new URL(req.url ?? "/", "http://mock").pathname;
      const method = req.method ?? "GET";

      if (path === "/__mode" && method === "POST") {
        const body = parseBody(raw, "application/json") as {
          mode?: unknown;
        } | null;
        if (body?.mode !== "ok" && body?.mode !== "fail") {
          send(res, 400, { error: 'body must be {"mode":"ok"|"fail"}' });
          return;
        }
        mode = body.mode;
        send(res, 200, { mode });
        return;
      }
      if (path === "/__received" && method === "GET") {
        send(res, 200, received);
        return;
      }
      if (path === "/__attempts" && method === "GET") {
        send(res, 200, attempts);
        return;
      }
      if (path === "/__reset" && method === "POST") {
        mode = "ok";
        received = [];
        attempts = [];
        send(res, 200, { mode });
        return;
      }
      if (path.startsWith("/__")) {
        send(res, 404, { error: `unknown control endpoint ${method} ${path}` });
        return;
      }
      if (method !== "POST") {
        send(res, 405, { error: "the webhook mock only takes POST" });
        return;
      }

      const body = parseBody(raw, req.headers["content-type"]);
      const status = mode === "ok" ? 200 : 500;
      attempts.push({
        path,
        status,
        body,
        headers: req.headers,
        at: new Date().toISOString(),
      });
      if (status === 200) {
        received.push(body);
        send(res, 200, { ok: true });
      } else {
        send(res, 500, { error: "webhook mock is in fail mode" });
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        err.code === "EADDRINUSE"
          ? new Error(
              `webhook mock: port ${port} on 127.0.0.1 is in use; ` +
                `stop whatever holds it or set E2E_WEBHOOK_PORT to another port`,
            )
          : err,
      );
    };
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      resolve();
    });
  });
  // Keep-alive sockets from the app must not hold close() up.
  server.keepAliveTimeout = 1000;

  const actualPort = (server.address() as AddressInfo).port;
  const url = webhookBaseUrl(actualPort);
  return {
    url,
    hookUrl: `${url}/webhook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------
// Helpers for specs (they talk to the mock over HTTP through E2E_WEBHOOK_URL).

function controlUrl(path: string): string {
  const base = process.env.E2E_WEBHOOK_URL;
  if (!base) throw new Error("E2E_WEBHOOK_URL is not set (is the test run through playwright.config.ts?)");
  return `${base}${path}`;
}

async function control(path: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(controlUrl(path), init);
  if (!res.ok) throw new Error(`webhook mock ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** "fail" makes the webhook answer 500 until set back to "ok". */
export async function setWebhookMode(mode: WebhookMode): Promise<void> {
  await control("/__mode", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
}

/** Bodies the webhook accepted (answered 200), oldest first. */
export async function receivedWebhooks<T = unknown>(): Promise<T[]> {
  return (await control("/__received")) as T[];
}

/** Every POST, including those answered 500 in fail mode. */
export async function webhookAttempts(): Promise<WebhookAttempt[]> {
  return (await control("/__attempts")) as WebhookAttempt[];
}

export async function resetWebhookMock(): Promise<void> {
  await control("/__reset", { method: "POST" });
}

// ---------------------------------------------------------------------------
// Playwright globalSetup: start the mock; global-teardown.ts stops it.

const HANDLE = Symbol.for("e2e.webhookMock");
type GlobalWithMock = typeof globalThis & { [HANDLE]?: WebhookMock };

export function runningWebhookMock(): WebhookMock | undefined {
  return (globalThis as GlobalWithMock)[HANDLE];
}

export default async function globalSetup(): Promise<void> {
  const mock = await startWebhookMock();
  (globalThis as GlobalWithMock)[HANDLE] = mock;
  process.env.E2E_WEBHOOK_URL = mock.url;
}

export async function stopWebhookMock(): Promise<void> {
  const g = globalThis as GlobalWithMock;
  const mock = g[HANDLE];
  delete g[HANDLE];
  await mock?.close();
}
