// The 429 answers of the resource routes whose limits are counted in the database
// (server/domain/rate-limit.ts): they keep their Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ERROR_RATE_LIMIT_PER_MINUTE } from "~/core/error-reports.ts";
import { parseEnv } from "~/server/env.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import { action as clientErrorsAction } from "./client-errors.ts";
import { action as newsletterAction } from "./newsletter.tsx";

let app: RouteTestApp;
beforeAll(async () => {
  app = await createRouteTestApp("rate-limit-routes-");
});
afterAll(() => app.destroy());

const args = async (request: Request) => ({ request, context: await app.contextFor(request), params: {} }) as never;

describe("limited resource routes", () => {
  it("newsletter: 429 with Retry-After once the hourly limit is passed", async () => {
    const signUp = (n: number) => {
      const body = new FormData();
      body.set("email", `limit-${n}@example.com`);
      return args(new Request("http://localhost/api/newsletter", { method: "POST", body })).then(newsletterAction);
    };
    const limit = parseEnv({}).newsletterRateLimitPerHour;
    for (let n = 0; n < limit; n++) expect(await signUp(n)).toMatchObject({ data: { ok: true } });
    const refused = (await signUp(limit)) as unknown as { init: ResponseInit };
    expect(refused.init.status).toBe(429);
    expect(Number(new Headers(refused.init.headers).get("retry-after"))).toBeGreaterThan(3_000);
  });

  it("browser error reports: 429 with Retry-After once the per-minute limit is passed", async () => {
    const report = async () =>
      clientErrorsAction(
        await args(
          new Request("http://localhost/api/client-errors", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ kind: "error", message: "boom", url: "http://localhost/", stack: "" }),
          }),
        ),
      );
    for (let n = 0; n < CLIENT_ERROR_RATE_LIMIT_PER_MINUTE; n++) expect((await report()).status).toBe(204);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
