import { NotFound } from "../errors.ts";
import { createCloseAccountFlow } from "./close-account.ts";
import { createEmailChangeFlow } from "./email-change.ts";
import { createGoogleFlow } from "./google.ts";
import { createAuthKit, type AuthServiceOptions } from "./kit.ts";
import { createPasswordFlow } from "./password.ts";
import { createSecondFactorFlow } from "./second-factor.ts";
import { createSignInFlow } from "./sign-in.ts";
import { createSignUpFlow } from "./sign-up.ts";

export { EmailNotVerified, MESSAGES, type AuthServiceOptions, type MfaMethod, type RequestMeta } from "./kit.ts";
export type { SignedIn, SignInResult } from "./sign-in.ts";

/**
 * The auth domain, one module per flow (decision 018): sign-up and verification, sign-in and lockout,
 * second factors, sessions, password, e-mail change, Google and closing the account. Every method takes plain input and
 * the actor; none sees a Request or a Response.
 */
export function createAuthService(options: AuthServiceOptions) {
  const kit = createAuthKit(options);
  const signUp = createSignUpFlow(kit);
  const signIn = createSignInFlow(kit, signUp.sendVerificationQuietly);
  const { mfaMethodsOf: _m, startChallenge: _s, finishSignIn: _f, lockoutKey: _k, ...signInApi } = signIn;
  const { sendVerificationQuietly: _v, ...signUpApi } = signUp;

  return {
    ...signUpApi,
    ...signInApi,
    ...createSecondFactorFlow(kit, signIn),
    ...createPasswordFlow(kit),
    ...createEmailChangeFlow(kit),
    ...createGoogleFlow(kit, signIn),
    ...createCloseAccountFlow(kit),

    listSessions: (userId: string) => kit.sessions.list(userId),

    async revokeSession(userId: string, sessionId: string): Promise<void> {
      if (!(await kit.sessions.revoke(userId, sessionId))) throw new NotFound("That session has already ended.");
      kit.audit("session.revoked", { userId, sessionId });
      await kit.onSessionsEnded?.(userId, { sessionId });
    },

    async revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const ended = await kit.sessions.revokeAll(userId, keepSessionId);
      kit.audit("session.revoked-others", { userId, count: ended.length });
      for (const sessionId of ended) await kit.onSessionsEnded?.(userId, { sessionId });
      return ended.length;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
