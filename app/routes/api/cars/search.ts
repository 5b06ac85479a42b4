/**
 * `GET /api/cars/search?q=...` (or `search=`): the browse query with a required search text;
 * accepts every `/api/cars` filter too.
 */
import { parseBrowseParams } from "~/lib/filters";
import { recordSearch } from "~/models/admin/analytics.server";
import { searchListings } from "~/models/listings/search.server";
import { apiHandler, apiOk, apiValidationError, PUBLIC_CACHE } from "~/request/api.server";

export const loader = apiHandler(async ({ request }) => {
  const url = new URL(request.url);
  const { filters, errors } = parseBrowseParams(url.searchParams, "strict");
  if (!filters.search && !errors.search)
    errors.search = ["Enter something to search for (q or search)"];
  if (Object.keys(errors).length) return apiValidationError(errors);
  if (filters.page === 1) await recordSearch(filters.search);
  return apiOk(await searchListings(filters), "OK", { headers: PUBLIC_CACHE });
});
