import { splitComponent, useMountedOnceActive } from "~/app/components/split-component.ts";
import type { CourseCard } from "~/server/domain/catalog/service.ts";

// Radix Dialog is most of a catalogue page's own JavaScript and only a click needs it.
const panel = splitComponent(() => import("./course-drawer-panel.tsx"));

/** Spread on the element around the cards that open the drawer: its code loads on the way to a click. */
export const courseDrawerIntent = panel.intentProps;

/** Spec section 2: the course drawer (a split chunk, mounted on first open). */
export function CourseDrawer({ course, onClose }: { course: CourseCard | null; onClose: () => void }) {
  if (!useMountedOnceActive(course !== null)) return null;
  return <panel.Component course={course} onClose={onClose} />;
}
