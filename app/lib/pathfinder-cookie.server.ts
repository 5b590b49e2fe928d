import type { RouterContextProvider } from "react-router";
import { expireCookie, readCookie, serializeCookie } from "~/server/auth/cookies.ts";
import { PATHFINDER_CLAIM_WINDOW_DAYS } from "~/server/domain/surveys/pathfinder.ts";
import { getAppContext } from "../context.ts";

/**
 * A visitor's finished Pathfinder waits in this cookie (its claim ticket: the result id and a MAC,
 * see the pathfinder service) until the visitor signs up: the first signed-in page of a new account
 * (/welcome) saves it to the account and clears it.
 */
const nameOf = (context: Readonly<RouterContextProvider>) =>
  getAppContext(context).env.secureCookies ? "__Secure-mvn_pathfinder" : "mvn_pathfinder";

export const pendingPathfinderOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  readCookie(request.headers.get("cookie"), nameOf(context));

export const pendingPathfinderCookie = (claimTicket: string, context: Readonly<RouterContextProvider>) =>
  serializeCookie(nameOf(context), claimTicket, {
    maxAgeSeconds: PATHFINDER_CLAIM_WINDOW_DAYS * 24 * 3600,
    secure: getAppContext(context).env.secureCookies,
  });

export const clearPendingPathfinderCookie = (context: Readonly<RouterContextProvider>) =>
  expireCookie(nameOf(context), getAppContext(context).env.secureCookies);
