import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { FormError, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { ResetPasswordFormSchema } from "~/core/auth-forms.ts";
import { AuthHeading, NewPasswordField, SubmitButton } from "~/app/features/auth/fields.tsx";
import { requestMeta } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Maven Analytics" }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), ResetPasswordFormSchema);
  if (submission.status !== "success") return formInvalid(submission, { hideFields: ["password"] });
  try {
    await getAppContext(context).services.auth.resetPassword(submission.value, requestMeta(request, context));
    return redirect(`${href("/login")}?reset=1`);
  } catch (error) {
    return formFailure(submission, error, { hideFields: ["password"] });
  }
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(ResetPasswordFormSchema, { lastResult: actionData?.result });
  const linkFailed = (form.errors?.length ?? 0) > 0;
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
      <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <NewPasswordField label="New password" field={fields.password} />
        <SubmitButton busyLabel="Saving…">Save new password</SubmitButton>
        {linkFailed && (
          <Link to={href("/login/forgot-password")} className="text-center text-sm font-bold text-navy underline">
            Request a new link
          </Link>
        )}
      </Form>
    </>
  );
}
