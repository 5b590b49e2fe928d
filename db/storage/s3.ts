import crypto from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { assertSafeKey, StorageNotFound, type ByteRange, type FileStorage, type StoredObjectInfo } from "./types.ts";

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
  /** Time allowed for a request until its response headers arrive. */
  requestTimeoutMs?: number;
  /** The clock for x-amz-date (tests). */
  now?: () => Date;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const ERROR_BODY_MAX_CHARS = 2_000;

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

const sha256Hex = (data: string | Uint8Array) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign and send besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (the empty-body hash for GET, HEAD and DELETE). */
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
  service?: string;
}

export interface SignedRequest {
  /** What to send, without host (fetch derives it from the URL, the same way we sign it). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/**
 * AWS Signature Version 4 for one request with an Authorization header
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). The URL path
 * must already be encoded once; S3 signs it as sent, without a second encoding.
 */
export function signRequestV4(input: SignInput): SignedRequest {
  const service = input.service ?? "s3";
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers["x-amz-date"] = amzDate;
  headers["x-amz-content-sha256"] = input.payloadHash;
  const signed: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names.map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");

  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");

  const canonicalRequest = [
    input.method,
    input.url.pathname || "/",
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = crypto.createHmac("sha256", signingKey).update(stringToSign).digest("hex");

  headers["authorization"] =
    `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), so app servers stay
 * stateless. Plain fetch and node:crypto, no SDK. HEAD on a missing object must answer 404:
 * on AWS that needs s3:ListBucket, without it S3 answers 403 and `stat` throws S3Error.
 */
export function createS3Storage(options: S3StorageOptions, fetchImpl: typeof fetch = fetch): FileStorage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== "https:" && endpoint.protocol !== "http:") {
    throw new Error(`S3 endpoint must be an http(s) URL, not "${options.endpoint}"`);
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(options.bucket)) {
    throw new Error(`Invalid S3 bucket name "${options.bucket}"`);
  }
  const prefix = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix) assertSafeKey(prefix);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const origin = options.forcePathStyle
    ? `${endpoint.protocol}//${endpoint.host}${basePath}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}`;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());

  function objectUrl(key: string): URL {
    assertSafeKey(key);
    const fullKey = prefix ? `${prefix}/${key}` : key;
    return new URL(`${origin}/${fullKey.split("/").map(uriEncode).join("/")}`);
  }

  /**
   * One signed request. The timeout covers the wait for response headers only: a large
   * download may then stream for as long as it takes.
   */
  async function send(
    method: "GET" | "HEAD" | "PUT" | "DELETE",
    key: string,
    extra: { headers?: Record<string, string>; body?: Buffer } = {},
  ): Promise<Response> {
    const url = objectUrl(key);
    const { headers } = signRequestV4({
      method,
      url,
      headers: extra.headers,
      payloadHash: extra.body ? sha256Hex(extra.body) : EMPTY_SHA256,
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: now(),
    });
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${method} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      return await fetchImpl(url, {
        method,
        headers,
        // A copy: fetch's types want a Uint8Array over a plain ArrayBuffer, a Buffer may sit on a shared pool.
        body: extra.body ? Uint8Array.from(extra.body) : undefined,
        signal: controller.signal,
        redirect: "manual",
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(method: string, key: string, response: Response): Promise<S3Error> {
    const text = method === "HEAD" ? "" : await response.text().catch(() => "");
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text.slice(0, ERROR_BODY_MAX_CHARS))?.[1];
    return new S3Error(
      `S3 ${method} "${key}" failed: ${response.status}${code ? ` ${code}` : ""}`,
      response.status,
      code,
    );
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    const response = await send("HEAD", key);
    if (response.status === 404) return null;
    if (!response.ok) throw await failure("HEAD", key, response);
    const size = Number(response.headers.get("content-length"));
    const etag = response.headers.get("etag");
    const lastModified = new Date(response.headers.get("last-modified") ?? "");
    if (!Number.isSafeInteger(size) || size < 0 || !etag || Number.isNaN(lastModified.getTime())) {
      throw new S3Error(`S3 HEAD "${key}" answered without size, ETag or Last-Modified`, response.status);
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
      const response = await send("GET", key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
      if (response.status === 404) {
        await response.body?.cancel();
        throw new StorageNotFound(key);
      }
      if (!response.ok) throw await failure("GET", key, response);
      if (range && response.status !== 206) {
        // A store that ignores Range would make us send the wrong bytes under a 206.
        const whole = range.start === 0 && Number(response.headers.get("content-length")) === range.end + 1;
        if (!whole) {
          await response.body?.cancel();
          throw new S3Error(`S3 GET "${key}" ignored the Range header`, response.status);
        }
      }
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    },

    async write(key: string, body: Buffer, contentType = "application/octet-stream"): Promise<StoredObjectInfo> {
      const response = await send("PUT", key, { headers: { "content-type": contentType }, body });
      if (!response.ok) throw await failure("PUT", key, response);
      await response.body?.cancel();
      // PUT answers with an ETag but no Last-Modified; S3 is read-after-write consistent.
      const stored = await stat(key);
      if (!stored) throw new S3Error(`S3 object "${key}" is missing right after PUT`, 404);
      return stored;
    },

    async delete(key: string): Promise<void> {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure("DELETE", key, response);
      await response.body?.cancel();
    },
  };
}
