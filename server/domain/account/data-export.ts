import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { courseEnrolments, userAttributes, userProfiles } from "~/db/schema/account.ts";
import {
  challengeEntries,
  courses,
  credentials,
  guidedProjects,
  paths,
  projectLikes,
  showcaseProjects,
  userCredentials,
} from "~/db/schema/catalog.ts";
import { invoices, subscriptions } from "~/db/schema/commerce.ts";
import { leads } from "~/db/schema/leads.ts";
import { guidedProjectProgress, lessonProgress, lessons, pathEnrolments } from "~/db/schema/learning.ts";
import { newsletterSubscribers } from "~/db/schema/newsletter.ts";
import { challenges } from "~/db/schema/resources.ts";
import { assessmentAttempts, pathfinderResults, welcomeSurveyAnswers } from "~/db/schema/surveys.ts";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { accounts, mfaFactors, sessions, users } from "~/db/schema/users.ts";
import { NotFound } from "../errors.ts";

/** Which version of the export's shape a file follows, so a reader can tell files apart later. */
export const DATA_EXPORT_FORMAT = 1;

/**
 * Everything we keep about one person, as the privacy policy lists it, for "Download your data".
 * Secrets are left out on purpose (password hash, session tokens, the TOTP secret, code hashes):
 * they are ours to check the person with, not data about them, and a leaked file must sign nobody in.
 */
