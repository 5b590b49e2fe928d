import { and, eq, isNull } from "drizzle-orm";
import { EMAIL_VERIFICATION_TTL_S, RESEND_COOLDOWN_S } from "~/core/auth-limits.ts";
import { codeSchema, emailSchema, signUpSchema } from "~/core/auth-forms.ts";
import { accounts, authCodes, users } from "~/db/schema/users.ts";
import { isUniqueViolation } from "~/db/errors.ts";
import { randomToken } from "../../auth/crypto.ts";
import { hashPassword } from "../../auth/password-hash.ts";
import { accountExistsMail, verificationMail } from "../../mail/templates.ts";
import { BadInput, parseInput } from "../errors.ts";
import { MESSAGES, type AuthKit, type RequestMeta } from "./kit.ts";

/** Sign-up and e-mail verification (a link and a 6-digit code in one mail; either spends both). */
export function createSignUpFlow(kit: AuthKit) {
  const { db, throttle, mailer, logger, siteUrl, clock, hash, audit, userByEmail } = kit;

  /** `returnTo`: a checked same-site path (a plan's checkout) the mail's link carries on to log-in. */
  async function sendVerification(user: { id: string; email: string; name: string }, returnTo = "") {
    if ((await kit.secondsSinceLastCode(user.id, "email-verification")) < RESEND_COOLDOWN_S) return;
    const { code, token } = await kit.issueCode(
      user.id,
      "email-verification",
      user.email,
      EMAIL_VERIFICATION_TTL_S,
      true,
    );
    const next =
      returnTo.startsWith("/") && !returnTo.startsWith("//") ? `&returnTo=${encodeURIComponent(returnTo)}` : "";
    const url = `${siteUrl}/signup/verify?token=${encodeURIComponent(token!)}${next}`;
    await mailer.send({
      to: user.email,
      ...verificationMail({ name: user.name, url, code, expiresHours: EMAIL_VERIFICATION_TTL_S / 3600 }),
    });
  }

  const sendVerificationQuietly = (user: { id: string; email: string; name: string }, returnTo?: string) =>
    sendVerification(user, returnTo).catch((error: unknown) => logger.warn({ err: error }, "verification mail failed"));

  async function setVerified(userId: string) {
    await db.update(users).set({ emailVerified: true, updatedAt: clock() }).where(eq(users.id, userId));
    audit("email.verified", { userId });
  }

  return {
    sendVerificationQuietly,

    /**
     * The same answer, status and about the same time whether or not the address has an account: the
     * password is hashed either way and mail leaves through the queue, off the request path.
     */
    async signUp(input: unknown, meta: RequestMeta, options: { returnTo?: string } = {}): Promise<{ email: string }> {
      await throttle.assertIpAllowed("sign-up", meta.ip);
      let data;
      try {
        data = parseInput(signUpSchema, input);
        await kit.assertPasswordPolicy(data.password, data.email, [data.firstName, data.lastName]);
      } catch (error) {
        await throttle.recordIpFailure("sign-up", meta.ip);
        throw error;
      }
      // Counted before the address is looked up, so the cap answers the same for addresses that have
      // an account and those that do not.
      await throttle.hitIp("new-account", meta.ip);
      const name = `${data.firstName} ${data.lastName}`;
      const passwordHash = await hashPassword(data.password);
      const existing = await userByEmail(data.email);
      if (existing) {
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
          await db.transaction(async (tx) => {
            await tx
              .update(accounts)
              .set({ password: passwordHash, updatedAt: clock() })
              .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
            await tx
              .update(users)
              .set({ firstName: data.firstName, lastName: data.lastName, name, updatedAt: clock() })
              .where(eq(users.id, existing.id));
          });
          await sendVerificationQuietly(existing, options.returnTo);
        }
        audit("sign-up.existing", { userId: existing.id, ip: meta.ip });
        return { email: data.email };
      }
      const userId = randomToken();
      try {
        await db.transaction(async (tx) => {
          await tx.insert(users).values({
            id: userId,
            name,
            firstName: data.firstName,
            lastName: data.lastName,
            email: data.email,
            emailVerified: false,
            createdAt: clock(),
            updatedAt: clock(),
          });
          await tx.insert(accounts).values(kit.credentialAccount(userId, passwordHash));
        });
      } catch (error) {
        // Two sign-ups for one address at once: the other one created it; answer the same.
        if (isUniqueViolation(error)) return { email: data.email };
        throw error;
      }
      audit("sign-up", { userId, ip: meta.ip });
      await sendVerificationQuietly({ id: userId, email: data.email, name }, options.returnTo);
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
      const spent = await db
        .update(authCodes)
        .set({ consumedAt: clock() })
        .where(and(eq(authCodes.id, row.id), isNull(authCodes.consumedAt)))
        .returning({ id: authCodes.id });
      // Two clicks at once: only the one that spent the row verifies.
      if (spent.length === 0) throw new BadInput(MESSAGES.badLink);
      await setVerified(row.userId);
      return { email: row.target };
    },

    /** The 6-digit code from the same mail, typed on the check-your-inbox page. */
    async verifyEmailCode(input: { email: unknown; code: unknown }, meta: RequestMeta): Promise<{ email: string }> {
      await throttle.assertIpAllowed("code", meta.ip);
      try {
        const email = parseInput(emailSchema, input.email);
        const code = parseInput(codeSchema, input.code);
        const user = await userByEmail(email);
        if (!user) throw new BadInput(MESSAGES.badCode, { code: [MESSAGES.badCode] });
        await kit.spendCode(user.id, "email-verification", code);
        await setVerified(user.id);
        return { email };
      } catch (error) {
        if (error instanceof BadInput) await throttle.recordIpFailure("code", meta.ip);
        throw error;
      }
    },

    /**
     * Always answers the same; sends only to an unverified account, at most once a minute. The new
     * mail's link carries on what sign-up carried (`returnTo`), like the first one.
     */
    async resendVerification(
      emailInput: unknown,
      meta: RequestMeta,
      options: { returnTo?: string } = {},
    ): Promise<void> {
      await throttle.hitIp("resend", meta.ip);
      const email = parseInput(emailSchema, emailInput);
      const user = await userByEmail(email);
      if (user && !user.emailVerified) await sendVerificationQuietly(user, options.returnTo);
    },
  };
}
