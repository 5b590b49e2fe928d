import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Check, Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/app/components/use-hydrated.ts";
import { Field, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import { JoinLinkFormSchema } from "~/core/teams.ts";

/**
 * The team's join link (issue 19): the link as plain selectable text (a copy button once JavaScript
 * runs), on/off, an optional e-mail domain, and "Make a new link" (the old one stops working).
 */
export function JoinLinkPanel({
  link,
  action,
  result,
  headingLevel: Heading = "h2",
}: {
  link: { url: string; enabled: boolean; domain: string | null };
  action: string;
  /** The join-link form's answer when it was refused. */
  result: SubmissionResult<string[]> | null;
  headingLevel?: "h2" | "h3";
}) {
  const [form, fields] = useSchemaForm(JoinLinkFormSchema, {
    id: "join-link",
    lastResult: result,
    defaultValue: { enabled: link.enabled ? "on" : "", domain: link.domain ?? "" },
  });
  const [newLinkForm] = useSchemaForm(NoFieldsFormSchema, { id: "join-link-new" });
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { key: _key, ...enabledProps } = getInputProps(fields.enabled, { type: "checkbox" });
  return (
    <section aria-labelledby="join-link-title" className="flex flex-col gap-4">
      <div>
        <Heading id="join-link-title" className="flex items-center gap-2 text-lg font-bold text-navy">
          <Link2 aria-hidden className="size-5 text-turquoise-deep" /> Join link
        </Heading>
        <p className="mt-1 text-sm text-muted">
          Anyone with the link can join after signing up or logging in, while it is on. Limit it to your company&apos;s
          e-mail domain to keep it inside.
        </p>
      </div>
      <div className="rounded-xl border border-line bg-mist p-3">
        <p className="text-xs font-bold tracking-wide text-muted uppercase">
          {link.enabled ? (link.domain ? `On, for @${link.domain} addresses` : "On, for anyone") : "Off"}
        </p>
        <p
          className={`mt-1 font-mono text-sm break-all select-all ${link.enabled ? "text-ink" : "text-muted line-through"}`}
        >
          {link.url}
        </p>
        <CopyButton text={link.url} />
      </div>
      <Form method="post" action={action} className="flex flex-col gap-4" {...formProps(form)}>
        <FormErrors form={form} />
        <div className="flex items-start gap-3">
          <input {...enabledProps} className="mt-1 size-5 accent-turquoise-deep" />
          <label htmlFor={fields.enabled.id} className="text-sm text-ink">
            <span className="font-bold text-navy">Let people join with the link</span>
            <span className="block text-muted">When it&apos;s off, the link shows a message instead.</span>
          </label>
        </div>
        <Field
          label="Only addresses at this domain (optional)"
          field={fields.domain}
          placeholder="example.com"
          autoCapitalize="none"
          spellCheck={false}
          hint="Leave empty to let any address join."
        />
        <div>
          <button
            type="submit"
            name="intent"
            value="join-link"
            className="btn btn-primary"
            disabled={busy("join-link")}
          >
            {busy("join-link") ? "Saving…" : "Save join link"}
          </button>
        </div>
      </Form>
      <Form method="post" action={action} {...formProps(newLinkForm)}>
        <button
          type="submit"
          name="intent"
          value="new-link"
          className="rounded-full border border-line px-4 py-2 text-sm font-bold text-navy hover:bg-mist"
          disabled={busy("new-link")}
        >
          {busy("new-link") ? "Making a new link…" : "Make a new link"}
        </button>
        <p className="mt-1 text-sm text-muted">The current link stops working at once.</p>
      </Form>
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  // Without JavaScript the link above is selectable text; the button needs the clipboard API.
  if (!hydrated) return null;
  return (
    <div className="mt-2 flex items-center gap-3">
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-bold text-navy ring-1 ring-line hover:bg-line"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied("yes"),
            () => setCopied("failed"),
          );
        }}
      >
        {copied === "yes" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        Copy link
      </button>
      <span role="status" className="text-sm text-muted">
        {copied === "yes" ? "Copied." : copied === "failed" ? "Couldn't copy: select the link instead." : ""}
      </span>
    </div>
  );
}
