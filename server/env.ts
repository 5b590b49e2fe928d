import { z } from "zod";
import { scriptUrlFor, VENDOR_ID_PATTERN, type TrackingScript } from "~/core/third-party.ts";
import { parseTrustProxy, type TrustProxy } from "./http/client-ip.ts";
import { isLoopbackHost } from "./http/dev-mailbox-guard.ts";

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

const vendorId = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.string().regex(VENDOR_ID_PATTERN, "must be letters, digits, - or _ (at most 64)").optional());

/** A script URL (template with an optional `{id}`): https, or http on this machine for local stand-ins. */
const scriptUrl = z.url().refine((value) => {
  const url = new URL(value.replaceAll("{id}", "x"));
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}, "must be an https URL (http only for localhost)");

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback for a build on this machine (no SITE_URL or a loopback one), else every interface.
  HOST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default("./data/pglite"),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  SEED_ON_START: flag(true),
  SEED_DEMO_USERS: z.enum(["true", "false", "1", "0", ""]).optional(),
  SITE_URL: optionalUrl,
  APP_URL: optionalUrl,
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  NEWSLETTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  HELP_CENTER_URL: z.url().default("https://help.mavenanalytics.io"),
  PRODUCT_UPDATES_URL: z.url().default("https://help.mavenanalytics.io/product-updates"),
  FEATURE_REQUESTS_URL: z.url().default("https://feedback.mavenanalytics.io"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `must be false, true, a hop count or a list of proxy addresses/CIDR ranges (${(error as Error).message})`,
        });
        return z.NEVER;
      }
    }),
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
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .refine(
      (value) => {
        try {
          const jwk = JSON.parse(value) as { kty?: string; crv?: string; d?: string; x?: string };
          return jwk.kty === "OKP" && jwk.crv === "Ed25519" && Boolean(jwk.d && jwk.x);
        } catch {
          return false;
        }
      },
      { message: "must be a private Ed25519 JWK (JSON with kty OKP, crv Ed25519, d and x)" },
    )
    .optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(400).default(90),
  SMTP_URL: optionalUrl,
  DEV_MAILBOX: z.enum(["true", "false", "1", "0", ""]).optional(),
  MAIL_FROM: z.string().default("Maven Analytics <no-reply@mavenanalytics.io>"),
  SUPPORT_EMAIL: z.email().default("support@mavenanalytics.io"),
  SMS_PROVIDER_URL: optionalUrl,
  SMS_ACCOUNT_ID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_CLIENTS: z.string().optional(),
  OIDC_STAGE: z.enum(["local", "preview", "production"]).optional(),
  DISABLE_INTERCOM: flag(false),
  INTERCOM_APP_ID: vendorId,
  INTERCOM_WIDGET_URL: scriptUrl.default("https://widget.intercom.io/widget/{id}"),
  INTERCOM_IDENTITY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  TAG_MANAGER_ID: vendorId,
  TAG_MANAGER_SCRIPT_URL: scriptUrl.default("https://www.googletagmanager.com/gtm.js?id={id}"),
  CRM_TRACKING_ID: vendorId,
  CRM_TRACKING_SCRIPT_URL: scriptUrl.default("https://js.hs-scripts.com/{id}.js"),
  REFERRAL_TRACKING_ID: vendorId,
  REFERRAL_TRACKING_SCRIPT_URL: scriptUrl.default("https://r.wdfl.co/rw.js"),
  LOADER_SCRIPT_ID: vendorId,
  LOADER_SCRIPT_URL: scriptUrl.optional(),
  PWNED_PASSWORDS_URL: optionalUrl.refine((value) => {
    if (value === undefined) return true;
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  }, "must be an https URL (http only for localhost)"),
  LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(64),
  LOAD_SHED_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(256),
  LOAD_SHED_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret or restricted key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  /** Stripe's API origin; only for a local stand-in of the Stripe API (tests). */
  STRIPE_API_URL: optionalUrl,
  PAYMENTS_TEST_MODE: flag(false),
  SALES_EMAIL: z.email().default("sales@mavenanalytics.io"),
  SENTRY_DSN: optionalUrl.refine(
    (value) => value === undefined || new URL(value).password === "",
    "must be a public DSN (https://key@host/project), without a secret key",
  ),
  SENTRY_RELEASE: z
    .string()
    .regex(/^[A-Za-z0-9_.@+-]{1,200}$/, "must be letters, digits and . _ @ + -")
    .default("maven-analytics-web"),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be letters, digits, ., - or _")
    .optional(),
});

