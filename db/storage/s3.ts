import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertSafeKey,
  StorageNotFound,
  type ByteRange,
  type DownloadUrlOptions,
  type FileStorage,
  type StoredObjectInfo,
} from "./types.ts";

export interface S3StorageOptions {
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://localhost:9000 (MinIO), https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  /** The signing region; R2 uses "auto". */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO, R2, most self-hosted stores). */
  forcePathStyle?: boolean;
  /** Prepended to every key with a slash, so one bucket can hold several environments. */
  prefix?: string;
  /** Time allowed to connect, and the longest a request (or a download's stream) may sit idle. */
  requestTimeoutMs?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** S3 refuses a presigned URL valid for longer than a week. */
const MAX_PRESIGN_EXPIRES_S = 604_800;

/** A response from the bucket that is neither success nor "not found" (bad credentials, outage...). */
export class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "S3Error";
  }
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** "Not found" as S3 says it: NoSuchKey on GET, a bare 404 ("NotFound") on HEAD. */
const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || statusOf(error) === 404);

/** Our error for anything the SDK throws that is not "not found": a service error keeps its status and code. */
function failure(method: string, key: string, error: unknown): Error {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return new S3Error(`S3 ${method} "${key}" failed: ${status} ${error.name}`, status, error.name);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), so app servers stay
 * stateless, through the AWS SDK (decision 024). HEAD on a missing object must answer 404: on AWS
 * that needs s3:ListBucket, without it S3 answers 403 and `stat` throws S3Error.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== "https:" && endpoint.protocol !== "http:") {
    throw new Error(`S3 endpoint must be an http(s) URL, not "${options.endpoint}"`);
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(options.bucket)) {
    throw new Error(`Invalid S3 bucket name "${options.bucket}"`);
  }
  const prefix = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix) assertSafeKey(prefix);
  const bucket = options.bucket;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums on every request are not understood by every
    // S3-compatible store (older MinIO, R2, s3rver): send and check them only where S3 requires.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    maxAttempts: 3,
  });

  function objectKey(key: string): string {
    assertSafeKey(key);
    return prefix ? `${prefix}/${key}` : key;
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    const Key = objectKey(key);
    let head;
    try {
      head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw failure("HEAD", key, error);
    }
    const size = head.ContentLength;
    const etag = head.ETag;
    const lastModified = head.LastModified;
    if (size === undefined || !Number.isSafeInteger(size) || size < 0 || !etag || !lastModified) {
      throw new S3Error(`S3 HEAD "${key}" answered without size, ETag or Last-Modified`, 200);
    }
    return { size, etag, lastModified };
  }

  return {
    kind: "s3",

    stat,

    async read(key: string, range?: ByteRange): Promise<Readable> {
      if (range && !(Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end) && range.start >= 0)) {
        throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
      }
      if (range && range.end < range.start) throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
      const Key = objectKey(key);
      let response;
      try {
        response = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFound(key);
        throw failure("GET", key, error);
      }
      // In Node the SDK's body is the response's IncomingMessage, a Readable.
      const body = response.Body as Readable | undefined;
      if (range && response.$metadata.httpStatusCode !== 206) {
        // A store that ignores Range would make us send the wrong bytes under a 206.
        const whole = range.start === 0 && response.ContentLength === range.end + 1;
        if (!whole) {
          body?.destroy();
          throw new S3Error(`S3 GET "${key}" ignored the Range header`, response.$metadata.httpStatusCode ?? 0);
        }
      }
      if (!body) throw new S3Error(`S3 GET "${key}" answered without a body`, response.$metadata.httpStatusCode ?? 0);
      return body;
    },

    async write(key: string, body: Buffer, contentType = "application/octet-stream"): Promise<StoredObjectInfo> {
      const Key = objectKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentType: contentType }));
      } catch (error) {
        throw failure("PUT", key, error);
      }
      // PUT answers with an ETag but no Last-Modified; S3 is read-after-write consistent.
      const stored = await stat(key);
      if (!stored) throw new S3Error(`S3 object "${key}" is missing right after PUT`, 404);
      return stored;
    },

    async delete(key: string): Promise<void> {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        if (!isNotFound(error)) throw failure("DELETE", key, error);
      }
    },

    /**
     * A presigned GET of the object, valid for `expiresInS` seconds, whose response carries our
     * Content-Disposition and Content-Type, and Cache-Control: private, no-store (S3's response-*
     * overrides, covered by the signature).
     * Signing is local: no request is sent. The caller checks access first (decision 024).
     */
    async downloadUrl(key: string, { contentDisposition, contentType, expiresInS }: DownloadUrlOptions) {
      if (!Number.isSafeInteger(expiresInS) || expiresInS < 1 || expiresInS > MAX_PRESIGN_EXPIRES_S) {
        throw new RangeError(`Invalid presigned URL lifetime ${expiresInS} s`);
      }
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentDisposition: contentDisposition,
        ResponseContentType: contentType,
        // The URL is personal and short-lived: no cache keeps what it returns.
        ResponseCacheControl: "private, no-store",
      });
      return getSignedUrl(client, command, { expiresIn: expiresInS });
    },
  };
}
