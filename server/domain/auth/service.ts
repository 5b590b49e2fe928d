import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import QRCode from "qrcode";
import {
  BACKUP_CODE_COUNT,
  EMAIL_CHANGE_TTL_S,
  EMAIL_VERIFICATION_TTL_S,
  MAX_CODE_ATTEMPTS,
  MFA_CHALLENGE_TTL_S,
  PASSWORD_RESET_TTL_S,
  RESEND_COOLDOWN_S,
  SMS_CODE_TTL_S,
  describeWait,
} from "~/core/auth-limits.ts";
import {
  backupCodeSchema,
  changeEmailSchema,
  changePasswordSchema,
  codeSchema,
  emailSchema,
  phoneSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "~/core/auth-forms.ts";
import { checkPassword } from "~/core/password-policy.ts";
import type { Database } from "~/db/client.ts";
import { isUniqueViolation } from "~/db/errors.ts";
import { accounts, authCodes, mfaBackupCodes, mfaChallenges, mfaFactors, sessions, users } from "~/db/schema/users.ts";
import type { BetterAuth } from "../../auth/better-auth.ts";
import { authCookieNames, expireCookie, readCookie, serializeCookie } from "../../auth/cookies.ts";
import {
  createCipher,
  createHasher,
  formatBackupCode,
  randomBackupCode,
  randomCode,
  randomToken,
} from "../../auth/crypto.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import { hashPassword, needsRehash, verifyPassword } from "../../auth/password-hash.ts";
import { generateTotpSecret, matchTotp, otpauthUrl, stepOf } from "../../auth/totp.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import {
  accountExistsMail,
  emailChangeMail,
  resetPasswordMail,
  securityNoticeMail,
  smsCodeText,
  verificationMail,
  type SecurityChange,
} from "../../mail/templates.ts";
import { maskPhone, type SmsSender } from "../../sms/sender.ts";
import { BadInput, DomainError, NotFound, parseInput, RateLimited } from "../errors.ts";
import type { Clock, Throttle } from "./throttle.ts";

/** Who is making an auth request, for limits, session rows and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  headers: Headers;
}

export type MfaMethod = "totp" | "sms" | "backup";

export type SignInResult =
  | { kind: "signed-in"; userId: string; setCookies: string[] }
  | { kind: "mfa"; methods: MfaMethod[]; setCookies: string[] };

/** A sign-in refused because the address is not verified yet (only said to the holder of the password). */
export class EmailNotVerified extends DomainError {
  constructor(readonly email: string) {
    super("Verify your email address to log in. We sent you a link and a 6-digit code.", "FORBIDDEN");
  }
}

export const MESSAGES = {
  badCredentials: "Incorrect email or password.",
  badLink: "This link is invalid or has already been used.",
  expiredLink: "This link has expired. Request a new one.",
  badCode: "That code is not right, or it has expired or already been used.",
  codeSpent: "Too many wrong codes. Request a new code.",
  challengeGone: "Your sign-in expired. Log in again.",
  wrongPassword: "Your password is not right.",
  smsUnavailable: "Text message codes are not available right now. Use an authenticator app instead.",
  resendWait: (s: number) => `We just sent you a code. You can ask for another in ${describeWait(s)}.`,
} as const;

export interface AuthServiceOptions {
  db: Database;
  auth: BetterAuth;
  throttle: Throttle;
  mailer: Mailer;
  /** Null when no SMS provider is configured: text-message codes are then not offered. */
  sms: SmsSender | null;
  logger: Logger;
  secret: string;
  siteUrl: string;
  secureCookies: boolean;
  clock?: Clock;
}

/** Set-Cookie values from better-auth's answer headers. */
const setCookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

