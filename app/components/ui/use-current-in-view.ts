import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * For a row of links that scrolls sideways on small screens: after each navigation, centres the
 * current link (`aria-current="page"`) so it and both neighbours show, without moving the page.
 */
export function useCurrentInView<T extends HTMLElement>() {
  const row = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const el = row.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    const left = current.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    el.scrollLeft = left - (el.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return row;
}
