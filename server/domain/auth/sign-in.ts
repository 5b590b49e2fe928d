import { and, eq } from "drizzle-orm";
import { describeWait, MFA_CHALLENGE_TTL_S } from "~/core/auth-limits.ts";
import { signInSchema } from "~/core/auth-forms.ts";
import { accounts, mfaChallenges, mfaFactors } from "~/db/schema/users.ts";
import { randomToken } from "../../auth/crypto.ts";
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S } from "../../auth/device-cookie.ts";
import { hashPassword, needsRehash, verifyPassword } from "../../auth/password-hash.ts";
import { BadInput, parseInput, RateLimited } from "../errors.ts";
import { EmailNotVerified, MESSAGES, type AuthKit, type MfaMethod, type RequestMeta } from "./kit.ts";
import type { IssuedSession } from "./sessions.ts";

/** A finished sign-in: the session, and the device cookie that marks this browser as known. */
export interface SignedIn {
  kind: "signed-in";
  userId: string;
  session: IssuedSession;
  device: { value: string; maxAgeS: number };
}

export type SignInResult =
  SignedIn | { kind: "mfa"; methods: MfaMethod[]; challenge: { token: string; maxAgeS: number } };

/**
 * Password sign-in, lockout and the sessions it starts. A correct password from a browser that has
 * signed in to the account before is not refused by a lockout strangers caused (OWASP device
 * cookie): failures are counted per known device, or for the account as seen from unknown browsers.
 */
export function createSignInFlow(
  kit: AuthKit,
  onUnverified: (user: { id: string; email: string; name: string }) => Promise<void>,
) {
  const { db, throttle, sessions, clock, hash, audit, userByEmail } = kit;
  const devices = createDeviceCookies(kit.secret);

  /** Where failures of `email` from this browser count: its own device key, or the account's. */
  const lockoutKey = (email: string, deviceToken: string | null | undefined) => {
    const device = devices.deviceFor(deviceToken, email);
    return device ? `device:${device}:${email.toLowerCase()}` : email.toLowerCase();
  };

  async function mfaMethodsOf(userId: string): Promise<MfaMethod[]> {
    const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
    const methods: MfaMethod[] = [];
    if (factor?.totpEnabledAt) methods.push("totp");
    if (factor?.smsEnabledAt && factor.phoneNumber) methods.push("sms");
    if (methods.length > 0) methods.push("backup");
    return methods;
  }

  /** A sign-in (password or Google) waiting for the second factor; the browser keeps the token. */
  async function startChallenge(userId: string, rememberMe: boolean) {
    const token = randomToken();
    await db.transaction(async (tx) => {
      await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
      await tx.insert(mfaChallenges).values({
        id: hash(token),
        userId,
        rememberMe,
        expiresAt: kit.later(MFA_CHALLENGE_TTL_S),
        createdAt: clock(),
      });
    });
    return { token, maxAgeS: MFA_CHALLENGE_TTL_S };
  }

  /** Issues the session of a user who has passed every check. */
  async function finishSignIn(
    user: { id: string; email: string },
    rememberMe: boolean,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const session = await sessions.issue(user.id, { persistent: rememberMe, ip: meta.ip, userAgent: meta.userAgent });
    return {
      kind: "signed-in",
      userId: user.id,
      session,
      device: { value: devices.remember(meta.deviceToken, user.email), maxAgeS: DEVICE_COOKIE_MAX_AGE_S },
    };
  }

  return {
    mfaMethodsOf,
    startChallenge,
    finishSignIn,
    lockoutKey,

    async signIn(input: unknown, meta: RequestMeta): Promise<SignInResult> {
      await throttle.assertIpAllowed("sign-in", meta.ip);
      const data = parseInput(signInSchema, input);
      const key = lockoutKey(data.email, meta.deviceToken);
      await throttle.assertNotLocked(key);
      const user = await userByEmail(data.email);
      const stored = user ? await kit.passwordHashOf(user.id) : null;
      // Unknown addresses still pay for a hash, so timing does not tell them apart.
      const ok = stored
        ? await verifyPassword({ hash: stored, password: data.password })
        : (await hashPassword(data.password), false);
      if (!user || !ok) {
        await throttle.recordIpFailure("sign-in", meta.ip);
        const { failures, lockedForS } = await throttle.recordFailure(key);
        audit("sign-in.failure", { userId: user?.id ?? null, ip: meta.ip, failures, knownDevice: key !== data.email });
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
        await onUnverified(user);
        audit("sign-in.unverified", { userId: user.id, ip: meta.ip });
        throw new EmailNotVerified(user.email);
      }
      const methods = await mfaMethodsOf(user.id);
      if (methods.length > 0) {
        // The failure count is cleared only once the code is right, so wrong codes count toward the
        // same lockout across sign-ins.
        audit("sign-in.mfa-required", { userId: user.id, ip: meta.ip });
        return { kind: "mfa", methods, challenge: await startChallenge(user.id, data.rememberMe) };
      }
      await throttle.recordSuccess(key);
      audit("sign-in.success", { userId: user.id, ip: meta.ip, mfa: false });
      return finishSignIn(user, data.rememberMe, meta);
    },

    /** Log out: ends the session of this token; single sign-on ends with it. */
    async signOut(sessionToken: string | null): Promise<void> {
      const ended = await sessions.revokeToken(sessionToken);
      if (ended) {
        audit("sign-out", { userId: ended.userId });
        await kit.onSessionsEnded?.(ended.userId, { sessionId: ended.sessionId });
      }
    },
  };
}

export type SignInFlow = ReturnType<typeof createSignInFlow>;
