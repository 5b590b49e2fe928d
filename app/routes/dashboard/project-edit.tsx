import { href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ProjectErrorView } from "~/app/features/projects/project-error.tsx";
import { ProjectForm } from "~/app/features/projects/project-form.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { projectFailure, readProjectForm } from "~/app/lib/project-form.server.ts";
import type { Route } from "./+types/project-edit";

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { project: { title: string } } | undefined;
    return d ? { label: `Edit “${d.project.title}”`, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Edit ${loaderData.project.title}` : "Edit project"} | Maven Analytics` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  return { project: await orHttpError(getAppContext(context).services.projects.forEdit(viewer, params.id)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const form = await readProjectForm(request);
  if (!form.ok) return form.reply;
  try {
    const { id } = await getAppContext(context).services.projects.update(viewer, params.id, form.input);
    return redirect(`${href("/dashboard/projects")}?saved=${encodeURIComponent(id)}`);
  } catch (error) {
    return projectFailure(form.submission, error, href("/dashboard/projects/:id/edit", { id: params.id }));
  }
}

export default function EditProjectPage({ loaderData: { project }, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <p className="eyebrow">My projects</p>
      <h1 className="mt-1 font-display text-3xl font-bold text-navy">Edit “{project.title}”</h1>
      <p className="mt-2 mb-8 text-muted">
        {project.published ? (
          <>
            Published:{" "}
            <Link to={href("/project/:id", { id: project.id })} className="font-bold text-turquoise-deep underline">
              view it in the showcase
            </Link>
            .
          </>
        ) : (
          "A draft: only you can see it until you publish it."
        )}
      </p>
      <ProjectForm
        defaults={{
          title: project.title,
          summary: project.summary,
          body: project.body,
          tools: project.tools.join(", "),
          link: project.link,
          status: project.published ? "published" : "draft",
          images: project.images,
        }}
        lastResult={actionData?.result}
        submitLabel="Save changes"
        cancelTo={
          <>
            <Link to={href("/dashboard/projects")} className="btn btn-ghost">
              Cancel
            </Link>
            <Link
              to={href("/dashboard/projects/:id/delete", { id: project.id })}
              className="btn btn-ghost ml-auto text-red-700"
            >
              Delete project
            </Link>
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProjectErrorView error={error} />;
}
