/** Spec section 3 "Cookie consent": unset, necessary or all. */
export const CONSENT_VALUES = ["necessary", "all"] as const;
export type Consent = (typeof CONSENT_VALUES)[number];

const isConsent = (value: string): value is Consent => (CONSENT_VALUES as readonly string[]).includes(value);

export const CONSENT_COOKIE_NAME = "cookie_consent";
export const CONSENT_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** Reads the stored choice from a Cookie header; anything unknown counts as unset. */
export function readConsentCookie(cookieHeader: string | null | undefined): Consent | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.split("=");
    if (rawName?.trim() !== CONSENT_COOKIE_NAME) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("=").trim());
    } catch {
      return null;
    }
    return isConsent(value) ? value : null;
  }
  return null;
}

export function serializeConsentCookie(consent: Consent, { secure }: { secure: boolean }): string {
  const attributes = [
    `${CONSENT_COOKIE_NAME}=${consent}`,
    "Path=/",
    `Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`,
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Third-party scripts (analytics, chat) may load only after "all". */
export function allowsThirdPartyScripts(consent: Consent | null): boolean {
  return consent === "all";
}
