import type { Database } from "~/db/client.ts";
import type { Env } from "../env.ts";
import type { PaymentEventSink, PaymentsProvider } from "./port.ts";
import { createTestModeProvider, type TestModeProvider } from "./test-mode.ts";

/** Stripe when a secret key is configured, else test mode (decision 026). */
export function createPaymentsProvider({
  env,
  db,
  sink,
}: {
  env: Pick<Env, "payments">;
  db: Database;
  sink: PaymentEventSink;
}): PaymentsProvider & { testMode: TestModeProvider | null } {
  if (env.payments.mode === "stripe") throw new Error("The Stripe adapter is not wired yet");
  const testMode = createTestModeProvider({ db, sink });
  return Object.assign(testMode, { testMode });
}
