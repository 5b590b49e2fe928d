// Which Chromium the e2e tests and the Lighthouse bench drive, and its flags.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Flags known to work with Debian's Chromium on these machines (see stack notes). */
export const CHROMIUM_FLAGS: string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
// Debian's chromium-headless-shell: the same Chromium build without the browser's UI layer (the binary,
// not /usr/bin's wrapper script, so that closing the browser ends the process).
const SYSTEM_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * Path of the Chromium to use: $CHROMIUM_PATH if set (it must exist), else
 * Playwright's own bundled Chromium if it was downloaded, else Debian's
 * /usr/bin/chromium. Throws with install instructions when none is there.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `CHROMIUM_PATH is set to "${fromEnv}", but no file exists there. ` +
          `Point it at a Chromium binary or unset it to use ${SYSTEM_CHROMIUM}.`,
      );
    }
    return fromEnv;
  }

  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined; // no registry entry for this platform
  }
  if (bundled && existsSync(bundled)) return bundled;

  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;

  throw new Error(
    "No Chromium found for the browser tests. Install one with " +
      "`apt-get install -y chromium` (Debian; it lands in /usr/bin/chromium), " +
      "or set CHROMIUM_PATH to the path of a Chromium/Chrome binary. " +
      `(Checked: CHROMIUM_PATH unset, Playwright's bundled ${bundled ?? "chromium"}, ${SYSTEM_CHROMIUM}.)`,
  );
}

/**
 * The Chromium the e2e tests drive: $CHROMIUM_PATH if set, else Debian's headless shell when it is
 * installed (decision 066: the suite runs about a tenth faster in it), else `findChromium()`. Lighthouse
 * and screenshots keep the full browser.
 */
export function findTestChromium(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  return findChromium();
}
