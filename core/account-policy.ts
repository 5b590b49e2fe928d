/**
 * Who may do what in the account area (issue 6). Pure functions: services enforce them, the UI
 * asks the same questions only to decide what to show.
 */
export interface PolicyActor {
  userId: string;
}

export type ProfileVisibility = "public" | "private";

/** Only the owner reads their attributes. */
export function canReadUserAttributes(actor: PolicyActor | null, ownerId: string): boolean {
  return actor !== null && actor.userId === ownerId;
}

/** Only the owner changes their profile, postfix, avatar, preferences and attributes. */
export function canEditProfile(actor: PolicyActor | null, ownerId: string): boolean {
  return actor !== null && actor.userId === ownerId;
}

/** A public profile is for everyone; a private one only for its owner (others get a 404). */
export function canViewProfile(
  actor: PolicyActor | null,
  profile: { userId: string; visibility: ProfileVisibility },
): boolean {
  return profile.visibility === "public" || (actor !== null && actor.userId === profile.userId);
}

/** Subscription, invoices and the dashboard are the owner's own. */
export function canReadAccount(actor: PolicyActor | null, ownerId: string): boolean {
  return actor !== null && actor.userId === ownerId;
}
