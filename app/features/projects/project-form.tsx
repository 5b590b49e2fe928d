import { ArrowDown, ArrowUp, ImagePlus } from "lucide-react";
import { formatNumber } from "~/core/format.ts";
import { useId, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Markdown } from "~/app/components/markdown.tsx";
import { useHydrated } from "~/app/components/use-hydrated.ts";
import type { SubmissionResult } from "@conform-to/react";
import { ErrorList, Field, FormErrors, formProps, inputClass, TextArea } from "~/app/components/ui/field.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import {
  IMAGE_ACCEPT,
  IMAGE_RULES_HINT,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/core/images.ts";
import {
  MAX_PROJECT_IMAGES,
  ProjectInputSchema,
  PROJECT_BODY_MAX,
  PROJECT_IMAGE_ALT_MAX,
  PROJECT_LINK_MAX,
  PROJECT_MESSAGES,
  PROJECT_SUMMARY_MAX,
  PROJECT_TITLE_MAX,
  PROJECT_TOOLS_MAX,
  PROJECT_TOOL_MAX_CHARS,
  type ProjectStatus,
} from "~/core/projects.ts";

export interface ProjectFormDefaults {
  title: string;
  summary: string;
  body: string;
  tools: string;
  link: string;
  status: ProjectStatus;
  images: { src: string; alt: string }[];
}

export const EMPTY_PROJECT: ProjectFormDefaults = {
  title: "",
  summary: "",
  body: "",
  tools: "",
  link: "",
  status: "published",
  images: [],
};

/** Checks the chosen files in the browser too, so a wrong file is caught before a long upload. */
function checkFiles(files: FileList, room: number): string | null {
  if (files.length > room) {
    return room === 0 ? PROJECT_MESSAGES.tooManyImages : `You can add ${room} more image${room === 1 ? "" : "s"}.`;
  }
  for (const file of files) {
    if (!["image/png", "image/jpeg", "image/webp"].includes(file.type)) return `${file.name}: ${IMAGE_TYPE_MESSAGE}`;
    if (file.size > MAX_IMAGE_BYTES) return `${file.name}: ${IMAGE_SIZE_MESSAGE}`;
  }
  return null;
}

/**
 * The create and edit form. One multipart POST carries the text, the kept images (with their
 * descriptions and order) and new files, so it works without JavaScript; with it, the write-up
 * gets a preview, images can be reordered, and chosen files are checked before sending.
 */
