import { defineConfig } from "drizzle-kit";

// Only `generate` is used: migrations are applied by the app at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
