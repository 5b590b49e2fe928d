import { runFromCheckout } from "./db-open.ts";

// Idempotent: running it twice changes nothing.
await runFromCheckout("db:seed");
