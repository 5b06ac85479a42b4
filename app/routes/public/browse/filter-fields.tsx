/**
 * The browse filter form's fields (docs/product.md#browse: search, category, make, price,
 * year and mileage ranges, location, fuel types, transmissions, conditions, features,
 * verified sellers, price rating), the active-filter chips and the page's heading with its Sort,
 * all static parts (docs/decisions/030-static-parts.md): the route keeps the form element and
 * applies a change as it happens. Every field is a plain GET parameter, so the form works
 * without JavaScript; Apply only shows then. Words: `browse` and the catalogue's in `cards`
 * (docs/decisions/023-languages.md); place names and makes stay as they are.
 */
import { href } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { CheckboxGroup } from "~/components/form-parts/checkbox-group";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import {
  type Category,
  BROWSE_LOCATIONS,
  CATEGORIES,
  MAKES,
  MILEAGE_STEP,
  MIN_YEAR,
  PRICE_STEP,
  STATES,
  maxYear,
} from "~/lib/catalogue/catalog";
import { SUBMIT_ON_CHANGE } from "~/components/client-links";
import {
  categoryName,
  categoryWord,
  listOptions,
  priceRatingWord,
  sortOptions,
} from "~/lib/catalogue/catalogue-words";
import type { BrowseFilters } from "~/lib/catalogue/filters";
import { SCORE_RATINGS } from "~/lib/catalogue/price-rating";

/** The filter controls' class (smaller than the account forms'). */
const field =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600";

