/**
 * Who has premium access (issue 15): the one policy behind every premium gate (data sets, recommended
 * analysis, courses, paths, guided projects). Services decide with it; the UI asks it what to show.
 *
 * A plan grants access while it is `active` or `trialing`, or `past_due` within the grace period (the
 * renewal failed and the provider is still retrying). `canceled`, `unpaid` and `incomplete` grant
 * nothing. A plan set to cancel stays `active` until its period ends, then the provider cancels it, so
 * access lasts to the end of the paid period. `PERIOD_END_SLACK_MS` is a safety net for a missed
 * webhook: a period that ended that long ago without a renewal no longer counts.
 */

export const PAST_DUE_GRACE_DAYS = 7;
export const PERIOD_END_SLACK_MS = 3 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export type SubscriptionStatus = "incomplete" | "trialing" | "active" | "past_due" | "unpaid" | "canceled";

export interface EntitlementSource {
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  pastDueSince?: Date | null;
}

/** A team seat (the teams issue) counts like a plan of its own. */
export interface Entitlements {
  subscriptions: readonly EntitlementSource[];
  teamSeat?: boolean;
}

export function grantsPremium(source: EntitlementSource, now: Date): boolean {
  if (source.currentPeriodEnd.getTime() + PERIOD_END_SLACK_MS <= now.getTime()) return false;
  switch (source.status) {
    case "active":
    case "trialing":
      return true;
    case "past_due": {
      const since = source.pastDueSince ?? source.currentPeriodEnd;
      return now.getTime() < since.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS;
    }
    default:
      return false;
  }
}

/**
 * Whether a team seat grants premium (issue 19): a card-billed team while its Teams plan does, an
 * invoiced (enterprise) team until its contract ends.
 */
export function teamSeatGrantsPremium(
  team: {
    billing: "card" | "invoice";
    contractEndsAt: Date | null;
    status: SubscriptionStatus | null;
    currentPeriodEnd: Date | null;
    pastDueSince: Date | null;
  },
  now: Date,
): boolean {
  if (team.billing === "invoice") return team.contractEndsAt === null || team.contractEndsAt.getTime() > now.getTime();
  if (!team.status || !team.currentPeriodEnd) return false;
  return grantsPremium(
    { status: team.status, currentPeriodEnd: team.currentPeriodEnd, pastDueSince: team.pastDueSince },
    now,
  );
}

export function hasPremiumAccess(entitlements: Entitlements, now: Date): boolean {
  return entitlements.teamSeat === true || entitlements.subscriptions.some((s) => grantsPremium(s, now));
}

/** Statuses in which a plan is still the person's plan: a second checkout is refused. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ["incomplete", "trialing", "active", "past_due", "unpaid"];

/**
 * Where a premium button leads (issue 15): a visitor signs up, a free learner upgrades (never to the
 * sign-up form), a subscriber goes straight in.
 */
export type PremiumAudience = "visitor" | "free" | "premium";

export function premiumAudience(viewer: { isSubscriber: boolean } | null): PremiumAudience {
  if (!viewer) return "visitor";
  return viewer.isSubscriber ? "premium" : "free";
}

export const UPGRADE_PATH = "/pricing";
/** Spec section 6: a locked item's Sign Up button goes to the sign-up page. */
export const SIGN_UP_PATH = "/signup";

/** The query parameter naming, on the plans page, the locked item a free learner tried to open. */
export const UNLOCK_PARAM = "unlock";

/**
 * The page a locked premium item sends a viewer to, or null when the viewer may go straight in.
 * With `from` (the item's own page, a path of ours) a visitor's sign-up comes back to it as
 * `returnTo`, and the plans page names it (`unlock`); both ends validate the value again.
 */
export function premiumGateHref(viewer: { isSubscriber: boolean } | null, from?: string): string | null {
  const audience = premiumAudience(viewer);
  if (audience === "premium") return null;
  const base = audience === "visitor" ? SIGN_UP_PATH : UPGRADE_PATH;
  if (!from) return base;
  return `${base}?${audience === "visitor" ? "returnTo" : UNLOCK_PARAM}=${encodeURIComponent(from)}`;
}
