import { and, eq } from "drizzle-orm";
import * as oidc from "openid-client";
import { accounts, users } from "~/db/schema/users.ts";
import { isUniqueViolation } from "~/db/errors.ts";
import { randomToken } from "../../auth/crypto.ts";
import { BadInput } from "../errors.ts";
import type { AuthKit, RequestMeta } from "./kit.ts";
import type { SignedIn, SignInFlow, SignInResult } from "./sign-in.ts";

export const GOOGLE_PROVIDER_ID = "google";
/** A Google sign-in must come back within this time. */
export const GOOGLE_FLOW_TTL_S = 10 * 60;
export const GOOGLE_FAILED = "Google sign-in did not complete. Try again or use your email.";

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  expiresAt: number;
}

/**
 * "Continue with Google" through openid-client: authorization code with PKCE, state and nonce kept in
 * a sealed cookie, the ID token verified. An account is linked only when both sides have a verified
 * address; a password someone set on an unverified account with that address is dropped, so an
 * account made in advance with someone else's address cannot be taken over.
 */
export function createGoogleFlow(kit: AuthKit, signIn: SignInFlow) {
  const { db, google, siteUrl, clock, cipher, audit, logger } = kit;
  const redirectUri = `${siteUrl}/api/auth/callback/${GOOGLE_PROVIDER_ID}`;
  let configuration: Promise<oidc.Configuration> | null = null;

  /** Discovery once per process; a failed one is tried again on the next sign-in. */
  function config(): Promise<oidc.Configuration> {
    if (!google) throw new BadInput(GOOGLE_FAILED);
    configuration ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // A local issuer (tests, a developer's stand-in) is plain http; Google itself is https.
        ...(google.issuer.startsWith("http://") ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  }

  async function userForClaims(claims: oidc.IDToken) {
    const subject = claims.sub;
    const [linked] = await db
      .select({ userId: accounts.userId })
      .from(accounts)
      .where(and(eq(accounts.providerId, GOOGLE_PROVIDER_ID), eq(accounts.accountId, subject)))
      .limit(1);
    if (linked) return kit.userById(linked.userId);
    const email = typeof claims.email === "string" ? claims.email.toLowerCase() : null;
    if (!email || claims.email_verified !== true) return null;
    const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email.split("@")[0]!;
    const firstName = typeof claims.given_name === "string" ? claims.given_name : name.split(" ")[0]!;
    const lastName =
      typeof claims.family_name === "string" ? claims.family_name : name.split(" ").slice(1).join(" ") || null;
    const link = (userId: string) => ({
      id: randomToken(),
      accountId: subject,
      providerId: GOOGLE_PROVIDER_ID,
      userId,
      scope: "openid email profile",
      createdAt: clock(),
      updatedAt: clock(),
    });
    try {
      return await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
        if (existing) {
          if (!existing.emailVerified) {
            await tx
              .delete(accounts)
              .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
            await tx.update(users).set({ emailVerified: true, updatedAt: clock() }).where(eq(users.id, existing.id));
          }
          await tx.insert(accounts).values(link(existing.id));
          audit("google.linked", { userId: existing.id, wasVerified: existing.emailVerified });
          return { ...existing, emailVerified: true };
        }
        const userId = randomToken();
        const [created] = await tx
          .insert(users)
          .values({
            id: userId,
            name,
            firstName,
            lastName,
            email,
            emailVerified: true,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning();
        await tx.insert(accounts).values(link(userId));
        audit("sign-up", { userId, via: "google" });
        return created!;
      });
    } catch (error) {
      // The same Google account coming back twice at once: the other request linked it.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  return {
    googleEnabled: google !== null,

    /** Where to send the browser, and the sealed flow state its cookie keeps until the callback. */
    async startGoogleSignIn(returnTo: string): Promise<{ url: string; flow: { value: string; maxAgeS: number } }> {
      const configured = await config();
      const state: FlowState = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo,
        expiresAt: clock().getTime() + GOOGLE_FLOW_TTL_S * 1000,
      };
      const url = oidc.buildAuthorizationUrl(configured, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        response_type: "code",
        state: state.state,
        nonce: state.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(state.verifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, flow: { value: cipher.encrypt(JSON.stringify(state)), maxAgeS: GOOGLE_FLOW_TTL_S } };
    },

    /**
     * The callback: checks state, PKCE and the ID token, then links or creates the account. A user
     * with a second factor still has to pass it. `returnTo` is where the flow began.
     */
    async completeGoogleSignIn(
      callbackUrl: URL,
      flowValue: string | null,
      meta: RequestMeta,
    ): Promise<{ result: SignInResult | null; returnTo: string }> {
      let flow: FlowState | null = null;
      try {
        flow = flowValue ? (JSON.parse(cipher.decrypt(flowValue)) as FlowState) : null;
      } catch {
        flow = null;
      }
      if (!flow || flow.expiresAt < clock().getTime()) return { result: null, returnTo: "/dashboard" };
      let claims: oidc.IDToken | undefined;
      try {
        // The callback URL as Google saw it: our public origin, whatever host the request came in on.
        const current = new URL(`${redirectUri}${callbackUrl.search}`);
        const tokens = await oidc.authorizationCodeGrant(await config(), current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        logger.warn({ err: error }, "Google sign-in failed");
        audit("google.failure", { ip: meta.ip });
        return { result: null, returnTo: flow.returnTo };
      }
      const user = claims ? await userForClaims(claims) : null;
      if (!user) {
        audit("google.refused", { ip: meta.ip });
        return { result: null, returnTo: flow.returnTo };
      }
      const methods = await signIn.mfaMethodsOf(user.id);
      if (methods.length > 0) {
        audit("sign-in.mfa-required", { userId: user.id, via: "google" });
        return {
          result: { kind: "mfa", methods, challenge: await signIn.startChallenge(user.id, true) },
          returnTo: flow.returnTo,
        };
      }
      audit("sign-in.success", { userId: user.id, via: "google", ip: meta.ip });
      const signedIn: SignedIn = await signIn.finishSignIn(user, true, meta);
      return { result: signedIn, returnTo: flow.returnTo };
    },
  };
}
