import {
  ArrowRight,
  BarChart3,
  BookOpen,
  CircleAlert,
  Clock,
  Database,
  PartyPopper,
  PlayCircle,
  Receipt,
  UsersRound,
} from "lucide-react";
import { data, href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { unlockTargetOf } from "~/app/lib/premium-target.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatMoney } from "~/core/money.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/order-confirmation";

/** /checkout/thanks and /signup/confirm (a new account's first plan): a real order of the viewer's only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  if (!/^ord_[A-Za-z0-9_-]{8,40}$/.test(orderId)) throw data("We couldn't find that order.", { status: 404 });
  const [order, returnTo] = await Promise.all([
    orHttpError(getAppContext(context).services.billing.order(viewer, orderId)),
    // The locked lesson, path or project the buyer came from (checked as the plans page checks it).
    unlockTargetOf(url.searchParams.get("returnTo"), context),
  ]);
  return { order, name: viewer.name, returnTo };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Order confirmation", url: "/checkout/thanks" } };

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.order.status === "complete" ? "Thank you" : "Your order"} | Maven Analytics`,
  },
  { name: "robots", content: "noindex" },
  // Stripe's confirmation arrives by webhook a moment later: look again until it has.
  ...(data && (data.order.status === "open" || data.order.status === "processing")
    ? [{ httpEquiv: "refresh", content: "3" } as const]
    : []),
];

const NEXT_STEPS = [
  {
    icon: BookOpen,
    title: "Start a course",
    body: "Every course is open to you now, from the first lesson to the last.",
    to: "/courses",
  },
  {
    icon: BarChart3,
    title: "Follow a learning path",
    body: "Paths take you from beginner to job-ready, one course at a time.",
    to: "/paths",
  },
  {
    icon: Database,
    title: "Explore premium data sets",
    body: "Download real-world data sets and read their recommended analysis.",
    to: "/data-playground",
  },
] as const;

/** What the buyer's seats mean for them: they hold one (decision 053), unless they gave it back. */
function teamSeatsLine(seats: number, buyerHoldsSeat: boolean | null) {
  const others = seats - 1;
  if (buyerHoldsSeat === false)
    return `Your team has ${seats} seats for the people you invite. You run the team without one, so you don't have premium access until you take a free seat on your team's Members page.`;
  return `Your team has ${seats} seats, one of them yours: that's your premium access. Name your team, add your logo and invite up to ${others} ${others === 1 ? "colleague" : "colleagues"} for the other ${others === 1 ? "seat" : "seats"}.`;
}

export default function OrderConfirmationPage({ loaderData: { order, name, returnTo } }: Route.ComponentProps) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const per = order.plan.interval === "year" ? "year" : "month";

  if (order.status === "failed" || order.status === "expired") {
    return (
      <main className="container-site max-w-2xl py-16">
        <CircleAlert aria-hidden className="size-10 text-red-700" />
        <h1 className="mt-4 font-display text-4xl font-bold text-navy">Your payment didn&apos;t go through</h1>
        <p className="mt-3 text-lg text-muted">
          {order.failureMessage ? `${order.failureMessage} ` : ""}Nothing was charged.
        </p>
        <Link
          to={`${href("/signup/checkout")}?plan=${order.plan.id}&seats=${order.seats}${
            returnTo ? `&returnTo=${encodeURIComponent(returnTo.path)}` : ""
          }`}
          className="btn btn-dark mt-8"
        >
          Try again
        </Link>
      </main>
    );
  }

  if (order.status !== "complete") {
    return (
      <main className="container-site max-w-2xl py-16" aria-busy="true">
        <Clock aria-hidden className="size-10 text-turquoise-deep" />
        <h1 className="mt-4 font-display text-4xl font-bold text-navy">We&apos;re confirming your payment</h1>
        <p className="mt-3 text-lg text-muted" role="status">
          This usually takes a few seconds. This page updates by itself; you can also{" "}
          <Link to="." reloadDocument className="font-bold text-navy underline">
            refresh it
          </Link>
          .
        </p>
      </main>
    );
  }

  const trialEnd = order.trialEnd ? new Date(order.trialEnd) : null;
  // A once-only discount is gone after the first paid period; a forever one stays on every renewal.
  const renewal = order.promotion?.duration === "forever" ? order.subtotal - order.discount : order.subtotal;
  return (
    <main className="pb-20">
      <section className="bg-gradient-to-b from-mist to-white">
        <div className="container-site max-w-3xl py-12 md:py-16">
          <PartyPopper aria-hidden className="size-10 text-turquoise-deep" />
          <h1 className="mt-4 font-display text-4xl leading-tight font-bold text-navy md:text-5xl">
            {order.newAccount ? `Welcome to Maven Analytics, ${name.split(" ")[0]}!` : "Thank you!"}
          </h1>
          <p className="mt-4 text-lg text-muted">
            {trialEnd
              ? `Your free trial of ${order.plan.name} has started. Everything is unlocked until ${formatDate(trialEnd)}.`
              : order.buyerHoldsSeat === false
                ? `You're on ${order.plan.name} now.`
                : `You're on ${order.plan.name} now. Everything is unlocked.`}
          </p>
          {/* Back to what the buyer tried to open, when their plan gives them access to it. */}
          {returnTo && order.buyerHoldsSeat !== false && (
            <Link
              to={returnTo.path}
              className={`btn mt-6 ${order.plan.product === "teams" ? "btn-outline text-navy" : "btn-primary"}`}
              data-testid="continue-to-target"
            >
              {returnTo.kind === "lesson" ? <PlayCircle aria-hidden className="size-5" /> : null}
              Continue to {returnTo.itemTitle}
              <ArrowRight aria-hidden className="size-5" />
            </Link>
          )}
          {order.plan.product === "teams" ? (
            <div className="mt-6 flex flex-col items-start gap-3">
              <p className="text-ink">{teamSeatsLine(order.seats, order.buyerHoldsSeat)}</p>
              <Link to={href("/onboarding/team")} className="btn btn-primary">
                <UsersRound aria-hidden className="size-5" /> Set up your team
              </Link>
            </div>
          ) : null}
        </div>
      </section>

      <div className="container-site max-w-3xl">
        <section aria-labelledby="order-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h2 id="order-title" className="flex items-center gap-2 font-display text-xl font-bold text-navy">
            <Receipt aria-hidden className="size-5 text-turquoise-deep" /> Your order
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-mist p-4">
              <dt className="text-sm text-muted">Plan</dt>
              <dd className="mt-1 font-bold text-navy">
                {order.plan.name}
                {order.plan.product === "teams" ? `, ${order.seats} seats` : ""}
              </dd>
            </div>
            <div className="rounded-xl bg-mist p-4">
              <dt className="text-sm text-muted">Charged today</dt>
              <dd className="mt-1 font-bold text-navy">
                {money(order.dueToday)}
                {/* During a trial nothing is charged today: the discount comes off the first payment. */}
                {order.discount > 0 && !trialEnd && (
                  <span className="font-normal text-muted"> (with {money(order.discount)} off)</span>
                )}
              </dd>
            </div>
            {order.nextChargeDate && (
              <div className="rounded-xl bg-mist p-4 sm:col-span-2">
                <dt className="text-sm text-muted">{trialEnd ? "First payment" : "Next payment"}</dt>
                <dd className="mt-1 font-bold text-navy">
                  {money(order.nextAmount)} on {formatDate(order.nextChargeDate)}
                  {trialEnd && order.discount > 0 && (
                    <span className="font-normal text-muted">
                      {" "}
                      (with {money(order.discount)} off{order.promotion ? ` from ${order.promotion.code}` : ""}, on this
                      first payment{order.promotion?.duration === "forever" ? " and every one after it" : " only"})
                    </span>
                  )}
                  , then {money(renewal)} every {per} until you cancel
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-4 text-sm text-muted">
            We&apos;ve emailed you a confirmation.{" "}
            <Link to={href("/dashboard/account/invoices")} className="font-bold text-navy underline">
              Your invoices
            </Link>{" "}
            and{" "}
            <Link to={href("/dashboard/account/subscription")} className="font-bold text-navy underline">
              your subscription
            </Link>{" "}
            are in your account.
          </p>
        </section>

        <section aria-labelledby="next-title" className="mt-10">
          <h2 id="next-title" className="font-display text-2xl font-bold text-navy">
            What to do next
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {NEXT_STEPS.map((step) => (
              <li key={step.to}>
                <Link
                  to={step.to}
                  className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
                >
                  <step.icon aria-hidden className="size-6 text-turquoise-deep" />
                  <span className="mt-3 font-bold text-navy">{step.title}</span>
                  <span className="mt-1 text-sm text-muted">{step.body}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
