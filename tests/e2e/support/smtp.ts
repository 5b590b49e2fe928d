// A catch-all SMTP server for e2e runs: the app under test gets SMTP_URL=<url> and every mail it
// sends is kept here, parsed, for specs to read (verification links, codes).
//
// Specs run in worker processes, not where the server was started (Playwright's globalSetup).
// Start it with a controlPort and the workers read it over HTTP through connectTestSmtp(), which
// has the same messages()/waitForMail() as the in-process handle, only async:
//
//   GET    <controlUrl>/messages   JSON array of ParsedMail, oldest first
//   DELETE <controlUrl>/messages   forgets them
import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { scaled } from "./time-scale.ts";

export const DEFAULT_WAIT_FOR_MAIL_MS = scaled(10_000);
const POLL_INTERVAL_MS = 100;

export interface ParsedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
}

export interface WaitForMailOptions {
  subject?: RegExp;
  /** Only mail received at or after this time (Date.now() before the action that sends it). */
  after?: number | Date;
  timeoutMs?: number;
}

export interface TestSmtp {
  port: number;
  /** smtp://127.0.0.1:PORT, for the app's SMTP_URL. */
  url: string;
  /** Base URL of the HTTP control API, when started with a controlPort. */
  controlUrl: string | undefined;
  /** Oldest first. */
  messages(): ParsedMail[];
  waitForMail(to: string, opts?: WaitForMailOptions): Promise<ParsedMail>;
  clear(): void;
  close(): Promise<void>;
}

/** The newest mail to `to` that matches, or undefined. */
export function findMail(
  mails: readonly ParsedMail[],
  to: string,
  opts: WaitForMailOptions = {},
): ParsedMail | undefined {
  const address = to.trim().toLowerCase();
  const after = opts.after === undefined ? undefined : new Date(opts.after).getTime();
  for (let i = mails.length - 1; i >= 0; i--) {
    const mail = mails[i]!;
    if (!mail.to.includes(address)) continue;
    if (opts.subject && !opts.subject.test(mail.subject)) continue;
    if (after !== undefined && mail.receivedAt.getTime() < after) continue;
    return mail;
  }
  return undefined;
}

function noMailError(to: string, opts: WaitForMailOptions, mails: readonly ParsedMail[]): Error {
  const seen = mails.map((m) => `  ${m.receivedAt.toISOString()} ${m.to.join(", ")}: ${m.subject}`).join("\n");
  const subject = opts.subject ? ` with subject ${String(opts.subject)}` : "";
  return new Error(
    `no mail to ${to}${subject} within ${opts.timeoutMs ?? DEFAULT_WAIT_FOR_MAIL_MS} ms; received:\n${seen || "  (nothing)"}`,
  );
}

/** Start on 127.0.0.1 (port 0 = any free port). Accepts any sender, recipient and credentials. */
export async function startTestSmtp(options: { port?: number; controlPort?: number } = {}): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const arrivals = new EventEmitter();

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: without STARTTLS there is no built-in test certificate to warn about.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const from = email.from?.address ?? "";
            const mail: ParsedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from,
              subject: email.subject ?? "",
              text: email.text ?? "",
              html: email.html ?? "",
              receivedAt: new Date(),
            };
            mails.push(mail);
            arrivals.emit("mail", mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  const control = options.controlPort === undefined ? undefined : await startControl(options.controlPort, mails);

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    controlUrl: control?.url,
    messages: () => mails.slice(),
    waitForMail(to, opts = {}) {
      const found = findMail(mails, to, opts);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = () => {
          const match = findMail(mails, to, opts);
          if (!match) return;
          clearTimeout(timer);
          arrivals.off("mail", onMail);
          resolve(match);
        };
        const timer = setTimeout(() => {
          arrivals.off("mail", onMail);
          reject(noMailError(to, opts, mails));
        }, opts.timeoutMs ?? DEFAULT_WAIT_FOR_MAIL_MS);
        arrivals.on("mail", onMail);
      });
    },
    clear: () => void mails.splice(0),
    async close() {
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), control?.close()]);
    },
  };
}

async function startControl(port: number, mails: ParsedMail[]): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://control").pathname;
    if (path !== "/messages") {
      res.writeHead(404).end();
    } else if (req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
    } else if (req.method === "DELETE") {
      mails.splice(0);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 1000;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RemoteTestSmtp {
  messages(): Promise<ParsedMail[]>;
  waitForMail(to: string, opts?: WaitForMailOptions): Promise<ParsedMail>;
  clear(): Promise<void>;
}

/** The test SMTP server of another process (see the top of this file), through its control URL. */
export function connectTestSmtp(controlUrl: string): RemoteTestSmtp {
  const base = controlUrl.replace(/\/$/, "");
  async function messages(): Promise<ParsedMail[]> {
    const res = await fetch(`${base}/messages`);
    if (!res.ok) throw new Error(`test SMTP control: HTTP ${res.status}`);
    const list = (await res.json()) as (Omit<ParsedMail, "receivedAt"> & { receivedAt: string })[];
    return list.map((m) => ({ ...m, receivedAt: new Date(m.receivedAt) }));
  }
  return {
    messages,
    async waitForMail(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_WAIT_FOR_MAIL_MS);
      for (;;) {
        const list = await messages();
        const found = findMail(list, to, opts);
        if (found) return found;
        if (Date.now() >= deadline) throw noMailError(to, opts, list);
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },
    async clear() {
      const res = await fetch(`${base}/messages`, { method: "DELETE" });
      if (!res.ok) throw new Error(`test SMTP control: HTTP ${res.status}`);
    },
  };
}

const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** The first absolute link in the mail whose path starts with pathPrefix (e.g. "/signup/verify"). */
export function extractLink(mail: ParsedMail, pathPrefix: string): string {
  // The text part first: its links are not HTML-escaped.
  const candidates = [
    ...(mail.text.match(URL_PATTERN) ?? []),
    ...(mail.html.match(URL_PATTERN) ?? []).map((u) => u.replace(/&amp;/g, "&")),
  ];
  for (const candidate of candidates) {
    const link = candidate.replace(/[.,;:)\]]+$/, "");
    if (URL.canParse(link) && new URL(link).pathname.startsWith(pathPrefix)) return link;
  }
  throw new Error(`no link to ${pathPrefix} in "${mail.subject}":\n${mail.text}`);
}

/** The first 6-digit code in the mail, links left out (a token may hold six digits in a row). */
export function extractCode(mail: ParsedMail): string {
  const withoutLinks = (source: string) => source.replace(URL_PATTERN, " ");
  const html = mail.html.replace(/<[^>]*>/g, " ");
  const match = /\b\d{6}\b/.exec(withoutLinks(mail.text)) ?? /\b\d{6}\b/.exec(withoutLinks(html));
  if (!match) throw new Error(`no 6-digit code in "${mail.subject}":\n${mail.text}`);
  return match[0];
}
