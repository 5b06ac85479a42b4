/**
 * `GET /api/cars`: the browse query (public-pages.md section 7 fields plus minMileage,
 * maxMileage, features, category, make); `limit` 1-50. Answers `data.cars` and
 * `data.pagination`; 400 with field errors for bad values.
 */
import { apiOk, apiValidationError, PUBLIC_CACHE } from "~/lib/api.server";
import { parseBrowseParams } from "~/lib/filters";
import { searchListings } from "~/models/listing.server";
import type { Route } from "./+types/cars";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, errors } = parseBrowseParams(url.searchParams, "strict");
  if (Object.keys(errors).length) return apiValidationError(errors);
  const result = await searchListings(filters);
  return apiOk(result, "OK", { headers: PUBLIC_CACHE });
}
