import { splitComponent, useMountedOnceActive } from "~/app/components/split-component.ts";
import type { PathBanner } from "~/server/domain/catalog/service.ts";

// Radix Dialog loads on the way to the first quick look, not with the page.
const panel = splitComponent(() => import("./path-drawer-panel.tsx"));

/** Spread on the element around the quick-look buttons: the drawer's code loads on the way to a click. */
export const pathDrawerIntent = panel.intentProps;

/** The learning path drawer (a split chunk, mounted on first open). */
export function PathDrawer({ path, onClose }: { path: PathBanner | null; onClose: () => void }) {
  if (!useMountedOnceActive(path !== null)) return null;
  return <panel.Component path={path} onClose={onClose} />;
}
