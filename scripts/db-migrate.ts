import { runFromCheckout } from "./db-open.ts";

// Applies the committed migrations (under the advisory lock, as every start does), nothing else:
// for a deployment step that migrates before the new app servers start.
await runFromCheckout("db:migrate");
