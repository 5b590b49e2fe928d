import { Clock, Database } from "lucide-react";
import { href, Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { formatHours, ToolChips } from "~/app/features/catalog/cards.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { LEVEL_LABEL, type CourseLevel } from "~/core/catalog-filters.ts";
import type { Route } from "./+types/guided-projects";

export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await getAppContext(context).services.guidedProjects.list() };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Guided projects", url: "/guided-projects" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Guided Projects",
    description:
      "Hands-on projects on real data sets from the data playground, broken into clear objectives. Build something for your portfolio in an afternoon.",
    path: "/guided-projects",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/guided-projects.jpg",
  });

export default function GuidedProjectsPage({ loaderData: { projects } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Guided projects"
        title="Guided projects"
        lede="Real data, a clear brief and step-by-step objectives. Each project uses a data set from the data playground and ends with something worth showing in your portfolio."
      />
      <ul className="container-site mt-10 grid gap-6 md:grid-cols-2">
        {projects.map((p) => (
          <li key={p.id}>
            <article className="group relative flex h-full gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:shadow-lg">
              <img src={p.badgeSrc} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0" />
              <div className="flex min-w-0 flex-col">
                <h2 className="font-display text-xl leading-snug font-bold text-navy">
                  <Link
                    to={href("/guided-projects/:slug", { slug: p.slug })}
                    className="after:absolute after:inset-0 group-hover:underline"
                  >
                    {p.title}
                  </Link>
                </h2>
                <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{p.description}</p>
                <ToolChips tools={p.tools} />
                <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden className="size-4" /> {formatHours(p.lengthHours)}
                  </span>
                  <span>{LEVEL_LABEL[p.level as CourseLevel] ?? p.level}</span>
                  {p.dataset && (
                    <span className="inline-flex items-center gap-1">
                      <Database aria-hidden className="size-4" /> {p.dataset.title}
                    </span>
                  )}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
