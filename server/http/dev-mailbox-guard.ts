// The development mailbox (/dev/mailbox: verification links, sign-in codes, texts) is for the
// person at this machine (decision 021): served to loopback clients only, judged by the socket's
// address, never by X-Forwarded-For, and not through a proxy, unless DEV_MAILBOX=true opens it on
// purpose (a test setup whose browser is elsewhere).
import type { RequestHandler } from "express";

export const DEV_MAILBOX_PATH = /^\/dev\/mailbox(?:\.data|\/|$)/;

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface MailboxRequest {
  /** The TCP peer (req.socket.remoteAddress). */
  remoteAddress: string | undefined;
  /** The request came through a proxy (Forwarded or X-Forwarded-For): the peer is not the person. */
  proxied: boolean;
}

/** Whether this request may see the development mailbox, which is on (env.devMailbox). */
export function mayReadDevMailbox({ remoteAddress, proxied }: MailboxRequest, openToAll: boolean): boolean {
  return openToAll || (isLoopbackAddress(remoteAddress) && !proxied);
}

/** Test mode's clock (POST /dev/billing/advance): for this machine only, like the mailbox. */
export const DEV_BILLING_PATH = /^\/dev\/billing(?:\/|$)/;

/** Answers 404, as when the mailbox is off, to anyone else who asks for it. */
export function devMailboxGuard(openToAll: boolean, path: RegExp = DEV_MAILBOX_PATH): RequestHandler {
  return (req, res, next) => {
    if (!path.test(req.path)) return next();
    const proxied = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    if (mayReadDevMailbox({ remoteAddress: req.socket.remoteAddress, proxied }, openToAll)) return next();
    res.status(404).type("text/plain").send("Not found.\n");
  };
}
