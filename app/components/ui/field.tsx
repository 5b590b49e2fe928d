import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/**
 * Form building blocks shared by every form (Conform + the form's Zod schema, see use-schema-form.ts):
 * a labelled input or textarea with its hint and error list wired to it by aria-describedby and
 * aria-invalid, and the form-level error and notice.
 */

export const inputClass =
  "rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink shadow-sm outline-none focus:border-turquoise-dark focus:ring-2 focus:ring-turquoise/40 aria-[invalid]:border-red-500";

// Conform's metadata of one field, whatever the form's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any form
type AnyField = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form
type AnyForm = FormMetadata<any, string[]>;

/**
 * The props of a form managed by Conform. `noValidate` always: the browser's own bubbles would stop a
 * no-JavaScript submit before the server could answer with our messages.
 */
export function formProps(form: AnyForm) {
  return { ...getFormProps(form), noValidate: true };
}

export function FormError({ message, id }: { message?: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
    >
      {message}
    </p>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-turquoise/60 bg-mist px-4 py-3 text-sm text-ink">
      {children}
    </p>
  );
}

/**
 * The form's error as an alert above it: the server's form-level error, else the first field error
 * once the form was checked (on submit, in the browser or on the server without JavaScript).
 */
export function FormErrors({ form }: { form: AnyForm }) {
  const message = form.errors?.[0] ?? Object.values(form.allErrors).flat()[0];
  return <FormError id={form.errorId} message={message} />;
}

/**
 * Every error of a form at once, above it, each linking to its field (the error summary pattern of
 * GOV.UK and the W3C's tutorials): a long form sent with several mistakes shows them all, not the
 * first. The link moves focus to the field; without JavaScript it scrolls there.
 */
export function ErrorSummary({
  form,
  fields,
}: {
  form: AnyForm;
  fields: readonly { field: AnyField; label: string }[];
}) {
  const formLevel = (form.errors ?? []).filter(Boolean);
  const items = fields.flatMap(({ field, label }) =>
    (field.errors ?? []).filter(Boolean).map((message) => ({ id: field.id, label, message })),
  );
  if (formLevel.length === 0 && items.length === 0) return null;
  return (
    <div
      id={form.errorId}
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
    >
      {formLevel.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {items.length > 0 && (
        <>
          <p>{items.length === 1 ? "There is 1 problem to fix:" : `There are ${items.length} problems to fix:`}</p>
          <ul className="mt-1 list-disc pl-5">
            {items.map((item) => (
              <li key={`${item.id}:${item.message}`}>
                <a
                  href={`#${item.id}`}
                  className="underline hover:no-underline"
                  onClick={(event) => {
                    const target = document.getElementById(item.id);
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                    target.scrollIntoView({ block: "center" });
                  }}
                >
                  {item.label}: {item.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A field's errors under the id its control's aria-describedby names. */
export function ErrorList({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm font-semibold text-red-700">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  /** The field's Conform metadata: name, id, errors, default value and aria wiring. */
  field?: AnyField;
  /** Without `field` (forms not managed by Conform): the control's name and errors. */
  name?: string;
  errors?: string[];
}

interface ControlWiring {
  id: string;
  name?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  [prop: string]: unknown;
}

/** The label, hint and error list around one control; `control` gets the id, name and aria attributes. */
function FieldFrame({
  label,
  hint,
  field,
  name,
  errors,
  wiring,
  control,
}: FieldFrameProps & {
  wiring: (field: AnyField, hintId: string | undefined) => ControlWiring;
  control: (wiring: ControlWiring) => ReactNode;
}) {
  const ownId = useId();
  const id = field?.id ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = field?.errorId ?? `${id}-error`;
  const shownErrors = field ? field.errors : errors;
  const props: ControlWiring = field
    ? wiring(field, hintId)
    : {
        id,
        name,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": [errors?.length ? errorId : null, hintId].filter(Boolean).join(" ") || undefined,
      };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-navy">
        {label}
      </label>
      {control(props)}
      {hint && (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      )}
      <ErrorList id={errorId} errors={shownErrors} />
    </div>
  );
}

type InputType = Parameters<typeof getInputProps>[1]["type"];

export function Field({
  label,
  hint,
  field,
  name,
  errors,
  type = "text",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & FieldFrameProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      field={field}
      name={name}
      errors={errors}
      wiring={(meta, hintId) => {
        // React warns about a spread `key`; the key is Conform's way to reset the input, unused here.
        const { key: _key, ...props } = getInputProps(meta, {
          type: type as Exclude<InputType, "checkbox" | "radio">,
          ariaDescribedBy: hintId,
        });
        return props;
      }}
      control={(wiring) => <input type={type} className={inputClass} {...wiring} {...input} />}
    />
  );
}

export function TextArea({
  label,
  hint,
  field,
  name,
  errors,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & FieldFrameProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      field={field}
      name={name}
      errors={errors}
      wiring={(meta, hintId) => {
        const { key: _key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hintId });
        return props;
      }}
      control={(wiring) => <textarea className={inputClass} {...wiring} {...textarea} />}
    />
  );
}

export function SelectField({
  label,
  hint,
  field,
  name,
  errors,
  options,
  placeholder,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> &
  FieldFrameProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      field={field}
      name={name}
      errors={errors}
      wiring={(meta, hintId) => {
        const { key: _key, ...props } = getSelectProps(meta, { ariaDescribedBy: hintId });
        return props;
      }}
      control={(wiring) => (
        <select className={inputClass} {...wiring} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
