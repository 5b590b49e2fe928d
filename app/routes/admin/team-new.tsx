import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Field, FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { ENTERPRISE_INVOICE_DUE_DAYS, isPlausibleEmail, TeamNameSchema } from "~/core/teams.ts";
import type { Route } from "./+types/team-new";

/** The enterprise contract form; the service checks the same rules again (server/domain/teams/enterprise.ts). */
const NewEnterpriseTeamSchema = z.object({
  leadId: z.string().trim().max(64).optional(),
  name: TeamNameSchema,
  adminEmail: z
    .string({ error: "Enter the admin's e-mail address." })
    .trim()
    .toLowerCase()
    .refine(isPlausibleEmail, "Enter the admin's e-mail address."),
  seats: z.coerce
    .number({ error: "Enter the seats of the contract." })
    .int("Enter a whole number of seats.")
    .min(1, "A team needs at least one seat.")
    .max(100_000, "Enter at most 100,000 seats."),
  contractEnd: z
    .string({ error: "Enter the contract's end date." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the contract's end date as YYYY-MM-DD."),
  seatPrice: z
    .string({ error: "Enter the annual price of one seat." })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter the annual price of one seat in dollars, like 300 or 299.50."),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const leadId = new URL(request.url).searchParams.get("lead");
  const lead = leadId
    ? await orHttpError(getAppContext(context).services.enterpriseTeams.leadPrefill(staff, leadId))
    : null;
  // A year from today, as contracts usually run.
  const nextYear = new Date();
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  return { lead, defaultEnd: nextYear.toISOString().slice(0, 10) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { enterpriseTeams, publishing } = getAppContext(context).services;
  const submission = parseForm(await readFormData(request), NewEnterpriseTeamSchema);
  if (submission.status !== "success") return formInvalid(submission);
  const { seatPrice, leadId, ...input } = submission.value;
  try {
    const { teamId, invoice } = await enterpriseTeams.create(staff, {
      ...input,
      leadId: leadId || null,
      seatPriceMinor: Math.round(Number(seatPrice) * 100),
    });
    await publishing.recordAudit(
      staff,
      "team-create",
      "team",
      teamId,
      `Created enterprise team ${input.name} (${input.seats} seats, invoice ${invoice.number})`,
    );
    return redirect(`/admin/teams/${teamId}?saved=created`);
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const meta: Route.MetaFunction = () => [{ title: "New enterprise team | Staff area" }];

export default function NewTeamPage({ loaderData: { lead, defaultEnd }, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(NewEnterpriseTeamSchema, {
    lastResult: actionData?.result,
    defaultValue: {
      leadId: lead?.leadId ?? "",
      name: lead?.name ?? "",
      adminEmail: lead?.adminEmail ?? "",
      seats: lead?.seats ? String(lead.seats) : "",
      contractEnd: defaultEnd,
      seatPrice: "",
    },
  });
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/teams" className="underline">
          Teams
        </Link>
      </p>
      <h1 className="font-display text-3xl font-bold text-navy">New enterprise team</h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        The team is billed by invoice: seats by contract until its end date. Its admin must already have a Maven
        account; they become its first member. The invoice (seats × the annual seat price) is issued now and is due{" "}
        {ENTERPRISE_INVOICE_DUE_DAYS} days later.
      </p>
      {lead && (
        <p className="mt-3 text-sm">
          From the enterprise request of {lead.contactName} (
          <Link to={`/admin/leads/${lead.leadId}`} className="underline">
            see the request
          </Link>
          ).
        </p>
      )}
      <Form
        method="post"
        className="mt-6 flex max-w-xl flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
        {...formProps(form)}
      >
        <FormErrors form={form} />
        <input type="hidden" name={fields.leadId.name} value={lead?.leadId ?? ""} />
        <Field label="Team name" field={fields.name} autoComplete="organization" required />
        <Field
          label="Admin's e-mail"
          field={fields.adminEmail}
          type="email"
          required
          hint="An existing account. If they have none yet, ask them to sign up first."
        />
        <Field label="Seats by contract" field={fields.seats} type="number" min={1} inputMode="numeric" required />
        <Field label="Contract ends" field={fields.contractEnd} type="date" required />
        <Field
          label="Annual price per seat (USD)"
          field={fields.seatPrice}
          inputMode="decimal"
          required
          hint="Before tax, like 300 or 299.50."
        />
        <div>
          <SubmitButton busyLabel="Creating…">Create team and invoice</SubmitButton>
        </div>
      </Form>
    </>
  );
}
