import { and, eq, gt, isNull } from "drizzle-orm";
import { PASSWORD_RESET_TTL_S } from "~/core/auth-limits.ts";
import { changePasswordSchema, emailSchema, resetPasswordSchema } from "~/core/auth-forms.ts";
import { accounts, authCodes, mfaChallenges } from "~/db/schema/users.ts";
import { hashPassword } from "../../auth/password-hash.ts";
import { resetPasswordMail } from "../../mail/templates.ts";
import { BadInput, parseInput } from "../errors.ts";
import { MESSAGES, type AuthKit, type RequestMeta } from "./kit.ts";

/**
 * Forgotten and changed passwords. Either ends the user's other sessions, pending second-factor
 * sign-ins and single sign-on for our other apps.
 */
export function createPasswordFlow(kit: AuthKit) {
  const { db, throttle, sessions, mailer, siteUrl, clock, hash, audit, userByEmail, userById } = kit;

  async function setPassword(userId: string, password: string) {
    const passwordHash = await hashPassword(password);
    const updated = await db
      .update(accounts)
      .set({ password: passwordHash, updatedAt: clock() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    // A Google-only account gets a password through the reset link.
    if (updated.length === 0) {
      await db.insert(accounts).values(kit.credentialAccount(userId, passwordHash));
    }
  }

  async function endOtherSessions(userId: string, keepSessionId?: string) {
    await sessions.revokeAll(userId, keepSessionId);
    await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
    await kit.onSessionsEnded?.(userId, {});
  }

  return {
    /**
     * Same answer whether or not the address has an account; the link leaves through the mail queue,
     * so the request does the same work and takes the same time either way.
     */
    async requestPasswordReset(emailInput: unknown, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("reset", meta.ip);
      const email = parseInput(emailSchema, emailInput);
      const user = await userByEmail(email);
      if (user) {
        const { token } = await kit.issueCode(user.id, "password-reset", user.email, PASSWORD_RESET_TTL_S, true);
        const url = `${siteUrl}/login/reset-password?token=${encodeURIComponent(token!)}`;
        await mailer.send({
          to: user.email,
          ...resetPasswordMail({ name: user.name, url, expiresMinutes: PASSWORD_RESET_TTL_S / 60 }),
        });
      }
      audit("password-reset.requested", { ip: meta.ip, known: Boolean(user) });
    },

    async resetPassword(input: unknown, meta: RequestMeta): Promise<void> {
      await throttle.hitIp("reset", meta.ip);
      const data = parseInput(resetPasswordSchema, input);
      const [row] = await db
        .select()
        .from(authCodes)
        .where(and(eq(authCodes.tokenHash, hash(data.token)), eq(authCodes.purpose, "password-reset")))
        .limit(1);
      if (!row || row.consumedAt) throw new BadInput(MESSAGES.badLink);
      if (row.expiresAt <= clock()) throw new BadInput(MESSAGES.expiredLink);
      const user = await userById(row.userId);
      await kit.assertPasswordPolicy(data.password, user.email, [user.firstName ?? "", user.lastName ?? ""]);
      const spent = await db
        .update(authCodes)
        .set({ consumedAt: clock() })
        .where(and(eq(authCodes.id, row.id), isNull(authCodes.consumedAt), gt(authCodes.expiresAt, clock())))
        .returning({ id: authCodes.id });
      if (spent.length === 0) throw new BadInput(MESSAGES.badLink);
      await setPassword(user.id, data.password);
      await endOtherSessions(user.id);
      await throttle.clearLockouts(user.email);
      audit("password.changed", { userId: user.id, via: "reset", ip: meta.ip });
      await kit.notify(user, "password");
    },

    async changePassword(userId: string, input: unknown, keepSessionId: string): Promise<void> {
      const data = parseInput(changePasswordSchema, input);
      const user = await userById(userId);
      await kit.assertPassword(user, data.currentPassword);
      await kit.assertPasswordPolicy(data.newPassword, user.email, [user.firstName ?? "", user.lastName ?? ""]);
      await setPassword(userId, data.newPassword);
      await endOtherSessions(userId, keepSessionId);
      audit("password.changed", { userId });
      await kit.notify(user, "password");
    },
  };
}
