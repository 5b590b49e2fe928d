// Serves the floor's production build the way the app is served: Express, compression, static assets
// with long caching, and @react-router/express for pages. PORT and HOST from the environment.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const client = fileURLToPath(new URL("./build/client", import.meta.url));

// The markup of an app page for the /sized route (app/routes/sized.tsx), when the bench gives one.
if (process.env.FLOOR_FIXTURE) globalThis.__floorFixture = JSON.parse(readFileSync(process.env.FLOOR_FIXTURE, "utf8"));

const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(`${client}/assets`, { immutable: true, maxAge: "1y" }));
app.use(express.static(client, { maxAge: "1h" }));
app.get("/healthz", (_req, res) => {
  res.type("text/plain").send("ok");
});
app.all("*", createRequestHandler({ build }));
const port = Number(process.env.PORT ?? 3100);
app.listen(port, process.env.HOST ?? "127.0.0.1", () => console.log(`floor on http://127.0.0.1:${port}`));
