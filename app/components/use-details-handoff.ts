import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "./use-hydrated.ts";

const FOCUSABLE = "summary, a[href], button:not([disabled]), input:not([disabled]), select, textarea";

/**
 * A disclosure that is a <details> until hydration (so it works without JavaScript) and React state
 * after. What the person did before hydration carries over to the hydrated form: a <details> they
 * opened stays open (`restoreOpen(true)`), and focus inside it moves to the element at the same place
 * in the hydrated form (the summary's focus to the button). Without this, a menu opened while the
 * page's script was still loading shut itself when hydration swapped the element.
 *
 * `hydrated` is true at once for a disclosure mounted after hydration (a client navigation).
 */
export function useDetailsHandoff(restoreOpen: (open: boolean) => void): {
  hydrated: boolean;
  detailsRef: RefObject<HTMLDetailsElement | null>;
  rootRef: RefObject<HTMLDivElement | null>;
} {
  const hydratedAtMount = useHydrated();
  const [hydrated, setHydrated] = useState(hydratedAtMount);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(-1);

  // Layout effects run after hydration's commit and before paint: the swap is never seen.
  useLayoutEffect(() => {
    if (hydrated) return;
    const details = detailsRef.current;
    if (details) {
      const focusables = [...details.querySelectorAll<HTMLElement>(FOCUSABLE)];
      focusIndex.current = focusables.indexOf(document.activeElement as HTMLElement);
      if (details.open) restoreOpen(true);
    }
    setHydrated(true);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (!hydrated || focusIndex.current < 0) return;
    const focusables = [...(rootRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (focusables[focusIndex.current] ?? focusables[0])?.focus();
    focusIndex.current = -1;
  }, [hydrated]);

  return { hydrated, detailsRef, rootRef };
}
