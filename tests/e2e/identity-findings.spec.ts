// The sign-in findings of the identity issue, each checked against the running app: a stranger who
// knows an address cannot lock its owner out of a browser that signed in before (OWASP device
// cookie), an office behind one address can sign up and sign in, and known and unknown addresses
// get the same answers. Form posts go through the request API (as a browser without JavaScript
// sends them) so a test can make many of them quickly.
import crypto from "node:crypto";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import {
  logIn,
  newAccount,
  signedInAccount,
  test,
  verifiedAccount,
  verificationMail,
  type Account,
} from "./support/accounts.ts";
import { extractCode } from "./support/smtp.ts";
import { scaled } from "./support/time-scale.ts";

const form = (
  request: APIRequestContext,
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  ip: string,
): Promise<APIResponse> =>
  request.post(path, {
    form: fields,
    maxRedirects: 0,
    // A same-origin form post, from the address a proxy would name.
    headers: { Origin: baseURL, "X-Forwarded-For": ip },
  });

const randomIp = () => {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${a}.${b}.${(c! % 254) + 1}`;
};

const signIn = (request: APIRequestContext, baseURL: string, email: string, password: string, ip: string) =>
  form(request, baseURL, "/login", { email, password, rememberMe: "on", returnTo: "/dashboard" }, ip);

test("a stranger's failed log-ins do not lock the owner out of a browser that signed in before", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const owner = await verifiedAccount(page, "device");
  // The owner's browser signs in once (and so becomes known), then logs out.
  await logIn(page, owner);
  await page.context().clearCookies({ name: "maven.session_token" });

  // A stranger with the address, from another browser and address: wrong passwords until the
  // account is locked for unknown browsers for at least 8 seconds (the waits double from 1 s).
  const stranger = await playwright.request.newContext({ baseURL });
  const strangerIp = randomIp();
  await expect(async () => {
    const answer = await signIn(stranger, baseURL!, owner.email, `Wrong-${crypto.randomUUID()}`, strangerIp);
    expect([400, 429]).toContain(answer.status());
    const wait = /Try again in (\d+) (second|minute)/.exec(await answer.text());
    expect(wait && Number(wait[1]) * (wait[2] === "minute" ? 60 : 1)).toBeGreaterThanOrEqual(8);
  }).toPass({ timeout: scaled(60_000), intervals: [250] });

  // The owner's known browser still gets in with the right password...
  const owners = await signIn(page.request, baseURL!, owner.email, owner.password, randomIp());
  expect(owners.status(), "the owner's browser").toBe(302);
  expect(owners.headers()["location"]).toBe("/dashboard");
  // ...while the right password from the stranger's browser is still refused.
  const strangers = await signIn(stranger, baseURL!, owner.email, owner.password, strangerIp);
  expect(strangers.status(), "the right password from an unknown browser").toBe(429);
  await stranger.dispose();
});

test("thirty colleagues behind one office address all sign up and sign in", async ({ playwright, baseURL }) => {
  test.setTimeout(scaled(180_000));
  const office = randomIp();
  const colleagues: Account[] = Array.from({ length: 30 }, () => newAccount("office"));
  const browser = await playwright.request.newContext({ baseURL });
  for (const person of colleagues) {
    const signedUp = await form(browser, baseURL!, "/signup", { ...person }, office);
    expect(signedUp.status(), `sign-up of ${person.email}`).toBe(302);
  }
  for (const person of colleagues) {
    const code = extractCode(await verificationMail(person.email));
    const verified = await form(
      browser,
      baseURL!,
      "/signup/verify",
      { email: person.email, code, intent: "verify" },
      office,
    );
    expect(verified.status(), `verification of ${person.email}`).toBe(302);
    const signedIn = await signIn(browser, baseURL!, person.email, person.password, office);
    expect(signedIn.status(), `sign-in of ${person.email}`).toBe(302);
    expect(signedIn.headers()["location"]).toBe("/dashboard");
  }
  await browser.dispose();
});

test("known and unknown addresses get the same answers", async ({ page, playwright, baseURL }) => {
  const known = await verifiedAccount(page, "known");
  const unknown = newAccount("nobody");
  const client = await playwright.request.newContext({ baseURL });
  const ip = randomIp();
  const bodyText = async (response: APIResponse) =>
    (await response.text()).replaceAll(known.email, "EMAIL").replaceAll(unknown.email, "EMAIL");

  // Sign-up: both go on to "check your inbox" for the address given.
  const signUps = await Promise.all(
    [known, unknown].map((person) =>
      form(client, baseURL!, "/signup", { ...person, password: `${person.password}9` }, ip),
    ),
  );
  expect(signUps.map((r) => r.status())).toEqual([302, 302]);
  expect(signUps.map((r) => r.headers()["location"]?.replace(/email=[^&]+/, "email=EMAIL"))).toEqual([
    "/signup/verify?email=EMAIL",
    "/signup/verify?email=EMAIL",
  ]);

  // Log-in with a wrong password: the same status and message.
  const signIns = await Promise.all(
    [known, unknown].map((person) => signIn(client, baseURL!, person.email, "Not-The-Password-42!", ip)),
  );
  expect(signIns.map((r) => r.status())).toEqual([400, 400]);
  const [knownSignIn, unknownSignIn] = await Promise.all(signIns.map((r) => r.text()));
  expect(knownSignIn).toContain("Incorrect email or password.");
  expect(unknownSignIn).toContain("Incorrect email or password.");

  // Forgot password: the same page either way.
  const resets = await Promise.all(
    [known, unknown].map((person) => form(client, baseURL!, "/login/forgot-password", { email: person.email }, ip)),
  );
  expect(resets.map((r) => r.status())).toEqual([200, 200]);
  const [knownReset, unknownReset] = await Promise.all(resets.map(bodyText));
  const message = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0].replace(/nonce="[^"]*"/g, "");
  expect(message(knownReset!)).toBe(message(unknownReset!));
  await client.dispose();
});

test("turning on text-message codes warns of their risk first", async ({ page }) => {
  await signedInAccount(page, "sms-risk");
  await page.goto("/dashboard/account/security");
  const textMessage = page
    .getByRole("region", { name: "Text message" })
    .or(page.locator("section", { hasText: "Text message" }).last());
  await expect(textMessage.getByText(/Text messages are less secure than an authenticator app/)).toBeVisible();
  await expect(textMessage.getByRole("button", { name: "Text me a code" })).toBeVisible();
});