/** Every variable the server reads; .env.example lists each (server/env.test.ts checks it). */
export const ENV_VARIABLE_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

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
  /** PostgreSQL statement, lock-wait and connection limits (issue 20: no query hangs). */
  databaseTimeouts: { statementMs: number; lockMs: number; connectMs: number };
  seedOnStart: boolean;
  /**
   * Whether the seed gives the demo users their sign-in (the README's password): SEED_DEMO_USERS
   * when set, else only on a development machine (see demoUsersByDefault). Never on a public site
   * unless asked for.
   */
  seedDemoUsers: boolean;
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
  /** Which proxies may say who the client is (X-Forwarded-For) and whether it came over https. */
  trustProxy: TrustProxy;
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
  /**
   * The credential issuer's private Ed25519 JWK (issue 16, decision 031). Without it one is generated
   * on first start and kept encrypted in the database; set it in production so it survives a new database.
   */
  credentialSigningKey: string | undefined;
  /** Absolute lifetime of a session, however often it is refreshed (ASVS 7.3.2). */
  sessionMaxAgeDays: number;
  /** nodemailer transport URL (smtp:// or smtps://); without it mail goes to the development mailbox. */
  smtpUrl: string | undefined;
  /**
   * The development mailbox (/dev/mailbox) and SMS outbox: on outside production, and for a local
   * production build without SITE_URL (npm start), so the demo can verify sign-ups. DEV_MAILBOX
   * forces it (the e2e suite reads texts there); never turn it on for a public site.
   */
  devMailbox: boolean;
  /**
   * DEV_MAILBOX=true, set on purpose: the mailbox is served to any client. Otherwise only to this
   * machine's loopback clients (server/http/dev-mailbox-guard.ts, decision 021).
   */
  devMailboxOpenToAll: boolean;
  /** Cookies get Secure and the __Secure- prefix when the public site is served over https. */
  secureCookies: boolean;
  mailFrom: string;
  /** Where contact messages and inquiries from the site's forms are sent (issue 18). */
  supportEmail: string;
  /** A Twilio-style HTTP SMS API; without it texts go to the development outbox. */
  sms: SmsConfig | null;
  /** Google sign-in (OpenID Connect); null when no client id is configured. */
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Raw JSON of the apps that sign in through our OpenID provider (see server/auth/oidc-clients.ts). */
  oidcClients: string | undefined;
  /** Which redirect-URL list of each client applies: production on an https site, else local. */
  oidcStage: "local" | "preview" | "production";
  /** The customer chat widget (spec section 1); null when DISABLE_INTERCOM or no app id. */
  intercom: { appId: string; scriptUrl: string; identitySecret: string | undefined } | null;
  /** Tag manager, CRM tracking, referral tracking and loader scripts that are configured. */
  trackingScripts: TrackingScript[];
  /**
   * The k-anonymity range API of a breached-password corpus (Have I Been Pwned's
   * https://api.pwnedpasswords.com/range/); undefined turns the check off.
   */
  pwnedPasswordsUrl: string | undefined;
  /**
   * Stripe when a secret key is set; otherwise test mode (an on-site test card form, no real charge),
   * which a public production site refuses unless PAYMENTS_TEST_MODE=true.
   */
  payments: { mode: "stripe"; secretKey: string; webhookSecret: string; apiUrl: string | undefined } | { mode: "test" };
  /** Where enterprise requests are mailed. */
  salesEmail: string;
  /** Requests run at once, waiting, and the longest wait before a 503 (server/http/load-shedding.ts). */
  loadShedding: { maxInFlight: number; maxQueued: number; queueTimeoutMs: number };
  /** Error reporting: Sentry when a DSN is set, else our own endpoint; tagged with the environment. */
  errorReporting: { sentryDsn: string | undefined; environment: string; release: string };
}

export interface SmsConfig {
  url: string;
  accountId: string;
  authToken: string;
  from: string;
}

