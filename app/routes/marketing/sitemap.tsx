import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const pages = await getAppContext(context).services.site.publicPaths();
  const groups = new Map<string, { path: string; label: string }[]>();
  for (const page of pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  return { groups: [...groups.entries()].map(([name, links]) => ({ name, links })) };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Site Map", url: href("/sitemap") } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Site Map",
    description:
      "Every page of the site in one place: courses, learning paths, challenges, resources, business offerings and policies.",
    path: href("/sitemap"),
    siteUrl: siteUrlFrom(matches),
  });

export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container-site py-12 pb-20">
      <p className="eyebrow">Support</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-navy">Site Map</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">Every public page of the site, grouped by section.</p>
      <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.groups.map((group) => (
          <section key={group.name} aria-labelledby={`group-${group.name.replace(/\W+/g, "-")}`}>
            <h2 id={`group-${group.name.replace(/\W+/g, "-")}`} className="font-display text-xl font-bold text-navy">
              {group.name}
            </h2>
            <ul className="mt-3 space-y-1.5">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="text-turquoise-deep hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
