import { Form, href, redirect, useNavigation } from "react-router";
import { formatNumber } from "~/core/format.ts";
import { getAppContext } from "~/app/context.ts";
import { Avatar } from "~/app/features/navigation/account-menu.tsx";
import { Field, FormErrors, FormNotice, formProps, TextArea } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { IMAGE_ACCEPT, IMAGE_RULES_HINT } from "~/core/images.ts";
import { BadInput } from "~/server/domain/errors.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { formFailure, formInvalid, orHttpError } from "~/app/lib/http.server.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import { PROFILE_LIMITS, PROFILE_LINKS_MAX, ProfileFormSchema } from "~/core/profile.ts";
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
  const asked = form.fields.get("intent");
  const intent = asked === "avatar" || asked === "remove-avatar" ? asked : "profile";
  const submission = parseForm(form.fields, intent === "profile" ? ProfileFormSchema : NoFieldsFormSchema);
  const options = { extra: { intent } };
  if (!form.ok) {
    const message = Object.values(form.fieldErrors)[0]?.[0] ?? "The form could not be read. Please try again.";
    return formFailure(submission, new BadInput(message, form.fieldErrors), options);
  }
  if (submission.status !== "success") return formInvalid(submission, options);
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
    await account.updateProfile(viewer, { ...submission.value, owner: viewer.userId });
  } catch (error) {
    return formFailure(submission, error, options);
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
  const result = actionData;
  const avatarResult = result?.intent === "avatar" || result?.intent === "remove-avatar" ? result.result : null;
  const [avatarForm] = useSchemaForm(NoFieldsFormSchema, { id: "avatar", lastResult: avatarResult });
  // After a refused save the form keeps what the user typed (Conform's lastResult).
  const [form, fields] = useSchemaForm(ProfileFormSchema, {
    id: "profile",
    lastResult: result?.intent === "profile" ? result.result : null,
    defaultValue: {
      firstName: settings.firstName,
      lastName: settings.lastName,
      portfolioUrlPostfix: settings.portfolioUrlPostfix,
      headline: settings.headline,
      bio: settings.bio,
      location: settings.location,
      link1: settings.links[0] ?? "",
      link2: settings.links[1] ?? "",
      link3: settings.links[2] ?? "",
    },
  });
  const links = [fields.link1, fields.link2, fields.link3].slice(0, PROFILE_LINKS_MAX);

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
            <Form
              method="post"
              encType="multipart/form-data"
              className="flex flex-col gap-3"
              {...formProps(avatarForm)}
            >
              <FormErrors form={avatarForm} />
              <Field
                label="New photo"
                name="avatar"
                type="file"
                accept={IMAGE_ACCEPT}
                required
                errors={avatarResult?.error?.avatar ?? undefined}
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
        <Form method="post" className="mt-5 flex flex-col gap-5" {...formProps(form)}>
          <FormErrors form={form} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="First name"
              field={fields.firstName}
              autoComplete="given-name"
              required
              maxLength={PROFILE_LIMITS.firstName}
              hint={`Up to ${PROFILE_LIMITS.firstName} characters.`}
            />
            <Field
              label="Last name"
              field={fields.lastName}
              autoComplete="family-name"
              maxLength={PROFILE_LIMITS.lastName}
              hint={`Up to ${PROFILE_LIMITS.lastName} characters.`}
            />
          </div>
          <Field
            label="Profile address"
            field={fields.portfolioUrlPostfix}
            required
            minLength={PORTFOLIO_POSTFIX_MIN_LENGTH}
            maxLength={PORTFOLIO_POSTFIX_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
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
            field={fields.headline}
            maxLength={PROFILE_LIMITS.headline}
            placeholder="Data analyst in training"
            hint={`Up to ${PROFILE_LIMITS.headline} characters.`}
          />
          <TextArea
            label="Bio"
            field={fields.bio}
            maxLength={PROFILE_LIMITS.bio}
            rows={6}
            hint={`Up to ${formatNumber(PROFILE_LIMITS.bio)} characters.`}
          />
          <Field
            label="Location"
            field={fields.location}
            autoComplete="address-level2"
            maxLength={PROFILE_LIMITS.location}
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
                key={link.name}
                label={`Link ${i + 1}`}
                field={link}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={PROFILE_LIMITS.link}
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
