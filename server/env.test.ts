import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ENV_VARIABLE_NAMES, parseEnv, toPublicEnv } from "./env.ts";

describe("mail configuration", () => {
  it("refuses a public production site without a way to send mail", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "https://example.com" })).toThrow(/SMTP_URL is required/);
  });

  it("uses the development mailbox for a local production build without SITE_URL (npm start)", () => {
    expect(parseEnv({ NODE_ENV: "production" }).devMailbox).toBe(true);
  });

  it("lets a test setup force the development mailbox", () => {
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100", DEV_MAILBOX: "true" });
    expect(env.devMailbox).toBe(true);
  });

  it("sends through SMTP, with no development mailbox, when SMTP_URL is set", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL: "https://example.com",
      SMTP_URL: "smtp://mail:25",
      PAYMENTS_TEST_MODE: "true",
    });
    expect(env).toMatchObject({ smtpUrl: "smtp://mail:25", devMailbox: false, secureCookies: true });
  });
});

describe("public environment (window.ENV)", () => {
  const secrets = {
    AUTH_SECRET: "auth-secret-0123456789-abcdefghijklmnop",
    DATABASE_URL: "postgres://app:db-password-123@db.internal:5432/maven",
    SMTP_URL: "smtps://mailer:smtp-password-456@smtp.example.com:465",
    S3_BUCKET: "files",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLEKEYID",
    S3_SECRET_ACCESS_KEY: "s3-secret-access-key-789",
    SMS_PROVIDER_URL: "https://sms.example.com",
    SMS_ACCOUNT_ID: "AC1",
    SMS_AUTH_TOKEN: "sms-auth-token-abc",
    SMS_FROM: "+15550100",
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-client-secret-def",
    STRIPE_SECRET_KEY: "sk_live_51Hexample0123456789",
    STRIPE_WEBHOOK_SECRET: "whsec_example0123456789",
    INTERCOM_IDENTITY_SECRET: "intercom-identity-secret-ghi",
    OIDC_CLIENTS: JSON.stringify([{ client_id: "player", client_secret: "oidc-client-secret-jkl" }]),
  };
  const everything = {
    ...secrets,
    NODE_ENV: "production" as const,
    SITE_URL: "https://www.example.com",
    INTERCOM_APP_ID: "abc123",
    TAG_MANAGER_ID: "GTM-ABC",
    CRM_TRACKING_ID: "4242",
    REFERRAL_TRACKING_ID: "rw_key",
    LOADER_SCRIPT_ID: "loader1",
    LOADER_SCRIPT_URL: "https://cdn.example.com/loader/{id}.js",
    SENTRY_DSN: "https://publickey@o1.ingest.sentry.io/42",
  };

  it("publishes the allow-list and none of the secrets, with everything configured", () => {
    const publicEnv = toPublicEnv(parseEnv(everything));
    const published = JSON.stringify(publicEnv);
    for (const [name, value] of Object.entries(secrets)) {
      if (name === "S3_BUCKET" || name === "SMS_ACCOUNT_ID" || name === "SMS_FROM" || name === "GOOGLE_CLIENT_ID")
        continue;
      expect(published, name).not.toContain(value);
    }
    for (const password of ["db-password-123", "smtp-password-456", "oidc-client-secret-jkl"]) {
      expect(published).not.toContain(password);
    }
    expect(Object.keys(publicEnv).sort()).toEqual([
      "appUrl",
      "chatWidget",
      "errorReporting",
      "featureRequestsUrl",
      "helpCenterUrl",
      "productUpdatesUrl",
      "trackingScripts",
    ]);
    expect(publicEnv.chatWidget).toEqual({ appId: "abc123", scriptUrl: "https://widget.intercom.io/widget/abc123" });
    expect(publicEnv.trackingScripts.map((s) => s.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC",
      "https://js.hs-scripts.com/4242.js",
      "https://r.wdfl.co/rw.js",
      "https://cdn.example.com/loader/loader1.js",
    ]);
    expect(publicEnv.errorReporting).toEqual({
      sentryDsn: "https://publickey@o1.ingest.sentry.io/42",
      environment: "production",
      release: "maven-analytics-web",
    });
  });

  it("refuses to start when a secret was pasted into a public value", () => {
    const leaky = [
      { TAG_MANAGER_ID: "sms-auth-token-abc" },
      { LOADER_SCRIPT_URL: "https://cdn.example.com/s3-secret-access-key-789/{id}.js" },
      { INTERCOM_APP_ID: "intercom-identity-secret-ghi" },
      { CRM_TRACKING_SCRIPT_URL: "https://crm.example.com/oidc-client-secret-jkl/{id}.js" },
    ];
    for (const override of leaky) {
      expect(() => toPublicEnv(parseEnv({ ...everything, ...override })), JSON.stringify(override)).toThrow(
        /window\.ENV\) contains a secret/,
      );
    }
  });

  it("refuses a Sentry DSN that carries a secret key", () => {
    expect(() => parseEnv({ SENTRY_DSN: "https://public:secret@sentry.example.com/1" })).toThrow(/SENTRY_DSN/);
  });

  it("refuses unsafe ids and plain-http script URLs off this machine", () => {
    expect(() => parseEnv({ TAG_MANAGER_ID: 'GTM-1"><script>' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => parseEnv({ TAG_MANAGER_SCRIPT_URL: "http://tags.example.com/gtm.js" })).toThrow(
      /TAG_MANAGER_SCRIPT_URL/,
    );
    expect(parseEnv({ TAG_MANAGER_SCRIPT_URL: "http://127.0.0.1:4000/gtm.js" }).trackingScripts).toEqual([]);
    expect(() => parseEnv({ LOADER_SCRIPT_ID: "x1" })).toThrow(/LOADER_SCRIPT_URL is required/);
  });

  it("switches the chat widget off with DISABLE_INTERCOM (default false) or without an app id", () => {
    expect(parseEnv({ INTERCOM_APP_ID: "abc123" }).intercom).toMatchObject({ appId: "abc123" });
    expect(parseEnv({ INTERCOM_APP_ID: "abc123", DISABLE_INTERCOM: "true" }).intercom).toBeNull();
    expect(parseEnv({}).intercom).toBeNull();
    expect(toPublicEnv(parseEnv({ INTERCOM_APP_ID: "abc123", DISABLE_INTERCOM: "1" })).chatWidget).toBeNull();
  });
});

describe("demo sign-ins (SEED_DEMO_USERS)", () => {
  const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com", PAYMENTS_TEST_MODE: "true" };

  it("seeds them on a developer's machine: development, tests, npm start without SITE_URL or on localhost", () => {
    expect(parseEnv({ NODE_ENV: "development" }).seedDemoUsers).toBe(true);
    expect(parseEnv({ NODE_ENV: "test", SITE_URL: "https://www.example.com" }).seedDemoUsers).toBe(true);
    expect(parseEnv({ NODE_ENV: "production" }).seedDemoUsers).toBe(true);
    for (const site of ["http://localhost:3000", "http://127.0.0.1:4400", "http://[::1]:3000"]) {
      expect(parseEnv({ ...production, SITE_URL: site }).seedDemoUsers, site).toBe(true);
    }
  });

  it("never on a server other hosts can reach (HOST), unless asked for by name", () => {
    const lan = { ...production, SITE_URL: "http://localhost:3000", HOST: "0.0.0.0" };
    expect(parseEnv(lan).seedDemoUsers).toBe(false);
    expect(parseEnv({ ...lan, HOST: "192.168.1.20" }).seedDemoUsers).toBe(false);
    expect(parseEnv({ ...lan, SEED_DEMO_USERS: "true" }).seedDemoUsers).toBe(true);
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]"]) {
      expect(parseEnv({ ...lan, HOST: host }).seedDemoUsers, host).toBe(true);
    }
  });

  it("never on a public site unless SEED_DEMO_USERS=true is set", () => {
    for (const site of ["https://www.mavenanalytics.io", "http://staging.example.com", "https://localhost.evil.io"]) {
      expect(parseEnv({ ...production, SITE_URL: site }).seedDemoUsers, site).toBe(false);
    }
    const site = { ...production, SITE_URL: "https://preview.example.com" };
    expect(parseEnv({ ...site, SEED_DEMO_USERS: "true" }).seedDemoUsers).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", SEED_DEMO_USERS: "false" }).seedDemoUsers).toBe(false);
  });
});

