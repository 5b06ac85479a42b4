/** A fieldset of checkboxes (see field.tsx for the family). */
import type { ReactNode } from "react";
import type { Option } from "./field";

/** A fieldset of checkboxes sharing one name (features, fuel types...). */
export function CheckboxGroup({
  legend,
  name,
  options,
  chosen = [],
  className = "mt-1 grid grid-cols-2 gap-x-2 gap-y-1",
}: {
  legend: ReactNode;
  name: string;
  options: readonly Option[];
  chosen?: readonly string[];
  className?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={className}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={chosen.includes(String(o.value))}
              className="accent-brand-600 h-4 w-4"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
