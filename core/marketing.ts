/**
 * Marketing sessions (spec sections 3 and 7): a visit that arrives with UTM parameters or a
 * referral code is remembered in a first-party cookie, and events are recorded against it.
 * See docs/decisions/012-graphql-api-and-marketing-sessions.md.
 */
export const MARKETING_COOKIE_NAME = "mkt_session";
export const MARKETING_SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** The query parameter that carries a referral code (`?ref=ANNA20`). */
export const REFERRAL_PARAM = "ref";

/** Longest UTM value or referral code kept; longer ones are cut, not refused. */
export const MARKETING_VALUE_MAX_CHARS = 200;
export const MARKETING_URL_MAX_CHARS = 2000;

/**
 * The events a page or app may record. The spec names only `event_id (int)`; 1 is the visit the
 * page records once when it loads inside a marketing session.
 */
export const MARKETING_EVENTS = { 1: "visit" } as const;
export const MARKETING_VISIT_EVENT_ID = 1;

export const isMarketingEventId = (id: number): boolean => Number.isInteger(id) && Object.hasOwn(MARKETING_EVENTS, id);

export type UtmParam = (typeof UTM_PARAMS)[number];

export interface MarketingLanding {
  /** Path and query of the page the visitor landed on. */
  landingPage: string;
  /** The Referer header when it is an http(s) URL. */
  referrer: string | null;
  utm: Record<UtmParam, string | null>;
  referralCode: string | null;
}

/** Session ids are UUIDs we made; anything else in the cookie is ignored. */
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isMarketingSessionId = (value: string | null | undefined): value is string =>
  typeof value === "string" && SESSION_ID_PATTERN.test(value);

/** Control characters never reach the database; long values are cut. */
function clean(value: string | null, max = MARKETING_VALUE_MAX_CHARS): string | null {
  if (value === null) return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return text ? Array.from(text).slice(0, max).join("") : null;
}

function cleanReferrer(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? clean(url.href, MARKETING_URL_MAX_CHARS) : null;
  } catch {
    return null;
  }
}

/**
 * The landing facts of a request URL, or null when it carries no UTM value and no valid
 * referral code (then no marketing session starts).
 */
export function marketingLandingFromUrl(url: URL, referrer: string | null): MarketingLanding | null {
  const utm = Object.fromEntries(UTM_PARAMS.map((name) => [name, clean(url.searchParams.get(name))])) as Record<
    UtmParam,
    string | null
  >;
  const code = url.searchParams.get(REFERRAL_PARAM);
  const referralCode = code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
  if (!referralCode && Object.values(utm).every((v) => v === null)) return null;
  return {
    landingPage: clean(`${url.pathname}${url.search}`, MARKETING_URL_MAX_CHARS) ?? "/",
    referrer: cleanReferrer(referrer),
    utm,
    referralCode,
  };
}

export function serializeMarketingCookie(sessionId: string, { secure }: { secure: boolean }): string {
  // Readable by the page (not HttpOnly): it only decides whether to record the visit event, and
  // the id alone lets nobody read anything back.
  const attributes = [
    `${MARKETING_COOKIE_NAME}=${sessionId}`,
    "Path=/",
    `Max-Age=${MARKETING_SESSION_MAX_AGE_S}`,
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The marketing session id in a Cookie header, or null. */
export function readMarketingCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== MARKETING_COOKIE_NAME) continue;
    const value = part.slice(eq + 1).trim();
    return isMarketingSessionId(value) ? value : null;
  }
  return null;
}
