import { startTransition, useEffect, useState, type FormEvent } from "react";

// Set by the first effect after hydration: a component mounted later (a client navigation) starts hydrated.
let hydrated = false;

/**
 * False during SSR and the hydration render, true after: forms use it to pick their no-JS path.
 *
 * The switch is a transition. `useSyncExternalStore` switched it with a synchronous re-render right
 * after hydration: on /courses (the footer's newsletter form is on every page) that was one 55 ms task
 * on this machine, about 200 ms of blocking time at Lighthouse's fourfold throttling. A transition does
 * the same work in slices the browser can interrupt.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}

/**
 * onSubmit for a form whose hidden `response` field says how the server answers ("redirect" without
 * JavaScript, "data" with it): a submit handler only runs with the page's script live, so the answer is
 * data even when the hydrated re-render has not landed yet.
 */
export function submitForData(event: FormEvent<HTMLFormElement>): void {
  const field = event.currentTarget.elements.namedItem("response");
  if (field instanceof HTMLInputElement) field.value = "data";
}
