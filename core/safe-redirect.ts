/**
 * The one resolver for every redirect target a request can name (`returnTo` after log-in, log-out,
 * a like or the cookie box). It answers a path on this site (path, query and hash), or an absolute
 * URL on one of `allowedOrigins` (our other apps' hosts), and the fallback for anything else.
 *
 * It refuses rather than repairs: whatever a browser, a proxy or a later decoding step could read as
 * another host (`//evil`, `/\evil`, `/%2F%2Fevil`, `/..//evil`, `https:evil`, `java\tscript:`, userinfo,
 * odd IP spellings) falls back. Decision 019.
 */

export interface SafeReturnToOptions {
  /** Origins of our other apps (e.g. `https://app.example.com`) whose absolute URLs may be returned. */
  allowedOrigins?: readonly string[];
  /** What to answer when the value is missing or refused; a path of ours. */
  fallback?: string;
}

/** Longer values are never ours (and keep the decoding loop cheap). */
export const MAX_RETURN_TO_LENGTH = 2000;
/** Percent-decoding rounds looked through (`%252F` is two); a value still changing after them is refused. */
const MAX_DECODE_ROUNDS = 4;

/** Control characters (C0, DEL, C1) and every kind of whitespace, raw or after decoding. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\u2028\u2029\ufeff]/u;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** `http://` or `https://` followed by a plain host (letters, digits, dots, hyphens) and an optional port. */
const ABSOLUTE = /^(https?):\/\/([a-z0-9.-]+(?::\d{1,5})?)(?=[/?#]|$)/i;

/** Decodes until stable; null when malformed or still changing after MAX_DECODE_ROUNDS. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * A path (without query and hash) that every reader takes as the same path on the same host: one
 * leading slash, no backslash, no dot segment and no encoded slash at any decoding depth, no control
 * character.
 */
function isPlainPath(rawPath: string): boolean {
  const decoded = fullyDecoded(rawPath);
  if (decoded === null) return false;
  if (!decoded.startsWith("/") || decoded.startsWith("//")) return false;
  if (decoded.includes("\\") || CONTROL.test(decoded)) return false;
  // An encoded slash (%2F, %252F) would turn into a path separator for whoever decodes it next.
  if (decoded.split("/").length !== rawPath.split("/").length) return false;
  return !decoded.split("/").some((segment) => segment === "." || segment === "..");
}

/** Splits off the query and hash: `/a?b#c` → `/a`. */
const pathPart = (value: string) => value.split(/[?#]/, 1)[0] ?? "";

export function safeReturnTo(value: unknown, options: SafeReturnToOptions = {}): string {
  const fallback = options.fallback ?? "/";
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return fallback;
  // Browsers drop tabs and newlines anywhere in a URL and trim spaces, so `/\t/evil` is `//evil`.
  if (CONTROL_OR_SPACE.test(value) || value.includes("\\")) return fallback;

  if (value.startsWith("/")) {
    if (!isPlainPath(pathPart(value))) return fallback;
    const url = safeUrl(value, "http://same-site.invalid");
    if (!url || url.origin !== "http://same-site.invalid") return fallback;
    const resolved = `${url.pathname}${url.search}${url.hash}`;
    // The parser's own normalisation must not have produced a second leading slash.
    return resolved.startsWith("/") && !resolved.startsWith("//") ? resolved : fallback;
  }

  // Only a literal http(s) URL with a plain host: no `https:evil`, `javascript:`, userinfo, `[::1]`
  // or `0x7f.1`, and the host written exactly as the parser reads it (no IDN or dotted-decimal games).
  const absolute = ABSOLUTE.exec(value);
  if (!absolute) return fallback;
  const url = safeUrl(value);
  if (!url || url.username !== "" || url.password !== "") return fallback;
  if (url.host !== absolute[2]!.toLowerCase() || !options.allowedOrigins?.includes(url.origin)) return fallback;
  const rest = value.slice(absolute[0].length);
  if (rest.startsWith("/") && !isPlainPath(pathPart(rest))) return fallback;
  return url.href;
}

function safeUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
