// The sign-up action as a form posted without JavaScript: the shared schema refuses bad input with
// 400 and Conform's field errors (nothing is created); a service refusal comes back the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import { action } from "./signup.tsx";

let app: RouteTestApp;
beforeAll(async () => {
  app = await createRouteTestApp("signup-route-");
});
afterAll(async () => {
  await app.destroy();
});

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/signup", { method: "POST", body: new URLSearchParams(fields) });
  const answer = await (action as unknown as (args: object) => Promise<unknown>)({
    request,
    params: {},
    context: await app.contextFor(request),
  });
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location"), data: null };
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, data };
}

describe("sign-up action without JavaScript", () => {
  it("answers 400 with each field's error from the shared schema, the values kept but not the password", async () => {
    const result = await post({
      firstName: "",
      lastName: "Lovelace",
      email: "not-an-address",
      password: "lowercase only",
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      result: {
        status: "error",
        error: {
          firstName: ["Enter your first name."],
          email: ["Enter a valid email address, like name@example.com."],
          password: ["Your password needs an uppercase letter and a number."],
        },
        initialValue: { lastName: "Lovelace", email: "not-an-address" },
      },
    });
    expect(JSON.stringify(result.data)).not.toContain("lowercase only");
  });

  it("passes a valid form to the service and goes on to verification", async () => {
    const result = await post({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.route@example.com",
      password: "Analytical-Engine-1843",
    });
    expect(result).toMatchObject({ status: 302, location: "/signup/verify?email=ada.route%40example.com" });
  });

  it("shows a refusal of the service (a common password) as the form's error, 400", async () => {
    const result = await post({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.common@example.com",
      password: "P@ssw0rd",
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ result: { status: "error", error: { "": [expect.any(String)] } } });
  });
});
