import { Download, ReceiptText } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
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
  const invoices = await orHttpError(getAppContext(context).services.billing.invoices(viewer));
  return { invoices };
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

export default function InvoicesPage({ loaderData: { invoices } }: Route.ComponentProps) {
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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your invoices, newest first</caption>
            <thead className="bg-mist text-navy">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Invoice
                </th>
                <th scope="col" className="px-4 py-3">
                  Description
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="px-4 py-3">
                    <time dateTime={invoice.issuedAt.toISOString()}>{formatDate(invoice.issuedAt)}</time>
                  </td>
                  <td className="px-4 py-3 font-mono">
                    <Link
                      to={href("/dashboard/account/invoices/:id", { id: invoice.id })}
                      className="font-bold text-navy underline"
                    >
                      {invoice.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{invoice.description}</td>
                  <td className="px-4 py-3 text-right">
                    {invoice.kind === "credit_note" ? "−" : ""}
                    {formatMoney(invoice.amountMinor, invoice.currency)}
                  </td>
                  <td className="px-4 py-3">{STATUS_LABEL[invoice.status]}</td>
                  <td className="px-4 py-3">
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
    </div>
  );
}
