import type { SubmissionResult } from "@conform-to/react";
import { CircleCheck, Hourglass } from "lucide-react";
import { data, Form, href, Link } from "react-router";
import { z } from "zod";
import { Field, FormError, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { redirectTo, redirectWithCookies, returnToOf } from "~/app/lib/auth.server.ts";
import { formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { isPlausibleEmail } from "~/core/teams.ts";
import { isTeamSsoError, TEAM_SSO_MESSAGES, teamSsoFlowCookie } from "~/server/domain/teams/sso.ts";
import type { Route } from "./+types/sso";

const SsoFormSchema = z.object({
  email: z
    .string({ error: "Enter your work e-mail address." })
    .trim()
    .toLowerCase()
    .refine(isPlausibleEmail, "Enter your work e-mail address, like name@company.com."),
  returnTo: z.string().optional(),
});

export const meta: Route.MetaFunction = () => [
  { title: "Single sign-on | Maven Analytics" },
  { name: "description", content: "Sign in to Maven Analytics with your company's single sign-on." },
];

/**
 * /login/sso: the work address decides the team and its provider (decision 042). Failures of the
 * flow come back here as ?error=<code>, each with its own message; after a first sign-in (or while
 * waiting for a seat) the person lands here with ?welcome=1 to be told where they stand.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"), context);
  const viewer = await getViewer(context);
  if (viewer) {
    const landing = url.searchParams.has("welcome")
      ? await getAppContext(context).services.teamSso.landing(viewer)
      : null;
    if (!landing) throw redirectTo(returnTo);
    return { kind: "welcome" as const, returnTo, ...landing };
  }
  const code = url.searchParams.get("error");
  return {
    kind: "form" as const,
    returnTo,
    email: url.searchParams.get("email") ?? "",
    error: isTeamSsoError(code) ? TEAM_SSO_MESSAGES[code] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, env } = getAppContext(context);
  const submission = parseForm(await readFormData(request), SsoFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  const returnTo = returnToOf(submission.value.returnTo, context);
  const started = await services.teamSso.start(submission.value.email, returnTo);
  if (started.ok) {
    return redirectWithCookies(started.url, [
      teamSsoFlowCookie(started.flow.value, started.flow.maxAgeS, env.secureCookies),
    ]);
  }
  const message = TEAM_SSO_MESSAGES[started.error];
  return data(
    { result: submission.reply({ formErrors: [message], fieldErrors: { email: [message] } }) },
    { status: started.error === "provider" ? 502 : 400 },
  );
}

export default function SsoPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "welcome") return <Welcome {...loaderData} />;
  return <SsoForm loaderData={loaderData} lastResult={actionData?.result} />;
}

function SsoForm({
  loaderData,
  lastResult,
}: {
  loaderData: { returnTo: string; email: string; error: string | null };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(SsoFormSchema, {
    lastResult,
    defaultValue: { email: loaderData.email, returnTo: loaderData.returnTo },
  });
  return (
    <>
      <AuthHeading
        title="Sign in with your company's single sign-on"
        intro="Enter your work e-mail. If your company signs in to Maven through its own sign-in service, we'll take you there."
      />
      <div className="flex flex-col gap-4">
        {!lastResult && loaderData.error && <FormError message={loaderData.error} />}
        <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
          <FormErrors form={form} />
          <input type="hidden" name={fields.returnTo.name} value={loaderData.returnTo} />
          <Field label="Work e-mail" field={fields.email} type="email" autoComplete="username" required />
          <SubmitButton busyLabel="Finding your company…">Continue</SubmitButton>
        </Form>
        <p className="text-center text-sm">
          No single sign-on at your company?{" "}
          <Link to={href("/login")} className="font-bold text-navy underline">
            Log in with your password
          </Link>
        </p>
      </div>
    </>
  );
}

function Welcome({ teamName, status, returnTo }: { teamName: string; status: "active" | "waiting"; returnTo: string }) {
  if (status === "waiting") {
    return (
      <>
        <AuthHeading title={`You're in the queue for ${teamName}`} />
        <div className="flex flex-col gap-4">
          <p role="status" className="flex gap-3 rounded-xl border border-yellow bg-yellow/20 px-4 py-3 text-sm">
            <Hourglass aria-hidden className="mt-0.5 size-5 shrink-0 text-navy" />
            <span>
              You're signed in, but all of {teamName}'s seats are taken, so you're waiting for one. Your team's admin
              can add a seat or free one; your premium access starts as soon as they do.
            </span>
          </p>
          <Link to={href("/dashboard")} className="btn btn-primary w-full justify-center">
            Go to your dashboard
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <AuthHeading title={`Welcome to ${teamName}`} />
      <div className="flex flex-col gap-4">
        <p role="status" className="flex gap-3 rounded-xl border border-turquoise/60 bg-mist px-4 py-3 text-sm">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
          <span>You're signed in and have a seat on {teamName}: your team's premium learning is open to you.</span>
        </p>
        <Link to={returnTo} className="btn btn-primary w-full justify-center">
          Continue
        </Link>
      </div>
    </>
  );
}
