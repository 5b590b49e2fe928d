import { data, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ArticleMarkdown } from "~/app/features/publishing/article-markdown.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import type { Route } from "./+types/content-preview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const entry = await orHttpError(getAppContext(context).services.publishing.get(staff, params.id));
  if (entry.kind !== params.kind) throw data(null, { status: 404 });
  return { entry };
}

/** The entry as visitors will see its text, whatever its state (draft, scheduled). */
export default function PreviewEntry({ loaderData: { entry } }: Route.ComponentProps) {
  return (
    <>
      <p className="rounded-xl bg-amber-100 px-4 py-2 text-sm font-bold text-amber-900" role="status">
        Preview ({entry.state}) ·{" "}
        <Link to={`/admin/content/${entry.kind}/${entry.id}`} className="underline">
          Back to the editor
        </Link>
      </p>
      <article className="mx-auto mt-6 max-w-3xl rounded-xl bg-white p-6 shadow-sm md:p-10">
        {entry.image && <img src={entry.image} alt="" className="mb-6 w-full rounded-xl" />}
        <h1 className="font-display text-4xl font-bold text-navy">{entry.title}</h1>
        {entry.summary && <p className="mt-3 text-lg text-muted">{entry.summary}</p>}
        <p className="mt-2 text-sm text-muted">{entry.readingMinutes} min read</p>
        <div className="mt-8">
          <ArticleMarkdown>{entry.body}</ArticleMarkdown>
        </div>
      </article>
    </>
  );
}
