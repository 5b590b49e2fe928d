import { useState } from "react";
import { href, Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { Drawer } from "~/app/components/ui/drawer.tsx";
import { getAppContext } from "~/app/context.ts";
import { formatHours, PathBanner } from "~/app/features/catalog/cards.tsx";
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
      <ul className="container-site mt-10 space-y-6">
        {paths.map((path) => (
          <li key={path.id}>
            <PathBanner path={path} onQuickLook={() => setOpen(path)} />
          </li>
        ))}
      </ul>
      <Drawer
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.title ?? ""}
        description={open ? `${open.courseCount} courses · ${formatHours(open.totalHours)}` : undefined}
        testId="path-drawer"
        footer={
          open && (
            <Link to={href("/path/:slug", { slug: open.slug })} className="btn btn-dark w-full">
              View Full Details
            </Link>
          )
        }
      >
        {open && (
          <div>
            <img src={open.badgeSrc} alt="" width={88} height={88} className="size-22" />
            <p className="mt-4 leading-relaxed text-ink">{open.description}</p>
            <h3 className="mt-6 text-sm font-black tracking-wide text-navy uppercase">Courses, in order</h3>
            <ol className="mt-3 space-y-2">
              {open.courseTitles.map((title, i) => (
                <li key={title} className="flex items-center gap-3 rounded-xl bg-mist px-3 py-2.5">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-turquoise text-sm font-bold text-navy">
                    {i + 1}
                  </span>
                  <span className="font-bold text-navy">{title}</span>
                </li>
              ))}
            </ol>
            <h3 className="mt-6 text-sm font-black tracking-wide text-navy uppercase">Skills</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {open.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-yellow px-3 py-1 text-sm font-bold text-navy">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Drawer>
    </main>
  );
}
