import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildOpenBadgeCredential, didWebOf, identityHashFormat, linkedInAddToProfileUrl } from "~/core/open-badges.ts";
import { generateIssuerJwk, issuerKeyFrom, signCredential, verifyCredentialJwt } from "./signing.ts";

const did = didWebOf("http://localhost:3450");
const key = issuerKeyFrom(generateIssuerJwk(), did);
const salt = "0f1e2d3c";
const credential = buildOpenBadgeCredential({
  credentialUrl: "http://localhost:3450/credentials/verify/vc-TEST1234",
  issuer: { did, name: "Maven Analytics", url: "http://localhost:3450" },
  achievement: {
    id: "cred_crs_excel-essentials",
    kind: "course",
    name: "Excel Essentials for Data Analysis",
    description: "Build a solid Excel foundation.",
    criteria: "Completed every lesson of the course.",
    imageUrl: "http://localhost:3450/images/badges/excel-essentials.svg",
    skills: ["Formulas", "Lookups"],
    cpeHours: 7,
  },
  achievementUrl: "http://localhost:3450/course/excel-essentials",
  skillsUrl: (s) => `http://localhost:3450/courses?q=${s}`,
  issuedAt: new Date("2026-11-25T10:00:00.123Z"),
  recipient: {
    identityHash: identityHashFormat(crypto.createHash("sha256").update(`ada@example.com${salt}`).digest("hex")),
    salt,
  },
});

/** An independent check: Node's OpenSSL-backed Ed25519, not jose, on the compact JWS. */
function verifyIndependently(jwt: string, publicJwk: crypto.JsonWebKey): boolean {
  const [header, payload, signature] = jwt.split(".");
  const publicKey = crypto.createPublicKey({ key: publicJwk, format: "jwk" });
  return crypto.verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, "base64url"));
}

describe("Open Badges 3.0 credential", () => {
  it("has the OB 3.0 shape: types, issuer profile, achievement with criteria, image, skills, credits", () => {
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential["@context"][1]).toMatch(/ob\/v3p0/);
    expect(credential.issuer).toMatchObject({ id: "did:web:localhost%3A3450", type: ["Profile"] });
    expect(credential.issuanceDate).toBe("2026-11-25T10:00:00Z");
    const { achievement } = credential.credentialSubject;
    expect(achievement.criteria.narrative).toMatch(/every lesson/);
    expect(achievement.image.type).toBe("Image");
    expect(achievement.alignment.map((a) => a.targetName)).toEqual(["Formulas", "Lookups"]);
    expect(achievement.creditsAvailable).toBe(7);
    const id = credential.credentialSubject.identifier[0]!;
    expect(id).toMatchObject({ hashed: true, identityType: "emailAddress", salt });
    expect(id.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(credential)).not.toContain("ada@example.com");
  });

  it("signs as a VC-JWT that jose and an independent Ed25519 implementation both verify", async () => {
    const jwt = await signCredential(credential, key);
    const header = JSON.parse(Buffer.from(jwt.split(".")[0]!, "base64url").toString()) as Record<string, string>;
    expect(header).toMatchObject({ alg: "EdDSA", kid: `${did}#key-1` });
    const result = await verifyCredentialJwt(jwt, key);
    expect(result.valid).toBe(true);
    expect(verifyIndependently(jwt, key.publicJwk as crypto.JsonWebKey)).toBe(true);
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ iss: did, jti: credential.id, vc: credential });
  });

  it("fails a tampered credential and says so", async () => {
    const jwt = await signCredential(credential, key);
    const [h, p, s] = jwt.split(".");
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString()) as { vc: { name: string } };
    claims.vc.name = "Advanced SQL Mastery";
    const tampered = `${h}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${s}`;
    const result = await verifyCredentialJwt(tampered, key);
    expect(result).toEqual({ valid: false, reason: expect.stringMatching(/altered/) as unknown });
    expect(verifyIndependently(tampered, key.publicJwk as crypto.JsonWebKey)).toBe(false);
    const otherKey = issuerKeyFrom(generateIssuerJwk(), did);
    expect((await verifyCredentialJwt(jwt, otherKey)).valid).toBe(false);
  });

  it("refuses a key that is not a private Ed25519 JWK", () => {
    expect(() => issuerKeyFrom({ kty: "RSA" }, did)).toThrow(/Ed25519/);
  });

  it("links LinkedIn's Add to profile with the certification facts", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: "Excel Essentials",
        organizationName: "Maven Analytics",
        issuedAt: new Date("2026-11-25T10:00:00Z"),
        certUrl: "https://example.com/credentials/verify/vc-1",
        certId: "vc-1",
      }),
    );
    expect(url.hostname).toBe("www.linkedin.com");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: "Excel Essentials",
      issueYear: "2026",
      issueMonth: "11",
      certId: "vc-1",
    });
  });
});
