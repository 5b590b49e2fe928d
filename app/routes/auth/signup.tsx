import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { AuthHeading, NewPasswordField, SubmitButton } from "~/app/features/auth/fields.tsx";
import { GoogleButton } from "~/app/features/auth/google-button.tsx";
import { requestMeta, returnToOf } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { NAME_MAX_LENGTH, SignUpFormSchema } from "~/core/auth-forms.ts";
import { premiumTargetOf } from "~/core/premium-target.ts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => [
  { title: "Sign up | Maven Analytics" },
  { name: "description", content: "Create your free Maven Analytics account." },
];

export function loader({ request, context }: Route.LoaderArgs) {
  // A plan chosen before the account exists (/signup/pricing) comes back here as returnTo.
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"), context, "");
  // A team invitation sends people here with the invited address filled in.
  const email = (url.searchParams.get("email") ?? "").slice(0, 254);
  // A locked lesson, path or project sent a visitor here: the page says a free account does not open it.
  const forPro = premiumTargetOf(returnTo) !== null;
  return { google: getAppContext(context).env.google !== null, returnTo, email, forPro };
}

const withReturnTo = (path: string, returnTo: string) =>
  returnTo ? `${path}${path.includes("?") ? "&" : "?"}returnTo=${encodeURIComponent(returnTo)}` : path;

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const formData = await readFormData(request);
  const returnTo = returnToOf(formData.get("returnTo"), context, "");
  const submission = parseForm(formData, SignUpFormSchema);
  if (submission.status !== "success") return formInvalid(submission, { hideFields: ["password"] });
  try {
    const { email } = await services.auth.signUp(submission.value, requestMeta(request, context), { returnTo });
    return redirect(withReturnTo(`${href("/signup/verify")}?email=${encodeURIComponent(email)}`, returnTo));
  } catch (error) {
    return formFailure(submission, error, { hideFields: ["password"] });
  }
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(SignUpFormSchema, {
    lastResult: actionData?.result,
    defaultValue: { email: loaderData.email },
  });
  return (
    <>
      <AuthHeading
        title="Create your account"
        intro={
          loaderData.returnTo.startsWith("/signup/checkout")
            ? "First your account, then your plan: it takes a minute."
            : loaderData.forPro
              ? "What you opened is part of Maven Pro. Create your free account first: you come back to it and can start Pro from there."
              : "Learn data skills with courses, projects and real data sets."
        }
      />
      {loaderData.google && (
        <>
          <GoogleButton returnTo={loaderData.returnTo || "/welcome"} />
          <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden>
            <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
          </div>
        </>
      )}
      <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
        <FormErrors form={form} />
        {loaderData.returnTo && <input type="hidden" name="returnTo" value={loaderData.returnTo} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            field={fields.firstName}
            autoComplete="given-name"
            required
            maxLength={NAME_MAX_LENGTH}
          />
          <Field
            label="Last name"
            field={fields.lastName}
            autoComplete="family-name"
            required
            maxLength={NAME_MAX_LENGTH}
          />
        </div>
        <Field label="Email" field={fields.email} type="email" autoComplete="email" required />
        <NewPasswordField field={fields.password} />
        <SubmitButton busyLabel="Creating your account…">Sign up</SubmitButton>
        <p className="text-center text-sm text-muted">
          By signing up you agree to our{" "}
          <Link to={href("/terms")} className="font-semibold text-navy underline">
            Terms
          </Link>{" "}
          and{" "}
          <Link to={href("/privacy-policy")} className="font-semibold text-navy underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{" "}
        <Link to={withReturnTo(href("/login"), loaderData.returnTo)} className="font-bold text-navy underline">
          Log in
        </Link>
      </p>
    </>
  );
}
