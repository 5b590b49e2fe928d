import { Eye, FolderKanban, Heart, Pencil, PlusCircle, Trash2 } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { FormNotice } from "~/app/components/ui/field.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { likesLabel } from "~/core/projects.ts";
import type { Route } from "./+types/projects";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "My Projects", url: href("/dashboard/projects") } };

export const meta: Route.MetaFunction = () => [
  { title: "My Projects | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const projects = await getAppContext(context).services.projects.listMine(viewer);
  const params = new URL(request.url).searchParams;
  const saved = projects.find((p) => p.id === params.get("saved")) ?? null;
  return {
    projects: projects.map((p) => ({ ...p, updated: formatDate(p.updatedAt.toISOString().slice(0, 10)) })),
    notice: saved
      ? { id: saved.id, title: saved.title, published: saved.published }
      : params.get("deleted") === "1"
        ? ("deleted" as const)
        : null,
  };
}

function Notice({ notice }: { notice: Route.ComponentProps["loaderData"]["notice"] }) {
  if (!notice) return null;
  if (notice === "deleted") return <FormNotice>Your project is deleted.</FormNotice>;
  return (
    <FormNotice>
      {notice.published ? (
        <>
          “{notice.title}” is published.{" "}
          <Link to={href("/project/:id", { id: notice.id })} className="font-bold text-turquoise-deep underline">
            View it in the showcase
          </Link>
        </>
      ) : (
        <>“{notice.title}” is saved as a draft. Only you can see it.</>
      )}
    </FormNotice>
  );
}

export default function MyProjectsPage({ loaderData: { projects, notice } }: Route.ComponentProps) {
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Portfolio</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-navy">My projects</h1>
          <p className="mt-2 text-muted">Drafts are private; published projects appear in the showcase.</p>
        </div>
        <Link to={href("/dashboard/projects/new")} className="btn btn-primary">
          <PlusCircle aria-hidden className="size-5" /> Create New Project
        </Link>
      </div>
      <div className="mt-6">
        <Notice notice={notice} />
      </div>
      {projects.length === 0 ? (
        <section className="mt-6 rounded-2xl border border-dashed border-line bg-white p-10 text-center">
          <FolderKanban aria-hidden className="mx-auto size-10 text-turquoise-deep" />
          <h2 className="mt-3 text-xl font-bold text-navy">No projects yet</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Projects show employers what you can do. Start with one you finished in a course or a guided project.
          </p>
          <Link to={href("/dashboard/projects/new")} className="btn btn-dark mt-5">
            Create your first project
          </Link>
        </section>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {projects.map((project) => (
            <li
              key={project.id}
              className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row"
            >
              <div className="aspect-[8/5] w-full shrink-0 overflow-hidden rounded-xl bg-navy sm:w-48">
                {project.cover && (
                  <img
                    src={project.cover.src}
                    alt=""
                    width={192}
                    height={120}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-bold text-navy">{project.title}</h2>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-black tracking-wide uppercase ${project.published ? "bg-mist text-turquoise-deep" : "bg-yellow text-navy"}`}
                  >
                    {project.published ? "Published" : "Draft"}
                  </span>
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{project.summary}</p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  <span>Updated {project.updated}</span>
                  <span className="inline-flex items-center gap-1">
                    <Heart aria-hidden className="size-4 text-turquoise-deep" /> {likesLabel(project.likeCount)}
                  </span>
                  <span>{project.imageCount === 1 ? "1 image" : `${project.imageCount} images`}</span>
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-3 text-sm">
                  <Link
                    to={href("/dashboard/projects/:id/edit", { id: project.id })}
                    className="inline-flex items-center gap-1.5 rounded-full bg-navy px-4 py-1.5 font-bold text-white hover:bg-navy-700"
                  >
                    <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> {project.title}</span>
                  </Link>
                  <Link
                    to={href("/project/:id", { id: project.id })}
                    className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-1.5 font-bold text-navy hover:bg-mist"
                  >
                    <Eye aria-hidden className="size-4" /> {project.published ? "View" : "Preview"}
                    <span className="sr-only"> {project.title}</span>
                  </Link>
                  <Link
                    to={href("/dashboard/projects/:id/delete", { id: project.id })}
                    className="inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 font-bold text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="size-4" /> Delete<span className="sr-only"> {project.title}</span>
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
