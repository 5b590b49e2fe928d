import { Heart } from "lucide-react";
import { href, Link } from "react-router";
import { ToolChips } from "~/app/features/catalog/cards.tsx";
import type { ProfileProjectCard } from "~/server/domain/account/portfolio.ts";

/**
 * A project on the dashboard and on profiles. Drafts are shown only to their author, so their
 * tile leads to the edit page.
 */
export function ProjectTile({
  project,
  headingLevel = 3,
  showAuthor = false,
}: {
  project: ProfileProjectCard;
  headingLevel?: 2 | 3;
  showAuthor?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const to = project.published
    ? href("/project/:id", { id: project.id })
    : href("/dashboard/projects/:id/edit", { id: project.id });
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
        {!project.published && (
          <span className="absolute top-3 left-3 rounded-full bg-yellow px-2.5 py-1 text-xs font-bold text-navy">
            Draft
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-display text-lg leading-snug font-bold text-navy">
          <Link to={to} className="after:absolute after:inset-0 group-hover:underline">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 text-sm text-muted">{project.summary}</p>
        <ToolChips tools={project.tools} />
        <p className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-muted">
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
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden className="size-4 text-turquoise-deep" /> {project.likeCount}
            <span className="sr-only">{project.likeCount === 1 ? "like" : "likes"}</span>
          </span>
        </p>
      </div>
    </article>
  );
}
