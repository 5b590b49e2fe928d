import { FileText } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/guides";

export async function loader({ context }: Route.LoaderArgs) {
  const guides = await getAppContext(context).services.publishing.listLive("guide");
  return {
    guides: guides.map((g) => ({
      slug: g.slug,
      title: g.title,
      summary: g.summary,
      image: g.image,
      format: g.fields.format ?? "Guide",
      audience: g.fields.audience === "business" ? "For team leads" : "For learners",
    })),
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Guides and Reports", url: "/guides-and-reports" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Guides and Reports",
    description:
      "Free PDF guides, cheat sheets and reports on Excel, SQL, Power BI and data careers, written by Maven Analytics instructors.",
    path: "/guides-and-reports",
    siteUrl: siteUrlFrom(matches),
  });

export default function GuidesPage({ loaderData: { guides } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Resources"
        title="Guides and reports"
        lede="Cheat sheets, in-depth guides and our own research, free as PDFs. Leave your e-mail and download at once."
      />
      <div className="container-site mt-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((g) => (
            <li key={g.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
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
                    <FileText aria-hidden className="size-4" /> {g.format} · {g.audience}
                  </p>
                  <h2 className="mt-1 font-display text-xl font-bold text-navy">
                    <Link to={`/guides-and-reports/${g.slug}`} className="hover:underline">
                      {g.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-sm text-muted">{g.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
