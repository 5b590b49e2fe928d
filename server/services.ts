import type { DatabaseHandle } from "~/db/client.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { createCredentialService } from "./domain/credentials/service.ts";
import { createDatasetFileService } from "./domain/datasets/files.ts";
import { createDatasetService } from "./domain/datasets/service.ts";
import { createGuidedProjectService } from "./domain/guided-projects/service.ts";
import { createShowcaseService } from "./domain/showcase/service.ts";
import { createViewerService } from "./domain/viewer.ts";
import { createCatalogService } from "./domain/catalog/service.ts";
import { createChallengeService } from "./domain/challenges/service.ts";
import { createSiteService } from "./domain/site/service.ts";
import { createNavigationService } from "./domain/navigation/service.ts";
import { createNewsletterService } from "./domain/newsletter/service.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

/** The composition root: every service is built once here and handed to loaders via context. */
export function createServices({
  database,
  storage,
  env,
  logger,
}: {
  database: DatabaseHandle;
  storage: FileStorage;
  env: Env;
  logger: Logger;
}) {
  const { db } = database;
  const catalog = createCatalogService({ db, logger });
  const challenges = createChallengeService({ db, logger });
  const guidedProjects = createGuidedProjectService({ db, logger });
  const showcase = createShowcaseService({ db, logger });
  return {
    catalog,
    challenges,
    guidedProjects,
    credentials: createCredentialService({ db }),
    showcase,
    viewer: createViewerService({ db, logger }),
    datasets: createDatasetService({ db }),
    datasetFiles: createDatasetFileService({ db, storage, logger }),
    site: createSiteService({ catalog, challenges, guidedProjects, showcase }),
    navigation: createNavigationService({ db }),
    newsletter: createNewsletterService({
      db,
      logger,
      webhookUrl: env.newsletterWebhookUrl,
      rateLimitPerHour: env.newsletterRateLimitPerHour,
    }),
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
