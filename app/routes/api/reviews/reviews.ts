/**
 * `GET /api/reviews?make=&page=&limit=`: buyers' reviews of active sellers, newest first, the
 * twin of the /reviews page. `data {reviews, pagination {currentPage, totalPages, total,
 * limit}, makes}`; each review `{id, rating, comment, date, buyer, seller {id, name}, car
 * {make, model, year} | null, carPurchased}` (models/messaging/reviews.server.ts). A bad value is a 400
 * with the message under its parameter.
 */
import { ReviewListQuerySchema } from "~/lib/review-schema";
import { listReviews, reviewedMakes } from "~/models/messaging/reviews.server";
import { apiOk, methods, PUBLIC_CACHE, readQueryWith } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/reviews";

const openapi = operations({
  get: {
    tag: "Users",
    summary:
      "Buyers' reviews of active sellers, newest first (the /reviews page's twin): `data.reviews` (`{id, rating, comment, date, buyer, seller {id, name}, car {make, model, year} | null, carPurchased}`), `data.pagination` and `data.makes` (the makes reviews are about).",
    query: {
      make: "Only reviews about a car of this make (any case), e.g. `Toyota`.",
      page: "Page number, from 1 (default 1).",
      limit: "Reviews per page, 1 to 50 (default 12).",
    },
    errors: { 400: "A query value is not valid (`errors` by parameter)." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const query = readQueryWith(request, ReviewListQuerySchema);
      const [{ reviews, pagination }, makes] = await Promise.all([
        listReviews(query),
        reviewedMakes(),
      ]);
      return apiOk({ reviews, pagination, makes }, "OK", { headers: PUBLIC_CACHE });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
