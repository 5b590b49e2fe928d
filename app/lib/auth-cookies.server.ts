import type { RouterContextProvider } from "react-router";
import {
  authCookieNames,
  challengeSetCookie,
  deviceSetCookie,
  expireCookie,
  readCookie,
  serializeCookie,
  sessionSetCookie,
} from "~/server/auth/cookies.ts";
import type { SignedIn } from "~/server/domain/auth/service.ts";
import { getAppContext } from "../context.ts";
import { redirectWithCookies } from "./auth.server.ts";

/**
 * The HTTP side of sign-in: the auth services hand back tokens, these turn them into cookies and
 * read them back. Cookie names carry `__Secure-` over https.
 */
const secureOf = (context: Readonly<RouterContextProvider>) => getAppContext(context).env.secureCookies;
const namesOf = (context: Readonly<RouterContextProvider>) => authCookieNames(secureOf(context));

export const challengeTokenOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  readCookie(request.headers.get("cookie"), namesOf(context).mfaChallenge);

export const deviceTokenOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  readCookie(request.headers.get("cookie"), namesOf(context).device);

export const sessionTokenOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  readCookie(request.headers.get("cookie"), namesOf(context).session);

export const googleFlowOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  readCookie(request.headers.get("cookie"), namesOf(context).googleFlow);

/** A finished sign-in: the session and device cookies, the second-factor cookie cleared. */
export function signedInRedirect(to: string, signedIn: SignedIn, context: Readonly<RouterContextProvider>) {
  const secure = secureOf(context);
  return redirectWithCookies(to, [
    sessionSetCookie(signedIn.session, secure),
    deviceSetCookie(signedIn.device.value, signedIn.device.maxAgeS, secure),
    expireCookie(namesOf(context).mfaChallenge, secure),
  ]);
}

/** A sign-in waiting for its second factor. */
export function challengeRedirect(
  to: string,
  challenge: { token: string; maxAgeS: number },
  context: Readonly<RouterContextProvider>,
) {
  return redirectWithCookies(to, [challengeSetCookie(challenge.token, challenge.maxAgeS, secureOf(context))]);
}

/** The cookie that carries a Google sign-in's sealed state to the callback. */
export const googleFlowCookie = (value: string, maxAgeS: number, context: Readonly<RouterContextProvider>) =>
  serializeCookie(namesOf(context).googleFlow, value, { maxAgeSeconds: maxAgeS, secure: secureOf(context) });

export const expiredCookies = (
  context: Readonly<RouterContextProvider>,
  ...which: ("session" | "googleFlow" | "mfaChallenge")[]
) => which.map((name) => expireCookie(namesOf(context)[name], secureOf(context)));

/** Log out: the session ends on the server and its cookie is cleared; the device cookie stays. */
export async function signOutRedirect(to: string, request: Request, context: Readonly<RouterContextProvider>) {
  await getAppContext(context).services.auth.signOut(sessionTokenOf(request, context));
  return redirectWithCookies(to, expiredCookies(context, "session"));
}

const ACCOUNT_CLOSED_COOKIE = "account_closed";

/**
 * After an account is deleted: its cookies cleared, and a ten-minute mark the goodbye page checks, so
 * only the browser that deleted an account is told one was deleted.
 */
export const accountClosedCookie = (context: Readonly<RouterContextProvider>) => [
  ...expiredCookies(context, "session", "mfaChallenge"),
  expireCookie(namesOf(context).device, secureOf(context)),
  serializeCookie(ACCOUNT_CLOSED_COOKIE, "1", { maxAgeSeconds: 600, secure: secureOf(context) }),
];

export const hasAccountClosedMark = (request: Request) =>
  readCookie(request.headers.get("cookie"), ACCOUNT_CLOSED_COOKIE) === "1";
