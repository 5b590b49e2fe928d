// Playwright globalSetup: the stand-ins the app under test talks to, started in the runner process
// (Playwright has already started the app itself: its webServer comes up before globalSetup, so these
// all listen on fixed ports the config handed to the app).
//
//   - the newsletter webhook mock (webhook-mock.ts), $E2E_WEBHOOK_PORT, default 3199
//   - a catch-all SMTP server (smtp.ts), $E2E_SMTP_PORT, default 3198, with its control API on
//     $E2E_SMTP_CONTROL_PORT, default 3197 (specs: inbox() in inbox.ts)
//   - a fake Google OpenID provider (fake-google.ts), $E2E_GOOGLE_PORT, default 3196
//   - a fake company OpenID provider for team single sign-on (fake-team-idp.ts), $E2E_TEAM_IDP_PORT,
//     default 3194 (staff point a team at it on /admin/teams/:id; the app needs no env for it)
//
// global-teardown.ts stops them (stopStandIns below).
import type { FullConfig } from "@playwright/test";
import { fakeGooglePort, startFakeGoogle, type FakeGoogle } from "./fake-google.ts";
import { fakeTeamIdpPort, startFakeTeamIdp, type FakeTeamIdp } from "./fake-team-idp.ts";
import { smtpControlPort, smtpPort } from "./inbox.ts";
import { startTestSmtp, type TestSmtp } from "./smtp.ts";
import startWebhookMock from "./webhook-mock.ts";

const HANDLES = Symbol.for("e2e.standIns");
type GlobalWithHandles = typeof globalThis & {
  [HANDLES]?: { smtp?: TestSmtp; google?: FakeGoogle; teamIdp?: FakeTeamIdp };
};

function handles() {
  const g = globalThis as GlobalWithHandles;
  return (g[HANDLES] ??= {});
}

function portInUse(what: string, port: number, envName: string) {
  return (error: unknown) => {
    if ((error as NodeJS.ErrnoException)?.code === "EADDRINUSE") {
      throw new Error(`${what}: port ${port} on 127.0.0.1 is in use; stop whatever holds it or set ${envName}`);
    }
    throw error;
  };
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  // The main app server's (the billing spec's project has a server of its own).
  const baseURL = config.projects.find((project) => project.name === "chromium")?.use.baseURL;
  if (!baseURL) throw new Error("global-setup: use.baseURL must be set in playwright.config.ts");

  await startWebhookMock();

  const port = smtpPort();
  const controlPort = smtpControlPort();
  handles().smtp = await startTestSmtp({ port, controlPort }).catch(
    portInUse("test SMTP", port, "E2E_SMTP_PORT / E2E_SMTP_CONTROL_PORT"),
  );
  process.env.E2E_SMTP_CONTROL_URL = handles().smtp!.controlUrl;

  handles().google = await startFakeGoogle({ port: fakeGooglePort(), baseURL });
  handles().teamIdp = await startFakeTeamIdp({ port: fakeTeamIdpPort(), baseURL });
}

/** Stops what globalSetup started (each one that did start). */
export async function stopStandIns(): Promise<void> {
  const h = handles();
  const { smtp, google, teamIdp } = h;
  delete h.smtp;
  delete h.google;
  delete h.teamIdp;
  await Promise.all([smtp?.close(), google?.close(), teamIdp?.close()]);
}
