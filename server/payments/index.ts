import { isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { plans } from "~/db/schema/commerce.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import type { PaymentEventSink, PaymentsProvider } from "./port.ts";
import { createStripeProvider } from "./stripe.ts";
import { createTestModeProvider, type TestModeProvider } from "./test-mode.ts";

export type Payments = PaymentsProvider & {
  /** Test mode's clock (billing:advance); null with Stripe. */
  testMode: TestModeProvider | null;
  /** Re-reads which Stripe price is which plan (before mapping webhooks). */
  refreshPrices(): Promise<void>;
};

/** Stripe when a secret key is configured, else test mode (decision 026). */
export function createPaymentsProvider({
  env,
  db,
  sink,
  logger,
}: {
  env: Pick<Env, "payments">;
  db: Database;
  sink: PaymentEventSink;
  logger: Logger;
}): Payments {
  const config = env.payments;
  if (config.mode === "stripe") {
    const planByPrice = new Map<string, string>();
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    const stripe = createStripeProvider({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      planIdForPrice: (priceId) => planByPrice.get(priceId) ?? null,
      api: api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
            protocol: api.protocol === "https:" ? "https" : "http",
          }
        : undefined,
      logger,
    });
    return Object.assign(stripe, {
      testMode: null,
      async refreshPrices() {
        const rows = await db
          .select({ id: plans.id, price: plans.stripePriceId })
          .from(plans)
          .where(isNotNull(plans.stripePriceId));
        planByPrice.clear();
        for (const row of rows) planByPrice.set(row.price!, row.id);
      },
    });
  }
  const testMode = createTestModeProvider({ db, sink });
  return Object.assign(testMode, { testMode, async refreshPrices() {} });
}
