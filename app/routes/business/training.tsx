import { CalendarDays, GraduationCap, MonitorPlay, Presentation } from "lucide-react";
import { PageHero } from "~/app/components/page-hero.tsx";
import { InquiryForm } from "~/app/features/publishing/inquiry-form.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { inquiryAction } from "~/app/lib/inquiry.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/training";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Training", url: "/training" } };

export function action({ request, context }: Route.ActionArgs) {
  return inquiryAction("training", request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Live Team Training",
    description:
      "Live, hands-on Excel, SQL, Power BI, Tableau and Python workshops for your team, taught by Maven Analytics instructors, online or on site.",
    path: "/training",
    siteUrl: siteUrlFrom(matches),
  });

const FORMATS = [
  {
    icon: MonitorPlay,
    title: "Live online workshops",
    body: "Half-day sessions over video for up to 25 people, with exercises in breakout rooms and an instructor answering questions as you go.",
  },
  {
    icon: Presentation,
    title: "On-site bootcamps",
    body: "One to three days at your office, built around your tools and, where you can share it, anonymized data from your own systems.",
  },
  {
    icon: CalendarDays,
    title: "Learning programs",
    body: "A few months of self-paced courses on a Teams plan, with monthly live sessions to apply what people learned to real work.",
  },
  {
    icon: GraduationCap,
    title: "Credentials included",
    body: "Participants get full course access afterwards and earn verifiable credentials as they finish, so managers can see progress.",
  },
];

const TOPICS = [
  "Excel for analysis: lookups, PivotTables, Power Query",
  "SQL from first SELECT to window functions",
  "Power BI: modeling, DAX and publishing",
  "Tableau: from first chart to dashboards",
  "Python and pandas for analysts",
  "Data storytelling and presenting to leaders",
];

export default function TrainingPage({ actionData }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="For Business"
        title="Live training for your team"
        lede="Hands-on workshops taught by the instructors behind our courses, shaped around your team's tools, level and goals."
      />
      <div className="container-site mt-12">
        <h2 className="font-display text-3xl font-bold text-navy">Ways to train</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {FORMATS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-7 text-turquoise-deep" />
              <h3 className="mt-3 font-display text-xl font-bold text-navy">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 grid gap-10 md:grid-cols-2">
          <section>
            <h2 className="font-display text-3xl font-bold text-navy">Popular topics</h2>
            <ul className="mt-5 space-y-3">
              {TOPICS.map((t) => (
                <li key={t} className="rounded-xl bg-mist px-4 py-3 font-bold text-navy">
                  {t}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="font-display text-3xl font-bold text-navy">How it works</h2>
            <ol className="mt-5 list-decimal space-y-3 pl-5 text-muted">
              <li>
                <strong className="text-navy">Skills check.</strong> A short assessment shows where your team starts.
              </li>
              <li>
                <strong className="text-navy">Agenda.</strong> We propose an agenda and exercises around your tools and
                goals.
              </li>
              <li>
                <strong className="text-navy">Workshops.</strong> Live sessions, every participant working hands-on.
              </li>
              <li>
                <strong className="text-navy">Follow-up.</strong> Course access afterwards, and a progress report for
                the team lead.
              </li>
            </ol>
          </section>
        </div>
        <section aria-labelledby="inquiry-h" className="mt-16 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="inquiry-h" className="font-display text-3xl font-bold text-navy">
              Plan a training
            </h2>
            <p className="mt-3 text-muted">
              Tell us who you'd like to train and on what. We reply within two working days with formats and dates.
            </p>
          </div>
          <InquiryForm
            actionData={actionData}
            messageLabel="Who would you like to train, and on what?"
            submitLabel="Send inquiry"
          />
        </section>
      </div>
    </main>
  );
}
