import { BadgeCheck, Check } from "lucide-react";
import { Link } from "react-router";
import type { PlanCopy, PlanProduct } from "~/app/content/pricing.ts";
import type { Interval } from "~/core/billing.ts";
import { formatPrice } from "~/core/money.ts";

export interface PlanCardPlan {
  id: string;
  product: PlanProduct;
  interval: Interval | null;
  unitAmount: number | null;
  currency: string;
  perSeat: boolean;
  minSeats: number;
  trialDays: number;
}

export function PriceLine({ plan }: { plan: PlanCardPlan }) {
  if (plan.product === "enterprise" || plan.unitAmount === null)
    return <p className="font-display text-4xl font-bold text-navy">Custom</p>;
  if (plan.unitAmount === 0) return <p className="font-display text-4xl font-bold text-navy">$0</p>;
  const per = plan.interval === "year" ? "year" : "month";
  return (
    <div>
      <p className="text-navy">
        <span className="font-display text-4xl font-bold">{formatPrice(plan.unitAmount, plan.currency)}</span>
        <span className="text-muted">
          {" "}
          / {plan.perSeat ? "seat / " : ""}
          {per}
        </span>
      </p>
      {plan.interval === "year" && (
        <p className="mt-1 text-sm text-muted">
          {formatPrice(Math.round(plan.unitAmount / 12), plan.currency)} a month{plan.perSeat ? " per seat" : ""},
          billed yearly
        </p>
      )}
    </div>
  );
}

export function PlanCard({
  plan,
  copy,
  current,
  highlight,
  note,
  action,
}: {
  plan: PlanCardPlan;
  /** The plan's title, tagline and features, from the loader (kept out of the page's script). */
  copy: PlanCopy;
  current: boolean;
  highlight?: boolean;
  /** A line under the price: the annual saving, the seat minimum. */
  note?: string | null;
  action: { to: string; label: string } | null;
}) {
  return (
    <article
      aria-labelledby={`plan-${plan.product}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        highlight ? "border-turquoise-deep ring-2 ring-turquoise" : "border-line"
      }`}
    >
      {highlight && !current && (
        <p className="absolute -top-3 left-6 rounded-full bg-turquoise px-3 py-0.5 text-xs font-black tracking-wide text-navy uppercase">
          Most popular
        </p>
      )}
      {current && (
        <p className="absolute -top-3 left-6 flex items-center gap-1 rounded-full bg-navy px-3 py-0.5 text-xs font-black tracking-wide text-white uppercase">
          <BadgeCheck aria-hidden className="size-3.5" /> Your current plan
        </p>
      )}
      <h2 id={`plan-${plan.product}`} className="font-display text-2xl font-bold text-navy">
        {copy.title}
      </h2>
      <p className="mt-1 min-h-12 text-sm text-muted">{copy.tagline}</p>
      <div className="mt-4 min-h-20">
        <PriceLine plan={plan} />
        {note && <p className="mt-1 text-sm font-bold text-turquoise-deep">{note}</p>}
      </div>
      {action ? (
        <Link
          to={action.to}
          className={`btn mt-5 w-full ${highlight ? "btn-primary" : "btn-dark"}`}
          aria-describedby={`plan-${plan.product}`}
        >
          {action.label}
        </Link>
      ) : (
        <p className="btn btn-outline mt-5 w-full text-navy" aria-disabled="true">
          Your current plan
        </p>
      )}
      <ul className="mt-6 space-y-2.5 text-sm">
        {copy.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-turquoise-deep" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Monthly / annual as two links, so the switch works without JavaScript. */
export function IntervalSwitch({
  interval,
  hrefFor,
  savingPercent,
}: {
  interval: Interval;
  hrefFor: (interval: Interval) => string;
  /** The largest of the plans' annual savings. */
  savingPercent: number | null;
}) {
  const option = (value: Interval, label: string) => (
    <Link
      to={hrefFor(value)}
      preventScrollReset
      replace
      aria-current={interval === value ? "true" : undefined}
      className={`rounded-full px-5 py-2 text-sm font-bold transition-colors ${
        interval === value ? "bg-navy text-white" : "text-navy hover:bg-mist"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label="Billing period"
      className="inline-flex items-center gap-1 rounded-full border border-line bg-white p-1"
    >
      {option("month", "Monthly")}
      {/* Plans save different shares (Pro 36%, Teams 34%): the switch gives the most, as "up to". */}
      {option("year", savingPercent ? `Annual (save up to ${savingPercent}%)` : "Annual")}
    </nav>
  );
}
