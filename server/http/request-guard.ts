// Inputs no page or API can use, refused before any route sees them (issue 20): a URL with invalid
// percent-encoding or a NUL byte (PostgreSQL refuses NUL in text, so it used to surface as a 500 from
// the first query), a Host header that makes no URL, and form fields that carry NUL.

/**
 * Methods the Fetch API's Request refuses to carry (React Router and GraphQL see requests as
 * Requests), so no route can answer them: CONNECT, TRACE and TRACK.
 */
export const UNROUTABLE_METHODS: ReadonlySet<string> = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Decodes one URL component (`+` as a space when `plus`); null when the percent-encoding is invalid. */
function decodeComponent(raw: string, plus = false): string | null {
  try {
    return decodeURIComponent(plus ? raw.replaceAll("+", " ") : raw);
  } catch {
    return null;
  }
}

/** Whether every name and value of an `a=b&c=d` string decodes and none holds a NUL. */
export function isCleanQueryString(query: string): boolean {
  if (query === "") return true;
  for (const pair of query.split("&")) {
    for (const part of pair.split("=")) {
      const decoded = decodeComponent(part, true);
      if (decoded === null || decoded.includes("\0")) return false;
    }
  }
  return true;
}

/** Host names, IPv4 and bracketed IPv6 literals, with an optional port (RFC 3986 reg-name subset). */
const HOST_HEADER = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * What is wrong with a request's target, or null: `url` is the raw request target (path and query,
 * still percent-encoded), `host` the Host header as sent.
 */
export function requestTargetProblem(url: string, host: string | undefined): string | null {
  if (host !== undefined && !HOST_HEADER.test(host)) return "Malformed Host header.";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  const path = decodeComponent(pathname);
  if (path === null) return "Invalid percent-encoding in the path.";
  if (path.includes("\0")) return "NUL in the path.";
  if (!isCleanQueryString(query)) return "Invalid query string.";
  return null;
}

/**
 * Whether a form body (urlencoded or multipart) carries a NUL in any text field. Files in a
 * multipart body may hold any bytes and are not looked at; other bodies (JSON) are left to their
 * own parsers.
 */
export function formBodyHasNul(contentType: string | undefined, body: Buffer): boolean {
  if (!contentType || body.length === 0) return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return !isCleanQueryString(body.toString("latin1"));
  if (type !== "multipart/form-data") return false;
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = boundary && `--${boundary[1] ?? boundary[2]}`;
  if (!marker) return false;
  let at = body.indexOf(marker);
  while (at !== -1) {
    const headersStart = at + marker.length + 2;
    const headersEnd = body.indexOf("\r\n\r\n", headersStart);
    if (headersEnd === -1) return false;
    const next = body.indexOf(`\r\n${marker}`, headersEnd + 4);
    const partEnd = next === -1 ? body.length : next;
    const headers = body.toString("latin1", headersStart, headersEnd);
    if (!/filename\*?=/i.test(headers) && body.subarray(headersEnd + 4, partEnd).includes(0)) return true;
    at = next === -1 ? -1 : next + 2;
  }
  return false;
}
