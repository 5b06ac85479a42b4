/**
 * Browse filters: URL search params <-> a typed filter object, shared by the browse page, the
 * home page's links and `GET /api/cars`. Parameter names follow docs/product.md#api
 * (`search`, `minPrice`, `fuelType`, ...) plus `minMileage`, `maxMileage`, `features`,
 * `category`, `make` and the hero's `price` band (`1-3` = ₦1M to ₦3M).
 *
 * Two modes: `lenient` (HTML pages: bad values are dropped or clamped, never an error) and
 * `strict` (the API: each bad value is reported under its field name, for a 400).
 * Lists come comma-joined (`fuelType=petrol,diesel`) or repeated (a GET form's checkboxes).
 */
import {
  BROWSE_LOCATIONS,
  CATEGORY_ALIASES,
  CONDITIONS,
  FEATURES,
  FUEL_TYPES,
  MIN_YEAR,
  STATES,
  SORTS,
  TRANSMISSIONS,
  maxYear,
  toStateSlug,
  type Category,
  type SortValue,
} from "./catalog";
import { listWord, priceRatingWord, type ListKey, type Translate } from "./catalogue-words";
import { isUuid } from "../forms/ids";
import {
  DEAL_OPTIONS,
  PRICE_RATING_BANDS,
  PRICE_RATING_LABELS,
  type PriceRating,
  type ScoreRating,
} from "./price-rating";

/**
 * The `price` parameter's bands, in millions of naira: the home hero offers them
 * (docs/product.md#home).
 */
export const PRICE_BANDS = [
  { value: "0-1", label: "Under ₦1M", min: 0, max: 1_000_000 },
  { value: "1-3", label: "₦1M - ₦3M", min: 1_000_000, max: 3_000_000 },
  { value: "3-5", label: "₦3M - ₦5M", min: 3_000_000, max: 5_000_000 },
  { value: "5-10", label: "₦5M - ₦10M", min: 5_000_000, max: 10_000_000 },
  { value: "10+", label: "Above ₦10M", min: 10_000_000, max: null },
] as const;

export type SortField = "relevance" | "price" | "year" | "mileage" | "date" | "popularity" | "deal";
export type SortOrder = "asc" | "desc";

export type BrowseFilters = {
  search: string;
  category: Category | null;
  make: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  minYear: number | null;
  maxYear: number | null;
  minMileage: number | null;
  maxMileage: number | null;
  /** The location as chosen (a spec value such as `port-harcourt`, or a state slug). */
  location: string | null;
  fuelType: string[];
  transmission: string[];
  /** `new`, `tokunbo`, `nigerian-used`, `certified`: any of them matches. */
  condition: string[];
  /** Every chosen feature must be present. */
  features: string[];
  verified: boolean;
  /** Fair-price ratings (`deal=great,good`): any of them matches; unrated cars never do
   * (docs/product.md#fair-price-rating). */
  deal: ScoreRating[];
  /** Listings of one seller only (`/api/cars?userId=`). */
  sellerId: string | null;
  sortBy: SortField;
  sortOrder: SortOrder;
  page: number;
  limit: number;
};

export type FieldErrors = Record<string, string[]>;

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 50;
const MAX_PAGE = 10_000;

export const defaultFilters = (): BrowseFilters => ({
  search: "",
  category: null,
  make: null,
  minPrice: null,
  maxPrice: null,
  minYear: null,
  maxYear: null,
  minMileage: null,
  maxMileage: null,
  location: null,
  fuelType: [],
  transmission: [],
  condition: [],
  features: [],
  verified: false,
  deal: [],
  sellerId: null,
  sortBy: "relevance",
  sortOrder: "desc",
  page: 1,
  limit: DEFAULT_LIMIT,
});

/** The product's sort values as (field, order) pairs. */
const SORT_PAIRS: Record<SortValue, [SortField, SortOrder]> = {
  relevance: ["relevance", "desc"],
  "price-low": ["price", "asc"],
  "price-high": ["price", "desc"],
  "year-new": ["year", "desc"],
  "year-old": ["year", "asc"],
  "mileage-low": ["mileage", "asc"],
  "mileage-high": ["mileage", "desc"],
  "date-new": ["date", "desc"],
  popularity: ["popularity", "desc"],
  deal: ["deal", "asc"],
};
const SORT_FIELDS: SortField[] = [
  "relevance",
  "price",
  "year",
  "mileage",
  "date",
  "popularity",
  "deal",
];

