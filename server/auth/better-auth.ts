import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { genericOAuth } from "better-auth/plugins";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/core/password-policy.ts";
import { PASSWORD_RESET_TTL_S, SESSION_TTL_S, SESSION_UPDATE_AGE_S } from "~/core/auth-limits.ts";
import type { Database } from "~/db/client.ts";
import { accounts, sessions, users, verifications } from "~/db/schema/users.ts";
import type { Logger } from "../logger.ts";
import { COOKIE_PREFIX } from "./cookies.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";

export const GOOGLE_PROVIDER_ID = "google";

export interface BetterAuthOptions {
  db: Database;
  logger: Logger;
  secret: string;
  siteUrl: string;
  secureCookies: boolean;
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Mails the reset link (better-auth made the single-use token). */
  sendResetPassword(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  /** After a reset: notify and log. */
  onPasswordReset(user: { id: string; email: string; name: string }): Promise<void>;
}

/**
 * Creates a session and sets its cookie for a user our own code has already authenticated (password
 * plus, when enrolled, a second factor). Server-only: it has no URL.
 */
const sessionPlugin = {
  id: "maven-session",
  endpoints: {
    createSessionForUser: createAuthEndpoint.serverOnly(
      {
        method: "POST",
        body: z.object({
          userId: z.string(),
          rememberMe: z.boolean(),
          ipAddress: z.string().optional(),
          userAgent: z.string().optional(),
        }),
      },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError("NOT_FOUND");
        const session = await ctx.context.internalAdapter.createSession(user.id, !ctx.body.rememberMe, {
          ipAddress: ctx.body.ipAddress ?? null,
          userAgent: ctx.body.userAgent ?? null,
        });
        await setSessionCookie(ctx, { session, user }, !ctx.body.rememberMe);
        return ctx.json({ sessionId: session.id, userId: user.id });
      },
    ),
  },
} satisfies BetterAuthPlugin;

/**
 * better-auth as our account store: users, password accounts (argon2id through the hash hooks),
 * database sessions, reset tokens and Google. Credential flows run through our own service
 * (server/domain/auth) so that lockout, limits and MFA sit in front of every one of them.
 */
export function createBetterAuth(options: BetterAuthOptions) {
  const { logger } = options;
  const google = options.google
    ? [
        {
          providerId: GOOGLE_PROVIDER_ID,
          name: "Google",
          discoveryUrl: `${options.google.issuer}/.well-known/openid-configuration`,
          requireIdTokenVerification: true,
          clientId: options.google.clientId,
          clientSecret: options.google.clientSecret,
          scopes: ["openid", "email", "profile"],
          responseType: "code",
          pkce: true,
        },
      ]
    : [];
  return betterAuth({
    appName: "Maven Analytics",
    baseURL: options.siteUrl,
    basePath: "/api/auth",
    secret: options.secret,
    // A callback that cannot be tied to its flow (a tampered state) has no error URL of its own:
    // land on the log-in page with a message, not on better-auth's bare error page (not routed).
    onAPIError: { errorURL: `${options.siteUrl}/login` },
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    logger: {
      log(level, message, ...args) {
        logger[level === "debug" ? "debug" : level]({ args }, `better-auth: ${message}`);
      },
    },
    // Our own database-backed limits run in front of every credential flow (server/domain/auth).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // better-auth counts UTF-16 units, our policy code points (an emoji is 2 units, 1 character): the
      // policy (server/domain/auth) has already capped the length, so this only has to let it through.
      maxPasswordLength: PASSWORD_MAX_LENGTH * 2,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_S,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, token }) => options.sendResetPassword(user, token),
      onPasswordReset: ({ user }) => options.onPasswordReset(user),
    },
    // Verification mails (a link and a code) are ours: better-auth never sends its own.
    emailVerification: { sendOnSignUp: false, sendOnSignIn: false },
    // Reset tokens are stored hashed, so a leaked table gives no usable links.
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: SESSION_TTL_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // No cookie cache: every request reads the session row, so revocation is immediate.
      cookieCache: { enabled: false },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [], allowDifferentEmails: false },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
    },
    plugins: [sessionPlugin, genericOAuth({ config: google })],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
