import { Form, href, redirect, useNavigation } from "react-router";
import { formatNumber } from "~/core/format.ts";
import { getAppContext } from "~/app/context.ts";
import { Avatar } from "~/app/features/navigation/account-menu.tsx";
import { Field, FormError, FormNotice, TextArea } from "~/app/components/ui/field.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formFailure, type FormFailure } from "~/app/lib/auth.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { IMAGE_ACCEPT, IMAGE_RULES_HINT } from "~/core/images.ts";
import { BadInput } from "~/server/domain/errors.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { PROFILE_LIMITS, PROFILE_LINKS_MAX } from "~/core/profile.ts";
import { PORTFOLIO_POSTFIX_MAX_LENGTH, PORTFOLIO_POSTFIX_MIN_LENGTH } from "~/core/user-attributes.ts";
import type { Route } from "./+types/profile";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Edit Profile", url: "/dashboard/account" } };

export const meta: Route.MetaFunction = () => [
  { title: "Edit Profile | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const settings = await orHttpError(getAppContext(context).services.account.profileSettings(viewer));
  const saved = new URL(request.url).searchParams.get("saved");
  return { settings, saved: saved === "profile" || saved === "avatar" ? saved : null };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { account } = getAppContext(context).services;
  // Limits are enforced while the body streams in, before anything is decoded (issue 6).
  const form = await readUploadForm(request, { fileField: "avatar", maxFiles: 1 });
  const values: Record<string, string> = {};
  form.fields.forEach((value, key) => {
    if (typeof value === "string") values[key] = value;
  });
  const intent = values.intent === "avatar" || values.intent === "remove-avatar" ? values.intent : "profile";
  if (!form.ok) {
    const message = Object.values(form.fieldErrors)[0]?.[0] ?? "The form could not be read. Please try again.";
    return formFailure(new BadInput(message, form.fieldErrors), values, intent);
  }
  try {
    if (intent === "avatar") {
      const file = form.files[0];
      if (!file) throw new BadInput("Choose an image to upload.", { avatar: ["Choose an image to upload."] });
      await account.uploadAvatar(viewer, { owner: viewer.userId, bytes: file.bytes });
      return redirect(`${href("/dashboard/account")}?saved=avatar`);
    }
    if (intent === "remove-avatar") {
      await account.removeAvatar(viewer, { owner: viewer.userId });
      return redirect(`${href("/dashboard/account")}?saved=avatar`);
    }
    await account.updateProfile(viewer, { ...values, owner: viewer.userId });
  } catch (error) {
    return formFailure(error, values, intent);
  }
  return redirect(`${href("/dashboard/account")}?saved=profile`);
}

function IntentButton({
  intent,
  label,
  busyLabel,
  className = "btn btn-primary",
}: {
  intent: string;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

export default function EditProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, saved } = loaderData;
  const result = actionData as FormFailure | undefined;
  const avatarFailure = result?.intent === "avatar" || result?.intent === "remove-avatar" ? result : undefined;
  const failure = result?.intent === "profile" ? result : undefined;
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

      {saved === "profile" && !result && <FormNotice>Your profile is saved.</FormNotice>}
      {saved === "avatar" && !result && <FormNotice>Your photo is updated.</FormNotice>}

      <section aria-labelledby="avatar-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="avatar-title" className="text-xl font-bold text-navy">
          Photo
        </h2>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar
            viewer={{ name: `${settings.firstName} ${settings.lastName}`, avatarSrc: settings.avatarSrc }}
            size={96}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <p className="text-sm text-muted">
              Your photo appears in the header, on your profile and next to your projects. We crop it square.
            </p>
            <FormError message={avatarFailure?.error} />
            <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-3">
              <Field
                label="New photo"
                name="avatar"
                type="file"
                accept={IMAGE_ACCEPT}
                required
                errors={avatarFailure?.fieldErrors?.avatar}
                hint={IMAGE_RULES_HINT}
                className="block w-full max-w-md text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:font-bold file:text-navy hover:file:bg-line"
              />
              <div className="flex flex-wrap gap-3">
                <IntentButton intent="avatar" label="Upload photo" busyLabel="Uploading…" />
              </div>
            </Form>
            {settings.avatarSrc && (
              <Form method="post">
                <IntentButton
                  intent="remove-avatar"
                  label="Remove photo"
                  busyLabel="Removing…"
                  className="rounded-full border border-line px-4 py-2 text-sm font-bold text-navy hover:bg-mist"
                />
              </Form>
            )}
          </div>
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
          <TextArea
            label="Bio"
            name="bio"
            maxLength={PROFILE_LIMITS.bio}
            rows={6}
            defaultValue={value("bio", settings.bio)}
            errors={errors.bio}
            hint={`Up to ${formatNumber(PROFILE_LIMITS.bio)} characters.`}
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
            <IntentButton intent="profile" label="Save profile" busyLabel="Saving…" />
          </div>
        </Form>
      </section>
    </div>
  );
}
