import { FlaskConical } from "lucide-react";
import { Field } from "~/app/components/ui/field.tsx";

export type TestCardFieldMap = Record<
  "cardName" | "cardNumber" | "cardExpiry" | "cardCvc",
  Parameters<typeof Field>[0]["field"]
>;

/**
 * Test mode's card fields (decision 026), labelled so nobody mistakes them for a real payment: the
 * checkout shows every test card, the card change on My Subscription a shorter note.
 */
export function TestCardFields({ fields, compact = false }: { fields: TestCardFieldMap; compact?: boolean }) {
  return (
    <>
      {compact ? (
        <p className="rounded-xl bg-yellow/60 p-3 text-sm">
          <strong className="text-navy">Test mode: no real charge.</strong> Use a Stripe test card such as 4242 4242
          4242 4242.
        </p>
      ) : (
        <div className="rounded-xl border border-navy/20 bg-yellow/60 p-4 text-sm text-ink" role="note">
          <p className="flex items-center gap-2 font-bold text-navy">
            <FlaskConical aria-hidden className="size-4" /> Test mode: no real charge
          </p>
          <p className="mt-1">
            Use Stripe&apos;s test cards: <strong>4242 4242 4242 4242</strong> succeeds,{" "}
            <strong>4000 0000 0000 0002</strong> is declined and <strong>4000 0000 0000 9995</strong> has insufficient
            funds. Any future expiry and any 3 digits.
          </p>
        </div>
      )}
      <Field label="Name on card" field={fields.cardName} autoComplete="cc-name" required />
      <Field
        label="Card number"
        field={fields.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Expiry (MM / YY)"
          field={fields.cardExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12 / 30"
          required
        />
        <Field label="Security code" field={fields.cardCvc} inputMode="numeric" autoComplete="cc-csc" required />
      </div>
    </>
  );
}
