import { href } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { challengeRedirect, expiredCookies, googleFlowOf, signedInRedirect } from "~/app/lib/auth-cookies.server.ts";
import { redirectWithCookies, requestMeta, returnToOf } from "~/app/lib/auth.server.ts";
import type { Route } from "./+types/auth-callback";

/**
 * The OAuth redirect back from Google: the auth service checks state, nonce and PKCE, exchanges the
 * code, verifies the ID token and links or creates the account. A user with a second factor goes on
 * to it; a callback that cannot be tied to its flow lands on the log-in page with a message.
 */
async function handle({ request, context, params }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const failed = () => redirectWithCookies(`${href("/login")}?error=google`, expiredCookies(context, "googleFlow"));
  if (params.providerId !== "google" || !services.auth.googleEnabled) return failed();
  const { result, returnTo } = await services.auth.completeGoogleSignIn(
    new URL(request.url),
    googleFlowOf(request, context),
    requestMeta(request, context),
  );
  if (!result) return failed();
  const target = returnToOf(returnTo, context);
  const response =
    result.kind === "mfa"
      ? challengeRedirect(`${href("/login/mfa")}?returnTo=${encodeURIComponent(target)}`, result.challenge, context)
      : signedInRedirect(target, result, context);
  for (const cookie of expiredCookies(context, "googleFlow")) response.headers.append("Set-Cookie", cookie);
  return response;
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
