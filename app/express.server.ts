import { readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, {
  type ErrorRequestHandler,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { DatabaseLockedError } from "~/db/lock.ts";
import { openDatabase, type DatabaseHandle } from "~/db/client.ts";
import { createFileStorage } from "~/db/storage/index.ts";
import type { FileStorage } from "~/db/storage/types.ts";
import { needsSeed, removeDemoSignIns, SEED_VERSION, seedDatabase } from "~/db/seed/seed.ts";
import { parseEnv, toPublicEnv, type Env } from "~/server/env.ts";
import { createLogger, type Logger } from "~/server/logger.ts";
import { parseOidcClients } from "~/server/auth/oidc-clients.ts";
import { createOidcProvider, OIDC_PATH, type OidcProvider } from "~/server/auth/oidc-provider.ts";
import { resolveAuthSecret } from "~/server/auth/secret.ts";
import { createServices, type Services } from "~/server/services.ts";
import { MAX_MULTIPART_BODY_BYTES } from "~/server/media/upload-form.ts";
import { thirdPartySources, type ThirdPartySources } from "~/server/integrations/csp.ts";
import {
  flushServerErrorReporting,
  initServerErrorReporting,
  reportServerError,
} from "~/server/integrations/error-reporting.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "~/server/graphql/server.ts";
import { clientIp, trustPredicate } from "~/server/http/client-ip.ts";
import { configurePasswordStrength } from "~/server/auth/password-strength.ts";
import { recordMarketingLanding } from "./features/marketing/landing.server.ts";
import { CONSENT_COOKIE_NAME } from "~/core/consent.ts";
import { createPageCache, gzipPageBody, isStorable, pageBody, pageCacheKey } from "~/server/page-cache.ts";
import { formBodyHasNul, requestTargetProblem, UNROUTABLE_METHODS } from "~/server/http/request-guard.ts";
import { isAllowedOrigin } from "~/server/http/origin-check.ts";
import { createNonceSource, policyWithNonce } from "~/server/http/csp-nonce.ts";
import { personalCacheControl } from "~/server/http/cache-control.ts";
import { DEV_BILLING_PATH, devMailboxGuard } from "~/server/http/dev-mailbox-guard.ts";
import { hadOutage } from "~/server/http/outage.ts";
import { createDrainer, SHUTDOWN_GRACE_MS } from "~/server/http/shutdown.ts";
import { createLoadShedder } from "~/server/http/load-shedding.ts";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_S } from "~/server/db-errors.ts";
import { appContext } from "./context.ts";

// The server build is also where bin/ops.js finds the operator commands (db:migrate, db:seed, admin:grant).
export { runOperatorCommand } from "~/server/operator-commands.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** Largest stylesheet worth inlining into every page; larger ones stay separate (cacheable) files. */
export const MAX_INLINE_STYLESHEET_BYTES = 96 * 1024;

/**
 * The built stylesheets small enough to inline into the HTML, by their public href. Read once at
 * start: the files are immutable (hashed names) for the life of the build.
 */
export function loadInlineStylesheets(assetsDir: string): Map<string, string> {
  const styles = new Map<string, string>();
  let names: string[];
  try {
    names = readdirSync(assetsDir);
  } catch {
    return styles; // no client build: pages link their stylesheets
  }
  for (const name of names) {
    if (!name.endsWith(".css")) continue;
    const css = readFileSync(path.join(assetsDir, name), "utf8");
    if (Buffer.byteLength(css) > MAX_INLINE_STYLESHEET_BYTES || /<\/style/i.test(css)) continue;
    styles.set(`/assets/${name}`, css);
  }
  return styles;
}

/** Pages made to be framed by our own pages (course trailers); everything else refuses framing. */
const EMBEDDABLE_PATH = /^\/embed\//;

const withSources = (base: string, sources: readonly string[]) =>
  sources.length ? `${base} ${sources.join(" ")}` : base;

const NO_THIRD_PARTIES: ThirdPartySources = { script: [], connect: [], img: [], font: [], frame: [], media: [] };

export function contentSecurityPolicy(
  nonce: string,
  dev: boolean,
  {
    embeddable = false,
    frameSources = "",
    formTargets = "",
    thirdParty = NO_THIRD_PARTIES,
    inlineStyleElements = dev,
  }: {
    embeddable?: boolean;
    frameSources?: string;
    formTargets?: string;
    thirdParty?: ThirdPartySources;
    /** Style elements without our nonce: Vite's dev client and the chat widget insert them (decision 021). */
    inlineStyleElements?: boolean;
  } = {},
): string {
  const directives = [
    "default-src 'self'",
    // Vite's dev client needs eval and a websocket; production gets neither. Configured third-party
    // scripts (chat, tracking) add exactly their origins (server/integrations/csp.ts).
    withSources(`script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`, thirdParty.script),
    // Our inline stylesheets carry the nonce; style="" attributes (React, Radix positioning) stay allowed.
    `style-src 'self' ${inlineStyleElements ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "style-src-attr 'unsafe-inline'",
    withSources("img-src 'self' data: blob:", thirdParty.img),
    withSources("font-src 'self'", thirdParty.font),
    withSources(`connect-src 'self'${dev ? " ws: wss:" : ""}`, thirdParty.connect),
    withSources(`frame-src 'self'${frameSources ? ` ${frameSources}` : ""}`, thirdParty.frame),
    ...(thirdParty.media.length ? [withSources("media-src 'self'", thirdParty.media)] : []),
    `frame-ancestors ${embeddable ? "'self'" : "'none'"}`,
    // Chrome applies form-action to redirects after a POST: log-in forms end at Google or at the
    // app that asked us to sign the user in.
    `form-action 'self'${formTargets ? ` ${formTargets}` : ""}`,
    "base-uri 'none'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const url = new URL(req.originalUrl, origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The body was read (and size-checked) by express.raw; an absent body stays absent.
    init.body = Buffer.isBuffer(req.body) && req.body.length > 0 ? new Uint8Array(req.body) : null;
  }
  return new Request(url, init);
}

/** Sends a fetch Response; `keep` gets the whole body once it has all been sent. */
async function sendFetchResponse(res: ExpressResponse, response: Response, keep?: (body: Buffer) => void) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    res.append(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("set-cookie", cookie);
  if (response.body) {
    res.flushHeaders();
    try {
      const kept: Uint8Array[] = [];
      const body = keep
        ? response.body.pipeThrough(
            new TransformStream<Uint8Array, Uint8Array>({
              transform(chunk, controller) {
                kept.push(chunk);
                controller.enqueue(chunk);
              },
            }),
          )
        : response.body;
      await writeReadableStreamToWritable(body, res);
      keep?.(Buffer.concat(kept));
    } catch (error) {
      // The client went away mid-stream (a cancelled download, or a client that closes as soon
      // as it has Content-Length bytes): nothing is wrong on our side.
      if (res.destroyed || res.socket?.destroyed) return;
      throw error;
    }
  } else {
    res.end();
  }
}

/**
 * The answer React Router rendered (the error boundary, or a .data error) with the outage status:
 * 503 and Retry-After, never cached (issue 20).
 */
function outageResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_S));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

export interface HttpAppOptions {
  env: Env;
  logger: Logger;
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
  viteDevServer?: ViteDevServer;
  /** The OpenID provider for our other apps; absent in tests of the plain HTTP app. */
  oidc?: OidcProvider;
}

/** The Express app: static files, security headers, logging, body limit, then React Router. */
export function createHttpApp({ env, logger, services, build, viteDevServer, oidc }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // req.secure (HSTS) and req.protocol follow the same rule as the client address.
  app.set("trust proxy", trustPredicate(env.trustProxy));
  /** The client's address under the same rule (decision 019): never an X-Forwarded-For entry the client wrote. */
  const clientIpOf = (req: ExpressRequest) =>
    clientIp({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"] }, env.trustProxy);
  const publicEnv = toPublicEnv(env);
  const thirdParty = thirdPartySources(env);
  const dev = Boolean(viteDevServer);
  const appOrigins = [
    ...new Set(
      parseOidcClients(env.oidcClients).flatMap((c) => c.redirect_uris[env.oidcStage].map((u) => new URL(u).origin)),
    ),
  ];
  const formTargets = [...new Set([...(env.google ? [new URL(env.google.issuer).origin] : []), ...appOrigins])].join(
    " ",
  );
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  const inlineStyles = dev ? new Map<string, string>() : loadInlineStylesheets(path.join(clientDir, "assets"));

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, path: req.path, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
        "request",
      );
    });
    next();
  });

  const nextNonce = createNonceSource();
  const policyOf = (embeddable: boolean) =>
    policyWithNonce((nonce) =>
      contentSecurityPolicy(nonce, dev, {
        embeddable,
        frameSources: env.videoEmbedOrigins.join(" "),
        formTargets,
        thirdParty,
        inlineStyleElements: dev || env.intercom !== null,
      }),
    );
  const pagePolicy = policyOf(false);
  const embeddablePolicy = policyOf(true);
  /** The security headers of every answer, with a fresh CSP nonce; returns the nonce. */
  const securityHeaders = (req: ExpressRequest, res: ExpressResponse): string => {
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", (EMBEDDABLE_PATH.test(req.path) ? embeddablePolicy : pagePolicy)(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    return nonce;
  };

  /** Targets no route can use (bad percent-encoding, NUL, a Host that makes no URL): issue 20. */
  const targetProblem = (req: ExpressRequest): string | null => {
    const problem = requestTargetProblem(req.originalUrl, req.headers.host);
    if (problem) return problem;
    return URL.canParse(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`)
      ? null
      : "Invalid request URL.";
  };

  // Catalogue pages as visitors see them, kept for seconds (decision 016); not while developing. A
  // hit answers here, before the middleware a page render needs (body parsing, load shedding, origin
  // checks): it is a GET with no session, for a URL that rendered cleanly moments ago.
  const pageCache = dev ? null : createPageCache();
  const pageCacheKeyOf = (req: ExpressRequest) =>
    pageCache &&
    pageCacheKey(
      {
        method: req.method,
        url: req.originalUrl,
        cookieHeader: req.get("cookie") ?? null,
        accept: req.get("accept") ?? null,
      },
      CONSENT_COOKIE_NAME,
    );
  app.use((req, res, next) => {
    const key = pageCacheKeyOf(req);
    const page = key ? pageCache!.get(key) : null;
    const nonce = securityHeaders(req, res);
    if (!page || targetProblem(req)) return next();
    // A landing that starts a marketing session (UTM tags, a referrer) still records it.
    recordMarketingLanding(req, res, { services, env, logger, clientIp: clientIpOf(req) }).then(() => {
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.vary("Accept-Encoding");
      // Compressed here, from the page's own compressed blocks (made on its first gzipped hit); the
      // compression middleware comes after this one.
      const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
      const body = gzip ? gzipPageBody(page, nonce) : pageBody(page, nonce);
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      // Corked: the headers and every piece leave in one write.
      res.cork();
      for (const chunk of body.chunks) res.write(chunk);
      res.end();
    }, next);
  });

  // After the cache: a hit has already set its own encoding.
  app.use(compression());

  app.use((req, res, next) => {
    if (UNROUTABLE_METHODS.has(req.method)) {
      res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method not allowed.\n");
      return;
    }
    const problem = targetProblem(req);
    if (problem) {
      res.status(400).type("text/plain").send(`Bad request: ${problem}\n`);
      return;
    }
    next();
  });

  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else {
    // The build's brotli and gzip copies where the browser takes them (decision 072); the compression
    // middleware leaves a response that already has an encoding alone.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    // Public files all have an extension; page URLs do not, so they skip the file-system lookup.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  // Beyond what this process can serve in time, an immediate 503 rather than a hang (issue 20); the
  // health check always answers.
  const shedder = createLoadShedder(env.loadShedding);
  app.use((req, res, next) => (req.path === "/healthz" ? next() : shedder.middleware(req, res, next)));

  if (oidc) mountOidc(app, oidc, services);

  // Upload forms state 5 MB an image: their multipart bodies get the room those limits need, so an
  // image over them reaches the form's own check and message instead of a bare 413 (issue 20).
  const isMultipart = (req: express.Request) => /^multipart\/form-data\b/i.test(req.get("content-type") ?? "");
  app.use(express.raw({ type: (req) => isMultipart(req as express.Request), limit: MAX_MULTIPART_BODY_BYTES }));
  app.use(express.raw({ type: (req) => !isMultipart(req as express.Request), limit: MAX_BODY_BYTES }));
  app.use((req, res, next) => {
    if (Buffer.isBuffer(req.body) && formBodyHasNul(req.get("content-type"), req.body)) {
      res.status(400).type("text/plain").send("Bad request: NUL in a form field.\n");
      return;
    }
    next();
  });

  // The API is not a page: it answers before React Router, with its own guards (decision 012).
  const graphql = createGraphQLServer({
    services,
    logger,
    siteUrl: env.siteUrl,
    isProduction: env.isProduction,
    rateLimitPerMinute: env.graphqlRateLimitPerMinute,
    verifyAccessToken: oidc?.verifyAccessToken,
    corsOrigins: appOrigins,
  });
  app.all(GRAPHQL_PATH, async (req, res, next) => {
    try {
      const response = await graphql.fetch(toFetchRequest(req, res), { clientIp: clientIpOf(req) });
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  // The development mailbox is for this machine only, unless DEV_MAILBOX=true (decision 021).
  if (env.devMailbox) app.use(devMailboxGuard(env.devMailboxOpenToAll));
  // Never open to all: moving test mode's clock renews and ends plans.
  app.use(devMailboxGuard(false, DEV_BILLING_PATH));

  // Every other state-changing request, resource routes included, comes from our own pages (issue 20).
  const trustedOrigins = [...new Set([new URL(env.siteUrl).origin, new URL(env.appUrl).origin])];
  app.use((req, res, next) => {
    const allowed = isAllowedOrigin({
      method: req.method,
      path: req.path,
      host: req.get("host"),
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      trustedOrigins,
    });
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-site request refused.\n");
  });

  app.get("*", (req, res, next) => {
    recordMarketingLanding(req, res, { services, env, logger, clientIp: clientIpOf(req) }).then(() => next(), next);
  });

  const handle = createRequestHandler(build, env.isProduction ? "production" : "development");
  app.all("*", async (req, res, next) => {
    try {
      const nonce = res.locals.nonce as string;
      const cacheKey = pageCacheKeyOf(req);
      const context = new RouterContextProvider();
      context.set(appContext, {
        services,
        env,
        publicEnv,
        logger,
        nonce,
        inlineStyles,
        clientIp: clientIpOf(req),
      });
      let response = await handle(toFetchRequest(req, res), context);
      if (response.status >= 500 && hadOutage(context)) response = outageResponse(response);
      // A signed-in viewer's page and its .data request stay out of every shared cache (issue 20).
      // Only reads: a browser never reuses the answer to a POST, and Chromium keeps no body of a
      // no-store action answer for its devtools (seen in the session specs, which read them).
      const personal =
        (req.method === "GET" || req.method === "HEAD") &&
        personalCacheControl(req.get("cookie"), response.headers.get("cache-control"));
      if (personal) {
        const headers = new Headers(response.headers);
        headers.set("Cache-Control", personal);
        response = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
      if (cacheKey && isStorable(response)) {
        // Kept as it streams out: the bytes sent are the bytes kept, without decoding or re-encoding.
        const { status } = response;
        const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
        await sendFetchResponse(res, response, (html) => pageCache!.set(cacheKey, { status, headers, html, nonce }));
        return;
      }
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // The client left first (a timeout under load, a closed tab): its request was aborted, which is
    // no fault of ours. Reported as one, each cost a session lookup when the server was busiest.
    if (res.destroyed && !res.writableFinished) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.info({ path: req.path, reason }, "client left");
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: req.path }, "database unavailable");
      if (res.headersSent) {
        res.end();
        return;
      }
      res.status(503).set("Retry-After", String(OUTAGE_RETRY_AFTER_S)).type("text/plain");
      res.send("The service is briefly unavailable. Please try again in a few seconds.\n");
      return;
    }
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status === 413) {
      const limitBytes = typeof error?.limit === "number" ? error.limit : MAX_BODY_BYTES;
      const limit = limitBytes >= 1_000_000 ? `${Math.floor(limitBytes / 1_000_000)} MB` : `${limitBytes} bytes`;
      res.status(413).type("text/plain").send(`Request body too large: the limit is ${limit}.`);
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).type("text/plain").send("Bad request.");
      return;
    }
    const request = new Request(new URL(req.originalUrl, "http://internal"), {
      method: req.method,
      headers: { cookie: req.headers.cookie ?? "" },
    });
    void services.viewer.fromRequest(request).then((viewer) =>
      reportServerError(logger, error, {
        request,
        user: viewer && { id: viewer.userId, email: viewer.email },
      }),
    );
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).type("text/plain").send("Something went wrong.");
  };
  app.use(onError);
  return app;
}

/**
 * Our OpenID provider. Its login step is our own session: a signed-in user is passed straight back
 * to the app; anyone else goes through /login, which returns here.
 */
function mountOidc(app: express.Express, oidc: OidcProvider, services: Services) {
  app.get(`${OIDC_PATH}/interaction/:uid`, async (req, res, next) => {
    try {
      await oidc.provider.interactionDetails(req, res);
      const viewer = await services.viewer.fromRequest(
        new Request(`http://internal${req.originalUrl}`, { headers: { cookie: req.headers.cookie ?? "" } }),
      );
      if (!viewer) {
        res.redirect(303, `/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
        return;
      }
      await oidc.provider.interactionFinished(
        req,
        res,
        { login: { accountId: viewer.userId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });
  app.use(OIDC_PATH, oidc.provider.callback());
}

export interface RunningServer {
  server: Server;
  database: DatabaseHandle;
  close(): Promise<void>;
}

async function openAndPrepareDatabase(env: Env, logger: Logger, storage: FileStorage): Promise<DatabaseHandle> {
  const database = env.databaseUrl
    ? await openDatabase({
        databaseUrl: env.databaseUrl,
        onPoolError: (error) => logger.warn({ err: error }, "database connection error"),
        timeouts: env.databaseTimeouts,
      })
    : await openDatabase({ pgliteDir: env.pgliteDir });
  try {
    // The seed runs under the migration lock: of servers started at once, one seeds (issue 20).
    await database.migrate(async () => {
      if (env.seedOnStart && (await needsSeed(database.db))) {
        await seedDatabase(database.db, { storage, demoAccounts: env.seedDemoUsers });
        logger.info({ version: SEED_VERSION, demoUsers: env.seedDemoUsers }, "demo content seeded");
      }
    });
    if (!env.seedDemoUsers && (await removeDemoSignIns(database.db))) {
      logger.warn("removed the demo users' sign-ins: this site seeds no demo accounts (SEED_DEMO_USERS)");
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Starts the server: migrate, seed on first start, listen, and shut down gracefully on signals. */
export async function main(options: { viteDevServer?: ViteDevServer } = {}): Promise<RunningServer> {
  const env = parseEnv();
  const logger = createLogger(env.logLevel);
  await initServerErrorReporting(env, logger);
  configurePasswordStrength({ pwnedPasswordsUrl: env.pwnedPasswordsUrl, logger });
  const storage = createFileStorage({ storageDir: env.storageDir, s3: env.s3 });
  let database: DatabaseHandle;
  try {
    database = await openAndPrepareDatabase(env, logger, storage);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const authSecret = await resolveAuthSecret(database.db, env.authSecret);
  const services = createServices({ database, storage, env, logger, authSecret });
  // The credential issuer key, made or read once before any request can issue a credential (decision 031).
  await services.credentials.issuerPublicKey();
  // Mail and other jobs: every app server also works the queue (decision 020).
  await services.jobs.work();
  const oidc = await createOidcProvider({
    db: database.db,
    logger,
    secret: authSecret,
    siteUrl: env.siteUrl,
    stage: env.oidcStage,
    clients: parseOidcClients(env.oidcClients),
    trustProxy: env.trustProxy.kind !== "none",
    siteSessionOf: (request) => services.viewer.fromRequest(request),
  });
  const vite = options.viteDevServer;
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : await import("virtual:react-router/server-build");
  const app = createHttpApp({ env, logger, services, build: build as ServerBuild, viteDevServer: vite, oidc });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(env.port, env.host, () => resolve(s));
    s.once("error", reject);
  });
  // Before the first request: this continuation runs ahead of any socket event.
  const drainer = createDrainer(server);
  logger.info({ port: env.port, database: database.kind }, `listening on http://localhost:${env.port}`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      logger.info("shutting down");
      // Keep-alive clients are told to close and idle sockets go at once; in-flight requests finish.
      await drainer.drain(SHUTDOWN_GRACE_MS - 1_000);
      // Before the database closes: running jobs finish or go back to the queue.
      await services.jobs.stop();
      await vite?.close();
      await database.close();
      await flushServerErrorReporting(1_000);
      logger.info("stopped");
    })());
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const hardStop = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      close()
        .then(() => {
          clearTimeout(hardStop);
          process.exit(0);
        })
        .catch((error) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        });
    });
  }
  return { server, database, close };
}
