import zlib from "node:zlib";

/**
 * A short-lived cache of the HTML of catalogue pages as a visitor (not signed in) sees them
 * (decision 016). Those pages read only catalogue rows, which change with a deploy or a seed, so
 * for a few seconds every visitor gets the same bytes; only the CSP nonce differs per response,
 * and it goes between the page's pre-encoded parts. Signed-in requests, other pages and any answer that sets a cookie are
 * never cached.
 */

export const PAGE_CACHE_TTL_MS = 10_000;
export const PAGE_CACHE_MAX_ENTRIES = 200;
/** A page bigger than this is not kept (the catalogue pages are 100–200 KB). */
export const PAGE_CACHE_MAX_PAGE_BYTES = 1_000_000;

/** Pages whose HTML depends only on the URL, the catalogue (data sets included) and the visitor's cookie choice. */
const CACHEABLE_PATH =
  /^\/(?:|courses|course\/[a-z0-9-]+|paths|path\/[a-z0-9-]+|crash-courses|guided-projects(?:\/[a-z0-9-]+)?|data-playground)$/;

export interface PageRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  cookieHeader: string | null;
  accept: string | null;
}

/** A page as rendered, before it is kept: the HTML and the CSP nonce it was rendered with. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** The HTML's UTF-8 bytes, as sent. */
  html: Buffer;
  nonce: string;
}

/**
 * A kept page, ready to send: its UTF-8 bytes split at every nonce attribute, so a hit puts its own
 * fresh nonce between the parts without scanning or re-encoding the HTML.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  /**
   * Each part compressed once, on its own (raw deflate ending in a sync flush): see gzipPageBody. Done
   * on the first gzipped hit, not when the page is kept: most URLs with a query string are asked once,
   * and deflating every rendered page on the chance of a hit took 15 % of a render's CPU.
   */
  deflatedParts: Buffer[] | null;
  /** Bytes of the HTML without its nonces. */
  bytes: number;
}

/**
 * The cache key of a request, or null when its answer must not be cached: not a GET of a
 * catalogue page's HTML, or a request that carries a session (any cookie whose name ends in
 * `session_token`, so a prefix change cannot leak a signed-in page).
 */
export function pageCacheKey({ method, url, cookieHeader, accept }: PageRequest, consentCookie: string): string | null {
  if (method !== "GET") return null;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (!CACHEABLE_PATH.test(path)) return null;
  if (accept !== null && !accept.includes("text/html") && !accept.includes("*/*")) return null;
  let consent = "";
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name.endsWith("session_token")) return null;
    if (name === consentCookie) consent = part.slice(eq + 1).trim();
  }
  return `${consent}\n${url}`;
}

/** Whether a rendered answer may be kept for other visitors. */
export function isStorable(response: { status: number; headers: Headers }): boolean {
  return (
    response.status === 200 &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

/** Splits a rendered page at its nonce attributes (decision 016). */
export function preparePage(page: RenderedPage): CachedPage {
  // Split as bytes: the page was collected as it was sent, and need not be decoded to be kept.
  const { html } = page;
  const attribute = Buffer.from(`nonce="${page.nonce}"`);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    parts.push(html.subarray(from, at));
    from = at + attribute.length;
  }
  parts.push(html.subarray(from));
  return {
    status: page.status,
    headers: page.headers,
    parts,
    deflatedParts: null,
    bytes: parts.reduce((n, part) => n + part.length, 0),
  };
}

/**
 * An answer's body as the pieces it is sent in (one socket write, `writev`): the kept parts themselves
 * and the few bytes made for this answer. Joining them into one buffer copied the whole page per hit;
 * a cached /courses served 6,300 req/s after a start and half that after a minute idle, when V8
 * collects more eagerly for the external memory those copies are.
 */
export interface PageBody {
  chunks: Buffer[];
  length: number;
}

/** The kept page's bytes with this response's nonce in every `nonce` attribute. */
export function pageBody(page: CachedPage, nonce: string): PageBody {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(attribute);
    chunks.push(part);
  });
  return { chunks, length: page.bytes + attribute.length * (page.parts.length - 1) };
}

/** gzip's header: deflate, no name, no time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: final, fixed codes, nothing but its end code (RFC 1951). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes stored as they are in an uncompressed deflate block, which starts on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The kept page gzipped, with this response's nonce: what a browser asks for (Accept-Encoding:
 * gzip). Compressing the whole page per answer held a cached /courses (155 KB) to 211 req/s, against
 * 1,650 uncompressed: the compression middleware's deflate was nearly all of a hit's cost. Here each
 * part was deflated once when the page was kept; an answer joins those blocks with the nonce
 * attribute as a stored block, ends the stream, and adds gzip's CRC-32 and length of the whole.
 * Hand-written because no library splices deflate streams; the page-cache tests inflate the result.
 */
export function gzipPageBody(page: CachedPage, nonce: string): PageBody {
  // A sync flush ends each part on a byte boundary without a final block, so parts compressed
  // apart still join into one valid deflate stream.
  const deflatedParts = (page.deflatedParts ??= page.parts.map((part) =>
    zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  ));
  const attribute = Buffer.from(`nonce="${nonce}"`);
  const nonceBlock = storedBlock(attribute);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(nonceBlock);
      crc = zlib.crc32(attribute, crc);
    }
    chunks.push(deflatedParts[i]!);
    crc = zlib.crc32(part, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.bytes + attribute.length * (page.parts.length - 1)) % 2 ** 32, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return { chunks, length: chunks.reduce((n, chunk) => n + chunk.length, 0) };
}

/** Per process on purpose: each app server may keep its own seconds-old copy (decisions 016, 020). */
export function createPageCache({
  ttlMs = PAGE_CACHE_TTL_MS,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  return {
    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.page;
    },
    /** Keeps a rendered page; one too large to keep is dropped before it is split. */
    set(key: string, rendered: RenderedPage): void {
      if (rendered.html.length > PAGE_CACHE_MAX_PAGE_BYTES) return;
      const page = preparePage(rendered);
      entries.delete(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      // Oldest first in a Map: evict from the front.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
