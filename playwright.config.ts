// End-to-end tests: the production build (`node bin/start.js`) on a fresh,
// temporary PGlite database, driven by Debian's Chromium (or $CHROMIUM_PATH).
//
// Environment:
//   E2E_PORT               app port (default 3100)
//   E2E_BILLING_PORT       the billing spec's own app server (default E2E_PORT + 1)
//   E2E_WEBHOOK_PORT       newsletter webhook mock port (default 3199)
//   E2E_SMTP_PORT          test SMTP server port (default 3198)
//   E2E_SMTP_CONTROL_PORT  its HTTP control API (default 3197)
//   E2E_GOOGLE_PORT        fake Google OpenID provider (default 3196)
//   E2E_DATABASE_URL       run the app on this PostgreSQL database instead of PGlite
//   E2E_SERVER_LOGS=1      show the app's stdout (stderr is always shown)
//   CHROMIUM_PATH          browser binary (see tests/support/browser.ts)
// tests/e2e/support/global-setup.ts starts the stand-ins on those ports. Specs get
// E2E_WEBHOOK_URL (the mock's control URL; see tests/e2e/support/webhook-mock.ts) and
// E2E_SMTP_CONTROL_URL (the SMTP server's; see inbox() in tests/e2e/support/inbox.ts).
import os from "node:os";
import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findTestChromium } from "./tests/support/browser.ts";
import { removeE2eRunDir } from "./tests/e2e/support/global-teardown.ts";
import { webhookBaseUrl, webhookPort } from "./tests/e2e/support/webhook-mock.ts";
import { smtpControlUrl, smtpPort } from "./tests/e2e/support/inbox.ts";
import { fakeGoogleIssuer, FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET } from "./tests/e2e/support/fake-google.ts";
import { oidcClientsEnv } from "./tests/e2e/support/oidc-client-app.ts";
import { scaled } from "./tests/e2e/support/time-scale.ts";

const isCI = !!process.env.CI;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const billingPort = Number(process.env.E2E_BILLING_PORT ?? port + 1);
const billingBaseURL = `http://127.0.0.1:${billingPort}`;
const webhookUrl = webhookBaseUrl(webhookPort());

// One temporary directory per run. This file is evaluated again in every
// worker; the workers inherit these variables from the runner, so they all
// agree on one path. The app creates the directory on first start.
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `e2e-run-${Date.now().toString(36)}-${process.pid}`);
const pgliteDir = path.join(process.env.E2E_RUN_DIR, "pglite");
const storageDir = path.join(process.env.E2E_RUN_DIR, "files");
process.env.E2E_WEBHOOK_URL = webhookUrl;
process.env.E2E_SMTP_CONTROL_URL = smtpControlUrl();

const isRunner = process.env.TEST_WORKER_INDEX === undefined;
if (isRunner) {
  // Also cleans up when the run stops before globalTeardown (server failed to start).
  process.once("exit", removeE2eRunDir);
}

// The app must not pick up a developer's DATABASE_URL: PGlite unless E2E_DATABASE_URL.
const databaseEnv: Record<string, string> = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
  : { PGLITE_DIR: pgliteDir };
// billing.spec.ts moves test mode's clock a year, and the clock is one for a whole database: it would
// renew every subscription other specs bought. On PGlite it gets a server and a database of its own
// and runs beside the other specs; on a named PostgreSQL database it runs after them, alone.
const billingServerOfItsOwn = !process.env.E2E_DATABASE_URL;
if (!process.env.E2E_DATABASE_URL) delete process.env.DATABASE_URL;

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: findTestChromium(), args: [...CHROMIUM_FLAGS] },
};
const BILLING_CLOCK_SPEC = "**/billing.spec.ts";

const mainProject = { name: "chromium", testIgnore: BILLING_CLOCK_SPEC, use: browser };
const billingProject = billingServerOfItsOwn
  ? { name: "billing-clock", testMatch: BILLING_CLOCK_SPEC, use: { ...browser, baseURL: billingBaseURL } }
  : { name: "billing-clock", testMatch: BILLING_CLOCK_SPEC, use: browser, dependencies: [mainProject.name] };

const appServer = {
  // The publishing spec's staff user: the demo subscriber made admin by the same command an
  // operator runs (npm run admin:grant), after the seed and before the server holds the database;
  // then a challenge open whatever the date (tests/e2e/support/open-challenge.ts).
  command:
    "npx tsx scripts/db-seed.ts && npx tsx scripts/admin-grant.ts demo.subscriber@example.com && npx tsx tests/e2e/support/open-challenge.ts && node bin/start.js",
  url: `${baseURL}/healthz`,
  reuseExistingServer: false,
  timeout: scaled(120_000),
  stdout: process.env.E2E_SERVER_LOGS ? "pipe" : "ignore",
  stderr: "pipe",
  // Exercise the app's own SIGTERM shutdown; Playwright kills it after 10 s.
  gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  env: {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: baseURL,
    NEWSLETTER_WEBHOOK_URL: `${webhookUrl}/webhook`,
    // Every spec signs up from 127.0.0.1; the per-IP limit has its own service test.
    NEWSLETTER_RATE_LIMIT_PER_HOUR: "1000",
    LOG_LEVEL: "warn",
    // Mail goes to the test SMTP server; texts to the development outbox (/dev/mailbox).
    SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
    DEV_MAILBOX: "true",
    // "Continue with Google" signs in at the fake provider (tests/e2e/support/fake-google.ts).
    GOOGLE_ISSUER: fakeGoogleIssuer(),
    GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
    // The app that signs in through our OpenID provider in oidc.spec.ts.
    OIDC_CLIENTS: oidcClientsEnv(),
    // The auth specs give each test its own client address (X-Forwarded-For), so the per-IP
    // sign-up/sign-in limits of one test do not spill into the next.
    TRUST_PROXY: "true",
    STORAGE_DIR: storageDir,
    // The specs sign in as the demo learner and subscriber (a loopback SITE_URL seeds them anyway).
    SEED_DEMO_USERS: "true",
    // A developer's .env must not reach the test server.
    ENV_FILE: "",
    ...databaseEnv,
  },
} satisfies PlaywrightTestConfig["webServer"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  // Two workers on CI's two cores too: the suite took 16 min on one worker and 11 on two.
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: "list",
  // Doubled on CI (tests/e2e/support/time-scale.ts), where the two cores are shared the most.
  timeout: scaled(30_000),
  expect: { timeout: scaled(10_000) },
  globalSetup: "./tests/e2e/support/global-setup.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  use: {
    baseURL,
    trace: "on-first-retry",
  },
  // The billing spec first when it has a server of its own: it then runs on one worker from the start
  // rather than at the end, when the other worker may have nothing left to run.
  projects: billingServerOfItsOwn ? [billingProject, mainProject] : [mainProject, billingProject],
  webServer: [
    appServer,
    ...(billingServerOfItsOwn
      ? [
          {
            ...appServer,
            command: "npx tsx scripts/db-seed.ts && node bin/start.js",
            url: `${billingBaseURL}/healthz`,
            env: {
              ...appServer.env,
              PORT: String(billingPort),
              SITE_URL: billingBaseURL,
              PGLITE_DIR: path.join(process.env.E2E_RUN_DIR, "billing", "pglite"),
              STORAGE_DIR: path.join(process.env.E2E_RUN_DIR, "billing", "files"),
            },
          },
        ]
      : []),
  ],
});
