import { redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { safeReturnTo } from "~/core/safe-redirect.ts";
import type { RequestMeta } from "~/server/domain/auth/service.ts";
import { getAppContext } from "../context.ts";
import { deviceTokenOf } from "./auth-cookies.server.ts";

/** What the auth service needs to know about the request. */
export function requestMeta(request: Request, context: Readonly<RouterContextProvider>): RequestMeta {
  return {
    ip: getAppContext(context).clientIp,
    userAgent: request.headers.get("user-agent"),
    deviceToken: deviceTokenOf(request, context),
  };
}

/** The return target from a form or query, checked against this site and our app hosts. */
export function returnToOf(value: unknown, context: Readonly<RouterContextProvider>, fallback = "/dashboard"): string {
  const { env } = getAppContext(context);
  return safeReturnTo(value, { allowedOrigins: [new URL(env.siteUrl).origin, new URL(env.appUrl).origin], fallback });
}

/**
 * Targets the client router cannot render (another origin, the OpenID provider's Express routes)
 * must be loaded as documents, or a hydrated form would try to navigate to them in-app.
 */
const needsDocument = (to: string) => !to.startsWith("/") || to.startsWith("/oidc/");

export function redirectTo(to: string, init?: ResponseInit) {
  return needsDocument(to) ? redirectDocument(to, init) : redirect(to, init);
}

export function redirectWithCookies(to: string, setCookies: readonly string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirectTo(to, { headers });
}

/** The page a request is for, without React Router's `.data` suffix on client navigations. */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  return `${pathname}${url.search}`;
}
