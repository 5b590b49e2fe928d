import { Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/team";

export async function loader({ context }: Route.LoaderArgs) {
  const people = await getAppContext(context).services.publishing.listLive("team");
  people.sort(
    (a, b) => Number(a.fields.order ?? 999) - Number(b.fields.order ?? 999) || a.title.localeCompare(b.title),
  );
  return { people: people.map((p) => ({ slug: p.slug, name: p.title, role: p.fields.role ?? "", bio: p.body })) };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Team", url: "/team" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Our Team",
    description:
      "Meet the instructors, product people and coaches behind Maven Analytics, and what each of them brings to your learning.",
    path: "/team",
    siteUrl: siteUrlFrom(matches),
  });

export default function TeamPage({ loaderData: { people } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Company"
        title="The people behind Maven"
        lede="Analysts, engineers and teachers who have done the work they teach, and who build the platform you learn on."
      />
      <div className="container-site mt-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {people.map((p) => (
            <li
              key={p.slug}
              id={p.slug}
              className="flex scroll-mt-24 flex-col rounded-2xl border border-line bg-white p-6 shadow-sm target:border-turquoise-deep target:ring-2 target:ring-turquoise"
            >
              <InitialsAvatar name={p.name} size={80} />
              <h2 className="mt-4 font-display text-xl font-bold text-navy">{p.name}</h2>
              <p className="text-sm font-bold text-turquoise-deep">{p.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{p.bio}</p>
            </li>
          ))}
        </ul>
        <section className="mt-16 grid gap-6 rounded-2xl bg-navy p-8 text-white md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 className="font-display text-2xl font-bold">Want to work with us?</h2>
            <p className="mt-2 text-white/80">
              We're always glad to hear from instructors and analysts who love teaching. Tell us about yourself.
            </p>
          </div>
          <Link to="/contact" className="btn btn-primary">
            Get in touch
          </Link>
        </section>
      </div>
    </main>
  );
}
