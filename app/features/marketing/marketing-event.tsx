import { useEffect } from "react";
import {
  isMarketingSessionId,
  MARKETING_COOKIE_NAME,
  MARKETING_VISIT_EVENT_ID,
  readMarketingCookie,
} from "~/core/marketing.ts";

const MUTATION =
  "mutation RecordVisit($eventId: Int!) { marketingEventCreate(event_id: $eventId) { marketing_event_id } }";

/** Once per page load, not again on client-side navigations (the module outlives them). */
let recorded = false;

/** What readMarketingSession needs of the window (a test passes its own). */
export interface CookieSource {
  document: { cookie: string };
  cookieStore?: Pick<CookieStore, "get">;
}

/**
 * The visit's marketing session id, read without holding up the page. `document.cookie` is a
 * synchronous call to the browser: the first one on a page took 16–21 ms in Chromium here, four times
 * that in Lighthouse's mobile run, and it ran inside hydration's effects. The Cookie Store API answers
 * asynchronously; a browser without it (or a page not served over HTTPS) reads `document.cookie` in a
 * task of its own.
 */
export async function readMarketingSession(source: CookieSource): Promise<string | null> {
  if (source.cookieStore) {
    const cookie = await source.cookieStore.get(MARKETING_COOKIE_NAME).catch(() => undefined);
    if (cookie !== undefined) {
      const value = cookie?.value;
      return isMarketingSessionId(value) ? value : null;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return readMarketingCookie(source.document.cookie);
}

/**
 * Records the visit event through the API when this visit belongs to a marketing session
 * (spec section 7: fires once; a failure is logged only, the page never shows it).
 */
export function MarketingEvent() {
  useEffect(() => {
    if (recorded) return;
    void readMarketingSession(window).then((session) => {
      if (!session || recorded) return;
      recorded = true;
      fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query: MUTATION, variables: { eventId: MARKETING_VISIT_EVENT_ID } }),
      })
        .then(async (response) => {
          const body = (await response.json()) as { errors?: { message: string }[] };
          if (!response.ok || body.errors?.length) {
            throw new Error(body.errors?.[0]?.message ?? `the API answered ${response.status}`);
          }
        })
        .catch((error: unknown) => console.warn("marketing event not recorded:", error));
    });
  }, []);
  return null;
}
