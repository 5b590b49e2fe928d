import { Check, Circle } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { Field } from "~/app/components/ui/field.tsx";
import { passwordRuleStates } from "~/core/password-policy.ts";

/** Auth form building blocks: the busy submit button, the heading, password rules as you type. */

/** The new-password field with the policy's rules ticked off as the user types. */
export function NewPasswordField({
  label = "Password",
  field,
}: {
  label?: string;
  /** The password field's Conform metadata (its value is never echoed back). */
  field: ComponentProps<typeof Field>["field"];
}) {
  const [value, setValue] = useState("");
  const rules = passwordRuleStates(value);
  return (
    <Field
      label={label}
      field={field}
      type="password"
      autoComplete="new-password"
      required
      maxLength={128}
      value={value}
      onChange={(event) => setValue(event.target.value)}
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