/** The product's sort value for a (field, order) pair, or null when it has none (`date` asc). */
export function sortValue(field: SortField, order: SortOrder): SortValue | null {
  for (const [value, [f, o]] of Object.entries(SORT_PAIRS)) {
    if (
      f === field &&
      (o === order || field === "relevance" || field === "popularity" || field === "deal")
    ) {
      return value as SortValue;
    }
  }
  return null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A make as people type it: letters, digits, spaces, dots, hyphens, ampersands, apostrophes. */
const MAKE_TEXT = /^[\p{L}\p{N} .&'-]{1,40}$/u;
/**
 * The longest search text, in characters (code points, as JSON Schema's `maxLength` counts):
 * the API refuses a longer one (strict), pages cut it (lenient).
 */
export const MAX_SEARCH_LENGTH = 100;

/** Characters no search or name contains: C0 controls (NUL...) and DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/;

function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** Parses a whole non-negative number, allowing `5,000,000` and a leading ₦. */
function parseWhole(raw: string): number | null {
  const cleaned = raw.replace(/[₦,\s_]/g, "");
  if (!/^\d{1,15}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Parses browse params. Returns the filters and, in strict mode, the field errors found
 * (lenient mode never reports errors: it drops or clamps instead). `userId=me` (the caller's
 * own listings) is only understood where `options.allowMe` says so (`GET /api/cars`);
 * elsewhere it is an unknown user. Control characters (NUL...) in text are refused (strict)
 * or removed (lenient), so no malformed text reaches the database
 * (docs/decisions/008-security-review.md).
 */
export function parseBrowseParams(
  params: URLSearchParams,
  mode: "lenient" | "strict" = "lenient",
  now = new Date(),
  options: { allowMe?: boolean } = {},
): { filters: BrowseFilters; errors: FieldErrors } {
  const f = defaultFilters();
  const errors: FieldErrors = {};
  const strict = mode === "strict";
  const fail = (field: string, message: string) => {
    if (strict) (errors[field] ??= []).push(message);
  };
  const get = (name: string) => {
    const v = params.get(name);
    return v === null || v.trim() === "" ? null : v.trim();
  };

  // `q` is an alias of `search`: its refusals are reported under `search`, the documented name.
  const search = get("search") ?? get("q");
  if (search) {
    if (CONTROL.test(search))
      fail("search", "The search text contains characters we cannot accept");
    const chars = [...search.replace(/[\u0000-\u001f\u007f]/g, " ").trim()];
    if (chars.length > MAX_SEARCH_LENGTH)
      fail("search", `search must be at most ${MAX_SEARCH_LENGTH} characters`);
    f.search = chars.slice(0, MAX_SEARCH_LENGTH).join("");
  }

  const category = get("category");
  if (category && category !== "all") {
    const c = CATEGORY_ALIASES[category.toLowerCase()];
    if (c) f.category = c;
    else fail("category", "Unknown category");
  }

  const make = get("make");
  if (make && make !== "all") {
    if (MAKE_TEXT.test(make)) f.make = make;
    else fail("make", "Unknown make");
  }

  const readNumber = (name: string, min: number, max: number, label: string) => {
    const raw = get(name);
    if (raw === null) return null;
    const n = parseWhole(raw);
    if (n === null) {
      fail(name, `${label} must be a whole number`);
      return null;
    }
    if (n < min || n > max) {
      fail(name, `${label} must be between ${min} and ${max}`);
      return strict ? null : Math.min(Math.max(n, min), max);
    }
    return n;
  };

  const band = get("price");
  if (band) {
    const b = PRICE_BANDS.find((p) => p.value === band);
    if (b) {
      f.minPrice = b.min || null;
      f.maxPrice = b.max;
    } else fail("price", "Unknown price band");
  }
  const PRICE_CEILING = 10_000_000_000;
  f.minPrice = readNumber("minPrice", 0, PRICE_CEILING, "Minimum price") ?? f.minPrice;
  f.maxPrice = readNumber("maxPrice", 0, PRICE_CEILING, "Maximum price") ?? f.maxPrice;
  const top = maxYear(now);
  f.minYear = readNumber("minYear", MIN_YEAR, top, "Minimum year");
  f.maxYear = readNumber("maxYear", MIN_YEAR, top, "Maximum year");
  f.minMileage = readNumber("minMileage", 0, 2_000_000, "Minimum mileage");
  f.maxMileage = readNumber("maxMileage", 0, 2_000_000, "Maximum mileage");
  // A minimum of 0 (or the floor year) filters nothing: keep the URL and chips clean.
  if (f.minPrice === 0) f.minPrice = null;
  if (f.minMileage === 0) f.minMileage = null;
  if (!strict && f.minYear === MIN_YEAR) f.minYear = null;
  if (!strict && f.maxYear === top) f.maxYear = null;

  for (const [lo, hi, label] of [
    ["minPrice", "maxPrice", "price"],
    ["minYear", "maxYear", "year"],
    ["minMileage", "maxMileage", "mileage"],
  ] as const) {
    const a = f[lo];
    const b = f[hi];
    if (a !== null && b !== null && a > b) {
      if (strict) fail(lo, `Minimum ${label} cannot be above the maximum`);
      else [f[lo], f[hi]] = [b, a];
    }
  }

  const location = get("location");
  if (location && location !== "all") {
    if (toStateSlug(location)) f.location = location.toLowerCase();
    else fail("location", "Unknown location");
  }

  const pickList = (name: string, allowed: readonly { value: string }[] | null) => {
    const values = listParam(params, name);
    const ok = values.filter((v) => (allowed ? allowed.some((a) => a.value === v) : SLUG.test(v)));
    if (ok.length !== values.length) fail(name, `Unknown ${name} value`);
    return [...new Set(ok)];
  };
  f.fuelType = pickList("fuelType", FUEL_TYPES);
  f.transmission = pickList("transmission", TRANSMISSIONS);
  f.condition = pickList(
    "condition",
    CONDITIONS.concat(
      Object.keys(CATEGORY_ALIASES)
        .filter((k) => !CONDITIONS.some((c) => c.value === k))
        .map((value) => ({ value, label: value })) as never,
    ),
  ).map((v) => (v === "certified" ? v : CATEGORY_ALIASES[v]));
  f.condition = [...new Set(f.condition)];
  f.features = pickList("features", null).slice(0, 20);
  f.deal = pickList("deal", DEAL_OPTIONS) as ScoreRating[];

  const verified = get("verified");
  if (verified !== null) {
    if (["true", "1", "on", "yes"].includes(verified.toLowerCase())) f.verified = true;
    else if (!["false", "0", "off", "no"].includes(verified.toLowerCase()))
      fail("verified", "verified must be true or false");
  }

  const userId = get("userId");
  if (userId) {
    if (isUuid(userId) || (userId === "me" && options.allowMe)) f.sellerId = userId;
    else fail("userId", "userId must be a user id");
  }

  const sortBy = get("sortBy") ?? get("sort");
  const sortOrder = get("sortOrder")?.toLowerCase();
  if (sortOrder && sortOrder !== "asc" && sortOrder !== "desc") {
    fail("sortOrder", "sortOrder must be asc or desc");
  }
  if (sortBy) {
    if (sortBy in SORT_PAIRS) {
      [f.sortBy, f.sortOrder] = SORT_PAIRS[sortBy as SortValue];
    } else if ((SORT_FIELDS as string[]).includes(sortBy)) {
      f.sortBy = sortBy as SortField;
      f.sortOrder =
        sortOrder === "asc" || sortOrder === "desc"
          ? sortOrder
          : sortBy === "price" || sortBy === "mileage"
            ? "asc"
            : "desc";
    } else
      fail(
        "sortBy",
        `sortBy must be one of ${[...SORTS.map((s) => s.value), ...SORT_FIELDS.slice(1)].join(", ")}`,
      );
  }

  const page = get("page");
  if (page !== null) {
    const n = parseWhole(page);
    if (n === null || n < 1 || n > MAX_PAGE)
      fail("page", `page must be a whole number from 1 to ${MAX_PAGE}`);
    else f.page = n;
  }
  const limit = get("limit");
  if (limit !== null) {
    const n = parseWhole(limit);
    if (n === null || n < 1 || n > MAX_LIMIT) {
      fail("limit", `limit must be a whole number from 1 to ${MAX_LIMIT}`);
      if (!strict && n !== null) f.limit = Math.min(Math.max(n, 1), MAX_LIMIT);
    } else f.limit = n;
  }
  return { filters: f, errors };
}

/**
 * Writes filters back as canonical search params (defaults left out, lists comma-joined),
 * so links and chips round-trip through `parseBrowseParams`.
 */
export function toSearchParams(
  f: BrowseFilters,
  options: { page?: boolean; limit?: boolean } = {},
): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.category) p.set("category", f.category);
  if (f.make) p.set("make", f.make);
  for (const key of [
    "minPrice",
    "maxPrice",
    "minYear",
    "maxYear",
    "minMileage",
    "maxMileage",
  ] as const) {
    if (f[key] !== null) p.set(key, String(f[key]));
  }
  if (f.location) p.set("location", f.location);
  for (const key of ["fuelType", "transmission", "condition", "features"] as const) {
    if (f[key].length) p.set(key, f[key].join(","));
  }
  if (f.verified) p.set("verified", "true");
  if (f.deal.length) p.set("deal", f.deal.join(","));
  if (f.sellerId) p.set("userId", f.sellerId);
  if (f.sortBy !== "relevance") {
    const value = sortValue(f.sortBy, f.sortOrder);
    if (value) p.set("sortBy", value);
    else {
      p.set("sortBy", f.sortBy);
      p.set("sortOrder", f.sortOrder);
    }
  }
  if (options.page && f.page > 1) p.set("page", String(f.page));
  if (options.limit && f.limit !== DEFAULT_LIMIT) p.set("limit", String(f.limit));
  return p;
}

/**
 * The score ranges (basis points, both ends included, null open) the `deal` filter matches:
 * adjacent bands merged, so `great,good` is one range an index reads in one pass.
 */
export function dealScoreRanges(deal: ScoreRating[]): [number | null, number | null][] {
  const bands = DEAL_OPTIONS.filter((o) => deal.includes(o.value)).map(
    (o) => PRICE_RATING_BANDS[o.value],
  );
  const out: [number | null, number | null][] = [];
  for (const [lo, hi] of bands) {
    const last = out.at(-1);
    if (last && last[1] !== null && lo !== null && lo === last[1] + 1) last[1] = hi;
    else out.push([lo, hi]);
  }
  return out;
}

export function toQueryString(f: BrowseFilters, options?: { page?: boolean; limit?: boolean }) {
  const s = toSearchParams(f, options).toString();
  return s ? `?${s}` : "";
}

export type ActiveFilter = { key: string; label: string; remove: BrowseFilters };

const naira = (n: number) =>
  n >= 1_000_000
    ? `₦${+(n / 1_000_000).toFixed(1)}M`
    : n >= 1000
      ? `₦${Math.round(n / 1000)}K`
      : `₦${n}`;

/**
 * The words of `activeFilters`' chips (browse's chips, a saved search in words): a location's
 * place name, a catalogue value's label, a category, a fair-price rating, the verified filter
 * and the words around a range. Each is optional: what is missing reads in English.
 */
export type FilterWords = {
  location?: (value: string) => string;
  list?: (key: string, value: string) => string;
  category?: (category: Category) => string;
  deal?: (rating: PriceRating) => string;
  verified?: string;
  /** "From ₦1M", "Up to ₦10M", "₦1M - ₦3M". */
  from?: (value: string) => string;
  upTo?: (value: string) => string;
  range?: (from: string, to: string) => string;
};

const CATEGORY_CHIPS: Record<Category, string> = {
  new: "Brand New",
  tokunbo: "Tokunbo",
  "nigerian-used": "Nigerian Used",
};

const placeLabel = (value: string) =>
  BROWSE_LOCATIONS.find((l) => l.value === value)?.label ?? STATES[value] ?? value;

/**
 * The catalogue's words for `activeFilters`' chips, in English: a location's place name, a fuel,
 * transmission, condition or feature's label (browse's chips, a saved search in words).
 * `catalogueLabels(t)` is the same in the reader's language.
 */
export const CATALOGUE_LABELS = {
  location: placeLabel,
  list: (key: string, value: string) => {
    const list = {
      fuelType: FUEL_TYPES,
      transmission: TRANSMISSIONS,
      condition: CONDITIONS,
      features: FEATURES,
    }[key];
    return list?.find((o) => o.value === value)?.label ?? value;
  },
};

/**
 * The chips' words in a language (docs/decisions/023-languages.md): `t` is the server's
 * `translator(language)` (browse makes its chips in its loader) or a page's `useT()`. Place
 * names stay as they are.
 */
export function catalogueLabels(t: Translate): Required<FilterWords> {
  return {
    location: placeLabel,
    list: (key, value) =>
      key in LIST_KEYS ? listWord(t, key as ListKey, value) : CATALOGUE_LABELS.list(key, value),
    category: (category) => t(`cards.condition.${category}`),
    deal: (rating) => priceRatingWord(t, rating),
    verified: t("browse.chip.verified"),
    from: (value) => t("browse.chip.from", { value }),
    upTo: (value) => t("browse.chip.upTo", { value }),
    range: (from, to) => t("browse.chip.range", { from, to }),
  };
}

const LIST_KEYS = { fuelType: 1, transmission: 1, condition: 1, features: 1 };

/**
 * The filters that differ from their defaults (docs/product.md#validation, "A filter counts as
 * active"), each with a label and the filter state that removes it (for the chip's link).
 * `labels`: the words to use (English where one is missing).
 */
export function activeFilters(f: BrowseFilters, labels: FilterWords = {}): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const without = (patch: Partial<BrowseFilters>): BrowseFilters => ({ ...f, ...patch, page: 1 });
  if (f.search)
    out.push({ key: "search", label: `“${f.search}”`, remove: without({ search: "" }) });
  if (f.category) {
    const label = labels.category?.(f.category) ?? CATEGORY_CHIPS[f.category];
    out.push({ key: "category", label, remove: without({ category: null }) });
  }
  if (f.make) out.push({ key: "make", label: f.make, remove: without({ make: null }) });
  const range = (lo: number | null, hi: number | null, fmt: (n: number) => string) =>
    lo !== null && hi !== null
      ? (labels.range?.(fmt(lo), fmt(hi)) ?? `${fmt(lo)} - ${fmt(hi)}`)
      : lo !== null
        ? (labels.from?.(fmt(lo)) ?? `From ${fmt(lo)}`)
        : (labels.upTo?.(fmt(hi!)) ?? `Up to ${fmt(hi!)}`);
  if (f.minPrice !== null || f.maxPrice !== null)
    out.push({
      key: "price",
      label: range(f.minPrice, f.maxPrice, naira),
      remove: without({ minPrice: null, maxPrice: null }),
    });
  if (f.minYear !== null || f.maxYear !== null)
    out.push({
      key: "year",
      label: range(f.minYear, f.maxYear, String),
      remove: without({ minYear: null, maxYear: null }),
    });
  if (f.minMileage !== null || f.maxMileage !== null)
    out.push({
      key: "mileage",
      label: range(f.minMileage, f.maxMileage, (n) => `${Math.round(n / 1000)}K km`),
      remove: without({ minMileage: null, maxMileage: null }),
    });
  if (f.location)
    out.push({
      key: "location",
      label: labels.location?.(f.location) ?? f.location,
      remove: without({ location: null }),
    });
  for (const key of ["fuelType", "transmission", "condition", "features"] as const) {
    for (const v of f[key]) {
      out.push({
        key: `${key}:${v}`,
        label: labels.list?.(key, v) ?? v,
        remove: without({ [key]: f[key].filter((x) => x !== v) }),
      });
    }
  }
  if (f.verified)
    out.push({
      key: "verified",
      label: labels.verified ?? "Verified sellers",
      remove: without({ verified: false }),
    });
  for (const v of f.deal) {
    out.push({
      key: `deal:${v}`,
      label: labels.deal?.(v) ?? PRICE_RATING_LABELS[v],
      remove: without({ deal: f.deal.filter((x) => x !== v) }),
    });
  }
  return out;
}
