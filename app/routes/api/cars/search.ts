/**
 * `GET /api/cars/search?q=...` (or `search=`): the browse query with a required search text of
 * at most 100 characters (a longer one is a 400, never cut); accepts every `/api/cars` filter
 * too. `data {cars, pagination}` as `GET /api/cars`.
 */
import { CarPageSchema } from "~/lib/api/answers";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { recordSearch } from "~/models/admin/analytics.server";
import { searchListings } from "~/models/catalogue/search.server";
import { apiAnswer, apiValidationError, methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";

const openapi = operations({
  get: {
    operationId: "searchCars",
    tag: "Cars",
    summary:
      "Browse with a required search text (`q` or `search`, at most 100 characters): `data.cars`, `data.pagination`.",
    query: "browse",
    answer: CarPageSchema,
    errors: {
      400: "No search text, a search text over 100 characters, or a query value that is not valid (`errors` by field).",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }) => {
      const url = new URL(request.url);
      const { filters, errors } = parseBrowseParams(url.searchParams, "strict");
      if (!filters.search && !errors.search)
        errors.search = ["Enter something to search for (q or search)"];
      if (Object.keys(errors).length) return apiValidationError(errors);
      if (filters.page === 1) await recordSearch(filters.search);
      return apiAnswer(openapi.get, await searchListings(filters), "OK", {
        headers: PUBLIC_CACHE,
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
