import { Form } from "react-router";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { redirectTo, returnToOf } from "~/app/lib/auth.server.ts";
import { signOutRedirect } from "~/app/lib/auth-cookies.server.ts";
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
  return signOutRedirect(returnToOf(form.get("returnTo"), context, "/"), request, context);
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
