import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { readCsvHead } from "~/core/csv.ts";
import { contentRange, ifNoneMatchMatches, ifRangeMatches, parseRangeHeader } from "~/core/http-range.ts";
import type { Database } from "~/db/client.ts";
import { datasetFiles, datasets } from "~/db/schema/resources.ts";
import { StorageNotFound, type FileStorage } from "~/db/storage/types.ts";
import type { Logger } from "../../logger.ts";
import { BadInput, Forbidden, NotFound } from "../errors.ts";
import { canDownload, isLocked, PREMIUM_DATASET_MESSAGE, type SubscriberStatus } from "~/core/dataset-access.ts";

/** The preview shows the header and at most this many records, however large the file. */
export const PREVIEW_MAX_ROWS = 1000;
/** A non-subscriber's preview of a premium data set: at most this many records (issue 20) ... */
export const PREMIUM_SAMPLE_MAX_ROWS = 100;
/** ... and never more than this share of the file's records. */
export const PREMIUM_SAMPLE_MAX_SHARE = 0.1;
/** A preview that needs more bytes than this for its rows (say, one enormous line) is refused. */
export const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;
/** How long a browser or CDN may keep an open (unlocked) download. */
export const OPEN_DOWNLOAD_MAX_AGE_S = 3600;
/**
 * How long a presigned download URL works (decision 024): long enough for the browser to follow
 * the redirect, short enough that a copied link is useless soon after. A download that has
 * started goes on past it; resuming it from the bucket's URL after that is refused.
 */
export const DOWNLOAD_URL_EXPIRES_S = 60;

/** Ids are ours: letters, digits, "_" and "-". A "../" or "%2e%2e" fails here, before any query. */
const ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}$/i;

export const FILE_NOT_FOUND_MESSAGE = "This file does not exist.";
export const PREVIEW_NOT_CSV_MESSAGE = "This preview is not a CSV file";
export const PREVIEW_EMPTY_MESSAGE = "The preview file is empty";
export const PREVIEW_TOO_LARGE_MESSAGE = "This preview is too large to show";

export interface DownloadRequest {
  /** Straight from the URL: validated here, any type accepted. */
  datasetId: unknown;
  fileId: unknown;
  /** null for a visitor. */
  viewer: SubscriberStatus | null;
  range?: string | null;
  ifNoneMatch?: string | null;
  ifModifiedSince?: string | null;
  ifRange?: string | null;
  /** A HEAD request: the same status and headers, and no stream is opened. */
  headOnly?: boolean;
}

export interface DownloadResult {
  /** 302: to the storage's presigned URL (in `Location`), after the same checks as a streamed download. */
  status: 200 | 206 | 302 | 304 | 416;
  headers: Record<string, string>;
  /** The bytes to send for 200 and 206 (null for HEAD, 302, 304 and 416). */
  body: Readable | null;
}

export interface PreviewResult {
  /** The header line and up to PREVIEW_MAX_ROWS records, exactly as in the file. */
  text: string;
  rows: number;
  /** More records followed in the file. */
  truncated: boolean;
  /** A bounded sample of a premium data set for a non-subscriber (PREMIUM_SAMPLE_MAX_ROWS). */
  sample: boolean;
  /** The content depends on who asks: a premium data set's preview must not sit in a shared cache. */
  locked: boolean;
}

/**
 * Records read of a premium file for a sample: past this count the sample is at its cap whatever
 * follows, so a large file is not read (or counted) further.
 */
const SAMPLE_CAPPED_AT_RECORDS = Math.ceil(PREMIUM_SAMPLE_MAX_ROWS / PREMIUM_SAMPLE_MAX_SHARE);

/** Records a non-subscriber may see of a premium file with `records` records. */
export const premiumSampleRows = (records: number) =>
  Math.min(PREMIUM_SAMPLE_MAX_ROWS, Math.floor(records * PREMIUM_SAMPLE_MAX_SHARE));

const validId = (value: unknown): value is string => typeof value === "string" && ID_PATTERN.test(value);
const isCsv = (fileType: string) => ["csv", "text/csv"].includes(fileType.trim().toLowerCase());

const CONTENT_TYPES: Record<string, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The Content-Type of a download from the file type we recorded, never from the stored bytes. */
export function downloadContentType(fileType: string): string {
  const type = fileType.trim().toLowerCase();
  return CONTENT_TYPES[type === "text/csv" ? "csv" : type] ?? "application/octet-stream";
}

