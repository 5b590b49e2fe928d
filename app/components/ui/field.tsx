import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

/**
 * Form building blocks shared by every form: a labelled input or textarea with its hint and
 * errors wired to it by aria-describedby, and the form-level error and notice.
 */

export const inputClass =
  "rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink shadow-sm outline-none focus:border-turquoise-dark focus:ring-2 focus:ring-turquoise/40 aria-[invalid]:border-red-500";

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
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

/** The first of a field's errors, under the id its control's aria-describedby names. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="text-sm font-semibold text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

interface FieldFrameProps {
  label: string;
  errors?: string[];
  hint?: ReactNode;
}

/** The label, hint and error around one control; `control` gets the id and aria attributes. */
function FieldFrame({
  label,
  errors,
  hint,
  control,
}: FieldFrameProps & {
  control: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [errors?.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-navy">
        {label}
      </label>
      {control({ id, "aria-invalid": errors?.length ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function Field({
  label,
  name,
  errors,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldFrameProps & { name: string }) {
  return (
    <FieldFrame
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => <input {...aria} name={name} className={inputClass} {...input} />}
    />
  );
}

export function TextArea({
  label,
  name,
  errors,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrameProps & { name: string }) {
  return (
    <FieldFrame
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => <textarea {...aria} name={name} className={inputClass} {...textarea} />}
    />
  );
}
