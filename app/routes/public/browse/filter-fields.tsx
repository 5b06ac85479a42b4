/**
 * The browse filter form's fields (docs/product.md#browse: search, category, make, price,
 * year and mileage ranges, location, fuel types, transmissions, conditions, features,
 * verified sellers, price rating) and the active-filter chips. Every field is a plain GET parameter, so the
 * form works without JavaScript; Apply only shows then.
 */
import { ButtonLink } from "~/components/form-parts/button";
import { CheckboxGroup } from "~/components/form-parts/checkbox-group";
import {
  BROWSE_LOCATIONS,
  CATEGORIES,
  CONDITIONS,
  FEATURES,
  FUEL_TYPES,
  MAKES,
  MILEAGE_STEP,
  MIN_YEAR,
  PRICE_STEP,
  STATES,
  TRANSMISSIONS,
  maxYear,
} from "~/lib/catalog";
import type { BrowseFilters } from "~/lib/filters";
import { DEAL_OPTIONS } from "~/lib/price-rating";

/** The filter controls' class (smaller than the account forms'). */
export const field =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600";

export function FilterFields({ filters }: { filters: BrowseFilters }) {
  // A make from the URL that is not in the list (an imported listing's) stays selectable.
  const make = filters.make;
  const makes =
    make && !MAKES.some((m) => m.toLowerCase() === make.toLowerCase()) ? [make, ...MAKES] : MAKES;
  return (
    <>
      <div>
        <label htmlFor="search" className="block text-sm font-semibold">
          Search
        </label>
        <input
          id="search"
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder="Make, model or city"
          className={`${field} mt-1`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FilterSelect
          name="category"
          label="Category"
          value={filters.category}
          anyLabel="All"
          options={CATEGORIES.map((c) => ({ value: c.value, label: c.short }))}
        />
        <FilterSelect
          name="make"
          label="Make"
          value={filters.make}
          anyLabel="Any"
          options={makes.map((m) => ({ value: m, label: m }))}
        />
      </div>
      <RangeInputs
        legend="Price (₦)"
        names={["minPrice", "maxPrice"]}
        values={[filters.minPrice, filters.maxPrice]}
        step={PRICE_STEP}
        placeholders={["Min 0", "Max 50,000,000"]}
      />
      <RangeInputs
        legend="Year"
        names={["minYear", "maxYear"]}
        values={[filters.minYear, filters.maxYear]}
        step={1}
        bounds={[MIN_YEAR, maxYear()]}
        placeholders={["From " + MIN_YEAR, "To " + maxYear()]}
      />
      <RangeInputs
        legend="Mileage (km)"
        names={["minMileage", "maxMileage"]}
        values={[filters.minMileage, filters.maxMileage]}
        step={MILEAGE_STEP}
        placeholders={["Min 0", "Max 200,000"]}
      />
      <div>
        <label htmlFor="location" className="block text-sm font-semibold">
          Location
        </label>
        <select
          id="location"
          name="location"
          defaultValue={filters.location ?? ""}
          className={`${field} mt-1`}
        >
          <option value="">All locations</option>
          <optgroup label="Cities">
            {BROWSE_LOCATIONS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </optgroup>
          <optgroup label="States">
            {Object.entries(STATES).map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <CheckboxGroup
        legend="Fuel type"
        name="fuelType"
        options={FUEL_TYPES}
        chosen={filters.fuelType}
      />
      <CheckboxGroup
        legend="Transmission"
        name="transmission"
        options={TRANSMISSIONS}
        chosen={filters.transmission}
      />
      <CheckboxGroup
        legend="Condition"
        name="condition"
        options={CONDITIONS}
        chosen={filters.condition}
      />
      <CheckboxGroup
        legend="Features"
        name="features"
        options={FEATURES}
        chosen={filters.features}
      />
      <CheckboxGroup
        legend="Price rating"
        name="deal"
        options={DEAL_OPTIONS}
        chosen={filters.deal}
      />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="verified"
          value="true"
          defaultChecked={filters.verified}
          className="accent-brand-600 h-4 w-4"
        />
        Verified sellers only
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          className="no-js-only bg-brand-600 hover:bg-brand-700 flex-1 rounded-md px-4 py-2 font-semibold text-white"
        >
          Apply
        </button>
        <ButtonLink
          href="/browse"
          variant="secondary"
          className="flex-1 text-center text-slate-800"
        >
          Reset
        </ButtonLink>
      </div>
    </>
  );
}

/** A labelled select whose empty first option, `anyLabel`, means no filter on `name`. */
function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ""} className={`${field} mt-1`}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function RangeInputs({
  legend,
  names,
  values,
  step,
  bounds = [0, undefined],
  placeholders,
}: {
  legend: string;
  names: [string, string];
  values: [number | null, number | null];
  step: number;
  /** Lowest and highest value the browser accepts. */
  bounds?: [number, number | undefined];
  /** Placeholders of the two inputs, e.g. "Min 0" and "Max 50,000,000". */
  placeholders: [string, string];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        {names.map((name, i) => (
          <div key={name}>
            <label htmlFor={name} className="sr-only">
              {`${i === 0 ? "Minimum" : "Maximum"} ${legend.toLowerCase()}`}
            </label>
            <input
              id={name}
              name={name}
              type="number"
              inputMode="numeric"
              min={bounds[0]}
              max={bounds[1]}
              step={step}
              defaultValue={values[i] ?? ""}
              placeholder={placeholders[i]}
              className={field}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function FilterChips({ chips }: { chips: { key: string; label: string; href: string }[] }) {
  const chip = (c: (typeof chips)[number]) => (
    <li key={c.key}>
      <a
        href={c.href}
        className="bg-brand-50 text-brand-800 ring-brand-100 hover:bg-brand-100 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1"
        aria-label={`Remove filter: ${c.label}`}
      >
        {c.label}
        <span aria-hidden="true">×</span>
      </a>
    </li>
  );
  const rest = chips.slice(3);
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.slice(0, 3).map(chip)}
      </ul>
      {rest.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer list-none rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
            +{rest.length} more
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2">{rest.map(chip)}</ul>
        </details>
      )}
      <a href="/browse" className="ml-1 text-sm font-semibold text-slate-700 underline">
        Reset
      </a>
    </div>
  );
}
