import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { MfaFormSchema, NoFieldsFormSchema } from "~/core/auth-forms.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { requestMeta, returnToOf } from "~/app/lib/auth.server.ts";
import { challengeTokenOf, signedInRedirect } from "~/app/lib/auth-cookies.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import type { MfaMethod } from "~/server/domain/auth/service.ts";
import type { Route } from "./+types/mfa";

export const meta: Route.MetaFunction = () => [{ title: "Two-step verification | Maven Analytics" }];

const LABELS: Record<MfaMethod, string> = {
  totp: "Authenticator app",
  sms: "Text message",
  backup: "Backup code",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pending = await getAppContext(context).services.auth.pendingMfa(challengeTokenOf(request, context));
  if (!pending) throw redirect(href("/login"));
  const asked = url.searchParams.get("method") as MfaMethod | null;
  const method = asked && pending.methods.includes(asked) ? asked : pending.methods[0]!;
  return { ...pending, method, returnTo: returnToOf(url.searchParams.get("returnTo"), context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const formData = await readFormData(request);
  const meta = requestMeta(request, context);
  if (formData.get("intent") === "send-sms") {
    try {
      await services.auth.sendSignInSms(challengeTokenOf(request, context), meta);
      return { sent: true as const };
    } catch (error) {
      return formFailure(parseForm(formData, NoFieldsFormSchema), error);
    }
  }
  const submission = parseForm(formData, MfaFormSchema);
  if (submission.status !== "success") return formInvalid(submission, { hideFields: ["code"] });
  try {
    const { method, code, returnTo } = submission.value;
    const signedIn = await services.auth.completeMfa(challengeTokenOf(request, context), { method, code }, meta);
    return signedInRedirect(returnToOf(returnTo, context), signedIn, context);
  } catch (error) {
    return formFailure(submission, error, { hideFields: ["code"] });
  }
}

export default function MfaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { method, methods, phone, returnTo } = loaderData;
  const [form, fields] = useSchemaForm(MfaFormSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });
  const intro =
    method === "totp"
      ? "Enter the 6-digit code from your authenticator app."
      : method === "sms"
        ? `We text a 6-digit code to ${phone ?? "your phone"}. It works for 3 minutes.`
        : "Enter one of the backup codes you saved. Each works once.";
  return (
    <>
      <AuthHeading title="Two-step verification" intro={intro} />
      <div className="flex flex-col gap-4">
        {actionData && "sent" in actionData && <FormNotice>Code sent. Check your phone.</FormNotice>}
        {method === "sms" && (
          <Form method="post">
            <button type="submit" name="intent" value="send-sms" className="btn btn-dark w-full justify-center">
              Text me a code
            </button>
          </Form>
        )}
        <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
          <FormErrors form={form} />
          <input type="hidden" name={fields.method.name} value={method} />
          <input type="hidden" name={fields.returnTo.name} value={returnTo} />
          <Field
            label={method === "backup" ? "Backup code" : "6-digit code"}
            field={fields.code}
            inputMode={method === "backup" ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoFocus
            required
            maxLength={11}
          />
          <SubmitButton busyLabel="Checking…" name="intent" value="verify">
            Verify
          </SubmitButton>
        </Form>
        {methods.length > 1 && (
          <nav aria-label="Other ways to verify" className="text-sm">
            <p className="font-bold text-navy">Other ways to verify</p>
            <ul className="mt-2 flex flex-col gap-1">
              {methods
                .filter((m) => m !== method)
                .map((m) => (
                  <li key={m}>
                    <Link
                      to={`${href("/login/mfa")}?method=${m}&returnTo=${encodeURIComponent(returnTo)}`}
                      className="text-navy underline"
                    >
                      {LABELS[m]}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
