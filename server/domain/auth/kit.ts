import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { describeWait, RESEND_COOLDOWN_S, MAX_CODE_ATTEMPTS } from "~/core/auth-limits.ts";
import { checkPassword } from "~/core/password-policy.ts";
import type { Database } from "~/db/client.ts";
import { accounts, authCodes, users } from "~/db/schema/users.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import { createCipher, createHasher, randomCode, randomToken } from "../../auth/crypto.ts";
import { verifyPassword } from "../../auth/password-hash.ts";
import type { Logger } from "../../logger.ts";
import type { ImageStore } from "../../media/images.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { securityNoticeMail, type SecurityChange } from "../../mail/templates.ts";
import type { SmsSender } from "../../sms/sender.ts";
import { BadInput, DomainError, NotFound, RateLimited } from "../errors.ts";
import type { SessionStore } from "./sessions.ts";
import type { Clock, Throttle } from "./throttle.ts";

/** Who is making an auth request: for limits, session rows, the device check and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The device cookie of this browser (OWASP device cookie), when it has one. */
  deviceToken?: string | null;
}

export type MfaMethod = "totp" | "sms" | "backup";

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
  sessions: SessionStore;
  throttle: Throttle;
  mailer: Mailer;
  /** Null when no SMS provider is configured: text-message codes are then not offered. */
  sms: SmsSender | null;
  logger: Logger;
  secret: string;
  siteUrl: string;
  secureCookies: boolean;
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  /**
   * Called after sessions end (log out: that session; password change or reset: all of the user's):
   * single sign-on for our other apps ends with them (decision 023).
   */
  onSessionsEnded?: (userId: string, scope: { sessionId?: string }) => Promise<void>;
  /** Removes a closed account's uploads (avatar, project images); left out, the files stay. */
  images?: Pick<ImageStore, "remove">;
  clock?: Clock;
}

export type CodePurpose = (typeof authCodes.$inferSelect)["purpose"];

/** What every auth flow shares: keyed hashing, codes, users, the password check and the audit log. */
export function createAuthKit(options: AuthServiceOptions) {
  const { db, throttle, mailer, logger, siteUrl } = options;
  const clock = options.clock ?? (() => new Date());
  const hash = createHasher(options.secret);
  const cipher = createCipher(options.secret);
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

  /** For changes that need the password again (MFA, password, e-mail). */
  async function assertPassword(user: { id: string; email: string }, password: string) {
    // Re-asking counts toward the same lockout: a stolen session cannot guess the password freely.
    await throttle.assertNotLocked(user.email);
    const stored = await passwordHashOf(user.id);
    if (!stored || !(await verifyPassword({ hash: stored, password }))) {
      await throttle.recordFailure(user.email);
      audit("reauth.failure", { userId: user.id });
      throw new BadInput(MESSAGES.wrongPassword, { password: [MESSAGES.wrongPassword] });
    }
  }

  /** The password rules of sign-up, change and reset. */
  async function assertPasswordPolicy(password: string, email: string, name: string[]) {
    const result = checkPassword(password, { email, name });
    if (!result.ok) throw new BadInput(result.message, { password: [result.message] });
    await assertStrongPassword(password, { email, names: name });
  }

  async function notify(user: { email: string; name: string }, change: SecurityChange) {
    try {
      await mailer.send({ to: user.email, ...securityNoticeMail({ name: user.name, change, at: clock(), siteUrl }) });
    } catch (error) {
      logger.warn({ err: error, change }, "security notice mail failed");
    }
  }

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

  /** Spends a matching unexpired code; counts wrong tries against the newest live code. */
  async function spendCode(userId: string, purpose: CodePurpose, code: string) {
    const [liveCode] = await db
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
    if (!liveCode) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
    if (liveCode.codeHash !== hash(code)) {
      const attempts = liveCode.attempts + 1;
      await db
        .update(authCodes)
        .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: clock() } : {}) })
        .where(eq(authCodes.id, liveCode.id));
      const message = attempts >= MAX_CODE_ATTEMPTS ? MESSAGES.codeSpent : MESSAGES.badCode;
      throw new BadInput(message, { code: [message] });
    }
    const spent = await db
      .update(authCodes)
      .set({ consumedAt: clock() })
      .where(and(eq(authCodes.id, liveCode.id), isNull(authCodes.consumedAt)))
      .returning({ id: authCodes.id, target: authCodes.target });
    if (spent.length === 0) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
    return spent[0]!;
  }

  /** Throws the resend message while the cooldown of `purpose` runs. */
  async function assertResendAllowed(userId: string, purpose: CodePurpose) {
    const sinceS = await secondsSinceLastCode(userId, purpose);
    if (sinceS < RESEND_COOLDOWN_S) {
      const waitS = Math.ceil(RESEND_COOLDOWN_S - sinceS);
      throw new RateLimited(MESSAGES.resendWait(waitS), waitS);
    }
  }

  /** The password sign-in method of a user (the row shape existing accounts have). */
  const credentialAccount = (userId: string, passwordHash: string) => ({
    id: randomToken(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
    createdAt: clock(),
    updatedAt: clock(),
  });

  return {
    ...options,
    credentialAccount,
    clock,
    hash,
    cipher,
    later,
    audit,
    userByEmail,
    userById,
    passwordHashOf,
    assertPassword,
    assertPasswordPolicy,
    notify,
    secondsSinceLastCode,
    issueCode,
    spendCode,
    assertResendAllowed,
  };
}

export type AuthKit = ReturnType<typeof createAuthKit>;
