import type { Database } from "~/db/client.ts";
import { authCookieNames } from "~/server/auth/cookies.ts";
import { createHasher } from "~/server/auth/crypto.ts";
import { createSessionStore } from "~/server/domain/auth/sessions.ts";
import { createViewerService } from "~/server/domain/viewer.ts";

/** The auth secret DB and route tests build services with. */
export const TEST_AUTH_SECRET = "test-secret-for-signing-cookies-in-tests-only-0123456789";
export const TEST_SESSION_COOKIE = authCookieNames(false).session;

/** A Cookie header value carrying a session token. */
export const sessionCookie = (token: string) => `${TEST_SESSION_COOKIE}=${token}`;

/** What the session table keeps of a token (its keyed hash), for tests that write session rows. */
export const testTokenHash = (token: string) => createHasher(TEST_AUTH_SECRET)(token);

/** The viewer service as the app builds it, for tests that resolve a viewer from a request. */
export const testViewerService = (db: Database, maxAgeDays = 90) =>
  createViewerService({
    db,
    sessions: createSessionStore({ db, secret: TEST_AUTH_SECRET, maxAgeDays }),
    secureCookies: false,
  });
