import { z } from "zod";

/** Spec section 9: a listing of one owner's attributes returns at most this many items. */
export const USER_ATTRIBUTES_LIST_LIMIT = 1000;

/** Spec section 3 "User attributes": the names every account has. */
export const KNOWN_USER_ATTRIBUTES = [
  "first_name",
  "last_name",
  "email",
  "avatar_src",
  "portfolio_url_postfix",
] as const;
export type KnownUserAttribute = (typeof KNOWN_USER_ATTRIBUTES)[number];

export function isKnownUserAttribute(name: string): name is KnownUserAttribute {
  return (KNOWN_USER_ATTRIBUTES as readonly string[]).includes(name);
}

/** Attribute types; values are stored as text and converted on the way out. */
export const USER_ATTRIBUTE_TYPES = ["string", "int", "float64", "bool"] as const;
export type UserAttributeType = (typeof USER_ATTRIBUTE_TYPES)[number];

/** Further attributes an app stores for a user: lowercase snake_case, like the known names. */
export const USER_ATTRIBUTE_NAME_MAX_LENGTH = 64;
export const USER_ATTRIBUTE_VALUE_MAX_LENGTH = 2000;
/** Stored (not known) attributes per owner, so one account cannot grow without bound. */
export const USER_ATTRIBUTES_STORED_MAX = 200;
export const USER_ATTRIBUTE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

export type UserAttributeValue = string | number | boolean | null;

export interface UserAttribute {
  name: string;
  type: string;
  value: UserAttributeValue;
}

const INT_PATTERN = /^[+-]?\d+$/;
const FLOAT_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Spec section 3: `int` values become integers, `float64` values decimals, every other type is
 * returned as stored. A stored value that does not read as its type (never written by us, since
 * writes are checked with `checkUserAttributeValue`) becomes null rather than a wrong number.
 */
export function convertUserAttributeValue(type: string, raw: string | null): UserAttributeValue {
  if (raw === null) return null;
  if (type === "int") {
    const text = raw.trim();
    if (!INT_PATTERN.test(text)) return null;
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : null;
  }
  if (type === "float64") {
    const text = raw.trim();
    if (!FLOAT_PATTERN.test(text)) return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : null;
  }
  return raw;
}

/** Why a value cannot be stored with a type, or null when it can. */
export function checkUserAttributeValue(type: UserAttributeType, raw: string): string | null {
  if (raw.length > USER_ATTRIBUTE_VALUE_MAX_LENGTH)
    return `A value can be at most ${USER_ATTRIBUTE_VALUE_MAX_LENGTH} characters.`;
  if (type === "int" && convertUserAttributeValue(type, raw) === null) return "Enter a whole number.";
  if (type === "float64" && convertUserAttributeValue(type, raw) === null) return "Enter a number.";
  if (type === "bool" && raw !== "true" && raw !== "false") return 'Enter "true" or "false".';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Portfolio URL postfix: the last segment of /profile/:postfix.

export const PORTFOLIO_POSTFIX_MIN_LENGTH = 3;
export const PORTFOLIO_POSTFIX_MAX_LENGTH = 40;
/** Lowercase letters and digits in groups joined by single hyphens: URL-safe without escaping. */
const POSTFIX_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Words that read as site pages rather than people. */
export const RESERVED_PORTFOLIO_POSTFIXES: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "dashboard",
  "edit",
  "help",
  "login",
  "logout",
  "me",
  "new",
  "profile",
  "settings",
  "signup",
  "support",
]);

export const PortfolioPostfixSchema = z
  .string({ error: "Enter a profile address." })
  .trim()
  .min(PORTFOLIO_POSTFIX_MIN_LENGTH, `Use at least ${PORTFOLIO_POSTFIX_MIN_LENGTH} characters.`)
  .max(PORTFOLIO_POSTFIX_MAX_LENGTH, `Use at most ${PORTFOLIO_POSTFIX_MAX_LENGTH} characters.`)
  .regex(
    POSTFIX_PATTERN,
    "Use lowercase letters, numbers and single hyphens, starting and ending with a letter or number.",
  )
  .refine((value) => !RESERVED_PORTFOLIO_POSTFIXES.has(value), "That address is reserved. Choose another.");

export function isValidPortfolioPostfix(value: string): boolean {
  return PortfolioPostfixSchema.safeParse(value).success;
}

/**
 * A postfix suggested from a name: accents dropped, lowercase, other characters become single
 * hyphens, cut to the maximum length on a word boundary where possible. Too short or reserved
 * results fall back to "learner", plus the name's letters if any.
 */
export function suggestPortfolioPostfix(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let cut = slug;
  if (cut.length > PORTFOLIO_POSTFIX_MAX_LENGTH) {
    cut = cut.slice(0, PORTFOLIO_POSTFIX_MAX_LENGTH);
    const lastHyphen = cut.lastIndexOf("-");
    if (lastHyphen >= PORTFOLIO_POSTFIX_MIN_LENGTH) cut = cut.slice(0, lastHyphen);
    cut = cut.replace(/-+$/, "");
  }
  if (isValidPortfolioPostfix(cut)) return cut;
  const fallback = cut ? `learner-${cut}`.slice(0, PORTFOLIO_POSTFIX_MAX_LENGTH).replace(/-+$/, "") : "learner";
  return isValidPortfolioPostfix(fallback) ? fallback : "learner";
}

/** The n-th alternative of a taken postfix (n ≥ 2): "alex-morgan-2", shortened to fit. */
export function numberedPortfolioPostfix(base: string, n: number): string {
  const suffix = `-${n}`;
  const head = base.slice(0, PORTFOLIO_POSTFIX_MAX_LENGTH - suffix.length).replace(/-+$/, "");
  return `${head}${suffix}`;
}
