import type { AddressInfo } from "node:net";
import os from "node:os";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devMailboxGuard, isLoopbackAddress, mayReadDevMailbox } from "./dev-mailbox-guard.ts";

describe("mayReadDevMailbox", () => {
  it("serves loopback clients that came straight to the socket", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
      expect(mayReadDevMailbox({ remoteAddress: address, proxied: false }, false), address).toBe(true);
    }
  });

  it("refuses other hosts and anything through a proxy, unless DEV_MAILBOX=true", () => {
    for (const address of ["192.0.2.2", "10.0.0.1", "::ffff:10.0.0.1", "fd00::2", "128.0.0.1", undefined]) {
      expect(mayReadDevMailbox({ remoteAddress: address, proxied: false }, false), String(address)).toBe(false);
      expect(mayReadDevMailbox({ remoteAddress: address, proxied: false }, true), String(address)).toBe(true);
    }
    expect(mayReadDevMailbox({ remoteAddress: "127.0.0.1", proxied: true }, false)).toBe(false);
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
