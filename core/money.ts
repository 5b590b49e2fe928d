/**
 * Amounts in integer minor units as people read them. Its own module, free of zod, so pages that only
 * show prices (pricing, invoices) do not ship the form schemas of core/billing.ts.
 */

const CURRENCY_FORMATS = new Map<string, Intl.NumberFormat>();

/** "$39.00" from 3900 and "usd". */
export function formatMoney(amountMinor: number, currency: string): string {
  const key = currency.toUpperCase();
  let format = CURRENCY_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: key });
    CURRENCY_FORMATS.set(key, format);
  }
  return format.format(amountMinor / 100);
}

/** A price as a headline shows it: "$39" for whole amounts, "$24.92" otherwise. */
export function formatPrice(amountMinor: number, currency: string): string {
  const text = formatMoney(amountMinor, currency);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}
