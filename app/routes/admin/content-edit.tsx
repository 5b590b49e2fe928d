import { Eye, ImageUp } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { FormError, FormNotice, inputClass } from "~/app/components/ui/field.tsx";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { EntryEditor } from "~/app/features/publishing/entry-editor.tsx";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { EntryFormSchema, KIND_INFO, parseScheduleTime } from "~/core/publishing.ts";
import { DomainError } from "~/server/domain/errors.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { formatUtcDateTime } from "~/core/format.ts";
import type { Route } from "./+types/content-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const { publishing } = getAppContext(context).services;
  const entry = await orHttpError(publishing.get(staff, params.id));
  if (entry.kind !== params.kind || entry.state === "deleted") throw data(null, { status: 404 });
  const [revisions, choices] = await Promise.all([
    publishing.revisions(staff, entry.id),
    publishing.liveChoices(staff, entry.kind, entry.id),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return { entry, revisions, choices, done };
}

const DONE: Record<string, string> = {
  created: "Draft created. Publish or schedule it when it's ready.",
  saved: "Saved. The change is live if the entry is published.",
  published: "Published: it's live now.",
  scheduled: "Scheduled: it goes live at the time you chose.",
  unpublished: "Unpublished: it's a draft again and no longer public.",
  restored: "Revision restored as the newest version.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { publishing, images } = getAppContext(context).services;
  const back = (done: string) => redirect(`/admin/content/${params.kind}/${params.id}?done=${done}`);

  // The image upload is the one multipart form on the page.
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await readUploadForm(request, { fileField: "image", maxFiles: 1 });
    if (!form.ok) return data({ upload: { error: Object.values(form.fieldErrors)[0]?.[0] ?? "Upload failed." } }, 400);
    const file = form.files[0];
    if (!file) return data({ upload: { error: "Choose an image file to upload." } }, 400);
    try {
      const src = await publishing.uploadImage(staff, file.bytes, images);
      const alt = String(form.fields.get("alt") ?? "").replace(/[[\]]/g, "");
      return { upload: { src, markdown: `![${alt}](${src})` } };
    } catch (error) {
      if (error instanceof DomainError) return data({ upload: { error: error.message } }, 400);
      throw error;
    }
  }

  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  try {
    switch (intent) {
      case "save": {
        const submission = parseForm(formData, EntryFormSchema);
        if (submission.status !== "success") return formInvalid(submission);
        try {
          await publishing.update(staff, params.id, submission.value);
        } catch (error) {
          return formFailure(submission, error);
        }
        return back("saved");
      }
      case "publish":
        await publishing.publish(staff, params.id);
        return back("published");
      case "schedule": {
        const at = parseScheduleTime(String(formData.get("publishAt") ?? ""));
        if (!at || at.getTime() <= Date.now())
          return data({ stateError: "Choose a date and time in the future (UTC) to schedule." }, 400);
        await publishing.publish(staff, params.id, at);
        return back("scheduled");
      }
      case "unpublish":
        await publishing.unpublish(staff, params.id);
        return back("unpublished");
      case "delete": {
        await publishing.remove(staff, params.id, String(formData.get("replacedBy") ?? "") || null);
        return redirect(`/admin/content/${params.kind}`);
      }
      case "restore":
        await publishing.restore(staff, params.id, Number(formData.get("revision")));
        return back("restored");
      default:
        return data({ stateError: "Unknown action." }, 400);
    }
  } catch (error) {
    if (error instanceof DomainError && error.code !== "FORBIDDEN" && error.code !== "UNAUTHENTICATED")
      return data({ stateError: error.message }, 400);
    return orHttpError(Promise.reject(error));
  }
}

