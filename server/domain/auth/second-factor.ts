import { and, eq, gt, isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { BACKUP_CODE_COUNT, MAX_CODE_ATTEMPTS, SMS_CODE_TTL_S } from "~/core/auth-limits.ts";
import { backupCodeSchema, codeSchema, phoneSchema } from "~/core/auth-forms.ts";
import { mfaBackupCodes, mfaChallenges, mfaFactors } from "~/db/schema/users.ts";
import { formatBackupCode, randomBackupCode, randomToken } from "../../auth/crypto.ts";
import { generateTotpSecret, matchTotp, otpauthUrl, stepOf } from "../../auth/totp.ts";
import { smsCodeText } from "../../mail/templates.ts";
import { maskPhone } from "../../sms/sender.ts";
import { BadInput, parseInput } from "../errors.ts";
import { MESSAGES, type AuthKit, type MfaMethod, type RequestMeta } from "./kit.ts";
import type { SignedIn, SignInFlow } from "./sign-in.ts";

/** Second factors: the sign-in challenge (TOTP, SMS, backup codes) and their settings. */
export function createSecondFactorFlow(kit: AuthKit, signIn: SignInFlow) {
  const { db, throttle, sms, clock, hash, cipher, audit, userById } = kit;

  async function challengeOf(token: string | null) {
    if (!token || token.length > 100) return null;
    const [challenge] = await db
      .select()
      .from(mfaChallenges)
      .where(and(eq(mfaChallenges.id, hash(token)), gt(mfaChallenges.expiresAt, clock())))
      .limit(1);
    return challenge ?? null;
  }

  async function factorOf(userId: string) {
    const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
    return factor;
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
    await kit.assertResendAllowed(userId, purpose);
    if (!sms) throw new BadInput(MESSAGES.smsUnavailable);
    const { code } = await kit.issueCode(userId, purpose, phone, SMS_CODE_TTL_S);
    await sms.send(phone, smsCodeText(code));
    audit("sms.sent", { userId, purpose, phone: maskPhone(phone) });
  }

  /** The pending secret as a QR code and as text (null when no setup is pending). */
  async function totpSetup(userId: string) {
    const user = await userById(userId);
    const factor = await factorOf(userId);
    if (!factor?.totpSecret || factor.totpEnabledAt) return null;
    const secret = cipher.decrypt(factor.totpSecret);
    const url = otpauthUrl({ secret, account: user.email });
    const qrSvg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { secret: secret.replace(/(.{4})/g, "$1 ").trim(), otpauthUrl: url, qrSvg };
  }

  /** Backup codes only mean something while a second factor is on. */
  async function dropBackupCodesIfNoFactor(userId: string): Promise<void> {
    if ((await signIn.mfaMethodsOf(userId)).length === 0) {
      await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    }
  }

  return {
    totpSetup,

    /** The second-factor step: which methods the pending sign-in may use (null when there is none). */
    async pendingMfa(challengeToken: string | null): Promise<{ methods: MfaMethod[]; phone: string | null } | null> {
      const challenge = await challengeOf(challengeToken);
      if (!challenge) return null;
      const factor = await factorOf(challenge.userId);
      return {
        methods: await signIn.mfaMethodsOf(challenge.userId),
        phone: factor?.smsEnabledAt && factor.phoneNumber ? maskPhone(factor.phoneNumber) : null,
      };
    },

    async sendSignInSms(challengeToken: string | null, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("resend", meta.ip);
      const challenge = await challengeOf(challengeToken);
      if (!challenge) throw new BadInput(MESSAGES.challengeGone);
      const factor = await factorOf(challenge.userId);
      if (!factor?.smsEnabledAt || !factor.phoneNumber)
        throw new BadInput("Text messages are not set up for this account.");
      await sendSmsCode(challenge.userId, factor.phoneNumber, "sms-sign-in");
    },

    async completeMfa(
      challengeToken: string | null,
      input: { method: unknown; code: unknown },
      meta: RequestMeta,
    ): Promise<SignedIn> {
      await throttle.assertIpAllowed("code", meta.ip);
      const challenge = await challengeOf(challengeToken);
      if (!challenge) throw new BadInput(MESSAGES.challengeGone);
      const method = input.method === "sms" || input.method === "backup" ? input.method : "totp";
      const userId = challenge.userId;
      const user = await userById(userId);
      const key = signIn.lockoutKey(user.email, meta.deviceToken);
      await throttle.assertNotLocked(key);
      const fail = async () => {
        await throttle.recordIpFailure("code", meta.ip);
        const { lockedForS } = await throttle.recordFailure(key);
        const attempts = challenge.attempts + 1;
        if (lockedForS > 0 || attempts >= MAX_CODE_ATTEMPTS)
          await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
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
          await kit.spendCode(userId, "sms-sign-in", code);
        } catch (error) {
          if (error instanceof BadInput) throw await fail();
          throw error;
        }
      } else {
        const code = parseInput(codeSchema, input.code);
        const factor = await factorOf(userId);
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
      await throttle.recordSuccess(key);
      audit("sign-in.success", { userId, ip: meta.ip, mfa: method });
      return signIn.finishSignIn(user, challenge.rememberMe, meta);
    },

    // ---- settings (each change asks for the password) ----

    async mfaStatus(userId: string) {
      const factor = await factorOf(userId);
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
        hasPassword: (await kit.passwordHashOf(userId)) !== null,
      };
    },

    async beginTotp(userId: string, password: string) {
      const user = await userById(userId);
      await kit.assertPassword(user, password);
      const sealed = cipher.encrypt(generateTotpSecret());
      await db
        .insert(mfaFactors)
        .values({ userId, totpSecret: sealed, updatedAt: clock() })
        .onConflictDoUpdate({
          target: mfaFactors.userId,
          set: { totpSecret: sealed, totpEnabledAt: null, totpLastStep: null, updatedAt: clock() },
        });
      return totpSetup(user.id);
    },

    /** The first code confirms the app; returns new backup codes when this is the first factor. */
    async confirmTotp(userId: string, codeInput: unknown): Promise<{ backupCodes: string[] | null }> {
      const code = parseInput(codeSchema, codeInput);
      const user = await userById(userId);
      const factor = await factorOf(userId);
      if (!factor?.totpSecret || factor.totpEnabledAt) throw new BadInput("Start the authenticator setup again.");
      const step = matchTotp(cipher.decrypt(factor.totpSecret), code, clock(), null);
      if (step === null) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
      const hadFactor = Boolean(factor.smsEnabledAt);
      await db
        .update(mfaFactors)
        .set({ totpEnabledAt: clock(), totpLastStep: step, updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      audit("mfa.enabled", { userId, method: "totp" });
      await kit.notify(user, "mfa-enabled");
      return { backupCodes: hadFactor ? null : await issueBackupCodes(userId) };
    },

    async disableTotp(userId: string, password: string): Promise<void> {
      const user = await userById(userId);
      await kit.assertPassword(user, password);
      await db
        .update(mfaFactors)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      await dropBackupCodesIfNoFactor(userId);
      audit("mfa.disabled", { userId, method: "totp" });
      await kit.notify(user, "mfa-disabled");
    },

    async beginSms(userId: string, password: string, phoneInput: unknown): Promise<void> {
      const user = await userById(userId);
      if (!sms) throw new BadInput(MESSAGES.smsUnavailable);
      const phone = parseInput(phoneSchema, phoneInput);
      await kit.assertPassword(user, password);
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
      const factor = await factorOf(userId);
      if (!factor?.phoneNumber || factor.smsEnabledAt) throw new BadInput("Start the text message setup again.");
      const spent = await kit.spendCode(userId, "phone-verification", code);
      if (spent.target !== factor.phoneNumber) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
      const hadFactor = Boolean(factor.totpEnabledAt);
      await db
        .update(mfaFactors)
        .set({ smsEnabledAt: clock(), updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      audit("mfa.enabled", { userId, method: "sms" });
      await kit.notify(user, "mfa-enabled");
      return { backupCodes: hadFactor ? null : await issueBackupCodes(userId) };
    },

    async disableSms(userId: string, password: string): Promise<void> {
      const user = await userById(userId);
      await kit.assertPassword(user, password);
      await db
        .update(mfaFactors)
        .set({ phoneNumber: null, smsEnabledAt: null, updatedAt: clock() })
        .where(eq(mfaFactors.userId, userId));
      await dropBackupCodesIfNoFactor(userId);
      audit("mfa.disabled", { userId, method: "sms" });
      await kit.notify(user, "mfa-disabled");
    },

    async regenerateBackupCodes(userId: string, password: string): Promise<string[]> {
      const user = await userById(userId);
      await kit.assertPassword(user, password);
      if ((await signIn.mfaMethodsOf(userId)).length === 0) throw new BadInput("Turn on two-step verification first.");
      const codes = await issueBackupCodes(userId);
      audit("mfa.backup-codes-regenerated", { userId });
      await kit.notify(user, "backup-codes");
      return codes;
    },

    /** The current time step, for tests that compute codes. */
    totpStepNow: () => stepOf(clock()),
  };
}
