// A stand-in for Google's OpenID Connect provider during e2e runs, built on oidc-provider.
//
// The Playwright globalSetup (global-setup.ts) starts it on 127.0.0.1:$E2E_GOOGLE_PORT (default 3196);
// the app gets GOOGLE_ISSUER=<issuer>, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (see
// playwright.config.ts) and finds the endpoints through <issuer>/.well-known/openid-configuration.
//
// One confidential client (code flow, PKCE required, client_secret_post as better-auth sends it).
// The sign-in page is oidc-provider's development interaction: type any login and any password.
// The login becomes the subject; the email claim is the login when it holds an "@", else
// `<login>@example.com`, always with email_verified: true. Consent is granted without asking (as Google
// does for a returning user), so the page after the login form is the app's callback.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Configuration } from "oidc-provider";

export const DEFAULT_GOOGLE_PORT = 3196;
export const FAKE_GOOGLE_CLIENT_ID = "e2e-google";
export const FAKE_GOOGLE_CLIENT_SECRET = "e2e-google-secret";

export function fakeGooglePort(): number {
  const raw = process.env.E2E_GOOGLE_PORT;
  const port = raw ? Number(raw) : DEFAULT_GOOGLE_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`E2E_GOOGLE_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

export function fakeGoogleIssuer(port = fakeGooglePort()): string {
  return `http://127.0.0.1:${port}`;
}

/** The claims the fake returns for a login name (exported so specs can predict them). */
export function fakeGoogleClaims(login: string): { sub: string; email: string; email_verified: true; name: string } {
  const email = login.includes("@") ? login.toLowerCase() : `${login}@example.com`;
  const local = email.slice(0, email.indexOf("@"));
  return { sub: login, email, email_verified: true, name: `Test ${local}` };
}

export interface FakeGoogle {
  issuer: string;
  close(): Promise<void>;
}

const SCOPE = "openid email profile";

/** Start on 127.0.0.1:port (0 = any free port); `baseURL` is the app's origin (for the redirect URI). */
export async function startFakeGoogle(options: { port?: number; baseURL: string }): Promise<FakeGoogle> {
  const port = options.port ?? fakeGooglePort();
  // Loaded here, not at the top: playwright.config.ts imports this file in every worker, and only the
  // runner (globalSetup) needs the provider.
  const { default: Provider } = await import("oidc-provider");

  // The server is started first so that port 0 gives the issuer its real port.
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`fake Google: port ${port} on 127.0.0.1 is in use; set E2E_GOOGLE_PORT to another port`)
          : err,
      );
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      resolve();
    });
  });
  server.keepAliveTimeout = 1000;
  const issuer = fakeGoogleIssuer((server.address() as AddressInfo).port);

  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "e2e-google-1", use: "sig", alg: "RS256" };

  const configuration: Configuration = {
    clients: [
      {
        client_id: FAKE_GOOGLE_CLIENT_ID,
        client_secret: FAKE_GOOGLE_CLIENT_SECRET,
        redirect_uris: [`${options.baseURL.replace(/\/$/, "")}/api/auth/callback/google`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // better-auth sends the secret in the token request body.
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [crypto.randomBytes(32).toString("base64url")] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      // Google puts the profile claims in the ID token too.
      userinfo: { enabled: true },
    },
    conformIdTokenClaims: false,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    scopes: ["openid", "email", "profile"],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => fakeGoogleClaims(sub) }),
    // Consent is already given for our one client: no consent page after the login form.
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
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError(ctx, out) {
      ctx.type = "text";
      ctx.body = `fake Google error\n${JSON.stringify(out, null, 2)}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Errors answered to the app (bad PKCE verifier, wrong client auth) are otherwise silent.
  const report = (event: string) => (_ctx: unknown, error: Error & { error_description?: string }) =>
    console.warn(
      `fake Google ${event}: ${error.message}${error.error_description ? ` (${error.error_description})` : ""}`,
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
