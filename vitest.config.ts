import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// One copy of graphql: our code would get its ES module and graphql-yoga's dependencies its
// CommonJS build, and graphql refuses types from "another module or realm".
const alias = [
  { find: /^~\//, replacement: root },
  { find: /^graphql$/, replacement: "graphql/index.js" },
];

// Separate from vite.config.ts so the React Router plugin is not loaded in tests.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{app,core,server,db,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "db",
          include: ["{app,core,server,db,tests}/**/*.db.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["tests/setup/db-snapshot.ts"],
        },
      },
    ],
  },
});
