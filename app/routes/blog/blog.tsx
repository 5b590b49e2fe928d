import { Search } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { Pagination } from "~/app/components/pagination.tsx";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { paginate, parsePage } from "~/core/pagination.ts";
import { slugify } from "~/core/publishing.ts";
import type { Route } from "./+types/blog";
import { formatUtcDate } from "~/core/format.ts";

const POSTS_PER_PAGE = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const tag = slugify(params.get("tag") ?? "");
  const posts = await getAppContext(context).services.publishing.listLive("post");
  const tagCounts = new Map<string, { label: string; count: number }>();
  for (const p of posts)
    for (const t of p.tags) {
      const entry = tagCounts.get(slugify(t)) ?? { label: t, count: 0 };
      entry.count += 1;
      tagCounts.set(slugify(t), entry);
    }
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = posts.filter(
    (p) =>
      (!tag || p.tags.some((t) => slugify(t) === tag)) &&
      words.every((w) => `${p.title} ${p.summary} ${p.body} ${p.tags.join(" ")}`.toLowerCase().includes(w)),
  );
  const page = paginate(matching, parsePage(params.get("page")), POSTS_PER_PAGE);
  return {
    q,
    tag,
    tagLabel: tagCounts.get(tag)?.label ?? null,
    tags: [...tagCounts.entries()]
      .map(([slug, v]) => ({ slug, ...v }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    page: {
      ...page,
      items: page.items.map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        image: p.image,
        author: p.fields.author ?? "Maven Analytics",
        tags: p.tags,
        publishedAt: p.publishedAt,
        readingMinutes: p.readingMinutes,
      })),
    },
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Blog", url: "/blog" } };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo({
    title: loaderData?.tagLabel ? `${loaderData.tagLabel} articles` : "Blog",
    description:
      "Tutorials, challenge announcements and recaps, and product news from the Maven Analytics team: practical data skills in Excel, SQL, Power BI, Tableau and Python.",
    path: "/blog",
    siteUrl: siteUrlFrom(matches),
    noIndex: Boolean(loaderData?.q) || (loaderData?.page.page ?? 1) > 1,
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: "Maven Analytics Blog",
    href: "/blog/feed.xml",
  },
];

export default function BlogPage({ loaderData: { q, tag, tagLabel, tags, page } }: Route.ComponentProps) {
  const location = useLocation();
  const [first, ...rest] = page.items;
  const featured = page.page === 1 && !q && !tag ? first : undefined;
  const cards = featured ? rest : page.items;
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Resources"
        title={tagLabel ? `Blog: ${tagLabel}` : "The Maven blog"}
        lede="Tutorials you can follow along with, data challenge announcements and recaps, and what's new on the platform."
      >
        <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          {tag && <input type="hidden" name="tag" value={tag} />}
          <label htmlFor="blog-q" className="sr-only">
            Search articles
          </label>
          <input
            id="blog-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search articles, e.g. window functions"
            className="min-w-0 flex-1 rounded-xl border border-white/20 bg-white px-4 py-2.5 text-ink"
          />
          <button type="submit" className="btn btn-primary">
            <Search aria-hidden className="size-4" /> Search
          </button>
        </Form>
      </PageHero>
      <div className="container-site mt-8">
        <nav aria-label="Topics" className="flex flex-wrap gap-2">
          <Link
            to={q ? `/blog?q=${encodeURIComponent(q)}` : "/blog"}
            aria-current={!tag ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm font-bold ${!tag ? "border-navy bg-navy text-white" : "border-line text-navy hover:border-navy"}`}
          >
            All topics
          </Link>
          {tags.map((t) => {
            const params = new URLSearchParams({ tag: t.slug });
            if (q) params.set("q", q);
            return (
              <Link
                key={t.slug}
                to={`/blog?${params}`}
                aria-current={tag === t.slug ? "page" : undefined}
                className={`rounded-full border px-3 py-1 text-sm font-bold ${tag === t.slug ? "border-navy bg-navy text-white" : "border-line text-navy hover:border-navy"}`}
              >
                {t.label} <span className="font-normal opacity-70">({t.count})</span>
              </Link>
            );
          })}
        </nav>
        <p className="mt-5 text-sm text-muted" aria-live="polite">
          {page.total === 0
            ? "No articles match. Try another word or topic."
            : `${page.total === 1 ? "1 article" : `${page.total} articles`}${q ? ` for “${q}”` : ""}${page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ""}`}
        </p>

        {featured && (
          <article className="mt-6 grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:grid-cols-2">
            {featured.image && (
              <img src={featured.image} alt="" width={1200} height={630} className="h-full w-full object-cover" />
            )}
            <div className="flex flex-col justify-center p-6 md:p-10">
              <p className="eyebrow">{featured.tags[0]}</p>
              <h2 className="mt-2 font-display text-3xl font-bold text-navy">
                <Link to={`/blog/${featured.slug}`} className="hover:underline">
                  {featured.title}
                </Link>
              </h2>
              <p className="mt-3 text-muted">{featured.summary}</p>
              <p className="mt-4 text-sm text-muted">
                {featured.author} · <time dateTime={featured.publishedAt}>{formatUtcDate(featured.publishedAt)}</time> ·{" "}
                {featured.readingMinutes} min read
              </p>
            </div>
          </article>
        )}

        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((p) => (
            <li key={p.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
                {p.image && (
                  <img
                    src={p.image}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    className="aspect-[1200/630] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="eyebrow">{p.tags[0]}</p>
                  <h2 className="mt-1 font-display text-xl font-bold text-navy">
                    <Link to={`/blog/${p.slug}`} className="hover:underline">
                      {p.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-sm text-muted">{p.summary}</p>
                  <p className="mt-4 text-xs text-muted">
                    {p.author} · <time dateTime={p.publishedAt}>{formatUtcDate(p.publishedAt)}</time> ·{" "}
                    {p.readingMinutes} min read
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <Pagination page={page.page} pageCount={page.pageCount} pathname={location.pathname} search={location.search} />
        <p className="mt-10 text-center text-sm">
          <a href="/blog/feed.xml" className="font-bold text-turquoise-deep underline">
            Subscribe with the Atom feed
          </a>
        </p>
      </div>
    </main>
  );
}