describe("HOST", () => {
  it("listens on loopback for a build on this machine (npm start), on every interface for a public SITE_URL", () => {
    expect(parseEnv({ NODE_ENV: "production" }).host).toBe("127.0.0.1");
    expect(parseEnv({ NODE_ENV: "development" }).host).toBe("127.0.0.1");
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000", DEV_MAILBOX: "true" }).host).toBe(
      "127.0.0.1",
    );
    const site = { NODE_ENV: "production", SITE_URL: "https://www.example.com", SMTP_URL: "smtp://mail:25" };
    expect(parseEnv({ ...site, PAYMENTS_TEST_MODE: "true" }).host).toBe("0.0.0.0");
    expect(
      parseEnv({
        NODE_ENV: "production",
        HOST: "0.0.0.0",
        SITE_URL: "http://localhost:8080",
        SMTP_URL: "smtp://mail:25",
        PAYMENTS_TEST_MODE: "true",
      }).host,
    ).toBe("0.0.0.0");
  });

  it("refuses a production server other hosts can reach without SITE_URL (the image's HOST=0.0.0.0)", () => {
    expect(() => parseEnv({ NODE_ENV: "production", HOST: "0.0.0.0" })).toThrow(
      /SITE_URL is required in production when HOST \(0\.0\.0\.0\)/,
    );
    expect(parseEnv({ NODE_ENV: "development", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });
});

describe("payments", () => {
  const publicSite = { NODE_ENV: "production", SITE_URL: "https://www.example.com", SMTP_URL: "smtp://mail:25" };

  it("runs test mode without a Stripe key on a developer's machine", () => {
    expect(parseEnv({ NODE_ENV: "production" }).payments).toEqual({ mode: "test" });
    expect(parseEnv({ ...publicSite, SITE_URL: "http://127.0.0.1:3100" }).payments).toEqual({ mode: "test" });
  });

  it("refuses test mode on a public production site unless PAYMENTS_TEST_MODE=true", () => {
    expect(() => parseEnv(publicSite)).toThrow(/STRIPE_SECRET_KEY is required in production/);
    expect(parseEnv({ ...publicSite, PAYMENTS_TEST_MODE: "true" }).payments).toEqual({ mode: "test" });
    // A loopback SITE_URL behind a server listening on every interface is public too.
    const container = { ...publicSite, SITE_URL: "http://localhost:8080", HOST: "0.0.0.0" };
    expect(() => parseEnv(container)).toThrow(/STRIPE_SECRET_KEY is required in production/);
  });

  it("uses Stripe with a key, and only with a webhook secret", () => {
    const stripe = { ...publicSite, STRIPE_SECRET_KEY: "sk_test_abc123" };
    expect(() => parseEnv(stripe)).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: "whsec_abc" }).payments).toMatchObject({ mode: "stripe" });
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe(".env.example", () => {
  it("lists every variable of the schema, commented out with its default", () => {
    const example = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const listed = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...ENV_VARIABLE_NAMES].sort());
  });
});

describe("TRUST_PROXY", () => {
  it("trusts nothing by default", () => {
    expect(parseEnv({}).trustProxy).toEqual({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: "false" }).trustProxy).toEqual({ kind: "none" });
  });

  it("takes true as one hop, a hop count, or a list of proxy addresses and ranges", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).trustProxy).toEqual({ kind: "hops", hops: 1 });
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toEqual({ kind: "hops", hops: 2 });
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }).trustProxy).toEqual({
      kind: "addresses",
      ranges: ["127.0.0.1", "10.0.0.0/8"],
    });
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: must be false, true, a hop count/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
  });
});

describe("PWNED_PASSWORDS_URL", () => {
  it("is off unless set", () => {
    expect(parseEnv({}).pwnedPasswordsUrl).toBeUndefined();
    expect(parseEnv({ PWNED_PASSWORDS_URL: "" }).pwnedPasswordsUrl).toBeUndefined();
  });

  it("takes an https range API, or http on this machine", () => {
    const url = "https://api.pwnedpasswords.com/range/";
    expect(parseEnv({ PWNED_PASSWORDS_URL: url }).pwnedPasswordsUrl).toBe(url);
    expect(parseEnv({ PWNED_PASSWORDS_URL: "http://127.0.0.1:9999/range/" }).pwnedPasswordsUrl).toBe(
      "http://127.0.0.1:9999/range/",
    );
    expect(() => parseEnv({ PWNED_PASSWORDS_URL: "http://passwords.example.com/range/" })).toThrow(
      /PWNED_PASSWORDS_URL: must be an https URL/,
    );
  });
});
