import { ExternalLink, Pencil, Trophy } from "lucide-react";
import { data, href, Link, redirect } from "react-router";
import { Markdown } from "~/app/components/markdown.tsx";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { LikeButton, type LikeActionData } from "~/app/features/projects/like-button.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { pagePathOf } from "~/app/lib/auth.server.ts";
import { headersOf, orHttpError, readFormData, statusOf, throwHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatDate } from "~/core/format.ts";
import { safeReturnTo } from "~/core/safe-redirect.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/project";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const viewer = await getViewer(context);
  const project = await orHttpError(services.showcase.byId(params.id, viewer));
  return { project, liked: await services.projects.isLiked(viewer, project.id), returnTo: pagePathOf(request) };
}

/**
 * POST intent=like|unlike. A visitor is sent to log in and back to `returnTo`. A hydrated
 * button (respond=data) gets the new state as data; a plain form post is redirected back.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const viewer = await getViewer(context);
  const form = await readFormData(request);
  const values = { returnTo: form.get("returnTo"), intent: form.get("intent"), respond: form.get("respond") };
  const returnTo = safeReturnTo(values.returnTo, { fallback: href("/project/:id", { id: params.id }) });
  if (!viewer) throw redirect(`${href("/login")}?returnTo=${encodeURIComponent(returnTo)}`);
  if (values.intent !== "like" && values.intent !== "unlike") {
    return data<LikeActionData>({ error: "Choose Like or Unlike." }, { status: 400 });
  }
  try {
    const state = await services.projects.setLike(viewer, params.id, values.intent === "like");
    if (values.respond === "data") return data<LikeActionData>(state);
    return redirect(returnTo);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (values.respond === "data") {
      return data<LikeActionData>({ error: error.message }, { status: statusOf(error), headers: headersOf(error) });
    }
    return throwHttpError(error);
  }
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { project: { title: string } } | undefined;
    return d ? { label: d.project.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData && !loaderData.project.published
    ? [{ title: `${loaderData.project.title} (draft) | Maven Analytics` }, { name: "robots", content: "noindex" }]
    : loaderData
      ? seo({
          title: `${loaderData.project.title} by ${loaderData.project.authorName}`,
          description: loaderData.project.summary.slice(0, 155),
          path: href("/project/:id", { id: loaderData.project.id }),
          siteUrl: siteUrlFrom(matches),
          image: "/images/og/showcase.jpg",
        })
      : [];

export default function ProjectPage({ loaderData: { project, liked, returnTo } }: Route.ComponentProps) {
  const safeLink = /^https?:\/\//i.test(project.link) ? project.link : "";
  return (
    <main className="container-site pt-10 pb-20">
      {!project.published && (
        <p role="status" className="mb-6 rounded-xl border border-yellow bg-yellow/40 px-4 py-3 text-sm text-ink">
          <span className="font-bold">This is a draft.</span> Only you can see it; publish it from the edit page to show
          it in the showcase.
        </p>
      )}
      <p className="eyebrow">
        <Link to={href("/showcase")} className="hover:underline">
          Showcase
        </Link>
      </p>
      <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold text-navy md:text-5xl">{project.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{project.summary}</p>
      {project.challenges.length > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-ink">
          <Trophy aria-hidden className="size-4 text-turquoise-deep" />
          Entered in{" "}
          {project.challenges.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ", "}
              <Link
                to={href("/challenges/:slug/:id", { slug: c.slug, id: c.id })}
                className="font-bold text-turquoise-deep underline"
              >
                {c.title}
              </Link>
            </span>
          ))}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
        <span className="flex items-center gap-2">
          {project.authorImage && (
            <img src={project.authorImage} alt="" width={32} height={32} className="size-8 rounded-full" />
          )}
          <span>
            By <span className="font-bold text-navy">{project.authorName}</span>
          </span>
        </span>
        {project.published && <span>Published {formatDate(project.createdAt.toISOString().slice(0, 10))}</span>}
        {project.published && (
          <LikeButton projectId={project.id} liked={liked} likeCount={project.likeCount} returnTo={returnTo} />
        )}
        {project.isAuthor && (
          <Link
            to={href("/dashboard/projects/:id/edit", { id: project.id })}
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 font-bold text-navy hover:bg-mist"
          >
            <Pencil aria-hidden className="size-4" /> Edit project
          </Link>
        )}
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
