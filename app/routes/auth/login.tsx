import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { Field, FormError, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { LogInFormSchema } from "~/core/auth-forms.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { GoogleButton } from "~/app/features/auth/google-button.tsx";
import { redirectTo, redirectWithCookies, requestMeta, returnToOf } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { challengeRedirect, googleFlowCookie, signedInRedirect } from "~/app/lib/auth-cookies.server.ts";
import { EmailNotVerified } from "~/server/domain/auth/service.ts";
import { teamSsoFlowCookie } from "~/server/domain/teams/sso.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Log in | Maven Analytics" },
  { name: "description", content: "Log in to your Maven Analytics account." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"), context);
  // Already signed in (e.g. another app sent the user here): go straight on.
  if (await getViewer(context)) throw redirectTo(returnTo);
  return {
    returnTo,
    email: url.searchParams.get("email") ?? "",
    verified: url.searchParams.get("verified") === "1",
    reset: url.searchParams.get("reset") === "1",
    googleFailed: url.searchParams.get("error") !== null,
    google: env.google !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, logger, env } = getAppContext(context);
  const formData = await readFormData(request);
  if (formData.get("intent") === "google") {
    const returnTo = returnToOf(formData.get("returnTo"), context);
    try {
      const { url, flow } = await services.auth.startGoogleSignIn(returnTo);
      return redirectWithCookies(url, [googleFlowCookie(flow.value, flow.maxAgeS, context)]);
    } catch (error) {
      logger.warn({ err: error }, "Google sign-in could not start");
      return redirect(`${href("/login")}?error=google`);
    }
  }
  // A company that signs in through its own provider: its people go there, password or not (decision 042).
  const sso = await services.teamSso.start(
    String(formData.get("email") ?? ""),
    returnToOf(formData.get("returnTo"), context),
  );
  if (sso.ok)
    return redirectWithCookies(sso.url, [teamSsoFlowCookie(sso.flow.value, sso.flow.maxAgeS, env.secureCookies)]);
  if (sso.error === "provider") return redirect(`${href("/login/sso")}?error=provider`);
  const submission = parseForm(formData, LogInFormSchema);
  if (submission.status !== "success") return formInvalid(submission, { hideFields: ["password"] });
  const { returnTo: asked, ...input } = submission.value;
  const returnTo = returnToOf(asked, context);
  try {
    const result = await services.auth.signIn(input, requestMeta(request, context));
    if (result.kind === "mfa") {
      return challengeRedirect(
        `${href("/login/mfa")}?returnTo=${encodeURIComponent(returnTo)}`,
        result.challenge,
        context,
      );
    }
    return signedInRedirect(returnTo, result, context);
  } catch (error) {
    const unverifiedEmail = error instanceof EmailNotVerified ? error.email : null;
    return formFailure(submission, error, { hideFields: ["password"], extra: { unverifiedEmail } });
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(LogInFormSchema, {
    lastResult: actionData?.result,
    defaultValue: { email: loaderData.email, returnTo: loaderData.returnTo },
  });
  const unverified =
    actionData && "unverifiedEmail" in actionData && typeof actionData.unverifiedEmail === "string"
      ? actionData.unverifiedEmail
      : null;
  return (
    <>
      {/* Just verified: a first sign-in, not a return. */}
      <AuthHeading
        title="Log in"
        intro={
          loaderData.verified
            ? "Welcome to Maven Analytics. Log in to start learning."
            : "Welcome back. Pick up where you left off."
        }
      />
      <div className="flex flex-col gap-4">
        {loaderData.verified && <FormNotice>Your email is verified. Log in to continue.</FormNotice>}
        {loaderData.reset && <FormNotice>Your password is changed. Log in with your new password.</FormNotice>}
        {loaderData.googleFailed && (
          <FormError message="Google sign-in did not complete. Try again or use your email." />
        )}
        {loaderData.google && (
          <>
            <GoogleButton returnTo={loaderData.returnTo} />
            <div className="flex items-center gap-3 text-sm text-muted" aria-hidden>
              <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
            </div>
          </>
        )}
        <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
          <FormErrors form={form} />
          {unverified && (
            <Link
              to={`${href("/signup/verify")}?email=${encodeURIComponent(unverified)}`}
              className="text-sm font-bold text-navy underline"
            >
              Enter your verification code
            </Link>
          )}
          <input type="hidden" name={fields.returnTo.name} value={loaderData.returnTo} />
          <Field label="Email" field={fields.email} type="email" autoComplete="username" required />
          <Field
            label="Password"
            field={fields.password}
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
          <div className="flex items-center justify-between gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" name={fields.rememberMe.name} defaultChecked className="size-4 accent-navy" />
              Keep me logged in
            </label>
            <Link to={href("/login/forgot-password")} className="font-bold text-navy underline">
              Forgot password?
            </Link>
          </div>
          <SubmitButton busyLabel="Logging in…">Log in</SubmitButton>
        </Form>
        <p className="text-center text-sm">
          <Link
            to={`${href("/login/sso")}?returnTo=${encodeURIComponent(loaderData.returnTo)}`}
            className="font-bold text-navy underline"
          >
            Use single sign-on
          </Link>
        </p>
        <p className="text-center text-sm">
          New to Maven?{" "}
          <Link
            to={
              loaderData.returnTo === href("/dashboard")
                ? href("/signup")
                : `${href("/signup")}?returnTo=${encodeURIComponent(loaderData.returnTo)}`
            }
            className="font-bold text-navy underline"
          >
            Create an account
          </Link>
        </p>
      </div>
    </>
  );
}
