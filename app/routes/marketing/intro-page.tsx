import { ArrowRight, CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { INTRO_PAGES, type IntroPageContent } from "~/app/content/intro-pages.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/intro-page";

/** "/signup/pricing" → "signup-pricing": the route id each intro page is registered with. */
export function introIdFor(pattern: string): string {
  return pattern.replace(/^\/+|\/+$/g, "").replaceAll("/", "-");
}

const AUTH_IDS = new Set(["signup", "signup-enterprise", "signup-checkout", "login", "logout", "onboarding-team"]);
const isPrivate = (id: string) => AUTH_IDS.has(id) || id.startsWith("dashboard");

export function loader({ pattern }: Route.LoaderArgs) {
  const id = introIdFor(pattern);
  const page: IntroPageContent | undefined = INTRO_PAGES[id as keyof typeof INTRO_PAGES];
  if (!page) throw data(null, { status: 404 });
  return { id, path: pattern, page };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data }) => {
    const d = data as Awaited<ReturnType<typeof loader>> | undefined;
    return d ? { label: d.page.breadcrumb, url: d.path } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: loaderData.page.title,
        description: loaderData.page.metaDescription,
        path: loaderData.path,
        siteUrl: siteUrlFrom(matches),
        noIndex: isPrivate(loaderData.id),
      })
    : [];

export default function IntroPage({ loaderData }: Route.ComponentProps) {
  const { id, page } = loaderData;

  if (AUTH_IDS.has(id)) {
    return (
      <div>
        <p className="eyebrow">{page.eyebrow}</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-navy">{page.title}</h1>
        <p className="mt-3 text-muted">{page.lede}</p>
        <ul className="mt-6 space-y-3">
          {page.points.map((point) => (
            <li key={point.title} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
              <span>
                <span className="block font-bold text-navy">{point.title}</span>
                <span className="block text-sm text-muted">{point.body}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          {page.links.map((link, i) => (
            <Link key={link.to} to={link.to} className={`btn ${i === 0 ? "btn-dark" : "btn-outline text-navy"}`}>
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    );
  }

  return (
    <main className={id.startsWith("dashboard") ? "" : "pb-20"}>
      <section className={id.startsWith("dashboard") ? "" : "bg-gradient-to-b from-mist to-white"}>
        <div className={id.startsWith("dashboard") ? "" : "container-site py-12 md:py-16"}>
          <p className="eyebrow">{page.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold text-navy md:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{page.lede}</p>
        </div>
      </section>
      <div className={id.startsWith("dashboard") ? "mt-8" : "container-site"}>
        <ul className="grid gap-5 md:grid-cols-3">
          {page.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <CheckCircle2 aria-hidden className="size-6 text-turquoise-deep" />
              <h2 className="mt-3 font-display text-xl font-bold text-navy">{point.title}</h2>
              <p className="mt-2 leading-relaxed text-muted">{point.body}</p>
            </li>
          ))}
        </ul>

        {page.links.length > 0 && (
          <nav aria-label="Related pages" className="mt-14 flex flex-wrap gap-3">
            {page.links.map((link, i) => (
              <Link key={link.to} to={link.to} className={`btn ${i === 0 ? "btn-dark" : "btn-outline text-navy"}`}>
                {link.label}
                {i === 0 && <ArrowRight aria-hidden className="size-4" />}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </main>
  );
}
