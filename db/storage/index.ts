import { createLocalStorage } from "./local.ts";
import { createS3Storage, type S3StorageOptions } from "./s3.ts";
import type { FileStorage } from "./types.ts";

export interface FileStorageConfig {
  /** The local directory used when no bucket is configured (default ./data/files). */
  storageDir: string;
  /** An S3-compatible bucket; when set, files live there and app servers keep no state. */
  s3?: S3StorageOptions | null;
}

/** Picks the storage from configuration: a bucket when configured, else a local directory. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.storageDir);
}
