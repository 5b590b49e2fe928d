// Where the app's mail and texts end up during e2e runs, and the ports of the test SMTP server.
//
// Mail: the app gets SMTP_URL=smtp://127.0.0.1:$E2E_SMTP_PORT (default 3198); global-setup.ts starts
// the catch-all server from smtp.ts there with its control API on $E2E_SMTP_CONTROL_PORT (default
// 3197), and specs read it through E2E_SMTP_CONTROL_URL (set by playwright.config.ts, so the workers
// inherit it) with inbox().
//
// Texts: with DEV_MAILBOX=true and no SMS provider, texts are kept by the app and listed on
// /dev/mailbox; textsTo() reads them from that page.
import { expect, type BrowserContext } from "@playwright/test";
import { connectTestSmtp, type RemoteTestSmtp } from "./smtp.ts";

export const DEFAULT_SMTP_PORT = 3198;
export const DEFAULT_SMTP_CONTROL_PORT = 3197;

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

export const smtpPort = () => portFromEnv("E2E_SMTP_PORT", DEFAULT_SMTP_PORT);
export const smtpControlPort = () => portFromEnv("E2E_SMTP_CONTROL_PORT", DEFAULT_SMTP_CONTROL_PORT);
export const smtpControlUrl = (port = smtpControlPort()) => `http://127.0.0.1:${port}`;

/** The test SMTP server's mails (see smtp.ts: waitForMail, messages). */
export function inbox(): RemoteTestSmtp {
  const url = process.env.E2E_SMTP_CONTROL_URL;
  if (!url) throw new Error("E2E_SMTP_CONTROL_URL is not set (is the test run through playwright.config.ts?)");
  return connectTestSmtp(url);
}

/** The texts to `phone` listed on /dev/mailbox, newest first (opens the page in a tab of its own). */
export async function textsTo(context: BrowserContext, phone: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    const response = await page.goto("/dev/mailbox");
    expect(response?.status(), "/dev/mailbox answers (is DEV_MAILBOX on?)").toBe(200);
    const entries = page
      .getByRole("listitem")
      .filter({ has: page.locator("summary", { hasText: "Text message" }) })
      .filter({ has: page.locator("summary", { hasText: `to ${phone}` }) });
    const texts: string[] = [];
    for (const entry of await entries.all()) texts.push((await entry.locator("pre").textContent()) ?? "");
    return texts;
  } finally {
    await page.close();
  }
}

/** Waits until /dev/mailbox lists `count` texts to `phone` and returns the 6-digit code of the newest. */
export async function waitForTextCode(context: BrowserContext, phone: string, count: number): Promise<string> {
  let newest = "";
  await expect
    .poll(
      async () => {
        const texts = await textsTo(context, phone);
        newest = texts[0] ?? "";
        return texts.length;
      },
      { message: `${count} text(s) to ${phone} on /dev/mailbox` },
    )
    .toBe(count);
  const code = /\b(\d{6})\b/.exec(newest)?.[1];
  if (!code) throw new Error(`no 6-digit code in the text to ${phone}: ${newest}`);
  return code;
}
