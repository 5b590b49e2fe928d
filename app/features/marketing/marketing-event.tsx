import { useEffect } from "react";
import { MARKETING_VISIT_EVENT_ID, readMarketingCookie } from "~/core/marketing.ts";

const MUTATION =
  "mutation RecordVisit($eventId: Int!) { marketingEventCreate(event_id: $eventId) { marketing_event_id } }";

/** Once per page load, not again on client-side navigations (the module outlives them). */
let recorded = false;

/**
 * Records the visit event through the API when this visit belongs to a marketing session
 * (spec section 7: fires once; a failure is logged only, the page never shows it).
 */
export function MarketingEvent() {
  useEffect(() => {
    if (recorded || !readMarketingCookie(document.cookie)) return;
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
  }, []);
  return null;
}
