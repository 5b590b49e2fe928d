// A stand-in for one of the product's other apps (the course player) in the OIDC e2e spec: the
// redirect URI it registered with our OpenID provider, answering with the code it received.
import http from "node:http";
import type { Configuration } from "openid-client";

export const OIDC_TEST_CLIENT = {
  client_id: "e2e-course-player",
  client_secret: "e2e-course-player-secret-0123456789",
  port: Number(process.env.E2E_OIDC_CLIENT_PORT ?? 3195),
};
export const oidcTestRedirectUri = () => `http://127.0.0.1:${OIDC_TEST_CLIENT.port}/auth/callback`;

/** The OIDC_CLIENTS value the app under test is started with. */
export function oidcClientsEnv(): string {
  return JSON.stringify([
    {
      client_id: OIDC_TEST_CLIENT.client_id,
      client_secret: OIDC_TEST_CLIENT.client_secret,
      name: "Course player (e2e)",
      redirect_uris: { local: [oidcTestRedirectUri()] },
      scope: "openid email profile",
    },
  ]);
}

/** How long a start waits for another worker's spec to give the port back. */
const PORT_WAIT_MS = 20_000;
const PORT_POLL_MS = 100;

/**
 * Serves the redirect URI: every callback URL it receives is kept for the test to read. The port is
 * the registered redirect URI's, so specs in parallel workers take turns: a start waits (polling)
 * while another spec holds it, and close() drops the browser's keep-alive connections at once.
 */
export async function startOidcClientApp(): Promise<{ callbacks: URL[]; close(): Promise<void> }> {
  const callbacks: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", oidcTestRedirectUri());
    // The browser also asks for /favicon.ico; only the redirect URI is a callback.
    if (url.pathname === new URL(oidcTestRedirectUri()).pathname) callbacks.push(url);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Course player</title><h1>Signed in to the course player</h1>");
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(OIDC_TEST_CLIENT.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    try {
      await listen();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, PORT_POLL_MS));
    }
  }
  return {
    callbacks,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The test client's view of our provider (discovery over plain http, as the e2e server has no TLS).
 * openid-client is loaded here, not at the top: playwright.config.ts imports this file.
 */
export async function discoverOidcTestClient(baseURL: string | undefined): Promise<Configuration> {
  const client = await import("openid-client");
  return client.discovery(
    new URL(`${baseURL}/oidc`),
    OIDC_TEST_CLIENT.client_id,
    undefined,
    client.ClientSecretBasic(OIDC_TEST_CLIENT.client_secret),
    { execute: [client.allowInsecureRequests] },
  );
}
