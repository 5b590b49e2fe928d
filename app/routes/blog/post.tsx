import { Clock } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ArticleHtml } from "~/app/features/publishing/article-html.tsx";
import { markdownToHtml } from "~/app/lib/markdown.server.tsx";
import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { jsonLd, seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { slugify } from "~/core/publishing.ts";
import type { Route } from "./+types/post";
import { formatUtcDate } from "~/core/format.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { publishing } = getAppContext(context).services;
  const found = await orHttpError(publishing.findLive("post", params.slug));
  // An old slug redirects for good; a deleted post is gone (410) unless it was replaced.
  if (found.status === "moved") throw redirect(`/blog/${found.slug}`, 301);
  if (found.status === "gone") throw data({ message: "This article was removed." }, { status: 410 });
  const post = found.entry;
  const others = (await publishing.listLive("post")).filter((p) => p.id !== post.id);
  const shared = (p: (typeof others)[number]) => p.tags.filter((t) => post.tags.includes(t)).length;
  const related = others
    .map((p) => ({ p, score: shared(p) }))
    .sort((a, b) => b.score - a.score || b.p.publishedAt.localeCompare(a.p.publishedAt))
    .slice(0, 3)
    .map(({ p }) => ({ slug: p.slug, title: p.title, image: p.image, publishedAt: p.publishedAt, tag: p.tags[0] }));
  const author = post.fields.author ?? "Maven Analytics";
  const person = await publishing.teamMemberNamed(author);
  return {
    post: {
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      html: markdownToHtml(post.body),
      image: post.image,
      author,
      authorRole: person?.role ?? post.fields.authorRole ?? "",
      authorUrl: person?.url ?? null,
      tags: post.tags.map((label) => ({ label, slug: slugify(label) })),
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      readingMinutes: post.readingMinutes,
    },
    related,
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data: d }) => {
    const post = (d as Awaited<ReturnType<typeof loader>> | undefined)?.post;
    return post ? { label: post.title, url: `/blog/${post.slug}` } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Article not available | Maven Analytics" }];
  const { post } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const tags = seo({
    title: post.title,
    description: post.summary,
    path: `/blog/${post.slug}`,
    siteUrl,
    image: post.image ?? undefined,
  }).map((t) => ("property" in t && t.property === "og:type" ? { property: "og:type", content: "article" } : t));
  return [
    ...tags,
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:author", content: post.author },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Maven Analytics Blog",
      href: "/blog/feed.xml",
    },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.summary,
      image: post.image ? [`${siteUrl}${post.image}`] : undefined,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: [{ "@type": "Person", name: post.author }],
      publisher: { "@type": "Organization", name: "Maven Analytics" },
      mainEntityOfPage: `${siteUrl}/blog/${post.slug}`,
      keywords: post.tags.map((t) => t.label).join(", "),
    }),
  ];
};

export default function PostPage({ loaderData: { post, related } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <article>
        <header className="bg-mist">
          <div className="container-site max-w-4xl py-10 md:py-14">
            <ul className="flex flex-wrap gap-2" aria-label="Topics">
              {post.tags.map((t) => (
                <li key={t.slug}>
                  <Link
                    to={`/blog?tag=${t.slug}`}
                    className="rounded-full bg-white px-3 py-1 text-xs font-bold text-turquoise-deep"
                  >
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
            <h1 className="mt-4 font-display text-4xl leading-tight font-bold text-navy md:text-5xl">{post.title}</h1>
            <p className="mt-4 text-lg text-muted">{post.summary}</p>
            <div className="mt-6 flex items-center gap-3">
              <InitialsAvatar name={post.author} size={44} />
              <div className="text-sm">
                <p className="font-bold text-navy">
                  {post.authorUrl ? (
                    <Link to={post.authorUrl} className="underline-offset-2 hover:underline">
                      {post.author}
                    </Link>
                  ) : (
                    post.author
                  )}
                  {post.authorRole && <span className="font-normal text-muted">, {post.authorRole}</span>}
                </p>
                <p className="flex items-center gap-1 text-muted">
                  <time dateTime={post.publishedAt}>{formatUtcDate(post.publishedAt)}</time> ·
                  <Clock aria-hidden className="size-3.5" /> {post.readingMinutes} min read
                </p>
              </div>
            </div>
          </div>
        </header>
        <div className="container-site max-w-4xl">
          {post.image && (
            <img
              src={post.image}
              alt=""
              width={1200}
              height={630}
              fetchPriority="high"
              className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover"
            />
          )}
          {/* One left edge for the header, the cover, the text and Keep reading; the text keeps a reading measure. */}
          <div className="mt-10 max-w-3xl">
            <ArticleHtml html={post.html} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-h" className="container-site mt-16 max-w-4xl">
          <h2 id="related-h" className="font-display text-2xl font-bold text-navy">
            Keep reading
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-3">
            {related.map((r) => (
              <li key={r.slug} className="overflow-hidden rounded-2xl border border-line bg-white">
                {r.image && (
                  <img
                    src={r.image}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    className="aspect-[1200/630] w-full object-cover"
                  />
                )}
                <div className="p-4">
                  <p className="eyebrow">{r.tag}</p>
                  <h3 className="mt-1 font-bold text-navy">
                    <Link to={`/blog/${r.slug}`} className="hover:underline">
                      {r.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-xs text-muted">{formatUtcDate(r.publishedAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <main className="container-site py-20 text-center">
        <p className="eyebrow">Blog</p>
        <h1 className="mt-2 font-display text-4xl font-bold text-navy">This article was removed</h1>
        <p className="mt-3 text-muted">We took this article down. There's plenty more to read on the blog.</p>
        <Link to="/blog" className="btn btn-dark mt-6">
          Back to the blog
        </Link>
      </main>
    );
  }
  throw error;
}
