import { Trash2 } from "lucide-react";
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ProjectErrorView } from "~/app/features/projects/project-error.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { likesLabel } from "~/core/projects.ts";
import type { Route } from "./+types/project-delete";

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ pathname }) => ({ label: "Delete project", url: pathname }),
};

export const meta: Route.MetaFunction = () => [
  { title: "Delete project | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  return { project: await orHttpError(getAppContext(context).services.projects.forDelete(viewer, params.id)) };
}

/** The confirmation is this page itself, so deleting works the same with or without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  await orHttpError(getAppContext(context).services.projects.remove(viewer, params.id));
  return redirect(`${href("/dashboard/projects")}?deleted=1`);
}

export default function DeleteProjectPage({ loaderData: { project } }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-2xl rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <div className="grid size-12 place-items-center rounded-2xl bg-red-50 text-red-700">
        <Trash2 aria-hidden className="size-6" />
      </div>
      <h1 className="mt-4 font-display text-3xl font-bold text-navy">Delete “{project.title}”?</h1>
      <p className="mt-3 text-muted">
        The project{project.likeCount > 0 ? `, its images and its ${likesLabel(project.likeCount)}` : " and its images"}{" "}
        are removed for good. This cannot be undone.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy}>
          {busy ? "Deleting…" : "Delete project"}
        </button>
        <Link to={href("/dashboard/projects/:id/edit", { id: project.id })} className="btn btn-ghost">
          Keep it
        </Link>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProjectErrorView error={error} />;
}
