import type { ReactNode } from "react";

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen. It is a
 * labelled region with a tab stop so a keyboard can reach and scroll it (WCAG 2.1.1; axe
 * scrollable-region-focusable), and a screen reader names what it holds.
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
