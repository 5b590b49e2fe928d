import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "./single-line.ts";

/** The most lines a postal address may take on an invoice (street, district, city and postcode, region). */
export const ADDRESS_MAX_LINES = 5;

// Line breaks are allowed in an address, nothing else below U+0020 (a NUL or a form feed would end up in the PDF).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_ADDRESS_TEXT = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;

const oneLine = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).refine(isSingleLine, SINGLE_LINE_MESSAGE);

/**
 * What a buyer's invoices carry besides their name and e-mail: the company, its postal address and a
 * tax ID (VAT, GST, EIN…), as accounts-payable teams ask for. Every field is optional; an empty form
 * clears them. Invoices keep the details they were issued with (see `invoice.billing_address`).
 */
export const BillingDetailsFormSchema = z.object({
  companyName: oneLine(120, "Keep the company name under 120 characters").default(""),
  address: z
    .string()
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .pipe(
      z
        .string()
        .max(300, "Keep the address under 300 characters")
        .refine((value) => !NOT_ADDRESS_TEXT.test(value), "Use letters, numbers and punctuation only")
        .refine(
          (value) => value.split("\n").length <= ADDRESS_MAX_LINES,
          `Fit the address on ${ADDRESS_MAX_LINES} lines or fewer`,
        ),
    )
    .default(""),
  country: oneLine(60, "Keep the country under 60 characters").default(""),
  taxId: z
    .string()
    .trim()
    .toUpperCase()
    .max(30, "Keep the tax ID under 30 characters")
    .refine(
      (value) => value === "" || /^[A-Z0-9][A-Z0-9 .\-/]{1,29}$/.test(value),
      "Enter the tax ID as it is registered: letters, digits, spaces, dots, dashes or slashes",
    )
    .default(""),
});
export type BillingDetailsForm = z.infer<typeof BillingDetailsFormSchema>;

/** The "Billed to" block under the buyer's name: address lines, then the country, then the tax ID. */
export function billedToLines(details: { address?: string | null; country?: string | null; taxId?: string | null }) {
  return [
    ...(details.address ? details.address.split("\n") : []),
    ...(details.country ? [details.country] : []),
    ...(details.taxId ? [`Tax ID: ${details.taxId}`] : []),
  ];
}
