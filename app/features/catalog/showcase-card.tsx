import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { ToolChips } from "~/app/features/catalog/cards.tsx";
import type { ShowcaseCard as ShowcaseCardData } from "~/server/domain/showcase/service.ts";

/**
 * A project's card in the showcase, on the dashboard and on profiles. A draft (`published: false`)
 * is shown only to its author, so its card is badged and leads to the edit page. `like`: a like
 * button to show instead of the plain count (the showcase page passes one).
 */
export function ShowcaseCard({
  project,
  like,
  headingLevel: Heading = "h2",
  showAuthor = true,
}: {
  project: ShowcaseCardData & { published?: boolean };
  like?: ReactNode;
  headingLevel?: "h2" | "h3";
  showAuthor?: boolean;
}) {
  const draft = project.published === false;
  const to = draft
    ? href("/dashboard/projects/:id/edit", { id: project.id })
    : href("/project/:id", { id: project.id });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-lg">
      <div className="relative aspect-[8/5] bg-navy">
        {project.cover && (
          <img
            src={project.cover.src}
            alt=""
            width={800}
            height={500}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* Below the cover, not on it: a badge on the image hid the chart's own title. */}
        {draft && (
          <span className="mb-2 self-start rounded-full bg-yellow px-2.5 py-1 text-xs font-bold text-navy">Draft</span>
        )}
        <Heading className="font-display text-lg leading-snug font-bold text-navy">
          <Link to={to} className="after:absolute after:inset-0 group-hover:underline">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 text-sm text-muted">{project.summary}</p>
        <ToolChips tools={project.tools} />
        {/* A div, not a p: the like button is a form, which a paragraph cannot hold. */}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-muted">
          <span className="flex items-center gap-2">
            {showAuthor && project.authorImage && (
              <img
                src={project.authorImage}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                className="size-6 rounded-full"
              />
            )}
            {showAuthor ? project.authorName : null}
          </span>
          {like ?? (
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden className="size-4 text-turquoise-deep" /> {project.likeCount}
              <span className="sr-only">{project.likeCount === 1 ? "like" : "likes"}</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
