import { Check, Minus } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { BILLING_FAQ, COMPARISON, PLAN_COPY } from "~/app/content/pricing.ts";
import { TestimonialCard } from "~/app/features/catalog/cards.tsx";
import { IntervalSwitch, PlanCard } from "~/app/features/billing/plan-cards.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { unlockTargetOf } from "~/app/lib/premium-target.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
// Types only: the pricing page's script carries no Zod (issue 20); the figures come from the loader.
import type { Interval } from "~/core/billing.ts";
import { UNLOCK_PARAM } from "~/core/entitlement.ts";
import { formatPrice } from "~/core/money.ts";
import type { Route } from "./+types/pricing";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const viewer = await getViewer(context);
  const url = new URL(request.url);
  const interval: Interval = url.searchParams.get("interval") === "month" ? "month" : "year";
  const [pricing, testimonials, unlock] = await Promise.all([
    services.billing.pricing(viewer),
    services.catalog.testimonials(),
    // A locked lesson, path or project sent a free learner here: the page names it.
    unlockTargetOf(url.searchParams.get(UNLOCK_PARAM), context),
  ]);
  return {
    ...pricing,
    interval,
    unlock,
    signedIn: viewer !== null,
    testimonials: testimonials.slice(0, 3),
    // The plans' copy, the table and the answers are read once, in the HTML; kept out of the page's
    // script, they take about 1.5 KB (gzip) off the JS the page loads (issue 20: at most 1.3x the floor's).
    planCopy: PLAN_COPY,
    comparison: COMPARISON,
    faq: BILLING_FAQ,
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Pricing", url: "/pricing" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Plans and Pricing",
    description:
      "Start free, try Maven Pro free for 7 days, or buy Maven Teams for your whole team. Monthly or annual billing, cancel any time.",
    path: "/pricing",
    siteUrl: siteUrlFrom(matches),
  });

function Cell({ value }: { value: boolean | string }) {
  if (value === true)
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-turquoise-deep" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus aria-hidden className="mx-auto size-5 text-muted" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span className="text-xs sm:text-sm">{value}</span>;
}

