import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormError, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { EmailOnlyFormSchema, VerifyEmailFormSchema } from "~/core/auth-forms.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { requestMeta, returnToOf } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { BadInput } from "~/server/domain/errors.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [{ title: "Verify your email | Maven Analytics" }];

/**
 * Where a verified address goes: log in, then `pending` (a checkout chosen before sign-up) or else the
 * welcome survey (issue 17), the first stop of a new account.
 */
function afterVerification(email: string, pending = ""): string {
  const returnTo = pending || href("/welcome");
  return `${href("/login")}?verified=1&email=${encodeURIComponent(email)}&returnTo=${encodeURIComponent(returnTo)}`;
}

/** With `?token=` (the link in the mail) it verifies at once; otherwise it asks for the code. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const email = url.searchParams.get("email") ?? "";
  // What sign-up carried (a plan's checkout, a locked lesson): checked here like everywhere else.
  const returnTo = returnToOf(url.searchParams.get("returnTo"), context, "");
  if (token === null) return { state: "code" as const, email, returnTo, error: null };
  try {
    const verified = await getAppContext(context).services.auth.verifyEmailToken(token);
    // The mail's link carries a plan chosen before sign-up on to its checkout.
    throw redirect(afterVerification(verified.email, returnTo));
  } catch (error) {
    if (error instanceof BadInput) return { state: "link-failed" as const, email, returnTo, error: error.message };
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const formData = await readFormData(request);
  const meta = requestMeta(request, context);
  // A plan chosen before sign-up (or a locked lesson): the new mail and log-in go on to it.
  const returnTo = returnToOf(new URL(request.url).searchParams.get("returnTo"), context, "");
  if (formData.get("intent") === "resend") {
    const submission = parseForm(formData, EmailOnlyFormSchema);
    if (submission.status !== "success") return formInvalid(submission);
    try {
      await services.auth.resendVerification(submission.value.email, meta, { returnTo });
      return { resent: true as const, email: submission.value.email };
    } catch (error) {
      return formFailure(submission, error);
    }
  }
  const submission = parseForm(formData, VerifyEmailFormSchema);
  if (submission.status !== "success") return formInvalid(submission, { hideFields: ["code"] });
  try {
    const verified = await services.auth.verifyEmailCode(submission.value, meta);
    return redirect(afterVerification(verified.email, returnTo));
  } catch (error) {
    return formFailure(submission, error, { hideFields: ["code"] });
  }
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(VerifyEmailFormSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
    defaultValue: { email: loaderData.email },
  });
  const email = actionData && "resent" in actionData ? actionData.email : loaderData.email;
  return (
    <>
      <AuthHeading
        title="Check your inbox"
        intro={
          email ? (
            <>
              We sent a link and a 6-digit code to <strong className="text-navy">{email}</strong>. They work for 24
              hours.
            </>
          ) : (
            "We sent you a link and a 6-digit code. They work for 24 hours."
          )
        }
      />
      <div className="flex flex-col gap-4">
        {loaderData.state === "link-failed" && <FormError message={loaderData.error} />}
        {actionData && "resent" in actionData && (
          <FormNotice>If that address has an account waiting for verification, a new mail is on its way.</FormNotice>
        )}
        <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
          <FormErrors form={form} />
          <Field label="Email" field={fields.email} type="email" autoComplete="email" required />
          <Field
            label="6-digit code"
            field={fields.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
          />
          <SubmitButton busyLabel="Verifying…" name="intent" value="verify">
            Verify email
          </SubmitButton>
        </Form>
        <Form method="post" className="text-center">
          <input type="hidden" name="email" value={email} />
          <button type="submit" name="intent" value="resend" className="text-sm font-bold text-navy underline">
            Send a new link and code
          </button>
        </Form>
        <p className="text-center text-sm text-muted">
          Already verified?{" "}
          <Link
            to={
              loaderData.returnTo
                ? `${href("/login")}?returnTo=${encodeURIComponent(loaderData.returnTo)}`
                : href("/login")
            }
            className="font-bold text-navy underline"
          >
            Log in
          </Link>
        </p>
      </div>
    </>
  );
}
