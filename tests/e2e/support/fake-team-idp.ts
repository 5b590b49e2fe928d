// A stand-in for a company's own OpenID Connect provider (team single sign-on, issue 19), built on
// oidc-provider like fake-google.ts.
//
// The Playwright globalSetup (global-setup.ts) starts it on 127.0.0.1:$E2E_TEAM_IDP_PORT (default
// 3194). Unlike Google it is not configured through the app's env: staff enter its issuer, client id
// and secret on /admin/teams/:id, as they would a customer's provider. Service tests start their own
// on port 0 (startFakeTeamIdp({ port: 0 })).
//
// One confidential client (code flow, PKCE required, client_secret_post by default; a provider
// started with `tokenAuthMethod: "client_secret_basic"` offers and accepts HTTP Basic only),
// redirecting to <app>/api/auth/sso/callback. The sign-in page is oidc-provider's development
// interaction: any login, any password. The login becomes the subject and the e-mail claim (with
// "@"; else `<login>@example.com`); a login starting with "unverified:" gets email_verified: false.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Configuration } from "oidc-provider";

export const DEFAULT_TEAM_IDP_PORT = 3194;
export const FAKE_TEAM_IDP_CLIENT_ID = "e2e-team-sso";
export const FAKE_TEAM_IDP_CLIENT_SECRET = "e2e-team-sso-secret";

export function fakeTeamIdpPort(): number {
  const raw = process.env.E2E_TEAM_IDP_PORT;
  const port = raw ? Number(raw) : DEFAULT_TEAM_IDP_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`E2E_TEAM_IDP_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

export function fakeTeamIdpIssuer(port = fakeTeamIdpPort()): string {
  return `http://127.0.0.1:${port}`;
}

/** The claims the fake returns for a login name (exported so tests can predict them). */
export function fakeTeamIdpClaims(login: string): {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
} {
  const unverified = login.startsWith("unverified:");
  const bare = unverified ? login.slice("unverified:".length) : login;
  const email = bare.includes("@") ? bare.toLowerCase() : `${bare}@example.com`;
  const local = email.slice(0, email.indexOf("@"));
  return { sub: login, email, email_verified: !unverified, name: `Team ${local}` };
}

export interface FakeTeamIdp {
  issuer: string;
  close(): Promise<void>;
}

const SCOPE = "openid email profile";

/** Start on 127.0.0.1:port (0 = any free port); `baseURL` is the app's origin (for the redirect URI). */
export async function startFakeTeamIdp(options: {
  port?: number;
  baseURL: string;
  tokenAuthMethod?: "client_secret_post" | "client_secret_basic";
}): Promise<FakeTeamIdp> {
  const tokenAuthMethod = options.tokenAuthMethod ?? "client_secret_post";
  const port = options.port ?? fakeTeamIdpPort();
  const { default: Provider } = await import("oidc-provider");

  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`fake team IdP: port ${port} on 127.0.0.1 is in use; set E2E_TEAM_IDP_PORT to another port`)
          : err,
      );
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      resolve();
    });
  });
  server.keepAliveTimeout = 1000;
  const issuer = fakeTeamIdpIssuer((server.address() as AddressInfo).port);

  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "e2e-team-idp-1", use: "sig", alg: "RS256" };

  const configuration: Configuration = {
    clients: [
      {
        client_id: FAKE_TEAM_IDP_CLIENT_ID,
        client_secret: FAKE_TEAM_IDP_CLIENT_SECRET,
        redirect_uris: [`${options.baseURL.replace(/\/$/, "")}/api/auth/sso/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: tokenAuthMethod,
      },
    ],
    // Discovery lists only this method, as a provider that supports one would.
    clientAuthMethods: [tokenAuthMethod],
    jwks: { keys: [signingKey] },
    cookies: { keys: [crypto.randomBytes(32).toString("base64url")] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, userinfo: { enabled: true } },
    // The profile and e-mail claims go in the ID token, where the app reads them.
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "email", "profile"],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => fakeTeamIdpClaims(sub) }),
    // A company's provider does not ask its own employees for consent: none here either.
    async loadExistingGrant(ctx) {
      const { client, session, result, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await op.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new op.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(SCOPE);
      grant.addOIDCClaims(["email", "email_verified", "name"]);
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError(ctx, out) {
      ctx.type = "text";
      ctx.body = `fake team IdP error\n${JSON.stringify(out, null, 2)}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  const report = (event: string) => (_ctx: unknown, error: Error & { error_description?: string }) =>
    console.warn(
      `fake team IdP ${event}: ${error.message}${error.error_description ? ` (${error.error_description})` : ""}`,
    );
  provider.on("server_error", report("server_error"));
  provider.on("grant.error", report("grant.error"));
  provider.on("authorization.error", report("authorization.error"));
  handler = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Drives the provider's development login without a browser (service tests): follows the
 * authorization URL through the login form and returns the app's callback URL with its code.
 */
export async function signInAtFakeTeamIdp(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== origin) return url;
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    const response = interaction
      ? await fetch(url, {
          method: "POST",
          redirect: "manual",
          headers: { cookie: cookieHeader(), "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ prompt: "login", login, password: "anything" }),
        })
      : await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader() } });
    keep(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`fake team IdP: no redirect from ${url.pathname} (${response.status})`);
    url = new URL(location, url);
  }
  throw new Error("fake team IdP: too many redirects");
}
