import { FileText, Headphones } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/resource-hub";

export async function loader({ context }: Route.LoaderArgs) {
  const { publishing } = getAppContext(context).services;
  const [guides, stories, episodes] = await Promise.all([
    publishing.listLive("guide"),
    publishing.listLive("story"),
    publishing.listLive("interview"),
  ]);
  return {
    guides: guides
      .filter((g) => g.fields.audience === "business")
      .map((g) => ({
        slug: g.slug,
        title: g.title,
        summary: g.summary,
        format: g.fields.format ?? "Guide",
        image: g.image,
      })),
    stories: stories.slice(0, 3).map((s) => ({ slug: s.slug, title: s.title, company: s.fields.company ?? "" })),
    episodes: episodes
      .slice(0, 3)
      .map((e) => ({ slug: e.slug, title: e.title, guest: e.fields.guest ?? "", guestRole: e.fields.guestRole ?? "" })),
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Resource Hub", url: "/resource-hub" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Resource Hub for Business",
    description:
      "Free playbooks, reports and interviews for leaders building data skills in their teams: data culture, skills matrices and the state of data skills.",
    path: "/resource-hub",
    siteUrl: siteUrlFrom(matches),
  });

export default function ResourceHubPage({ loaderData: { guides, stories, episodes } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="For Business"
        title="Resource hub"
        lede="Playbooks, research and conversations for leaders who want their teams to work confidently with data."
      />
      <div className="container-site mt-10">
        <section aria-labelledby="guides-h">
          <h2 id="guides-h" className="font-display text-3xl font-bold text-navy">
            Playbooks and reports
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {guides.map((g) => (
              <li
                key={g.slug}
                className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
              >
                {g.image && (
                  <img
                    src={g.image}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    className="aspect-[1200/630] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="eyebrow flex items-center gap-1">
                    <FileText aria-hidden className="size-4" /> {g.format}
                  </p>
                  <h3 className="mt-1 font-display text-xl font-bold text-navy">
                    <Link to={`/guides-and-reports/${g.slug}`} className="hover:underline">
                      {g.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-muted">{g.summary}</p>
                  <Link to={`/guides-and-reports/${g.slug}`} className="mt-4 font-bold text-turquoise-deep underline">
                    Get the free PDF<span className="sr-only">: {g.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-16 grid gap-10 md:grid-cols-2">
          <section aria-labelledby="stories-h">
            <h2 id="stories-h" className="font-display text-2xl font-bold text-navy">
              Customer stories
            </h2>
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {stories.map((s) => (
                <li key={s.slug} className="p-4">
                  <p className="text-xs font-bold text-muted uppercase">{s.company}</p>
                  <Link to={`/customer-stories/${s.slug}`} className="font-bold text-navy hover:underline">
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/customer-stories" className="mt-4 inline-block font-bold text-turquoise-deep underline">
              All customer stories
            </Link>
          </section>
          <section aria-labelledby="talks-h">
            <h2 id="talks-h" className="font-display text-2xl font-bold text-navy">
              Listen: Mavens of Data
            </h2>
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {episodes.map((e) => (
                <li key={e.slug} className="flex gap-3 p-4">
                  <Headphones aria-hidden className="mt-1 size-5 shrink-0 text-turquoise-deep" />
                  <span>
                    <Link to={`/mavens-of-data/${e.slug}`} className="font-bold text-navy hover:underline">
                      {e.title}
                    </Link>
                    <span className="block text-sm text-muted">
                      {e.guest}, {e.guestRole}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/mavens-of-data" className="mt-4 inline-block font-bold text-turquoise-deep underline">
              All episodes
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}
