import crypto from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.ts";
import { courses, credentials, guidedProjects, paths, userCredentials } from "~/db/schema/catalog.ts";
import { userProfiles } from "~/db/schema/account.ts";
import { users } from "~/db/schema/users.ts";
import {
  buildOpenBadgeCredential,
  identityHashFormat,
  linkedInAddToProfileUrl,
  type OpenBadgeCredential,
} from "~/core/open-badges.ts";
import { NotFound } from "../errors.ts";
import { renderCertificate } from "./certificate.ts";
import { signCredential, verifyCredentialJwt, type IssuerKey, type VerificationResult } from "./signing.ts";

export const ISSUER_NAME = "Maven Analytics";

export type CredentialKind = "course" | "path" | "guided_project";

export interface CredentialView {
  id: string;
  kind: CredentialKind;
  title: string;
  badgeSrc: string;
  /** Where the learner earns it. */
  subjectUrl: string;
  subjectTitle: string;
}

/** A learner's record of a credential: issue date and the code of its public verification page. */
export interface EarnedCredential {
  credentialId: string;
  verificationId: string;
  issuedAt: Date;
}

export interface CredentialVerification {
  verificationId: string;
  issuedAt: Date;
  holderName: string;
  /** The holder's public profile, when it is public. */
  holderProfileUrl: string | null;
  credential: CredentialView;
  description: string;
  criteria: string;
  skills: string[];
  cpeHours: number;
  revoked: { at: Date; reason: string } | null;
  /** The signature checked against our published key, and the record not revoked. */
  result: { valid: boolean; message: string };
  linkedInUrl: string;
}

/** Public facts of what was achieved, for the credential and its page. */
interface SubjectFacts {
  description: string;
  criteria: string;
  skills: string[];
  cpeHours: number;
}

