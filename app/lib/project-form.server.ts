import { data, redirect } from "react-router";
import { MAX_PROJECT_IMAGES } from "~/core/projects.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { ProjectSubmission } from "~/server/domain/projects/service.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { throwHttpError } from "./http.server.ts";
import type { FormFailure } from "./auth.server.ts";

/** The project form's text fields, echoed back into the form when a save fails. */
export const PROJECT_TEXT_FIELDS = ["title", "summary", "body", "tools", "link", "status"] as const;

/**
 * The project form as sent (multipart with images, or URL-encoded): the text fields, the kept
 * images (`keep` in order, `alt` beside each, minus those ticked in `remove`) and the new files.
 * `failure` is set when the upload broke a limit while streaming (too big, too many).
 */
export async function readProjectForm(request: Request): Promise<{
  submission: ProjectSubmission;
  values: Record<string, string>;
  failure: FormFailure | null;
}> {
  const form = await readUploadForm(request, { fileField: "images", maxFiles: MAX_PROJECT_IMAGES });
  const values: Record<string, string> = {};
  for (const name of PROJECT_TEXT_FIELDS) {
    const value = form.fields.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  const srcs = form.fields.getAll("keep").map(String);
  const alts = form.fields.getAll("alt").map(String);
  const removed = new Set(form.fields.getAll("remove").map(String));
  const keep = srcs.map((src, i) => ({ src, alt: alts[i] ?? "" })).filter(({ src }) => !removed.has(src));
  const submission: ProjectSubmission = {
    fields: values,
    keep,
    uploads: form.files.map((f) => ({ filename: f.filename, bytes: f.bytes })),
  };
  const failure = form.ok
    ? null
    : {
        error: Object.values(form.fieldErrors)[0]?.[0] ?? "Check the form and try again.",
        fieldErrors: form.fieldErrors,
        values,
      };
  return { submission, values, failure };
}

/** A form refused while it streamed in (too many or too large files): back to the form, 400. */
export const uploadFailure = (failure: FormFailure) => data<FormFailure>(failure, { status: 400 });

/**
 * A failed save: bad input goes back to the form (400, values kept); a visitor is sent to log in;
 * a missing project (404) or someone else's (403) becomes the error page.
 */
export function projectFailure(error: unknown, values: Record<string, string>, loginPath: string) {
  if (!(error instanceof DomainError)) throw error;
  if (error.code === "BAD_USER_INPUT") {
    return data<FormFailure>({ error: error.message, fieldErrors: error.fieldErrors, values }, { status: 400 });
  }
  if (error.code === "UNAUTHENTICATED") throw redirect(`/login?returnTo=${encodeURIComponent(loginPath)}`);
  return throwHttpError(error);
}