export async function exportUserData(db: Database, userId: string, now: Date = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFound("No such user");
  const email = user.email.toLowerCase();
  const [
    profile,
    attributes,
    signInMethods,
    factor,
    activeSessions,
    courseRows,
    lessonRows,
    pathRows,
    guidedRows,
    credentialRows,
    projectRows,
    likeRows,
    entryRows,
    survey,
    pathfinder,
    assessmentRows,
    newsletter,
    messages,
    team,
    subscriptionRows,
    invoiceRows,
  ] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1),
    db
      .select({ name: userAttributes.name, type: userAttributes.type, value: userAttributes.value })
      .from(userAttributes)
      .where(eq(userAttributes.userId, userId))
      .orderBy(asc(userAttributes.name)),
    db
      .select({ provider: accounts.providerId, addedAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({
        totpEnabledAt: mfaFactors.totpEnabledAt,
        phoneNumber: mfaFactors.phoneNumber,
        smsEnabledAt: mfaFactors.smsEnabledAt,
      })
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, userId))
      .limit(1),
    db
      .select({
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.updatedAt)),
    db
      .select({
        course: courses.title,
        lessonsCompleted: courseEnrolments.lessonsCompleted,
        enrolledAt: courseEnrolments.enrolledAt,
        lastActivityAt: courseEnrolments.lastActivityAt,
        completedAt: courseEnrolments.completedAt,
      })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(eq(courseEnrolments.userId, userId))
      .orderBy(asc(courseEnrolments.enrolledAt)),
    db
      .select({
        course: courses.title,
        lesson: lessons.title,
        positionSeconds: lessonProgress.positionSeconds,
        watchedSeconds: lessonProgress.watchedSeconds,
        quizAttempts: lessonProgress.quizAttempts,
        quizBestScore: lessonProgress.quizBestScore,
        completedAt: lessonProgress.completedAt,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .where(eq(lessonProgress.userId, userId))
      .orderBy(asc(courses.title), asc(lessons.position)),
    db
      .select({ path: paths.title, enrolledAt: pathEnrolments.enrolledAt, completedAt: pathEnrolments.completedAt })
      .from(pathEnrolments)
      .innerJoin(paths, eq(paths.id, pathEnrolments.pathId))
      .where(eq(pathEnrolments.userId, userId))
      .orderBy(asc(pathEnrolments.enrolledAt)),
    db
      .select({
        guidedProject: guidedProjects.title,
        objectivesDone: guidedProjectProgress.objectivesDone,
        submissionLink: guidedProjectProgress.submissionLink,
        startedAt: guidedProjectProgress.startedAt,
        submittedAt: guidedProjectProgress.submittedAt,
        completedAt: guidedProjectProgress.completedAt,
      })
      .from(guidedProjectProgress)
      .innerJoin(guidedProjects, eq(guidedProjects.id, guidedProjectProgress.guidedProjectId))
      .where(eq(guidedProjectProgress.userId, userId))
      .orderBy(asc(guidedProjectProgress.startedAt)),
    db
      .select({
        verificationCode: userCredentials.id,
        title: credentials.title,
        kind: credentials.kind,
        issuedAt: userCredentials.issuedAt,
        revokedAt: userCredentials.revokedAt,
      })
      .from(userCredentials)
      .innerJoin(credentials, eq(credentials.id, userCredentials.credentialId))
      .where(eq(userCredentials.userId, userId))
      .orderBy(asc(userCredentials.issuedAt)),
    db
      .select({
        id: showcaseProjects.id,
        title: showcaseProjects.title,
        summary: showcaseProjects.summary,
        body: showcaseProjects.body,
        tools: showcaseProjects.tools,
        images: showcaseProjects.images,
        link: showcaseProjects.link,
        published: showcaseProjects.published,
        likeCount: showcaseProjects.likeCount,
        createdAt: showcaseProjects.createdAt,
        updatedAt: showcaseProjects.updatedAt,
      })
      .from(showcaseProjects)
      .where(eq(showcaseProjects.authorId, userId))
      .orderBy(asc(showcaseProjects.createdAt)),
    db
      .select({ projectId: projectLikes.projectId, project: showcaseProjects.title, likedAt: projectLikes.createdAt })
      .from(projectLikes)
      .innerJoin(showcaseProjects, eq(showcaseProjects.id, projectLikes.projectId))
      .where(eq(projectLikes.userId, userId))
      .orderBy(asc(projectLikes.createdAt)),
    db
      .select({
        challenge: challenges.title,
        projectId: challengeEntries.projectId,
        project: showcaseProjects.title,
        enteredAt: challengeEntries.enteredAt,
      })
      .from(challengeEntries)
      .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
      .innerJoin(showcaseProjects, eq(showcaseProjects.id, challengeEntries.projectId))
      .where(eq(challengeEntries.userId, userId))
      .orderBy(asc(challengeEntries.enteredAt)),
    db.select().from(welcomeSurveyAnswers).where(eq(welcomeSurveyAnswers.userId, userId)).limit(1),
    db
      .select({
        id: pathfinderResults.id,
        answers: pathfinderResults.answers,
        createdAt: pathfinderResults.createdAt,
        savedAt: pathfinderResults.savedAt,
      })
      .from(pathfinderResults)
      .where(eq(pathfinderResults.userId, userId))
      .orderBy(asc(pathfinderResults.createdAt)),
    db
      .select({
        assessment: assessmentAttempts.assessmentSlug,
        startedAt: assessmentAttempts.startedAt,
        submittedAt: assessmentAttempts.submittedAt,
        score: assessmentAttempts.score,
      })
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.userId, userId))
      .orderBy(asc(assessmentAttempts.startedAt)),
    db
      .select({
        email: newsletterSubscribers.email,
        source: newsletterSubscribers.source,
        since: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
      .limit(1),
    // Messages sent signed in, or from the account's address while signed out.
    db
      .select({
        kind: leads.kind,
        name: leads.name,
        email: leads.email,
        organisation: leads.organisation,
        topic: leads.topic,
        message: leads.message,
        details: leads.details,
        sentAt: leads.createdAt,
      })
      .from(leads)
      .where(or(eq(leads.userId, userId), eq(sql`lower(${leads.email})`, email)))
      .orderBy(asc(leads.createdAt)),
    db
      .select({
        team: teams.name,
        role: teamMembers.role,
        status: teamMembers.status,
        holdsSeat: teamMembers.holdsSeat,
        joinedAt: teamMembers.joinedAt,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId)),
    db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        seats: subscriptions.seats,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        trialEnd: subscriptions.trialEnd,
        canceledAt: subscriptions.canceledAt,
        endedAt: subscriptions.endedAt,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({
        number: invoices.number,
        kind: invoices.kind,
        description: invoices.description,
        amountMinor: invoices.amountMinor,
        currency: invoices.currency,
        status: invoices.status,
        billingName: invoices.billingName,
        billingEmail: invoices.billingEmail,
        billingCompany: invoices.billingCompany,
        billingAddress: invoices.billingAddress,
        billingTaxId: invoices.billingTaxId,
        cardBrand: invoices.cardBrand,
        cardLast4: invoices.cardLast4,
        issuedAt: invoices.issuedAt,
        paidAt: invoices.paidAt,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.issuedAt)),
  ]);
  const p = profile[0];
  const mfa = factor[0];
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarSrc: user.image,
      createdAt: user.createdAt,
    },
    profile: p
      ? {
          portfolioUrlPostfix: p.portfolioUrlPostfix,
          headline: p.headline,
          bio: p.bio,
          location: p.location,
          links: p.links,
          visibility: p.visibility,
        }
      : null,
    emailPreferences: p
      ? {
          newsletter: newsletter.length > 0,
          courseReminders: p.emailCourseReminders,
        }
      : null,
    attributes,
    security: {
      signInMethods: signInMethods.map((m) => ({
        provider: m.provider === "credential" ? "password" : m.provider,
        addedAt: m.addedAt,
      })),
      authenticatorAppSince: mfa?.totpEnabledAt ?? null,
      textMessagePhone: mfa?.smsEnabledAt ? mfa.phoneNumber : null,
      sessions: activeSessions,
    },
    learning: {
      courses: courseRows,
      lessons: lessonRows,
      paths: pathRows,
      guidedProjects: guidedRows.map((g) => ({ ...g, objectivesDone: parseIndexes(g.objectivesDone) })),
      credentials: credentialRows,
      assessments: assessmentRows,
    },
    projects: projectRows.map((project) => ({ ...project, images: parseList(project.images) })),
    likes: likeRows,
    challengeEntries: entryRows,
    surveys: { welcome: survey[0]?.answers ?? null, pathfinder },
    newsletter: newsletter[0] ?? null,
    messages,
    team: team[0] ?? null,
    billing: { subscriptions: subscriptionRows, invoices: invoiceRows },
  };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

function parseList(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const parseIndexes = (json: string) => parseList(json).filter((i): i is number => typeof i === "number");
