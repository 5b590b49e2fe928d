import crypto from "node:crypto";
import fs from "node:fs";
import type { Readable } from "node:stream";
import path from "node:path";
import { assertSafeKey, StorageNotFound, type ByteRange, type FileStorage, type StoredObjectInfo } from "./types.ts";

/** Errors that mean "there is no such file here" (ENOTDIR: a path component is a file). */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);
const isMissing = (error: unknown) => MISSING.has((error as NodeJS.ErrnoException | null)?.code ?? "");

/**
 * Files in a local directory (the default, under ./data/). Each key is checked twice: by
 * `assertSafeKey`, and by resolving it and requiring the result to stay inside the root.
 *
 * The entity tag is a hash of size, modification time in nanoseconds and inode, not of the
 * content, so `stat` never reads the file. It is still a strong validator here because every
 * write is a new file renamed into place (a new inode and mtime), and nothing else edits files
 * in place. The hash keeps file-system details out of the header.
 */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key "${key}" resolves outside the storage root`);
    return file;
  }

  async function info(file: string): Promise<StoredObjectInfo | null> {
    let stats: fs.BigIntStats;
    try {
      stats = await fs.promises.stat(file, { bigint: true });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!stats.isFile()) return null;
    const digest = crypto
      .createHash("sha256")
      .update(`${stats.size}:${stats.mtimeNs}:${stats.ino}`)
      .digest("base64url")
      .slice(0, 27);
    return { size: Number(stats.size), etag: `"${digest}"`, lastModified: new Date(Number(stats.mtimeMs)) };
  }

  return {
    kind: "local",

    async stat(key: string): Promise<StoredObjectInfo | null> {
      return info(resolveKey(key));
    },

    async read(key: string, range?: ByteRange): Promise<Readable> {
      const file = resolveKey(key);
      if (range && !(Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end) && range.start >= 0)) {
        throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
      }
      if (range && range.end < range.start) throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
      // Open first so a missing file rejects here rather than as a later stream error.
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, "r");
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFound(key);
        throw error;
      }
      try {
        if (!(await handle.stat()).isFile()) throw new StorageNotFound(key);
      } catch (error) {
        await handle.close();
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async write(key: string, body: Buffer): Promise<StoredObjectInfo> {
      const file = resolveKey(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // "~" is outside the key alphabet, so no key can ever name a temporary file.
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.~${crypto.randomBytes(6).toString("hex")}`);
      try {
        await fs.promises.writeFile(temp, body, { flag: "wx" });
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
      const stored = await info(file);
      if (!stored) throw new Error(`Stored object "${key}" vanished after writing`);
      return stored;
    },

    /** A local directory has no URL of its own: downloads stream through the server. */
    async downloadUrl(): Promise<null> {
      return null;
    },

    async delete(key: string): Promise<void> {
      const file = resolveKey(key);
      try {
        await fs.promises.unlink(file);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
