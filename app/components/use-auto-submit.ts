import { useEffect, useRef, type ChangeEvent, type FormEvent } from "react";
import { useSubmit } from "react-router";

/** Typing in a search box waits this long for the next key before the results update. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Props for a GET filter form that applies each change at once (search boxes after a short pause),
 * replacing the history entry. Without JavaScript the form still submits normally.
 * `prepare` may adjust the values before they are sent.
 */
export function useAutoSubmit(action: string, prepare?: (data: FormData) => void) {
  const submit = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!ref.current) return;
      const data = new FormData(ref.current);
      prepare?.(data);
      submit(data, { method: "get", action, replace: true, preventScrollReset: true });
    }, delay);
  };
  return {
    ref,
    onChange: (event: ChangeEvent<HTMLFormElement>) =>
      apply((event.target as HTMLElement).getAttribute("type") === "search" ? SEARCH_DEBOUNCE_MS : 0),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply(0);
    },
  };
}
