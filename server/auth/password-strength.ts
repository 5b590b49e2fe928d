import crypto from "node:crypto";
import type { TranslationKeys, ZxcvbnFactory } from "@zxcvbn-ts/core";
import { BadInput } from "../domain/errors.ts";
import type { Logger } from "../logger.ts";

/**
 * Whether a password that meets the composition rules (core/password-policy.ts) is also hard to guess
 * (ASVS 5.0 6.2.4 and 6.2.12, decision 019): zxcvbn-ts with the common-password, English and keyboard
 * dictionaries and the person's own details, then optionally a breached-password corpus through its
 * k-anonymity range API. Server only: the dictionaries are megabytes.
 */

/** zxcvbn's 0–4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3;
/** How long the breached-password lookup may take before we let the password through. */
export const PWNED_PASSWORDS_TIMEOUT_MS = 2_000;

/** Words about this site people build passwords from. */
export const SITE_WORDS = [
  "maven",
  "analytics",
  "mavenanalytics",
  "maven analytics",
  "maven-analytics",
  "maven_analytics",
  "maven.analytics",
] as const;

export const BREACHED_PASSWORD_MESSAGE =
  "This password has appeared in a data breach, so attackers will try it early. Choose a different one.";

export interface PasswordContext {
  email: string;
  /** First and last name (parts may be empty). */
  names: string[];
}

export interface PasswordStrengthOptions {
  /** Range API base, e.g. https://api.pwnedpasswords.com/range/; undefined: no breach check. */
  pwnedPasswordsUrl?: string;
  logger?: Pick<Logger, "warn">;
  timeoutMs?: number;
}

/** Why zxcvbn refused, by its warning key, in our words ("too easy to guess: <reason>."). */
const REASONS: Record<string, string> = {
  topTen: "it is one of the most common passwords",
  topHundred: "it is one of the most common passwords",
  common: "it is one of the most common passwords",
  similarToCommon: "it is a common password with small changes",
  wordByItself: "a single word is easy to guess",
  namesByThemselves: "names are easy to guess",
  commonNames: "common names are easy to guess",
  userInputs: "it is built from your name, your email address or the name of this site",
  straightRow: "rows of keys on a keyboard are easy to guess",
  keyPattern: "keyboard patterns are easy to guess",
  simpleRepeat: "repeated characters are easy to guess",
  extendedRepeat: "repeated patterns are easy to guess",
  sequences: "sequences like abc or 123 are easy to guess",
  recentYears: "recent years are easy to guess",
  dates: "dates are easy to guess",
};
const DEFAULT_REASON = "it follows a pattern that attackers try early";

/** What to do about it, by zxcvbn's suggestion key; the first one we have words for is used. */
const ADVICE: Record<string, string> = {
  anotherWord: "Add another word or two.",
  useWords: "Use a few words that do not belong together.",
  capitalization: "Capitalize a letter other than the first.",
  allUppercase: "Capitalize some letters, not all.",
  l33t: "Swapping letters for look-alike symbols (like @ for a) does not help.",
  reverseWords: "Spelling a word backwards does not help.",
  dates: "Leave out dates and years.",
  recentYears: "Leave out dates and years.",
  associatedYears: "Leave out dates and years.",
  sequences: "Leave out sequences like abc or 123.",
  repeated: "Leave out repeated words and characters.",
  longerKeyboardPattern: "Leave out keyboard patterns.",
};
const DEFAULT_ADVICE = "Add another word or two.";

/** The message for a refused password, from zxcvbn's warning and suggestion keys. */
export function weakPasswordMessage(warning: string | null, suggestions: readonly string[]): string {
  const reason = (warning && REASONS[warning]) || DEFAULT_REASON;
  const advice = suggestions.map((key) => ADVICE[key]).find(Boolean) ?? DEFAULT_ADVICE;
  return `This password is too easy to guess: ${reason}. ${advice}`;
}

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  /** zxcvbn's ranked common-password dictionary (about 49,000 entries), lower-case. */
  commonPasswords: ReadonlySet<string>;
}

let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn with its dictionaries, loaded on the first password checked (not at server start) and kept.
 * Its "translations" are the keys themselves, so the feedback can be put in our words.
 */
function passwordEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    const keysOf = <T extends object>(group: T) =>
      Object.fromEntries(Object.keys(group).map((key) => [key, key])) as { [K in keyof T]: string };
    const translations: TranslationKeys = {
      warnings: keysOf(en.translations.warnings),
      suggestions: keysOf(en.translations.suggestions),
      timeEstimation: en.translations.timeEstimation,
    };
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations,
    });
    return { zxcvbn, commonPasswords: new Set(common.dictionary["passwords-common"].map((p) => p.toLowerCase())) };
  })();
  estimator.catch(() => (estimator = undefined));
  return estimator;
}

