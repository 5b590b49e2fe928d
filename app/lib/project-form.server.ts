import { redirect } from "react-router";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { MAX_PROJECT_IMAGES, ProjectInputSchema } from "~/core/projects.ts";
import { BadInput, DomainError } from "~/server/domain/errors.ts";
import type { ProjectSubmission } from "~/server/domain/projects/service.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { formFailure, formInvalid, throwHttpError } from "./http.server.ts";

/** The project form's text fields, handed to the service as sent. */
const PROJECT_TEXT_FIELDS = ["title", "summary", "body", "tools", "link", "status"] as const;

type ProjectForm =
  | { ok: false; reply: Awaited<ReturnType<typeof formInvalid>> }
  | { ok: true; input: ProjectSubmission; submission: ReturnType<typeof parseProjectFields> };

const parseProjectFields = (fields: FormData) => parseForm(fields, ProjectInputSchema);

/**
 * The project form as sent (multipart with images, or URL-encoded), checked with the shared schema:
 * the text fields, the kept images (`keep` in order, `alt` beside each, minus those ticked in
 * `remove`) and the new files. Not ok (with the form's 400 reply) when the schema refuses the text
 * or the upload broke a limit while streaming (too big, too many).
 */
export async function readProjectForm(request: Request): Promise<ProjectForm> {
  const form = await readUploadForm(request, { fileField: "images", maxFiles: MAX_PROJECT_IMAGES });
  const submission = parseProjectFields(form.fields);
  if (!form.ok) {
    const message = Object.values(form.fieldErrors)[0]?.[0] ?? "Check the form and try again.";
    return { ok: false, reply: formFailure(submission, new BadInput(message, form.fieldErrors)) };
  }
  if (submission.status !== "success") return { ok: false, reply: formInvalid(submission) };
  const fields: Record<string, string> = {};
  for (const name of PROJECT_TEXT_FIELDS) {
    const value = form.fields.get(name);
    fields[name] = typeof value === "string" ? value : "";
  }
  const srcs = form.fields.getAll("keep").map(String);
  const alts = form.fields.getAll("alt").map(String);
  const removed = new Set(form.fields.getAll("remove").map(String));
  const keep = srcs.map((src, i) => ({ src, alt: alts[i] ?? "" })).filter(({ src }) => !removed.has(src));
  const input: ProjectSubmission = {
    fields,
    keep,
    uploads: form.files.map((f) => ({ filename: f.filename, bytes: f.bytes })),
  };
  return { ok: true, input, submission };
}

/**
 * A failed save: bad input goes back to the form (400, values kept); a visitor is sent to log in;
 * a missing project (404) or someone else's (403) becomes the error page.
 */
export function projectFailure(submission: ReturnType<typeof parseProjectFields>, error: unknown, loginPath: string) {
  if (!(error instanceof DomainError)) throw error;
  if (error.code === "BAD_USER_INPUT") return formFailure(submission, error);
  if (error.code === "UNAUTHENTICATED") throw redirect(`/login?returnTo=${encodeURIComponent(loginPath)}`);
  return throwHttpError(error);
}