export function ProjectForm({
  defaults,
  lastResult,
  submitLabel,
  cancelTo,
}: {
  defaults: ProjectFormDefaults;
  /** The action's answer to the last post (Conform), with the field errors and the values sent. */
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  cancelTo: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ProjectInputSchema, {
    lastResult,
    defaultValue: {
      title: defaults.title,
      summary: defaults.summary,
      body: defaults.body,
      tools: defaults.tools,
      link: defaults.link,
      status: defaults.status,
    },
  });
  const initial = (name: keyof typeof fields, fallback: string) => {
    const value = fields[name]?.initialValue;
    return typeof value === "string" ? value : fallback;
  };
  const [images, setImages] = useState(defaults.images);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [body, setBody] = useState(() => initial("body", defaults.body));
  const [preview, setPreview] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const imagesId = useId();
  const room = MAX_PROJECT_IMAGES - images.filter((i) => !removed.has(i.src)).length;
  // The images are not in the schema: the server names them when an upload is refused.
  const imageErrors = fileError ? [fileError] : (lastResult?.error?.images ?? undefined);
  const statusErrors = fields.status.errors;

  const move = (index: number, by: -1 | 1) =>
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-6" {...formProps(form)}>
      <FormErrors form={form} />
      <Field
        label="Title"
        field={fields.title}
        required
        maxLength={PROJECT_TITLE_MAX}
        hint={`Up to ${PROJECT_TITLE_MAX} characters.`}
      />
      <TextArea
        label="Summary"
        field={fields.summary}
        required
        rows={2}
        maxLength={PROJECT_SUMMARY_MAX}
        hint={`One or two sentences shown on the showcase card. Up to ${PROJECT_SUMMARY_MAX} characters.`}
      />
      <div className="flex flex-col gap-2">
        {hydrated && (
          <div className="flex justify-end gap-1 text-sm font-bold" role="group" aria-label="Write-up view">
            <button
              type="button"
              aria-pressed={!preview}
              onClick={() => setPreview(false)}
              className="rounded-full px-3 py-1 text-navy aria-pressed:bg-navy aria-pressed:text-white"
            >
              Write
            </button>
            <button
              type="button"
              aria-pressed={preview}
              onClick={() => setPreview(true)}
              className="rounded-full px-3 py-1 text-navy aria-pressed:bg-navy aria-pressed:text-white"
            >
              Preview
            </button>
          </div>
        )}
        <div hidden={preview}>
          <TextArea
            label="Write-up"
            field={fields.body}
            defaultValue={undefined}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={12}
            maxLength={PROJECT_BODY_MAX}
            hint={
              <>
                Markdown: ## headings, - lists, **bold**, [links](https://…) and `code`. HTML is not shown. Up to{" "}
                {formatNumber(PROJECT_BODY_MAX)} characters
                {hydrated && ` (${formatNumber(body.length)} used)`}.
              </>
            }
          />
        </div>
        {preview && (
          <section aria-label="Write-up preview" className="min-h-40 rounded-xl border border-line bg-white p-5">
            {body.trim() ? <Markdown>{body}</Markdown> : <p className="text-muted">Nothing to preview yet.</p>}
          </section>
        )}
      </div>
      <Field
        label="Tools"
        field={fields.tools}
        maxLength={PROJECT_TOOLS_MAX * (PROJECT_TOOL_MAX_CHARS + 2)}
        hint={`Separated by commas, e.g. Excel, Power BI, SQL. Up to ${PROJECT_TOOLS_MAX} tools of ${PROJECT_TOOL_MAX_CHARS} characters.`}
      />
      <Field
        label="Project link"
        field={fields.link}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={PROJECT_LINK_MAX}
        hint="Optional: where the full work lives (a dashboard, a repository, a notebook). http or https only."
      />

      <fieldset className="flex flex-col gap-3" aria-describedby={`${imagesId}-hint`}>
        <legend className="text-sm font-bold text-navy">Images</legend>
        <p id={`${imagesId}-hint`} className="-mt-1 text-sm text-muted">
          Up to {MAX_PROJECT_IMAGES} images; the first is the cover. {IMAGE_RULES_HINT} Describe each one for people who
          cannot see it.
        </p>
        {images.length > 0 && (
          <ol className="flex flex-col gap-3">
            {images.map((image, index) => (
              <li
                key={image.src}
                className={`flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-start ${removed.has(image.src) ? "opacity-60" : ""}`}
              >
                <input type="hidden" name="keep" value={image.src} />
                <img
                  src={image.src}
                  alt=""
                  width={160}
                  height={100}
                  className="aspect-[8/5] w-full rounded-lg bg-navy object-cover sm:w-40"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <label className="text-sm font-bold text-navy" htmlFor={`${imagesId}-alt-${index}`}>
                    Description of image {index + 1}
                    {index === 0 && " (cover)"}
                  </label>
                  <input
                    id={`${imagesId}-alt-${index}`}
                    name="alt"
                    defaultValue={image.alt}
                    maxLength={PROJECT_IMAGE_ALT_MAX}
                    className={inputClass}
                  />
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                    <label className="inline-flex items-center gap-2 font-bold text-navy">
                      <input
                        type="checkbox"
                        name="remove"
                        value={image.src}
                        className="size-4 accent-navy"
                        onChange={(event) =>
                          setRemoved((set) => {
                            const next = new Set(set);
                            if (event.target.checked) next.add(image.src);
                            else next.delete(image.src);
                            return next;
                          })
                        }
                      />
                      Remove this image
                    </label>
                    {hydrated && images.length > 1 && (
                      <span className="inline-flex gap-1">
                        <button
                          type="button"
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1 font-bold text-navy hover:bg-mist disabled:opacity-40"
                        >
                          <ArrowUp aria-hidden className="size-4" />
                          Move up<span className="sr-only"> image {index + 1}</span>
                        </button>
                        <button
                          type="button"
                          disabled={index === images.length - 1}
                          onClick={() => move(index, 1)}
                          className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1 font-bold text-navy hover:bg-mist disabled:opacity-40"
                        >
                          <ArrowDown aria-hidden className="size-4" />
                          Move down<span className="sr-only"> image {index + 1}</span>
                        </button>
                      </span>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={`${imagesId}-files`}
            className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-line bg-white px-4 py-4 text-navy hover:border-turquoise-dark"
          >
            <ImagePlus aria-hidden className="size-6 shrink-0 text-turquoise-deep" />
            <span>
              <span className="font-bold">Add images</span>
              <span className="block text-sm text-muted">
                {room > 0 ? `You can add ${room} more.` : "This project has the most images it can have."}
              </span>
            </span>
          </label>
          <input
            id={`${imagesId}-files`}
            type="file"
            name="images"
            accept={IMAGE_ACCEPT}
            multiple
            aria-invalid={imageErrors?.length ? true : undefined}
            aria-describedby={imageErrors?.length ? `${imagesId}-error` : `${imagesId}-hint`}
            onChange={(event) => {
              const problem = event.target.files ? checkFiles(event.target.files, room) : null;
              setFileError(problem);
              if (problem) event.target.value = "";
            }}
            className="text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:font-bold file:text-navy"
          />
          {imageErrors?.length ? (
            <p id={`${imagesId}-error`} role="alert" className="text-sm font-semibold text-red-700">
              {imageErrors[0]}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={statusErrors?.length ? fields.status.errorId : undefined}
      >
        <legend className="text-sm font-bold text-navy">Visibility</legend>
        {(
          [
            ["published", "Published", "Shown in the showcase and on your profile; anyone can like it."],
            ["draft", "Draft", "Only you can see it. Publish it when it is ready."],
          ] as const
        ).map(([value, label, description]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-navy"
          >
            <input
              type="radio"
              name={fields.status.name}
              value={value}
              defaultChecked={initial("status", defaults.status) === value}
              className="mt-1 size-4 accent-navy"
            />
            <span>
              <span className="font-bold text-navy">{label}</span>
              <span className="block text-sm text-muted">{description}</span>
            </span>
          </label>
        ))}
        <ErrorList id={fields.status.errorId} errors={statusErrors} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
        {cancelTo}
      </div>
    </Form>
  );
}
