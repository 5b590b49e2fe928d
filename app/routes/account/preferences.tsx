import type { ReactNode } from "react";
import { Form, href, Link, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { serializeConsentCookie, type Consent } from "~/core/consent.ts";
import { CookieChoiceFormSchema, PreferencesFormSchema } from "~/core/profile.ts";
import type { Route } from "./+types/preferences";

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "Preferences", url: "/dashboard/account/preferences" },
};

export const meta: Route.MetaFunction = () => [
  { title: "Preferences | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

const SAVED = { preferences: "Your preferences are saved.", cookies: "Your cookie choice is saved." } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const preferences = await orHttpError(getAppContext(context).services.account.preferences(viewer));
  const saved = new URL(request.url).searchParams.get("saved");
  return { preferences, saved: saved === "preferences" || saved === "cookies" ? (saved as keyof typeof SAVED) : null };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "cookies") {
    // The same cookie the cookie box sets (spec section 3 "Cookie consent"), chosen again here.
    const submission = parseForm(formData, CookieChoiceFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent: "cookies" } });
    const secure = new URL(request.url).protocol === "https:";
    return redirect(`${href("/dashboard/account/preferences")}?saved=cookies`, {
      headers: { "Set-Cookie": serializeConsentCookie(submission.value.consent, { secure }) },
    });
  }
  const submission = parseForm(formData, PreferencesFormSchema);
  const options = { extra: { intent: "preferences" } };
  if (submission.status !== "success") return formInvalid(submission, options);
  try {
    // The service parses the same schema from the form's fields as sent.
    await getAppContext(context).services.account.updatePreferences(viewer, {
      ...submission.payload,
      owner: viewer.userId,
    });
  } catch (error) {
    return formFailure(submission, error, options);
  }
  return redirect(`${href("/dashboard/account/preferences")}?saved=preferences`);
}

function Card({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold text-navy">
        {title}
      </h2>
      <p className="mt-1 text-muted">{intro}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Choice({
  type,
  name,
  value,
  defaultChecked,
  label,
  detail,
}: {
  type: "checkbox" | "radio";
  name: string;
  value?: string;
  defaultChecked: boolean;
  label: string;
  detail: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-4 has-[:checked]:border-turquoise-dark has-[:checked]:bg-turquoise/10">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="mt-1 size-4 accent-[var(--color-turquoise-deep)]"
      />
      <span>
        <span className="block font-bold text-navy">{label}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
    </label>
  );
}

function SubmitButton({ intent, children }: { intent: "preferences" | "cookies"; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "preferences") === intent;
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy ? "Saving…" : children}
    </button>
  );
}

export default function PreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, saved } = loaderData;
  const lastResult = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  const [preferencesForm, fields] = useSchemaForm(PreferencesFormSchema, {
    id: "preferences",
    lastResult: lastResult("preferences"),
  });
  const [cookiesForm, cookieFields] = useSchemaForm(CookieChoiceFormSchema, {
    id: "cookies",
    lastResult: lastResult("cookies"),
  });
  const failure = actionData ?? null;
  const consent = useRouteLoaderData<{ consent: Consent | null }>("root")?.consent ?? null;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Preferences</h1>
        <p className="mt-1 text-muted">What we e-mail you, which cookies we use and who sees your profile.</p>
      </header>
      {saved && !failure && <FormNotice>{SAVED[saved]}</FormNotice>}
      <Form method="post" className="flex flex-col gap-6" {...formProps(preferencesForm)}>
        <FormErrors form={preferencesForm} />
        <input type="hidden" name="intent" value="preferences" />
        <Card id="email-title" title="Email preferences" intro="Account and security e-mails are always sent.">
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Emails you receive</legend>
            <Choice
              type="checkbox"
              name={fields.emailNewsletter.name}
              defaultChecked={preferences.emailNewsletter}
              label="Newsletter"
              detail="Helpful tips & tricks, about twice a month."
            />
            <Choice
              type="checkbox"
              name={fields.emailCourseReminders.name}
              defaultChecked={preferences.emailCourseReminders}
              label="Course reminders"
              detail="A nudge when a course you started has been quiet for a week."
            />
          </fieldset>
        </Card>
        <Card
          id="visibility-title"
          title="Profile visibility"
          intro="A private profile is visible only to you; others get a page-not-found."
        >
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Who can see your profile</legend>
            <Choice
              type="radio"
              name={fields.visibility.name}
              value="public"
              defaultChecked={preferences.visibility === "public"}
              label="Public"
              detail="Anyone can see your profile, your credentials and the projects you like."
            />
            <Choice
              type="radio"
              name={fields.visibility.name}
              value="private"
              defaultChecked={preferences.visibility === "private"}
              label="Private"
              detail="Only you, when signed in. Published projects still appear in the showcase."
            />
          </fieldset>
        </Card>
        <div>
          <SubmitButton intent="preferences">Save preferences</SubmitButton>
        </div>
      </Form>

      <Card
        id="cookies-title"
        title="Cookies"
        intro="Necessary cookies keep you signed in. Accepting all also lets us analyze site traffic and personalize content."
      >
        <Form method="post" className="flex flex-col gap-4" {...formProps(cookiesForm)}>
          <FormErrors form={cookiesForm} />
          <input type="hidden" name="intent" value="cookies" />
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Cookies we may use</legend>
            <Choice
              type="radio"
              name={cookieFields.consent.name}
              value="necessary"
              defaultChecked={consent === "necessary"}
              label="Only Necessary"
              detail="Sign-in and your choices, nothing else."
            />
            <Choice
              type="radio"
              name={cookieFields.consent.name}
              value="all"
              defaultChecked={consent === "all"}
              label="Accept All"
              detail="Also analytics and personalized content."
            />
          </fieldset>
          {consent === null && <p className="text-sm text-muted">You have not chosen yet.</p>}
          <div>
            <SubmitButton intent="cookies">Save cookie choice</SubmitButton>
          </div>
        </Form>
      </Card>

      <Card
        id="data-title"
        title="Your data"
        intro="A copy of everything we keep about you: account, profile, preferences, sign-in methods and devices, learning progress, credentials, projects, likes, survey answers, messages, plan and invoices."
      >
        <div className="flex flex-col gap-4">
          {/* A file, not a page: the browser downloads it instead of routing to it. */}
          <div>
            <a href={href("/dashboard/account/data.json")} download className="btn btn-outline">
              Download your data
            </a>
          </div>
          <p className="text-sm text-muted">A JSON file. Passwords, security codes and session keys are not in it.</p>
          <p className="text-sm text-muted">
            Done with Maven Analytics?{" "}
            <Link to={href("/dashboard/account/delete")} className="font-bold text-navy underline">
              Delete your account
            </Link>
            : your profile, progress and projects are erased at once.
          </p>
        </div>
      </Card>
    </div>
  );
}
