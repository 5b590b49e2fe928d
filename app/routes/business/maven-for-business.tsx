import { BarChart3, CheckCircle2, GraduationCap, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/maven-for-business";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const [stories, pricing] = await Promise.all([services.publishing.listLive("story"), services.billing.pricing(null)]);
  // The page states the plan's own minimum, so it cannot drift from pricing and checkout; without a
  // Teams plan on sale it offers only the conversation.
  const teamsMinSeats = pricing.plans.find((p) => p.id === "teams-annual")?.minSeats ?? null;
  return {
    teamsMinSeats,
    logos: stories.map((s) => ({ slug: s.slug, company: s.fields.company ?? s.title, logo: s.fields.logo ?? null })),
    quotes: stories
      .filter((s) => s.fields.quote)
      .slice(0, 3)
      .map((s) => ({
        slug: s.slug,
        quote: s.fields.quote!,
        by: s.fields.quoteBy ?? "",
        company: s.fields.company ?? "",
      })),
  };
}

/** The seat count the page suggests: a small team of five, or the plan's minimum when that is more. */
const suggestedSeats = (minSeats: number) => Math.max(5, minSeats);

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Maven for Business", url: "/maven-for-business" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Maven for Business",
    description:
      "Data skills training for teams: every course and path for each member, progress reporting for managers, credentials, and live training when you need it.",
    path: "/maven-for-business",
    siteUrl: siteUrlFrom(matches),
  });

const BENEFITS = [
  {
    icon: GraduationCap,
    title: "Every course for every seat",
    body: "Each team member gets the full library: courses, learning paths, guided projects and premium data sets.",
  },
  {
    icon: BarChart3,
    title: "Progress you can see",
    body: "Managers see who started what, how far they got and the credentials they earned, ready to export for reviews.",
  },
  {
    icon: Users,
    title: "Seats that follow your team",
    body: "Add seats as the team grows and reassign them when roles change. Remove spare seats and your next renewal charges only the seats you keep.",
  },
  {
    icon: ShieldCheck,
    title: "Verified credentials",
    body: "Every completion earns a credential with a public verification page, so new skills are visible and trusted.",
  },
];

export default function MavenForBusinessPage({ loaderData: { logos, quotes, teamsMinSeats } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <section className="bg-navy text-white">
        <div className="container-site grid gap-10 py-14 md:grid-cols-[1.3fr_1fr] md:py-20">
          <div>
            <p className="eyebrow text-turquoise!">Maven for Business</p>
            <h1 className="mt-3 font-display text-4xl leading-tight font-bold md:text-5xl">
              Turn your team into confident data analysts
            </h1>
            <p className="mt-5 max-w-xl text-lg text-white/80">
              Self-paced courses, guided projects and live training for teams of any size, with the reporting managers
              need to see progress.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {teamsMinSeats === null ? null : (
                <Link
                  to={`/signup/checkout?plan=teams-annual&seats=${suggestedSeats(teamsMinSeats)}`}
                  className="btn btn-primary"
                >
                  Start a Teams plan
                </Link>
              )}
              <Link to="/signup/enterprise" className="btn btn-outline border-white! text-white!">
                Talk to sales
              </Link>
            </div>
          </div>
          <ul className="self-center rounded-2xl bg-white/10 p-6">
            {[
              teamsMinSeats === null ? null : `Teams plan from ${teamsMinSeats} seats, bought online`,
              "Enterprise for larger organizations, paid by invoice",
              "Live workshops and consulting on request",
            ]
              .filter((line) => line !== null)
              .map((line) => (
                <li key={line} className="flex gap-3 py-2">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise" />
                  {line}
                </li>
              ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="logos-h" className="container-site mt-12">
        <h2 id="logos-h" className="text-center text-sm font-bold tracking-wide text-muted uppercase">
          Teams in our customer stories
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {logos.map((l) => (
            <li key={l.slug}>
              <Link to={`/customer-stories/${l.slug}`}>
                {l.logo ? <img src={l.logo} alt={l.company} className="h-12 w-auto" /> : l.company}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-h" className="container-site mt-16">
        <h2 id="benefits-h" className="font-display text-3xl font-bold text-navy">
          What your team gets
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-7 text-turquoise-deep" />
              <h3 className="mt-3 font-display text-lg font-bold text-navy">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      {quotes.length > 0 && (
        <section aria-labelledby="quotes-h" className="mt-16 bg-mist py-14">
          <div className="container-site">
            <h2 id="quotes-h" className="font-display text-3xl font-bold text-navy">
              What team leads say
            </h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {quotes.map((q) => (
                <li key={q.slug}>
                  <figure className="h-full rounded-2xl bg-white p-6 shadow-sm">
                    <blockquote className="font-display text-lg font-bold text-navy">“{q.quote}”</blockquote>
                    <figcaption className="mt-3 text-sm text-muted">
                      {q.by}.{" "}
                      <Link to={`/customer-stories/${q.slug}`} className="font-bold text-turquoise-deep underline">
                        Read the story
                      </Link>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="container-site mt-16 grid gap-6 md:grid-cols-3">
        <Link to="/resource-hub" className="rounded-2xl border border-line p-6 hover:border-navy">
          <h2 className="font-display text-xl font-bold text-navy">Resource hub</h2>
          <p className="mt-2 text-sm text-muted">Playbooks, reports and interviews for leaders building data teams.</p>
        </Link>
        <Link to="/training" className="rounded-2xl border border-line p-6 hover:border-navy">
          <h2 className="font-display text-xl font-bold text-navy">Live training</h2>
          <p className="mt-2 text-sm text-muted">Workshops taught by our instructors, online or at your office.</p>
        </Link>
        <Link to="/consulting" className="rounded-2xl border border-line p-6 hover:border-navy">
          <h2 className="font-display text-xl font-bold text-navy">Consulting</h2>
          <p className="mt-2 text-sm text-muted">Dashboards, data models and analysis projects built with your team.</p>
        </Link>
      </section>

      <section className="container-site mt-16">
        <div className="rounded-2xl bg-navy p-8 text-white md:flex md:items-center md:justify-between md:gap-8">
          <div>
            <h2 className="font-display text-2xl font-bold">Ready when your team is</h2>
            <p className="mt-2 text-white/80">
              {teamsMinSeats === null
                ? "Talk to us about a plan for your organization."
                : `Start with as few as ${teamsMinSeats} seats today, or talk to us about a plan for your organization.`}
            </p>
          </div>
          <div className="mt-5 flex flex-wrap gap-3 md:mt-0">
            {teamsMinSeats === null ? null : (
              <Link
                to={`/signup/checkout?plan=teams-annual&seats=${suggestedSeats(teamsMinSeats)}`}
                className="btn btn-primary"
              >
                Buy {suggestedSeats(teamsMinSeats)} seats
              </Link>
            )}
            <Link to="/signup/enterprise" className="btn btn-outline border-white! text-white!">
              Contact sales
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
