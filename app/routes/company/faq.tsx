import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { ArticleHtml } from "~/app/features/publishing/article-html.tsx";
import { markdownToHtml } from "~/app/lib/markdown.server.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { jsonLd, seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { FAQ_CATEGORIES } from "~/core/publishing.ts";
import type { Route } from "./+types/faq";

const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/[*_`]/g, "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const all = await getAppContext(context).services.publishing.listLive("faq");
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = all.filter((e) => {
    const text = `${e.title} ${e.body}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const groups = FAQ_CATEGORIES.map((c) => ({
    ...c,
    items: matches
      .filter((e) => e.fields.category === c.id)
      .map((e) => ({ slug: e.slug, question: e.title, answerHtml: markdownToHtml(e.body) })),
  })).filter((g) => g.items.length > 0);
  return { q, groups, total: matches.length, all: all.map((e) => ({ question: e.title, answer: plain(e.body) })) };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "FAQ", url: "/faq" } };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seo({
    title: "Frequently Asked Questions",
    description:
      "Answers about your Maven Analytics account, plans and billing, courses, credentials, data sets and Maven for Business teams.",
    path: "/faq",
    siteUrl: siteUrlFrom(matches),
  }),
  ...(loaderData
    ? [
        jsonLd({
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: loaderData.all.map((f) => ({
            "@type": "Question",
            name: f.question,
            acceptedAnswer: { "@type": "Answer", text: f.answer },
          })),
        }),
      ]
    : []),
];

export default function FaqPage({ loaderData: { q, groups, total } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Support"
        title="Frequently asked questions"
        lede="Quick answers about your account, plans, courses, credentials, data sets and team plans."
      >
        <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="faq-q" className="sr-only">
            Search the FAQ
          </label>
          <input
            id="faq-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search, e.g. invoice or password"
            className="min-w-0 flex-1 rounded-xl border border-white/20 bg-white px-4 py-2.5 text-ink"
          />
          <button type="submit" className="btn btn-primary">
            <Search aria-hidden className="size-4" /> Search
          </button>
        </Form>
      </PageHero>
      <div className="container-site mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="FAQ categories" className="hidden lg:block">
          <ul className="sticky top-24 space-y-2">
            {groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`} className="text-navy underline-offset-4 hover:underline">
                  {g.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {q && (
            <p className="mb-6 text-muted" role="status">
              {total === 0 ? (
                <>
                  No answers match “{q}”. <Link to="/faq">Show all questions</Link> or{" "}
                  <Link to="/contact" className="font-bold text-turquoise-deep underline">
                    ask us directly
                  </Link>
                  .
                </>
              ) : (
                <>
                  {total === 1 ? "1 answer" : `${total} answers`} for “{q}”.{" "}
                  <Link to="/faq" className="underline">
                    Show all
                  </Link>
                </>
              )}
            </p>
          )}
          {groups.map((g) => (
            <section key={g.id} id={g.id} aria-labelledby={`${g.id}-h`} className="mb-10 scroll-mt-24">
              <h2 id={`${g.id}-h`} className="font-display text-2xl font-bold text-navy">
                {g.label}
              </h2>
              <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
                {g.items.map((item) => (
                  <details key={item.slug} id={item.slug} className="group px-5 py-4" open={Boolean(q)}>
                    <summary className="cursor-pointer list-none font-bold text-navy marker:hidden">
                      <span className="flex items-start justify-between gap-4">
                        {item.question}
                        <span aria-hidden className="text-turquoise-deep group-open:rotate-45">
                          +
                        </span>
                      </span>
                    </summary>
                    <ArticleHtml className="prose-article mt-3 text-base" html={item.answerHtml} />
                  </details>
                ))}
              </div>
            </section>
          ))}
          <section className="rounded-2xl bg-mist p-6">
            <h2 className="font-display text-xl font-bold text-navy">Didn't find your answer?</h2>
            <p className="mt-2 text-muted">Our support team answers every message, usually within one working day.</p>
            <Link to="/contact" className="btn btn-dark mt-4">
              Contact us
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}
