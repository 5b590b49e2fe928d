// Before any schema parses in the browser; only pages with forms load Zod at all.
import "./zod-jitless.ts";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * One way to do forms: Conform with the form's Zod schema from core/, the same schema the action
 * parses with. The browser checks on submit (no request while the form is wrong, focus on the first
 * invalid field) and again as the user corrects it; the server always checks again and answers with
 * `lastResult`, which also carries the values back into a form posted without JavaScript.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  options: {
    /** Needed when a page has several forms. */
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<Record<keyof z.input<Schema>, unknown>>;
  } = {},
) {
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema) as never,
  });
}

/**
 * Parses a form with its schema, in the browser and in the action alike. Empty fields stay empty
 * strings (Conform's coercion would make them undefined), so the schema's own messages apply.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
