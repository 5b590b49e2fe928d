import { Form } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { redirectTo, redirectWithCookies, returnToOf } from "~/app/lib/auth.server.ts";
import { readFormData } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/logout";

export const meta: Route.MetaFunction = () => [
  { title: "Log out | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

/** GET only asks (a link or prefetch must not sign anyone out); the POST signs out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = returnToOf(new URL(request.url).searchParams.get("returnTo"), context, "/");
  if (!(await getViewer(context))) throw redirectTo(returnTo);
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const setCookies = await getAppContext(context).services.auth.signOut(request);
  return redirectWithCookies(returnToOf(form.get("returnTo"), context, "/"), setCookies);
}

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AuthHeading title="Log out" intro="You'll be signed out on this device." />
      <Form method="post">
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <SubmitButton busyLabel="Logging out…">Log out</SubmitButton>
      </Form>
    </>
  );
}
