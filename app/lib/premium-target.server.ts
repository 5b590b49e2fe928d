import type { RouterContextProvider } from "react-router";
import { premiumTargetOf } from "~/core/premium-target.ts";
import { NotFound } from "~/server/domain/errors.ts";
import { getAppContext } from "../context.ts";

/** The locked item named on the plans page: its catalogue title, the line's wording and its page. */
export interface UnlockTarget {
  /** The course (for a lesson), path or project: what the plans page names. */
  title: string;
  /** The item itself: the lesson's own title, else the same as `title`. */
  itemTitle: string;
  kind: "lesson" | "path" | "project";
  path: string;
}

/**
 * Reads the plans page's `unlock` value (core/entitlement.ts premiumGateHref) back to an item of the
 * catalogue; anything else, or an item that is gone, names nothing.
 */
export async function unlockTargetOf(
  value: unknown,
  context: Readonly<RouterContextProvider>,
): Promise<UnlockTarget | null> {
  const target = premiumTargetOf(value);
  if (!target) return null;
  const { catalog, guidedProjects, learning } = getAppContext(context).services;
  try {
    if (target.kind === "lesson") {
      // Read as a visitor would see it: only the titles, nothing recorded against anyone.
      const { course, lesson } = await learning.player(null, { slug: target.courseSlug, lessonId: target.lessonId });
      return { kind: "lesson", title: course.title, itemTitle: lesson.title, path: target.path };
    }
    if (target.kind === "path") {
      const path = await catalog.pathBySlug(target.slug);
      return { kind: "path", title: path.title, itemTitle: path.title, path: target.path };
    }
    const project = await guidedProjects.bySlug(target.slug);
    return { kind: "project", title: project.title, itemTitle: project.title, path: target.path };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}