export function createAuthService(options: AuthServiceOptions) {
  const { db, auth, throttle, mailer, sms, logger, siteUrl, secureCookies } = options;
  const clock = options.clock ?? (() => new Date());
  const hash = createHasher(options.secret);
  const cipher = createCipher(options.secret);
  const cookies = authCookieNames(secureCookies);
  const later = (seconds: number) => new Date(clock().getTime() + seconds * 1000);

  /** One structured line per security event; never a password, code or token. */
  const audit = (event: string, fields: Record<string, unknown>) => logger.info({ event, ...fields }, `auth: ${event}`);

  async function userByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return user;
  }

  async function userById(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new NotFound("That account no longer exists.");
    return user;
  }

  async function passwordHashOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .limit(1);
    return row?.password ?? null;
  }

  /** For changes that need the password again (MFA, password). */
  async function assertPassword(user: { id: string; email: string }, password: string) {
    const userId = user.id;
    // Re-asking counts toward the same lockout: a stolen session cannot guess the password freely.
    await throttle.assertNotLocked(user.email);
    const stored = await passwordHashOf(userId);
    if (!stored || !(await verifyPassword({ hash: stored, password }))) {
      await throttle.recordFailure(user.email);
      audit("reauth.failure", { userId });
      throw new BadInput(MESSAGES.wrongPassword, { password: [MESSAGES.wrongPassword] });
    }
  }

  const policyFor = async (password: string, email: string, name: string[]) => {
    const result = checkPassword(password, { email, name });
    if (!result.ok) throw new BadInput(result.message, { password: [result.message] });
    await assertStrongPassword(password, { email, names: name });
  };

  async function notify(user: { email: string; name: string }, change: SecurityChange) {
    try {
      await mailer.send({ to: user.email, ...securityNoticeMail({ name: user.name, change, at: clock(), siteUrl }) });
    } catch (error) {
      logger.warn({ err: error, change }, "security notice mail failed");
    }
  }

  // ---- e-mail verification: one row holds the link token and the code; either spends both ----

  type CodePurpose = (typeof authCodes.$inferSelect)["purpose"];

  /** Seconds since the last code of this purpose went out (Infinity when none), for resend cooldowns. */
  async function secondsSinceLastCode(userId: string, purpose: CodePurpose): Promise<number> {
    const [recent] = await db
      .select({ createdAt: authCodes.createdAt })
      .from(authCodes)
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    return recent ? (clock().getTime() - recent.createdAt.getTime()) / 1000 : Infinity;
  }

  /** A new code (and link token) that replaces any live one of the same purpose. */
  async function issueCode(userId: string, purpose: CodePurpose, target: string, ttlS: number, withToken = false) {
    const code = randomCode();
    const token = withToken ? randomToken() : null;
    await db.transaction(async (tx) => {
      await tx
        .update(authCodes)
        .set({ consumedAt: clock() })
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)));
      await tx.insert(authCodes).values({
        id: randomToken(),
        userId,
        purpose,
        target,
        tokenHash: token ? hash(token) : null,
        codeHash: hash(code),
        expiresAt: later(ttlS),
        createdAt: clock(),
      });
    });
    return { code, token };
  }

  async function sendVerification(user: { id: string; email: string; name: string }) {
    if ((await secondsSinceLastCode(user.id, "email-verification")) < RESEND_COOLDOWN_S) return;
    const { code, token } = await issueCode(user.id, "email-verification", user.email, EMAIL_VERIFICATION_TTL_S, true);
    const url = `${siteUrl}/signup/verify?token=${encodeURIComponent(token!)}`;
    await mailer.send({
      to: user.email,
      ...verificationMail({ name: user.name, url, code, expiresHours: EMAIL_VERIFICATION_TTL_S / 3600 }),
    });
  }

  async function setVerified(userId: string) {
    await db.update(users).set({ emailVerified: true, updatedAt: clock() }).where(eq(users.id, userId));
    audit("email.verified", { userId });
  }

  async function markVerified(codeId: string, userId: string) {
    const spent = await db
      .update(authCodes)
      .set({ consumedAt: clock() })
      .where(and(eq(authCodes.id, codeId), isNull(authCodes.consumedAt)))
      .returning({ id: authCodes.id });
    // Two clicks at once: only the one that spent the row verifies.
    if (spent.length === 0) throw new BadInput(MESSAGES.badLink);
    await setVerified(userId);
  }

  // ---- sessions ----

  async function startSession(userId: string, rememberMe: boolean, meta: RequestMeta): Promise<string[]> {
    const { headers } = await auth.api.createSessionForUser({
      body: { userId, rememberMe, ipAddress: meta.ip, userAgent: meta.userAgent ?? undefined },
      headers: meta.headers,
      returnHeaders: true,
    });
    return setCookiesOf(headers);
  }

  async function mfaMethodsOf(userId: string): Promise<MfaMethod[]> {
    const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
    const methods: MfaMethod[] = [];
    if (factor?.totpEnabledAt) methods.push("totp");
    if (factor?.smsEnabledAt && factor.phoneNumber) methods.push("sms");
    if (methods.length > 0) methods.push("backup");
    return methods;
  }

  /** A password sign-in (or Google's) waiting for the second factor; returns the cookie that carries it. */
  async function startChallenge(userId: string, rememberMe: boolean): Promise<string> {
    const token = randomToken();
    await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
    await db.insert(mfaChallenges).values({
      id: hash(token),
      userId,
      rememberMe,
      expiresAt: later(MFA_CHALLENGE_TTL_S),
      createdAt: clock(),
    });
    return serializeCookie(cookies.mfaChallenge, token, { maxAgeSeconds: MFA_CHALLENGE_TTL_S, secure: secureCookies });
  }

  async function challengeFrom(request: Request) {
    const token = readCookie(request.headers.get("cookie"), cookies.mfaChallenge);
    if (!token) return null;
    const [challenge] = await db
      .select()
      .from(mfaChallenges)
      .where(and(eq(mfaChallenges.id, hash(token)), gt(mfaChallenges.expiresAt, clock())))
      .limit(1);
    return challenge ?? null;
  }

  async function issueBackupCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, randomBackupCode);
    await db.transaction(async (tx) => {
      await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
      await tx
        .insert(mfaBackupCodes)
        .values(codes.map((code) => ({ id: randomToken(), userId, codeHash: hash(code), createdAt: clock() })));
    });
    return codes.map(formatBackupCode);
  }

  async function sendSmsCode(userId: string, phone: string, purpose: "sms-sign-in" | "phone-verification") {
    const sinceS = await secondsSinceLastCode(userId, purpose);
    if (sinceS < RESEND_COOLDOWN_S) {
      const waitS = Math.ceil(RESEND_COOLDOWN_S - sinceS);
      throw new RateLimited(MESSAGES.resendWait(waitS), waitS);
    }
    if (!sms) throw new BadInput(MESSAGES.smsUnavailable);
    const { code } = await issueCode(userId, purpose, phone, SMS_CODE_TTL_S);
    await sms.send(phone, smsCodeText(code));
    audit("sms.sent", { userId, purpose, phone: maskPhone(phone) });
  }

  /** Spends a matching unexpired code; counts wrong tries against the newest live code. */
  async function spendCode(userId: string, purpose: CodePurpose, code: string) {
    const [live] = await db
      .select()
      .from(authCodes)
      .where(
        and(
          eq(authCodes.userId, userId),
          eq(authCodes.purpose, purpose),
          isNull(authCodes.consumedAt),
          gt(authCodes.expiresAt, clock()),
        ),
      )
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    if (!live) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
    if (live.codeHash !== hash(code)) {
      const attempts = live.attempts + 1;
      await db
        .update(authCodes)
        .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: clock() } : {}) })
        .where(eq(authCodes.id, live.id));
      const message = attempts >= MAX_CODE_ATTEMPTS ? MESSAGES.codeSpent : MESSAGES.badCode;
      throw new BadInput(message, { code: [message] });
    }
    const spent = await db
      .update(authCodes)
      .set({ consumedAt: clock() })
      .where(and(eq(authCodes.id, live.id), isNull(authCodes.consumedAt)))
      .returning({ id: authCodes.id, target: authCodes.target });
    if (spent.length === 0) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
    return spent[0]!;
  }

  /** The pending secret as a QR code and as text (null when no setup is pending). */
  async function totpSetup(userId: string) {
    const user = await userById(userId);
    const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
    if (!factor?.totpSecret || factor.totpEnabledAt) return null;
    const secret = cipher.decrypt(factor.totpSecret);
    const url = otpauthUrl({ secret, account: user.email, issuer: "Maven Analytics" });
    const qrSvg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { secret: secret.replace(/(.{4})/g, "$1 ").trim(), otpauthUrl: url, qrSvg };
  }

  /** Backup codes only mean something while a second factor is on. */
  async function dropBackupCodesIfNoFactor(userId: string): Promise<void> {
    if ((await mfaMethodsOf(userId)).length === 0) {
      await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    }
  }

  return {
    totpSetup,

    async signUp(input: unknown, meta: RequestMeta): Promise<{ email: string }> {
      await throttle.hitIp("sign-up", meta.ip);
      const data = parseInput(signUpSchema, input);
      await policyFor(data.password, data.email, [data.firstName, data.lastName]);
      const name = `${data.firstName} ${data.lastName}`;
      const existing = await userByEmail(data.email);
      if (existing) {
        // Same answer and about the same time as a new account: no enumeration.
        await hashPassword(data.password);
        if (existing.emailVerified) {
          await mailer
            .send({
              to: existing.email,
              ...accountExistsMail({
                name: existing.name,
                loginUrl: `${siteUrl}/login`,
                resetUrl: `${siteUrl}/login/forgot-password`,
              }),
            })
            .catch((error: unknown) => logger.warn({ err: error }, "account-exists mail failed"));
        } else {
          // Not verified yet: the latest sign-up's password wins, so whoever signed up first with
          // someone else's address cannot sign in once the owner verifies it.
          await db
            .update(accounts)
            .set({ password: await hashPassword(data.password), updatedAt: clock() })
            .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
          await db
            .update(users)
            .set({ firstName: data.firstName, lastName: data.lastName, name, updatedAt: clock() })
            .where(eq(users.id, existing.id));
          await sendVerification(existing).catch((error: unknown) =>
            logger.warn({ err: error }, "verification mail failed"),
          );
        }
        audit("sign-up.existing", { userId: existing.id, ip: meta.ip });
        return { email: data.email };
      }
      const result = await auth.api.signUpEmail({
        body: { email: data.email, password: data.password, name, firstName: data.firstName, lastName: data.lastName },
      });
      const user = { id: result.user.id, email: data.email, name };
      audit("sign-up", { userId: user.id, ip: meta.ip });
      await sendVerification(user).catch((error: unknown) => logger.warn({ err: error }, "verification mail failed"));
      return { email: data.email };
    },

    /** The link in the verification mail. */
    async verifyEmailToken(token: string): Promise<{ email: string }> {
      if (!token || token.length > 200) throw new BadInput(MESSAGES.badLink);
      const [row] = await db
        .select()
        .from(authCodes)
        .where(eq(authCodes.tokenHash, hash(token)))
        .limit(1);
      if (!row || row.purpose !== "email-verification" || row.consumedAt) throw new BadInput(MESSAGES.badLink);
      if (row.expiresAt <= clock()) throw new BadInput(MESSAGES.expiredLink);
      await markVerified(row.id, row.userId);
      return { email: row.target };
    },

    /** The 6-digit code from the same mail, typed on the check-your-inbox page. */
    async verifyEmailCode(input: { email: unknown; code: unknown }, meta: RequestMeta): Promise<{ email: string }> {
      await throttle.hitIp("code", meta.ip);
      const email = parseInput(emailSchema, input.email);
      const code = parseInput(codeSchema, input.code);
      const user = await userByEmail(email);
      if (!user) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
      await spendCode(user.id, "email-verification", code);
      await setVerified(user.id);
      return { email };
    },

    /** Always answers the same; sends only to an unverified account, at most once a minute. */
    async resendVerification(emailInput: unknown, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("resend", meta.ip);
      const email = parseInput(emailSchema, emailInput);
      const user = await userByEmail(email);
      if (user && !user.emailVerified) {
        await sendVerification(user).catch((error: unknown) => logger.warn({ err: error }, "verification mail failed"));
      }
    },

    async signIn(input: unknown, meta: RequestMeta): Promise<SignInResult> {
      await throttle.hitIp("sign-in", meta.ip);
      const data = parseInput(signInSchema, input);
      await throttle.assertNotLocked(data.email);
      const user = await userByEmail(data.email);
      const stored = user ? await passwordHashOf(user.id) : null;
      // Unknown addresses still pay for a hash, so timing does not tell them apart.
      const ok = stored
        ? await verifyPassword({ hash: stored, password: data.password })
        : (await hashPassword(data.password), false);
      if (!user || !ok) {
        const { failures, lockedForS } = await throttle.recordFailure(data.email);
        audit("sign-in.failure", { userId: user?.id ?? null, ip: meta.ip, failures });
        if (lockedForS > 0) {
          audit("lockout", { userId: user?.id ?? null, ip: meta.ip, failures, lockedForS });
          throw new RateLimited(
            `Too many failed attempts for this account. Try again in ${describeWait(lockedForS)}.`,
            lockedForS,
          );
        }
        throw new BadInput(MESSAGES.badCredentials);
      }
      if (stored && needsRehash(stored)) {
        await db
          .update(accounts)
          .set({ password: await hashPassword(data.password), updatedAt: clock() })
          .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
      }
      if (!user.emailVerified) {
        await sendVerification(user).catch((error: unknown) => logger.warn({ err: error }, "verification mail failed"));
        audit("sign-in.unverified", { userId: user.id, ip: meta.ip });
        throw new EmailNotVerified(user.email);
      }
      const methods = await mfaMethodsOf(user.id);
      // With a second factor the failure count is cleared only once the code is right, so
      // wrong codes count toward the account's lockout across sign-ins and addresses.
      if (methods.length === 0) await throttle.recordSuccess(data.email);
      if (methods.length > 0) {
        audit("sign-in.mfa-required", { userId: user.id, ip: meta.ip });
        return { kind: "mfa", methods, setCookies: [await startChallenge(user.id, data.rememberMe)] };
      }
      const setCookies = await startSession(user.id, data.rememberMe, meta);
      audit("sign-in.success", { userId: user.id, ip: meta.ip, mfa: false });
      return { kind: "signed-in", userId: user.id, setCookies };
    },

    /** The second-factor step: which methods the pending sign-in may use (null when there is none). */
    async pendingMfa(request: Request): Promise<{ methods: MfaMethod[]; phone: string | null } | null> {
      const challenge = await challengeFrom(request);
      if (!challenge) return null;
      const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, challenge.userId)).limit(1);
      return {
        methods: await mfaMethodsOf(challenge.userId),
        phone: factor?.smsEnabledAt && factor.phoneNumber ? maskPhone(factor.phoneNumber) : null,
      };
    },

    async sendSignInSms(request: Request, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("resend", meta.ip);
      const challenge = await challengeFrom(request);
      if (!challenge) throw new BadInput(MESSAGES.challengeGone);
      const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, challenge.userId)).limit(1);
      if (!factor?.smsEnabledAt || !factor.phoneNumber)
        throw new BadInput("Text messages are not set up for this account.");
      await sendSmsCode(challenge.userId, factor.phoneNumber, "sms-sign-in");
    },

    async completeMfa(
      request: Request,
      input: { method: unknown; code: unknown },
      meta: RequestMeta,
    ): Promise<{ userId: string; setCookies: string[] }> {
      await throttle.hitIp("code", meta.ip);
      const challenge = await challengeFrom(request);
      if (!challenge) throw new BadInput(MESSAGES.challengeGone);
      const method = input.method === "sms" || input.method === "backup" ? input.method : "totp";
      const userId = challenge.userId;
      const user = await userById(userId);
      await throttle.assertNotLocked(user.email);
      const fail = async () => {
        const { lockedForS } = await throttle.recordFailure(user.email);
        if (lockedForS > 0) await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
        const attempts = challenge.attempts + 1;
        if (attempts >= MAX_CODE_ATTEMPTS) await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
        else await db.update(mfaChallenges).set({ attempts }).where(eq(mfaChallenges.id, challenge.id));
        audit("mfa.failure", { userId, method, ip: meta.ip, attempts });
        const message = attempts >= MAX_CODE_ATTEMPTS ? MESSAGES.challengeGone : MESSAGES.badCode;
        return new BadInput(message, { code: [message] });
      };
      if (method === "backup") {
        const code = parseInput(backupCodeSchema, input.code);
        const used = await db
          .update(mfaBackupCodes)
          .set({ usedAt: clock() })
          .where(
            and(
              eq(mfaBackupCodes.userId, userId),
              eq(mfaBackupCodes.codeHash, hash(code)),
              isNull(mfaBackupCodes.usedAt),
            ),
          )
          .returning({ id: mfaBackupCodes.id });
        if (used.length === 0) throw await fail();
      } else if (method === "sms") {
        const code = parseInput(codeSchema, input.code);
        try {
          await spendCode(userId, "sms-sign-in", code);
        } catch (error) {
          if (error instanceof BadInput) throw await fail();
          throw error;
        }
      } else {
        const code = parseInput(codeSchema, input.code);
        const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
        if (!factor?.totpEnabledAt || !factor.totpSecret) throw await fail();
        const step = matchTotp(cipher.decrypt(factor.totpSecret), code, clock(), factor.totpLastStep);
        if (step === null) throw await fail();
        // Compare-and-set on the last step: two requests with one code cannot both pass.
        const claimed = await db
          .update(mfaFactors)
          .set({ totpLastStep: step })
          .where(and(eq(mfaFactors.userId, userId), sql`coalesce(${mfaFactors.totpLastStep}, -1) < ${step}`))
          .returning({ userId: mfaFactors.userId });
        if (claimed.length === 0) throw await fail();
      }
      const deleted = await db
        .delete(mfaChallenges)
        .where(eq(mfaChallenges.id, challenge.id))
        .returning({ id: mfaChallenges.id });
      if (deleted.length === 0) throw new BadInput(MESSAGES.challengeGone);
      await throttle.recordSuccess(user.email);
      const setCookies = await startSession(userId, challenge.rememberMe, meta);
      setCookies.push(expireCookie(cookies.mfaChallenge, secureCookies));
      audit("sign-in.success", { userId, ip: meta.ip, mfa: method });
      return { userId, setCookies };
    },

    async signOut(request: Request): Promise<string[]> {
      try {
        const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
        audit("sign-out", {});
        return setCookiesOf(headers);
      } catch {
        // No session (already signed out): still clear the cookie.
        return [expireCookie(cookies.session, secureCookies)];
      }
    },

    /** Same answer whether or not the address has an account. */
    async requestPasswordReset(emailInput: unknown, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("reset", meta.ip);
      const email = parseInput(emailSchema, emailInput);
      await auth.api.requestPasswordReset({ body: { email, redirectTo: `${siteUrl}/login/reset-password` } });
      audit("password-reset.requested", { ip: meta.ip });
    },

    async resetPassword(input: unknown, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("reset", meta.ip);
      const data = parseInput(resetPasswordSchema, input);
      // The policy needs the account's address; the token names the user.
      const context = await auth.$context;
      const row = await context.internalAdapter.findVerificationValue(`reset-password:${data.token}`);
      if (!row || row.expiresAt <= clock()) throw new BadInput(MESSAGES.expiredLink);
      const user = await userById(row.value);
      await policyFor(data.password, user.email, [user.firstName ?? "", user.lastName ?? ""]);
      try {
        await auth.api.resetPassword({ body: { newPassword: data.password, token: data.token } });
      } catch {
        throw new BadInput(MESSAGES.expiredLink);
      }
      await throttle.recordSuccess(user.email);
      audit("password.reset", { userId: user.id, ip: meta.ip });
    },

    async changePassword(userId: string, input: unknown, keepSessionId: string): Promise<void> {
      const data = parseInput(changePasswordSchema, input);
      const user = await userById(userId);
      await assertPassword(user, data.currentPassword);
      await policyFor(data.newPassword, user.email, [user.firstName ?? "", user.lastName ?? ""]);
      await db
        .update(accounts)
        .set({ password: await hashPassword(data.newPassword), updatedAt: clock() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
      audit("password.changed", { userId });
      await notify(user, "password");
    },

    // ---- e-mail address change: password again, a code to the new address, a notice to the old ----

    /**
     * Mails a code to the new address. An address that already has an account gets the
     * "account exists" mail instead, so this page cannot be used to find out who is a member.
     */
    async beginEmailChange(userId: string, input: unknown): Promise<{ email: string }> {
      const data = parseInput(changeEmailSchema, input);
      const user = await userById(userId);
      await assertPassword(user, data.password);
      if (data.newEmail === user.email) {
        const message = "That is already your email address.";
        throw new BadInput(message, { newEmail: [message] });
      }
      const sinceS = await secondsSinceLastCode(userId, "email-change");
      if (sinceS < RESEND_COOLDOWN_S) {
        const waitS = Math.ceil(RESEND_COOLDOWN_S - sinceS);
        throw new RateLimited(MESSAGES.resendWait(waitS), waitS);
      }
      const { code } = await issueCode(userId, "email-change", data.newEmail, EMAIL_CHANGE_TTL_S);
      const taken = await userByEmail(data.newEmail);
      const mail = taken
        ? accountExistsMail({
            name: taken.name,
            loginUrl: `${siteUrl}/login`,
            resetUrl: `${siteUrl}/login/forgot-password`,
            siteUrl,
            reason: "email-change",
          })
        : emailChangeMail({ name: user.name, code, expiresMinutes: EMAIL_CHANGE_TTL_S / 60, siteUrl });
      await mailer.send({ to: data.newEmail, ...mail });
      audit("email-change.requested", { userId });
      return { email: data.newEmail };
    },

    /** The address waiting for its code, or null. */
    async pendingEmailChange(userId: string): Promise<string | null> {
      const [live] = await db
        .select({ target: authCodes.target })
        .from(authCodes)
        .where(
          and(
            eq(authCodes.userId, userId),
            eq(authCodes.purpose, "email-change"),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, clock()),
          ),
        )
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return live?.target ?? null;
    },

    async cancelEmailChange(userId: string): Promise<void> {
      await db
        .update(authCodes)
        .set({ consumedAt: clock() })
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, "email-change"), isNull(authCodes.consumedAt)));
    },

    /** The code moves the account; the old address is told. */
    async confirmEmailChange(userId: string, codeInput: unknown): Promise<{ email: string }> {
      const code = parseInput(codeSchema, codeInput);
      const user = await userById(userId);
      await throttle.assertNotLocked(user.email);
      const { target } = await spendCode(userId, "email-change", code);
      const taken = await userByEmail(target);
      const inUse = "That email address now belongs to another account. Choose another one.";
      if (taken) throw new BadInput(inUse, { code: [inUse] });
      try {
        await db
          .update(users)
          .set({ email: target, emailVerified: true, updatedAt: clock() })
          .where(eq(users.id, userId));
      } catch (error) {
        // Two accounts moving to one address at once: the unique index lets one win.
        if (isUniqueViolation(error)) throw new BadInput(inUse, { code: [inUse] });
        throw error;
      }
      audit("email.changed", { userId });
      await notify(user, "email");
      return { email: target };
    },

    async listSessions(userId: string) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock())))
        .orderBy(desc(sessions.updatedAt));
    },

    async revokeSession(userId: string, sessionId: string): Promise<void> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      if (deleted.length === 0) throw new NotFound("That session has already ended.");
      audit("session.revoked", { userId, sessionId });
    },

    async revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      audit("session.revoked-others", { userId, count: deleted.length });
      return deleted.length;
    },

    // ---- MFA settings (each change asks for the password) ----

    async mfaStatus(userId: string) {
      const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
      const codes = await db
        .select({ usedAt: mfaBackupCodes.usedAt })
        .from(mfaBackupCodes)
        .where(eq(mfaBackupCodes.userId, userId));
      return {
        totp: Boolean(factor?.totpEnabledAt),
        totpPending: Boolean(factor?.totpSecret && !factor.totpEnabledAt),
        sms: Boolean(factor?.smsEnabledAt),
        phone: factor?.phoneNumber ? maskPhone(factor.phoneNumber) : null,
        phonePending: Boolean(factor?.phoneNumber && !factor.smsEnabledAt),
        backupCodesLeft: codes.filter((c) => !c.usedAt).length,
        smsAvailable: sms !== null,
        hasPassword: (await passwordHashOf(userId)) !== null,
      };
    },

    async beginTotp(userId: string, password: string) {
      const user = await userById(userId);
      await assertPassword(user, password);
      const secret = generateTotpSecret();
      await db
        .insert(mfaFactors)
        .values({ userId, totpSecret: cipher.encrypt(secret), updatedAt: clock() })
        .onConflictDoUpdate({
          target: mfaFactors.userId,
          set: { totpSecret: cipher.encrypt(secret), totpEnabledAt: null, totpLastStep: null, updatedAt: clock() },
        });
      return totpSetup(user.id);
    },

    /** The first code confirms the app; returns new backup codes when this is the first factor. */
    async confirmTotp(userId: string, codeInput: unknown): Promise<{ backupCodes: string[] | null }> {
      const code = parseInput(codeSchema, codeInput);
      const user = await userById(userId);
      const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
      if (!factor?.totpSecret || factor.totpEnabledAt) throw new BadInput("Start the authenticator setup again.");
      const step = matchTotp(cipher.decrypt(factor.totpSecret), code, clock(), null);
      if (step === null) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
      const hadFactor = Boolean(factor.smsEnabledAt);
      await db
        .update(mfaFactors)
        .set({ totpEnabledAt: clock(), totpLastStep: step, updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      audit("mfa.enabled", { userId, method: "totp" });
      await notify(user, "mfa-enabled");
      return { backupCodes: hadFactor ? null : await issueBackupCodes(userId) };
    },

    async disableTotp(userId: string, password: string): Promise<void> {
      const user = await userById(userId);
      await assertPassword(user, password);
      await db
        .update(mfaFactors)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      await dropBackupCodesIfNoFactor(userId);
      audit("mfa.disabled", { userId, method: "totp" });
      await notify(user, "mfa-disabled");
    },

    async beginSms(userId: string, password: string, phoneInput: unknown): Promise<void> {
      const user = await userById(userId);
      if (!sms) throw new BadInput(MESSAGES.smsUnavailable);
      const phone = parseInput(phoneSchema, phoneInput);
      await assertPassword(user, password);
      await db
        .insert(mfaFactors)
        .values({ userId, phoneNumber: phone, updatedAt: clock() })
        .onConflictDoUpdate({
          target: mfaFactors.userId,
          set: { phoneNumber: phone, smsEnabledAt: null, updatedAt: clock() },
        });
      await sendSmsCode(userId, phone, "phone-verification");
    },

    async confirmSms(userId: string, codeInput: unknown): Promise<{ backupCodes: string[] | null }> {
      const code = parseInput(codeSchema, codeInput);
      const user = await userById(userId);
      const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
      if (!factor?.phoneNumber || factor.smsEnabledAt) throw new BadInput("Start the text message setup again.");
      const spent = await spendCode(userId, "phone-verification", code);
      if (spent.target !== factor.phoneNumber) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
      const hadFactor = Boolean(factor.totpEnabledAt);
      await db
        .update(mfaFactors)
        .set({ smsEnabledAt: clock(), updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      audit("mfa.enabled", { userId, method: "sms" });
      await notify(user, "mfa-enabled");
      return { backupCodes: hadFactor ? null : await issueBackupCodes(userId) };
    },

    async disableSms(userId: string, password: string): Promise<void> {
      const user = await userById(userId);
      await assertPassword(user, password);
      await db
        .update(mfaFactors)
        .set({ phoneNumber: null, smsEnabledAt: null, updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      await dropBackupCodesIfNoFactor(userId);
      audit("mfa.disabled", { userId, method: "sms" });
      await notify(user, "mfa-disabled");
    },

    async regenerateBackupCodes(userId: string, password: string): Promise<string[]> {
      const user = await userById(userId);
      await assertPassword(user, password);
      if ((await mfaMethodsOf(userId)).length === 0) throw new BadInput("Turn on two-step verification first.");
      const codes = await issueBackupCodes(userId);
      audit("mfa.backup-codes-regenerated", { userId });
      await notify(user, "backup-codes");
      return codes;
    },

    /**
     * After Google's callback: a user with a second factor must still pass it, so the session
     * better-auth just made is ended and the MFA step takes over. Returns the response to send.
     */
    async gateOAuthSignIn(response: Response): Promise<Response> {
      const setCookies = response.headers.getSetCookie();
      const prefix = `${cookies.session}=`;
      const sessionCookie = setCookies.find((c) => c.startsWith(prefix) && !/Max-Age=0/i.test(c));
      if (!sessionCookie) return response;
      const raw = decodeURIComponent(sessionCookie.slice(prefix.length).split(";")[0] ?? "");
      const token = raw.slice(0, raw.lastIndexOf("."));
      const [session] = await db.select().from(sessions).where(eq(sessions.token, token)).limit(1);
      if (!session) return response;
      const methods = await mfaMethodsOf(session.userId);
      if (methods.length === 0) {
        audit("sign-in.success", { userId: session.userId, via: "google", ip: session.ipAddress });
        return response;
      }
      await db.delete(sessions).where(eq(sessions.id, session.id));
      const challengeCookie = await startChallenge(session.userId, true);
      audit("sign-in.mfa-required", { userId: session.userId, via: "google" });
      const location = response.headers.get("location") ?? "/dashboard";
      const returnTo = new URL(location, siteUrl);
      const target = `/login/mfa?returnTo=${encodeURIComponent(returnTo.origin === new URL(siteUrl).origin ? returnTo.pathname + returnTo.search : location)}`;
      const headers = new Headers({ Location: target });
      for (const cookie of setCookies) if (!cookie.startsWith(prefix)) headers.append("Set-Cookie", cookie);
      headers.append("Set-Cookie", expireCookie(cookies.session, secureCookies));
      headers.append("Set-Cookie", challengeCookie);

      return new Response(null, { status: 302, headers });
    },

    /** Hooks better-auth calls (reset mail, after reset). */
    async mailResetLink(user: { email: string; name: string }, token: string): Promise<void> {
      const url = `${siteUrl}/login/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        ...resetPasswordMail({ name: user.name, url, expiresMinutes: PASSWORD_RESET_TTL_S / 60 }),
      });
    },

    async afterPasswordReset(user: { id: string; email: string; name: string }): Promise<void> {
      await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, user.id));
      audit("password.changed", { userId: user.id, via: "reset" });
      await notify(user, "password");
    },

    /** The current time step, for tests that compute codes. */
    totpStepNow: () => stepOf(clock()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
