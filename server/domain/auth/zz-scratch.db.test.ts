import os from "node:os";
import { it } from "vitest";
import { createLocalStorage } from "~/db/storage/local.ts";
import { TEST_AUTH_SECRET } from "~/tests/setup/auth.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase } from "~/tests/setup/test-db.ts";
import { parseEnv } from "../../env.ts";
import { createServices } from "../../services.ts";

it("scratch", async () => {
  const database = await createTestDatabase();
  const s = createServices({ database, storage: createLocalStorage(os.tmpdir()), env: parseEnv({ NODE_ENV: "test" }), logger: createTestLogger().logger, authSecret: TEST_AUTH_SECRET });
  const m = { ip: "1.2.3.4", userAgent: "x", headers: new Headers() };
  await s.auth.signUp({ firstName: "A", lastName: "B", email: "a@example.com", password: "Correct-Horse-7-Battery" }, m);
  const mail = s.outbox!.latestFor("a@example.com", "mail")!;
  process.stdout.write(mail.text + "\n");
  const tok = /token=(\S+)/.exec(mail.text)![1]!;
  await s.auth.verifyEmailToken(decodeURIComponent(tok));
  for (const rememberMe of [true, false]) {
    const r = await s.auth.signIn({ email: "a@example.com", password: "Correct-Horse-7-Battery", rememberMe }, m);
    process.stdout.write(JSON.stringify(r, null, 1) + "\n");
  }
  await s.auth.requestPasswordReset("a@example.com", m);
  process.stdout.write(s.outbox!.latestFor("a@example.com", "mail")!.text + "\n");
  await database.destroy();
});
