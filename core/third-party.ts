/**
 * Third-party scripts other than the chat widget (spec section 7): each is configured by an id in
 * the environment and loads only with cookie consent `all` (docs/decisions/013-integrations.md).
 */
export const TRACKING_SCRIPT_NAMES = ["tag-manager", "crm", "referral", "loader"] as const;
export type TrackingScriptName = (typeof TRACKING_SCRIPT_NAMES)[number];

export interface TrackingScript {
  name: TrackingScriptName;
  /** The configured id (also in `src` or `data`, where the vendor expects it). */
  id: string;
  src: string;
  /** data-* attributes of the script element, for vendors that read their key from there. */
  data?: Record<string, string>;
}

/** Vendor ids: letters, digits, dashes and underscores, so they are safe in a URL and an attribute. */
export const VENDOR_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Fills the `{id}` placeholder of a script URL template. */
export function scriptUrlFor(template: string, id: string): string {
  return template.replaceAll("{id}", encodeURIComponent(id));
}
