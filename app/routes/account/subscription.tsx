import { BadgeCheck, CircleAlert, Sparkles } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/subscription";

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "My Subscription", url: "/dashboard/account/subscription" },
};

export const meta: Route.MetaFunction = () => [
  { title: "My Subscription | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const subscription = await orHttpError(
    getAppContext(context).services.account.subscription(viewer, { owner: viewer.userId }),
  );
  return { subscription };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const STATUS_LABEL = {
  active: "Active",
  trialing: "Free trial",
  past_due: "Payment overdue",
  canceled: "Cancelled",
  unpaid: "Unpaid",
  incomplete: "Awaiting payment",
} as const;

export default function SubscriptionPage({ loaderData: { subscription } }: Route.ComponentProps) {
  const paid = subscription.plan === "pro";
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">My Subscription</h1>
        <p className="mt-1 text-muted">Your plan and when it renews.</p>
      </header>

      <section aria-labelledby="plan-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="text-sm font-black tracking-widest text-muted uppercase">Current plan</p>
        <h2 id="plan-title" className="mt-1 flex items-center gap-2 font-display text-2xl font-bold text-navy">
          {paid ? (
            <BadgeCheck aria-hidden className="size-6 text-turquoise-deep" />
          ) : (
            <Sparkles aria-hidden className="size-6 text-turquoise-deep" />
          )}
          {paid ? "Maven Pro" : "Free"}
        </h2>
        {paid && subscription.status && subscription.periodEnd ? (
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-mist p-4">
              <dt className="text-sm text-muted">Status</dt>
              <dd className="mt-1 flex items-center gap-1.5 font-bold text-navy">
                {subscription.status === "past_due" && <CircleAlert aria-hidden className="size-4 text-red-700" />}
                {STATUS_LABEL[subscription.status]}
              </dd>
            </div>
            <div className="rounded-xl bg-mist p-4">
              <dt className="text-sm text-muted">{subscription.renews ? "Renews on" : "Access ends on"}</dt>
              <dd className="mt-1 font-bold text-navy">
                <time dateTime={subscription.periodEnd.toISOString()}>{formatDate(subscription.periodEnd)}</time>
              </dd>
            </div>
          </dl>
        ) : (
          <div className="mt-4">
            <p className="text-muted">
              Free courses, the data playground&apos;s free data sets and the showcase are yours. Maven Pro adds every
              course and path, premium data sets with their recommended analysis, and credentials.
            </p>
            <Link to={href("/pricing")} className="btn btn-primary mt-5">
              See plans and pricing
            </Link>
          </div>
        )}
      </section>

      <p className="text-sm text-muted">
        Looking for receipts?{" "}
        <Link to={href("/dashboard/account/invoices")} className="font-bold text-navy underline">
          See your invoices
        </Link>
        .
      </p>
    </div>
  );
}
