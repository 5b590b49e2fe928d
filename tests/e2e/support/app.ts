// Small helpers the e2e specs share.
import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so clicks and key presses reach their handlers.
 *
 * The marker: the forms (cookie box, newsletter) carry a hidden `response` input that reads
 * "redirect" in the server HTML and switches to "data" in the transition that follows hydration
 * (useHydrated). Pages without such a form (the sign-up pages) fall back to React having
 * attached its props to the DOM, which happens while it hydrates.
 *
 * A drawer open on load (a `?datasetId=` link) is rendered in place by the server and moves into its
 * portal in that same transition: until every dialog sits in <body>, its elements are
 * about to be replaced, and a test that holds one would find it detached.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __reactRouterRouteModules?: unknown };
    if (w.__reactRouterRouteModules === undefined) return false;
    const inPlace = [...document.querySelectorAll('[role="dialog"]')].some((d) => d.parentElement !== document.body);
    if (inPlace) return false;
    const marker = document.querySelector<HTMLInputElement>('input[type="hidden"][name="response"]');
    if (marker) return marker.value === "data";
    const main = document.querySelector("#main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
  });
}

/**
 * Renders the sections that skip rendering until scrolled near (the below-fold utility: the site
 * footer, the home page's lower sections), as a reader who scrolls sees them. Until then they are
 * contained: their colors are not painted (axe reads them) and a part too wide is clipped rather than
 * widening the page.
 */
export async function renderBelowFold(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".below-fold")) el.style.contentVisibility = "visible";
  });
}

/** Opens a path and waits for hydration. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Stores a cookie choice in the context so the cookie box stays out of the way. */
export async function dismissCookieBox(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  expect(baseURL, "baseURL must be set in playwright.config.ts").toBeTruthy();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
}

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Holds the GET of a page's data (`<path>.data`), which React Router sends after a post to reload the
 * page, until the returned function is called; the post itself goes through. Between the two a test
 * sees the action's answer without the page's new data.
 */
export async function holdDataReload(page: Page, pathname: string): Promise<() => void> {
  const held = gate();
  const data = `${pathname}.data`;
  await page.route(
    (url) => url.pathname === data,
    async (route) => {
      if (route.request().method() === "GET") await held.promise;
      await route.continue();
    },
  );
  return held.release;
}

/** A promise and the function that settles it: lets a test hold a routed request. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
