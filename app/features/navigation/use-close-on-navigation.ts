import { useEffect, useRef, type MouseEvent } from "react";
import { useLocation } from "react-router";

/**
 * Closes a header menu when the page's address changes (a link, back or forward, a redirect), and at
 * once when one of its links is followed (the same page too). A form posted to this same page does
 * not close it: React Router's location changes only when that post's data has loaded, so a menu
 * opened in between would shut itself under the pointer.
 *
 * Spread the returned `onClick` on the menu's panel.
 */
export function useCloseOnNavigation(setOpen: (open: boolean) => void): { onClick: (event: MouseEvent) => void } {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const shown = useRef(here);
  useEffect(() => {
    if (shown.current === here) return;
    shown.current = here;
    setOpen(false);
  }, [here, setOpen]);
  return {
    onClick: (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
    },
  };
}
