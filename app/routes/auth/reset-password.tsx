import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { FormError } from "~/app/components/ui/field.tsx";
import { AuthHeading, NewPasswordField, SubmitButton } from "~/app/features/auth/fields.tsx";
import { formFailure, formValues, requestMeta } from "~/app/lib/auth.server.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Maven Analytics" }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  try {
    await getAppContext(context).services.auth.resetPassword(
      { token: values.token, password: values.password },
      requestMeta(request, context),
    );
    return redirect(`${href("/login")}?reset=1`);
  } catch (error) {
    return formFailure(error);
  }
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <>
        <AuthHeading title="Choose a new password" />
        <FormError message="This link is invalid or has already been used." />
        <p className="mt-4 text-center text-sm">
          <Link to={href("/login/forgot-password")} className="font-bold text-navy underline">
            Request a new link
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Choose a new password" intro="After this, you'll be signed out everywhere else." />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormError message={actionData?.error} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordField label="New password" errors={actionData?.fieldErrors?.password} />
        <SubmitButton busyLabel="Saving…">Save new password</SubmitButton>
        {actionData?.error && (
          <Link to={href("/login/forgot-password")} className="text-center text-sm font-bold text-navy underline">
            Request a new link
          </Link>
        )}
      </Form>
    </>
  );
}
