import { Form, href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { EmailOnlyFormSchema } from "~/core/auth-forms.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { requestMeta } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password | Maven Analytics" }];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), EmailOnlyFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    await getAppContext(context).services.auth.requestPasswordReset(
      submission.value.email,
      requestMeta(request, context),
    );
    return { sent: true as const, email: submission.value.email };
  } catch (error) {
    return formFailure(submission, error);
  }
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  const [form, fields] = useSchemaForm(EmailOnlyFormSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });
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
          <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
            <FormErrors form={form} />
            <Field label="Email" field={fields.email} type="email" autoComplete="email" required />
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
