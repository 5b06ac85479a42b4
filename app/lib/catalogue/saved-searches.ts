/**
 * Saved searches (docs/product.md#saved-searches): the alert frequencies, the limits, the one
 * input schema the page's forms and `POST/PATCH /api/saved-searches` both parse, and the
 * browse filters a search keeps. A saved search's `query` is the browse URL's query string as
 * browse reads it (lib/catalogue/filters.ts), with only the filters: page, limit and sort are not filters
 * and are dropped, and so are unknown keys and the fair-price `deal` filter (see
 * `filtersOnly`). Pure code, shared with the browser.
 */
import { z } from "zod";
import {
  activeFilters,
  CATALOGUE_LABELS,
  defaultFilters,
  parseBrowseParams,
  toSearchParams,
  type BrowseFilters,
  type FieldErrors,
  type FilterWords,
} from "./filters";
import {
  MAX_SEARCH_NAME,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
} from "./saved-search-options";
import { line } from "../forms/text";

export const SavedSearchNameSchema = line(
  MAX_SEARCH_NAME,
  `A name is at most ${MAX_SEARCH_NAME} characters`,
).pipe(z.string().min(1, "Give the search a name"));

export const FrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: "Choose instant, daily, weekly or off",
});

/** A new saved search: `{name, query, frequency}` (query without the leading `?` or with it). */
export const NewSavedSearchSchema = z.object({
  name: SavedSearchNameSchema,
  query: z.string({ error: "Send the search's query string" }).max(2000, "The query is too long"),
  frequency: FrequencySchema.default("instant"),
});

/** A change to a saved search: a new name, a new frequency or both. */
export const SavedSearchChangeSchema = z
  .object({ name: SavedSearchNameSchema.optional(), frequency: FrequencySchema.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, {
    error: "Send a name, a frequency or both",
  });

/** A saved search as the API and the page show it. */
export type SavedSearchView = {
  id: string;
  name: string;
  /** The browse query string, without `?` (`make=Toyota&maxPrice=10000000`). */
  query: string;
  frequency: SavedSearchFrequency;
  /** ISO 8601. */
  createdAt: string;
  /** Matches found since the owner last opened the search from /saved-searches. */
  newMatches: number;
};

/**
 * The filters a search keeps: without page, limit and sort, and without the fair-price `deal`
 * filter, which cannot be matched when a car goes live (its rating is computed by a job after
 * that; docs/decisions/022-saved-search-alerts.md).
 */
export function filtersOnly(f: BrowseFilters): BrowseFilters {
  const d = defaultFilters();
  return {
    ...f,
    deal: d.deal,
    page: d.page,
    limit: d.limit,
    sortBy: d.sortBy,
    sortOrder: d.sortOrder,
  };
}

/**
 * Reads a query string as browse does and answers the filters it holds with its canonical
 * query string. `strict` (the API) reports each bad value under its field; `lenient` (the
 * browse page's form, whose URL browse itself read leniently) drops them. Unknown keys and
 * page/limit/sort are dropped either way.
 */
export function savedSearchFilters(
  query: string,
  mode: "strict" | "lenient",
  now = new Date(),
): { filters: BrowseFilters; query: string; errors: FieldErrors } {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  for (const key of ["page", "limit", "sort", "sortBy", "sortOrder"]) params.delete(key);
  const { filters, errors } = parseBrowseParams(params, mode, now);
  const only = filtersOnly(filters);
  return { filters: only, query: toSearchParams(only).toString(), errors };
}

/**
 * The filters in words, as the browse chips show them: `Toyota · Up to ₦10M · Lagos`; in English
 * unless `labels` (filters.ts `catalogueLabels(t)`) give a language's words, with `allCars`.
 */
export function filtersInWords(
  f: BrowseFilters,
  labels: FilterWords & { allCars?: string } = CATALOGUE_LABELS,
): string {
  const parts = activeFilters(f, labels).map((c) => c.label);
  return parts.length ? parts.join(" · ") : (labels.allCars ?? "All cars");
}

/** A name for a search, from its filters (the form's suggestion), at most 60 characters. */
export function suggestedName(
  f: BrowseFilters,
  labels?: FilterWords & { allCars?: string },
): string {
  const words = filtersInWords(f, labels);
  return words.length <= MAX_SEARCH_NAME ? words : `${words.slice(0, MAX_SEARCH_NAME - 1)}…`;
}