/** What the browser may see (window.ENV): an explicit allow-list; nothing secret goes here. */
export interface PublicEnv {
  appUrl: string;
  helpCenterUrl: string;
  productUpdatesUrl: string;
  featureRequestsUrl: string;
  chatWidget: { appId: string; scriptUrl: string } | null;
  trackingScripts: TrackingScript[];
  errorReporting: { sentryDsn: string | null; environment: string; release: string };
}

/**
 * A build for this machine only, which gets the demo's conveniences by default (demo sign-ins, test-mode
 * payments): development and tests, or a production build with no SITE_URL or a loopback one that
 * listens on loopback (`npm start`). Never one reachable from other hosts, by a public SITE_URL or by
 * HOST (a container's 0.0.0.0), unless asked for by name (issue 20).
 */
export function demoUsersByDefault(nodeEnv: string, siteUrl: string | undefined, host?: string): boolean {
  if (nodeEnv !== "production") return true;
  return isLoopbackSiteUrl(siteUrl) && (host === undefined || isLoopbackHost(host));
}

function isLoopbackSiteUrl(siteUrl: string | undefined): boolean {
  return !siteUrl || isLoopbackHost(new URL(siteUrl).hostname);
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
  if (e.LOADER_SCRIPT_ID && !e.LOADER_SCRIPT_URL) {
    throw new Error("Invalid environment configuration:\n  LOADER_SCRIPT_ID is set, so LOADER_SCRIPT_URL is required");
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
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid environment configuration:\n  STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET is required (webhooks must be verified)",
    );
  }
  // Test mode takes no money: a public production site must not run it by accident (issue 15). A
  // production build on this machine (npm start, the e2e and bench servers) is not public.
  const host = e.HOST ?? (isLoopbackSiteUrl(e.SITE_URL) ? "127.0.0.1" : "0.0.0.0");
  // Links in mail, sign-in redirects and cookies are built from SITE_URL; a guess is wrong off this machine.
  if (e.NODE_ENV === "production" && !e.SITE_URL && !isLoopbackHost(host)) {
    throw new Error(
      `Invalid environment configuration:\n  SITE_URL is required in production when HOST (${host}) is reachable from other hosts`,
    );
  }
  const local = demoUsersByDefault(e.NODE_ENV, e.SITE_URL, host);
  if (!e.STRIPE_SECRET_KEY && !e.PAYMENTS_TEST_MODE && !local) {
    throw new Error(
      "Invalid environment configuration:\n  STRIPE_SECRET_KEY is required in production on a public SITE_URL or HOST (or PAYMENTS_TEST_MODE=true for a test setup)",
    );
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const oidcStage = e.OIDC_STAGE ?? (siteUrl.startsWith("https://") ? "production" : "local");
  const trackingScripts: TrackingScript[] = [];
  if (e.TAG_MANAGER_ID) {
    const id = e.TAG_MANAGER_ID;
    trackingScripts.push({ name: "tag-manager", id, src: scriptUrlFor(e.TAG_MANAGER_SCRIPT_URL, id) });
  }
  if (e.CRM_TRACKING_ID) {
    const id = e.CRM_TRACKING_ID;
    trackingScripts.push({ name: "crm", id, src: scriptUrlFor(e.CRM_TRACKING_SCRIPT_URL, id) });
  }
  if (e.REFERRAL_TRACKING_ID) {
    const id = e.REFERRAL_TRACKING_ID;
    // Rewardful reads its key from the script element's data-rewardful attribute.
    const src = scriptUrlFor(e.REFERRAL_TRACKING_SCRIPT_URL, id);
    trackingScripts.push({ name: "referral", id, src, data: { rewardful: id } });
  }
  if (e.LOADER_SCRIPT_ID && e.LOADER_SCRIPT_URL) {
    const id = e.LOADER_SCRIPT_ID;
    trackingScripts.push({ name: "loader", id, src: scriptUrlFor(e.LOADER_SCRIPT_URL, id) });
  }
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    seedOnStart: e.SEED_ON_START,
    seedDemoUsers:
      e.SEED_DEMO_USERS === "true" || e.SEED_DEMO_USERS === "1"
        ? true
        : e.SEED_DEMO_USERS === "false" || e.SEED_DEMO_USERS === "0"
          ? false
          : local,
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
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    smtpUrl: e.SMTP_URL,
    devMailbox:
      e.DEV_MAILBOX === "true" || e.DEV_MAILBOX === "1"
        ? true
        : e.DEV_MAILBOX === "false" || e.DEV_MAILBOX === "0"
          ? false
          : !e.SMTP_URL && (e.NODE_ENV !== "production" || !e.SITE_URL),
    devMailboxOpenToAll: devMailboxForced,
    secureCookies: siteUrl.startsWith("https://"),
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
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
    oidcStage,
    intercom:
      e.INTERCOM_APP_ID && !e.DISABLE_INTERCOM
        ? {
            appId: e.INTERCOM_APP_ID,
            scriptUrl: scriptUrlFor(e.INTERCOM_WIDGET_URL, e.INTERCOM_APP_ID),
            identitySecret: e.INTERCOM_IDENTITY_SECRET,
          }
        : null,
    trackingScripts,
    pwnedPasswordsUrl: e.PWNED_PASSWORDS_URL,
    payments: e.STRIPE_SECRET_KEY
      ? {
          mode: "stripe" as const,
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiUrl: e.STRIPE_API_URL,
        }
      : { mode: "test" as const },
    salesEmail: e.SALES_EMAIL,
    loadShedding: {
      maxInFlight: e.LOAD_SHED_MAX_IN_FLIGHT,
      maxQueued: e.LOAD_SHED_MAX_QUEUED,
      queueTimeoutMs: e.LOAD_SHED_QUEUE_TIMEOUT_MS,
    },
    errorReporting: {
      sentryDsn: e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT ?? oidcStage,
      release: e.SENTRY_RELEASE,
    },
  });
}

