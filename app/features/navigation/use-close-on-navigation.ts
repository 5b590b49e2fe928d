import { useEffect, useRef, type FormEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";

export interface CloseOnNavigationHandlers {
  onClick: (event: MouseEvent) => void;
  onSubmit: (event: FormEvent) => void;
}

/**
 * Closes a header menu when the page's address changes (a link, back or forward, a redirect), and at
 * once when one of its links is followed (the same page too) or one of its forms is sent (Sign out
 * comes back to the same address). A form elsewhere on the page, posted to this same address, does
 * not close it: React Router's location changes only once that post's data has loaded, so a menu
 * opened in between would shut itself under the pointer.
 *
 * Spread the returned handlers on the menu's panel.
 */
export function useCloseOnNavigation(setOpen: (open: boolean) => void): CloseOnNavigationHandlers {
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
    onSubmit: () => setOpen(false),
  };
}
