import { data, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ArticleHtml } from "~/app/features/publishing/article-html.tsx";
import { markdownToHtml } from "~/app/lib/markdown.server.tsx";
import { parseResults } from "~/app/features/publishing/story-results.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/customer-story";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await orHttpError(getAppContext(context).services.publishing.findLive("story", params.slug));
  if (found.status === "moved") throw redirect(`/customer-stories/${found.slug}`, 301);
  if (found.status === "gone") throw data({ message: "This story was removed." }, { status: 410 });
  const s = found.entry;
  return {
    story: {
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      html: markdownToHtml(s.body),
      company: s.fields.company ?? "",
      industry: s.fields.industry ?? "",
      logo: s.fields.logo ?? null,
      results: parseResults(s.fields.results),
      quote: s.fields.quote ?? "",
      quoteBy: s.fields.quoteBy ?? "",
    },
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data: d }) => {
    const story = (d as Awaited<ReturnType<typeof loader>> | undefined)?.story;
    return story ? { label: story.company, url: `/customer-stories/${story.slug}` } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.story.company}: customer story`,
        description: loaderData.story.summary,
        path: `/customer-stories/${loaderData.story.slug}`,
        siteUrl: siteUrlFrom(matches),
      })
    : [];

export default function CustomerStoryPage({ loaderData: { story } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <header className="bg-mist">
        <div className="container-site max-w-4xl py-10 md:py-14">
          {story.logo && <img src={story.logo} alt={story.company} className="h-14 w-auto" />}
          <p className="eyebrow mt-4">Customer story · {story.industry}</p>
          <h1 className="mt-2 font-display text-4xl leading-tight font-bold text-navy md:text-5xl">{story.title}</h1>
          <p className="mt-4 text-lg text-muted">{story.summary}</p>
        </div>
      </header>
      <div className="container-site max-w-4xl">
        <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label="Results">
          {story.results.map((r) => (
            <li key={r.label} className="rounded-2xl bg-navy p-5 text-white">
              <span className="block font-display text-3xl font-bold text-turquoise">{r.figure}</span>
              <span className="mt-1 block text-sm text-white/80">{r.label}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-10 md:grid-cols-[minmax(0,1fr)_16rem]">
          <ArticleHtml html={story.html} />
          {story.quote && (
            <figure className="self-start rounded-2xl border-l-4 border-turquoise bg-mist p-6">
              <blockquote className="font-display text-xl font-bold text-navy">“{story.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-muted">{story.quoteBy}</figcaption>
            </figure>
          )}
        </div>
        <section className="mt-14 rounded-2xl bg-navy p-8 text-white">
          <h2 className="font-display text-2xl font-bold">Want results like these for your team?</h2>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/maven-for-business" className="btn btn-primary">
              See Maven for Business
            </Link>
            <Link to="/customer-stories" className="btn btn-outline border-white! text-white!">
              More customer stories
            </Link>
          </div>
        </section>
        <p className="mt-6 text-sm text-muted">
          {story.company} is an illustrative company; this story was written by our team from typical customer
          engagements.
        </p>
      </div>
    </main>
  );
}
