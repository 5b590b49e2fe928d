import type { DatabaseHandle } from "~/db/client.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { createAccountService } from "./domain/account/service.ts";
import { createCredentialService } from "./domain/credentials/service.ts";
import { resolveIssuerKey, type IssuerKey } from "./domain/credentials/signing.ts";
import { createLearningService } from "./domain/learning/service.ts";
import { createGuidedProgressService } from "./domain/learning/guided.ts";
import { didWebOf } from "~/core/open-badges.ts";
import { createDatasetFileService } from "./domain/datasets/files.ts";
import { createDatasetService } from "./domain/datasets/service.ts";
import { createGuidedProjectService } from "./domain/guided-projects/service.ts";
import { createShowcaseService } from "./domain/showcase/service.ts";
import { createViewerService } from "./domain/viewer.ts";
import { createLegacyUserService } from "./domain/legacy-users/service.ts";
import { createMarketingService } from "./domain/marketing/service.ts";
import { createCatalogService } from "./domain/catalog/service.ts";
import { createChallengeService } from "./domain/challenges/service.ts";
import { createSiteService } from "./domain/site/service.ts";
import { createNavigationService } from "./domain/navigation/service.ts";
import { createNewsletterService } from "./domain/newsletter/service.ts";
import { createChatService } from "./domain/chat/service.ts";
import { createClientErrorService } from "./domain/client-errors/service.ts";
import { createImageStore } from "./media/images.ts";
import { createLeadsService, defineLeadsSweep } from "./domain/leads/service.ts";
import { createPublishingService } from "./domain/publishing/service.ts";
import { createGuideService } from "./domain/publishing/guides.ts";
import { createProjectService } from "./domain/projects/service.ts";
import { createAssessmentService } from "./domain/surveys/assessments.ts";
import { createPathfinderService } from "./domain/surveys/pathfinder.ts";
import { createWelcomeSurveyService } from "./domain/surveys/welcome.ts";
import { createAuthService } from "./domain/auth/service.ts";
import { createSessionStore } from "./domain/auth/sessions.ts";
import { endSingleSignOn } from "./auth/sso.ts";
import { createThrottle, type Clock } from "./domain/auth/throttle.ts";
import { createRateLimiter, defineRateLimitSweep } from "./domain/rate-limit.ts";
import { createJobQueue, createInlineJobQueue, type JobQueue } from "./jobs/queue.ts";
import { createQueuedMailer, defineMailDelivery } from "./mail/delivery.ts";
import { createMailer } from "./mail/mailer.ts";
import { createDevOutbox } from "./mail/outbox.ts";
import { createSmsSender } from "./sms/sender.ts";
import { createBillingEvents } from "./domain/billing/events.ts";
import { createBillingService } from "./domain/billing/service.ts";
import { createPaymentsProvider } from "./payments/index.ts";
import { createTeamsService } from "./domain/teams/service.ts";
import { createEnterpriseTeamsService } from "./domain/teams/enterprise.ts";
import { createTeamSsoService } from "./domain/teams/sso.ts";
import { createTeamAssignmentsService } from "./domain/teams/assignments.ts";
import { createTeamReportsService } from "./domain/teams/reports.ts";
import { defineTeamJobs } from "./domain/teams/jobs.ts";
import { defineLearningJobs } from "./domain/learning/reminders.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

