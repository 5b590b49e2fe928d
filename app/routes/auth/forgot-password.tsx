import { Form, href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormError, FormNotice } from "~/app/components/ui/field.tsx";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { formFailure, formValues, requestMeta } from "~/app/lib/auth.server.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password | Maven Analytics" }];

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  try {
    await getAppContext(context).services.auth.requestPasswordReset(values.email, requestMeta(request, context));
    return { sent: true as const, email: values.email ?? "" };
  } catch (error) {
    return formFailure(error, { email: values.email ?? "" });
  }
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  const failure = actionData && "error" in actionData ? actionData : null;
  return (
    <>
      <AuthHeading
        title="Reset your password"
        intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      />
      <div className="flex flex-col gap-4">
        {sent ? (
          <FormNotice>
            If <strong>{actionData.email}</strong> has an account, a reset link is on its way. It works for 1 hour.
          </FormNotice>
        ) : (
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <FormError message={failure?.error} />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={failure?.values?.email}
              errors={failure?.fieldErrors?.email}
            />
            <SubmitButton busyLabel="Sending…">Send reset link</SubmitButton>
          </Form>
        )}
        <p className="text-center text-sm">
          <Link to={href("/login")} className="font-bold text-navy underline">
            Back to log in
          </Link>
        </p>
      </div>
    </>
  );
}
