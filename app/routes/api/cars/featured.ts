/**
 * `GET /api/cars/featured?page=1&limit=8`: active boosted listings, newest boost first, a page
 * at a time as browse pages (`data {cars, pagination}`; `limit` at most 50, a page past the
 * end is empty). A bad `page` or `limit` is a 400 with the message under its parameter.
 */
import { z } from "zod";
import { CarPageSchema } from "~/lib/api/answers";
import { MAX_LIMIT } from "~/lib/catalogue/filters";
import { MAX_PAGE, wholeNumberParam } from "~/lib/api/pagination";
import { featuredListings } from "~/models/catalogue/search.server";
import { apiAnswer, methods, PUBLIC_CACHE, readQueryWith } from "~/request/api.server";
import { operations } from "~/request/openapi.server";

/** Featured cars per page when `limit` is not given (the home page's row). */
const FEATURED_DEFAULT_LIMIT = 8;

/** The query `GET /api/cars/featured` reads (the document's parameters come from it). */
const FeaturedQuerySchema = z.object({
  page: wholeNumberParam(1, MAX_PAGE, `page must be a whole number from 1 to ${MAX_PAGE}`)
    .prefault(1)
    .describe("Page number, from 1."),
  limit: wholeNumberParam(1, MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .prefault(FEATURED_DEFAULT_LIMIT)
    .describe(`Cars per page, 1 to ${MAX_LIMIT}.`),
});

const openapi = operations({
  get: {
    operationId: "listFeaturedCars",
    tag: "Cars",
    summary: "Boosted cars, newest boost first, a page at a time (`data.cars`, `data.pagination`).",
    query: FeaturedQuerySchema,
    answer: CarPageSchema,
    errors: { 400: "`page` or `limit` is not valid (`errors` by parameter)." },
  },
});

const api = methods(
  {
    GET: async ({ request }) => {
      const query = readQueryWith(request, FeaturedQuerySchema);
      return apiAnswer(openapi.get, await featuredListings(query), "OK", {
        headers: PUBLIC_CACHE,
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
