import { Check, Circle } from "lucide-react";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { passwordRuleStates } from "~/core/password-policy.ts";

/** Auth form building blocks: labelled fields with their errors, the busy submit button, rules as you type. */

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

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  errors?: string[];
  hint?: ReactNode;
}

export function Field({ label, name, errors, hint, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [errors?.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-navy">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink shadow-sm outline-none focus:border-turquoise-dark focus:ring-2 focus:ring-turquoise/40 aria-[invalid]:border-red-500"
        {...input}
      />
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The new-password field with the policy's rules ticked off as the user types. */
export function NewPasswordField({
  label = "Password",
  name = "password",
  errors,
}: {
  label?: string;
  name?: string;
  errors?: string[];
}) {
  const [value, setValue] = useState("");
  const rules = passwordRuleStates(value);
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      maxLength={128}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      errors={errors}
      hint={
        <ul aria-label="Password rules" className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {rules.map((rule) => (
            <li
              key={rule.id}
              className={`flex items-center gap-1.5 ${rule.met ? "text-turquoise-deep" : "text-muted"}`}
            >
              {rule.met ? <Check aria-hidden className="size-4" /> : <Circle aria-hidden className="size-3.5" />}
              <span>
                {rule.label}
                <span className="sr-only">{rule.met ? " (done)" : " (missing)"}</span>
              </span>
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function SubmitButton({
  children,
  busyLabel,
  name,
  value,
}: {
  children: ReactNode;
  busyLabel: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} disabled={busy} className="btn btn-primary w-full justify-center">
      {busy ? busyLabel : children}
    </button>
  );
}

export function AuthHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="font-display text-3xl font-bold text-navy">{title}</h1>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
    </header>
  );
}
