import { useEffect, type RefObject } from "react";

/** Closes a dropdown on a click outside its parts or on Escape (focus goes back to the trigger). */
export function useDismiss(
  open: boolean,
  refs: RefObject<HTMLElement | null>[],
  close: (reason: "outside" | "escape") => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.every((ref) => !ref.current?.contains(target))) close("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close("escape");
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, refs, close]);
}
