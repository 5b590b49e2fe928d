#!/usr/bin/env node
// Starts the production build (npm start builds first); NODE_ENV=development serves through Vite.
// React and Express pick their fast paths from NODE_ENV, so it must be set before they load.
import { loadEnvFile } from "./load-env-file.js";

loadEnvFile();
process.env.NODE_ENV ??= "production";
const dev = process.env.NODE_ENV === "development";
if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { main } = await vite.ssrLoadModule("/app/express.server.ts");
  await main({ viteDevServer: vite });
} else {
  const { main } = await import("../build/server/index.js");
  await main();
}
