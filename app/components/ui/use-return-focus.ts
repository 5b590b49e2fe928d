import { useRef } from "react";

/**
 * Radix Dialog gives focus back to its `Dialog.Trigger` on close; our dialogs are opened from
 * ordinary buttons and links (controlled `open`), so without this focus would fall to the page.
 * Spread the result on `Dialog.Content`: it remembers the element focused when the dialog
 * opened and focuses it again when the dialog closes, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
