import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
/** False during SSR and the hydration render, true after: forms use it to pick their no-JS path. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
