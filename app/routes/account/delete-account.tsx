import { TriangleAlert, UserX } from "lucide-react";
import { Form, href, Link, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { accountClosedCookie } from "~/app/lib/auth-cookies.server.ts";
import { redirectWithCookies } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { CloseAccountFormSchema } from "~/core/auth-forms.ts";
import { formatUtcDate } from "~/core/format.ts";
import type { Route } from "./+types/delete-account";

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "Delete account", url: "/dashboard/account/delete" },
};

export const meta: Route.MetaFunction = () => [
  { title: "Delete your account | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { auth } = getAppContext(context).services;
  const [blockers, hasPassword, paidUntil] = await Promise.all([
    auth.closureBlockers(viewer.userId),
    auth.closureAsksPassword(viewer.userId),
    auth.paidAccessLostOnClosure(viewer.userId),
  ]);
  return {
    email: viewer.email,
    hasPassword,
    blockers,
    paidUntil: paidUntil ? formatUtcDate(paidUntil) : null,
  };
}

/** The confirmation is this page's form, so it works the same with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const submission = parseForm(await readFormData(request), CloseAccountFormSchema);
  const options = { hideFields: ["password"] };
  if (submission.status !== "success") return formInvalid(submission, options);
  try {
    await getAppContext(context).services.auth.closeAccount(viewer.userId, submission.value);
  } catch (error) {
    return formFailure(submission, error, options);
  }
  return redirectWithCookies(href("/account-deleted"), accountClosedCookie(context));
}

const GONE = [
  "Your profile, portfolio page and avatar",
  "Course, path and project progress, quiz answers and assessment results",
  "Your certificates and badges (their verification links stop working)",
  "Your showcase projects, their images and likes",
  "Your team membership, which frees your seat",
  "Your preferences, newsletter subscription, sign-in methods and every signed-in device",
];

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, hasPassword, blockers, paidUntil } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(CloseAccountFormSchema, { lastResult: actionData?.result ?? null });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Delete your account</h1>
        <p className="mt-1 text-muted">
          Deleting the account for <strong className="break-all text-ink">{email}</strong> cannot be undone.
        </p>
      </header>

      <section aria-labelledby="gone-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="gone-title" className="text-xl font-bold text-navy">
          What is deleted at once
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
          {GONE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-muted">
          Invoices and order records stay, because tax law requires it, no longer tied to anything you can sign in to.
          Want a copy of your data first?{" "}
          <a href={href("/dashboard/account/data.json")} download className="font-bold text-navy underline">
            Download your data
          </a>
          .
        </p>
      </section>

      {blockers.length > 0 ? (
        <section
          aria-labelledby="first-title"
          className="rounded-2xl border border-yellow bg-yellow/30 p-6"
          data-testid="closure-blockers"
        >
          <h2 id="first-title" className="flex items-center gap-2 text-xl font-bold text-navy">
            <TriangleAlert aria-hidden className="size-5 shrink-0" />
            Before you can delete it
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
            {blockers.map((b) => (
              <li key={b.reason}>
                {b.message}{" "}
                {b.reason === "plan" && (
                  <Link to={href("/dashboard/account/subscription")} className="font-bold text-navy underline">
                    Go to My Subscription
                  </Link>
                )}
                {b.reason === "team" && (
                  <Link to={href("/dashboard/team/members")} className="font-bold text-navy underline">
                    Go to Members
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="confirm-title" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
          <h2 id="confirm-title" className="flex items-center gap-2 text-xl font-bold text-navy">
            <UserX aria-hidden className="size-5 shrink-0 text-red-700" />
            Confirm it is you
          </h2>
          {paidUntil && (
            <p className="mt-3 text-ink">
              Your canceled plan would run until {paidUntil}. Deleting the account ends it now, and the unused time is
              not refunded.
            </p>
          )}
          <Form method="post" className="mt-4 flex max-w-md flex-col gap-4" {...formProps(form)}>
            <FormErrors form={form} />
            <Field
              label="Your email address"
              hint="Type it as shown above."
              field={fields.email}
              type="email"
              autoComplete="off"
              required
            />
            {hasPassword && (
              <Field
                label="Your password"
                field={fields.password}
                type="password"
                autoComplete="current-password"
                required
                maxLength={128}
              />
            )}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy}>
                {busy ? "Deleting…" : "Delete my account"}
              </button>
              <Link to={href("/dashboard/account/preferences")} className="btn btn-ghost">
                Keep my account
              </Link>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
