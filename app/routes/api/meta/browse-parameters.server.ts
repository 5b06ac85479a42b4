/**
 * The query of `GET /api/cars` and `/api/cars/search` as the OpenAPI document describes it
 * (docs/product.md#api): from the catalogue lists its parser (filters.ts, `parseBrowseParams` in
 * strict mode) checks values against, so the document names exactly the values it accepts.
 */
import {
  BROWSE_LOCATIONS,
  CATEGORIES,
  CONDITIONS,
  FEATURES,
  FUEL_TYPES,
  MIN_YEAR,
  SORTS,
  STATES,
  TRANSMISSIONS,
  maxYear,
} from "~/lib/catalogue/catalog";
import { DEFAULT_LIMIT, MAX_LIMIT, PRICE_BANDS } from "~/lib/catalogue/filters";
import { SCORE_RATINGS } from "~/lib/catalogue/price-rating";

const listOf = (values: readonly { value: string }[]) => values.map((v) => v.value).join(", ");

/** The browse query's parameters; `now` dates the model years' upper bound (next year). */
export function browseParameters(now: Date) {
  const top = maxYear(now);
  const q = (name: string, description: string, schema: object) => ({
    name,
    in: "query",
    required: false,
    description,
    schema,
  });
  const whole = (min: number, max?: number) => ({ type: "integer", minimum: min, maximum: max });
  const list = (values: readonly { value: string }[]) =>
    `Comma-joined (or repeated) list of: ${listOf(values)}. Any of them matches.`;
  return [
    q("page", "Page number, from 1.", { ...whole(1, 10_000), default: 1 }),
    q("limit", `Cars per page, 1 to ${MAX_LIMIT}.`, {
      ...whole(1, MAX_LIMIT),
      default: DEFAULT_LIMIT,
    }),
    q(
      "search",
      "Words to find in the title, make, model, trim, year, city and state (`q` is an alias).",
      { type: "string", maxLength: 100 },
    ),
    q("q", "The same as `search` (when both are sent, `search` counts).", {
      type: "string",
      maxLength: 100,
    }),
    q("category", `One of: ${CATEGORIES.map((c) => c.value).join(", ")}.`, {
      type: "string",
      enum: CATEGORIES.map((c) => c.value),
    }),
    q("make", "A make, e.g. `toyota` or `mercedes-benz`.", { type: "string", maxLength: 40 }),
    q("price", `A price band: ${PRICE_BANDS.map((b) => b.value).join(", ")} (millions of naira).`, {
      type: "string",
      enum: PRICE_BANDS.map((b) => b.value),
    }),
    q("minPrice", "Lowest price in naira.", whole(0, 10_000_000_000)),
    q("maxPrice", "Highest price in naira.", whole(0, 10_000_000_000)),
    q("minYear", `Earliest model year (${MIN_YEAR} to next year).`, whole(MIN_YEAR, top)),
    q("maxYear", `Latest model year (${MIN_YEAR} to next year).`, whole(MIN_YEAR, top)),
    q("minMileage", "Lowest mileage in km.", whole(0, 2_000_000)),
    q("maxMileage", "Highest mileage in km (unknown mileage counts as 0).", whole(0, 2_000_000)),
    q(
      "location",
      `A browse location (${listOf(BROWSE_LOCATIONS)}) or a state slug (${Object.keys(STATES).join(", ")}).`,
      { type: "string" },
    ),
    q("fuelType", list(FUEL_TYPES), { type: "string" }),
    q("transmission", list(TRANSMISSIONS), { type: "string" }),
    q("condition", list(CONDITIONS), { type: "string" }),
    q("features", `Comma-joined list of: ${listOf(FEATURES)}. Every one must be present.`, {
      type: "string",
    }),
    q("verified", "`true`: verified sellers only.", { type: "boolean" }),
    q(
      "deal",
      `Comma-joined fair-price ratings (${SCORE_RATINGS.join(", ")}): cars rated any of them; unrated cars, and cars rated \`check\` (far below similar cars), never match, and \`sortBy=deal\` puts them last. Each car carries its \`priceRating\` (null while unrated).`,
      { type: "string" },
    ),
    q(
      "sortBy",
      `A browse sort (${listOf(SORTS)}; \`deal\`: best fair-price rating first, unrated last) or a field (price, year, mileage, date, popularity) with sortOrder.`,
      { type: "string", default: "relevance" },
    ),
    q("sortOrder", "With a field sortBy.", {
      type: "string",
      enum: ["asc", "desc"],
      default: "desc",
    }),
    q("userId", "One seller's listings; `me` (signed in) lists your own in every status.", {
      type: "string",
    }),
  ];
}