/** Why a free learner is on the plans page, naming the locked item from the catalogue. */
const UNLOCK_LINE = {
  lesson: (title: string) => `The lesson you opened in ${title} is part of Maven Pro: start Pro to open it.`,
  path: (title: string) => `The ${title} learning path requires Pro: start Pro to follow it.`,
  project: (title: string) => `The guided project ${title} requires Pro: start Pro to take it.`,
} as const;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const {
    plans,
    interval,
    unlock,
    currentPlanId,
    trialEligible,
    annualSavings,
    bestAnnualSavingPercent,
    maxOnlineSeats,
    signedIn,
    testimonials,
    planCopy,
    comparison,
    faq,
  } = loaderData;
  const byId = new Map(plans.map((p) => [p.id, p]));
  const free = byId.get("free")!;
  const pro = byId.get(interval === "year" ? "pro-annual" : "pro-monthly")!;
  const teams = byId.get(interval === "year" ? "teams-annual" : "teams-monthly")!;
  const enterprise = byId.get("enterprise")!;
  const currentProduct = currentPlanId ? (byId.get(currentPlanId)?.product ?? null) : null;
  // Paying for Pro from a locked item's line: the confirmation offers the way back to it.
  const checkout = (planId: string, seats?: number) =>
    `${href("/signup/checkout")}?plan=${planId}${seats ? `&seats=${seats}` : ""}${
      unlock ? `&returnTo=${encodeURIComponent(unlock.path)}` : ""
    }`;
  const proMonthly = byId.get("pro-monthly");
  const proSaving = annualSavings.pro;
  const teamsSaving = annualSavings.teams;
  const saving =
    interval === "year" && proSaving
      ? `Save ${formatPrice(proSaving.amount, pro.currency)} a year (${proSaving.percent}%) against monthly`
      : proMonthly && trialEligible
        ? "7-day free trial included"
        : null;
  // Teams' own saving, from its own prices: it is not Pro's.
  const teamsNote =
    interval === "year" && teamsSaving
      ? `From ${teams.minSeats} seats. Save ${formatPrice(teamsSaving.amount, teams.currency)} a seat a year (${teamsSaving.percent}%) against monthly`
      : `From ${teams.minSeats} seats`;

  return (
    <main className="pb-20">
      <section className="bg-gradient-to-b from-mist to-white">
        <div className="container-site py-12 text-center md:py-16">
          <p className="eyebrow">Pricing</p>
          <h1 className="mx-auto mt-3 max-w-3xl font-display text-4xl leading-tight font-bold text-navy md:text-5xl">
            Skills that pay for themselves
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Start free and upgrade when you are ready. Pro comes with a 7-day free trial for first-time subscribers, and
            you can cancel any time.
          </p>
          {unlock && (
            <p
              role="status"
              className="mx-auto mt-6 max-w-2xl rounded-xl bg-yellow/70 px-4 py-3 font-bold text-navy"
              data-testid="unlock-reason"
            >
              {UNLOCK_LINE[unlock.kind](unlock.title)}{" "}
              <Link to={unlock.path} className="underline">
                Back to {unlock.kind === "lesson" ? "the lesson" : unlock.kind === "path" ? "the path" : "the project"}
              </Link>
            </p>
          )}
          <div className="mt-8">
            <IntervalSwitch
              interval={interval}
              hrefFor={(value) => {
                // Switching monthly/annual keeps the line naming what the learner tried to open.
                const query = new URLSearchParams();
                if (value === "month") query.set("interval", "month");
                if (unlock) query.set(UNLOCK_PARAM, unlock.path);
                return query.size ? `${href("/pricing")}?${query}` : href("/pricing");
              }}
              savingPercent={bestAnnualSavingPercent}
            />
          </div>
        </div>
      </section>

      <section aria-label="Plans" className="container-site">
        <div className="grid gap-6 pt-4 md:grid-cols-2 xl:grid-cols-4">
          <PlanCard
            plan={free}
            copy={planCopy.free}
            current={currentProduct === "free"}
            action={
              currentProduct === "free"
                ? null
                : signedIn
                  ? { to: href("/dashboard"), label: "Go to your dashboard" }
                  : { to: href("/signup"), label: "Sign up free" }
            }
          />
          <PlanCard
            plan={pro}
            copy={planCopy.pro}
            highlight
            current={currentProduct === "pro"}
            note={saving}
            action={
              currentProduct === "pro"
                ? null
                : currentProduct === "teams"
                  ? { to: href("/dashboard/account/subscription"), label: "Manage your plan" }
                  : { to: checkout(pro.id), label: trialEligible ? "Start your free trial" : "Get Maven Pro" }
            }
          />
          <PlanCard
            plan={teams}
            copy={planCopy.teams}
            current={currentProduct === "teams"}
            note={teamsNote}
            action={
              currentProduct === "teams"
                ? null
                : currentProduct === "pro"
                  ? { to: href("/dashboard/account/subscription"), label: "Manage your plan" }
                  : { to: checkout(teams.id, teams.minSeats), label: "Buy for your team" }
            }
          />
          <PlanCard
            plan={enterprise}
            copy={planCopy.enterprise}
            current={false}
            note="Tailored to your organization"
            action={{ to: href("/signup/enterprise"), label: "Talk to sales" }}
          />
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          Prices in US dollars. Taxes may apply where you live. Payments are processed securely by Stripe.
        </p>
      </section>

      {/* The sections under the plans skip layout until near the viewport (decision 070), at their
          measured heights. */}
      <section
        aria-labelledby="compare-title"
        className="below-fold container-site mt-20 [--below-fold-height:1550px] sm:[--below-fold-height:1150px] md:[--below-fold-height:970px]"
      >
        <h2 id="compare-title" className="font-display text-3xl font-bold text-navy">
          Compare plans
        </h2>
        <div className="relative mt-6 overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">What Free Forever, Maven Pro and Maven Teams include</caption>
            <thead className="bg-mist text-sm text-navy">
              <tr>
                <th scope="col" className="px-3 py-3 font-bold sm:px-4">
                  Feature
                </th>
                {/* Short names on a phone, so the three plans fit beside the features without scrolling. */}
                {(
                  [
                    ["Free", "Free Forever"],
                    ["Pro", "Maven Pro"],
                    ["Teams", "Maven Teams"],
                  ] as const
                ).map(([short, full]) => (
                  <th key={full} scope="col" className="w-[4.5rem] px-1 py-3 text-center font-bold sm:w-32 sm:px-4">
                    <span className="sm:hidden">{short}</span>
                    <span className="hidden sm:inline">{full}</span>
                  </th>
                ))}
              </tr>
            </thead>
            {comparison.map((group) => (
              <tbody key={group.group}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={4}
                    className="border-t border-line px-3 pt-5 pb-2 text-xs font-black tracking-widest text-muted uppercase sm:px-4"
                  >
                    {group.group}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.feature} className="border-t border-line/60">
                    <th scope="row" className="px-3 py-3 text-sm font-normal sm:px-4">
                      {row.feature}
                    </th>
                    <td className="px-1 py-3 text-center sm:px-4">
                      <Cell value={row.free} />
                    </td>
                    <td className="px-1 py-3 text-center sm:px-4">
                      <Cell value={row.pro} />
                    </td>
                    <td className="px-1 py-3 text-center sm:px-4">
                      <Cell value={row.teams} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </section>

      {testimonials.length > 0 && (
        <section
          aria-labelledby="testimonials-title"
          className="below-fold container-site mt-20 [--below-fold-height:1140px] sm:[--below-fold-height:920px] md:[--below-fold-height:570px] lg:[--below-fold-height:460px]"
        >
          <h2 id="testimonials-title" className="font-display text-3xl font-bold text-navy">
            What learners say
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <TestimonialCard key={t.id} testimonial={t} />
            ))}
          </div>
          <p className="mt-6">
            <Link to={href("/testimonials")} className="font-bold text-navy underline">
              Read more testimonials
            </Link>
          </p>
        </section>
      )}

      <section
        aria-labelledby="faq-title"
        className="below-fold container-site mt-20 max-w-3xl [--below-fold-height:690px] sm:[--below-fold-height:615px]"
      >
        <h2 id="faq-title" className="font-display text-3xl font-bold text-navy">
          Questions about billing
        </h2>
        <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
          {faq.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="cursor-pointer list-none font-bold text-navy marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span aria-hidden className="text-xl text-turquoise-deep transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="container-site mt-20">
        <div className="rounded-3xl bg-navy px-6 py-12 text-center text-white md:px-12">
          <h2 className="font-display text-3xl font-bold">Buying for more than {maxOnlineSeats} people?</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/80">
            Enterprise gets invoiced billing, single sign-on and a dedicated success manager. Tell us what you need and
            we will reply within one business day.
          </p>
          <Link to={href("/signup/enterprise")} className="btn btn-primary mt-6">
            Talk to sales
          </Link>
        </div>
      </section>
    </main>
  );
}
