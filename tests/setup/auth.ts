import { authCookieNames, signCookieValue } from "~/server/auth/cookies.ts";

/** The auth secret DB and route tests sign session cookies with. */
export const TEST_AUTH_SECRET = "test-secret-for-signing-cookies-in-tests-only-0123456789";
export const TEST_SESSION_COOKIE = authCookieNames(false).session;

/** A Cookie header value carrying `token` signed the way better-auth signs it. */
export const sessionCookie = (token: string, secret = TEST_AUTH_SECRET) =>
  `${TEST_SESSION_COOKIE}=${signCookieValue(token, secret)}`;
