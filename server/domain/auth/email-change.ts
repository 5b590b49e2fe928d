import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { EMAIL_CHANGE_TTL_S } from "~/core/auth-limits.ts";
import { changeEmailSchema, codeSchema } from "~/core/auth-forms.ts";
import { isUniqueViolation } from "~/db/errors.ts";
import { authCodes, users } from "~/db/schema/users.ts";
import { accountExistsMail, emailChangeMail } from "../../mail/templates.ts";
import { BadInput, parseInput } from "../errors.ts";
import type { AuthKit } from "./kit.ts";

/** Moving an account to a new address: the password again, a code to the new address, a notice to the old. */
export function createEmailChangeFlow(kit: AuthKit) {
  const { db, throttle, mailer, siteUrl, clock, audit, userByEmail, userById } = kit;

  return {
    /**
     * Mails a code to the new address. An address that already has an account gets the
     * "account exists" mail instead, so this page cannot be used to find out who is a member.
     */
    async beginEmailChange(userId: string, input: unknown): Promise<{ email: string }> {
      const data = parseInput(changeEmailSchema, input);
      const user = await userById(userId);
      await kit.assertPassword(user, data.password);
      if (data.newEmail === user.email) {
        const message = "That is already your email address.";
        throw new BadInput(message, { newEmail: [message] });
      }
      await kit.assertResendAllowed(userId, "email-change");
      const { code } = await kit.issueCode(userId, "email-change", data.newEmail, EMAIL_CHANGE_TTL_S);
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
      const [pending] = await db
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
      return pending?.target ?? null;
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
      const { target } = await kit.spendCode(userId, "email-change", code);
      const inUse = "That email address now belongs to another account. Choose another one.";
      if (await userByEmail(target)) throw new BadInput(inUse, { code: [inUse] });
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
      await kit.notify(user, "email");
      return { email: target };
    },
  };
}
