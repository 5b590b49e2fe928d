import crypto from "node:crypto";

/** better-auth's cookie prefix; the session cookie is `<prefix>.session_token`. */
export const COOKIE_PREFIX = "maven";
const SECURE_PREFIX = "__Secure-";

/** Names of our auth cookies; `secure` adds the `__Secure-` prefix browsers enforce over https. */
export function authCookieNames(secure: boolean) {
  const p = secure ? SECURE_PREFIX : "";
  return {
    session: `${p}${COOKIE_PREFIX}.session_token`,
    mfaChallenge: `${p}${COOKIE_PREFIX}.mfa_challenge`,
    /** better-auth's marker of a session that ends with the browser ("remember me" off). */
    dontRemember: `${p}${COOKIE_PREFIX}.dont_remember`,
  };
}

/** The value of one cookie from a Cookie header, or null. The first of duplicates wins (most specific path). */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

const signature = (value: string, secret: string) => crypto.createHmac("sha256", secret).update(value).digest("base64");

/** `value.signature`, the format better-auth (better-call) signs cookies in, URI-encoded. */
export function signCookieValue(value: string, secret: string): string {
  return encodeURIComponent(`${value}.${signature(value, secret)}`);
}

/** The value of a signed cookie when its HMAC matches, else null. */
export function verifySignedValue(raw: string | null, secret: string): string | null {
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1), "base64");
  const expected = Buffer.from(signature(value, secret), "base64");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  path?: string;
}

/** A Set-Cookie header value: always HttpOnly and SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? "/"}`, "HttpOnly", "SameSite=Lax"];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export const expireCookie = (name: string, secure: boolean) => serializeCookie(name, "", { maxAgeSeconds: 0, secure });
