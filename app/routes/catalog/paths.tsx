import { useState } from "react";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { PathBanner } from "~/app/features/catalog/cards.tsx";
import { PathDrawer, pathDrawerIntent } from "~/app/features/catalog/path-drawer.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { PathBanner as PathBannerData } from "~/server/domain/catalog/service.ts";
import type { Route } from "./+types/paths";

export async function loader({ context }: Route.LoaderArgs) {
  return { paths: await getAppContext(context).services.catalog.allPaths() };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Learning paths", url: "/paths" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Learning Paths",
    description:
      "Step-by-step learning paths for analyst roles: the right courses in the right order, with a credential at the end.",
    path: "/paths",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/paths.jpg",
  });

export default function PathsPage({ loaderData: { paths } }: Route.ComponentProps) {
  const [open, setOpen] = useState<PathBannerData | null>(null);
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Learning paths"
        title="Learning paths"
        lede="Not sure where to start? A path puts the right courses in the right order for a role, and ends with a credential that shows what you can do."
      />
      <ul className="container-site mt-10 space-y-6" {...pathDrawerIntent}>
        {paths.map((path) => (
          <li key={path.id}>
            <PathBanner path={path} headingLevel="h2" onQuickLook={() => setOpen(path)} />
          </li>
        ))}
      </ul>
      <PathDrawer path={open} onClose={() => setOpen(null)} />
    </main>
  );
}
