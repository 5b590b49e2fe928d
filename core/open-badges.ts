/**
 * Open Badges 3.0 credentials (issue 16): the `OpenBadgeCredential` a learner earns, as a W3C
 * Verifiable Credential (data model 1.1, which OB 3.0 builds on), before it is signed as a VC-JWT.
 * Pure: the server fills in the facts and signs; tests build and check them.
 */

export const VC_CONTEXT = "https://www.w3.org/2018/credentials/v1";
export const OB_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";

export interface IssuerFacts {
  /** `did:web:<host>` of the site. */
  did: string;
  name: string;
  url: string;
  email?: string;
}

export interface AchievementFacts {
  /** Our credential id (`cred_crs_...`). */
  id: string;
  kind: "course" | "path" | "guided_project";
  name: string;
  description: string;
  criteria: string;
  imageUrl: string;
  skills: string[];
  /** Continuing-education credit hours, when the course carries them. */
  cpeHours: number;
}

export interface OpenBadgeCredential {
  "@context": string[];
  id: string;
  type: ["VerifiableCredential", "OpenBadgeCredential"];
  issuer: { id: string; type: ["Profile"]; name: string; url: string; email?: string };
  issuanceDate: string;
  name: string;
  credentialSubject: {
    type: ["AchievementSubject"];
    identifier: {
      type: "IdentityObject";
      identityHash: string;
      identityType: "emailAddress";
      hashed: true;
      salt: string;
    }[];
    achievement: {
      id: string;
      type: ["Achievement"];
      achievementType: "Certificate" | "Badge";
      name: string;
      description: string;
      criteria: { narrative: string };
      image: { id: string; type: "Image" };
      alignment: { type: ["Alignment"]; targetName: string; targetUrl: string; targetType: "ceterms:Skill" }[];
      creditsAvailable?: number;
    };
    creditsEarned?: number;
  };
}

const KIND_TYPE = { course: "Certificate", path: "Certificate", guided_project: "Badge" } as const;

/** OB 3.0 IdentityObject hash: `sha256$` + hex(sha256(identity + salt)); the caller hashes. */
export function identityHashFormat(hexDigest: string): string {
  return `sha256$${hexDigest}`;
}

export function buildOpenBadgeCredential(input: {
  credentialUrl: string;
  issuer: IssuerFacts;
  achievement: AchievementFacts;
  achievementUrl: string;
  skillsUrl: (skill: string) => string;
  issuedAt: Date;
  /** identityHashFormat(sha256(email + salt)) and the salt. */
  recipient: { identityHash: string; salt: string };
}): OpenBadgeCredential {
  const { achievement } = input;
  const credits = achievement.cpeHours > 0 ? achievement.cpeHours : undefined;
  return {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id: input.credentialUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: {
      id: input.issuer.did,
      type: ["Profile"],
      name: input.issuer.name,
      url: input.issuer.url,
      ...(input.issuer.email ? { email: input.issuer.email } : {}),
    },
    issuanceDate: input.issuedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    name: achievement.name,
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        {
          type: "IdentityObject",
          identityHash: input.recipient.identityHash,
          identityType: "emailAddress",
          hashed: true,
          salt: input.recipient.salt,
        },
      ],
      achievement: {
        id: input.achievementUrl,
        type: ["Achievement"],
        achievementType: KIND_TYPE[achievement.kind],
        name: achievement.name,
        description: achievement.description,
        criteria: { narrative: achievement.criteria },
        image: { id: achievement.imageUrl, type: "Image" },
        alignment: achievement.skills.map((skill) => ({
          type: ["Alignment"],
          targetName: skill,
          targetUrl: input.skillsUrl(skill),
          targetType: "ceterms:Skill",
        })),
        ...(credits ? { creditsAvailable: credits } : {}),
      },
      ...(credits ? { creditsEarned: credits } : {}),
    },
  };
}

/** The JWT claims of a VC-JWT (VC data model 1.1, section 6.3.1) around the credential. */
export function vcJwtClaims(credential: OpenBadgeCredential) {
  return {
    vc: credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(Date.parse(credential.issuanceDate) / 1000),
    sub: credential.credentialSubject.identifier[0]!.identityHash,
  };
}

/** `did:web` of a site URL: the host, with a port's colon percent-encoded. */
export function didWebOf(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `did:web:${url.host.replace(":", "%3A")}`;
}

/** LinkedIn's "Add to profile" link for a certification. */
export function linkedInAddToProfileUrl(input: {
  name: string;
  organizationName: string;
  issuedAt: Date;
  certUrl: string;
  certId: string;
}): string {
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: input.name,
    organizationName: input.organizationName,
    issueYear: String(input.issuedAt.getUTCFullYear()),
    issueMonth: String(input.issuedAt.getUTCMonth() + 1),
    certUrl: input.certUrl,
    certId: input.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
