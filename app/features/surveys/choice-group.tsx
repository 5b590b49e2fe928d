import { useId } from "react";
import { ErrorList } from "~/app/components/ui/field.tsx";

export interface Choice {
  value: string;
  label: string;
}

/**
 * One question as a group of radio buttons: a fieldset with its legend, each answer a large target,
 * the error list wired to every radio by aria-describedby. Works without JavaScript (a plain form field).
 */
export function ChoiceGroup({
  name,
  legend,
  hint,
  choices,
  defaultValue,
  errors,
  columns = 1,
  legendClassName = "font-display text-xl font-bold text-navy",
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice[];
  defaultValue?: string | null;
  errors?: readonly string[] | null;
  columns?: 1 | 2 | 3 | 5;
  legendClassName?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  const grid =
    columns === 5
      ? "grid gap-2 sm:grid-cols-5"
      : columns === 3
        ? "grid gap-2 sm:grid-cols-3"
        : columns === 2
          ? "grid gap-3 sm:grid-cols-2"
          : "grid gap-3";
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className={legendClassName}>{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className={grid}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-ink shadow-sm hover:border-turquoise-dark has-checked:border-turquoise-dark has-checked:bg-mist has-checked:font-bold has-focus-visible:ring-2 has-focus-visible:ring-turquoise"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={defaultValue === choice.value}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              required
              className="size-4 shrink-0 accent-turquoise-deep"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

/** "Step 2 of 5" with a bar, as a labelled progressbar. */
export function StepProgress({ step, steps, label }: { step: number; steps: number; label: string }) {
  const percent = Math.round((step / steps) * 100);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-bold text-muted">
        Step {step} of {steps}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={steps}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${steps}`}
        className="h-2 overflow-hidden rounded-full bg-mist"
      >
        <div className="h-full rounded-full bg-turquoise-dark" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Hidden inputs that carry earlier answers through a step's form. */
export function CarriedAnswers({ answers, except }: { answers: Record<string, unknown>; except: readonly string[] }) {
  return (
    <>
      {Object.entries(answers)
        .filter(([name, value]) => !except.includes(name) && value !== undefined)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
    </>
  );
}
