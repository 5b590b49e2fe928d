import { createElement, lazy, Suspense, useState, type ComponentType } from "react";

// Chunks the page waits for before it hydrates; null once hydration has started.
let beforeHydration: Promise<unknown>[] | null = [];

/**
 * A component whose code is a separate chunk, fetched on first use or by `preload()`; it renders nothing
 * until the chunk is there. Once the chunk has arrived it renders synchronously, like a static import: that is what
 * lets `preloadBeforeHydration()` make a server-rendered instance hydrate together with its page,
 * instead of later, when an update from its parent would make React discard the server HTML.
 */
export function splitComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchChunk = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed fetch (a deploy, the network) may be retried
        throw error;
      },
    ));
  const Lazy = lazy(fetchChunk);
  const preload = () => void fetchChunk().catch(() => {});
  function SplitComponent(props: P) {
    // Chosen once per instance: switching from Lazy to the loaded type later would remount it.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Suspense, { fallback: null }, createElement(type, props));
  }
  return {
    Component: SplitComponent,
    /** Starts fetching the chunk; safe to call repeatedly, never throws. */
    preload,
    /** Spread on the link or button that opens it: the chunk starts loading on the way to a click. */
    intentProps: { onPointerEnter: preload, onFocus: preload, onTouchStart: preload },
    /** In the browser, before the page hydrates: the page waits for the chunk (or its failure). Later, a preload. */
    preloadBeforeHydration: () => {
      if (typeof window === "undefined") return;
      if (beforeHydration) beforeHydration.push(fetchChunk().catch(() => {}));
      else preload();
    },
  };
}

/** Resolves once every chunk asked for by `preloadBeforeHydration()` has arrived or failed; call once, to hydrate. */
export function chunksBeforeHydration(): Promise<unknown> {
  const waiting = Promise.all(beforeHydration ?? []);
  beforeHydration = null;
  return waiting;
}

/**
 * True from the first render in which `active` is true, for good: a split dialog mounts on first
 * use, then stays mounted so that closing can animate and reopening is instant.
 */
export function useMountedOnceActive(active: boolean): boolean {
  const [mounted, setMounted] = useState(active);
  if (active && !mounted) setMounted(true);
  return mounted || active;
}
