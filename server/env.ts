import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : value === "true" || value === "1"));

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default("./data/pglite"),
  SEED_ON_START: flag(true),
  SITE_URL: optionalUrl,
  APP_URL: optionalUrl,
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  NEWSLETTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  HELP_CENTER_URL: z.url().default("https://help.mavenanalytics.io"),
  PRODUCT_UPDATES_URL: z.url().default("https://help.mavenanalytics.io/product-updates"),
  FEATURE_REQUESTS_URL: z.url().default("https://feedback.mavenanalytics.io"),
  TRUST_PROXY: flag(false),
  VIDEO_EMBED_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url().regex(/^https:\/\/[^/]+$/, "must be an https origin without a path"))),
  STORAGE_DIR: z.string().default("./data/files"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PREFIX: z.string().default(""),
});

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix: string;
}

export interface Env {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  seedOnStart: boolean;
  /** Public origin of this site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Origin of the app host that serves log-in (spec section 2); defaults to this site. */
  appUrl: string;
  newsletterWebhookUrl: string | undefined;
  newsletterRateLimitPerHour: number;
  helpCenterUrl: string;
  productUpdatesUrl: string;
  featureRequestsUrl: string;
  trustProxy: boolean;
  /** Origins the course video player may frame (e.g. https://player.vimeo.com); our own pages always. */
  videoEmbedOrigins: string[];
  /** Local file storage root, used when no S3 bucket is configured. */
  storageDir: string;
  s3: S3Config | null;
}

/** What the browser may see (window.ENV); nothing secret goes here. */
export interface PublicEnv {
  appUrl: string;
  helpCenterUrl: string;
  productUpdatesUrl: string;
  featureRequestsUrl: string;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid environment configuration:\n  S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required",
    );
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    seedOnStart: e.SEED_ON_START,
    siteUrl,
    appUrl: (e.APP_URL ?? siteUrl).replace(/\/$/, ""),
    newsletterWebhookUrl: e.NEWSLETTER_WEBHOOK_URL,
    newsletterRateLimitPerHour: e.NEWSLETTER_RATE_LIMIT_PER_HOUR,
    helpCenterUrl: e.HELP_CENTER_URL,
    productUpdatesUrl: e.PRODUCT_UPDATES_URL,
    featureRequestsUrl: e.FEATURE_REQUESTS_URL,
    trustProxy: e.TRUST_PROXY,
    videoEmbedOrigins: e.VIDEO_EMBED_ORIGINS,
    storageDir: e.STORAGE_DIR,
    s3: e.S3_BUCKET
      ? {
          endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ""),
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : null,
  });
}

export function toPublicEnv(env: Env): PublicEnv {
  return {
    appUrl: env.appUrl,
    helpCenterUrl: env.helpCenterUrl,
    productUpdatesUrl: env.productUpdatesUrl,
    featureRequestsUrl: env.featureRequestsUrl,
  };
}
