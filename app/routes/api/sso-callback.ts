import { href } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { signedInRedirect } from "~/app/lib/auth-cookies.server.ts";
import { redirectWithCookies, requestMeta, returnToOf } from "~/app/lib/auth.server.ts";
import { expireCookie, readCookie } from "~/server/auth/cookies.ts";
import { teamSsoFlowCookieName } from "~/server/domain/teams/sso.ts";
import type { Route } from "./+types/sso-callback";

/**
 * The redirect back from a team's own OpenID provider (decision 042): the team SSO service ties it
 * to its flow (state in the sealed cookie), exchanges the code with PKCE, verifies the ID token and
 * its address, adds the person to the team and issues the session. Every refusal lands on
 * /login/sso with its message; a newcomer (or someone waiting for a seat) is told where they stand.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, env } = getAppContext(context);
  const cookieName = teamSsoFlowCookieName(env.secureCookies);
  const clearFlow = expireCookie(cookieName, env.secureCookies);
  const outcome = await services.teamSso.complete(
    new URL(request.url),
    readCookie(request.headers.get("cookie"), cookieName),
    requestMeta(request, context),
  );
  if (!outcome.ok) return redirectWithCookies(`${href("/login/sso")}?error=${outcome.error}`, [clearFlow]);
  const target = returnToOf(outcome.returnTo, context);
  const to =
    outcome.joined || outcome.status === "waiting"
      ? `${href("/login/sso")}?welcome=1&returnTo=${encodeURIComponent(target)}`
      : target;
  const response = signedInRedirect(to, outcome.signedIn, context);
  response.headers.append("Set-Cookie", clearFlow);
  return response;
}
