import type { AddressInfo } from "node:net";
import os from "node:os";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import {
  DEV_BILLING_PATH,
  devMailboxGuard,
  isLoopbackAddress,
  isLoopbackHost,
  mayReadDevMailbox,
} from "./dev-mailbox-guard.ts";

describe("mayReadDevMailbox", () => {
  it("serves loopback clients that came straight to the socket", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
      expect(
        mayReadDevMailbox({ remoteAddress: address, proxied: false, host: "localhost:3000" }, false),
        address,
      ).toBe(true);
    }
  });

  it("takes a Host that names this machine, and no other name (DNS rebinding)", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "LocalHost:3000",
      "app.localhost:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
      "[::1]",
      "::1",
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      "rebind.evil.example:3000",
      "127.0.0.1.evil.example",
      "localhost.evil.example",
      "[fd00::2]:80",
      "",
      undefined,
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false);
    expect(
      mayReadDevMailbox({ remoteAddress: "127.0.0.1", proxied: false, host: "rebind.evil.example:3000" }, false),
    ).toBe(false);
    expect(
      mayReadDevMailbox({ remoteAddress: "127.0.0.1", proxied: false, host: "rebind.evil.example:3000" }, true),
    ).toBe(true);
  });

  it("refuses other hosts and anything through a proxy, unless DEV_MAILBOX=true", () => {
    for (const address of ["192.0.2.2", "10.0.0.1", "::ffff:10.0.0.1", "fd00::2", "128.0.0.1", undefined]) {
      expect(
        mayReadDevMailbox({ remoteAddress: address, proxied: false, host: "localhost" }, false),
        String(address),
      ).toBe(false);
      expect(
        mayReadDevMailbox({ remoteAddress: address, proxied: false, host: "localhost" }, true),
        String(address),
      ).toBe(true);
    }
    expect(mayReadDevMailbox({ remoteAddress: "127.0.0.1", proxied: true, host: "localhost" }, false)).toBe(false);
  });
});

describe("the guard on loopback, by the path as React Router routes it", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.use(devMailboxGuard(false));
    app.use(devMailboxGuard(false, DEV_BILLING_PATH));
    app.use((_req, res) => res.send("through"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  // node:http, not fetch: fetch sets Host itself.
  const status = (path: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .once("error", reject);
    });

  const guarded = [
    "/dev/mailbox",
    "/DEV/MAILBOX",
    "/Dev/Mailbox.data",
    "/dev/%6dailbox",
    "/%64ev/mailbox/",
    "//dev//mailbox",
    "/dev/billing/advance",
    "/DEV/billing/advance",
    "/dev/%62illing/advance",
  ];

  it("serves this machine under every spelling of the path", async () => {
    for (const path of guarded) expect(await status(path, { host: `localhost:${port}` }), path).toBe(200);
  });

  it("answers 404 under every spelling to a proxied request or another host name", async () => {
    for (const path of guarded) {
      expect(await status(path, { host: `localhost:${port}`, "x-forwarded-for": "203.0.113.5" }), path).toBe(404);
      expect(await status(path, { host: `rebind.evil.example:${port}` }), path).toBe(404);
    }
    expect(await status("/courses", { host: `rebind.evil.example:${port}` })).toBe(200);
    expect(await status("/dev/mailboxes", { host: `rebind.evil.example:${port}` })).toBe(200);
  });
});

/** This machine's first non-loopback IPv4 address: a client that is not on loopback. */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

describe.runIf(externalAddress)("the mailbox over real sockets", () => {
  const servers: Server[] = [];
  const start = async (openToAll: boolean) => {
    const app = express();
    app.use(devMailboxGuard(openToAll));
    app.use((_req, res) => res.send("mailbox"));
    const server = app.listen(0, "0.0.0.0");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    return (server.address() as AddressInfo).port;
  };
  let closed: number;
  let open: number;
  beforeAll(async () => {
    closed = await start(false);
    open = await start(true);
  });
  afterAll(() => servers.forEach((s) => s.close()));

  const get = (host: string, port: number, path: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${port}${path}`, { headers }).then((r) => r.status);

  it("shows the mailbox to this machine and 404 to another host, X-Forwarded-For or not", async () => {
    for (const path of ["/dev/mailbox", "/dev/mailbox.data", "/dev/mailbox/"]) {
      expect(await get("127.0.0.1", closed, path), path).toBe(200);
      expect(await get(externalAddress!, closed, path), path).toBe(404);
      expect(await get(externalAddress!, closed, path, { "x-forwarded-for": "127.0.0.1" }), path).toBe(404);
      expect(await get("127.0.0.1", closed, path, { "x-forwarded-for": "203.0.113.9" }), path).toBe(404);
    }
    expect(await get(externalAddress!, closed, "/courses")).toBe(200);
  });

  it("shows it to anyone with DEV_MAILBOX=true", async () => {
    expect(await get(externalAddress!, open, "/dev/mailbox")).toBe(200);
  });
});
