import { getAppContext } from "~/app/context.ts";
import type { Route } from "./+types/auth-callback";

/**
 * The OAuth redirect back from Google: better-auth checks the state and PKCE verifier, exchanges the
 * code, verifies the ID token and links or creates the account. Only this path reaches its handler.
 */
async function handle({ request, context }: { request: Request; context: Route.LoaderArgs["context"] }) {
  const { services } = getAppContext(context);
  const response = await services.betterAuth.handler(request);
  return services.auth.gateOAuthSignIn(response);
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
