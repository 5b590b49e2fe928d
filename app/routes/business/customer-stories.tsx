import { Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { parseResults } from "~/app/features/publishing/story-results.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/customer-stories";

export async function loader({ context }: Route.LoaderArgs) {
  const stories = await getAppContext(context).services.publishing.listLive("story");
  return {
    stories: stories.map((s) => ({
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      company: s.fields.company ?? "",
      industry: s.fields.industry ?? "",
      logo: s.fields.logo ?? null,
      headline: parseResults(s.fields.results)[0] ?? null,
    })),
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Customer Stories", url: "/customer-stories" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Customer Stories",
    description:
      "How teams in logistics, healthcare, retail, banking and energy built data skills with Maven for Business, and what changed in numbers.",
    path: "/customer-stories",
    siteUrl: siteUrlFrom(matches),
  });

export default function CustomerStoriesPage({ loaderData: { stories } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="For Business"
        title="Customer stories"
        lede="The problem each team had, what they did and what they measured afterwards."
      />
      <div className="container-site mt-10">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((s) => (
            <li key={s.slug}>
              <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
                {s.logo && <img src={s.logo} alt={s.company} className="h-12 w-auto self-start" />}
                <p className="eyebrow mt-4">{s.industry}</p>
                <h2 className="mt-1 font-display text-xl font-bold text-navy">
                  <Link to={`/customer-stories/${s.slug}`} className="hover:underline">
                    {s.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-sm text-muted">{s.summary}</p>
                {s.headline && (
                  <p className="mt-4 rounded-xl bg-mist p-4">
                    <span className="block font-display text-2xl font-bold text-navy">{s.headline.figure}</span>
                    <span className="text-sm text-muted">{s.headline.label}</span>
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted">
          The companies in these stories are illustrative examples written by our team from typical customer
          engagements; names and figures are not those of real organizations.
        </p>
      </div>
    </main>
  );
}
