import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/** A form's submit button that says what is happening while the form posts. */
export function SubmitButton({
  children,
  busyLabel,
  className = "btn btn-primary",
  name,
  value,
}: {
  children: ReactNode;
  busyLabel: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  // Sending, then loading the page's new data: the form's outcome shows only once both are in
  // (useSettledActionData), so the button stays busy until then.
  const busy = navigation.formData !== undefined && (!name || navigation.formData.get(name) === value);
  return (
    <button type="submit" name={name} value={value} disabled={busy} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}
