import { and, asc, desc, eq, isNull, notInArray } from "drizzle-orm";
import { canReadAccount, canViewProfile } from "~/core/account-policy.ts";
import { canOpenLesson } from "~/core/learning.ts";
import { parseLessons } from "~/core/lessons.ts";
import { firstOpenLessons } from "../learning/open-lessons.ts";
import type { Database } from "~/db/client.ts";
import { courseEnrolments, portfolioPostfixRedirects, userProfiles } from "~/db/schema/account.ts";
import {
  courses,
  credentials,
  pathCourses,
  paths,
  projectLikes,
  showcaseProjects,
  userCredentials,
} from "~/db/schema/catalog.ts";
import { pathEnrolments } from "~/db/schema/learning.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import { Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import {
  projectCardColumns,
  projectCards,
  selectProjectCards,
  type ProjectCardRow,
  type ShowcaseCard,
} from "../showcase/service.ts";
import type { Viewer } from "../viewer.ts";

/** Postfixes are lowercase; anything that could never be one is not looked up. */
const POSTFIX_LOOKUP = /^[A-Za-z0-9-]{1,64}$/;
/** Recommended next steps shown on the dashboard. */
export const DASHBOARD_RECOMMENDATIONS = 3;

export interface EarnedCredentialView {
  verificationId: string;
  title: string;
  badgeSrc: string;
  issuedAt: Date;
}

export interface ProfileProjectCard extends ShowcaseCard {
  published: boolean;
}

export interface PublicProfile {
  userId: string;
  isOwner: boolean;
  name: string;
  avatarSrc: string | null;
  portfolioUrlPostfix: string;
  headline: string;
  bio: string;
  location: string;
  links: string[];
  visibility: "public" | "private";
  memberSince: Date;
  credentials: EarnedCredentialView[];
  /** The user's projects (`view` = projects) or the projects they like (`view` = liked). */
  projects: ProfileProjectCard[];
  view: "projects" | "liked";
}

export type ProfileLookup = { kind: "profile"; profile: PublicProfile } | { kind: "redirect"; postfix: string };

export interface CourseProgress {
  courseId: string;
  slug: string;
  title: string;
  badgeSrc: string;
  lessonsCompleted: number;
  lessonsTotal: number;
  percent: number;
  lastActivityAt: Date;
  completed: boolean;
  /** The lesson to pick up, or null once every lesson is done. */
  nextLesson: string | null;
  /** Where "Continue learning" goes: the player's first incomplete lesson. */
  continueUrl: string;
  /** That lesson is beyond the free chapter and the viewer has no plan that opens it. */
  nextLessonLocked: boolean;
}

export interface Recommendation {
  kind: "continue" | "next-in-path" | "start";
  title: string;
  detail: string;
  url: string;
}

export interface Dashboard {
  firstName: string;
  portfolioUrlPostfix: string;
  inProgress: CourseProgress[];
  completed: CourseProgress[];
  recommendations: Recommendation[];
  credentials: EarnedCredentialView[];
  projects: ProfileProjectCard[];
}

