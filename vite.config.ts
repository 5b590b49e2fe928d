import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [{ find: /^~\//, replacement: `${root}` }] },
  environments: {
    // The Express app is the server entry so that routes and the HTTP layer share one module graph.
    ssr: { build: { rollupOptions: { input: "./app/express.server.ts" } } },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "express", "compression"] },
  server: { watch: { ignored: ["**/data/**"] } },
});