const splitList = (value: string | null | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function createCredentialService({
  db,
  siteUrl = "http://localhost",
  issuerKey,
}: {
  db: Database;
  siteUrl?: string;
  /** Resolved at start-up (signing.ts); tests pass a generated one. */
  issuerKey?: () => Promise<IssuerKey>;
}) {
  const select = (executor: Database | Tx = db) =>
    executor
      .select({
        credential: credentials,
        courseSlug: courses.slug,
        courseTitle: courses.title,
        pathSlug: paths.slug,
        pathTitle: paths.title,
        projectSlug: guidedProjects.slug,
        projectTitle: guidedProjects.title,
      })
      .from(credentials)
      .leftJoin(courses, eq(courses.id, credentials.courseId))
      .leftJoin(paths, eq(paths.id, credentials.pathId))
      .leftJoin(guidedProjects, eq(guidedProjects.id, credentials.guidedProjectId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];
  const toView = (r: Row): CredentialView => ({
    id: r.credential.id,
    kind: r.credential.kind,
    title: r.credential.title,
    badgeSrc: r.credential.badgeSrc,
    subjectUrl: r.courseSlug
      ? `/course/${r.courseSlug}`
      : r.pathSlug
        ? `/path/${r.pathSlug}`
        : `/guided-projects/${r.projectSlug ?? ""}`,
    subjectTitle: r.courseTitle ?? r.pathTitle ?? r.projectTitle ?? r.credential.title,
  });

  async function factsOf(
    credentialId: string,
    executor: Database | Tx = db,
  ): Promise<(SubjectFacts & { row: Row }) | null> {
    const [row] = await select(executor).where(eq(credentials.id, credentialId)).limit(1);
    if (!row) return null;
    const c = row.credential;
    if (c.courseId) {
      const [course] = await executor.select().from(courses).where(eq(courses.id, c.courseId)).limit(1);
      return {
        row,
        description: course?.descriptionFull ?? "",
        criteria: `Completed every lesson of the course "${row.courseTitle}" on Maven Analytics, including its videos, readings, knowledge checks and project.`,
        skills: splitList(course?.skills),
        cpeHours: course?.cpeCreditHours ?? 0,
      };
    }
    if (c.pathId) {
      const [path] = await executor.select().from(paths).where(eq(paths.id, c.pathId)).limit(1);
      return {
        row,
        description: path?.description ?? "",
        criteria: `Completed every course of the learning path "${row.pathTitle}" on Maven Analytics.`,
        skills: splitList(path?.skills),
        cpeHours: 0,
      };
    }
    const [project] = await executor
      .select()
      .from(guidedProjects)
      .where(eq(guidedProjects.id, c.guidedProjectId ?? ""))
      .limit(1);
    return {
      row,
      description: project?.description ?? "",
      criteria: `Completed every objective of the guided project "${row.projectTitle}" on Maven Analytics and submitted the finished work.`,
      skills: splitList(project?.skills),
      cpeHours: 0,
    };
  }

  function requireKey(): Promise<IssuerKey> {
    if (!issuerKey) throw new Error("credential service built without an issuer key");
    return issuerKey();
  }

  const verifyUrl = (id: string) => `${siteUrl}/credentials/verify/${id}`;

  async function buildAndSign(
    input: { verificationId: string; credentialId: string; email: string; issuedAt: Date },
    executor: Database | Tx = db,
  ): Promise<string> {
    const key = await requireKey();
    const facts = await factsOf(input.credentialId, executor);
    if (!facts) throw new NotFound("No such credential");
    const salt = crypto.randomBytes(16).toString("hex");
    const hash = crypto
      .createHash("sha256")
      .update(input.email.toLowerCase() + salt)
      .digest("hex");
    const credential = buildOpenBadgeCredential({
      credentialUrl: verifyUrl(input.verificationId),
      issuer: { did: key.kid.split("#")[0]!, name: ISSUER_NAME, url: siteUrl },
      achievement: {
        id: input.credentialId,
        kind: facts.row.credential.kind,
        name: facts.row.credential.title,
        description: facts.description,
        criteria: facts.criteria,
        imageUrl: `${siteUrl}${facts.row.credential.badgeSrc}`,
        skills: facts.skills,
        cpeHours: facts.cpeHours,
      },
      achievementUrl: `${siteUrl}${toView(facts.row).subjectUrl}`,
      skillsUrl: (skill) => `${siteUrl}/courses?q=${encodeURIComponent(skill)}`,
      issuedAt: input.issuedAt,
      recipient: { identityHash: identityHashFormat(hash), salt },
    });
    return signCredential(credential, key);
  }

  /** The stored VC-JWT, signed on first use for records issued before credentials were signed. */
  async function jwtOf(verificationId: string): Promise<string> {
    const [record] = await db
      .select({
        id: userCredentials.id,
        vcJwt: userCredentials.vcJwt,
        credentialId: userCredentials.credentialId,
        issuedAt: userCredentials.issuedAt,
        email: users.email,
      })
      .from(userCredentials)
      .innerJoin(users, eq(users.id, userCredentials.userId))
      .where(eq(userCredentials.id, verificationId))
      .limit(1);
    if (!record) throw new NotFound("No such credential");
    if (record.vcJwt) return record.vcJwt;
    const jwt = await buildAndSign({ ...record, verificationId: record.id });
    await db
      .update(userCredentials)
      .set({ vcJwt: jwt })
      .where(and(eq(userCredentials.id, verificationId), isNull(userCredentials.vcJwt)));
    const [stored] = await db
      .select({ vcJwt: userCredentials.vcJwt })
      .from(userCredentials)
      .where(eq(userCredentials.id, verificationId));
    return stored?.vcJwt ?? jwt;
  }

  return {
    /**
     * Issues a learner's credential for a course, path or guided project, once: the unique key on
     * (user, credential) makes a second issue (two tabs finishing together) a no-op. Runs in the
     * caller's transaction; returns the new verification id, or null when it was held already.
     */
    async issue(
      tx: Tx,
      input: { userId: string; subject: { kind: "course" | "path" | "guided_project"; id: string } },
    ): Promise<string | null> {
      const column =
        input.subject.kind === "course"
          ? credentials.courseId
          : input.subject.kind === "path"
            ? credentials.pathId
            : credentials.guidedProjectId;
      const [credential] = await tx
        .select({ id: credentials.id })
        .from(credentials)
        .where(eq(column, input.subject.id));
      if (!credential) return null;
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
      if (!user) return null;
      const verificationId = `vc-${crypto
        .randomBytes(6)
        .toString("base64url")
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "X")}`;
      const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      const vcJwt = issuerKey
        ? await buildAndSign({ verificationId, credentialId: credential.id, email: user.email, issuedAt }, tx)
        : null;
      const inserted = await tx
        .insert(userCredentials)
        .values({ id: verificationId, userId: input.userId, credentialId: credential.id, issuedAt, vcJwt })
        .onConflictDoNothing()
        .returning({ id: userCredentials.id });
      return inserted[0]?.id ?? null;
    },

    /** The credential as signed JSON: the VC-JWT and the credential it carries. */
    async credentialJson(verificationId: string): Promise<{ jwt: string; credential: OpenBadgeCredential }> {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(verificationId)) throw new NotFound("No such credential");
      const jwt = await jwtOf(verificationId);
      const checked = await verifyCredentialJwt(jwt, await requireKey());
      if (!checked.valid) throw new Error(`stored credential ${verificationId} does not verify: ${checked.reason}`);
      return { jwt, credential: checked.credential };
    },

    /** Checks a credential someone pasted (a VC-JWT, or our JSON download holding one). */
    async checkPasted(text: string): Promise<VerificationResult & { revoked?: boolean }> {
      let jwt = text.trim();
      if (jwt.startsWith("{")) {
        try {
          const parsed = JSON.parse(jwt) as { proof?: { jwt?: string }; jwt?: string };
          jwt = parsed.jwt ?? parsed.proof?.jwt ?? "";
        } catch {
          return { valid: false, reason: "That is not a credential file we can read." };
        }
      }
      if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(jwt)) {
        return { valid: false, reason: "That is not a signed credential (a VC-JWT or our JSON download)." };
      }
      const result = await verifyCredentialJwt(jwt, await requireKey());
      if (!result.valid) return result;
      const id = result.credential.id.split("/").pop() ?? "";
      const [record] = await db
        .select({ revokedAt: userCredentials.revokedAt })
        .from(userCredentials)
        .where(eq(userCredentials.id, id));
      if (!record) return { valid: false, reason: "We have no record of this credential." };
      if (record.revokedAt)
        return { valid: false, reason: "This credential was revoked by Maven Analytics.", revoked: true };
      return result;
    },

    /** Staff: revokes a learner's credential (scripts/revoke-credential.ts). */
    async revoke(verificationId: string, reason: string): Promise<void> {
      const updated = await db
        .update(userCredentials)
        .set({ revokedAt: sql`coalesce(${userCredentials.revokedAt}, now())`, revocationReason: reason })
        .where(eq(userCredentials.id, verificationId))
        .returning({ id: userCredentials.id });
      if (updated.length === 0) throw new NotFound("No such credential");
    },

    /** The public half of the issuer key (published at /.well-known). */
    async issuerPublicKey(): Promise<Pick<IssuerKey, "kid" | "publicJwk">> {
      const key = await requireKey();
      return { kid: key.kid, publicJwk: key.publicJwk };
    },

    /** A printable certificate of a credential (PDF). */
    async certificatePdf(verificationId: string): Promise<Buffer> {
      const page = await this.verify(verificationId);
      return renderCertificate({
        holderName: page.holderName,
        title: page.credential.title,
        kind: page.credential.kind,
        issuedAt: page.issuedAt,
        verificationId: page.verificationId,
        verifyUrl: verifyUrl(page.verificationId),
        cpeHours: page.cpeHours,
        revoked: page.revoked !== null,
      });
    },

    async list(): Promise<CredentialView[]> {
      const rows = await select().orderBy(asc(credentials.kind), asc(credentials.title));
      return rows.map(toView);
    },

    async earnedBy(userId: string): Promise<EarnedCredential[]> {
      const rows = await db
        .select()
        .from(userCredentials)
        .where(and(eq(userCredentials.userId, userId), isNull(userCredentials.revokedAt)))
        .orderBy(asc(userCredentials.issuedAt));
      return rows.map((r) => ({ credentialId: r.credentialId, verificationId: r.id, issuedAt: r.issuedAt }));
    },

    /** The public verification page of one earned credential, with the signature checked. */
    async verify(verificationId: string): Promise<CredentialVerification> {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(verificationId)) throw new NotFound("No such credential");
      const [record] = await db
        .select({
          id: userCredentials.id,
          issuedAt: userCredentials.issuedAt,
          credentialId: userCredentials.credentialId,
          revokedAt: userCredentials.revokedAt,
          revocationReason: userCredentials.revocationReason,
          holderName: users.name,
          postfix: userProfiles.portfolioUrlPostfix,
          visibility: userProfiles.visibility,
        })
        .from(userCredentials)
        .innerJoin(users, eq(users.id, userCredentials.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, userCredentials.userId))
        .where(eq(userCredentials.id, verificationId))
        .limit(1);
      if (!record) throw new NotFound("No such credential");
      const facts = await factsOf(record.credentialId);
      if (!facts) throw new NotFound("No such credential");
      let result: CredentialVerification["result"];
      if (record.revokedAt) {
        result = { valid: false, message: "This credential was revoked by Maven Analytics and is no longer valid." };
      } else if (!issuerKey) {
        result = { valid: false, message: "Verification is not available right now." };
      } else {
        const checked = await verifyCredentialJwt(await jwtOf(record.id), await requireKey());
        result = checked.valid
          ? { valid: true, message: "The signature checks out: Maven Analytics issued this credential, unaltered." }
          : { valid: false, message: checked.reason };
      }
      const view = toView(facts.row);
      return {
        verificationId: record.id,
        issuedAt: record.issuedAt,
        holderName: record.holderName,
        holderProfileUrl: record.postfix && record.visibility === "public" ? `/profile/${record.postfix}` : null,
        credential: view,
        description: facts.description,
        criteria: facts.criteria,
        skills: facts.skills,
        cpeHours: facts.cpeHours,
        revoked: record.revokedAt ? { at: record.revokedAt, reason: record.revocationReason ?? "" } : null,
        result,
        linkedInUrl: linkedInAddToProfileUrl({
          name: view.title,
          organizationName: ISSUER_NAME,
          issuedAt: record.issuedAt,
          certUrl: verifyUrl(record.id),
          certId: record.id,
        }),
      };
    },
  };
}

export type CredentialService = ReturnType<typeof createCredentialService>;
