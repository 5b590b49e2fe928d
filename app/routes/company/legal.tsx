import { data, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ArticleHtml } from "~/app/features/publishing/article-html.tsx";
import { markdownToHtml } from "~/app/lib/markdown.server.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/legal";

/** Terms of Use, Privacy Policy and Community Forum Policy: one module, the slug is the path. */
const LEGAL_SLUGS = ["terms", "privacy-policy", "community-forum-policy"] as const;

export async function loader({ pattern, context }: Route.LoaderArgs) {
  const slug = pattern.replace(/^\//, "");
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  const found = await orHttpError(getAppContext(context).services.publishing.findLive("legal", slug));
  if (found.status !== "found") throw data(null, { status: 404 });
  const { body, ...page } = found.entry;
  return { page: { ...page, html: markdownToHtml(body) }, others: LEGAL_SLUGS.filter((s) => s !== slug) };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data: d }) => {
    const page = (d as Awaited<ReturnType<typeof loader>> | undefined)?.page;
    return page ? { label: page.title, url: `/${page.slug}` } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: loaderData.page.title,
        description: loaderData.page.summary,
        path: `/${loaderData.page.slug}`,
        siteUrl: siteUrlFrom(matches),
      })
    : [];

const LABELS: Record<string, string> = {
  terms: "Terms of Use",
  "privacy-policy": "Privacy Policy",
  "community-forum-policy": "Community Forum Policy",
};

export default function LegalPage({ loaderData: { page, others } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <section className="bg-mist">
        <div className="container-site py-10 md:py-14">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-navy md:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{page.summary}</p>
        </div>
      </section>
      <div className="container-site mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="max-w-3xl">
          <ArticleHtml html={page.html} />
        </article>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-label="Legal documents" className="rounded-2xl border border-line p-5">
            <h2 className="font-bold text-navy">Also read</h2>
            <ul className="mt-3 space-y-2">
              {others.map((slug) => (
                <li key={slug}>
                  <Link to={`/${slug}`} className="text-turquoise-deep underline">
                    {LABELS[slug]}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/contact" className="text-turquoise-deep underline">
                  Contact us
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </main>
  );
}
