import type { DatabaseHandle } from "~/db/client.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { createAccountService } from "./domain/account/service.ts";
import { createCredentialService } from "./domain/credentials/service.ts";
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
import { createProjectService } from "./domain/projects/service.ts";
import { createBetterAuth } from "./auth/better-auth.ts";
import { authCookieNames } from "./auth/cookies.ts";
import { endSingleSignOn } from "./auth/sso.ts";
import { createAuthService, type AuthService } from "./domain/auth/service.ts";
import { createThrottle, type Clock } from "./domain/auth/throttle.ts";
import { createMailer } from "./mail/mailer.ts";
import { createDevOutbox } from "./mail/outbox.ts";
import { createSmsSender } from "./sms/sender.ts";
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
}: {
  database: DatabaseHandle;
  storage: FileStorage;
  env: Env;
  logger: Logger;
  /** env.authSecret, or the one kept in the database (server/auth/secret.ts). */
  authSecret: string;
  /** Tests move time forward (lockout waits, code expiry). */
  clock?: Clock;
}) {
  const { db } = database;
  const outbox = env.devMailbox ? createDevOutbox() : null;
  const mailer = createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, devMailbox: env.devMailbox, outbox, logger });
  // Without a provider (and outside development) text-message codes are simply not offered.
  const sms =
    env.sms || env.devMailbox ? createSmsSender({ sms: env.sms, devMailbox: env.devMailbox, outbox, logger }) : null;
  const throttle = createThrottle({ db, clock });
  // better-auth calls back into the auth service (reset mails), which is built on better-auth.
  let authService: AuthService | undefined = undefined;
  const betterAuth = createBetterAuth({
    db,
    logger,
    secret: authSecret,
    siteUrl: env.siteUrl,
    secureCookies: env.secureCookies,
    google: env.google,
    sendResetPassword: (user, token) => authService!.mailResetLink(user, token),
    onPasswordReset: (user) => authService!.afterPasswordReset(user),
  });
  authService = createAuthService({
    db,
    auth: betterAuth,
    throttle,
    mailer,
    sms,
    logger,
    secret: authSecret,
    siteUrl: env.siteUrl,
    secureCookies: env.secureCookies,
    clock,
  });
  const catalog = createCatalogService({ db, logger });
  const challenges = createChallengeService({ db, logger });
  const guidedProjects = createGuidedProjectService({ db, logger });
  const showcase = createShowcaseService({ db, logger });
  const images = createImageStore({ storage, logger });
  return {
    catalog,
    challenges,
    guidedProjects,
    credentials: createCredentialService({ db }),
    showcase,
    viewer: createViewerService({
      db,
      logger,
      secret: authSecret,
      cookieName: authCookieNames(env.secureCookies).session,
      dontRememberCookieName: authCookieNames(env.secureCookies).dontRemember,
    }),
    auth: authService,
    /** Single sign-on for our other apps ends with the site session (decision 023). */
    sso: { end: (userId: string, scope?: { sessionId?: string }) => endSingleSignOn(db, userId, scope) },
    betterAuth,
    outbox,
    datasets: createDatasetService({ db }),
    datasetFiles: createDatasetFileService({ db, storage, logger }),
    images,
    projects: createProjectService({ db, images, logger }),
    account: createAccountService({ db, images, logger }),
    site: createSiteService({ catalog, challenges, guidedProjects, showcase }),
    navigation: createNavigationService({ db }),
    legacyUsers: createLegacyUserService({ db }),
    marketing: createMarketingService({ db, logger }),
    newsletter: createNewsletterService({
      db,
      logger,
      webhookUrl: env.newsletterWebhookUrl,
      rateLimitPerHour: env.newsletterRateLimitPerHour,
    }),
    chat: createChatService({ db, identitySecret: env.intercom?.identitySecret }),
    clientErrors: createClientErrorService({ logger }),
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
