import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { ToolChips } from "~/app/features/catalog/cards.tsx";
import type { ShowcaseCard as ShowcaseCardData } from "~/server/domain/showcase/service.ts";

/** `like`: a like button to show instead of the plain count (the showcase page passes one). */
export function ShowcaseCard({ project, like }: { project: ShowcaseCardData; like?: ReactNode }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-lg">
      <div className="aspect-[8/5] bg-navy">
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
        <h2 className="font-display text-lg leading-snug font-bold text-navy">
          <Link
            to={href("/project/:id", { id: project.id })}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {project.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-2 text-sm text-muted">{project.summary}</p>
        <ToolChips tools={project.tools} />
        <p className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-muted">
          <span className="flex items-center gap-2">
            {project.authorImage && (
              <img
                src={project.authorImage}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                className="size-6 rounded-full"
              />
            )}
            {project.authorName}
          </span>
          {like ?? (
            <span className="inline-flex items-center gap-1" aria-label={`${project.likeCount} likes`}>
              <Heart aria-hidden className="size-4 text-turquoise-deep" /> {project.likeCount}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