/** C0 and C1 control characters and DEL: never in a header. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` (RFC 6266) from the name in our
 * database. Only the last path segment is kept and control characters are dropped; the ASCII
 * fallback has no quote, backslash, percent sign or non-ASCII character.
 */
export function attachmentDisposition(fileName: string, fallback = "download"): string {
  // By code point, so a cut never leaves half a surrogate pair (encodeURIComponent would throw).
  const lastSegment = Array.from(fileName.split(/[/\\]/).pop() ?? "")
    .filter((c) => !isControl(c.codePointAt(0)!))
    .join("")
    .trim();
  const shortened = Array.from(lastSegment).slice(0, 200).join("");
  const name = /[^.\s]/.test(shortened) ? shortened : fallback;
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._()\- ]+/g, "_")
    .replace(/_{2,}/g, "_")
    .replace(/^[.\s]+/, "");
  // A name with no ASCII letter or digit left (say, all Chinese) keeps only its extension.
  const stem = ascii.replace(/\.[A-Za-z0-9]{1,10}$/, "");
  const safeAscii = /[A-Za-z0-9]/.test(stem) ? ascii : `${fallback}${ascii.slice(stem.length)}`;
  const encoded = encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${safeAscii}"; filename*=UTF-8''${encoded}`;
}

/** Thrown inside the preview stream guard; becomes BadInput. */
class PreviewRefused extends Error {}

/** Passes chunks through, refusing binary content (a NUL byte) and a preview past PREVIEW_MAX_BYTES. */
async function* guardPreview(stream: Readable): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (chunk.includes(0)) throw new PreviewRefused(PREVIEW_NOT_CSV_MESSAGE);
    if (bytes > PREVIEW_MAX_BYTES) throw new PreviewRefused(PREVIEW_TOO_LARGE_MESSAGE);
    yield chunk;
  }
}

