import { Form, Link } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, FormNotice, formProps, SelectField, TextArea } from "~/app/components/ui/field.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { InquiryFormSchema, TEAM_SIZES } from "~/core/publishing.ts";
import { Honeypot } from "./honeypot.tsx";
import { SubmitButton } from "./submit-button.tsx";

export type InquiryActionData = { sent: true; email: string } | { result: SubmissionResult<string[]> } | undefined;

/** The consulting and training inquiry form (one schema, one lead kind per page). */
export function InquiryForm({
  actionData,
  messageLabel,
  submitLabel,
}: {
  actionData: InquiryActionData;
  messageLabel: string;
  submitLabel: string;
}) {
  const [form, fields] = useSchemaForm(InquiryFormSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });
  if (actionData && "sent" in actionData) {
    return (
      <FormNotice>
        Thank you. Your inquiry is with our business team and a confirmation is on its way to{" "}
        <strong>{actionData.email}</strong>. We reply within two working days to set up a first call.
      </FormNotice>
    );
  }
  return (
    <Form method="post" className="relative flex flex-col gap-5" {...formProps(form)}>
      <FormErrors form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" field={fields.name} autoComplete="name" required />
        <Field label="Work email" field={fields.email} type="email" autoComplete="email" required />
        <Field label="Organization" field={fields.organisation} autoComplete="organization" required />
        <SelectField
          label="People involved"
          field={fields.teamSize}
          placeholder="Choose a size"
          options={TEAM_SIZES.map((s) => ({ value: s, label: `${s} people` }))}
          required
        />
      </div>
      <TextArea label={messageLabel} field={fields.message} rows={6} required />
      <Honeypot />
      <p className="text-sm text-muted">
        We use these details only to answer your inquiry; see our{" "}
        <Link to="/privacy-policy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
      <div>
        <SubmitButton busyLabel="Sending…">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
