import { MAX_PROJECT_IMAGES } from "~/core/projects.ts";
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MultipartParser,
  type MultipartPart,
} from "@mjackson/multipart-parser";
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, tooManyImagesMessage } from "~/core/images.ts";

/** Room for the text fields of a form that also carries files (titles, Markdown bodies...). */
export const MAX_UPLOAD_FORM_TEXT_BYTES = 1_000_000;
/** Header lines of one part (name, file name, type); browsers send a few hundred bytes. */
const MAX_PART_HEADER_BYTES = 8 * 1024;
/** Boundaries and part headers around the content. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** After refusing a too-large file we still read (and drop) this much, so the browser sees our answer. */
const MAX_DRAIN_BYTES = 64 * 1_000_000;

/**
 * The largest multipart body the HTTP server reads: the biggest upload form (a project's images)
 * at its stated limits, plus room to answer one over them with the form's own error. Larger
 * bodies get a bare 413 before any route sees them (the browser checks sizes before sending).
 */
export const MAX_MULTIPART_BODY_BYTES =
  MAX_PROJECT_IMAGES * MAX_IMAGE_BYTES + MAX_UPLOAD_FORM_TEXT_BYTES + MULTIPART_OVERHEAD_BYTES + 2 * MAX_IMAGE_BYTES;

export const UPLOAD_UNREADABLE_MESSAGE = "The form could not be read. Please try again.";
export const uploadTooLargeMessage = (maxFiles: number) =>
  maxFiles === 1 ? IMAGE_SIZE_MESSAGE : `Add at most ${maxFiles} images of 5 MB or smaller each.`;

export interface UploadedFile {
  field: string;
  /** As the browser sent it; shown back to the user, never used as a path or a type. */
  filename: string;
  bytes: Uint8Array;
}

export interface UploadForm {
  /** True when every limit held; otherwise `fieldErrors` says which and `files` is empty. */
  ok: boolean;
  /** The text fields received (all of them on success; those before the failure otherwise). */
  fields: FormData;
  files: UploadedFile[];
  fieldErrors: Record<string, string[]>;
}

/**
 * Reads a form that may carry image files (`multipart/form-data`), enforcing the limits while
 * the body streams in, before anything is decoded or stored:
 *  - at most `maxFiles` files, all from the input named `fileField` (other file inputs are ignored);
 *  - each file at most MAX_IMAGE_BYTES, so memory stays bounded per file;
 *  - the whole body at most maxFiles × MAX_IMAGE_BYTES plus room for text fields.
 * Limits become field errors on `fileField` (or "form"), never thrown errors; an empty file
 * input (no file chosen) yields no file. URL-encoded bodies are read as usual, with no files.
 * Whether the bytes are an image is the image store's job (server/media/images.ts).
 */
export async function readUploadForm(
  request: Request,
  {
    fileField,
    maxFiles,
    maxFileBytes = MAX_IMAGE_BYTES,
    fileTooLargeMessage = IMAGE_SIZE_MESSAGE,
  }: {
    fileField: string;
    maxFiles: number;
    /** A smaller limit than an image's, for other files (a CSV of invitations), with its own message. */
    maxFileBytes?: number;
    fileTooLargeMessage?: string;
  },
): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const fields = new FormData();
  const files: UploadedFile[] = [];
  const fail = (field: string, message: string): UploadForm => ({
    ok: false,
    fields,
    files: [],
    fieldErrors: { [field]: [message] },
  });

  if (!/^multipart\/form-data\b/i.test(contentType)) {
    let parsed: FormData;
    try {
      parsed = await request.formData();
    } catch {
      return fail("form", UPLOAD_UNREADABLE_MESSAGE);
    }
    for (const [name, value] of parsed) if (typeof value === "string") fields.append(name, value);
    return { ok: true, fields, files, fieldErrors: {} };
  }

  const boundary = getMultipartBoundary(contentType);
  if (!boundary || !request.body) return fail("form", UPLOAD_UNREADABLE_MESSAGE);
  const maxBodyBytes = maxFiles * maxFileBytes + MAX_UPLOAD_FORM_TEXT_BYTES + MULTIPART_OVERHEAD_BYTES;
  const parser = new MultipartParser(boundary, { maxHeaderSize: MAX_PART_HEADER_BYTES, maxFileSize: maxFileBytes });
  const reader = request.body.getReader();
  let received = 0;
  let textBytes = 0;
  let fileCount = 0;
  let failure: UploadForm | null = null;

  const accept = (part: MultipartPart) => {
    const name = part.name;
    if (!name) return;
    if (part.filename !== undefined) {
      // An empty input still sends a part with no file name and no bytes.
      if (part.filename === "" && part.size === 0) return;
      if (name !== fileField) return;
      fileCount++;
      if (fileCount > maxFiles) {
        failure ??= fail(fileField, tooManyImagesMessage(maxFiles));
        return;
      }
      files.push({ field: name, filename: part.filename, bytes: part.bytes });
      return;
    }
    textBytes += part.size;
    if (textBytes > MAX_UPLOAD_FORM_TEXT_BYTES) {
      failure ??= fail("form", "This form has too much text. Shorten the longer fields and try again.");
      return;
    }
    fields.append(name, part.text);
  };

  try {
    let parsing = true;
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (!parsing) {
        // Already refused: keep reading (and dropping) so the browser gets the answer, up to a point.
        if (received > maxBodyBytes + MAX_DRAIN_BYTES) {
          await reader.cancel();
          break;
        }
        continue;
      }
      if (received > maxBodyBytes) {
        failure ??= fail(
          fileField,
          maxFileBytes === MAX_IMAGE_BYTES ? uploadTooLargeMessage(maxFiles) : fileTooLargeMessage,
        );
        parsing = false;
        continue;
      }
      try {
        for (const part of parser.write(value)) accept(part);
      } catch (error) {
        if (!(error instanceof MaxFileSizeExceededError)) throw error;
        // Almost surely a file; a single text field over 5 MB is abuse and gets the same answer.
        failure ??= fail(fileField, fileTooLargeMessage);
        parsing = false;
      }
    }
    if (failure) return failure;
    parser.finish();
  } catch {
    // Malformed multipart, invalid UTF-8 in a text field, a client that hung up...
    await reader.cancel().catch(() => undefined);
    return failure ?? fail("form", UPLOAD_UNREADABLE_MESSAGE);
  }
  return failure ?? { ok: true, fields, files, fieldErrors: {} };
}