/** Characters people wrap a common password in to meet composition rules: digits, symbols, spaces. */
const DECORATION = /^[\p{N}\p{P}\p{S}\s]*$/u;
/** At most this many decoration characters on each side ("2024!!"). */
export const MAX_DECORATION_LENGTH = 6;
/** Shorter cores are not worth matching (and cannot meet the length rule with 12 decorations anyway). */
const MIN_CORE_LENGTH = 3;
const UNLEET: Record<string, string> = {
  "4": "a",
  "@": "a",
  "3": "e",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
};
const unleet = (value: string, one: "i" | "l") => value.replace(/[4@3!0$57+1]/g, (c) => (c === "1" ? one : UNLEET[c]!));

/**
 * Whether the password is a common password, as it is ("common") or wrapped in digits and symbols and
 * with look-alike substitutions ("similarToCommon": Password1!, P@ssw0rd2024!, !Dragon1). zxcvbn scores
 * a common word plus a year and a symbol as "safely unguessable", but attackers' rule sets try exactly
 * these first (ASVS 5.0 6.2.4).
 */
export function commonPasswordShape(
  password: string,
  common: ReadonlySet<string>,
): "common" | "similarToCommon" | null {
  const chars = [...password.toLowerCase()];
  for (let start = 0; start <= MAX_DECORATION_LENGTH; start++) {
    if (!DECORATION.test(chars.slice(0, start).join(""))) break;
    for (let end = 0; end <= MAX_DECORATION_LENGTH && start + end <= chars.length - MIN_CORE_LENGTH; end++) {
      if (!DECORATION.test(chars.slice(chars.length - end).join(""))) break;
      const core = chars.slice(start, chars.length - end).join("");
      if (common.has(core)) return start === 0 && end === 0 ? "common" : "similarToCommon";
      if (common.has(unleet(core, "i")) || common.has(unleet(core, "l"))) return "similarToCommon";
    }
  }
  return null;
}

/** The person's details and our site's name, as zxcvbn's user inputs. */
export function userInputsOf({ email, names }: PasswordContext): string[] {
  const address = email.trim().toLowerCase();
  const local = address.includes("@") ? address.slice(0, address.lastIndexOf("@")) : "";
  const nameParts = names.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const inputs = [
    ...nameParts,
    ...nameParts.flatMap((name) => name.split(/[\s-]+/)),
    nameParts.join(""),
    address,
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...SITE_WORDS,
  ];
  return [...new Set(inputs.filter((input) => input.length > 0))];
}

/** True when the range API lists the password (count above 0: Add-Padding adds 0-count decoys). */
async function isBreached(password: string, baseUrl: string, timeoutMs: number): Promise<boolean> {
  const sha1 = crypto.createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
  const prefix = sha1.slice(0, 5);
  const suffix = sha1.slice(5);
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const response = await fetch(new URL(prefix, base), {
    headers: { "Add-Padding": "true", "User-Agent": "maven-analytics-web" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`breached-password range API answered ${response.status}`);
  const body = await response.text();
  return body.split("\n").some((line) => {
    const [hashSuffix, count] = line.trim().split(":");
    return hashSuffix?.toUpperCase() === suffix && Number(count) > 0;
  });
}

export type AssertStrongPassword = (password: string, context: PasswordContext) => Promise<void>;

/**
 * The check with its settings: throws BadInput (field `password`) when the password is a (decorated)
 * common password, zxcvbn scores it below MIN_PASSWORD_SCORE, or the breach corpus lists it. A breach lookup that fails or times out lets the
 * password through with a warning in the log: an outage of a third party must not stop sign-ups.
 */
export function createPasswordStrengthCheck(options: PasswordStrengthOptions = {}): AssertStrongPassword {
  const timeoutMs = options.timeoutMs ?? PWNED_PASSWORDS_TIMEOUT_MS;
  return async (password, context) => {
    const { zxcvbn, commonPasswords } = await passwordEstimator();
    const shape = commonPasswordShape(password, commonPasswords);
    if (shape) {
      const message = weakPasswordMessage(shape, ["anotherWord"]);
      throw new BadInput(message, { password: [message] });
    }
    const result = zxcvbn.check(password, userInputsOf(context));
    if (result.score < MIN_PASSWORD_SCORE) {
      const message = weakPasswordMessage(result.feedback.warning, result.feedback.suggestions);
      throw new BadInput(message, { password: [message] });
    }
    if (!options.pwnedPasswordsUrl) return;
    let breached = false;
    try {
      breached = await isBreached(password, options.pwnedPasswordsUrl, timeoutMs);
    } catch (error) {
      options.logger?.warn({ err: error }, "breached-password check failed; the password was let through");
    }
    if (breached) throw new BadInput(BREACHED_PASSWORD_MESSAGE, { password: [BREACHED_PASSWORD_MESSAGE] });
  };
}

let configured: AssertStrongPassword = createPasswordStrengthCheck();

/** Sets the breach-check settings once at start (app/express.server.ts); until then only zxcvbn runs. */
export function configurePasswordStrength(options: PasswordStrengthOptions): void {
  configured = createPasswordStrengthCheck(options);
}

/** The password check the auth service runs on sign-up, password reset and change. */
export function assertStrongPassword(password: string, context: PasswordContext): Promise<void> {
  return configured(password, context);
}
