/** Browser helpers for third-party scripts: loaded after the page is idle, never blocking rendering. */

/** Marks our injected scripts, so a second call (or a test) can find them. */
export const THIRD_PARTY_ATTRIBUTE = "data-third-party";

/** Runs `work` when the browser is idle (at most 2 s later); returns a cancel function. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}

/** Appends an async script once per name; the Content-Security-Policy allows only configured origins. */
export function injectScript(name: string, src: string, data: Record<string, string> = {}): void {
  if (document.querySelector(`script[${THIRD_PARTY_ATTRIBUTE}="${CSS.escape(name)}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.setAttribute(THIRD_PARTY_ATTRIBUTE, name);
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  document.head.appendChild(script);
}
