/**
 * `GET /api/cars/search?q=...` (or `search=`): the browse query with a required search text;
 * accepts every `/api/cars` filter too.
 */
import { apiOk, apiValidationError, PUBLIC_CACHE } from "~/request/api.server";
import { parseBrowseParams } from "~/lib/filters";
import { searchListings } from "~/models/listing.server";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, errors } = parseBrowseParams(url.searchParams, "strict");
  if (!filters.search && !errors.search)
    errors.search = ["Enter something to search for (q or search)"];
  if (Object.keys(errors).length) return apiValidationError(errors);
  return apiOk(await searchListings(filters), "OK", { headers: PUBLIC_CACHE });
}
