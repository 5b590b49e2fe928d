import { runFromCheckout } from "./db-open.ts";

// The first admin of the staff area (issue 18): `npm run admin:grant -- someone@example.com`.
// The account must exist (sign up first). Admins then grant roles in /admin/people.
await runFromCheckout("admin:grant");
