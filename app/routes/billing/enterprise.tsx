import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ErrorSummary, Field, formProps, TextArea } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { AuthHeading, SubmitButton } from "~/app/features/auth/fields.tsx";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { EnterpriseFormSchema } from "~/core/billing.ts";
import type { Route } from "./+types/enterprise";

export const meta: Route.MetaFunction = () => [
  { title: "Talk to sales | Maven Analytics" },
  {
    name: "description",
    content: "Tell us about your organization and we'll set up Maven Analytics for your whole team.",
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = getAppContext(context);
  const viewer = await getViewer(context);
  const submission = parseForm(await readFormData(request), EnterpriseFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    const { id } = await services.billing.enterpriseRequest(submission.value, {
      ip: clientIp,
      userId: viewer?.userId ?? null,
    });
    // A honeypot catch gets the same answer, so a bot learns nothing.
    return redirect(id ? `${href("/signup/enterprise/confirm")}?request=${id}` : href("/"));
  } catch (error) {
    return formFailure(submission, error);
  }
}

export default function EnterprisePage({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(EnterpriseFormSchema, { lastResult: actionData?.result });
  return (
    <>
      <AuthHeading
        title="Talk to our team"
        intro="Enterprise brings invoiced billing, single sign-on and a dedicated success manager. Tell us a little about your organization and we'll reply within one business day."
      />
      <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
        <ErrorSummary
          form={form}
          fields={[
            { field: fields.organisation, label: "Organization" },
            { field: fields.name, label: "Your name" },
            { field: fields.email, label: "Work email" },
            { field: fields.seats, label: "How many people will learn?" },
            { field: fields.needs, label: "What do you need?" },
          ]}
        />
        <Field label="Organization" field={fields.organisation} autoComplete="organization" required />
        <Field label="Your name" field={fields.name} autoComplete="name" required />
        <Field label="Work email" field={fields.email} type="email" autoComplete="email" required />
        <Field
          label="How many people will learn?"
          field={fields.seats}
          type="number"
          inputMode="numeric"
          min={1}
          required
        />
        <TextArea
          label="What do you need?"
          hint="Optional: skills to build, tools you use, timelines, single sign-on."
          field={fields.needs}
          rows={4}
        />
        {/* A honeypot: hidden from people and their assistive technology, filled in by bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
          <label>
            Website
            <input type="text" name={fields.website.name} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <SubmitButton busyLabel="Sending…">Send request</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Buying for a smaller team?{" "}
        <Link to={`${href("/signup/checkout")}?plan=teams-annual`} className="font-bold text-navy underline">
          Buy Maven Teams online
        </Link>
      </p>
    </>
  );
}
