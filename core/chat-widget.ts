/**
 * The customer chat widget (spec section 1): an Intercom messenger, booted with the application id
 * and, only when someone is signed in, their id, name and e-mail (docs/decisions/013-integrations.md).
 */

/** The user attributes the widget reads (spec section 1): sub, given_name, family_name, email. */
export interface ChatUser {
  sub: string;
  given_name: string;
  family_name: string;
  email: string;
  /** Intercom identity verification: HMAC-SHA256 of `sub`, present when a secret is configured. */
  user_hash?: string;
}

/** Paths with this in them get the business page setting (spec section 2, "Root page shell"). */
export const BUSINESS_PATH_MARKER = "maven-for-business";
/**
 * The spec's "page-level effect with the value 18" on business paths, read as the messenger's
 * z-index: business pages keep the launcher below the site's own layers (decision 013).
 */
export const BUSINESS_PAGE_CHAT_Z_INDEX = 18;
/** Intercom's own stacking level for the messenger, restored when leaving a business page. */
export const DEFAULT_CHAT_Z_INDEX = 2_147_483_000;

/** What Intercom('boot' | 'update', …) receives. */
export interface ChatBootSettings {
  app_id: string;
  z_index: number;
  user_id?: string;
  name?: string;
  email?: string;
  user_hash?: string;
}

export function chatZIndexFor(pathname: string): number {
  return pathname.includes(BUSINESS_PATH_MARKER) ? BUSINESS_PAGE_CHAT_Z_INDEX : DEFAULT_CHAT_Z_INDEX;
}

/** Boot settings for a page: a visitor gets the app id only; a signed-in user adds who they are. */
export function chatBootSettings(appId: string, user: ChatUser | null, pathname: string): ChatBootSettings {
  const settings: ChatBootSettings = { app_id: appId, z_index: chatZIndexFor(pathname) };
  if (!user) return settings;
  const name = [user.given_name, user.family_name].filter(Boolean).join(" ");
  settings.user_id = user.sub;
  if (name) settings.name = name;
  settings.email = user.email;
  if (user.user_hash) settings.user_hash = user.user_hash;
  return settings;
}
