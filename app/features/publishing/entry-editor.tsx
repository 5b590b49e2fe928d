import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { Field, FormErrors, formProps, inputClass, TextArea } from "~/app/components/ui/field.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { EntryFormSchema, KIND_INFO, type ContentKind } from "~/core/publishing.ts";
import { ArticleMarkdown } from "./article-markdown.tsx";
import { SubmitButton } from "./submit-button.tsx";

export interface EntryValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  image: string;
  fields: Record<string, string>;
}

/**
 * The staff editor's form for any kind: the common fields, the kind's own fields, and the body in
 * Markdown with a live preview beside it (the same renderer as the public pages, so raw HTML shows
 * as text there too). Posts without JavaScript; the preview then updates on save.
 */
export function EntryEditor({
  kind,
  values,
  lastResult,
  submitLabel,
}: {
  kind: ContentKind;
  values: EntryValues;
  lastResult: SubmissionResult<string[]> | null;
  submitLabel: string;
}) {
  const info = KIND_INFO[kind];
  const [form, fields] = useSchemaForm(EntryFormSchema, {
    id: "entry-editor",
    lastResult,
    defaultValue: { ...values },
  });
  const [body, setBody] = useState(values.body);
  return (
    <Form method="post" className="flex flex-col gap-5" {...formProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <FormErrors form={form} />
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={kind === "team" ? "Name" : kind === "faq" ? "Question" : "Title"} field={fields.title} required />
        <Field
          label="Slug"
          field={fields.slug}
          hint="The last part of the address. Changing it keeps the old address as a redirect."
          required
        />
      </div>
      {kind !== "faq" && kind !== "team" && <TextArea label="Summary" field={fields.summary} rows={2} />}
      {(kind === "post" || kind === "guide") && (
        <Field
          label="Cover image"
          field={fields.image}
          hint="A path on this site, e.g. one you uploaded below (/media/…) or /images/blog/…"
        />
      )}
      {info.fields.length > 0 && (
        <fieldset className="grid gap-5 rounded-xl border border-line p-4 md:grid-cols-2">
          <legend className="px-1 text-sm font-bold text-navy">{info.label} details</legend>
          {info.fields.map((f) => {
            const id = `field-${f.name}`;
            const multiline = f.name === "results" || f.name === "pages";
            return (
              <div key={f.name} className="flex flex-col gap-1.5">
                <label htmlFor={id} className="text-sm font-bold text-navy">
                  {f.label}
                </label>
                {multiline ? (
                  <textarea
                    id={id}
                    name={`fields.${f.name}`}
                    defaultValue={values.fields[f.name] ?? ""}
                    rows={3}
                    className={inputClass}
                    aria-describedby={f.hint ? `${id}-hint` : undefined}
                  />
                ) : (
                  <input
                    id={id}
                    name={`fields.${f.name}`}
                    defaultValue={values.fields[f.name] ?? ""}
                    className={inputClass}
                    aria-describedby={f.hint ? `${id}-hint` : undefined}
                  />
                )}
                {f.hint && (
                  <p id={`${id}-hint`} className="text-sm text-muted">
                    {f.hint}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <div className="grid gap-5 xl:grid-cols-2">
        <TextArea
          label={kind === "faq" ? "Answer (Markdown)" : kind === "team" ? "Bio (Markdown)" : "Body (Markdown)"}
          field={fields.body}
          rows={22}
          className={`${inputClass} font-mono text-sm`}
          onChange={(e) => setBody(e.currentTarget.value)}
          hint="## for headings, **bold**, [links](/blog), - lists, ``` for code. HTML is shown as text."
        />
        <section aria-labelledby="live-preview-h" className="flex flex-col gap-1.5">
          <h2 id="live-preview-h" className="text-sm font-bold text-navy">
            Live preview
          </h2>
          <div className="max-h-[36rem] min-h-40 overflow-auto rounded-xl border border-line bg-white p-5">
            <ArticleMarkdown>{body}</ArticleMarkdown>
          </div>
        </section>
      </div>
      <div>
        <SubmitButton busyLabel="Saving…" name="intent" value="save">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
