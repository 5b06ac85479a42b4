/** `GET /api/cars/featured?limit=8`: active boosted listings, newest boost first (max 50). */
import { MAX_LIMIT } from "~/lib/filters";
import { featuredListings } from "~/models/listings/search.server";
import { apiOk, apiValidationError, methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";

const openapi = operations({
  get: {
    tag: "Cars",
    summary: "Boosted cars, newest boost first.",
    query: "page",
    errors: { 400: "`limit` is not valid." },
  },
});

const api = methods(
  {
    GET: async ({ request }) => {
      const raw = new URL(request.url).searchParams.get("limit");
      const limit = raw === null ? 8 : Number(raw);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        return apiValidationError({
          limit: [`limit must be a whole number from 1 to ${MAX_LIMIT}`],
        });
      }
      return apiOk({ cars: await featuredListings(limit) }, "OK", { headers: PUBLIC_CACHE });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
