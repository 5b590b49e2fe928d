import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/app/root.tsx";
import { premiumGateHref } from "~/core/entitlement.ts";

/**
 * Where a premium button sends this viewer (core/entitlement.ts): sign-up for a visitor, the plans
 * for a free learner, null for a subscriber, who goes straight in.
 */
export function usePremiumGate(): { href: string; label: string } | null {
  const root = useRouteLoaderData<RootData>("root");
  const to = premiumGateHref(root?.signedIn ? { isSubscriber: root.premium } : null);
  if (to === null) return null;
  return { href: to, label: root?.signedIn ? "Upgrade to Pro" : "Sign Up" };
}
