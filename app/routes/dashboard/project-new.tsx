import { href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ProjectErrorView } from "~/app/features/projects/project-error.tsx";
import { EMPTY_PROJECT, ProjectForm } from "~/app/features/projects/project-form.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { projectFailure, readProjectForm } from "~/app/lib/project-form.server.ts";
import type { Route } from "./+types/project-new";

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "Create New Project", url: href("/dashboard/projects/new") },
};

export const meta: Route.MetaFunction = () => [
  { title: "Create New Project | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const form = await readProjectForm(request);
  if (!form.ok) return form.reply;
  try {
    const { id } = await getAppContext(context).services.projects.create(viewer, form.input);
    return redirect(`${href("/dashboard/projects")}?saved=${encodeURIComponent(id)}`);
  } catch (error) {
    return projectFailure(form.submission, error, href("/dashboard/projects/new"));
  }
}

export default function NewProjectPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <p className="eyebrow">My projects</p>
      <h1 className="mt-1 font-display text-3xl font-bold text-navy">Create a new project</h1>
      <p className="mt-2 mb-8 text-muted">
        Share what you built: a dashboard, an analysis, a model. Published projects appear in the showcase and on your
        profile.
      </p>
      <ProjectForm
        defaults={EMPTY_PROJECT}
        lastResult={actionData?.result}
        submitLabel="Save project"
        cancelTo={
          <Link to={href("/dashboard/projects")} className="btn btn-ghost">
            Cancel
          </Link>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProjectErrorView error={error} />;
}
