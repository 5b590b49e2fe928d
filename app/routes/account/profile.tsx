import { Form, href, redirect, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Avatar } from "~/app/features/navigation/account-menu.tsx";
import { TextAreaField } from "~/app/features/account/text-area-field.tsx";
import { Field, FormError, FormNotice } from "~/app/features/auth/fields.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formFailure, formValues, requireViewer, type FormFailure } from "~/app/lib/auth.server.ts";
import { orHttpError } from "~/app/lib/http.ts";
import { PROFILE_LIMITS, PROFILE_LINKS_MAX } from "~/core/profile.ts";
import { PORTFOLIO_POSTFIX_MAX_LENGTH, PORTFOLIO_POSTFIX_MIN_LENGTH } from "~/core/user-attributes.ts";
import type { Route } from "./+types/profile";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Edit Profile", url: "/dashboard/account" } };

export const meta: Route.MetaFunction = () => [
  { title: "Edit Profile | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const settings = await orHttpError(getAppContext(context).services.account.profileSettings(viewer));
  const saved = new URL(request.url).searchParams.get("saved");
  return { settings, saved: saved === "profile" || saved === "avatar" ? saved : null };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const values = await formValues(request);
  try {
    await getAppContext(context).services.account.updateProfile(viewer, { ...values, owner: viewer.userId });
  } catch (error) {
    return formFailure(error, values, "profile");
  }
  return redirect(`${href("/dashboard/account")}?saved=profile`);
}

function SaveButton() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === href("/dashboard/account");
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy ? "Saving…" : "Save profile"}
    </button>
  );
}

export default function EditProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, saved } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const errors = failure?.fieldErrors ?? {};
  // After a refused save the form keeps what the user typed.
  const value = (name: string, fallback: string) => failure?.values?.[name] ?? fallback;
  const links = Array.from({ length: PROFILE_LINKS_MAX }, (_, i) => settings.links[i] ?? "");

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Edit Profile</h1>
        <p className="mt-1 text-muted">What other learners see on your public profile.</p>
      </header>

      {saved === "profile" && !failure && <FormNotice>Your profile is saved.</FormNotice>}
      {saved === "avatar" && !failure && <FormNotice>Your photo is updated.</FormNotice>}

      <section aria-labelledby="avatar-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="avatar-title" className="text-xl font-bold text-navy">
          Photo
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <Avatar
            viewer={{ name: `${settings.firstName} ${settings.lastName}`, avatarSrc: settings.avatarSrc }}
            size={72}
          />
          <p className="text-sm text-muted">
            Your photo appears in the header, on your profile and next to your projects.
          </p>
        </div>
      </section>

      <section aria-labelledby="profile-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="profile-title" className="text-xl font-bold text-navy">
          About you
        </h2>
        <Form method="post" noValidate className="mt-5 flex flex-col gap-5">
          <FormError message={failure?.error} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="First name"
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={PROFILE_LIMITS.firstName}
              defaultValue={value("firstName", settings.firstName)}
              errors={errors.firstName}
              hint={`Up to ${PROFILE_LIMITS.firstName} characters.`}
            />
            <Field
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              maxLength={PROFILE_LIMITS.lastName}
              defaultValue={value("lastName", settings.lastName)}
              errors={errors.lastName}
              hint={`Up to ${PROFILE_LIMITS.lastName} characters.`}
            />
          </div>
          <Field
            label="Profile address"
            name="portfolioUrlPostfix"
            required
            minLength={PORTFOLIO_POSTFIX_MIN_LENGTH}
            maxLength={PORTFOLIO_POSTFIX_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value("portfolioUrlPostfix", settings.portfolioUrlPostfix)}
            errors={errors.portfolioUrlPostfix}
            hint={
              <>
                Your profile lives at{" "}
                <span className="font-mono text-navy">/profile/{settings.portfolioUrlPostfix}</span>.{" "}
                {PORTFOLIO_POSTFIX_MIN_LENGTH}–{PORTFOLIO_POSTFIX_MAX_LENGTH} lowercase letters, numbers and hyphens.
                Links to your old address keep working.
              </>
            }
          />
          <Field
            label="Headline"
            name="headline"
            maxLength={PROFILE_LIMITS.headline}
            placeholder="Data analyst in training"
            defaultValue={value("headline", settings.headline)}
            errors={errors.headline}
            hint={`Up to ${PROFILE_LIMITS.headline} characters.`}
          />
          <TextAreaField
            label="Bio"
            name="bio"
            maxLength={PROFILE_LIMITS.bio}
            rows={6}
            defaultValue={value("bio", settings.bio)}
            errors={errors.bio}
          />
          <Field
            label="Location"
            name="location"
            autoComplete="address-level2"
            maxLength={PROFILE_LIMITS.location}
            defaultValue={value("location", settings.location)}
            errors={errors.location}
            hint={`Up to ${PROFILE_LIMITS.location} characters.`}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-bold text-navy">Links</legend>
            <p className="-mt-1 text-sm text-muted">
              Up to {PROFILE_LINKS_MAX} web addresses (portfolio, LinkedIn, GitHub…), each up to {PROFILE_LIMITS.link}{" "}
              characters.
            </p>
            {links.map((link, i) => (
              <Field
                key={i}
                label={`Link ${i + 1}`}
                name={`link${i + 1}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={PROFILE_LIMITS.link}
                defaultValue={value(`link${i + 1}`, link)}
                errors={errors[`link${i + 1}`]}
              />
            ))}
          </fieldset>
          <div>
            <SaveButton />
          </div>
        </Form>
      </section>
    </div>
  );
}
