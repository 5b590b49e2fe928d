import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLoadShedder, SHED_MESSAGE } from "./load-shedding.ts";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app whose requests wait until released, behind a shedder. */
async function start(options: Parameters<typeof createLoadShedder>[0]) {
  const shedder = createLoadShedder(options);
  const waiting: (() => void)[] = [];
  const app = express();
  app.use(shedder.middleware);
  app.get("/", (_req, res) => {
    waiting.push(() => res.send("ok"));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  return { shedder, waiting, url };
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe("load shedding", () => {
  it("runs up to the limit, queues a few more and refuses the rest at once with 503 and Retry-After", async () => {
    const { shedder, waiting, url } = await start({ maxInFlight: 2, maxQueued: 1, queueTimeoutMs: 60_000 });
    const answers = Array.from({ length: 5 }, () => fetch(url));
    const refused = await Promise.all(answers.slice(3));
    for (const r of refused) {
      expect(r.status).toBe(503);
      expect(r.headers.get("retry-after")).toBe("2");
      expect(await r.text()).toBe(`${SHED_MESSAGE}\n`);
    }
    await until(() => waiting.length === 2);
    expect(shedder.stats()).toMatchObject({ inFlight: 2, queued: 1, shed: 2 });
    // Releasing one lets the queued request in.
    waiting.shift()!();
    await until(() => waiting.length === 2);
    waiting.splice(0).forEach((release) => release());
    const served = await Promise.all(answers.slice(0, 3));
    expect(served.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(shedder.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it("answers a request that waited too long with 503 rather than letting it hang", async () => {
    const { waiting, url } = await start({ maxInFlight: 1, maxQueued: 5, queueTimeoutMs: 50 });
    const first = fetch(url);
    await until(() => waiting.length === 1);
    const queued = await fetch(url);
    expect(queued.status).toBe(503);
    waiting.shift()!();
    expect((await first).status).toBe(200);
  });
});
