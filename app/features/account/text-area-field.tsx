import { useId, type TextareaHTMLAttributes } from "react";

/** A labelled multi-line field with its limit shown, matching the auth forms' Field. */
export function TextAreaField({
  label,
  name,
  errors,
  maxLength,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  errors?: string[];
  maxLength: number;
}) {
  const id = useId();
  const describedBy = [errors?.length ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-navy">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        maxLength={maxLength}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-32 rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink shadow-sm outline-none focus:border-turquoise-dark focus:ring-2 focus:ring-turquoise/40 aria-[invalid]:border-red-500"
        {...rest}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        Up to {maxLength.toLocaleString("en-US")} characters.
      </p>
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
