import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// One copy of graphql: our code would get its ES module and graphql-yoga's dependencies its
// CommonJS build, and graphql refuses types from "another module or realm".
const alias = [
  { find: /^~\//, replacement: root },
  { find: /^graphql$/, replacement: "graphql/index.js" },
];

// Tests that need a PostgreSQL server (*.pg.test.ts) are collected only when one is named.
const dbTests = ["{app,core,server,db,tests}/**/*.db.test.{ts,tsx}"];
if (process.env.TEST_DATABASE_URL) dbTests.push("{app,core,server,db,tests}/**/*.pg.test.ts");

// Separate from vite.config.ts so the React Router plugin is not loaded in tests.
export default defineConfig({
  resolve: { alias },
  test: {
    // Both projects set isolate: false: files share their worker's module cache instead of importing
    // everything again (imports were 110 of the run's 305 s). Each file still makes its own database,
    // and the suite passes with its files in shuffled orders (decision 069).
    //
    // Vitest's default is one worker per core but one: a single worker on a two-core machine. Two
    // there took the whole run from 216 s to 158 s (the files wait on PGlite and imports, not only
    // on the CPU).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{app,core,server,db,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.db.test.{ts,tsx}", "**/*.pg.test.ts", "node_modules/**"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "db",
          include: dbTests,
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["tests/setup/db-snapshot.ts"],
        },
      },
    ],
  },
});
