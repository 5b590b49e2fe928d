import type { Readable } from "node:stream";

/** Metadata of a stored object. `etag` is a strong validator for the exact bytes. */
export interface StoredObjectInfo {
  size: number;
  etag: string;
  lastModified: Date;
}

/** An inclusive byte range, already validated against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * File storage for data set files and uploads: a local directory by default, an S3-compatible
 * bucket when configured, so app servers can stay stateless. Keys are produced by our own code
 * (never taken from a request) and are relative, slash-separated names such as
 * `datasets/ds_cars/cars.csv`.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** null when the object does not exist. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Streams the object, or the given range of it. Rejects with StorageNotFound when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  write(key: string, body: Buffer, contentType?: string): Promise<StoredObjectInfo>;
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL the browser can download the object from directly, so large files do not
   * stream through Node; null (or absent) when the storage has none, as a local directory.
   * Whoever hands it out must check access first: the URL itself is the permission.
   */
  downloadUrl?(key: string, options: DownloadUrlOptions): Promise<string | null>;
}

export interface DownloadUrlOptions {
  /** The full Content-Disposition header the download answers with (attachment and file name). */
  contentDisposition: string;
  contentType: string;
  /** How long the URL works, in seconds. */
  expiresInS: number;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`No stored object "${key}"`);
    this.name = "StorageNotFound";
  }
}

/** A key that could escape the storage root or is not in the key alphabet: always a bug of ours. */
export class UnsafeStorageKey extends Error {
  constructor(key: string) {
    super(`Unsafe storage key "${key}"`);
    this.name = "UnsafeStorageKey";
  }
}

/**
 * Keys are ours, but a bug must never turn one into a path outside the storage root. The
 * alphabet has no "%", so an encoded "%2e%2e" is refused too rather than decoded anywhere.
 */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith("/") ||
    key.includes("\\") ||
    key.includes("\0") ||
    key.split("/").some((part) => part === "" || part === "." || part === "..") ||
    !/^[A-Za-z0-9._\-/]+$/.test(key)
  ) {
    throw new UnsafeStorageKey(key);
  }
}