export function createDatasetFileService({
  db,
  storage,
  logger,
}: {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}) {
  async function findFile(datasetId: unknown, fileId: unknown, role: "download" | "preview") {
    if (!validId(datasetId) || !validId(fileId)) return null;
    const [row] = await db
      .select({
        fileName: datasetFiles.fileName,
        fileType: datasetFiles.fileType,
        storageKey: datasetFiles.storageKey,
        locked: datasets.locked,
      })
      .from(datasetFiles)
      .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
      .where(and(eq(datasetFiles.id, fileId), eq(datasetFiles.datasetId, datasetId), eq(datasetFiles.role, role)))
      .limit(1);
    return row ?? null;
  }

  return {
    /**
     * A download of one file of a data set, with the lock enforced here whatever the URL:
     * a locked or unknown-lock data set is for subscribers only (403 otherwise). When the storage
     * offers a presigned URL (S3), a GET is answered with a 302 to it, after those checks and
     * the existence check; otherwise the file streams from here. Supports
     * If-None-Match / If-Modified-Since (304) and one byte range with If-Range (206, 416).
     */
    async openDownload(input: DownloadRequest): Promise<DownloadResult> {
      const file = await findFile(input.datasetId, input.fileId, "download");
      if (!file) throw new NotFound(FILE_NOT_FOUND_MESSAGE);
      if (!canDownload(file, input.viewer)) throw new Forbidden(PREMIUM_DATASET_MESSAGE);

      const info = await storage.stat(file.storageKey);
      if (!info) {
        logger.warn({ datasetId: input.datasetId, fileId: input.fileId }, "data set file missing from storage");
        throw new NotFound(FILE_NOT_FOUND_MESSAGE);
      }

      const contentType = downloadContentType(file.fileType);
      const contentDisposition = attachmentDisposition(file.fileName, String(input.fileId));
      // A bucket serves the bytes itself, ranges and validators included, so large files do not
      // stream through Node. HEAD stays here: a presigned URL is signed for GET only.
      if (!input.headOnly && storage.downloadUrl) {
        const url = await storage.downloadUrl(file.storageKey, {
          contentDisposition,
          contentType,
          expiresInS: DOWNLOAD_URL_EXPIRES_S,
        });
        // The URL is personal and expires: never cached, whether the data set is open or not.
        if (url) return { status: 302, headers: { Location: url, "Cache-Control": "private, no-store" }, body: null };
      }

      const locked = isLocked(file.locked);
      const validators: Record<string, string> = {
        ETag: info.etag,
        "Last-Modified": info.lastModified.toUTCString(),
        // A locked file must never sit in a shared cache, where a visitor could get it.
        // no-transform keeps the compression middleware (and proxies) off: a gzipped body would
        // break Content-Length, byte ranges and the strong ETag that resuming relies on.
        "Cache-Control": locked
          ? "private, no-store, no-transform"
          : `public, max-age=${OPEN_DOWNLOAD_MAX_AGE_S}, no-transform`,
      };
      const notModified =
        input.ifNoneMatch != null
          ? ifNoneMatchMatches(input.ifNoneMatch, info.etag)
          : notModifiedSince(input.ifModifiedSince, info.lastModified);
      if (notModified) return { status: 304, headers: validators, body: null };

      const headers: Record<string, string> = {
        ...validators,
        "Accept-Ranges": "bytes",
        "Content-Type": contentType,
        "Content-Disposition": contentDisposition,
      };
      const range = ifRangeMatches(input.ifRange, info)
        ? parseRangeHeader(input.range, info.size)
        : ({ kind: "none" } as const);

      if (range.kind === "unsatisfiable") {
        return { status: 416, headers: { ...headers, "Content-Range": contentRange(info.size) }, body: null };
      }
      const open = async (byteRange?: { start: number; end: number }) => {
        if (input.headOnly) return null;
        try {
          return await storage.read(file.storageKey, byteRange);
        } catch (error) {
          if (error instanceof StorageNotFound) throw new NotFound(FILE_NOT_FOUND_MESSAGE);
          throw error;
        }
      };
      if (range.kind === "range") {
        return {
          status: 206,
          headers: {
            ...headers,
            "Content-Range": contentRange(info.size, range),
            "Content-Length": String(range.end - range.start + 1),
          },
          body: await open(range),
        };
      }
      return { status: 200, headers: { ...headers, "Content-Length": String(info.size) }, body: await open() };
    },

    /**
     * The first rows of a data set's preview file: the header and at most PREVIEW_MAX_ROWS
     * records, and reading stops there, so a large file is never read whole. A premium data set
     * previews in full only for subscribers; anyone else gets a sample (premiumSampleRows), for
     * which the file is counted up to SAMPLE_CAPPED_AT_RECORDS.
     */
    async openPreview(input: {
      datasetId: unknown;
      fileId: unknown;
      viewer: SubscriberStatus | null;
    }): Promise<PreviewResult> {
      const file = await findFile(input.datasetId, input.fileId, "preview");
      if (!file) throw new NotFound(FILE_NOT_FOUND_MESSAGE);
      if (!isCsv(file.fileType)) throw new BadInput(PREVIEW_NOT_CSV_MESSAGE);

      let stream: Readable;
      try {
        stream = await storage.read(file.storageKey);
      } catch (error) {
        if (!(error instanceof StorageNotFound)) throw error;
        logger.warn({ datasetId: input.datasetId, fileId: input.fileId }, "data set preview missing from storage");
        throw new NotFound(FILE_NOT_FOUND_MESSAGE);
      }
      const locked = isLocked(file.locked);
      const sample = !canDownload(file, input.viewer);
      try {
        const head = await readCsvHead(guardPreview(stream), sample ? SAMPLE_CAPPED_AT_RECORDS : PREVIEW_MAX_ROWS);
        if (head.text.trim() === "") throw new BadInput(PREVIEW_EMPTY_MESSAGE);
        if (!sample) return { ...head, sample: false, locked };
        const cut = await readCsvHead(
          (async function* () {
            yield head.text;
          })(),
          premiumSampleRows(head.rows),
        );
        return { ...cut, truncated: head.truncated || head.rows > cut.rows, sample: true, locked };
      } catch (error) {
        if (error instanceof PreviewRefused) throw new BadInput(error.message);
        throw error;
      } finally {
        stream.destroy();
      }
    },
  };
}

/** If-Modified-Since holds when the file has not changed since that date (to the second). */
function notModifiedSince(header: string | null | undefined, lastModified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export type DatasetFileService = ReturnType<typeof createDatasetFileService>;
