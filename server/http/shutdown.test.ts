// A real server draining on shutdown: idle keep-alive sockets close at once, an in-flight request
// finishes with `Connection: close`, and nothing new is accepted.
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createDrainer } from "./shutdown.ts";

/** A raw keep-alive connection that collects what the server sends. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`),
    received: () => received,
    closed,
  };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
};

describe("createDrainer", () => {
  it("closes idle keep-alive sockets, finishes in-flight requests with Connection: close, accepts nothing new", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slowStarted = false;
    const app = express();
    app.get("/fast", (_req, res) => res.send("fast"));
    app.get("/slow", async (_req, res) => {
      slowStarted = true;
      await gate;
      res.send("slow");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const drainer = createDrainer(server);
    const { port } = server.address() as AddressInfo;

    const idle = await connect(port);
    idle.send("/fast");
    await until(() => idle.received().endsWith("fast"));
    expect(idle.received()).toMatch(/Connection: keep-alive/i);

    const busy = await connect(port);
    busy.send("/slow");
    await until(() => slowStarted);

    const drained = drainer.drain(10_000);
    expect(drainer.draining).toBe(true);
    await idle.closed; // at once, not after the keep-alive timeout
    await expect(connect(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });

    release();
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(busy.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(busy.received().endsWith("slow")).toBe(true);
    await drained;
  });
});
