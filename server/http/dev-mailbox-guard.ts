// The development mailbox (/dev/mailbox: verification links, sign-in codes, texts) is for the
// person at this machine (decision 021): served to loopback clients only, judged by the socket's
// address, never by X-Forwarded-For, and not through a proxy, unless DEV_MAILBOX=true opens it on
// purpose (a test setup whose browser is elsewhere). The Host must name this machine too: a page on
// another site whose name is re-pointed at 127.0.0.1 (DNS rebinding) reaches loopback from the
// person's own browser, but with its own name in Host.
import type { RequestHandler } from "express";

export const DEV_MAILBOX_PATH = /^\/dev\/mailbox(?:\.data|\/|$)/i;

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether a host names this machine: localhost, a *.localhost name or a loopback address. Takes a
 * Host header (with a port), a URL's hostname (`[::1]`) or a listen address (`::1`).
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const bareIpv6 = host.indexOf(":") !== host.lastIndexOf(":") && !host.startsWith("[");
  const name = (
    bareIpv6 ? host : host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.split(":")[0]!
  ).toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || isLoopbackAddress(name);
}

export interface MailboxRequest {
  /** The TCP peer (req.socket.remoteAddress). */
  remoteAddress: string | undefined;
  /** The request came through a proxy (Forwarded or X-Forwarded-For): the peer is not the person. */
  proxied: boolean;
  /** The Host header. */
  host: string | undefined;
}

/** Whether this request may see the development mailbox, which is on (env.devMailbox). */
export function mayReadDevMailbox({ remoteAddress, proxied, host }: MailboxRequest, openToAll: boolean): boolean {
  return openToAll || (isLoopbackAddress(remoteAddress) && !proxied && isLoopbackHost(host));
}

/** Test mode's clock (POST /dev/billing/advance): for this machine only, like the mailbox. */
export const DEV_BILLING_PATH = /^\/dev\/billing(?:\/|$)/i;

/**
 * The path as React Router matches it: it decodes percent-escapes and ignores case, so
 * `/DEV/%6dailbox` is the mailbox too. Repeated slashes are folded, to be safe.
 */
export function pathAsRouted(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes are refused before this (request-guard.ts); as they are, they match nothing.
  }
  return decoded.replace(/\/{2,}/g, "/");
}

/** Answers 404, as when the mailbox is off, to anyone else who asks for it. */
export function devMailboxGuard(openToAll: boolean, path: RegExp = DEV_MAILBOX_PATH): RequestHandler {
  return (req, res, next) => {
    if (!path.test(pathAsRouted(req.path))) return next();
    const proxied = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    const asking = { remoteAddress: req.socket.remoteAddress, proxied, host: req.headers.host };
    if (mayReadDevMailbox(asking, openToAll)) return next();
    res.status(404).type("text/plain").send("Not found.\n");
  };
}
