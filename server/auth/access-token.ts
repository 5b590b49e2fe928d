import crypto from "node:crypto";
import { createLocalJWKSet, jwtVerify } from "jose";

/** The claims of a verified access token our API acts on. */
export interface AccessTokenClaims {
  sub: string;
  jti: string;
  scope: string;
  clientId: string | null;
  /** Our site session the token was issued in (decision 023). */
  sid: string;
  /** The provider grant it was issued under. */
  grantId: string;
}

/**
 * Verifies the RS256 JWT access tokens our OpenID provider issues (server/auth/oidc-provider.ts):
 * signature against the provider's public key, issuer, audience (`${siteUrl}/api`) and expiry, then
 * that it still stands (its grant and site session, decision 023). Throws on any failure; the
 * caller answers 401.
 */
export function createAccessTokenVerifier({
  signingKey,
  issuer,
  audience,
  isLive,
}: {
  /** The provider's signing key; only its public half is used. */
  signingKey: crypto.JsonWebKey;
  issuer: string;
  audience: string;
  /** False once the token's grant was revoked or its site session ended (log-out, password change). */
  isLive(claims: AccessTokenClaims): Promise<boolean>;
}) {
  const { kid, alg, use } = signingKey as crypto.JsonWebKey & { kid?: string; alg?: string; use?: string };
  const publicJwk = crypto.createPublicKey({ key: signingKey, format: "jwk" }).export({ format: "jwk" });
  const keys = createLocalJWKSet({ keys: [{ ...publicJwk, kid, alg, use } as never] });
  return async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience,
      algorithms: ["RS256"],
      typ: "at+jwt",
      requiredClaims: ["sub", "exp", "jti", "sid", "grant_id"],
    });
    const claims: AccessTokenClaims = {
      sub: String(payload.sub),
      jti: String(payload.jti),
      scope: typeof payload.scope === "string" ? payload.scope : "",
      clientId: typeof payload.client_id === "string" ? payload.client_id : null,
      sid: String(payload.sid),
      grantId: String(payload.grant_id),
    };
    if (!(await isLive(claims))) throw new Error("The access token was revoked.");
    return claims;
  };
}

export type VerifyAccessToken = ReturnType<typeof createAccessTokenVerifier>;
