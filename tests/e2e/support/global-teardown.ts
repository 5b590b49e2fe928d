// Playwright globalTeardown: stop the stand-ins global-setup.ts started (webhook mock, test SMTP
// server, fake Google) and delete this run's temporary directory (the PGlite data directory lives
// inside it).
//
// Playwright stops the webServer only after globalTeardown, so the directory
// is removed when the runner process exits, once the app has been stopped.
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopStandIns } from "./global-setup.ts";
import { stopWebhookMock } from "./webhook-mock.ts";

export function removeE2eRunDir(): void {
  const dir = process.env.E2E_RUN_DIR;
  // Only ever delete a directory this config made: <tmpdir>/e2e-run-*.
  if (!dir || path.dirname(dir) !== os.tmpdir() || !path.basename(dir).startsWith("e2e-run-")) return;
  rmSync(dir, { recursive: true, force: true });
}

export default async function globalTeardown(): Promise<void> {
  await Promise.all([stopWebhookMock(), stopStandIns()]);
  process.once("exit", removeE2eRunDir);
}
