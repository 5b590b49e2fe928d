import { href, Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { ShowcaseCard } from "~/app/features/catalog/showcase-card.tsx";
import { LikeButton } from "~/app/features/projects/like-button.tsx";
import { pagePathOf } from "~/app/lib/auth.server.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { SHOWCASE_SORTS, type ShowcaseSort } from "~/server/domain/showcase/service.ts";
import type { Route } from "./+types/showcase";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { showcase, projects: projectService } = getAppContext(context).services;
  const viewer = await getViewer(context);
  const params = new URL(request.url).searchParams;
  const tools = await showcase.tools();
  const rawTool = params.get("tool") ?? "";
  // Only tools that exist are filters; anything else shows everything.
  const tool = tools.find((t) => t.toLowerCase() === rawTool.trim().toLowerCase()) ?? "";
  const rawSort = params.get("sort") ?? "";
  const sort: ShowcaseSort = (SHOWCASE_SORTS as readonly string[]).includes(rawSort)
    ? (rawSort as ShowcaseSort)
    : "most-liked";
  const projects = await showcase.list({ tool: tool || undefined, sort });
  const liked = await projectService.likedAmong(
    viewer,
    projects.map((p) => p.id),
  );
  return { projects, tools, tool, sort, likedIds: [...liked], returnTo: pagePathOf(request) };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Showcase", url: "/showcase" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Learner Showcase",
    description:
      "Portfolio projects built by learners: dashboards, SQL analyses, Python notebooks and models on real data.",
    path: "/showcase",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/showcase.jpg",
  });

function showcaseUrl(tool: string, sort: ShowcaseSort) {
  const params = new URLSearchParams();
  if (tool) params.set("tool", tool);
  if (sort !== "most-liked") params.set("sort", sort);
  const q = params.toString();
  return `${href("/showcase")}${q ? `?${q}` : ""}`;
}

export default function ShowcasePage({
  loaderData: { projects, tools, tool, sort, likedIds, returnTo },
}: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Showcase"
        title="Learner showcase"
        lede="What learners build with what they learn: dashboards, analyses and models on real data. Get inspired, then publish your own from your dashboard."
      />
      <div className="container-site mt-8">
        <nav
          aria-label="Filter projects"
          className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between"
        >
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={showcaseUrl("", sort)}
                aria-current={tool === "" ? "true" : undefined}
                preventScrollReset
                className="inline-block rounded-full border border-line px-3.5 py-1.5 text-sm font-bold text-navy hover:bg-mist aria-[current]:border-navy aria-[current]:bg-navy aria-[current]:text-white"
              >
                All tools
              </Link>
            </li>
            {tools.map((t) => (
              <li key={t}>
                <Link
                  to={showcaseUrl(t, sort)}
                  aria-current={t === tool ? "true" : undefined}
                  preventScrollReset
                  className="inline-block rounded-full border border-line px-3.5 py-1.5 text-sm font-bold text-navy hover:bg-mist aria-[current]:border-navy aria-[current]:bg-navy aria-[current]:text-white"
                >
                  {t}
                </Link>
              </li>
            ))}
          </ul>
          <p className="flex shrink-0 gap-1 rounded-full bg-mist p-1 text-sm font-bold">
            {(
              [
                ["most-liked", "Most liked"],
                ["newest", "Newest"],
              ] as const
            ).map(([value, label]) => (
              <Link
                key={value}
                to={showcaseUrl(tool, value)}
                aria-current={sort === value ? "true" : undefined}
                preventScrollReset
                className="rounded-full px-3.5 py-1.5 text-navy aria-[current]:bg-white aria-[current]:shadow-sm"
              >
                {label}
              </Link>
            ))}
          </p>
        </nav>
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {projects.length === 1 ? "1 project" : `${projects.length} projects`}
          {tool && ` using ${tool}`}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <li key={p.id}>
              <ShowcaseCard
                project={p}
                like={
                  <LikeButton
                    projectId={p.id}
                    liked={likedIds.includes(p.id)}
                    likeCount={p.likeCount}
                    returnTo={returnTo}
                    size="small"
                    label={p.title}
                  />
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
