/**
 * Image upload rules shared by the forms (limits shown next to the input) and the server (which
 * enforces them). Types are recognised by their first bytes, never by the file name or the
 * declared content type, both of which the client chooses.
 */

/** 5 MB in the spec's base-1000 units, so "5.2 MB" in a file browser is over the limit too. */
export const MAX_IMAGE_BYTES = 5_000_000;
/** Decoding a small file can still need huge memory (a "decompression bomb"): refuse above this. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_KINDS = ["png", "jpeg", "webp"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** For `<input type="file" accept>`: a hint to the browser's picker, not a check. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

export const IMAGE_TYPE_MESSAGE = "Choose a PNG, JPEG or WebP image.";
export const IMAGE_SIZE_MESSAGE = "Images must be 5 MB or smaller.";
export const IMAGE_UNREADABLE_MESSAGE = "This image could not be read. Choose another PNG, JPEG or WebP image.";
export const IMAGE_DIMENSIONS_MESSAGE = "This image has too many pixels (at most 40 megapixels).";
/** The hint under every image input. */
export const IMAGE_RULES_HINT = "PNG, JPEG or WebP, up to 5 MB.";

export const tooManyImagesMessage = (max: number) =>
  max === 1 ? "Choose one image at a time." : `Add at most ${max} images.`;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image format from the file's magic bytes, or null when it is none of ours:
 * PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP `RIFF....WEBP`.
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * Folders under public/images whose SVG illustrations pages show as PNG renderings
 * (scripts/make-raster-images.ts, decision 064).
 */
export const RASTER_IMAGE_DIRS = [
  "badges",
  "challenges",
  "datasets",
  "instructors",
  "people",
  "showcase",
  "stories",
  "users",
] as const;
/** Each PNG rendering is this many times its SVG's own size… */
export const RASTER_SCALE = 2;
/** …and at most this wide. */
export const RASTER_MAX_WIDTH = 1280;
