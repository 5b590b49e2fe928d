import crypto from "node:crypto";
import os from "node:os";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DAY_S,
  EMAIL_VERIFICATION_TTL_S,
  IP_LIMITS,
  LOCKOUT_THRESHOLD,
  MAX_CODE_ATTEMPTS,
  PASSWORD_RESET_TTL_S,
  RESEND_COOLDOWN_S,
  SESSION_TTL_S,
  SMS_CODE_TTL_S,
} from "~/core/auth-limits.ts";
import { PASSWORD_MESSAGES } from "~/core/password-policy.ts";
import { authThrottles, mfaBackupCodes, mfaFactors, sessions, users } from "~/db/schema/users.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { sessionCookie, TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S } from "../../auth/device-cookie.ts";
import { TOTP_STEP_S } from "../../auth/totp.ts";
import { parseEnv } from "../../env.ts";
import type { OutboxEntry } from "../../mail/outbox.ts";
import { createServices, type Services } from "../../services.ts";
import { BadInput, type DomainError, NotFound, RateLimited } from "../errors.ts";
import { EmailNotVerified, MESSAGES, type RequestMeta, type SignedIn, type SignInResult } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

// A fake clock every part of the auth service reads (sessions, codes, limits); tests move it to pass
// expiries, lockouts and session lifetimes.
let now: Date;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let services: Services;
let ip: string;
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const servicesWith = (env: Record<string, string> = {}) =>
  createServices({
    database,
    storage: createLocalStorage(os.tmpdir()),
    env: parseEnv({ NODE_ENV: "test", ...env }),
    logger: createTestLogger().logger,
    authSecret: TEST_AUTH_SECRET,
    clock: () => now,
  });

beforeEach(() => {
  now = new Date();
  ip = nextIp();
  services = servicesWith();
});

const auth = () => services.auth;
const outbox = () => {
  if (!services.outbox) throw new Error("the test env should turn the dev outbox on");
  return services.outbox;
};
const meta = (from = ip, userAgent = "vitest", deviceToken?: string | null): RequestMeta => ({
  ip: from,
  userAgent,
  ...(deviceToken !== undefined ? { deviceToken } : {}),
});
/** A browser that has the device cookie of an earlier sign-in. */
const knownBrowser = (deviceToken: string, from = ip) => meta(from, "vitest", deviceToken);

const unique = () => crypto.randomBytes(5).toString("hex");
const PASSWORD = "Correct-Horse-7-Battery";
const NEW_PASSWORD = "Fresh-Staple-42-Lamp";
/** In the common-password list ("p@ssw0rd"), and meets every rule: only the list refuses it. */
const COMMON_PASSWORD = "P@ssw0rd";
/** server/auth/password-strength.ts's answer for a password on the common list. */
const COMMON_PASSWORD_MESSAGE =
  "This password is too easy to guess: it is one of the most common passwords. Add another word or two.";
/** 128 characters as people count them; varied emoji, as one repeated is a pattern the strength check refuses. */
const EMOJI_PASSWORD = `Aa1${Array.from({ length: 125 }, (_, i) => String.fromCodePoint(0x1f600 + ((i * 7) % 80))).join("")}`;

// ---- outbox ----

const mailsTo = (email: string) =>
  outbox()
    .list()
    .filter((e) => e.kind === "mail" && e.to === email);
const textsTo = (phone: string) =>
  outbox()
    .list()
    .filter((e) => e.kind === "sms" && e.to === phone);

