import { parse, serialize } from "cookie";

/** Our cookie prefix; the session cookie is `<prefix>.session_token`. */
export const COOKIE_PREFIX = "maven";
const SECURE_PREFIX = "__Secure-";

/** Names of our auth cookies; `secure` adds the `__Secure-` prefix browsers enforce over https. */
export function authCookieNames(secure: boolean) {
  const p = secure ? SECURE_PREFIX : "";
  return {
    session: `${p}${COOKIE_PREFIX}.session_token`,
    mfaChallenge: `${p}${COOKIE_PREFIX}.mfa_challenge`,
    /** A browser that has signed in to an account before (OWASP device cookie). */
    device: `${p}${COOKIE_PREFIX}.device`,
    /** State, nonce and PKCE verifier of a Google sign-in on its way (sealed). */
    googleFlow: `${p}${COOKIE_PREFIX}.google_flow`,
  };
}

export type AuthCookieNames = ReturnType<typeof authCookieNames>;

/** The value of one cookie from a Cookie header, or null. The first of duplicates wins (most specific path). */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  // `cookie` keeps the first of duplicates and decodes values; a value that does not decode stays raw.
  const value = parse(header)[name];
  return value === undefined || value === "" ? null : value;
}

export interface CookieOptions {
  /** Absent: a browser-session cookie. */
  maxAgeSeconds?: number;
  secure: boolean;
  path?: string;
}

/** A Set-Cookie header value: always HttpOnly and SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, {
    path: options.path ?? "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    ...(options.maxAgeSeconds !== undefined ? { maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)) } : {}),
  });
}

export const expireCookie = (name: string, secure: boolean) => serializeCookie(name, "", { maxAgeSeconds: 0, secure });

/** The Set-Cookie value that carries a session issued or refreshed by the session store. */
export function sessionSetCookie(session: { token: string; cookieMaxAgeS: number | null }, secure: boolean): string {
  return serializeCookie(authCookieNames(secure).session, session.token, {
    secure,
    ...(session.cookieMaxAgeS !== null ? { maxAgeSeconds: session.cookieMaxAgeS } : {}),
  });
}

/** The cookie of a password sign-in waiting for its second factor. */
export const challengeSetCookie = (token: string, maxAgeS: number, secure: boolean) =>
  serializeCookie(authCookieNames(secure).mfaChallenge, token, { maxAgeSeconds: maxAgeS, secure });

/** The device cookie (server/auth/device-cookie.ts) after a successful sign-in. */
export const deviceSetCookie = (value: string, maxAgeS: number, secure: boolean) =>
  serializeCookie(authCookieNames(secure).device, value, { maxAgeSeconds: maxAgeS, secure });
