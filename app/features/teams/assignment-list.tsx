import { BookOpen, Gauge, Route as RouteIcon } from "lucide-react";
import { href, Link } from "react-router";
import { assessmentUrl } from "~/app/features/surveys/urls.ts";
import { formatDate } from "~/core/format.ts";

export interface AssignedItem {
  kind: "course" | "path" | "assessment";
  title: string;
  slug: string;
}

const KIND = {
  course: { label: "Course", icon: BookOpen },
  path: { label: "Learning path", icon: RouteIcon },
  assessment: { label: "Assessment", icon: Gauge },
} as const;

/** Where an assigned item lives; null when it is gone from the catalogue. */
export function assignedItemUrl(item: AssignedItem): string | null {
  if (!item.slug) return null;
  if (item.kind === "course") return href("/course/:slug", { slug: item.slug });
  if (item.kind === "path") return href("/path/:slug", { slug: item.slug });
  return assessmentUrl(item.slug);
}

/** A due date is the end of a UTC calendar day: shown as that date everywhere. */
export const dueDateLabel = (dueAt: Date) => formatDate(dueAt.toISOString().slice(0, 10));

/** An assigned item: its kind, its linked title and its due date. */
export function AssignmentItemLink({ item, dueAt }: { item: AssignedItem; dueAt: Date | null }) {
  const { label, icon: Icon } = KIND[item.kind];
  const url = assignedItemUrl(item);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wide text-muted uppercase">{label}</p>
        <p className="font-bold break-words text-navy">
          {url ? (
            <Link to={url} className="hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className="text-sm text-muted">
          {dueAt ? (
            <>
              Due <time dateTime={dueAt.toISOString()}>{dueDateLabel(dueAt)}</time>
            </>
          ) : (
            "No due date"
          )}
        </p>
      </div>
    </div>
  );
}
