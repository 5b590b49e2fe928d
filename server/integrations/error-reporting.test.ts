import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { parseEnv } from "../env.ts";
import { flushServerErrorReporting, initServerErrorReporting, reportServerError } from "./error-reporting.ts";

/** A stand-in for Sentry's ingest endpoint: keeps the event items of every envelope. */
let ingest: http.Server;
const events: Record<string, unknown>[] = [];
let dsn: string;

beforeAll(async () => {
  ingest = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const lines = body.split("\n").filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        if ((JSON.parse(lines[i]!) as { type: string }).type === "event") events.push(JSON.parse(lines[i + 1]!));
      }
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, "127.0.0.1", () => resolve()));
  dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/7`;
});
afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));

describe("server error reporting", () => {
  it("logs every error, and sends it to Sentry with the user, the environment tag, and no duplicate", async () => {
    const { logger, lines } = createTestLogger();
    await initServerErrorReporting(parseEnv({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: "staging" }), logger);
    const request = new Request("http://localhost/courses/broken", { method: "GET" });
    const user = { id: "user_1", email: "ada@example.com" };
    const fail = () => new Error("loader exploded");
    reportServerError(logger, fail(), { request, user });
    reportServerError(logger, fail(), { request, user });
    reportServerError(logger, new Error("something else"), { request });
    await flushServerErrorReporting(5_000);

    expect(lines.filter((line) => line.msg === "server error")).toHaveLength(3);
    expect(lines.find((line) => line.msg === "server error")).toMatchObject({
      path: "/courses/broken",
      userId: "user_1",
    });
    // Events are processed and sent concurrently, so they may arrive in any order.
    const valueOf = (event: Record<string, unknown>) =>
      (event.exception as { values: { value: string }[] }).values.at(-1)!.value;
    expect(events.map(valueOf).sort()).toEqual(["loader exploded", "something else"]);
    const withUser = events.find((event) => valueOf(event) === "loader exploded");
    expect(withUser).toMatchObject({ environment: "staging", user: { id: "user_1", email: "ada@example.com" } });
    expect(events.find((event) => valueOf(event) === "something else")).not.toHaveProperty("user");

    // After a different error, the first one is new again.
    reportServerError(logger, fail(), { request, user });
    await flushServerErrorReporting(5_000);
    expect(events.map(valueOf).filter((value) => value === "loader exploded")).toHaveLength(2);
    // Loading the SDK (OpenTelemetry included) takes seconds on a busy machine.
  }, 30_000);
});
