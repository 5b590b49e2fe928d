import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = [{ find: /^~\//, replacement: root }];

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
