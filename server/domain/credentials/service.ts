import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { courses, credentials, guidedProjects, paths, userCredentials } from "~/db/schema/catalog.ts";
import { users } from "~/db/schema/users.ts";
import { NotFound } from "../errors.ts";

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
  credential: CredentialView;
}

export function createCredentialService({ db }: { db: Database }) {
  const select = () =>
    db
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

  return {
    async list(): Promise<CredentialView[]> {
      const rows = await select().orderBy(asc(credentials.kind), asc(credentials.title));
      return rows.map(toView);
    },

    async earnedBy(userId: string): Promise<EarnedCredential[]> {
      const rows = await db
        .select()
        .from(userCredentials)
        .where(eq(userCredentials.userId, userId))
        .orderBy(asc(userCredentials.issuedAt));
      return rows.map((r) => ({ credentialId: r.credentialId, verificationId: r.id, issuedAt: r.issuedAt }));
    },

    /** The public verification page of one earned credential. */
    async verify(verificationId: string): Promise<CredentialVerification> {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(verificationId)) throw new NotFound("No such credential");
      const [record] = await db
        .select({
          id: userCredentials.id,
          issuedAt: userCredentials.issuedAt,
          credentialId: userCredentials.credentialId,
          holderName: users.name,
        })
        .from(userCredentials)
        .innerJoin(users, eq(users.id, userCredentials.userId))
        .where(eq(userCredentials.id, verificationId))
        .limit(1);
      if (!record) throw new NotFound("No such credential");
      const [row] = await select().where(eq(credentials.id, record.credentialId)).limit(1);
      if (!row) throw new NotFound("No such credential");
      return {
        verificationId: record.id,
        issuedAt: record.issuedAt,
        holderName: record.holderName,
        credential: toView(row),
      };
    },
  };
}

export type CredentialService = ReturnType<typeof createCredentialService>;
