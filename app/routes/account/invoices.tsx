import type { SubmissionResult } from "@conform-to/react";
import { Download, ReceiptText } from "lucide-react";
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormErrors, FormNotice, formProps, TextArea } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { ADDRESS_MAX_LINES, BillingDetailsFormSchema } from "~/core/billing-details.ts";
import { formatDate } from "~/core/format.ts";
import { formatMoney } from "~/core/money.ts";
import type { Route } from "./+types/invoices";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Invoices", url: "/dashboard/account/invoices" } };

export const meta: Route.MetaFunction = () => [
  { title: "Invoices | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const billing = getAppContext(context).services.billing;
  const [invoices, details] = await Promise.all([
    orHttpError(billing.invoices(viewer)),
    orHttpError(billing.billingDetails(viewer)),
  ]);
  return { invoices, details, saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const submission = parseForm(await readFormData(request), BillingDetailsFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    await getAppContext(context).services.billing.saveBillingDetails(viewer, submission.payload);
  } catch (error) {
    return formFailure(submission, error);
  }
  return redirect(`${href("/dashboard/account/invoices")}?saved#billing-details-title`);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const STATUS_LABEL = {
  paid: "Paid",
  open: "Due",
  void: "Void",
  refunded: "Refunded",
  uncollectible: "Unpaid",
} as const;

function BillingDetailsCard({
  details,
  saved,
  lastResult,
}: {
  details: Route.ComponentProps["loaderData"]["details"];
  saved: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(BillingDetailsFormSchema, { id: "billing-details", lastResult });
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="billing-details-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="billing-details-title" className="text-xl font-bold text-navy">
        Details on your invoices
      </h2>
      <p className="mt-1 max-w-2xl text-muted">
        Add your company, its address and a tax ID (VAT, GST or EIN) if your finance team needs them. They appear on
        invoices issued from now on; invoices already issued keep the details they were issued with.
      </p>
      {saved && !lastResult && (
        <div className="mt-4">
          <FormNotice>Your billing details are saved. Your next invoice will carry them.</FormNotice>
        </div>
      )}
      <Form method="post" className="mt-5 grid gap-4 md:grid-cols-2" {...formProps(form)}>
        <div className="md:col-span-2">
          <FormErrors form={form} />
        </div>
        <Field
          label="Company name"
          field={fields.companyName}
          defaultValue={details.companyName}
          autoComplete="organization"
          maxLength={120}
        />
        <Field
          label="Tax ID"
          hint="As registered, for example GB123456789 or 12-3456789."
          field={fields.taxId}
          defaultValue={details.taxId}
          autoComplete="off"
          maxLength={30}
        />
        <TextArea
          label="Address"
          hint={`Street, city and postcode, on up to ${ADDRESS_MAX_LINES} lines.`}
          field={fields.address}
          defaultValue={details.address}
          autoComplete="street-address"
          rows={4}
          maxLength={300}
        />
        <Field
          label="Country"
          field={fields.country}
          defaultValue={details.country}
          autoComplete="country-name"
          maxLength={60}
        />
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Saving…" : "Save billing details"}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function InvoicesPage({ loaderData: { invoices, details, saved }, actionData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Invoices</h1>
        <p className="mt-1 text-muted">Every charge and refund for your plan, with a PDF copy of each.</p>
      </header>
      {invoices.length === 0 ? (
        <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-mist px-6 py-12 text-center">
          <ReceiptText aria-hidden className="size-10 text-turquoise-deep" />
          <h2 className="mt-3 text-xl font-bold text-navy">No invoices yet</h2>
          <p className="mt-1 max-w-md text-muted">When you pay for a plan, each invoice appears here.</p>
        </section>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-line">
          {/* At phone width the date, description and status go under the invoice number, so the
              amount and the PDF link stay on screen instead of in a sideways-scrolling table. */}
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your invoices, newest first</caption>
            <thead className="bg-mist text-navy">
              <tr>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Date
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Invoice
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Description
                </th>
                <th scope="col" className="px-3 py-3 text-right sm:px-4">
                  Amount
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Status
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  <span className="sr-only">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <time dateTime={invoice.issuedAt.toISOString()}>{formatDate(invoice.issuedAt)}</time>
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <Link
                      to={href("/dashboard/account/invoices/:id", { id: invoice.id })}
                      className="font-mono font-bold whitespace-nowrap text-navy underline"
                    >
                      {invoice.number}
                    </Link>
                    <span className="mt-1 block text-muted sm:hidden">
                      <time dateTime={invoice.issuedAt.toISOString()}>{formatDate(invoice.issuedAt)}</time> ·{" "}
                      {STATUS_LABEL[invoice.status]}
                      <span className="block">{invoice.description}</span>
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">{invoice.description}</td>
                  <td className="px-3 py-3 text-right whitespace-nowrap sm:px-4">
                    {invoice.kind === "credit_note" ? "−" : ""}
                    {formatMoney(invoice.amountMinor, invoice.currency)}
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">{STATUS_LABEL[invoice.status]}</td>
                  <td className="px-3 py-3 sm:px-4">
                    <a
                      href={href("/dashboard/account/invoices/:id/pdf", { id: invoice.id })}
                      download
                      className="inline-flex items-center gap-1 font-bold text-navy underline"
                    >
                      <Download aria-hidden className="size-4" /> PDF
                      <span className="sr-only"> of invoice {invoice.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BillingDetailsCard details={details} saved={saved} lastResult={actionData?.result ?? null} />
    </div>
  );
}
