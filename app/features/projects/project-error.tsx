import { Lock } from "lucide-react";
import { href, isRouteErrorResponse, Link } from "react-router";
import { ErrorView, NotFoundView } from "~/app/features/shell/error-views.tsx";

/** Error boundary of the project pages: someone else's project (403) says so; a missing one is a 404. */
export function ProjectErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <title>Not your project | Maven Analytics</title>
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-yellow text-navy">
          <Lock aria-hidden className="size-7" />
        </div>
        <p className="eyebrow mt-5">Error 403</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-navy">This project is not yours to change</h1>
        <p className="mx-auto mt-3 max-w-lg text-muted">
          Only its author can edit or delete a project. You can still view and like it in the showcase.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={href("/dashboard/projects")} className="btn btn-dark">
            My projects
          </Link>
          <Link to={href("/showcase")} className="btn btn-outline text-navy">
            Browse the showcase
          </Link>
        </div>
      </main>
    );
  }
  return <ErrorView />;
}
