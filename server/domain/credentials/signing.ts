import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { importJWK, jwtVerify, SignJWT, type JWK } from "jose";
import type { Database } from "~/db/client.ts";
import { appMeta } from "~/db/schema/newsletter.ts";
import { vcJwtClaims, type OpenBadgeCredential } from "~/core/open-badges.ts";
import { createCipher } from "~/server/auth/crypto.ts";

/**
 * The credential issuer's Ed25519 key (issue 16, decision 031). CREDENTIAL_SIGNING_KEY (a private
 * OKP JWK) in production; otherwise one made on first start and kept in the database encrypted with
 * the auth secret, so every app server on the database signs alike. Only the public half is published.
 */
const KEY_NAME = "credential_signing_key";

export interface IssuerKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

function publicHalf(jwk: JWK): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, alg: "EdDSA", use: "sig" };
}

export function issuerKeyFrom(privateJwk: JWK, did: string): IssuerKey {
  if (privateJwk.kty !== "OKP" || privateJwk.crv !== "Ed25519" || !privateJwk.d || !privateJwk.x) {
    throw new Error("CREDENTIAL_SIGNING_KEY must be a private Ed25519 JWK (kty OKP, crv Ed25519, with d and x)");
  }
  return { kid: `${did}#key-1`, privateJwk, publicJwk: { ...publicHalf(privateJwk), kid: `${did}#key-1` } };
}

export function generateIssuerJwk(): JWK {
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  return privateKey.export({ format: "jwk" }) as JWK;
}

export async function resolveIssuerKey(
  db: Database,
  { configured, secret, did }: { configured: string | undefined; secret: string; did: string },
): Promise<IssuerKey> {
  if (configured) return issuerKeyFrom(JSON.parse(configured) as JWK, did);
  const cipher = createCipher(secret);
  await db
    .insert(appMeta)
    .values({ key: KEY_NAME, value: cipher.encrypt(JSON.stringify(generateIssuerJwk())) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY_NAME));
  if (!row) throw new Error("could not store the credential signing key");
  return issuerKeyFrom(JSON.parse(cipher.decrypt(row.value)) as JWK, did);
}

export async function signCredential(credential: OpenBadgeCredential, key: IssuerKey): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, "EdDSA");
  return new SignJWT(vcJwtClaims(credential) as unknown as Record<string, unknown>)
    .setProtectedHeader({ alg: "EdDSA", typ: "JWT", kid: key.kid })
    .sign(privateKey);
}

export type VerificationResult = { valid: true; credential: OpenBadgeCredential } | { valid: false; reason: string };

/** Checks a VC-JWT against the issuer's public key and that the claims match the credential inside. */
export async function verifyCredentialJwt(jwt: string, key: Pick<IssuerKey, "publicJwk">): Promise<VerificationResult> {
  try {
    const publicKey = await importJWK(key.publicJwk, "EdDSA");
    const { payload } = await jwtVerify(jwt.trim(), publicKey, { algorithms: ["EdDSA"] });
    const vc = payload.vc as OpenBadgeCredential | undefined;
    if (!vc || !Array.isArray(vc.type) || !vc.type.includes("OpenBadgeCredential")) {
      return { valid: false, reason: "The signed data is not an Open Badge credential." };
    }
    if (payload.iss !== vc.issuer.id || payload.jti !== vc.id) {
      return { valid: false, reason: "The credential's issuer or id does not match its signature." };
    }
    return { valid: true, credential: vc };
  } catch {
    return {
      valid: false,
      reason: "The signature does not match: this credential was altered or was not issued by Maven Analytics.",
    };
  }
}
