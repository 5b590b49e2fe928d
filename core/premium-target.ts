import { safeReturnTo } from "./safe-redirect.ts";

/**
 * The locked item a free learner tried to open, read back from the plans page's `unlock` parameter
 * (core/entitlement.ts premiumGateHref). Only a path of ours that names a lesson, a path or a guided
 * project is taken: the page then shows that item's own title from the catalogue, never text from
 * the address.
 */
export type PremiumTarget =
  | { kind: "lesson"; courseSlug: string; lessonId: string; path: string }
  | { kind: "path"; slug: string; path: string }
  | { kind: "project"; slug: string; path: string };

const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
const LESSON = new RegExp(`^/course/(${SLUG})/lesson/(les_[a-z0-9-]{1,80})$`);
const PATH = new RegExp(`^/path/(${SLUG})$`);
const PROJECT = new RegExp(`^/guided-projects/(${SLUG})$`);

export function premiumTargetOf(value: unknown): PremiumTarget | null {
  // Same site and a path only: no other host, no query or hash.
  const path = safeReturnTo(value, { fallback: "" });
  if (!path.startsWith("/") || /[?#]/.test(path)) return null;
  const lesson = LESSON.exec(path);
  if (lesson) return { kind: "lesson", courseSlug: lesson[1]!, lessonId: lesson[2]!, path };
  const learningPath = PATH.exec(path);
  if (learningPath) return { kind: "path", slug: learningPath[1]!, path };
  const project = PROJECT.exec(path);
  if (project) return { kind: "project", slug: project[1]!, path };
  return null;
}