export function createPortfolioQueries({
  db,
  logger,
  ensureProfile,
}: {
  db: Database;
  logger?: Logger;
  ensureProfile: (userId: string) => Promise<typeof userProfiles.$inferSelect>;
}) {
  const cards = projectCards(logger);
  const toCard = (row: ProjectCardRow): ProfileProjectCard => ({
    ...cards.toCard(row),
    published: row.project.published,
  });

  /** The owner sees drafts too; everyone else only published projects. */
  async function projectsBy(userId: string, includeDrafts: boolean): Promise<ProfileProjectCard[]> {
    const rows = await selectProjectCards(db)
      .where(
        and(eq(showcaseProjects.authorId, userId), includeDrafts ? undefined : eq(showcaseProjects.published, true)),
      )
      .orderBy(desc(showcaseProjects.createdAt), asc(showcaseProjects.id));
    return rows.map(toCard);
  }

  /** Published projects the user likes, most recently liked first (drafts of others stay hidden). */
  async function likedBy(userId: string): Promise<ProfileProjectCard[]> {
    const rows = await db
      .select(projectCardColumns)
      .from(projectLikes)
      .innerJoin(showcaseProjects, eq(showcaseProjects.id, projectLikes.projectId))
      .innerJoin(users, eq(users.id, showcaseProjects.authorId))
      .where(and(eq(projectLikes.userId, userId), eq(showcaseProjects.published, true)))
      .orderBy(desc(projectLikes.createdAt), asc(showcaseProjects.id));
    return rows.map(toCard);
  }

  async function earnedCredentials(userId: string): Promise<EarnedCredentialView[]> {
    const rows = await db
      .select({
        verificationId: userCredentials.id,
        issuedAt: userCredentials.issuedAt,
        title: credentials.title,
        badgeSrc: credentials.badgeSrc,
      })
      .from(userCredentials)
      .innerJoin(credentials, eq(credentials.id, userCredentials.credentialId))
      // A revoked credential is no longer the learner's to show (decision 031).
      .where(and(eq(userCredentials.userId, userId), isNull(userCredentials.revokedAt)))
      .orderBy(desc(userCredentials.issuedAt));
    return rows;
  }

  return {
    /**
     * `/profile/:postfix`: the profile, or where an old (or differently cased) postfix now lives.
     * A private profile, a missing one and a malformed postfix are all NotFound for anyone but
     * the owner, so a private profile's existence is not revealed.
     */
    async publicProfile(
      actor: Viewer | null,
      input: { postfix: string; view?: "projects" | "liked" },
    ): Promise<ProfileLookup> {
      if (!POSTFIX_LOOKUP.test(input.postfix)) throw new NotFound("No such profile");
      const postfix = input.postfix.toLowerCase();
      const [row] = await db
        .select({ profile: userProfiles, user: users })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .where(eq(userProfiles.portfolioUrlPostfix, postfix))
        .limit(1);
      if (!row) {
        const [moved] = await db
          .select({
            postfix: userProfiles.portfolioUrlPostfix,
            visibility: userProfiles.visibility,
            userId: userProfiles.userId,
          })
          .from(portfolioPostfixRedirects)
          .innerJoin(userProfiles, eq(userProfiles.userId, portfolioPostfixRedirects.userId))
          .where(eq(portfolioPostfixRedirects.postfix, postfix))
          .limit(1);
        if (moved && canViewProfile(actor, moved)) return { kind: "redirect", postfix: moved.postfix };
        throw new NotFound("No such profile");
      }
      const { profile, user } = row;
      if (!canViewProfile(actor, profile)) throw new NotFound("No such profile");
      if (postfix !== input.postfix) return { kind: "redirect", postfix };
      const isOwner = actor?.userId === user.id;
      const view = input.view ?? "projects";
      const [earned, projects] = await Promise.all([
        earnedCredentials(user.id),
        view === "liked" ? likedBy(user.id) : projectsBy(user.id, isOwner),
      ]);
      return {
        kind: "profile",
        profile: {
          userId: user.id,
          isOwner,
          name: user.name,
          avatarSrc: user.image,
          portfolioUrlPostfix: profile.portfolioUrlPostfix,
          headline: profile.headline,
          bio: profile.bio,
          location: profile.location,
          links: profile.links,
          visibility: profile.visibility,
          memberSince: user.createdAt,
          credentials: earned,
          projects,
          view,
        },
      };
    },

    /** `/dashboard`: progress, next steps, credentials and projects of the signed-in learner. */
    async dashboard(actor: Viewer | null, input: { owner: string }): Promise<Dashboard> {
      if (!actor) throw new Unauthenticated();
      if (!canReadAccount(actor, input.owner)) throw new Forbidden("You can only see your own dashboard.");
      const userId = input.owner;
      const [profile, [user], enrolments, earned, projects] = await Promise.all([
        ensureProfile(userId),
        db.select({ name: users.name, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1),
        db
          .select({
            enrolment: courseEnrolments,
            slug: courses.slug,
            title: courses.title,
            badgeSrc: courses.badgeSrc,
            lessons: courses.lessons,
          })
          .from(courseEnrolments)
          .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
          .where(eq(courseEnrolments.userId, userId))
          .orderBy(desc(courseEnrolments.lastActivityAt)),
        earnedCredentials(userId),
        projectsBy(userId, true),
      ]);
      if (!user) throw new NotFound("No such user");

      // The first incomplete lesson of each enrolled course, as the player keeps progress (issue 16),
      // and the courses of the paths the learner joined, in path order: read side by side. Only joined
      // paths: a path the learner's courses merely belong to is not theirs to be "next in".
      const courseIds = enrolments.map((e) => e.enrolment.courseId);
      const [firstOpen, joinedPathCourses] = await Promise.all([
        firstOpenLessons(db, userId, courseIds),
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            comingSoon: courses.comingSoon,
            courseId: courses.id,
            pathId: paths.id,
            pathTitle: paths.title,
            enrolledAt: pathEnrolments.enrolledAt,
          })
          .from(pathEnrolments)
          .innerJoin(paths, eq(paths.id, pathEnrolments.pathId))
          .innerJoin(pathCourses, eq(pathCourses.pathId, paths.id))
          .innerJoin(courses, eq(courses.id, pathCourses.courseId))
          .where(eq(pathEnrolments.userId, userId))
          .orderBy(asc(pathCourses.position)),
      ]);
      // A joined path is as recently active as its latest course activity (or its joining).
      const lastActivityOf = new Map(enrolments.map((e) => [e.enrolment.courseId, e.enrolment.lastActivityAt]));
      const pathActivity = new Map<string, number>();
      for (const row of joinedPathCourses) {
        const at = Math.max(row.enrolledAt.getTime(), lastActivityOf.get(row.courseId)?.getTime() ?? 0);
        pathActivity.set(row.pathId, Math.max(pathActivity.get(row.pathId) ?? 0, at));
      }
      const pathCandidates = joinedPathCourses
        .filter((row) => !row.comingSoon)
        .sort((a, b) => pathActivity.get(b.pathId)! - pathActivity.get(a.pathId)! || a.pathId.localeCompare(b.pathId));

      const progress: CourseProgress[] = enrolments.map((e) => {
        const lessons = parseLessons(e.lessons, (error) =>
          logger?.warn({ err: error, course: e.enrolment.courseId }, "course lessons unreadable"),
        );
        const total = lessons.length;
        const done = Math.min(e.enrolment.lessonsCompleted, total);
        const completed = e.enrolment.completedAt !== null || (total > 0 && done >= total);
        const open = firstOpen.get(e.enrolment.courseId);
        return {
          courseId: e.enrolment.courseId,
          slug: e.slug,
          title: e.title,
          badgeSrc: e.badgeSrc,
          lessonsCompleted: done,
          lessonsTotal: total,
          percent: total === 0 ? 0 : Math.round((done / total) * 100),
          lastActivityAt: e.enrolment.lastActivityAt,
          completed,
          nextLesson: completed ? null : (open?.title ?? lessons[done]?.title ?? null),
          continueUrl: open ? `/course/${e.slug}/lesson/${open.id}` : `/course/${e.slug}`,
          nextLessonLocked: !completed && open !== undefined && !canOpenLesson(actor, open.chapter),
        };
      });
      const inProgress = progress.filter((p) => !p.completed);
      const completed = progress.filter((p) => p.completed);

      const recommendations: Recommendation[] = [];
      // The most recent course the learner can go on with now; a course whose next lesson needs a plan
      // only when there is no other, and then it says so.
      const latest = inProgress.find((p) => !p.nextLessonLocked) ?? inProgress[0];
      if (latest) {
        recommendations.push({
          kind: "continue",
          title: `Continue ${latest.title}`,
          detail: latest.nextLesson
            ? `Next lesson${latest.nextLessonLocked ? ", with Pro" : ""}: ${latest.nextLesson}`
            : `${latest.lessonsCompleted} of ${latest.lessonsTotal} lessons done`,
          url: latest.continueUrl,
        });
      }
      // The next course, in path order, of the paths the learner joined, most recently active first.
      const seen = new Set(courseIds);
      for (const c of pathCandidates) {
        if (recommendations.length >= DASHBOARD_RECOMMENDATIONS) break;
        if (seen.has(c.courseId)) continue;
        seen.add(c.courseId);
        recommendations.push({
          kind: "next-in-path",
          title: c.title,
          detail: `Next in the ${c.pathTitle} path`,
          url: `/course/${c.slug}`,
        });
      }
      if (recommendations.length < DASHBOARD_RECOMMENDATIONS) {
        const starters = await db
          .select({ slug: courses.slug, title: courses.title, id: courses.id })
          .from(courses)
          .where(
            and(
              eq(courses.kind, "course"),
              eq(courses.comingSoon, false),
              courseIds.length > 0 ? notInArray(courses.id, courseIds) : undefined,
            ),
          )
          .orderBy(desc(courses.featured), asc(courses.title))
          .limit(DASHBOARD_RECOMMENDATIONS * 2);
        const taken = new Set(recommendations.map((r) => r.url));
        for (const c of starters) {
          if (recommendations.length >= DASHBOARD_RECOMMENDATIONS) break;
          if (taken.has(`/course/${c.slug}`)) continue;
          recommendations.push({
            kind: "start",
            title: c.title,
            detail: "A popular place to start",
            url: `/course/${c.slug}`,
          });
        }
      }

      return {
        firstName: user.firstName ?? user.name.split(" ")[0] ?? user.name,
        portfolioUrlPostfix: profile.portfolioUrlPostfix,
        inProgress,
        completed,
        recommendations,
        credentials: earned,
        projects,
      };
    },
  };
}
