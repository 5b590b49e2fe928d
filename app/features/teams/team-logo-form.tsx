import type { SubmissionResult } from "@conform-to/react";
import { ImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import { IMAGE_ACCEPT, IMAGE_RULES_HINT } from "~/core/images.ts";
import { TeamMark } from "./team-mark.tsx";

/** A submit button that names its intent and says what it is doing while its form is sent. */
export function IntentButton({
  intent,
  busy,
  className = "btn btn-primary",
  children,
}: {
  intent: string;
  busy: string;
  className?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={sending}>
      {sending ? busy : children}
    </button>
  );
}

/**
 * The team's logo, its upload and its removal: onboarding's first step and the settings page post to
 * their own `action` with the intents `logo` and `remove-logo`.
 */
export function TeamLogoForm({
  team,
  action,
  logoResult,
}: {
  team: { name: string; logoSrc: string | null };
  action: string;
  logoResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [logoForm] = useSchemaForm(NoFieldsFormSchema, { id: "team-logo", lastResult: logoResult });
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <TeamMark team={team} size="lg" alt={`${team.name}'s current logo`} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="flex flex-col gap-3"
          {...formProps(logoForm)}
        >
          <FormErrors form={logoForm} />
          <Field
            label={team.logoSrc ? "Choose a new logo" : "Choose a logo"}
            name="logo"
            type="file"
            accept={IMAGE_ACCEPT}
            required
            errors={logoResult?.error?.logo ?? undefined}
            hint={`${IMAGE_RULES_HINT} A square image looks best.`}
            className="block w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:font-bold file:text-navy hover:file:bg-line"
          />
          <div className="flex flex-wrap gap-3">
            <IntentButton intent="logo" busy="Uploading…" className="btn btn-outline text-navy">
              <ImageIcon aria-hidden className="size-4" /> Upload logo
            </IntentButton>
          </div>
        </Form>
        {team.logoSrc ? (
          <Form method="post" action={action}>
            <IntentButton
              intent="remove-logo"
              busy="Removing…"
              className="rounded-full border border-line px-4 py-1.5 text-sm font-bold text-navy hover:bg-mist"
            >
              Remove logo
            </IntentButton>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
