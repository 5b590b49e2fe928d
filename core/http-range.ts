/**
 * HTTP byte ranges and conditional requests for file downloads (RFC 9110 sections 13 and 14),
 * so a broken download can resume. Pure: no I/O, no Node APIs.
 */

export type RangeRequest = { kind: "none" } | { kind: "range"; start: number; end: number } | { kind: "unsatisfiable" };

const NONE: RangeRequest = { kind: "none" };
const DIGITS = /^\d+$/;

/**
 * Parses a `Range` header for one `bytes=` range against a representation of `size` bytes.
 *
 * - `bytes=0-99`, `bytes=100-` and the suffix form `bytes=-500`; the end is clamped to size - 1.
 * - A first byte at or past the end, or a zero-length suffix, is `unsatisfiable` (answer 416).
 * - Anything else is `none` and the whole file is served: a missing, malformed or non-`bytes`
 *   header, a first byte after the last (`bytes=9-5`), several ranges (RFC 9110 section 14.2 lets
 *   a server ignore `Range`; we never send multipart/byteranges), or an empty file.
 */
export function parseRangeHeader(header: string | null | undefined, size: number): RangeRequest {
  if (header == null || !Number.isSafeInteger(size) || size <= 0) return NONE;
  const match = /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(header);
  if (!match || match[1]!.toLowerCase() !== "bytes") return NONE;
  const spec = match[2]!;
  if (spec.includes(",")) return NONE;
  const dash = spec.indexOf("-");
  if (dash < 0) return NONE;
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();

  if (first === "") {
    // Suffix range: the last N bytes.
    if (!DIGITS.test(last)) return NONE;
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return NONE;
    if (length === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - length), end: size - 1 };
  }

  if (!DIGITS.test(first) || (last !== "" && !DIGITS.test(last))) return NONE;
  const start = Number(first);
  // A huge last-byte-pos is valid and simply clamped; a huge first-byte-pos is past any end.
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return NONE;
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  return { kind: "range", start, end: Math.min(end, size - 1) };
}

/** The `Content-Range` value of a 206 (`bytes 0-99/1000`) or, without a range, of a 416 (`bytes *\/1000`). */
export function contentRange(size: number, range?: { start: number; end: number }): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}

/**
 * Whether a `Range` request may be honoured under its `If-Range` precondition (RFC 9110 13.1.5):
 * true without the header; with an entity tag only on a strong, exact match; with a date only
 * when it equals Last-Modified to the second. Otherwise the client's partial copy is stale and
 * the whole file must be sent.
 */
export function ifRangeMatches(
  ifRange: string | null | undefined,
  current: { etag: string; lastModified: Date },
): boolean {
  if (ifRange == null) return true;
  const value = ifRange.trim();
  if (value.startsWith("W/")) return false;
  if (value.startsWith('"')) return !current.etag.startsWith("W/") && value === current.etag;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return false;
  return Math.floor(current.lastModified.getTime() / 1000) === Math.floor(date / 1000);
}

/**
 * Whether an `If-None-Match` header matches the current entity tag (weak comparison, a list of
 * tags, or `*`), in which case a GET answers 304 Not Modified.
 */
export function ifNoneMatchMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (ifNoneMatch == null) return false;
  const value = ifNoneMatch.trim();
  if (value === "*") return true;
  const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}
