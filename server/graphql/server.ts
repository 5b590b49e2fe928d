import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { GraphQLError, NoSchemaIntrospectionCustomRule } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import { readMarketingCookie } from "~/core/marketing.ts";
import type { VerifyAccessToken } from "../auth/access-token.ts";
import type { Viewer } from "../domain/viewer.ts";
import type { Logger } from "../logger.ts";
import type { Services } from "../services.ts";
import { createLoaders, type GraphQLContext } from "./context.ts";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_S } from "../db-errors.ts";
import {
  isExpectedError,
  maskError,
  requestError,
  UNAVAILABLE_MESSAGE,
  withStableCode,
  type ApiErrorCode,
} from "./errors.ts";
import { createApiSchema } from "./schema.ts";

export const GRAPHQL_PATH = "/graphql";

/** Limits of one request (docs/decisions/012). A legitimate query of our apps is far below each. */
export const GRAPHQL_LIMITS = {
  /** Characters of the query document (issue 7). */
  documentChars: 15_000,
  depth: 6,
  aliases: 10,
  tokens: 1_000,
  directives: 10,
  /**
   * graphql-armor's cost: 2 per object, 1 per scalar, times 1.5 per level of depth. A full page of
   * data sets with every field costs about 75, so one request holds at most four such pages.
   */
  cost: 300,
} as const;

const RATE_WINDOW_S = 60;
const JSON_TYPES = ["application/json", "application/graphql-response+json"];

/** What the HTTP server hands to each request. */
export interface GraphQLServerContext {
  /** The client's address as the rate limit sees it (X-Forwarded-For only behind a trusted proxy). */
  clientIp: string;
}

export interface GraphQLServerOptions {
  services: Services;
  logger: Logger;
  /** The public origin our URLs are made absolute on. */
  siteUrl: string;
  /** Production: no introspection, no field suggestions. */
  isProduction: boolean;
  rateLimitPerMinute: number;
  /** Verifies `Authorization: Bearer` tokens; absent: every token is refused. */
  verifyAccessToken?: VerifyAccessToken;
  /** Origins of our other apps that may call from a browser (with a token, never cookies). */
  corsOrigins?: string[];
}

function errorResponse(status: number, code: ApiErrorCode, message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/**
 * Cookies are honoured only on same-origin requests that a form or a plain link cannot make:
 * a cross-site page could otherwise act with the learner's cookies (CSRF). Token callers are not
 * affected: their requests carry no cookie we read.
 */
export function csrfRefusal(request: Request, siteOrigin: string): string | null {
  if (request.headers.has("authorization") || !request.headers.get("cookie")) return null;
  const refusal = "Requests with cookies must come from this site.";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return refusal;
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== siteOrigin && origin !== new URL(request.url).origin) return refusal;
  if (request.method === "POST") {
    const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!JSON_TYPES.includes(type)) return "Send the request as application/json.";
  }
  return null;
}

/** The rate limit and the CSRF check, before anything is parsed. */
function requestGuardsPlugin(options: GraphQLServerOptions): Plugin<object, GraphQLServerContext> {
  const siteOrigin = new URL(options.siteUrl).origin;
  return {
    async onRequest({ request, serverContext, endResponse }) {
      // Preflights cost nothing and carry no credentials.
      if (request.method === "OPTIONS") return;
      // Counted in the database, so several app servers share the limit (decision 020).
      let limit;
      try {
        limit = await options.services.limiter.hit(
          "graphql",
          serverContext?.clientIp ?? "unknown",
          options.rateLimitPerMinute,
          RATE_WINDOW_S,
        );
      } catch (error) {
        // The limit lives in the database: during an outage the API answers its own 503, not a page's.
        if (!isDatabaseUnavailable(error)) throw error;
        endResponse(
          errorResponse(503, "UNAVAILABLE", UNAVAILABLE_MESSAGE, { "retry-after": String(OUTAGE_RETRY_AFTER_S) }),
        );
        return;
      }
      if (!limit.allowed) {
        endResponse(
          errorResponse(429, "RATE_LIMITED", "Too many requests. Try again in a minute.", {
            "retry-after": String(limit.retryAfterS),
          }),
        );
        return;
      }
      const refusal = csrfRefusal(request, siteOrigin);
      if (refusal) endResponse(errorResponse(403, "FORBIDDEN", refusal));
    },
    onRequestParse({ requestParser, setRequestParser }) {
      // graphql-yoga JSON.parses the `variables` and `extensions` of a GET or a form POST as they
      // come; one that is not JSON is the caller's mistake, not a 500.
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw requestError("`variables` and `extensions` must be JSON objects.", "BAD_USER_INPUT", { status: 400 });
        }
      });
    },
    onParams({ params }) {
      if (typeof params.query === "string" && params.query.length > GRAPHQL_LIMITS.documentChars) {
        throw requestError(
          `The query is too long: at most ${GRAPHQL_LIMITS.documentChars.toLocaleString("en-US")} characters.`,
          "BAD_USER_INPUT",
          { status: 400 },
        );
      }
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map((e) => (e instanceof GraphQLError ? withStableCode(e) : e)) });
    },
    onResponse({ response }) {
      // Answers depend on the caller; no browser or shared cache may keep one (spec section 6).
      response.headers.set("cache-control", "no-store");
      response.headers.append("vary", "Cookie, Authorization");
    },
  };
}

