import { ExternalLink, Heart } from "lucide-react";
import { href, Link } from "react-router";
import { Markdown } from "~/app/components/markdown.tsx";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/project";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { project: await orHttpError(getAppContext(context).services.showcase.byId(params.id)) };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { project: { title: string } } | undefined;
    return d ? { label: d.project.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.project.title} by ${loaderData.project.authorName}`,
        description: loaderData.project.summary.slice(0, 155),
        path: href("/project/:id", { id: loaderData.project.id }),
        siteUrl: siteUrlFrom(matches),
        image: "/images/og/showcase.jpg",
      })
    : [];

export default function ProjectPage({ loaderData: { project } }: Route.ComponentProps) {
  const safeLink = /^https?:\/\//i.test(project.link) ? project.link : "";
  return (
    <main className="container-site pt-10 pb-20">
      <p className="eyebrow">
        <Link to={href("/showcase")} className="hover:underline">
          Showcase
        </Link>
      </p>
      <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold text-navy md:text-5xl">{project.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{project.summary}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
        <span className="flex items-center gap-2">
          {project.authorImage && (
            <img src={project.authorImage} alt="" width={32} height={32} className="size-8 rounded-full" />
          )}
          <span>
            By <span className="font-bold text-navy">{project.authorName}</span>
          </span>
        </span>
        <span>Published {formatDate(project.createdAt.toISOString().slice(0, 10))}</span>
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden className="size-4 text-turquoise-deep" />
          {project.likeCount === 1 ? "1 like" : `${project.likeCount} likes`}
        </span>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0">
          <ul className="space-y-4">
            {project.images.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={800}
                  height={500}
                  className="w-full rounded-2xl border border-line bg-navy"
                />
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <Markdown>{project.body}</Markdown>
          </div>
        </div>
        <aside className="h-fit space-y-6 rounded-2xl border border-line p-6">
          <section aria-labelledby="tools-heading">
            <h2 id="tools-heading" className="font-display text-lg font-bold text-navy">
              Tools
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {project.tools.map((tool) => (
                <li key={tool}>
                  <Link
                    to={`${href("/showcase")}?tool=${encodeURIComponent(tool)}`}
                    className="inline-block rounded-lg bg-mist px-3 py-1.5 text-sm font-bold text-navy-700 hover:bg-line"
                  >
                    {tool}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {safeLink && (
            <a href={safeLink} rel="nofollow ugc noopener noreferrer" target="_blank" className="btn btn-dark w-full">
              View the project <ExternalLink aria-hidden className="size-4" />
            </a>
          )}
          <p className="text-sm text-muted">
            Built something you are proud of?{" "}
            <Link to={href("/dashboard/projects/new")} className="font-bold text-turquoise-deep hover:underline">
              Publish your project
            </Link>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