export default function EditEntry({
  loaderData: { entry, revisions, choices, done },
  actionData,
}: Route.ComponentProps) {
  const info = KIND_INFO[entry.kind];
  const result = actionData && "result" in actionData ? actionData.result : null;
  const upload = actionData && "upload" in actionData ? actionData.upload : null;
  const stateError = actionData && "stateError" in actionData ? actionData.stateError : null;
  const publicPath = info.publicPath(entry.slug);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted">
            <Link to={`/admin/content/${entry.kind}`} className="underline">
              {info.plural}
            </Link>
          </p>
          <h1 className="font-display text-3xl font-bold text-navy">{entry.title}</h1>
          <p className="mt-1 text-sm">
            State: <strong>{entry.state}</strong>
            {entry.publishAt && entry.state !== "draft" && <> · goes live {formatUtcDateTime(entry.publishAt)}</>}
            {entry.state === "published" && (
              <>
                {" "}
                ·{" "}
                <a href={publicPath} className="underline">
                  View on the site
                </a>
              </>
            )}
          </p>
        </div>
        <Link to={`/admin/content/${entry.kind}/${entry.id}/preview`} className="btn btn-outline text-navy">
          <Eye aria-hidden className="size-4" /> Preview
        </Link>
      </div>
      {done && DONE[done] && (
        <div className="mt-4">
          <FormNotice>{DONE[done]}</FormNotice>
        </div>
      )}
      {stateError && (
        <div className="mt-4">
          <FormError message={stateError} />
        </div>
      )}

      <div className="mt-6 grid gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="rounded-xl bg-white p-5 shadow-sm">
          <EntryEditor
            kind={entry.kind}
            values={{ ...entry, image: entry.image ?? "" }}
            lastResult={result}
            submitLabel="Save changes"
          />
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="publish-h" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="publish-h" className="font-display text-lg font-bold text-navy">
              Publishing
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {entry.state !== "published" && (
                <Form method="post">
                  <SubmitButton busyLabel="Publishing…" name="intent" value="publish">
                    Publish now
                  </SubmitButton>
                </Form>
              )}
              {entry.state !== "draft" && (
                <Form method="post">
                  <SubmitButton
                    busyLabel="Unpublishing…"
                    name="intent"
                    value="unpublish"
                    className="btn btn-outline text-navy"
                  >
                    Unpublish
                  </SubmitButton>
                </Form>
              )}
            </div>
            <Form method="post" className="mt-4 flex flex-col gap-2">
              <label htmlFor="publishAt" className="text-sm font-bold text-navy">
                Schedule for (UTC)
              </label>
              <input
                id="publishAt"
                type="datetime-local"
                name="publishAt"
                className={`${inputClass} w-full min-w-0`}
                required
              />
              <SubmitButton busyLabel="Scheduling…" name="intent" value="schedule" className="btn btn-dark">
                Schedule
              </SubmitButton>
            </Form>
          </section>

          <section aria-labelledby="upload-h" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="upload-h" className="font-display text-lg font-bold text-navy">
              Upload an image
            </h2>
            <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-2">
              <label htmlFor="image-file" className="text-sm font-bold text-navy">
                Image (JPEG, PNG or WebP)
              </label>
              <input
                id="image-file"
                type="file"
                name="image"
                accept="image/jpeg,image/png,image/webp"
                required
                aria-describedby={upload && "error" in upload ? "upload-error" : undefined}
              />
              <label htmlFor="image-alt" className="text-sm font-bold text-navy">
                Description (alt text)
              </label>
              <input id="image-alt" name="alt" className={`${inputClass} w-full min-w-0`} />
              <SubmitButton busyLabel="Uploading…" className="btn btn-outline text-navy">
                <ImageUp aria-hidden className="size-4" /> Upload
              </SubmitButton>
              {upload && "error" in upload && <FormError id="upload-error" message={upload.error} />}
              {upload && "src" in upload && (
                <FormNotice>
                  Uploaded. Paste this into the body: <code className="break-all">{upload.markdown}</code>, or use{" "}
                  <code className="break-all">{upload.src}</code> as the cover image.
                </FormNotice>
              )}
            </Form>
          </section>

          <section aria-labelledby="revisions-h" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="revisions-h" className="font-display text-lg font-bold text-navy">
              Revisions
            </h2>
            {revisions.length === 0 && (
              <p className="mt-3 text-sm text-muted">No revisions yet: seeded content gets its first one when saved.</p>
            )}
            <ol className="mt-3 max-h-80 divide-y divide-line overflow-auto text-sm">
              {revisions.map((r, i) => (
                <li key={r.number} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    <strong>#{r.number}</strong> {r.note}
                    <span className="block text-xs text-muted">
                      {r.by} · {formatUtcDateTime(r.createdAt)}
                    </span>
                  </span>
                  {i > 0 && (
                    <Form method="post">
                      <input type="hidden" name="revision" value={r.number} />
                      <button
                        type="submit"
                        name="intent"
                        value="restore"
                        className="text-sm font-bold text-turquoise-deep underline"
                      >
                        Restore<span className="sr-only"> revision {r.number}</span>
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="delete-h" className="rounded-xl border border-red-200 bg-white p-5 shadow-sm">
            <h2 id="delete-h" className="font-display text-lg font-bold text-red-800">
              Delete
            </h2>
            <Form method="post" className="mt-3 flex flex-col gap-2">
              <label htmlFor="replacedBy" className="text-sm font-bold text-navy">
                Send visitors of its address to
              </label>
              <select id="replacedBy" name="replacedBy" className={`${inputClass} w-full min-w-0`} defaultValue="">
                <option value="">Nowhere: the address answers “gone” (410)</option>
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
              <SubmitButton
                busyLabel="Deleting…"
                name="intent"
                value="delete"
                className="btn bg-red-700 text-white hover:bg-red-800"
              >
                Delete {info.label.toLowerCase()}
              </SubmitButton>
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}