/**
 * The allow-list that reaches window.ENV. It refuses to start when a public value contains a
 * secret (say, a key pasted into a tracking id), so no misconfiguration can publish one.
 */
export function toPublicEnv(env: Env): PublicEnv {
  const publicEnv: PublicEnv = {
    appUrl: env.appUrl,
    helpCenterUrl: env.helpCenterUrl,
    productUpdatesUrl: env.productUpdatesUrl,
    featureRequestsUrl: env.featureRequestsUrl,
    chatWidget: env.intercom ? { appId: env.intercom.appId, scriptUrl: env.intercom.scriptUrl } : null,
    trackingScripts: env.trackingScripts.map((script) => ({
      ...script,
      ...(script.data && { data: { ...script.data } }),
    })),
    errorReporting: {
      sentryDsn: env.errorReporting.sentryDsn ?? null,
      environment: env.errorReporting.environment,
      release: env.errorReporting.release,
    },
  };
  const published = JSON.stringify(publicEnv);
  const leaked = secretsOf(env).find((secret) => published.includes(secret));
  if (leaked !== undefined) {
    throw new Error(
      "Invalid environment configuration:\n  a public value (window.ENV) contains a secret; check the tracking ids, script URLs and SENTRY_DSN",
    );
  }
  return publicEnv;
}

/** Shorter values could match by chance; every real secret is longer. */
const MIN_SECRET_LENGTH = 8;

/** Every secret the server holds, as the strings that must never reach a page. */
export function secretsOf(env: Env): string[] {
  const secrets: (string | undefined)[] = [
    env.authSecret,
    env.credentialSigningKey,
    ...(env.credentialSigningKey ? [(JSON.parse(env.credentialSigningKey) as { d?: string }).d] : []),
    env.s3?.accessKeyId,
    env.s3?.secretAccessKey,
    env.sms?.authToken,
    env.google?.clientSecret,
    env.intercom?.identitySecret,
    env.payments.mode === "stripe" ? env.payments.secretKey : undefined,
    env.payments.mode === "stripe" ? env.payments.webhookSecret : undefined,
    ...[env.databaseUrl, env.smtpUrl].flatMap((raw) => {
      if (!raw) return [];
      const url = new URL(raw);
      return [raw, url.password && decodeURIComponent(url.password)];
    }),
    ...jsonSecrets(env.oidcClients),
  ];
  return secrets.filter((value): value is string => typeof value === "string" && value.length >= MIN_SECRET_LENGTH);
}

/** String values under any key naming a secret, at any depth of a JSON document (OIDC_CLIENTS). */
function jsonSecrets(raw: string | undefined): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown, secretKey: boolean) => {
    if (typeof value === "string") {
      if (secretKey) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, secretKey);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, /secret|password|token|key/i.test(key));
    }
  };
  walk(parsed, false);
  return found;
}
