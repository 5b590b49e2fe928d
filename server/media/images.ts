import crypto from "node:crypto";
import type { Readable } from "node:stream";
import sharp from "sharp";
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  sniffImageKind,
} from "~/core/images.ts";
import { ifNoneMatchMatches } from "~/core/http-range.ts";
import { StorageNotFound, type FileStorage } from "~/db/storage/types.ts";
import type { Logger } from "../logger.ts";
import { BadInput } from "../domain/errors.ts";

/** How each kind of upload is resized: avatars are cropped square, project images keep their shape. */
export const IMAGE_PRESETS = {
  avatar: { width: 512, height: 512, fit: "cover" },
  project: { width: 1600, height: 1600, fit: "inside" },
  /** Team logos (issue 19): kept whole, small. */
  logo: { width: 400, height: 400, fit: "inside" },
} as const satisfies Record<string, { width: number; height: number; fit: "cover" | "inside" }>;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Stored keys never change content (a new upload gets a new key), so browsers may keep them for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const MEDIA_URL_PREFIX = "/media/";
const WEBP_QUALITY = 82;

/** Every key we create: `images/<preset>/<22 url-safe random chars>.webp`. Nothing else is served. */
const MEDIA_KEY = /^images\/(avatar|project|logo)\/[A-Za-z0-9_-]{22}\.webp$/;

/** A decoded, resized, re-encoded image that is not stored yet. */
export interface ProcessedImage {
  preset: ImagePreset;
  data: Buffer;
  width: number;
  height: number;
}

/** An image in storage; `src` is its public URL on this origin. */
export interface StoredImage {
  key: string;
  src: string;
  width: number;
  height: number;
  bytes: number;
}

export interface MediaResponse {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Readable | null;
}

export const isMediaKey = (key: string) => MEDIA_KEY.test(key);
export const mediaSrcOf = (key: string) => `${MEDIA_URL_PREFIX}${key}`;
/** The key behind one of our own image URLs, or null for anything else (seed images, other sites). */
export function mediaKeyOf(src: string): string | null {
  if (!src.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = src.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

const rejected = (field: string, message: string) => new BadInput(message, { [field]: [message] });

/**
 * Uploaded images: checked by content, decoded, resized to a preset's box, re-encoded as WebP
 * without metadata (EXIF, GPS, camera data) and kept in the file storage; served by `open`.
 */
export function createImageStore({ storage, logger }: { storage: FileStorage; logger?: Logger }) {
  /**
   * Checks and converts one upload. Throws BadInput (keyed by `field`) for anything that is not
   * a readable PNG, JPEG or WebP of at most MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS. Stores nothing.
   */
  async function process(bytes: Uint8Array, preset: ImagePreset, field = "image"): Promise<ProcessedImage> {
    if (bytes.byteLength > MAX_IMAGE_BYTES) throw rejected(field, IMAGE_SIZE_MESSAGE);
    if (!sniffImageKind(bytes)) throw rejected(field, IMAGE_TYPE_MESSAGE);
    const { width, height, fit } = IMAGE_PRESETS[preset];
    try {
      // Header only: refuse huge canvases before any pixel is decoded.
      const meta = await sharp(bytes).metadata();
      if (!meta.width || !meta.height) throw rejected(field, IMAGE_UNREADABLE_MESSAGE);
      if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw rejected(field, IMAGE_DIMENSIONS_MESSAGE);
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
        .rotate() // apply the EXIF orientation before the metadata is dropped
        .resize({ width, height, fit, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { preset, data, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof BadInput) throw error;
      // A corrupt or truncated file: the client's fault, not ours.
      logger?.info({ err: error, preset }, "image upload could not be decoded");
      throw rejected(field, IMAGE_UNREADABLE_MESSAGE);
    }
  }

  async function store(image: ProcessedImage): Promise<StoredImage> {
    const key = `images/${image.preset}/${crypto.randomBytes(16).toString("base64url")}.webp`;
    const info = await storage.write(key, image.data, "image/webp");
    return { key, src: mediaSrcOf(key), width: image.width, height: image.height, bytes: info.size };
  }

  return {
    process,
    store,

    /** process + store for a single upload (an avatar). */
    async save(bytes: Uint8Array, preset: ImagePreset, field = "image"): Promise<StoredImage> {
      return store(await process(bytes, preset, field));
    },

    /**
     * Deletes images by their public URL; URLs that are not our uploads are ignored. Failures
     * are logged, not thrown: an orphaned file costs bytes, a failed request after a committed
     * change would mislead the user.
     */
    async remove(srcs: readonly string[]): Promise<void> {
      for (const src of srcs) {
        const key = mediaKeyOf(src);
        if (!key) continue;
        try {
          await storage.delete(key);
        } catch (error) {
          logger?.error({ err: error, key }, "could not delete an uploaded image");
        }
      }
    },

    /** GET/HEAD of `/media/<key>`: 404 for anything that is not one of our stored images. */
    async open({
      key,
      ifNoneMatch,
      headOnly = false,
    }: {
      key: string;
      ifNoneMatch?: string | null;
      headOnly?: boolean;
    }): Promise<MediaResponse> {
      const notFound: MediaResponse = {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        body: null,
      };
      if (!isMediaKey(key)) return notFound;
      const info = await storage.stat(key);
      if (!info) return notFound;
      const headers: Record<string, string> = {
        "Content-Type": "image/webp",
        "Cache-Control": MEDIA_CACHE_CONTROL,
        ETag: info.etag,
        "Last-Modified": info.lastModified.toUTCString(),
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      };
      if (ifNoneMatch && ifNoneMatchMatches(ifNoneMatch, info.etag)) return { status: 304, headers, body: null };
      headers["Content-Length"] = String(info.size);
      if (headOnly) return { status: 200, headers, body: null };
      try {
        return { status: 200, headers, body: await storage.read(key) };
      } catch (error) {
        // Deleted between stat and read.
        if (error instanceof StorageNotFound) return notFound;
        throw error;
      }
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
