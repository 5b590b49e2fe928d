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
  GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
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
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  DEV_MAILBOX: z.enum(["true", "false", "1", "0", ""]).optional(),
  MAIL_FROM: z.string().default("Maven Analytics <no-reply@mavenanalytics.io>"),
  SMS_PROVIDER_URL: optionalUrl,
  SMS_ACCOUNT_ID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_CLIENTS: z.string().optional(),
  OIDC_STAGE: z.enum(["local", "preview", "production"]).optional(),
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
  /** GraphQL requests allowed per client IP per minute (429 beyond). */
  graphqlRateLimitPerMinute: number;
  helpCenterUrl: string;
  productUpdatesUrl: string;
  featureRequestsUrl: string;
  trustProxy: boolean;
  /** Origins the course video player may frame (e.g. https://player.vimeo.com); our own pages always. */
  videoEmbedOrigins: string[];
  /** Local file storage root, used when no S3 bucket is configured. */
  storageDir: string;
  s3: S3Config | null;
  /**
   * Signs cookies and encrypts MFA secrets. Without it one is generated on first start and kept in
   * the database, so every app server on that database shares it.
   */
  authSecret: string | undefined;
  /** nodemailer transport URL (smtp:// or smtps://); without it mail goes to the development mailbox. */
  smtpUrl: string | undefined;
  /**
   * The development mailbox (/dev/mailbox) and SMS outbox: on outside production, and for a local
   * production build without SITE_URL (npm start), so the demo can verify sign-ups. DEV_MAILBOX
   * forces it (the e2e suite reads texts there); never turn it on for a public site.
   */
  devMailbox: boolean;
  /** Cookies get Secure and the __Secure- prefix when the public site is served over https. */
  secureCookies: boolean;
  mailFrom: string;
  /** A Twilio-style HTTP SMS API; without it texts go to the development outbox. */
  sms: SmsConfig | null;
  /** Google sign-in (OpenID Connect); null when no client id is configured. */
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Raw JSON of the apps that sign in through our OpenID provider (see server/auth/oidc-clients.ts). */
  oidcClients: string | undefined;
  /** Which redirect-URL list of each client applies: production on an https site, else local. */
  oidcStage: "local" | "preview" | "production";
}

export interface SmsConfig {
  url: string;
  accountId: string;
  authToken: string;
  from: string;
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
  if (e.SMS_PROVIDER_URL && !(e.SMS_ACCOUNT_ID && e.SMS_AUTH_TOKEN && e.SMS_FROM)) {
    throw new Error(
      "Invalid environment configuration:\n  SMS_PROVIDER_URL is set, so SMS_ACCOUNT_ID, SMS_AUTH_TOKEN and SMS_FROM are required",
    );
  }
  const devMailboxForced = e.DEV_MAILBOX === "true" || e.DEV_MAILBOX === "1";
  if (e.NODE_ENV === "production" && e.SITE_URL && !e.SMTP_URL && !devMailboxForced) {
    throw new Error(
      "Invalid environment configuration:\n  SMTP_URL is required in production when SITE_URL is set (or DEV_MAILBOX=true for a test setup)",
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
    graphqlRateLimitPerMinute: e.GRAPHQL_RATE_LIMIT_PER_MINUTE,
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
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    devMailbox:
      e.DEV_MAILBOX === "true" || e.DEV_MAILBOX === "1"
        ? true
        : e.DEV_MAILBOX === "false" || e.DEV_MAILBOX === "0"
          ? false
          : !e.SMTP_URL && (e.NODE_ENV !== "production" || !e.SITE_URL),
    secureCookies: siteUrl.startsWith("https://"),
    mailFrom: e.MAIL_FROM,
    sms: e.SMS_PROVIDER_URL
      ? { url: e.SMS_PROVIDER_URL, accountId: e.SMS_ACCOUNT_ID!, authToken: e.SMS_AUTH_TOKEN!, from: e.SMS_FROM! }
      : null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER.replace(/\/$/, ""),
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : null,
    oidcClients: e.OIDC_CLIENTS,
    oidcStage: e.OIDC_STAGE ?? (siteUrl.startsWith("https://") ? "production" : "local"),
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
