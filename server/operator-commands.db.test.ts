import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.ts";
import { auditLog } from "~/db/schema/index.ts";
import { users } from "~/db/schema/users.ts";
import { parseEnv, type Env } from "./env.ts";
import { runOperatorCommand } from "./operator-commands.ts";

// The commands run as an operator runs them (node bin/ops.js, npm run …): against the directory
// database and the file storage a configuration names, opened and closed by the command itself.
let dir: string;
let env: Env;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "operator-"));
  env = parseEnv({
    PGLITE_DIR: path.join(dir, "db"),
    STORAGE_DIR: path.join(dir, "files"),
    SEED_DEMO_USERS: "true",
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(args, { env, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("operator commands", () => {
  it("lists the commands, exit 2, for no command or an unknown one, and opens nothing", async () => {
    for (const args of [[], ["db:drop"], ["admin:grant"]]) {
      const result = await run(...args);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/Usage/);
    }
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it("migrates, seeds rows and data set files, and makes an existing account an admin, once", async () => {
    expect(await run("db:migrate")).toMatchObject({ code: 0, out: "Migrated the pglite database." });
    expect(await run("admin:grant", "nobody@example.com")).toMatchObject({
      code: 1,
      err: "No account uses nobody@example.com. Sign up first, then run this again.",
    });

    expect(await run("db:seed")).toMatchObject({ code: 0, out: "Seeded the pglite database and the data set files." });
    expect((await readdir(path.join(dir, "files", "datasets"))).length).toBeGreaterThan(0);

    expect(await run("admin:grant", "Demo.Learner@example.com")).toMatchObject({
      code: 0,
      out: "Demo.Learner@example.com is now an admin.",
    });
    expect(await run("admin:grant", "demo.learner@example.com")).toMatchObject({
      code: 0,
      out: "demo.learner@example.com was already an admin.",
    });

    const database = await openDatabase({ pgliteDir: env.pgliteDir });
    try {
      const [learner] = await database.db.select().from(users).where(eq(users.email, "demo.learner@example.com"));
      expect(learner?.role).toBe("admin");
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, learner!.id));
      expect(audit.map((row) => row.summary)).toEqual(["Set demo.learner@example.com to admin"]);
    } finally {
      await database.close();
    }
    // A whole migration and seed (rows and data set files) in four database openings: on a busy
    // machine that takes well over the default 30 s; the test asserts outcomes, not time.
  }, 240_000);
});
