import { Check } from "lucide-react";
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { PLAN_COPY, type PlanProduct } from "~/app/content/pricing.ts";
import { PriceLine } from "~/app/features/billing/plan-cards.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatPrice } from "~/core/money.ts";
import { premiumTargetOf } from "~/core/premium-target.ts";
import type { Route } from "./+types/signup-pricing";

/** The plans a new learner chooses between (spec section 2, "the checkout plan, selected or not"). */
const CHOICES = ["free", "pro-annual", "pro-monthly", "teams-annual", "teams-monthly"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(context);
  const pricing = await getAppContext(context).services.billing.pricing(viewer);
  const url = new URL(request.url);
  const asked = url.searchParams.get("plan");
  const choices = CHOICES.map((id) => pricing.plans.find((p) => p.id === id)!).filter(Boolean);
  return {
    choices,
    selected: choices.some((p) => p.id === asked) ? asked! : "pro-annual",
    savings: pricing.annualSavings,
    maxOnlineSeats: pricing.maxOnlineSeats,
    trialEligible: pricing.trialEligible,
    signedIn: viewer !== null,
    // "Change plan" from a checkout that began at a locked lesson, path or project keeps the way back.
    returnTo: premiumTargetOf(url.searchParams.get("returnTo"))?.path ?? "",
    // Sent as data, not bundled into the page's script (issue 20: JS per page).
    planCopy: PLAN_COPY,
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Choose your plan", url: "/signup/pricing" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Choose Your Plan",
    description: "Start free, or try Maven Pro free for 7 days. Pick a plan and create your account in a minute.",
    path: "/signup/pricing",
    siteUrl: siteUrlFrom(matches),
  });

const LABELS: Record<string, string> = {
  free: "Free Forever",
  "pro-annual": "Maven Pro, billed yearly",
  "pro-monthly": "Maven Pro, billed monthly",
  "teams-annual": "Maven Teams, billed yearly",
  "teams-monthly": "Maven Teams, billed monthly",
};

export default function SignupPricingPage({ loaderData }: Route.ComponentProps) {
  const { choices, savings, maxOnlineSeats, trialEligible, signedIn, planCopy } = loaderData;
  const [selected, setSelected] = useState(loaderData.selected);
  const chosen = choices.find((p) => p.id === selected) ?? choices[0]!;
  const continueLabel =
    chosen.id === "free"
      ? signedIn
        ? "Go to your dashboard"
        : "Sign up free"
      : chosen.trialDays > 0 && trialEligible
        ? "Continue to your free trial"
        : "Continue to checkout";

  return (
    <main className="pb-20">
      <section className="bg-gradient-to-b from-mist to-white">
        <div className="container-site max-w-4xl py-12 text-center md:py-14">
          <p className="eyebrow">Sign up</p>
          <h1 className="mt-3 font-display text-4xl font-bold text-navy md:text-5xl">Choose your plan</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Every plan starts with an account. Start free, or unlock everything with Maven Pro; first-time subscribers
            get 7 days free.
          </p>
        </div>
      </section>
      <div className="container-site max-w-4xl">
        {/* A GET form: the choice travels in the URL through sign-up to the checkout, with or without JavaScript. */}
        <Form method="get" action={href("/signup/checkout")}>
          {loaderData.returnTo && <input type="hidden" name="returnTo" value={loaderData.returnTo} />}
          <fieldset>
            <legend className="sr-only">Plan</legend>
            <div className="grid gap-4 md:grid-cols-2">
              {choices.map((plan) => {
                const isSelected = plan.id === selected;
                const product = plan.product as PlanProduct;
                return (
                  <label
                    key={plan.id}
                    className={`flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-turquoise-dark ${
                      isSelected ? "border-turquoise-deep" : "border-line hover:border-navy/30"
                    }`}
                  >
                    <span className="flex items-start gap-3">
                      <input
                        type="radio"
                        name="plan"
                        value={plan.id}
                        checked={isSelected}
                        onChange={() => setSelected(plan.id)}
                        className="mt-1 size-5 accent-[#0a6f6a]"
                      />
                      <span className="flex-1">
                        <span className="block font-display text-xl font-bold text-navy">{LABELS[plan.id]}</span>
                        <span className="block text-sm text-muted">{planCopy[product].tagline}</span>
                        <span className="mt-3 block">
                          <PriceLine plan={{ ...plan, product }} />
                        </span>
                        {plan.interval === "year" && savings[product] && (
                          <span className="mt-1 block text-sm font-bold text-turquoise-deep">
                            Save {formatPrice(savings[product].amount, plan.currency)}
                            {plan.perSeat ? " a seat" : ""} a year ({savings[product].percent}%)
                          </span>
                        )}
                        {plan.perSeat && (
                          <span className="mt-1 block text-sm text-muted">
                            From {plan.minSeats} seats; choose how many at checkout
                          </span>
                        )}
                      </span>
                    </span>
                    <ul className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
                      {planCopy[product].features.slice(0, 3).map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-turquoise-deep" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="mt-8 flex flex-col items-center gap-3">
            <button type="submit" className="btn btn-primary px-10 text-lg">
              {continueLabel}
            </button>
            <p className="text-sm text-muted">
              Need more than {maxOnlineSeats} seats?{" "}
              <Link to={href("/signup/enterprise")} className="font-bold text-navy underline">
                Talk to sales
              </Link>{" "}
              ·{" "}
              <Link to={href("/pricing")} className="font-bold text-navy underline">
                Compare every feature
              </Link>
            </p>
            {!signedIn && (
              <p className="text-sm text-muted">
                Already have an account?{" "}
                <Link to={href("/login")} className="font-bold text-navy underline">
                  Log in
                </Link>
              </p>
            )}
          </div>
        </Form>
      </div>
    </main>
  );
}
