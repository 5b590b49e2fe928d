import { z } from "zod";

/**
 * The password policy for sign-up, password reset and password change. The browser uses it to show the
 * rules as the person types; the server applies the same checks, then asks whether the password is
 * easy to guess or breached (server/auth/password-strength.ts, decision 019) before hashing.
 *
 * Lengths count Unicode code points, not UTF-16 units, so "é" or an emoji is one character.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = "length" | "lowercase" | "uppercase" | "number" | "symbol";

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test(password: string): boolean;
}

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /[\p{Lu}\p{Lt}]/u;
const NUMBER = /\p{N}/u;
/** Anything that is neither a letter nor a digit: punctuation, spaces, emoji. */
const SYMBOL = /[^\p{L}\p{N}]/u;

/** Code points, so a password of 128 emoji is 128 characters. */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password) count++;
  return count;
}

/** In the order they are shown. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => passwordLength(password) >= PASSWORD_MIN_LENGTH,
  },
  { id: "lowercase", label: "A lowercase letter", test: (password) => LOWERCASE.test(password) },
  { id: "uppercase", label: "An uppercase letter", test: (password) => UPPERCASE.test(password) },
  { id: "number", label: "A number", test: (password) => NUMBER.test(password) },
  { id: "symbol", label: "A symbol", test: (password) => SYMBOL.test(password) },
];

export const PASSWORD_MESSAGES = {
  tooLong: `Use ${PASSWORD_MAX_LENGTH} characters or fewer.`,
  email: "Don't use your email address as your password.",
  name: "Don't use your name as your password.",
} as const;

export interface PasswordCheckOptions {
  /** The account's email address: the password may not be it, nor its part before the @. */
  email?: string;
  /** The person's name, in parts (e.g. ["Ada", "Lovelace"]): the password may not be one of them or all of them. */
  name?: string[];
}

export type PasswordCheckResult = { ok: true } | { ok: false; message: string; failed: PasswordRuleId[] };

export interface PasswordRuleState {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

/** Each rule with whether the password meets it, for the checklist under the field. */
export function passwordRuleStates(password: string): PasswordRuleState[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

/** "a, b and c" */
function readableList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Your password needs an uppercase letter and a symbol." */
export function missingRulesMessage(failed: readonly PasswordRuleId[]): string {
  const labels = PASSWORD_RULES.filter((rule) => failed.includes(rule.id)).map((rule) => rule.label.toLowerCase());
  return `Your password needs ${readableList(labels)}.`;
}

const fold = (value: string) => value.trim().toLowerCase();

function isEmailLike(password: string, email: string | undefined): boolean {
  if (!email) return false;
  const address = fold(email);
  if (!address) return false;
  const candidate = password.toLowerCase();
  if (candidate === address) return true;
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : "";
  return local !== "" && candidate === local;
}

function isNameLike(password: string, name: readonly string[] | undefined): boolean {
  const parts = (name ?? []).map(fold).filter((part) => part !== "");
  if (parts.length === 0) return false;
  const candidate = password.toLowerCase();
  return parts.includes(candidate) || candidate === parts.join(" ") || candidate === parts.join("");
}

/**
 * Checks a password against the policy. The first problem wins, in this order: too long, unmet rules,
 * the email address, the name. `failed` lists the unmet rules (empty when the
 * problem is something else).
 */
export function checkPassword(password: string, opts: PasswordCheckOptions = {}): PasswordCheckResult {
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooLong, failed };
  if (failed.length > 0) return { ok: false, message: missingRulesMessage(failed), failed };
  if (isEmailLike(password, opts.email)) return { ok: false, message: PASSWORD_MESSAGES.email, failed };
  if (isNameLike(password, opts.name)) return { ok: false, message: PASSWORD_MESSAGES.name, failed };
  return { ok: true };
}

/**
 * A Zod string schema applying the policy, for form schemas shared by client and server (with the email
 * or name when the form has them).
 */
export function createPasswordSchema(opts: PasswordCheckOptions = {}) {
  return z.string().superRefine((password, ctx) => {
    const result = checkPassword(password, opts);
    if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
  });
}

/** The policy on its own: `z.object({ password: passwordSchema })`. */
export const passwordSchema = createPasswordSchema();
