import type { SubmissionResult } from "@conform-to/react";
import { KeyRound, Receipt } from "lucide-react";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { z } from "zod";
import { Field, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { actionError, formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { isValidDomain } from "~/core/teams.ts";
import type { Route } from "./+types/team";
import { formatUtcDate } from "~/core/format.ts";

const SeatsSchema = z.object({
  seats: z.coerce
    .number({ error: "Enter the seats of the contract." })
    .int("Enter a whole number of seats.")
    .min(1, "A team needs at least one seat.")
    .max(100_000, "Enter at most 100,000 seats."),
});
const ContractSchema = z.object({
  contractEnd: z
    .string({ error: "Enter the contract's end date." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the contract's end date as YYYY-MM-DD."),
});
const InvoiceSchema = SeatsSchema.extend({
  seatPrice: z
    .string({ error: "Enter the annual price of one seat." })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter the annual price of one seat in dollars, like 300 or 299.50."),
});
const SsoSchema = z.object({
  issuer: z
    .string({ error: "Enter the provider's issuer URL." })
    .trim()
    .url("Enter the provider's issuer URL, starting with https://."),
  clientId: z.string({ error: "Enter the client id." }).trim().min(1, "Enter the client id.").max(255),
  // Write-only: empty keeps the stored secret.
  clientSecret: z.string().trim().max(1024).optional(),
  domain: z
    .string({ error: "Enter the company's e-mail domain." })
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^@/, ""))
    .refine(isValidDomain, "Enter the company's e-mail domain, like example.com."),
});

type Intent = "seats" | "contract" | "invoice" | "sso";
const SAVED: Record<string, string> = {
  created: "Team created, and its invoice issued to the admin.",
  seats: "Seats saved.",
  contract: "Contract end saved.",
  invoice: "Invoice issued to the team's admin.",
  paid: "Invoice marked paid.",
  sso: "Single sign-on saved.",
  "sso-off": "Single sign-on turned off.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const team = await orHttpError(getAppContext(context).services.enterpriseTeams.detail(staff, params.id));
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    redirectUri: `${getAppContext(context).env.siteUrl.replace(/\/$/, "")}/api/auth/sso/callback`,
    saved: saved && SAVED[saved] ? SAVED[saved] : null,
    team: {
      ...team,
      contractEnd: team.contractEndsAt ? formatUtcDate(team.contractEndsAt) : null,
      contractEndDay: team.contractEndsAt ? team.contractEndsAt.toISOString().slice(0, 10) : "",
      contractEndsAt: undefined,
      invoices: team.invoices.map((i) => ({
        id: i.id,
        number: i.number,
        status: i.status,
        amount: i.amount,
        issued: formatUtcDate(i.issuedAt),
        due: i.dueAt ? formatUtcDate(i.dueAt) : null,
        paid: i.paidAt ? formatUtcDate(i.paidAt) : null,
      })),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { enterpriseTeams, teamSso, publishing } = getAppContext(context).services;
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const done = async (what: string, summary: string) => {
    await publishing.recordAudit(staff, `team-${what}`, "team", params.id, summary);
    return redirect(`/admin/teams/${params.id}?saved=${what}`);
  };
  const reply = <S extends z.ZodType>(schema: S, work: (value: z.output<S>) => Promise<Response>) => {
    const submission = parseForm(formData, schema);
    // The client secret is write-only: never echoed back into the form.
    const options = { extra: { intent }, hideFields: ["clientSecret"] };
    if (submission.status !== "success") return formInvalid(submission, options);
    return work(submission.value as z.output<S>).catch((error: unknown) => formFailure(submission, error, options));
  };
  switch (intent) {
    case "seats":
      return reply(SeatsSchema, async ({ seats }) => {
        await enterpriseTeams.setSeats(staff, params.id, seats);
        return done("seats", `Set seats of team ${params.id} to ${seats}`);
      });
    case "contract":
      return reply(ContractSchema, async ({ contractEnd }) => {
        await enterpriseTeams.setContractEnd(staff, params.id, contractEnd);
        return done("contract", `Set the contract of team ${params.id} to end ${contractEnd}`);
      });
    case "invoice":
      return reply(InvoiceSchema, async ({ seats, seatPrice }) => {
        const invoice = await enterpriseTeams.issueTeamInvoice(staff, params.id, {
          seats,
          seatPriceMinor: Math.round(Number(seatPrice) * 100),
        });
        return done("invoice", `Issued invoice ${invoice.number} to team ${params.id}`);
      });
    case "sso":
      return reply(SsoSchema, async (value) => {
        await teamSso.configure(staff, params.id, { ...value, clientSecret: value.clientSecret ?? "" });
        return done("sso", `Set single sign-on of team ${params.id} to ${value.issuer} for ${value.domain}`);
      });
    case "paid":
    case "sso-off":
      try {
        if (intent === "paid") {
          const invoiceId = String(formData.get("invoiceId") ?? "");
          const { number } = await enterpriseTeams.markInvoicePaid(staff, params.id, invoiceId);
          return await done("paid", `Marked invoice ${number} of team ${params.id} paid`);
        }
        await teamSso.disable(staff, params.id);
        return await done("sso-off", `Turned off single sign-on of team ${params.id}`);
      } catch (error) {
        return actionError(error, { intent });
      }
    default:
      return data({ intent, message: "Choose what to change." }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.team.name ?? "Team"} | Staff area` },
];

type LastResult = SubmissionResult<string[]> | undefined;

export default function TeamPage({ loaderData: { team, saved, redirectUri }, actionData }: Route.ComponentProps) {
  const resultFor = (intent: Intent): LastResult =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : undefined;
  const invoiced = team.billing === "invoice";
  // A new key after each save (a navigation): the forms start again from what was saved, and the
  // client secret typed into the field does not stay in the page.
  const { key } = useLocation();
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/teams" className="underline">
          Teams
        </Link>
      </p>
      <h1 className="font-display text-3xl font-bold text-navy">{team.name}</h1>
      <p className="mt-1 text-sm text-muted">
        {invoiced ? "Enterprise team, billed by invoice" : "Team billed by card (its seats follow its subscription)"} ·{" "}
        {team.active} of {team.seats} seats used
        {team.waiting > 0 ? ` · ${team.waiting} waiting for a seat` : ""}
        {team.admins.length > 0 ? ` · admin ${team.admins.map((a) => a.email).join(", ")}` : ""}
      </p>
      {saved && !actionData && (
        <div className="mt-4">
          <FormNotice>{saved}</FormNotice>
        </div>
      )}
      {actionData && "message" in actionData && (
        <p role="alert" className="mt-4 font-bold text-red-700">
          {actionData.message}
        </p>
      )}

      {invoiced && (
        <section aria-labelledby="contract-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="contract-heading" className="font-display text-xl font-bold text-navy">
            Contract
          </h2>
          <p className="mt-1 text-sm">
            {team.contractEnd ? `Members have premium access until ${team.contractEnd}.` : "No contract end is set."}
          </p>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <SeatsForm key={`seats-${key}`} seats={team.seats} lastResult={resultFor("seats")} />
            <ContractForm
              key={`contract-${key}`}
              contractEnd={team.contractEndDay}
              lastResult={resultFor("contract")}
            />
          </div>
        </section>
      )}

      {invoiced && (
        <section aria-labelledby="invoices-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="invoices-heading" className="flex items-center gap-2 font-display text-xl font-bold text-navy">
            <Receipt aria-hidden className="size-5" /> Invoices
          </h2>
          {team.invoices.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No invoices yet.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-line text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className="p-2">
                      Number
                    </th>
                    <th scope="col" className="p-2">
                      Amount
                    </th>
                    <th scope="col" className="p-2">
                      Issued
                    </th>
                    <th scope="col" className="p-2">
                      Status
                    </th>
                    <th scope="col" className="p-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {team.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td className="p-2 font-bold whitespace-nowrap text-navy">{invoice.number}</td>
                      <td className="p-2">{invoice.amount}</td>
                      <td className="p-2 whitespace-nowrap">{invoice.issued}</td>
                      <td className="p-2">
                        {invoice.status === "open"
                          ? `Open, due ${invoice.due ?? "on receipt"}`
                          : invoice.status === "paid"
                            ? `Paid ${invoice.paid ?? ""}`
                            : invoice.status}
                      </td>
                      <td className="p-2 text-right">
                        {invoice.status === "open" && (
                          <Form method="post">
                            <input type="hidden" name="intent" value="paid" />
                            <input type="hidden" name="invoiceId" value={invoice.id} />
                            <SubmitButton busyLabel="Saving…" className="btn btn-outline text-navy">
                              Mark {invoice.number} paid
                            </SubmitButton>
                          </Form>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <InvoiceForm key={`invoice-${key}`} seats={team.seats} lastResult={resultFor("invoice")} />
        </section>
      )}

      <section aria-labelledby="sso-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="sso-heading" className="flex items-center gap-2 font-display text-xl font-bold text-navy">
          <KeyRound aria-hidden className="size-5" /> Single sign-on
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          People whose e-mail is at the domain sign in through the team's own OpenID Connect provider and join the team.
          Register this redirect URI with the provider: <code className="break-all">{redirectUri}</code>
        </p>
        <SsoForm key={`sso-${key}`} sso={team.sso} lastResult={resultFor("sso")} />
        {team.sso.domain && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="sso-off" />
            <SubmitButton busyLabel="Turning off…" className="btn btn-outline text-navy">
              Turn off single sign-on
            </SubmitButton>
          </Form>
        )}
      </section>
    </>
  );
}

function SeatsForm({ seats, lastResult }: { seats: number; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(SeatsSchema, {
    id: "seats",
    lastResult,
    defaultValue: { seats: String(seats) },
  });
  return (
    <Form method="post" className="flex flex-col gap-3" {...formProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="seats" />
      <Field label="Seats by contract" field={fields.seats} type="number" min={1} inputMode="numeric" required />
      <div>
        <SubmitButton busyLabel="Saving…" className="btn btn-dark" name="intent" value="seats">
          Save seats
        </SubmitButton>
      </div>
    </Form>
  );
}

function ContractForm({ contractEnd, lastResult }: { contractEnd: string; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(ContractSchema, {
    id: "contract",
    lastResult,
    defaultValue: { contractEnd },
  });
  return (
    <Form method="post" className="flex flex-col gap-3" {...formProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="contract" />
      <Field label="Contract ends" field={fields.contractEnd} type="date" required />
      <div>
        <SubmitButton busyLabel="Saving…" className="btn btn-dark" name="intent" value="contract">
          Save contract end
        </SubmitButton>
      </div>
    </Form>
  );
}

function InvoiceForm({ seats, lastResult }: { seats: number; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(InvoiceSchema, {
    id: "invoice",
    lastResult,
    defaultValue: { seats: String(seats), seatPrice: "" },
  });
  return (
    <Form method="post" className="mt-5 flex flex-col gap-3 border-t border-line pt-4" {...formProps(form)}>
      <h3 className="font-bold text-navy">Issue another invoice</h3>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="invoice" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Seats to invoice" field={fields.seats} type="number" min={1} inputMode="numeric" required />
        <Field label="Annual price per seat (USD)" field={fields.seatPrice} inputMode="decimal" required />
      </div>
      <div>
        <SubmitButton busyLabel="Issuing…" className="btn btn-dark" name="intent" value="invoice">
          Issue invoice
        </SubmitButton>
      </div>
    </Form>
  );
}

function SsoForm({
  sso,
  lastResult,
}: {
  sso: { issuer: string | null; clientId: string | null; domain: string | null; hasSecret: boolean };
  lastResult: LastResult;
}) {
  const [form, fields] = useSchemaForm(SsoSchema, {
    id: "sso",
    lastResult,
    defaultValue: {
      issuer: sso.issuer ?? "",
      clientId: sso.clientId ?? "",
      domain: sso.domain ?? "",
      clientSecret: "",
    },
  });
  return (
    <Form method="post" className="mt-4 flex max-w-xl flex-col gap-3" {...formProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="sso" />
      <Field label="Issuer URL" field={fields.issuer} type="url" placeholder="https://login.example.com" required />
      <Field label="Client id" field={fields.clientId} autoComplete="off" required />
      <Field
        label="Client secret"
        field={fields.clientSecret}
        type="password"
        autoComplete="new-password"
        hint={
          sso.hasSecret
            ? "A secret is saved (it is never shown). Leave this empty to keep it, or enter a new one."
            : "Kept encrypted; it is never shown again."
        }
      />
      <Field
        label="E-mail domain"
        field={fields.domain}
        placeholder="example.com"
        hint="Everyone whose address is at this domain signs in through this provider."
        required
      />
      <div>
        <SubmitButton busyLabel="Saving…" className="btn btn-dark" name="intent" value="sso">
          Save single sign-on
        </SubmitButton>
      </div>
    </Form>
  );
}
