/** A fieldset of radio buttons (see field.tsx for the family). */
import type { ReactNode } from "react";
import { ErrorList } from "./field";
import type { Option } from "./field";

/**
 * One choice out of several, as a fieldset whose legend names the question (a report's
 * reason, a review's stars). `chosen` is checked at first; `errors` are shown under the
 * options and linked from the fieldset. Works as plain form controls without JavaScript.
 */
export function RadioGroup({
  legend,
  name,
  options,
  chosen,
  errors,
  errorId = `${name}-error`,
  className = "mt-2 space-y-2",
  renderLabel = (o) => o.label,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Option[];
  chosen?: string | number | null;
  errors?: string[] | null;
  errorId?: string;
  className?: string;
  /** What a choice shows beside its button; its accessible name is this content. */
  renderLabel?: (o: Option) => ReactNode;
}) {
  const invalid = !!errors?.length;
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={className}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={chosen != null && String(chosen) === String(o.value)}
              className="accent-brand-600 h-4 w-4"
            />
            {renderLabel(o)}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
