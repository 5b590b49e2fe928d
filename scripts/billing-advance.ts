/**
 * Moves test mode's billing clock forward and runs what falls due: trial ends, renewals, retries of
 * failed payments, plans cancelled at their period end (issue 15). For staff and tests:
 *
 *   npm run billing:advance -- --days 31
 *
 * It asks the running server (POST /dev/billing/advance on this machine; BILLING_ADVANCE_URL to point
 * elsewhere), since an embedded PGlite database belongs to one process. With no server running it
 * opens the database itself. Stripe mode has its own test clocks: this command refuses.
 */
import { parseArgs } from "node:util";
import { createServices } from "~/server/services.ts";
import { createFileStorage } from "~/db/storage/index.ts";
import { resolveAuthSecret } from "~/server/auth/secret.ts";
import { pino } from "pino";
import { configuredEnv, openConfiguredDatabase } from "./db-open.ts";

const { values } = parseArgs({ options: { days: { type: "string" } } });
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 3660) {
  console.error("Usage: npm run billing:advance -- --days N   (N from 1 to 3660)");
  process.exit(2);
}
const env = configuredEnv();
if (env.payments.mode !== "test") {
  console.error("Payments run on Stripe (STRIPE_SECRET_KEY is set): use Stripe's test clocks instead.");
  process.exit(1);
}

const url = process.env.BILLING_ADVANCE_URL ?? `http://127.0.0.1:${env.port}/dev/billing/advance`;
try {
  const response = await fetch(`${url}?days=${days}`, { method: "POST" });
  if (!response.ok) {
    console.error(`The server at ${url} answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  const result = (await response.json()) as { now: string; events: number };
  console.log(`Test clock moved ${days} days to ${result.now}; ${result.events} billing events applied.`);
} catch (error) {
  if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNREFUSED") throw error;
  // No server: do it here, on the same database.
  const database = await openConfiguredDatabase(env);
  const logger = pino({ level: "warn" });
  try {
    await database.migrate();
    const services = createServices({
      database,
      storage: createFileStorage({ storageDir: env.storageDir, s3: env.s3 }),
      env,
      logger,
      authSecret: await resolveAuthSecret(database.db, env.authSecret),
    });
    await services.jobs.start();
    const result = await services.billingTestClock!.advance(days);
    // Receipts and notices were queued; deliver them before the database closes.
    await services.jobs.drain();
    await services.jobs.stop();
    console.log(
      `Test clock moved ${days} days to ${result.now.toISOString()}; ${result.events} billing events applied.`,
    );
  } finally {
    await database.close();
  }
}
