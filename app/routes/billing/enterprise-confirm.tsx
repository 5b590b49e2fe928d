import { CalendarCheck, MailCheck } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/enterprise-confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("request") ?? "";
  return orHttpError(getAppContext(context).services.billing.enterpriseRequestSummary(id.slice(0, 64)));
}

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "Request received", url: "/signup/enterprise/confirm" },
};

export const meta: Route.MetaFunction = () => [
  { title: "Request received | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export default function EnterpriseConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container-site max-w-3xl py-14 md:py-20">
      <MailCheck aria-hidden className="size-10 text-turquoise-deep" />
      <h1 className="mt-4 font-display text-4xl font-bold text-navy md:text-5xl">Thanks, we&apos;ve got it</h1>
      <p className="mt-4 text-lg text-muted">
        Your request for {loaderData.organisation}
        {loaderData.seats ? ` (${loaderData.seats.toLocaleString("en-US")} people)` : ""} is with our sales team, and a
        copy is on its way to your inbox.
      </p>
      <section aria-labelledby="next-title" className="mt-10 rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="next-title" className="flex items-center gap-2 font-display text-xl font-bold text-navy">
          <CalendarCheck aria-hidden className="size-5 text-turquoise-deep" /> What happens next
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          <li>Within one business day, a member of our team replies to set up a 30-minute call.</li>
          <li>On the call we look at the skills your team needs and the tools you use.</li>
          <li>We send a proposal with seats, learning plans, single sign-on and invoiced billing.</li>
        </ol>
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={href("/paths")} className="btn btn-dark">
          Browse learning paths
        </Link>
        <Link to={href("/pricing")} className="btn btn-outline text-navy">
          Compare plans
        </Link>
      </div>
    </main>
  );
}
