import { Download } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { billedToLines } from "~/core/billing-details.ts";
import { formatMoney } from "~/core/money.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/invoice";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const invoice = await orHttpError(getAppContext(context).services.billing.invoice(viewer, params.id));
  return {
    invoice: {
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      status: invoice.status,
      issuedAt: invoice.issuedAt,
      paidAt: invoice.paidAt,
      dueAt: invoice.dueAt,
      lines: invoice.lines,
      subtotal: invoice.subtotal,
      discount: invoice.discount,
      total: invoice.amountMinor,
      currency: invoice.currency,
      billingName: invoice.billingName,
      billingEmail: invoice.billingEmail,
      billingCompany: invoice.billingCompany,
      billedTo: billedToLines({ address: invoice.billingAddress, taxId: invoice.billingTaxId }),
      discountLabel: invoice.discountLabel,
      card: invoice.cardLast4 ? `${(invoice.cardBrand ?? "card").toUpperCase()} ending ${invoice.cardLast4}` : null,
    },
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data }) => {
    const d = data as Awaited<ReturnType<typeof loader>> | undefined;
    return d ? { label: d.invoice.number, url: `/dashboard/account/invoices/${d.invoice.id}` } : null;
  },
};

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Invoice ${data.invoice.number}` : "Invoice"} | Maven Analytics` },
  { name: "robots", content: "noindex" },
];

const STATUS = { paid: "Paid", open: "Due", void: "Void", refunded: "Refunded", uncollectible: "Unpaid" } as const;

export default function InvoicePage({ loaderData: { invoice } }: Route.ComponentProps) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-black tracking-widest text-muted uppercase">
            {invoice.kind === "credit_note" ? "Credit note" : "Invoice"}
          </p>
          <h1 className="font-display text-3xl font-bold text-navy">{invoice.number}</h1>
          <p className="mt-1 text-muted">
            {formatDate(invoice.issuedAt)} · {STATUS[invoice.status]}
            {invoice.paidAt ? ` on ${formatDate(invoice.paidAt)}` : ""}
            {invoice.status === "open" && invoice.dueAt ? ` by ${formatDate(invoice.dueAt)}` : ""}
            {invoice.card ? ` · ${invoice.card}` : ""}
          </p>
        </div>
        <a href={href("/dashboard/account/invoices/:id/pdf", { id: invoice.id })} download className="btn btn-dark">
          <Download aria-hidden className="size-4" /> Download PDF
        </a>
      </header>
      <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lines of invoice {invoice.number}</caption>
          <thead className="bg-mist text-navy">
            <tr>
              <th scope="col" className="px-4 py-3">
                Description
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Qty
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Unit price
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td className="px-4 py-3">
                  <span className="block font-bold text-navy">{line.description}</span>
                  {line.periodStart && line.periodEnd && (
                    <span className="block text-muted">
                      {formatDate(line.periodStart)} to {formatDate(line.periodEnd)}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-right">{line.quantity}</td>
                <td className="px-4 py-3 text-right">{money(line.unitAmount)}</td>
                <td className="px-4 py-3 text-right">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-line">
            <tr>
              <th scope="row" colSpan={3} className="px-4 pt-3 text-right font-normal text-muted">
                Subtotal
              </th>
              <td className="px-4 pt-3 text-right">{money(invoice.subtotal)}</td>
            </tr>
            {invoice.discount > 0 && (
              <tr>
                <th scope="row" colSpan={3} className="px-4 pt-2 text-right font-normal text-muted">
                  {invoice.discountLabel ? `Discount (${invoice.discountLabel})` : "Discount"}
                </th>
                <td className="px-4 pt-2 text-right">−{money(invoice.discount)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-3 text-right font-bold text-navy">
                Total
              </th>
              <td className="px-4 py-3 text-right font-bold text-navy">{money(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <section aria-labelledby="billed-to-title" className="text-sm">
          <h2 id="billed-to-title" className="font-bold text-navy">
            Billed to
          </h2>
          <address className="mt-1 text-muted not-italic">
            {invoice.billingCompany && <span className="block font-bold text-navy">{invoice.billingCompany}</span>}
            <span className="block">
              {invoice.billingCompany && invoice.billingName ? "Attn: " : ""}
              {invoice.billingName ?? "You"}
              {invoice.billingEmail ? ` (${invoice.billingEmail})` : ""}
            </span>
            {invoice.billedTo.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
        <p className="text-sm text-muted">
          Need your company or tax ID on future invoices?{" "}
          <Link
            to={`${href("/dashboard/account/invoices")}#billing-details-title`}
            className="font-bold text-navy underline"
          >
            Edit billing details
          </Link>
          {" · "}
          <Link to={href("/dashboard/account/invoices")} className="font-bold text-navy underline">
            All invoices
          </Link>
        </p>
      </div>
    </div>
  );
}
