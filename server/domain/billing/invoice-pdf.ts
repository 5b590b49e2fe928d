/**
 * An invoice or credit note as a PDF, made on the server with pdfkit (issue 15). The standard
 * Helvetica fonts keep it small and need no font files; the text stays selectable and searchable.
 */
import PDFDocument from "pdfkit";
import { formatMoney } from "~/core/money.ts";
import { formatDate } from "~/core/format.ts";
import { billedToLines } from "~/core/billing-details.ts";
import type { invoices } from "~/db/schema/commerce.ts";

type InvoiceRow = typeof invoices.$inferSelect;

const NAVY = "#0b1f33";
const MUTED = "#4d5b6a";
const LINE = "#d5dde4";

const STATUS_WORDS: Record<InvoiceRow["status"], string> = {
  paid: "Paid",
  open: "Due",
  void: "Void",
  refunded: "Refunded",
  uncollectible: "Unpaid",
};

export function invoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `${invoice.kind === "credit_note" ? "Credit note" : "Invoice"} ${invoice.number}`,
      Author: "Maven Analytics",
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  doc.font("Helvetica-Bold").fontSize(22).fillColor(NAVY).text("Maven Analytics", left, 56);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text("Online learning for data analytics · mavenanalytics.io");
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(NAVY)
    .text(invoice.kind === "credit_note" ? "CREDIT NOTE" : "INVOICE", left, 56, { width, align: "right" });

  doc.moveDown(3);
  const top = doc.y;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(NAVY).text("Billed to", left, top);
  doc.font("Helvetica").fillColor("#1b2733");
  // The left half: a long company or address line wraps there instead of running under the meta column.
  const billedTo = { width: width / 2 - 16 };
  if (invoice.billingCompany) doc.font("Helvetica-Bold").text(invoice.billingCompany, billedTo).font("Helvetica");
  if (invoice.billingName)
    doc.text(invoice.billingCompany ? `Attn: ${invoice.billingName}` : invoice.billingName, billedTo);
  if (invoice.billingEmail) doc.text(invoice.billingEmail, billedTo);
  for (const line of billedToLines({ address: invoice.billingAddress, taxId: invoice.billingTaxId }))
    doc.text(line, billedTo);
  const meta: [string, string][] = [
    ["Number", invoice.number],
    ["Date", formatDate(invoice.issuedAt)],
    ["Status", STATUS_WORDS[invoice.status]],
    ...(invoice.paidAt ? ([["Paid on", formatDate(invoice.paidAt)]] as [string, string][]) : []),
    ...(invoice.status === "open" && invoice.dueAt
      ? ([["Due by", formatDate(invoice.dueAt)]] as [string, string][])
      : []),
    ...(invoice.cardLast4
      ? ([["Paid with", `${(invoice.cardBrand ?? "card").toUpperCase()} ending ${invoice.cardLast4}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  let y = top;
  for (const [label, value] of meta) {
    doc
      .font("Helvetica")
      .fillColor(MUTED)
      .text(label, left + width / 2, y, { width: width / 4 });
    doc
      .font("Helvetica-Bold")
      .fillColor(NAVY)
      .text(value, left + (3 * width) / 4, y, { width: width / 4, align: "right" });
    y += 16;
  }

  doc.y = Math.max(doc.y, y) + 28;
  const columns = { description: left, qty: left + width * 0.6, unit: left + width * 0.7, amount: left + width * 0.85 };
  const header = doc.y;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED);
  doc.text("DESCRIPTION", columns.description, header);
  doc.text("QTY", columns.qty, header, { width: width * 0.1, align: "right" });
  doc.text("UNIT", columns.unit, header, { width: width * 0.15, align: "right" });
  doc.text("AMOUNT", columns.amount, header, { width: width * 0.15, align: "right" });
  doc
    .moveTo(left, header + 14)
    .lineTo(right, header + 14)
    .strokeColor(LINE)
    .stroke();
  y = header + 22;
  doc.font("Helvetica").fontSize(10).fillColor("#1b2733");
  for (const line of invoice.lines) {
    const period =
      line.periodStart && line.periodEnd ? `\n${formatDate(line.periodStart)} to ${formatDate(line.periodEnd)}` : "";
    doc.text(`${line.description}${period}`, columns.description, y, { width: width * 0.58 });
    const rowBottom = doc.y;
    doc.text(String(line.quantity), columns.qty, y, { width: width * 0.1, align: "right" });
    doc.text(money(line.unitAmount), columns.unit, y, { width: width * 0.15, align: "right" });
    doc.text(money(line.amount), columns.amount, y, { width: width * 0.15, align: "right" });
    y = Math.max(rowBottom, doc.y) + 10;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor(LINE).stroke();
  y += 12;
  const totals: [string, string, boolean][] = [
    ["Subtotal", money(invoice.subtotal), false],
    ...(invoice.discount
      ? ([
          [
            invoice.discountLabel ? `Discount (${invoice.discountLabel})` : "Discount",
            `-${money(invoice.discount)}`,
            false,
          ],
        ] as [string, string, boolean][])
      : []),
    [invoice.kind === "credit_note" ? "Total refunded" : "Total", money(invoice.amountMinor), true],
    ...(invoice.status === "paid" && invoice.kind === "invoice"
      ? ([["Amount paid", money(invoice.amountMinor), false]] as [string, string, boolean][])
      : []),
  ];
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(strong ? 12 : 10)
      .fillColor(NAVY);
    // Wide enough for a named discount ("Discount (WELCOME20: 20% off the first period)") on one line.
    const labelWidth = width * 0.6;
    doc.text(label, columns.amount - labelWidth - 8, y, { width: labelWidth, align: "right" });
    const labelBottom = doc.y;
    doc.text(value, columns.amount, y, { width: width * 0.15, align: "right" });
    y = Math.max(labelBottom, doc.y) + (strong ? 8 : 4);
  }

  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      "Questions about this invoice? Reply to your receipt email or write to billing@mavenanalytics.io.",
      left,
      doc.page.height - doc.page.margins.bottom - 24,
      { width, align: "center" },
    );
  doc.end();
  return done;
}