/** Introspection and "Did you mean" hints map the schema; production offers neither. */
function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * The two auth modes of spec section 6: an `Authorization: Bearer` access token from our OpenID
 * provider, or else the session cookie; neither is the public mode. A token that does not verify
 * is refused (401), never downgraded to the public mode.
 */
async function resolveCaller(
  request: Request,
  options: GraphQLServerOptions,
): Promise<{ viewer: Viewer | null; marketingSessionId: string | null }> {
  const authorization = request.headers.get("authorization");
  if (authorization === null) {
    return {
      viewer: await options.services.viewer.fromRequest(request),
      marketingSessionId: readMarketingCookie(request.headers.get("cookie")),
    };
  }
  const invalid = (description: string) =>
    requestError(description, "UNAUTHENTICATED", {
      status: 401,
      headers: { "www-authenticate": `Bearer error="invalid_token", error_description="${description}"` },
    });
  const token = BEARER.exec(authorization.trim())?.[1];
  if (!token || !options.verifyAccessToken) throw invalid("Send an access token as Authorization: Bearer <token>.");
  let claims;
  try {
    claims = await options.verifyAccessToken(token);
  } catch {
    throw invalid("The access token is invalid or has expired.");
  }
  const viewer = await options.services.viewer.fromAccessToken(claims);
  if (!viewer) throw invalid("The access token's user no longer exists.");
  return { viewer, marketingSessionId: null };
}

/** The GraphQL API (graphql-yoga), hardened; mounted at GRAPHQL_PATH by the HTTP server. */
export function createGraphQLServer(options: GraphQLServerOptions) {
  const { logger, services } = options;
  const corsOrigins = options.corsOrigins ?? [];
  const log =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      // yoga logs every error it masks; ours are expected ones unless proven otherwise.
      const [first] = args;
      if (level === "error" && isExpectedError(first)) logger.debug({ err: first }, "graphql: request error");
      else logger[level]({ err: first instanceof Error ? first : undefined, detail: args.map(String) }, "graphql");
    };
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema: createApiSchema<GraphQLServerContext>(),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    batching: false,
    cors:
      corsOrigins.length > 0
        ? {
            origin: corsOrigins,
            credentials: false,
            methods: ["GET", "POST"],
            allowedHeaders: ["content-type", "authorization"],
          }
        : false,
    maskedErrors: { maskError, isDev: false },
    logging: { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") },
    async context({ request }) {
      const { viewer, marketingSessionId } = await resolveCaller(request, options);
      return {
        services,
        viewer,
        marketingSessionId,
        loaders: createLoaders(services, viewer),
        absoluteUrl: (path: string) => new URL(path, options.siteUrl).href,
      };
    },
    plugins: [
      requestGuardsPlugin(options),
      maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, flattenFragments: true }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases }),
      maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost }),
      ...(options.isProduction ? [noIntrospectionPlugin(), blockFieldSuggestionsPlugin()] : []),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
