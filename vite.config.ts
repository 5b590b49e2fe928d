import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli (quality 11) and gzip (level 9) copies of the client's scripts and styles, written once at
    // build time and served as they are (express-static-gzip), instead of compressing each response
    // at brotli's quality 4, which made the scripts no smaller than gzip (decision 072).
    compression({
      include: /(^|[\\/])assets[\\/][^\\/]+\.(js|css)$/,
      algorithms: ["brotliCompress", "gzip"],
      logLevel: "silent",
    }),
  ],
  resolve: { alias: [{ find: /^~\//, replacement: `${root}` }] },
  environments: {
    // Fewer, larger client chunks: by default every icon and small shared component is its own
    // file, ~30 requests for one page. Each group is one file: React and React Router, the icons, and
    // the small components most pages render (not the UI primitives or markdown, which few pages use).
    // An icon only one route imports stays in that route's chunk (minShareCount), out of every page's
    // icons file (decision 010).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2, minShareCount: 2 },
                {
                  name: "shared",
                  // The public pages' layout only: the dashboard, account, sign-in and checkout layouts load
                  // with their own pages.
                  test: /[\\/](app[\\/](components[\\/](?!ui[\\/]|markdown)|lib[\\/]|features[\\/](shell|navigation|catalog[\\/]cards)|routes[\\/](api[\\/]|layouts[\\/]page\.tsx)))/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The Express app is the server entry so that routes and the HTTP layer share one module graph.
    // The server's own code chunks go under chunks/, out of the compression plugin's assets/ filter
    // (nothing serves copies of server code). Only the scripts: the fonts and images the server
    // renders keep the client's /assets/ URLs (assetsDir moved those too, and no page hydrated).
    ssr: {
      build: {
        rollupOptions: { input: "./app/express.server.ts", output: { chunkFileNames: "chunks/[name]-[hash].js" } },
      },
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "express", "compression", "sharp", "pdfkit"] },
  server: { watch: { ignored: ["**/data/**"] } },
});
