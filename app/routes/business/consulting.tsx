import { BarChart3, Database, LayoutDashboard, Users } from "lucide-react";
import { PageHero } from "~/app/components/page-hero.tsx";
import { InquiryForm } from "~/app/features/publishing/inquiry-form.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { inquiryAction } from "~/app/lib/inquiry.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/consulting";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Consulting", url: "/consulting" } };

export function action({ request, context }: Route.ActionArgs) {
  return inquiryAction("consulting", request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Analytics Consulting",
    description:
      "Work with Maven Analytics instructors on your own data: dashboards, data models, reporting automation and analytics roadmaps, built with your team.",
    path: "/consulting",
    siteUrl: siteUrlFrom(matches),
  });

const OFFERS = [
  {
    icon: LayoutDashboard,
    title: "Dashboards and reporting",
    body: "We design the Power BI or Tableau reports your leaders will actually use, and automate the refresh so nobody copies numbers on Monday morning.",
  },
  {
    icon: Database,
    title: "Data models and SQL",
    body: "A clean star schema or a set of documented SQL views your analysts can trust, built on the databases you already have.",
  },
  {
    icon: BarChart3,
    title: "Analysis projects",
    body: "A focused question (pricing, churn, demand, staffing) answered with your data, and a recommendation your team can act on.",
  },
  {
    icon: Users,
    title: "Analytics roadmap",
    body: "An outside view of your team's tools, skills and processes, with a prioritized plan for the next twelve months.",
  },
];

const STEPS = [
  ["Discovery call", "A free 45-minute call to understand the question, the data and who will use the result."],
  ["Proposal", "A written scope with deliverables, timeline and a fixed price, usually within a week."],
  ["Build together", "Weekly working sessions with your team, so the knowledge stays when we leave."],
  ["Handover", "Documentation, a recorded walkthrough and two weeks of follow-up questions included."],
];

export default function ConsultingPage({ actionData }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="For Business"
        title="Analytics consulting, built with your team"
        lede="Our instructors have built reporting for retailers, hospitals, banks and startups. Bring us a problem; we'll solve it with your people, not around them."
      />
      <div className="container-site mt-12">
        <h2 className="font-display text-3xl font-bold text-navy">What we offer</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {OFFERS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-7 text-turquoise-deep" />
              <h3 className="mt-3 font-display text-xl font-bold text-navy">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ul>
        <h2 className="mt-16 font-display text-3xl font-bold text-navy">How it works</h2>
        <ol className="mt-6 grid gap-5 md:grid-cols-4">
          {STEPS.map(([title, body], i) => (
            <li key={title} className="rounded-2xl bg-mist p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-navy font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-bold text-navy">{title}</h3>
              <p className="mt-2 text-sm text-muted">{body}</p>
            </li>
          ))}
        </ol>
        <section aria-labelledby="inquiry-h" className="mt-16 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="inquiry-h" className="font-display text-3xl font-bold text-navy">
              Tell us about your project
            </h2>
            <p className="mt-3 text-muted">
              Describe the question you want answered and the data you have. We reply within two working days to set up
              a discovery call.
            </p>
          </div>
          <InquiryForm
            actionData={actionData}
            messageLabel="What would you like help with?"
            submitLabel="Send inquiry"
          />
        </section>
      </div>
    </main>
  );
}