export function FilterFields({ filters }: { filters: BrowseFilters }) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  // A make from the URL that is not in the list (an imported listing's) stays selectable.
  const make = filters.make;
  const makes =
    make && !MAKES.some((m) => m.toLowerCase() === make.toLowerCase()) ? [make, ...MAKES] : MAKES;
  return (
    <>
      <div>
        <label htmlFor="search" className="block text-sm font-semibold">
          {t("browse.field.search")}
        </label>
        <input
          id="search"
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder={t("browse.field.searchPlaceholder")}
          className={`${field} mt-1`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FilterSelect
          name="category"
          label={t("browse.field.category")}
          value={filters.category}
          anyLabel={t("browse.field.all")}
          options={CATEGORIES.map((c) => ({ value: c.value, label: categoryWord(t, c.value) }))}
        />
        <FilterSelect
          name="make"
          label={t("browse.field.make")}
          value={filters.make}
          anyLabel={t("browse.field.any")}
          options={makes.map((m) => ({ value: m, label: m }))}
        />
      </div>
      <RangeInputs
        legend={t("browse.field.price")}
        labels={[t("browse.field.minPrice"), t("browse.field.maxPrice")]}
        names={["minPrice", "maxPrice"]}
        values={[filters.minPrice, filters.maxPrice]}
        step={PRICE_STEP}
        placeholders={[
          t("browse.field.min", { value: f.count(0) }),
          t("browse.field.max", { value: f.count(50_000_000) }),
        ]}
      />
      <RangeInputs
        legend={t("browse.field.year")}
        labels={[t("browse.field.minYear"), t("browse.field.maxYear")]}
        names={["minYear", "maxYear"]}
        values={[filters.minYear, filters.maxYear]}
        step={1}
        bounds={[MIN_YEAR, maxYear()]}
        placeholders={[
          t("browse.field.from", { value: String(MIN_YEAR) }),
          t("browse.field.to", { value: String(maxYear()) }),
        ]}
      />
      <RangeInputs
        legend={t("browse.field.mileage")}
        labels={[t("browse.field.minMileage"), t("browse.field.maxMileage")]}
        names={["minMileage", "maxMileage"]}
        values={[filters.minMileage, filters.maxMileage]}
        step={MILEAGE_STEP}
        placeholders={[
          t("browse.field.min", { value: f.count(0) }),
          t("browse.field.max", { value: f.count(200_000) }),
        ]}
      />
      <div>
        <label htmlFor="location" className="block text-sm font-semibold">
          {t("browse.field.location")}
        </label>
        <select
          id="location"
          name="location"
          defaultValue={filters.location ?? ""}
          className={`${field} mt-1`}
        >
          <option value="">{t("browse.field.allLocations")}</option>
          <optgroup label={t("browse.field.cities")}>
            {BROWSE_LOCATIONS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("browse.field.states")}>
            {/* Without the states listed as cities (lagos, kano, kaduna): one value, one option,
                else the server's HTML selects two options of a single select. */}
            {Object.entries(STATES)
              .filter(([slug]) => !BROWSE_LOCATIONS.some((city) => city.value === slug))
              .map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
          </optgroup>
        </select>
      </div>
      <CheckboxGroup
        legend={t("browse.field.fuelType")}
        name="fuelType"
        options={listOptions(t, "fuelType")}
        chosen={filters.fuelType}
      />
      <CheckboxGroup
        legend={t("browse.field.transmission")}
        name="transmission"
        options={listOptions(t, "transmission")}
        chosen={filters.transmission}
      />
      <CheckboxGroup
        legend={t("browse.field.condition")}
        name="condition"
        options={listOptions(t, "condition")}
        chosen={filters.condition}
      />
      <CheckboxGroup
        legend={t("browse.field.features")}
        name="features"
        options={listOptions(t, "features")}
        chosen={filters.features}
      />
      <CheckboxGroup
        legend={t("browse.field.priceRating")}
        name="deal"
        options={SCORE_RATINGS.map((value) => ({ value, label: priceRatingWord(t, value) }))}
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
        {t("browse.field.verifiedOnly")}
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          className="no-js-only bg-brand-600 hover:bg-brand-700 flex-1 rounded-md px-4 py-2 font-semibold text-white"
        >
          {t("browse.apply")}
        </button>
        <ButtonLink
          href={l(href("/:lang?/browse"))}
          variant="secondary"
          className="flex-1 text-center text-slate-800"
        >
          {t("browse.reset")}
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
  labels,
  names,
  values,
  step,
  bounds = [0, undefined],
  placeholders,
}: {
  legend: string;
  /** The two inputs' names for screen readers ("Minimum price (₦)", "Maximum price (₦)"). */
  labels: [string, string];
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
              {labels[i]}
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
  const t = useT();
  const l = useLocalePath();
  const chip = (c: (typeof chips)[number]) => (
    <li key={c.key}>
      <a
        href={c.href}
        className="bg-brand-50 text-brand-800 ring-brand-100 hover:bg-brand-100 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1"
        aria-label={t("browse.chips.remove", { label: c.label })}
      >
        {c.label}
        <span aria-hidden="true">×</span>
      </a>
    </li>
  );
  const rest = chips.slice(3);
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={t("browse.chips.label")}>
        {chips.slice(0, 3).map(chip)}
      </ul>
      {rest.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer list-none rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
            {t("browse.chips.more", { count: rest.length })}
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2">{rest.map(chip)}</ul>
        </details>
      )}
      <a
        href={l(href("/:lang?/browse"))}
        className="ml-1 text-sm font-semibold text-slate-700 underline"
      >
        {t("browse.reset")}
      </a>
    </div>
  );
}

/**
 * The page's heading (all cars, or a category's), the count found (a live region: it changes as
 * filters apply), and Sort, a control of the filter form (`form="filters"`) that applies as
 * soon as it changes.
 */
export function BrowseHeading({
  category,
  total,
  sort,
}: {
  category: Category | null;
  total: number;
  /** The sort choice in force (`sortValue`). */
  sort: string;
}) {
  const t = useT();
  const heading = category
    ? t("browse.heading.category", { category: categoryName(t, category) })
    : t("browse.heading.all");
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
        <p className="mt-1 text-slate-700" role="status">
          {t("browse.found", { count: total })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="sortBy" className="text-sm font-medium whitespace-nowrap text-slate-700">
          {t("cards.sortBy")}
        </label>
        <select
          id="sortBy"
          name="sortBy"
          form="filters"
          className={`${field} w-auto`}
          defaultValue={sort}
          key={sort}
          {...SUBMIT_ON_CHANGE}
        >
          {sortOptions(t).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