function latestMail(email: string): OutboxEntry {
  const mail = outbox().latestFor(email, "mail");
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The 6-digit code of a mail or text (links stripped first: tokens may hold digits). */
function codeIn(entry: OutboxEntry): string {
  const match = /\b(\d{6})\b/.exec(entry.text.replace(/https?:\/\/\S+/g, ""));
  if (!match) throw new Error(`no code in: ${entry.text}`);
  return match[1]!;
}

function linkToken(entry: OutboxEntry, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=(\\S+)`).exec(entry.text);
  if (!match) throw new Error(`no ${path} link in: ${entry.text}`);
  return decodeURIComponent(match[1]!);
}

const verificationOf = (email: string) => {
  const mail = latestMail(email);
  return { token: linkToken(mail, "/signup/verify"), code: codeIn(mail) };
};

const latestText = (phone: string) => {
  const text = outbox().latestFor(phone, "sms");
  if (!text) throw new Error(`no text to ${phone}`);
  return text;
};

// ---- sessions as the request pipeline sees them ----

/** The request a browser sends with the session cookie of this token. */
const requestWith = (token: string) => new Request("http://localhost/", { headers: { cookie: sessionCookie(token) } });
const viewerOf = (token: string) => services.viewer.fromRequest(requestWith(token));

// ---- errors ----

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) throw new Error("expected the call to fail");
  return error as DomainError;
}

async function expectBadInput(promise: Promise<unknown>, message: string) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(BadInput);
  expect(error.message).toBe(message);
  return error;
}

async function expectLocked(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(RateLimited);
  expect(error.message).toMatch(/^Too many failed attempts for this account\. Try again in /);
  return error as RateLimited;
}

// ---- users ----

interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userId: string;
}

async function signUp(overrides: Partial<Omit<TestUser, "userId">> = {}, from = meta()): Promise<TestUser> {
  const input = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada-${unique()}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
  await auth().signUp(input, from);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!row) throw new Error("sign-up created no user");
  return { ...input, userId: row.id };
}

async function verifiedUser(overrides: Partial<Omit<TestUser, "userId">> = {}): Promise<TestUser> {
  const user = await signUp(overrides);
  await auth().verifyEmailToken(verificationOf(user.email).token);
  return user;
}

async function signIn(user: Pick<TestUser, "email" | "password">, from = meta()): Promise<SignInResult> {
  return auth().signIn({ email: user.email, password: user.password }, from);
}

function expectSignedIn(result: SignInResult): SignedIn {
  if (result.kind !== "signed-in") throw new Error(`expected a session, got ${result.kind}`);
  return result;
}

/** A password sign-in that must finish without a second factor. */
async function signedIn(user: Pick<TestUser, "email" | "password">, from = meta()): Promise<SignedIn> {
  return expectSignedIn(await signIn(user, from));
}

/** A password sign-in that must stop at the second factor: the challenge token the browser keeps. */
async function challenged(user: Pick<TestUser, "email" | "password">, from = meta()): Promise<string> {
  const result = await signIn(user, from);
  if (result.kind !== "mfa") throw new Error(`expected the second-factor step, got ${result.kind}`);
  expect(result).not.toHaveProperty("session");
  return result.challenge.token;
}

/** The session id the viewer service resolves the sign-in's token to (it must be live). */
async function sessionIdOf(done: SignedIn): Promise<string> {
  const viewer = await viewerOf(done.session.token);
  if (!viewer) throw new Error("the token has no live session");
  expect(viewer.sessionId).toBe(done.session.sessionId);
  return viewer.sessionId;
}

const allUserCount = async () => (await database.db.select({ id: users.id }).from(users)).length;
const userCount = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()))).length;

// ---- TOTP (an independent implementation computes the codes) ----

const totpAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, "")),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  }).generate({ timestamp: at.getTime() });
const stepsFromNow = (steps: number) => new Date(now.getTime() + steps * TOTP_STEP_S * 1000);

/** Moves to the next 30-second step (codes of used steps are refused) and returns its code. */
const freshTotp = (secret: string) => {
  advance(TOTP_STEP_S);
  return totpAt(secret, now);
};

async function enableTotp(user: TestUser) {
  const setup = await auth().beginTotp(user.userId, user.password);
  if (!setup) throw new Error("no TOTP setup pending");
  const { backupCodes } = await auth().confirmTotp(user.userId, totpAt(setup.secret, now));
  if (!backupCodes) throw new Error("no backup codes");
  return { secret: setup.secret.replace(/\s/g, ""), backupCodes };
}

const PHONE = "+14155550100";

async function enableSms(user: TestUser, phone = PHONE) {
  await auth().beginSms(user.userId, user.password, phone);
  const { backupCodes } = await auth().confirmSms(user.userId, codeIn(latestText(phone)));
  return { backupCodes };
}

/** `count` wrong passwords for `email`; returns the error of the last one. */
async function failSignIns(email: string, count: number, from = meta()) {
  let last: DomainError | undefined;
  for (let i = 0; i < count; i++) last = await rejection(signIn({ email, password: "Wrong-Guess-1!" }, from));
  return last!;
}

// =====================================================================================================

describe("sign-up", () => {
  it("creates an unverified user and sends one mail with a link and a code", async () => {
    const email = `new-${unique()}@example.com`;
    const answer = await auth().signUp(
      { firstName: " Ada ", lastName: "Lovelace", email: email.toUpperCase(), password: PASSWORD },
      meta(),
    );
    expect(answer).toEqual({ email });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Ada Lovelace", firstName: "Ada", lastName: "Lovelace", emailVerified: false });

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Verify your email address");
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/signup\/verify\?token=\S+/);
    expect(codeIn(mails[0]!)).toMatch(/^\d{6}$/);
  });

  it.each([
    ["a malformed email", { email: "not-an-email" }, "Enter a valid email address, like name@example.com."],
    ["a first name over 100 characters", { firstName: "A".repeat(101) }, "Use 100 characters or fewer."],
    ["a last name over 100 characters", { lastName: "L".repeat(101) }, "Use 100 characters or fewer."],
    ["a name with markup", { firstName: "<script>" }, "Your first name can't contain < > or control characters."],
    ["a password over 128 characters", { password: `Aa1!${"x".repeat(125)}` }, "Use 128 characters or fewer."],
    ["a weak password", { password: "password" }, "Your password needs an uppercase letter, a number and a symbol."],
    ["a short password", { password: "Aa1!aa" }, "Your password needs at least 8 characters."],
    ["a common password", { password: COMMON_PASSWORD }, COMMON_PASSWORD_MESSAGE],
    [
      "the name as password",
      { firstName: "Zaphod", lastName: "Beeblebrox-1!", password: "Beeblebrox-1!" },
      PASSWORD_MESSAGES.name,
    ],
  ])("refuses %s and creates nothing", async (_, overrides, message) => {
    const input = { firstName: "Ada", lastName: "Lovelace", email: `bad-${unique()}@example.com`, ...overrides };
    const before = await allUserCount();
    const error = await expectBadInput(auth().signUp({ password: PASSWORD, ...input }, meta()), message);
    expect(Object.values(error.fieldErrors ?? {}).flat()).toContain(message);
    expect(await allUserCount()).toBe(before);
    expect(outbox().list()).toEqual([]);
  });

  it("takes a password of 128 characters counted as people count them (an emoji is one)", async () => {
    const password = EMOJI_PASSWORD;
    const user = await verifiedUser({ password });
    expect((await signIn(user)).kind).toBe("signed-in");
    const tooLong = `${password}😀`;
    await expectBadInput(
      auth().signUp(
        { firstName: "Ada", lastName: "Lovelace", email: `emoji-${unique()}@example.com`, password: tooLong },
        meta(),
      ),
      "Use 128 characters or fewer.",
    );
    await expectBadInput(signIn({ email: user.email, password: tooLong }), "Use 128 characters or fewer.");
  });

  it("refuses the email address as password", async () => {
    // The fixed digit keeps this address clear of the other password rules whatever unique() returns.
    const email = `Ada.Lovelace-1${unique()}@Example.com`;
    const error = await expectBadInput(
      auth().signUp({ firstName: "Ada", lastName: "Lovelace", email, password: email }, meta()),
      PASSWORD_MESSAGES.email,
    );
    expect(error.fieldErrors).toEqual({ password: [PASSWORD_MESSAGES.email] });
    expect(await userCount(email)).toBe(0);
  });

  it("answers the same for an address that has an account, and makes no second account", async () => {
    const user = await verifiedUser();
    const answer = await auth().signUp(
      { firstName: "Mallory", lastName: "Intruder", email: user.email.toUpperCase(), password: NEW_PASSWORD },
      meta(),
    );
    expect(answer).toEqual({ email: user.email });
    expect(await userCount(user.email)).toBe(1);
    // The holder hears about it; the account keeps its name and password.
    expect(latestMail(user.email).subject).toBe("You already have a Maven Analytics account");
    const [row] = await database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.name).toBe("Ada Lovelace");
    expect((await signIn(user)).kind).toBe("signed-in");
    await expectBadInput(signIn({ email: user.email, password: NEW_PASSWORD }), MESSAGES.badCredentials);
  });

  it("answers the same for an unverified address, without a second account or a second mail within a minute", async () => {
    const user = await signUp();
    expect(await auth().signUp({ ...user, password: NEW_PASSWORD }, meta())).toEqual({ email: user.email });
    expect(await userCount(user.email)).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("email verification", () => {
  it("refuses to sign in before the address is verified", async () => {
    const user = await signUp();
    const error = await rejection(signIn(user));
    expect(error).toBeInstanceOf(EmailNotVerified);
    expect(error.code).toBe("FORBIDDEN");
    expect(error.message).toBe("Verify your email address to log in. We sent you a link and a 6-digit code.");
    // A wrong password says nothing about the address.
    await expectBadInput(signIn({ email: user.email, password: NEW_PASSWORD }), MESSAGES.badCredentials);
  });

  it("verifies by the link, once", async () => {
    const user = await signUp();
    const { token, code } = verificationOf(user.email);
    expect(await auth().verifyEmailToken(token)).toEqual({ email: user.email });
    expect((await signIn(user)).kind).toBe("signed-in");
    await expectBadInput(auth().verifyEmailToken(token), MESSAGES.badLink);
    // The link and the code are one: the code of that mail is spent too.
    await expectBadInput(auth().verifyEmailCode({ email: user.email, code }, meta()), MESSAGES.badCode);
  });

  it("carries a plan chosen before sign-up in the mail's link, and nothing but a same-site path", async () => {
    const email = `ada-${unique()}@example.com`;
    const input = { firstName: "Ada", lastName: "Lovelace", email, password: PASSWORD };
    await auth().signUp(input, meta(), { returnTo: "/signup/checkout?plan=pro-annual" });
    expect(latestMail(email).text).toMatch(
      /\/signup\/verify\?token=[^&\s]+&returnTo=%2Fsignup%2Fcheckout%3Fplan%3Dpro-annual/,
    );
    const other = `ada-${unique()}@example.com`;
    await auth().signUp({ ...input, email: other }, meta(), { returnTo: "//evil.example/x" });
    expect(latestMail(other).text).not.toContain("returnTo");
    // A new mail asked for on the verify page carries it on as well.
    advance(RESEND_COOLDOWN_S);
    await auth().resendVerification(email, meta(), { returnTo: "/signup/checkout?plan=pro-annual" });
    expect(mailsTo(email)).toHaveLength(2);
    expect(latestMail(email).text).toMatch(
      /\/signup\/verify\?token=[^&\s]+&returnTo=%2Fsignup%2Fcheckout%3Fplan%3Dpro-annual/,
    );
  });

  it("refuses made-up and oversized links", async () => {
    await expectBadInput(auth().verifyEmailToken(crypto.randomBytes(32).toString("base64url")), MESSAGES.badLink);
    await expectBadInput(auth().verifyEmailToken(""), MESSAGES.badLink);
    await expectBadInput(auth().verifyEmailToken("x".repeat(201)), MESSAGES.badLink);
  });

  it("verifies by the code, once, and the link of that mail is then spent", async () => {
    const user = await signUp();
    const { token, code } = verificationOf(user.email);
    expect(
      await auth().verifyEmailCode(
        { email: user.email.toUpperCase(), code: ` ${code.slice(0, 3)}-${code.slice(3)} ` },
        meta(),
      ),
    ).toEqual({
      email: user.email,
    });
    expect((await signIn(user)).kind).toBe("signed-in");
    await expectBadInput(auth().verifyEmailCode({ email: user.email, code }, meta()), MESSAGES.badCode);
    await expectBadInput(auth().verifyEmailToken(token), MESSAGES.badLink);
  });

  it("refuses a code for an address without an account, like a wrong code", async () => {
    await expectBadInput(
      auth().verifyEmailCode({ email: `nobody-${unique()}@example.com`, code: "123456" }, meta()),
      MESSAGES.badCode,
    );
  });

  it(`spends the code after ${MAX_CODE_ATTEMPTS} wrong tries`, async () => {
    const user = await signUp();
    const { token, code } = verificationOf(user.email);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      await expectBadInput(auth().verifyEmailCode({ email: user.email, code: wrong }, meta()), MESSAGES.badCode);
    }
    await expectBadInput(auth().verifyEmailCode({ email: user.email, code: wrong }, meta()), MESSAGES.codeSpent);
    await expectBadInput(auth().verifyEmailCode({ email: user.email, code }, meta()), MESSAGES.badCode);
    await expectBadInput(auth().verifyEmailToken(token), MESSAGES.badLink);
    expect((await rejection(signIn(user))).name).toBe("EmailNotVerified");
  });

  it("refuses a link and a code older than 24 hours", async () => {
    const user = await signUp();
    const { token, code } = verificationOf(user.email);
    advance(EMAIL_VERIFICATION_TTL_S);
    await expectBadInput(auth().verifyEmailToken(token), MESSAGES.expiredLink);
    await expectBadInput(auth().verifyEmailCode({ email: user.email, code }, meta()), MESSAGES.badCode);
  });

  it("still takes the code just before 24 hours", async () => {
    const user = await signUp();
    const { code } = verificationOf(user.email);
    advance(EMAIL_VERIFICATION_TTL_S - 60);
    expect(await auth().verifyEmailCode({ email: user.email, code }, meta())).toEqual({ email: user.email });
  });

  it("resends at most once a minute, and a new mail replaces the old link and code", async () => {
    const user = await signUp();
    const first = verificationOf(user.email);

    await auth().resendVerification(user.email, meta());
    expect(mailsTo(user.email)).toHaveLength(1);

    advance(RESEND_COOLDOWN_S);
    await auth().resendVerification(user.email, meta());
    expect(mailsTo(user.email)).toHaveLength(2);
    const second = verificationOf(user.email);
    expect(second.token).not.toBe(first.token);

    await expectBadInput(auth().verifyEmailToken(first.token), MESSAGES.badLink);
    if (first.code !== second.code) {
      await expectBadInput(auth().verifyEmailCode({ email: user.email, code: first.code }, meta()), MESSAGES.badCode);
    }
    expect(await auth().verifyEmailCode({ email: user.email, code: second.code }, meta())).toEqual({
      email: user.email,
    });
  });

  it("answers a resend the same for unknown and verified addresses, sending nothing", async () => {
    const unknown = `nobody-${unique()}@example.com`;
    await expect(auth().resendVerification(unknown, meta())).resolves.toBeUndefined();
    const user = await verifiedUser();
    advance(RESEND_COOLDOWN_S);
    await expect(auth().resendVerification(user.email, meta())).resolves.toBeUndefined();
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("sign-in", () => {
  it("gives the same answer for a wrong password and an unknown address", async () => {
    const user = await verifiedUser();
    const wrongPassword = await expectBadInput(
      signIn({ email: user.email, password: NEW_PASSWORD }),
      MESSAGES.badCredentials,
    );
    const unknown = await expectBadInput(
      signIn({ email: `nobody-${unique()}@example.com`, password: PASSWORD }),
      MESSAGES.badCredentials,
    );
    expect(unknown.fieldErrors).toEqual(wrongPassword.fieldErrors);
  });

  it(`locks the account after ${LOCKOUT_THRESHOLD} failures, even for the right password, until the wait passes`, async () => {
    const user = await verifiedUser();
    const wrong = { email: user.email, password: NEW_PASSWORD };
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) await expectBadInput(signIn(wrong), MESSAGES.badCredentials);
    const lock = await rejection(signIn(wrong));
    expect(lock).toBeInstanceOf(RateLimited);
    expect((lock as RateLimited).retryAfterS).toBe(1);
    expect(lock.message).toBe("Too many failed attempts for this account. Try again in 1 second.");

    // Another address (and another IP) does not unlock it.
    const locked = await rejection(signIn(user, meta(nextIp())));
    expect(locked).toBeInstanceOf(RateLimited);

    advance(1);
    const done = await signedIn(user);
    expect((await viewerOf(done.session.token))?.email).toBe(user.email);
    // The success started the count over.
    await expectBadInput(signIn(wrong), MESSAGES.badCredentials);
  });

  it("doubles the lock after each further failure", async () => {
    const user = await verifiedUser();
    const wrong = { email: user.email, password: NEW_PASSWORD };
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) await expectBadInput(signIn(wrong), MESSAGES.badCredentials);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const error = (await rejection(signIn(wrong))) as RateLimited;
      expect(error).toBeInstanceOf(RateLimited);
      waits.push(error.retryAfterS);
      advance(error.retryAfterS);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it("returns a session token the viewer service resolves to the user, and a device cookie", async () => {
    const user = await verifiedUser();
    const result = expectSignedIn(
      await auth().signIn({ email: user.email.toUpperCase(), password: user.password }, meta()),
    );
    expect(result).toMatchObject({ kind: "signed-in", userId: user.userId });
    expect(result.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await viewerOf(result.session.token)).toMatchObject({
      userId: user.userId,
      sessionId: result.session.sessionId,
      email: user.email,
      name: "Ada Lovelace",
    });
    // The row keeps a keyed hash of the token, never the token.
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, result.session.sessionId));
    expect(row?.token).toBeDefined();
    expect(row?.token).not.toBe(result.session.token);
    expect(result.device.maxAgeS).toBe(DEVICE_COOKIE_MAX_AGE_S);
    expect(result.device.value).toMatch(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/);
    // A made-up token is nobody.
    expect(await viewerOf(crypto.randomBytes(32).toString("base64url"))).toBeNull();
  });

  it("keeps the session cookie for 30 days with remember me, and for the browser session without", async () => {
    const user = await verifiedUser();
    const remembered = await auth().signIn({ email: user.email, password: user.password, rememberMe: true }, meta());
    const forgotten = await auth().signIn({ email: user.email, password: user.password, rememberMe: false }, meta());
    expect(expectSignedIn(remembered).session.cookieMaxAgeS).toBe(SESSION_TTL_S);
    expect(expectSignedIn(forgotten).session.cookieMaxAgeS).toBeNull();
    expect((await viewerOf(expectSignedIn(forgotten).session.token))?.userId).toBe(user.userId);
  });

  it("refuses input that is not a sign-in", async () => {
    await expectBadInput(
      auth().signIn({ email: "x", password: PASSWORD }, meta()),
      "Enter a valid email address, like name@example.com.",
    );
    await expectBadInput(
      auth().signIn({ email: `a-${unique()}@example.com`, password: "" }, meta()),
      "Enter your password.",
    );
  });

  it("signs out: the token stops working, and only that session ends", async () => {
    const user = await verifiedUser();
    const done = await signedIn(user);
    const other = await signedIn(user);
    await auth().signOut(done.session.token);
    expect(await viewerOf(done.session.token)).toBeNull();
    expect((await viewerOf(other.session.token))?.userId).toBe(user.userId);
    // Signing out again, or without a session, is not an error.
    await expect(auth().signOut(done.session.token)).resolves.toBeUndefined();
    await expect(auth().signOut(null)).resolves.toBeUndefined();
    await expect(auth().signOut("not a token")).resolves.toBeUndefined();
  });
});

describe("sessions", () => {
  it("lists each signed-in device", async () => {
    const user = await verifiedUser();
    const laptopIp = nextIp();
    await signedIn(user, meta(laptopIp, "Laptop"));
    await signedIn(user, meta(nextIp(), "Phone"));
    const list = await auth().listSessions(user.userId);
    expect(list).toHaveLength(2);
    expect(list.map((s) => s.userAgent).sort()).toEqual(["Laptop", "Phone"]);
    expect(list.find((s) => s.userAgent === "Laptop")?.ipAddress).toBe(laptopIp);
  });

  it("ends one session at once, and only that one", async () => {
    const user = await verifiedUser();
    const laptop = await signedIn(user, meta(ip, "Laptop"));
    const phone = await signedIn(user, meta(ip, "Phone"));
    const phoneId = await sessionIdOf(phone);
    await auth().revokeSession(user.userId, phoneId);
    expect(await viewerOf(phone.session.token)).toBeNull();
    expect((await viewerOf(laptop.session.token))?.userId).toBe(user.userId);
    expect((await auth().listSessions(user.userId)).map((s) => s.id)).not.toContain(phoneId);

    const again = await rejection(auth().revokeSession(user.userId, phoneId));
    expect(again).toBeInstanceOf(NotFound);
    expect(again.message).toBe("That session has already ended.");
  });

  it("ends every other session and keeps the current one", async () => {
    const user = await verifiedUser();
    const current = await signedIn(user);
    const others = [await signedIn(user), await signedIn(user)];
    expect(await auth().revokeOtherSessions(user.userId, await sessionIdOf(current))).toBe(2);
    expect((await viewerOf(current.session.token))?.userId).toBe(user.userId);
    for (const other of others) expect(await viewerOf(other.session.token)).toBeNull();
    expect(await auth().listSessions(user.userId)).toHaveLength(1);
  });

  it("does not let one user end another user's session", async () => {
    const victim = await verifiedUser();
    const attacker = await verifiedUser();
    const victimSignIn = await signedIn(victim);
    const attackerSignIn = await signedIn(attacker);
    const victimSession = await sessionIdOf(victimSignIn);

    expect(await rejection(auth().revokeSession(attacker.userId, victimSession))).toBeInstanceOf(NotFound);
    // "Sign out everywhere else" ends only the caller's own sessions.
    expect(await auth().revokeOtherSessions(attacker.userId, await sessionIdOf(attackerSignIn))).toBe(0);
    expect((await viewerOf(victimSignIn.session.token))?.userId).toBe(victim.userId);
  });
});

describe("password reset", () => {
  async function requestReset(email: string): Promise<string> {
    await auth().requestPasswordReset(email, meta());
    const mail = latestMail(email);
    expect(mail.subject).toBe("Reset your password");
    return linkToken(mail, "/login/reset-password");
  }

  it("answers the same for unknown and known addresses; only the account holder gets a mail", async () => {
    const unknown = `nobody-${unique()}@example.com`;
    await expect(auth().requestPasswordReset(unknown, meta())).resolves.toBeUndefined();
    expect(mailsTo(unknown)).toHaveLength(0);

    const user = await verifiedUser();
    await expect(auth().requestPasswordReset(user.email.toUpperCase(), meta())).resolves.toBeUndefined();
    expect(latestMail(user.email).text).toMatch(/http:\/\/localhost:3000\/login\/reset-password\?token=\S+/);
  });

  it("resets the password with the mailed link, once", async () => {
    const user = await verifiedUser();
    const token = await requestReset(user.email);
    await auth().resetPassword({ token, password: NEW_PASSWORD }, meta());

    await expectBadInput(signIn(user), MESSAGES.badCredentials);
    expect((await signIn({ email: user.email, password: NEW_PASSWORD })).kind).toBe("signed-in");
    expect(latestMail(user.email).subject).toBe("Your password was changed");

    await expectBadInput(auth().resetPassword({ token, password: "Third-Password-9!" }, meta()), MESSAGES.badLink);
    expect((await signIn({ email: user.email, password: NEW_PASSWORD })).kind).toBe("signed-in");
  });

  it("refuses the link after an hour", async () => {
    const user = await verifiedUser();
    const token = await requestReset(user.email);
    advance(PASSWORD_RESET_TTL_S + 1);
    await expectBadInput(auth().resetPassword({ token, password: NEW_PASSWORD }, meta()), MESSAGES.expiredLink);
    expect((await signIn(user)).kind).toBe("signed-in");
  });

  it("refuses a made-up token, and a verification link used as a reset link", async () => {
    await expectBadInput(
      auth().resetPassword({ token: crypto.randomBytes(32).toString("base64url"), password: NEW_PASSWORD }, meta()),
      MESSAGES.badLink,
    );
    const user = await signUp();
    const { token } = verificationOf(user.email);
    await expectBadInput(auth().resetPassword({ token, password: NEW_PASSWORD }, meta()), MESSAGES.badLink);
  });

  it("refuses a weak or common new password without spending the link", async () => {
    const user = await verifiedUser({ email: `ada.lovelace-${unique()}-1@example.com` });
    const token = await requestReset(user.email);
    await expectBadInput(
      auth().resetPassword({ token, password: "password" }, meta()),
      "Your password needs an uppercase letter, a number and a symbol.",
    );
    await expectBadInput(auth().resetPassword({ token, password: COMMON_PASSWORD }, meta()), COMMON_PASSWORD_MESSAGE);
    await expectBadInput(
      auth().resetPassword({ token, password: `A${user.email.slice(1)}` }, meta()),
      PASSWORD_MESSAGES.email,
    );
    expect((await signIn(user)).kind).toBe("signed-in");

    await auth().resetPassword({ token, password: NEW_PASSWORD }, meta());
    expect((await signIn({ email: user.email, password: NEW_PASSWORD })).kind).toBe("signed-in");
  });

  it("takes a new password of 128 characters with emoji", async () => {
    const user = await verifiedUser();
    const token = await requestReset(user.email);
    const password = EMOJI_PASSWORD;
    await auth().resetPassword({ token, password }, meta());
    expect((await signIn({ email: user.email, password })).kind).toBe("signed-in");
  });

  it("ends every session of the user", async () => {
    const user = await verifiedUser();
    const laptop = await signedIn(user);
    const phone = await signedIn(user);
    const token = await requestReset(user.email);
    await auth().resetPassword({ token, password: NEW_PASSWORD }, meta());
    expect(await viewerOf(laptop.session.token)).toBeNull();
    expect(await viewerOf(phone.session.token)).toBeNull();
    expect(await auth().listSessions(user.userId)).toEqual([]);
  });

  it("lifts a lockout of the owner's own known browser too", async () => {
    const user = await verifiedUser();
    const device = (await signedIn(user)).device.value;
    // The owner forgot the password and kept guessing on their own laptop.
    await failSignIns(user.email, LOCKOUT_THRESHOLD + 3, knownBrowser(device));
    await expectLocked(signIn(user, knownBrowser(device)));
    const token = await requestReset(user.email);
    await auth().resetPassword({ token, password: NEW_PASSWORD }, meta());
    expect((await signIn({ email: user.email, password: NEW_PASSWORD }, knownBrowser(device))).kind).toBe("signed-in");
  });

  it("lifts a lockout, since the person proved they own the address", async () => {
    const user = await verifiedUser();
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      await rejection(signIn({ email: user.email, password: "Wrong-Guess-1!" }));
    expect(await rejection(signIn(user))).toBeInstanceOf(RateLimited);
    const token = await requestReset(user.email);
    await auth().resetPassword({ token, password: NEW_PASSWORD }, meta());
    expect((await signIn({ email: user.email, password: NEW_PASSWORD })).kind).toBe("signed-in");
  });

  it("does not skip the second factor, and drops a sign-in that was waiting for it", async () => {
    const user = await verifiedUser();
    await enableTotp(user);
    const pending = await challenged(user);
    expect(await auth().pendingMfa(pending)).not.toBeNull();

    const token = await requestReset(user.email);
    await auth().resetPassword({ token, password: NEW_PASSWORD }, meta());

    expect(await auth().pendingMfa(pending)).toBeNull();
    const result = await signIn({ email: user.email, password: NEW_PASSWORD });
    expect(result.kind).toBe("mfa");
    expect(result).not.toHaveProperty("session");
  });
});

describe("authenticator app (TOTP)", () => {
  it("asks for the password before setup", async () => {
    const user = await verifiedUser();
    await expectBadInput(auth().beginTotp(user.userId, "Not-My-Password-1"), MESSAGES.wrongPassword);
    expect(await auth().totpSetup(user.userId)).toBeNull();
    expect((await auth().mfaStatus(user.userId)).totpPending).toBe(false);
  });

  it("turns on with a code from the app and returns 10 backup codes; the secret is stored encrypted", async () => {
    const user = await verifiedUser();
    const setup = await auth().beginTotp(user.userId, user.password);
    expect(setup).not.toBeNull();
    const { secret, otpauthUrl, qrSvg } = setup!;
    expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const plain = secret.replace(/\s/g, "");
    expect(new URL(otpauthUrl).searchParams.get("secret")).toBe(plain);
    expect(otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(qrSvg).toContain("<svg");
    expect(await auth().totpSetup(user.userId)).toEqual(setup);
    expect((await auth().mfaStatus(user.userId)).totpPending).toBe(true);

    const wrong = totpAt(plain, new Date(now.getTime() + 10 * 60_000));
    await expectBadInput(auth().confirmTotp(user.userId, wrong), MESSAGES.badCode);

    const { backupCodes } = await auth().confirmTotp(user.userId, totpAt(plain, now));
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes!) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(backupCodes).size).toBe(10);
    expect(await auth().mfaStatus(user.userId)).toMatchObject({ totp: true, totpPending: false, backupCodesLeft: 10 });
    expect(latestMail(user.email).subject).toBe("Two-factor authentication was turned on");
    expect(await auth().totpSetup(user.userId)).toBeNull();

    const [factor] = await database.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.userId));
    // Stored sealed (iv.tag.ciphertext), never as the base32 secret the app showed.
    expect(factor?.totpSecret).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(factor?.totpSecret).not.toContain(plain);
  });

  it("asks for a code at sign-in and accepts a fresh one", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const result = await signIn(user);
    expect(result).toMatchObject({ kind: "mfa", methods: ["totp", "backup"] });
    expect(result).not.toHaveProperty("session");
    if (result.kind !== "mfa") throw new Error("expected the second-factor step");
    const pending = result.challenge.token;
    // The challenge token is not a session.
    expect(await viewerOf(pending)).toBeNull();
    expect(await auth().pendingMfa(pending)).toEqual({ methods: ["totp", "backup"], phone: null });

    const done = await auth().completeMfa(pending, { method: "totp", code: freshTotp(secret) }, meta());
    expect(done.userId).toBe(user.userId);
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
    // The challenge is over.
    expect(await auth().pendingMfa(pending)).toBeNull();
  });

  it("refuses a code that was already used", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const code = freshTotp(secret);
    await auth().completeMfa(await challenged(user), { method: "totp", code }, meta());

    const second = await challenged(user);
    await expectBadInput(auth().completeMfa(second, { method: "totp", code }, meta()), MESSAGES.badCode);
    // The confirmation code from setup cannot sign in either (it is older).
    await expectBadInput(
      auth().completeMfa(second, { method: "totp", code: totpAt(secret, new Date(now.getTime() - 30_000)) }, meta()),
      MESSAGES.badCode,
    );
    const done = await auth().completeMfa(second, { method: "totp", code: freshTotp(secret) }, meta());
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
  });

  it(`ends the sign-in after ${MAX_CODE_ATTEMPTS} wrong codes`, async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const pending = await challenged(user);
    const wrong = totpAt(secret, new Date(now.getTime() + 10 * 60_000));
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      await expectBadInput(auth().completeMfa(pending, { method: "totp", code: wrong }, meta()), MESSAGES.badCode);
    }
    await expectBadInput(auth().completeMfa(pending, { method: "totp", code: wrong }, meta()), MESSAGES.challengeGone);
    await expectBadInput(
      auth().completeMfa(pending, { method: "totp", code: freshTotp(secret) }, meta()),
      MESSAGES.challengeGone,
    );
  });

  it("counts wrong codes toward the account lockout across sign-ins, so a known password does not allow endless guessing", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const wrong = totpAt(secret, new Date(now.getTime() + 10 * 60_000));
    const first = await challenged(user);
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) {
      await expectBadInput(auth().completeMfa(first, { method: "totp", code: wrong }, meta()), MESSAGES.badCode);
    }
    // A fresh sign-in with the right password does not clear the count: the fifth wrong code locks.
    const second = await challenged(user);
    await auth()
      .completeMfa(second, { method: "totp", code: wrong }, meta())
      .catch(() => undefined);
    const locked = await rejection(signIn(user));
    expect(locked).toBeInstanceOf(RateLimited);
  });

  it("refuses the code step once the sign-in has expired", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const pending = await challenged(user);
    advance(10 * 60);
    await expectBadInput(
      auth().completeMfa(pending, { method: "totp", code: totpAt(secret, now) }, meta()),
      MESSAGES.challengeGone,
    );
    await expectBadInput(auth().completeMfa(null, { method: "totp", code: "123456" }, meta()), MESSAGES.challengeGone);
  });

  it("accepts each backup code once, and stores only their hashes", async () => {
    const user = await verifiedUser();
    const { backupCodes } = await enableTotp(user);
    const [first, second] = backupCodes;

    const done = await auth().completeMfa(await challenged(user), { method: "backup", code: first }, meta());
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
    expect((await auth().mfaStatus(user.userId)).backupCodesLeft).toBe(9);

    const again = await challenged(user);
    await expectBadInput(auth().completeMfa(again, { method: "backup", code: first }, meta()), MESSAGES.badCode);
    // Typed without the dash and in capitals: still the code.
    const typed = second!.replace("-", "").toUpperCase();
    const next = await auth().completeMfa(again, { method: "backup", code: typed }, meta());
    expect((await viewerOf(next.session.token))?.userId).toBe(user.userId);

    const rows = await database.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.userId));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const stored = JSON.stringify(row);
      for (const code of backupCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace("-", ""));
      }
    }
  });

  it("turns off only with the password", async () => {
    const user = await verifiedUser();
    await enableTotp(user);
    await expectBadInput(auth().disableTotp(user.userId, "Not-My-Password-1"), MESSAGES.wrongPassword);
    expect((await signIn(user)).kind).toBe("mfa");

    await auth().disableTotp(user.userId, user.password);
    expect(latestMail(user.email).subject).toBe("Two-factor authentication was turned off");
    expect(await auth().mfaStatus(user.userId)).toMatchObject({ totp: false, backupCodesLeft: 0 });
    expect((await signIn(user)).kind).toBe("signed-in");
  });

  it("keeps the backup codes when a second method is added", async () => {
    const user = await verifiedUser();
    const { backupCodes } = await enableSms(user);
    const setup = await auth().beginTotp(user.userId, user.password);
    expect(await auth().confirmTotp(user.userId, totpAt(setup!.secret, now))).toEqual({ backupCodes: null });
    const result = await signIn(user);
    expect(result).toMatchObject({ kind: "mfa", methods: ["totp", "sms", "backup"] });
    if (result.kind !== "mfa") throw new Error("expected the second-factor step");
    const done = await auth().completeMfa(result.challenge.token, { method: "backup", code: backupCodes![0] }, meta());
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
  });

  it("keeps the remember-me choice across the code step", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const result = await auth().signIn({ email: user.email, password: user.password, rememberMe: false }, meta());
    if (result.kind !== "mfa") throw new Error("expected the second-factor step");
    const done = await auth().completeMfa(result.challenge.token, { method: "totp", code: freshTotp(secret) }, meta());
    expect(done.session.cookieMaxAgeS).toBeNull();
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
    // The challenge is spent.
    expect(await auth().pendingMfa(result.challenge.token)).toBeNull();
  });

  it("regenerates backup codes with the password; the old ones stop working", async () => {
    const user = await verifiedUser();
    const { backupCodes: old } = await enableTotp(user);
    await expectBadInput(auth().regenerateBackupCodes(user.userId, "Not-My-Password-1"), MESSAGES.wrongPassword);
    const fresh = await auth().regenerateBackupCodes(user.userId, user.password);
    expect(fresh).toHaveLength(10);
    const pending = await challenged(user);
    await expectBadInput(auth().completeMfa(pending, { method: "backup", code: old[0] }, meta()), MESSAGES.badCode);
    const done = await auth().completeMfa(pending, { method: "backup", code: fresh[0] }, meta());
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
  });
});

describe("text message codes (SMS)", () => {
  it("texts a code to the new number and turns on with it", async () => {
    const user = await verifiedUser();
    await auth().beginSms(user.userId, user.password, "+1 (415) 555-0100");
    const texts = textsTo(PHONE);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts[0]!.text).toMatch(/^Your Maven Analytics code is \d{6}\. It expires in 3 minutes\.$/);
    expect(await auth().mfaStatus(user.userId)).toMatchObject({
      sms: false,
      phone: "********0100",
      phonePending: true,
    });

    const { backupCodes } = await auth().confirmSms(user.userId, codeIn(texts[0]!));
    expect(backupCodes).toHaveLength(10);
    expect(await auth().mfaStatus(user.userId)).toMatchObject({ sms: true, phonePending: false, backupCodesLeft: 10 });
    expect(latestMail(user.email).subject).toBe("Two-factor authentication was turned on");
  });

  it("asks for the password before texting", async () => {
    const user = await verifiedUser();
    const phone = "+447700900123";
    await expectBadInput(auth().beginSms(user.userId, "Not-My-Password-1", phone), MESSAGES.wrongPassword);
    expect(textsTo(phone)).toHaveLength(0);
    expect((await auth().mfaStatus(user.userId)).phone).toBeNull();
  });

  it.each(["4155550100", "+0 415 555 0100", "+1 555", "+1 415 555 0100 0100 0100", "phone", ""])(
    "refuses the number %j",
    async (phone) => {
      const user = await verifiedUser();
      await expectBadInput(
        auth().beginSms(user.userId, user.password, phone),
        "Enter the number with its country code, like +1 415 555 0100.",
      );
      expect(
        outbox()
          .list()
          .filter((e) => e.kind === "sms"),
      ).toHaveLength(0);
      expect((await auth().mfaStatus(user.userId)).phone).toBeNull();
    },
  );

  it("texts a code at sign-in and accepts it", async () => {
    const user = await verifiedUser();
    const phone = "+14155550123";
    await enableSms(user, phone);
    const result = await signIn(user);
    expect(result).toMatchObject({ kind: "mfa", methods: ["sms", "backup"] });
    if (result.kind !== "mfa") throw new Error("expected the second-factor step");
    const pending = result.challenge.token;
    expect(await auth().pendingMfa(pending)).toEqual({ methods: ["sms", "backup"], phone: "********0123" });

    const before = textsTo(phone).length;
    await auth().sendSignInSms(pending, meta());
    expect(textsTo(phone)).toHaveLength(before + 1);
    const code = codeIn(latestText(phone));

    const done = await auth().completeMfa(pending, { method: "sms", code }, meta());
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
    // Single use.
    const again = await challenged(user);
    await expectBadInput(auth().completeMfa(again, { method: "sms", code }, meta()), MESSAGES.badCode);
  });

  it("waits a minute between two texts", async () => {
    const user = await verifiedUser();
    await enableSms(user);
    const pending = await challenged(user);
    await auth().sendSignInSms(pending, meta());
    const error = await rejection(auth().sendSignInSms(pending, meta()));
    expect(error).toBeInstanceOf(RateLimited);
    expect(error.message).toBe("We just sent you a code. You can ask for another in 1 minute.");
    advance(RESEND_COOLDOWN_S);
    await expect(auth().sendSignInSms(pending, meta())).resolves.toBeUndefined();
  });

  it("refuses a code older than 3 minutes", async () => {
    const user = await verifiedUser();
    const phone = "+14155550177";
    await enableSms(user, phone);
    const pending = await challenged(user);
    await auth().sendSignInSms(pending, meta());
    const code = codeIn(latestText(phone));
    advance(SMS_CODE_TTL_S);
    await expectBadInput(auth().completeMfa(pending, { method: "sms", code }, meta()), MESSAGES.badCode);

    // A new text still works within the same sign-in.
    await auth().sendSignInSms(pending, meta());
    advance(SMS_CODE_TTL_S - 10);
    const done = await auth().completeMfa(pending, { method: "sms", code: codeIn(latestText(phone)) }, meta());
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
  });

  it("refuses to text at sign-in for an account without SMS", async () => {
    const user = await verifiedUser();
    await enableTotp(user);
    const pending = await challenged(user);
    await expectBadInput(auth().sendSignInSms(pending, meta()), "Text messages are not set up for this account.");
    await expectBadInput(auth().sendSignInSms(null, meta()), MESSAGES.challengeGone);
  });

  it("turns off only with the password", async () => {
    const user = await verifiedUser();
    await enableSms(user);
    await expectBadInput(auth().disableSms(user.userId, "Not-My-Password-1"), MESSAGES.wrongPassword);
    expect((await signIn(user)).kind).toBe("mfa");
    await auth().disableSms(user.userId, user.password);
    expect(await auth().mfaStatus(user.userId)).toMatchObject({ sms: false, phone: null, backupCodesLeft: 0 });
    expect((await signIn(user)).kind).toBe("signed-in");
  });
});

describe("password change", () => {
  it("refuses a wrong current password and keeps the old one", async () => {
    const user = await verifiedUser();
    const done = await signedIn(user);
    await expectBadInput(
      auth().changePassword(
        user.userId,
        { currentPassword: "Not-My-Password-1", newPassword: NEW_PASSWORD },
        await sessionIdOf(done),
      ),
      MESSAGES.wrongPassword,
    );
    expect((await signIn(user)).kind).toBe("signed-in");
    await expectBadInput(signIn({ email: user.email, password: NEW_PASSWORD }), MESSAGES.badCredentials);
  });

  it("refuses a weak or common new password", async () => {
    const user = await verifiedUser();
    const keep = await sessionIdOf(await signedIn(user));
    await expectBadInput(
      auth().changePassword(user.userId, { currentPassword: user.password, newPassword: "short" }, keep),
      "Your password needs at least 8 characters, an uppercase letter, a number and a symbol.",
    );
    await expectBadInput(
      auth().changePassword(user.userId, { currentPassword: user.password, newPassword: COMMON_PASSWORD }, keep),
      COMMON_PASSWORD_MESSAGE,
    );
    expect((await signIn(user)).kind).toBe("signed-in");
  });

  it("changes it, ends the other sessions, keeps this one and sends a notice", async () => {
    const user = await verifiedUser();
    const current = await signedIn(user);
    const other = await signedIn(user);
    await auth().changePassword(
      user.userId,
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      await sessionIdOf(current),
    );
    expect((await viewerOf(current.session.token))?.userId).toBe(user.userId);
    expect(await viewerOf(other.session.token)).toBeNull();

    const notice = latestMail(user.email);
    expect(notice.subject).toBe("Your password was changed");
    expect(notice.text).toContain("http://localhost:3000/login/forgot-password");

    await expectBadInput(signIn(user), MESSAGES.badCredentials);
    expect((await signIn({ email: user.email, password: NEW_PASSWORD })).kind).toBe("signed-in");
  });
});

describe("e-mail address change", () => {
  const newAddress = () => `moved-${unique()}@example.com`;

  it("asks for the password again and changes nothing when it is wrong", async () => {
    const user = await verifiedUser();
    const target = newAddress();
    await expectBadInput(
      auth().beginEmailChange(user.userId, { newEmail: target, password: "Not-My-Password-1" }),
      MESSAGES.wrongPassword,
    );
    expect(mailsTo(target)).toHaveLength(0);
    expect(await auth().pendingEmailChange(user.userId)).toBeNull();
  });

  it("refuses a malformed address and the current one", async () => {
    const user = await verifiedUser();
    await expectBadInput(
      auth().beginEmailChange(user.userId, { newEmail: "not-an-address", password: user.password }),
      "Enter a valid email address, like name@example.com.",
    );
    await expectBadInput(
      auth().beginEmailChange(user.userId, { newEmail: user.email.toUpperCase(), password: user.password }),
      "That is already your email address.",
    );
  });

  it("moves the account after the code from the new address, and tells the old one", async () => {
    const user = await verifiedUser();
    const target = newAddress();
    await auth().beginEmailChange(user.userId, { newEmail: target, password: user.password });
    expect(await auth().pendingEmailChange(user.userId)).toBe(target);
    const mail = latestMail(target);
    expect(mail.subject).toBe("Confirm your new email address");

    expect(await auth().confirmEmailChange(user.userId, codeIn(mail))).toEqual({ email: target });
    expect(await auth().pendingEmailChange(user.userId)).toBeNull();
    expect(latestMail(user.email).subject).toBe("Your email address was changed");

    await expectBadInput(signIn(user), MESSAGES.badCredentials);
    expect((await signIn({ email: target, password: user.password })).kind).toBe("signed-in");
  });

  it("accepts a code once and spends it after too many wrong tries", async () => {
    const user = await verifiedUser();
    const target = newAddress();
    await auth().beginEmailChange(user.userId, { newEmail: target, password: user.password });
    const code = codeIn(latestMail(target));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      await expectBadInput(auth().confirmEmailChange(user.userId, wrong), MESSAGES.badCode);
    }
    await expectBadInput(auth().confirmEmailChange(user.userId, wrong), MESSAGES.codeSpent);
    await expectBadInput(auth().confirmEmailChange(user.userId, code), MESSAGES.badCode);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.email).toBe(user.email);
  });

  it("sends an address that already has an account the account-exists mail, never a code, and never moves", async () => {
    const owner = await verifiedUser();
    const other = await verifiedUser();
    await auth().beginEmailChange(owner.userId, { newEmail: other.email, password: owner.password });
    const mail = latestMail(other.email);
    expect(mail.subject).toBe("You already have a Maven Analytics account");
    expect(mail.text).toContain("Someone asked to move another account to this email address");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(row!.email).toBe(owner.email);
  });

  it("waits between two codes, and a cancelled change leaves nothing pending", async () => {
    const user = await verifiedUser();
    await auth().beginEmailChange(user.userId, { newEmail: newAddress(), password: user.password });
    const error = await rejection(
      auth().beginEmailChange(user.userId, { newEmail: newAddress(), password: user.password }),
    );
    expect(error).toBeInstanceOf(RateLimited);
    await auth().cancelEmailChange(user.userId);
    expect(await auth().pendingEmailChange(user.userId)).toBeNull();
    advance(RESEND_COOLDOWN_S);
    await auth().beginEmailChange(user.userId, { newEmail: newAddress(), password: user.password });
    expect(await auth().pendingEmailChange(user.userId)).not.toBeNull();
  });

  it("refuses the move when the address was taken after the code went out", async () => {
    const user = await verifiedUser();
    const target = newAddress();
    await auth().beginEmailChange(user.userId, { newEmail: target, password: user.password });
    const code = codeIn(latestMail(target));
    await verifiedUser({ email: target });
    await expectBadInput(
      auth().confirmEmailChange(user.userId, code),
      "That email address now belongs to another account. Choose another one.",
    );
  });
});

// ===================================================================================== identity issue

describe("device cookie (OWASP): a lockout strangers cause does not lock the owner out", () => {
  it("lets the owner's known browser sign in while unknown browsers are locked by an attacker's failures", async () => {
    const user = await verifiedUser();
    const earlier = await signedIn(user, meta(nextIp(), "Owner laptop"));
    const device = earlier.device.value;

    const attacker = meta(nextIp(), "curl");
    const last = await failSignIns(user.email, LOCKOUT_THRESHOLD, attacker);
    expect(last).toBeInstanceOf(RateLimited);
    // Any browser without the cookie, even with the right password, is refused for now.
    await expectLocked(signIn(user, attacker));
    await expectLocked(signIn(user, meta(nextIp(), "New phone")));

    const owner = await signedIn(user, knownBrowser(device, nextIp()));
    expect((await viewerOf(owner.session.token))?.userId).toBe(user.userId);
    // The browser stays the same device: its cookie keeps its nonce.
    expect(owner.device.value).toBe(device);
    // The attacker's lockout stands for everyone else.
    await expectLocked(signIn(user, attacker));
  });

  it("also lets the known browser through the second-factor step", async () => {
    const user = await verifiedUser();
    const device = (await signedIn(user)).device.value;
    const { secret } = await enableTotp(user);
    await failSignIns(user.email, LOCKOUT_THRESHOLD, meta(nextIp()));

    const challenge = await challenged(user, knownBrowser(device));
    const done = await auth().completeMfa(challenge, { method: "totp", code: freshTotp(secret) }, knownBrowser(device));
    expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
  });

  it("counts failures from a known browser against that browser only", async () => {
    const user = await verifiedUser();
    const laptop = (await signedIn(user, meta(ip, "Laptop"))).device.value;
    const phone = (await signedIn(user, meta(ip, "Phone"))).device.value;
    expect(phone).not.toBe(laptop);

    const last = await failSignIns(user.email, LOCKOUT_THRESHOLD, knownBrowser(laptop));
    expect(last).toBeInstanceOf(RateLimited);
    await expectLocked(signIn(user, knownBrowser(laptop)));

    // The other known browser and unknown browsers are not locked.
    expect((await signIn(user, knownBrowser(phone))).kind).toBe("signed-in");
    expect((await signIn(user, meta(nextIp()))).kind).toBe("signed-in");

    advance((last as RateLimited).retryAfterS);
    expect((await signIn(user, knownBrowser(laptop))).kind).toBe("signed-in");
  });

  it("does not honour a device cookie made for another address", async () => {
    const victim = await verifiedUser();
    const other = await verifiedUser();
    const othersDevice = (await signedIn(other)).device.value;
    await failSignIns(victim.email, LOCKOUT_THRESHOLD, meta(nextIp()));
    await expectLocked(signIn(victim, knownBrowser(othersDevice)));
    // Nor one made with another secret for this very address.
    const forged = createDeviceCookies("someone-elses-secret-0123456789-abcdefghij").remember(null, victim.email);
    await expectLocked(signIn(victim, knownBrowser(forged)));
  });

  it("does not honour a tampered device cookie", async () => {
    const user = await verifiedUser();
    const device = (await signedIn(user)).device.value;
    await failSignIns(user.email, LOCKOUT_THRESHOLD, meta(nextIp()));
    const [nonce, mac] = device.split(".") as [string, string];
    const flip = (s: string) => `${s[0] === "A" ? "B" : "A"}${s.slice(1)}`;
    for (const tampered of [`${flip(nonce)}.${mac}`, `${nonce}.${flip(mac)}`, `${nonce}.`, nonce, "garbage"]) {
      await expectLocked(signIn(user, knownBrowser(tampered)));
    }
    // The real cookie still works.
    expect((await signIn(user, knownBrowser(device))).kind).toBe("signed-in");
  });

  it("keeps one browser known for several accounts", async () => {
    const first = await verifiedUser();
    const second = await verifiedUser();
    const afterFirst = (await signedIn(first)).device.value;
    const both = (await signedIn(second, knownBrowser(afterFirst))).device.value;
    expect(both.split("~")).toHaveLength(2);
    await failSignIns(first.email, LOCKOUT_THRESHOLD, meta(nextIp()));
    await failSignIns(second.email, LOCKOUT_THRESHOLD, meta(nextIp()));
    expect((await signIn(first, knownBrowser(both))).kind).toBe("signed-in");
    expect((await signIn(second, knownBrowser(both))).kind).toBe("signed-in");
  });
});

describe("per-IP limits count failures, not successes", () => {
  const OFFICE_SIZE = Math.max(IP_LIMITS["sign-in"].limit, IP_LIMITS["sign-up"].limit, IP_LIMITS.code.limit) + 5;

  it(`lets ${OFFICE_SIZE} people behind one address sign up, verify and sign in within 15 minutes`, async () => {
    expect(OFFICE_SIZE).toBeLessThanOrEqual(IP_LIMITS["new-account"].limit);
    const office = nextIp();
    const start = now;
    for (let i = 0; i < OFFICE_SIZE; i++) {
      const user = await signUp({ email: `office-${i}-${unique()}@example.com` }, meta(office));
      const { code } = verificationOf(user.email);
      await auth().verifyEmailCode({ email: user.email, code }, meta(office));
      const done = await signedIn(user, meta(office));
      expect(done.userId).toBe(user.userId);
      advance(10); // all within 15 minutes of the first
    }
    expect(now.getTime() - start.getTime()).toBeLessThan(IP_LIMITS["sign-in"].windowS * 1000);
  }, 120_000);

  it("still cuts off failed sign-ins from one address at the limit, with the wait", async () => {
    const { limit, windowS } = IP_LIMITS["sign-in"];
    const user = await verifiedUser();
    const attacker = meta(nextIp());
    // Different addresses each time, so no account lockout gets in the way.
    for (let i = 0; i < limit - 1; i++) {
      await expectBadInput(
        signIn({ email: `guess-${i}-${unique()}@example.com`, password: PASSWORD }, attacker),
        MESSAGES.badCredentials,
      );
    }
    // Successes in between are not counted.
    for (let i = 0; i < 3; i++) expect((await signIn(user, attacker)).kind).toBe("signed-in");
    await expectBadInput(
      signIn({ email: `guess-last-${unique()}@example.com`, password: PASSWORD }, attacker),
      MESSAGES.badCredentials,
    );

    advance(60);
    const cut = await rejection(signIn(user, attacker));
    expect(cut).toBeInstanceOf(RateLimited);
    expect(cut.message).toMatch(/^Too many attempts\. Try again in /);
    expect((cut as RateLimited).retryAfterS).toBeGreaterThan(0);
    expect((cut as RateLimited).retryAfterS).toBeLessThanOrEqual(windowS - 60);

    // Another address is not affected; the cut ends with the window.
    expect((await signIn(user, meta(nextIp()))).kind).toBe("signed-in");
    advance((cut as RateLimited).retryAfterS);
    expect((await signIn(user, attacker)).kind).toBe("signed-in");
  }, 120_000);

  it("cuts off failed sign-ups and wrong codes from one address at their limits", async () => {
    const from = meta(nextIp());
    for (let i = 0; i < IP_LIMITS["sign-up"].limit; i++) {
      await expectBadInput(
        auth().signUp(
          { firstName: "Ada", lastName: "Lovelace", email: `weak-${i}-${unique()}@example.com`, password: "password" },
          from,
        ),
        "Your password needs an uppercase letter, a number and a symbol.",
      );
    }
    const signUpCut = await rejection(signUp({}, from));
    expect(signUpCut).toBeInstanceOf(RateLimited);
    expect((signUpCut as RateLimited).retryAfterS).toBeGreaterThan(0);

    for (let i = 0; i < IP_LIMITS.code.limit; i++) {
      await expectBadInput(
        auth().verifyEmailCode({ email: `nobody-${i}-${unique()}@example.com`, code: "123456" }, from),
        MESSAGES.badCode,
      );
    }
    const user = await signUp();
    const codeCut = await rejection(
      auth().verifyEmailCode({ email: user.email, code: verificationOf(user.email).code }, from),
    );
    expect(codeCut).toBeInstanceOf(RateLimited);
  });
});

describe("known and unknown addresses look the same", () => {
  const fields = (error: DomainError) => ({
    class: error.constructor.name,
    code: error.code,
    message: error.message,
    fieldErrors: error.fieldErrors,
  });

  it("for sign-up", async () => {
    const verified = await verifiedUser();
    const unverified = await signUp();
    const unknown = `nobody-${unique()}@example.com`;
    const answers = [];
    for (const email of [verified.email, unverified.email, unknown]) {
      const answer = await auth().signUp(
        { firstName: "Eve", lastName: "Example", email, password: NEW_PASSWORD },
        meta(),
      );
      answers.push({ ...answer, email: answer.email === email ? "<the address>" : answer.email });
    }
    expect(answers[0]).toEqual({ email: "<the address>" });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const refusals = [];
    for (const email of [verified.email, `nobody-${unique()}@example.com`]) {
      refusals.push(
        fields(
          await rejection(
            auth().signUp({ firstName: "Eve", lastName: "Example", email, password: "password" }, meta()),
          ),
        ),
      );
    }
    expect(refusals[1]).toEqual(refusals[0]);
  });

  it("for sign-up once the address has used up its new-account cap", async () => {
    const verified = await verifiedUser();
    const unverified = await signUp();
    const from = nextIp();
    // The cap of new accounts per hour is used up (as after 100 sign-ups from this address).
    await database.db.insert(authThrottles).values({
      kind: "ip",
      key: `new-account:${from}`,
      count: IP_LIMITS["new-account"].limit,
      windowStart: now,
      updatedAt: now,
    });
    const outcome = async (email: string) =>
      auth()
        .signUp({ firstName: "Eve", lastName: "Example", email, password: NEW_PASSWORD }, meta(from))
        .then(
          () => ({ class: "answered" }),
          (e: DomainError) => fields(e),
        );
    const unknown = await outcome(`nobody-${unique()}@example.com`);
    expect(unknown.class).toBe("RateLimited");
    expect(await outcome(verified.email)).toEqual(unknown);
    expect(await outcome(unverified.email)).toEqual(unknown);
  });

  it("for sign-in: wrong passwords, unverified accounts with a wrong password, and lockouts", async () => {
    const verified = await verifiedUser();
    const unverified = await signUp();
    const unknown = `nobody-${unique()}@example.com`;
    const wrong = async (email: string) =>
      fields(await rejection(signIn({ email, password: "Wrong-Guess-1!" }, meta(nextIp()))));
    const known = await wrong(verified.email);
    expect(known).toMatchObject({ class: "BadInput", message: MESSAGES.badCredentials });
    expect(await wrong(unverified.email)).toEqual(known);
    expect(await wrong(unknown)).toEqual(known);

    // An unknown address is locked like a known one.
    const knownLock = await failSignIns(verified.email, LOCKOUT_THRESHOLD);
    const unknownLock = await failSignIns(unknown, LOCKOUT_THRESHOLD);
    expect(fields(unknownLock)).toEqual(fields(knownLock));
    expect((unknownLock as RateLimited).retryAfterS).toBe((knownLock as RateLimited).retryAfterS);
  });

  it("for forgot-password (only the account holder gets a mail)", async () => {
    const user = await verifiedUser();
    const unknown = `nobody-${unique()}@example.com`;
    const known = await auth().requestPasswordReset(user.email, meta());
    const other = await auth().requestPasswordReset(unknown, meta());
    expect(other).toEqual(known);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(latestMail(user.email).subject).toBe("Reset your password");

    // Malformed input and the limit answer the same too.
    const bad = [];
    for (const email of [`${user.email}>`, `${unknown}>`])
      bad.push(fields(await rejection(auth().requestPasswordReset(email, meta()))));
    expect(bad[1]).toEqual(bad[0]);
    const from = meta(nextIp());
    for (let i = 0; i < IP_LIMITS.reset.limit; i++) await auth().requestPasswordReset(unknown, from);
    const knownCut = await rejection(auth().requestPasswordReset(user.email, from));
    const unknownCut = await rejection(auth().requestPasswordReset(unknown, from));
    expect(knownCut).toBeInstanceOf(RateLimited);
    expect(fields(unknownCut)).toEqual(fields(knownCut));
  });
});

describe("absolute session lifetime", () => {
  const MAX_AGE_DAYS = 3;

  it(`ends a session ${MAX_AGE_DAYS} days after sign-in however often it is refreshed`, async () => {
    services = servicesWith({ SESSION_MAX_AGE_DAYS: String(MAX_AGE_DAYS) });
    const user = await verifiedUser();
    const signedInAt = now;
    const done = await signedIn(user);
    // The cookie never outlives the session.
    expect(done.session.cookieMaxAgeS).toBe(MAX_AGE_DAYS * DAY_S);

    for (let day = 1; day < MAX_AGE_DAYS; day++) {
      advance(DAY_S - 60);
      const refreshed = await services.viewer.refresh(requestWith(done.session.token));
      expect(refreshed).not.toBeNull();
      expect((await viewerOf(done.session.token))?.userId).toBe(user.userId);
    }
    const end = signedInAt.getTime() + MAX_AGE_DAYS * DAY_S * 1000;
    now = new Date(end - 60_000);
    expect(await services.viewer.refresh(requestWith(done.session.token))).not.toBeNull();
    // Its sliding expiry (30 days from the last refresh) is far off, but the absolute end has come.
    now = new Date(end + 1000);
    expect(await viewerOf(done.session.token)).toBeNull();
    expect(await services.viewer.refresh(requestWith(done.session.token))).toBeNull();
    expect(await auth().listSessions(user.userId)).toEqual([]);
  });

  it("caps the cookie of a refreshed session at what is left of its lifetime", async () => {
    services = servicesWith({ SESSION_MAX_AGE_DAYS: String(MAX_AGE_DAYS) });
    const user = await verifiedUser();
    const done = await signedIn(user);
    advance(DAY_S);
    const refreshed = await services.viewer.refresh(requestWith(done.session.token));
    const maxAge = /Max-Age=(\d+)/.exec(refreshed!.setCookies[0]!)?.[1];
    expect(Number(maxAge)).toBe((MAX_AGE_DAYS - 1) * DAY_S);
  });

  it("ends a browser-session sign-in after a day without refresh, sooner than the absolute lifetime", async () => {
    const user = await verifiedUser();
    const done = expectSignedIn(
      await auth().signIn({ email: user.email, password: user.password, rememberMe: false }, meta()),
    );
    advance(DAY_S + 1);
    expect(await viewerOf(done.session.token)).toBeNull();
  });
});

describe("sessions-ended listener (single sign-on ends with the sessions)", () => {
  const listen = () => {
    const calls: [string, { sessionId?: string }][] = [];
    services.onSessionsEnded(async (userId, scope) => {
      calls.push([userId, scope]);
    });
    return calls;
  };

  it("hears a log out with the session id, and nothing for a token without a session", async () => {
    const calls = listen();
    const user = await verifiedUser();
    const done = await signedIn(user);
    await auth().signOut(done.session.token);
    expect(calls).toEqual([[user.userId, { sessionId: done.session.sessionId }]]);
    await auth().signOut(done.session.token);
    await auth().signOut(null);
    expect(calls).toHaveLength(1);
  });

  it("hears a password change and a password reset with the user id", async () => {
    const calls = listen();
    const user = await verifiedUser();
    const current = await signedIn(user);
    await auth().changePassword(
      user.userId,
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      current.session.sessionId,
    );
    expect(calls).toEqual([[user.userId, {}]]);

    await auth().requestPasswordReset(user.email, meta());
    const token = linkToken(latestMail(user.email), "/login/reset-password");
    await auth().resetPassword({ token, password: "Third-Password-9!" }, meta());
    expect(calls).toEqual([
      [user.userId, {}],
      [user.userId, {}],
    ]);
  });

  it("hears a session ended from the sessions list with its id", async () => {
    const calls = listen();
    const user = await verifiedUser();
    const phone = await signedIn(user, meta(ip, "Phone"));
    await auth().revokeSession(user.userId, phone.session.sessionId);
    expect(calls).toEqual([[user.userId, { sessionId: phone.session.sessionId }]]);
  });

  it("hears nothing when the change is refused", async () => {
    const calls = listen();
    const user = await verifiedUser();
    const current = await signedIn(user);
    await rejection(
      auth().changePassword(
        user.userId,
        { currentPassword: "Not-My-Password-1", newPassword: NEW_PASSWORD },
        current.session.sessionId,
      ),
    );
    expect(calls).toEqual([]);
  });
});

describe("TOTP time steps (otpauth)", () => {
  it("accepts the code of the previous and the next 30-second step, refuses two steps away and the same code twice", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const attempt = async (code: string) =>
      auth().completeMfa(await challenged(user), { method: "totp", code }, meta());

    advance(10 * TOTP_STEP_S);
    const previous = totpAt(secret, stepsFromNow(-1));
    expect((await attempt(previous)).userId).toBe(user.userId);

    advance(10 * TOTP_STEP_S);
    const next = totpAt(secret, stepsFromNow(1));
    expect((await attempt(next)).userId).toBe(user.userId);

    advance(10 * TOTP_STEP_S);
    const current = totpAt(secret, now);
    for (const far of [totpAt(secret, stepsFromNow(-2)), totpAt(secret, stepsFromNow(2))]) {
      // Six digits can repeat across steps (about 1 in 300,000 runs): only a distinct code is refused.
      if ([current, totpAt(secret, stepsFromNow(-1)), totpAt(secret, stepsFromNow(1))].includes(far)) continue;
      await expectBadInput(attempt(far), MESSAGES.badCode);
    }
    expect((await attempt(current)).userId).toBe(user.userId);
    // The same code again, in a new sign-in and still within its step, is refused.
    await expectBadInput(attempt(current), MESSAGES.badCode);
  });

  it("refuses a code from before the last accepted step, so a next-step code closes the current one", async () => {
    const user = await verifiedUser();
    const { secret } = await enableTotp(user);
    const attempt = async (code: string) =>
      auth().completeMfa(await challenged(user), { method: "totp", code }, meta());
    advance(10 * TOTP_STEP_S);
    const current = totpAt(secret, now);
    const next = totpAt(secret, stepsFromNow(1));
    expect((await attempt(next)).userId).toBe(user.userId);
    if (current !== next) await expectBadInput(attempt(current), MESSAGES.badCode);
  });
});