/** The composition root: every service is built once here and handed to loaders via context. */
export function createServices({
  database,
  storage,
  env,
  logger,
  authSecret,
  clock,
  jobs: givenJobs,
}: {
  database: DatabaseHandle;
  storage: FileStorage;
  env: Env;
  logger: Logger;
  /** env.authSecret, or the one kept in the database (server/auth/secret.ts). */
  authSecret: string;
  /** Tests move time forward (lockout waits, code expiry). */
  clock?: Clock;
  /**
   * The job queue (server/jobs/queue.ts). Default: pg-boss on `database`; with NODE_ENV=test the
   * inline queue, so a test reads its mail straight after the call (pass a queue to test the queue).
   */
  jobs?: JobQueue;
}) {
  const { db } = database;
  const outbox = env.devMailbox ? createDevOutbox() : null;
  const jobs = givenJobs ?? (env.nodeEnv === "test" ? createInlineJobQueue() : createJobQueue({ database, logger }));
  const transport = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    devMailbox: env.devMailbox,
    outbox,
    logger,
  });
  defineMailDelivery(jobs, { transport, logger });
  // Mail leaves the request path: send() queues it, a worker delivers it (decision 020).
  const mailer = createQueuedMailer(jobs);
  // Without a provider (and outside development) text-message codes are simply not offered.
  const sms =
    env.sms || env.devMailbox ? createSmsSender({ sms: env.sms, devMailbox: env.devMailbox, outbox, logger }) : null;
  const throttle = createThrottle({ db, clock });
  // Per-IP limits every app server shares (decision 020).
  const limiter = createRateLimiter({ db, clock });
  defineRateLimitSweep(jobs, limiter);
  const sessions = createSessionStore({ db, secret: authSecret, maxAgeDays: env.sessionMaxAgeDays, clock });
  // Single sign-on (server/auth/oidc-provider.ts) is built after the services and listens here.
  const sessionEndListeners: ((userId: string, scope: { sessionId?: string }) => Promise<void>)[] = [];
  const images = createImageStore({ storage, logger });
  const auth = createAuthService({
    db,
    sessions,
    images,
    throttle,
    mailer,
    sms,
    logger,
    secret: authSecret,
    siteUrl: env.siteUrl,
    secureCookies: env.secureCookies,
    google: env.google,
    async onSessionsEnded(userId, scope) {
      // Single sign-on for our other apps ends with the site session (decision 023).
      await endSingleSignOn(db, userId, scope);
      for (const listener of sessionEndListeners) await listener(userId, scope);
    },
    clock,
  });
  const catalog = createCatalogService({ db, logger, clock });
  const challenges = createChallengeService({ db, logger, mailer, siteUrl: env.siteUrl, now: clock });
  const guidedProjects = createGuidedProjectService({ db, logger, clock });
  const showcase = createShowcaseService({ db, logger });
  const publishing = createPublishingService({ db, clock });
  const leads = createLeadsService({
    db,
    mailer,
    limiter,
    logger,
    supportEmail: env.supportEmail,
    siteUrl: env.siteUrl,
  });
  // Retention the Privacy Policy states (decision 035).
  defineLeadsSweep(jobs, db);
  const billingEvents = createBillingEvents({ db, mailer, logger, siteUrl: env.siteUrl });
  const payments = createPaymentsProvider({
    env,
    db,
    logger,
    // Read when an event arrives, by which time the billing service below exists.
    sink: async (event) => {
      await billing.applyEvent(event);
    },
  });
  const billing = createBillingService({
    db,
    provider: payments,
    events: billingEvents,
    leads,
    logger,
    siteUrl: env.siteUrl,
    salesEmail: env.salesEmail,
  });
  // Teams for business (issue 19): seats are paid through the same payments provider.
  const teams = createTeamsService({
    db,
    mailer,
    images,
    payments,
    siteUrl: env.siteUrl,
    secret: authSecret,
    logger,
    now: clock,
    billingNow: payments.testMode ? () => payments.testMode!.now() : undefined,
  });
  const newsletter = createNewsletterService({
    db,
    logger,
    webhookUrl: env.newsletterWebhookUrl,
    rateLimitPerHour: env.newsletterRateLimitPerHour,
    limiter,
  });
  // The credential issuer's key, resolved once on first use (decision 031).
  let issuerKey: Promise<IssuerKey> | null = null;
  const credentials = createCredentialService({
    db,
    siteUrl: env.siteUrl,
    issuerKey: () =>
      (issuerKey ??= resolveIssuerKey(db, {
        configured: env.credentialSigningKey,
        secret: authSecret,
        did: didWebOf(env.siteUrl),
      })),
  });
  const learning = createLearningService({ db, storage, logger, issueCredential: credentials.issue });
  const projects = createProjectService({ db, images, logger });
  const guidedProgress = createGuidedProgressService({
    db,
    issueCredential: credentials.issue,
    createShowcaseProject: (actor, submission) => projects.create(actor, submission),
  });
  // Enterprise teams (staff-made, invoiced) and single sign-on through a team's own provider (decision 042).
  const enterpriseTeams = createEnterpriseTeamsService({ db, mailer, logger, siteUrl: env.siteUrl, now: clock });
  const teamSso = createTeamSsoService({ db, sessions, secret: authSecret, siteUrl: env.siteUrl, logger, now: clock });
  // Assignments, the team report and their reminder and digest jobs (issue 19).
  const teamAssignments = createTeamAssignmentsService({ db, now: clock });
  const teamReports = createTeamReportsService({ db, now: clock });
  defineTeamJobs(jobs, { db, mailer, siteUrl: env.siteUrl, logger });
  // The "quiet for a week" course reminders the Preferences page offers.
  defineLearningJobs(jobs, { db, mailer, siteUrl: env.siteUrl, logger });
  return {
    billing,
    teams,
    teamAssignments,
    teamReports,
    enterpriseTeams,
    teamSso,
    /** Test mode's clock and due-run (`billing:advance`); null with Stripe. */
    billingTestClock: payments.testMode,
    catalog,
    challenges,
    guidedProjects,
    credentials,
    learning,
    showcase,
    viewer: createViewerService({ db, sessions, secureCookies: env.secureCookies, logger }),
    auth,
    /** Runs after sessions end (log out, password change or reset), e.g. to end single sign-on. */
    onSessionsEnded(listener: (userId: string, scope: { sessionId?: string }) => Promise<void>) {
      sessionEndListeners.push(listener);
    },
    jobs,
    mailer,
    /** Single sign-on for our other apps ends with the site session (decision 023). */
    sso: { end: (userId: string, scope?: { sessionId?: string }) => endSingleSignOn(db, userId, scope) },
    outbox,
    datasets: createDatasetService({ db }),
    datasetFiles: createDatasetFileService({ db, storage, logger }),
    images,
    projects,
    guidedProgress,
    account: createAccountService({ db, images, newsletter, logger }),
    site: createSiteService({ catalog, challenges, guidedProjects, showcase, publishing }),
    navigation: createNavigationService({ db }),
    legacyUsers: createLegacyUserService({ db }),
    marketing: createMarketingService({ db, logger, limiter, clock }),
    newsletter,
    leads,
    publishing,
    guides: createGuideService({ publishing, leads, newsletter, siteUrl: env.siteUrl, logger }),
    chat: createChatService({ db, identitySecret: env.intercom?.identitySecret }),
    clientErrors: createClientErrorService({ logger, limiter }),
    limiter,
    welcomeSurvey: createWelcomeSurveyService({ db, clock }),
    pathfinder: createPathfinderService({ db, limiter, secret: authSecret, clock }),
    assessments: createAssessmentService({ db, limiter, clock }),
    health: {
      async check(): Promise<{ status: "ok" | "degraded"; db: "ok" | "down" }> {
        try {
          await database.ping();
          return { status: "ok", db: "ok" };
        } catch (error) {
          logger.warn({ err: error }, "health check: database down");
          return { status: "degraded", db: "down" };
        }
      },
    },
  };
}

export type Services = ReturnType<typeof createServices>;
